import SudokuCore

/// The words of the swordfish lesson's misses (facts: `SwordfishMiss`), where in Portuguese the fish
/// keeps its English name (*o Swordfish*): the clause order, shared by every language, is written
/// once here; the leaves are the reader's language's `SwordfishPhrasing`
/// (`SwordfishWords+English.swift`, `SwordfishWords+Portuguese.swift` beside this file), chosen in
/// `Language+AcademyWords.swift`.
enum SwordfishWords {
  static func miss(_ facts: SwordfishMiss) -> String {
    let words = Language.current.swordfishPhrasing
    let candidate = facts.candidate
    var text =
      words.missOpening(candidate)
      + facts.orientations.map { orientation($0, candidate.digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits where facts.reaching.count > 1:
      text +=
        " " + words.othersRemove(facts.reaching.patternsSpoken, facts.reaching.allDigits, candidate)
    case .otherDigits(let step):
      text += " " + words.otherRemoves(step.patternText.keptTogether, step.digits, candidate)
    case .outside where facts.outside.count > 1:
      let each = facts.outside.map { step in
        guard case .fish(let fish) = step.pattern else { return step.patternText.keptTogether }
        return words.coverOutsideBase(step.patternText.keptTogether, fish)
      }
      text += " " + words.severalOutside(each, candidate)
    case .outside(let step, _):
      if case .fish(let fish) = step.pattern {
        text += " " + words.outside(step.patternText.keptTogether, fish, candidate)
      }
    case nil:
      break
    }
    return text + " " + words.rule(candidate.digit)
  }

  static func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    Language.current.swordfishPhrasing.orientation(orientation, digit)
  }

  /// The learner removed the digit from one of the swordfish's own cells.
  static func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String {
    Language.current.swordfishPhrasing.patternCandidate(candidate, fish)
  }
}

/// The leaves of `SwordfishWords` in one language.
protocol SwordfishPhrasing: Sendable {
  /// `no swordfish on 7 covers r1c4: `
  func missOpening(_ candidate: Candidate) -> String

  /// Several swordfish remove other digits from the cell.
  func othersRemove(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// One swordfish removes another digit from the cell.
  func otherRemoves(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// One of several swordfish on the digit: `Swordfish: 2 r269 c789 (columns 7, 8 and 9 outside
  /// rows 2, 6 and 9)`.
  func coverOutsideBase(_ pattern: String, _ fish: Fish) -> String

  /// Several swordfish on the digit, none of which reaches the cell, each as `coverOutsideBase`.
  func severalOutside(_ each: [String], _ candidate: Candidate) -> String

  /// The one swordfish on the digit, which does not reach the cell.
  func outside(_ pattern: String, _ fish: Fish, _ candidate: Candidate) -> String

  /// What closes a miss: the rule.
  func rule(_ digit: Int) -> String

  /// One orientation's reason: `of the other rows only row 8 (…) holds 7 three times or fewer`.
  func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String

  /// The learner removed the digit from one of the swordfish's own cells.
  func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String
}
