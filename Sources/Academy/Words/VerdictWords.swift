import SudokuCore

/// The sentence of every verdict, made from its `VerdictReason`: one place for the words of a
/// correct answer, the misses every lesson shares, and the free answers (golden table in
/// `Tests/AcademyTests/ExplanationTests.swift`); each elimination technique's own misses are worded
/// in one file of `Words/Techniques/`, which the switches here call.
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
    case .noPointing(let candidate, let blocks): return PointingWords.miss(candidate, blocks)
    case .noClaiming(let candidate, let box, let blocks):
      return ClaimingWords.miss(candidate, box: box, blocks)
    case .noPair(let candidate, let blocks): return NakedPairWords.miss(candidate, blocks)
    case .noXWing(let candidate, let blocks): return XWingWords.miss(candidate, blocks)
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

  /// The pattern's own candidate: each technique's words say what its pattern keeps.
  static func patternCandidate(_ candidate: Candidate, _ step: Step) -> String {
    switch step.pattern {
    case .pointing(_, let box, let line, _):
      return PointingWords.patternCandidate(candidate, box: box, line: line)
    case .claiming(_, let line, let box, _):
      return ClaimingWords.patternCandidate(candidate, line: line, box: box)
    case .nakedPair(let digits, let cells, _):
      return NakedPairWords.patternCandidate(candidate, digits: digits, cells: cells)
    case .xWing(_, let base, let cover, _):
      return XWingWords.patternCandidate(candidate, base: base, cover: cover)
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
      return "\(candidate.cell) is part of the pattern itself."
    }
  }
}
