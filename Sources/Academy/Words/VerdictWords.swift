import SudokuCore

/// The sentence of every verdict, made from its `VerdictReason`: one place for the words of a
/// correct answer, each kind of miss, and the free answers (golden table in
/// `Tests/AcademyTests/ExplanationTests.swift`).
enum VerdictWords {
  static let placementExample = "r3c5=7"
  static let eliminationExample = "r1c7<>5"

  /// The explanation, without the leading `Correct — ` / `Miss — `.
  static func text(_ reason: VerdictReason) -> String {
    switch reason {
    case .unreadable(let error):
      return "Can't read that answer: \(ReadingErrorWords.text(error))."
    case .wrongForm(let answer, true):
      return "This lesson places digits: answer with a placement like \(placementExample) "
        + "(\(answer.keptTogether) removes a candidate). Not counted \u{2014} try again."
    case .wrongForm(let answer, false):
      return "This lesson removes candidates: answer with an elimination like "
        + "\(eliminationExample) (\(answer.keptTogether) places a digit). Not counted \u{2014} try again."
    case .filledCell(let cell, let digit):
      return CheckWords.filledCell(cell, holding: digit)
    case .miss(let miss, let part):
      guard let part else { return text(miss) }
      return "\(part): " + text(miss) + " (One wrong part makes the whole answer a miss.)"
    case .correct(let correct):
      return text(correct)
    }
  }

  static func text(_ correct: VerdictReason.Correct) -> String {
    var text = correct.used.map(\.description.keptTogether).joined(separator: "; ") + "."
    if correct.others.count == 1 {
      text += " (Also there: \(correct.others[0].description.keptTogether).)"
    } else if correct.others.count > 1 {
      text +=
        " (\(correct.others.count) other instances were there too, e.g. "
        + "\(correct.others[0].description.keptTogether).)"
    }
    if !correct.alsoBy.isEmpty {
      let phrase = listed(correct.alsoBy.map(\.phrase))
      let verb = correct.alsoBy.count == 1 ? "gives" : "give"
      text += " (" + Phrasing.capitalized(phrase) + " \(verb) it too.)"
    }
    guard let review = correct.review else { return text }
    text = CheckWords.credited(review.credited) + text
    if review.credited != review.drilled {
      text +=
        review.drilledGivesIt
        ? CheckWords.drilledGivesItToo(review.drilled)
        : CheckWords.drilledWasThere(review.drilled, review.drilledInstance)
    }
    return text
  }

  // MARK: Misses

  static func text(_ miss: Miss) -> String {
    switch miss {
    case .notACandidate(let candidate, let shown, let eliminating):
      return "\(candidate.digit) is not a candidate in \(candidate.cell) (it shows "
        + "\(digitList(shown)))" + (eliminating ? " \u{2014} there is nothing to remove." : ".")
    case .nakedNotHidden(let cell):
      return "right digit, but that's a naked single \u{2014} \(cell) has no other candidate. This "
        + "lesson is about hidden singles: find a digit with only one place in a row, column or box."
    case .hiddenNotNaked(let candidate, let house, let shown):
      return "right digit, but that's a hidden single \u{2014} \(candidate.digit) has only one "
        + "place in \(house.spelledOut), yet \(candidate.cell) still has \(digitList(shown)). This "
        + "lesson is about naked singles: find a cell with one candidate left."
    case .stillHas(let cell, let shown):
      return "\(cell) still has \(digitList(shown))."
    case .alsoGoes(let candidate, let elsewhere):
      return "\(candidate.digit) can also go in \(CheckWords.places(elsewhere))."
    case .followsFrom(let other, let technique, let step):
      return "true, but that follows from \(other.phrase), not \(technique.phrase): "
        + "\(step.description.keptTogether)."
    case .patternCandidate(let candidate, let step):
      return patternCandidate(candidate, step)
    case .noPointing(let candidate, let blocks):
      return "nothing points \(candidate.digit) at \(candidate.cell): "
        + blocks.map { pointing($0, candidate.digit) }.joined(separator: "; ")
        + ". Pointing removes a digit only from the line its box's candidates share."
    case .noClaiming(let candidate, let box, let blocks):
      return "nothing claims \(candidate.digit) in \(box.spelledOut) for \(candidate.cell): "
        + blocks.map { claiming($0, candidate.digit, box: box) }.joined(separator: "; ")
        + ". Claiming removes a digit from a box only when a row or column keeps all its "
        + "candidates for it inside that box."
    case .noPair(let candidate, let blocks):
      let rule = " A naked pair needs two cells of one house with exactly the same two candidates."
      let opening = "no naked pair removes \(candidate.digit) from \(candidate.cell): "
      guard !blocks.isEmpty else {
        let houses = listed(candidate.cell.houses.map(\.spelledOut))
        return opening + "no other cell of \(houses) holds \(candidate.digit) with just one other "
          + "candidate." + rule
      }
      return opening + blocks.map(pair).joined(separator: "; ") + "." + rule
    case .noXWing(let candidate, let blocks):
      let digit = candidate.digit
      return "no X-Wing on \(digit) covers \(candidate.cell): "
        + blocks.map { xWing($0, digit) }.joined(separator: "; ")
        + ". An X-Wing needs two lines whose \(plural(digit)) sit in the same two cross lines and "
        + "nowhere else."
    case .noHiddenSubset(let facts): return HiddenSubsetWords.miss(facts)
    case .noNakedTriple(let facts): return NakedTripleWords.miss(facts)
    case .noSkyscraper(let facts): return SkyscraperWords.miss(facts)
    case .noSwordfish(let facts): return SwordfishWords.miss(facts)
    case .noXYWing(let facts): return XYWingWords.miss(facts)
    case .reviewPlacement(let candidate, let shown, let elsewhere):
      return CheckWords.reviewPlacementMiss(candidate, shown: shown, elsewhere: elsewhere)
    case .reviewElimination(let candidate, let elsewhere):
      return CheckWords.reviewEliminationMiss(candidate, elsewhere: elsewhere)
    }
  }

  static func patternCandidate(_ candidate: Candidate, _ step: Step) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch step.pattern {
    case .pointing(_, let box, let line, _):
      return "\(cell) is one of the cells the \(plural(digit)) of \(box.spelledOut) point from "
        + "\u{2014} pointing removes \(digit) from the rest of \(line.spelledOut), never from the "
        + "box's own cells."
    case .claiming(_, let line, let box, _):
      return "\(cell) is one of the cells where \(line.spelledOut) keeps its \(plural(digit)) "
        + "\u{2014} claiming removes \(digit) from the rest of \(box.spelledOut), never from the "
        + "line's own cells."
    case .nakedPair(let digits, let cells, _):
      return "that candidate is the one the pair protects: \(listed(cells.map(\.description))) "
        + "hold exactly \(digitList(digits)), so \(digit) must go in one of them."
    case .xWing(_, let base, let cover, _):
      return "\(cell) is a corner of the X-Wing on \(digit) (\(Notation.groupHouses(base)) × "
        + "\(Notation.groupHouses(cover))): the X-Wing keeps its own \(plural(digit)) and removes "
        + "\(digit) from the rest of \(listed(cover.map(\.spelledOut)))."
    case .subset(let subset) where subset.kind == .hidden:
      return HiddenSubsetWords.patternCandidate(candidate, subset)
    case .subset(let subset):
      return NakedTripleWords.patternCandidate(candidate, subset)
    case .skyscraper(let skyscraper):
      return SkyscraperWords.patternCandidate(candidate, skyscraper)
    case .fish(let fish):
      return SwordfishWords.patternCandidate(candidate, fish)
    case .xyWing(let wing):
      return XYWingWords.patternCandidate(candidate, wing)
    case .hiddenSingle, .nakedSingle:
      // Singles place digits: an elimination lesson's pattern is never one.
      return "\(cell) is part of the pattern itself."
    }
  }

  /// `row 3`, `rows 1 and 3`.
  static func lines(_ lines: [Int], _ kind: House.Kind) -> String {
    lines.count == 1
      ? "\(kind.name) \(lines[0])" : "\(kind.name)s \(listed(lines.map(String.init)))"
  }

  static func pointing(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    switch block {
    case .placed(let box, let cell):
      "\(box.spelledOut) already has its \(digit) (\(cell))"
    case .singleLeft(let box, let cell):
      "\(box.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single, not pointing"
    case .otherLine(let box, let spread, let kind, let line):
      "\(box.spelledOut)'s \(plural(digit)) lie on \(lines(spread, kind)), not \(line.spelledOut)"
    case .notConfined(let box, let spread, let kind):
      "in \(box.spelledOut) the \(plural(digit)) sit on \(lines(spread, kind)) \u{2014} not "
        + "confined to one line"
    }
  }

  static func claiming(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    switch block {
    case .placed(let line, let cell):
      "\(line.spelledOut) already has its \(digit) (\(cell))"
    case .noneInBox(let line):
      "\(line.spelledOut) has no \(digit) in \(box.spelledOut)"
    case .singleLeft(let line, let cell):
      "\(line.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single"
    case .outside(let line, let cells):
      "\(line.spelledOut) has \(plural(digit)) outside \(box.spelledOut) (\(Notation.group(cells)))"
    }
  }

  static func pair(_ block: Miss.PairBlock) -> String {
    switch block {
    case .beside(let house, let member, let set, let superset, let supersetSet):
      "in \(house.spelledOut) \(member) holds {\(set)}, but \(superset) holds {\(supersetSet)} "
        + "\u{2014} {\(set)} beside {\(supersetSet)} is not a pair"
    case .unmatched(let house, let member, let set):
      "in \(house.spelledOut) \(member) holds {\(set)}, but no other cell there holds exactly "
        + "{\(set)}"
    }
  }

  static func xWing(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    func names(_ base: Miss.BaseLine, cross: House.Kind) -> String {
      let letter = cross == .row ? "r" : "c"
      return base.positions.map { "\(letter)\($0 + 1)" }.joined(separator: ", ")
    }
    switch block {
    case .fin(let tight, let other, let cover, let extra):
      return "\(tight) and \(other) would make an X-Wing on \(listed(cover.map(\.spelledOut))), "
        + "but \(other) also has \(Phrasing.article(digit)) in \(listed(extra.map(\.description))) "
        + "\u{2014} a fin, and finned X-Wings don't count here"
    case .noTight(let baseKind, let cover):
      return "no other \(baseKind.name) has just two \(plural(digit)) with one in "
        + "\(cover.spelledOut)"
    case .noPartner(let baseKind, let cover, let base):
      return "the only \(baseKind.name) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), is \(base.house) (\(names(base, cross: cover.kind))) \u{2014} it "
        + "has no partner"
    case .noneShare(let baseKind, let cover, let bases):
      let listedBases = bases.map { "\($0.house) (\(names($0, cross: cover.kind)))" }
      return "the \(baseKind.pluralName) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), are \(listed(listedBases)) \u{2014} no two share the same other "
        + "\(cover.kind.name)"
    }
  }
}
