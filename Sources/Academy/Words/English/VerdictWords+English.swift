import SudokuCore

struct EnglishVerdictWords: VerdictWords {
  var correctLead: String { "Correct — " }
  var missLead: String { "Miss — " }

  func text(_ reason: VerdictReason) -> String {
    let checkWords = Language.current.checkWords
    switch reason {
    case .unreadable(let error):
      return "Can't read that answer: \(ReadingErrorWords.text(error))."
    case .wrongForm(let answer, true):
      return "This lesson places digits: answer with a placement like \(AnswerExample.placement) "
        + "(\(answer.keptTogether) removes a candidate). Not counted \u{2014} try again."
    case .wrongForm(let answer, false):
      return "This lesson removes candidates: answer with an elimination like "
        + "\(AnswerExample.elimination) (\(answer.keptTogether) places a digit). Not counted \u{2014} try again."
    case .filledCell(let cell, let digit):
      return checkWords.filledCell(cell, holding: digit)
    case .miss(let miss, let part):
      guard let part else { return text(miss) }
      return "\(part): " + text(miss) + " (One wrong part makes the whole answer a miss.)"
    case .correct(let correct):
      return text(correct)
    }
  }

  func also(_ correct: VerdictReason.Correct) -> String {
    var text = ""
    if correct.others.count == 1 {
      text += " (Also there: \(correct.others[0].description.keptTogether).)"
    } else if correct.others.count > 1 {
      text +=
        " (\(correct.others.count) other instances were there too, e.g. "
        + "\(correct.others[0].description.keptTogether).)"
    }
    let clauses = alsoGroups(correct.alsoBy).map { group in
      let verb = group.techniques.count == 1 ? "gives" : "give"
      let what = group.parts.map { "\($0.keptTogether) too" } ?? "it too"
      return listed(group.techniques.map(\.phrase)) + " \(verb) " + what
    }
    if !clauses.isEmpty {
      text += " (" + Phrasing.capitalized(clauses.joined(separator: "; ")) + ".)"
    }
    return text
  }

  func ownText(_ miss: Miss) -> String? {
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
      return "\(candidate.digit) can also go in \(Language.current.checkWords.places(elsewhere))."
    case .followsFrom(let other, let technique, let step):
      return "true, but that follows from \(other.phrase), not \(technique.phrase): "
        + "\(step.description.keptTogether)."
    case .patternCandidate, .noPointing, .noClaiming, .noPair, .noXWing, .noHiddenSubset,
      .noNakedTriple, .noSkyscraper, .noSwordfish, .noXYWing, .noTwoStringKite, .noEmptyRectangle,
      .noFinnedXWing, .noWWing, .noXYZWing, .noSimpleColors, .reviewPlacement,
      .reviewElimination:
      return nil
    }
  }

  func singleInside(_ single: VerdictReason.SingleInside) -> String {
    let cell = single.candidate.cell
    let digit = single.candidate.digit
    return single.houses.isEmpty
      ? "\(cell) has only \(digit) left, a naked single"
      : "\(digit) has only \(cell) in \(listed(single.houses.map(\.spelledOut))), a hidden single"
  }

  func singlesFollow(_ technique: Technique, singular: Bool) -> String {
    "; the \(technique.stepNoun) follows from \(singular ? "it" : "them").)"
  }

  func partOfPattern(_ cell: Cell) -> String { "\(cell) is part of the pattern itself." }
}
