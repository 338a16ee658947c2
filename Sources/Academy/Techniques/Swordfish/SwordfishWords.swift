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
      PatternMissWords.opening(.swordfish, candidate, covers: true)
      + facts.orientations.map { orientation($0, candidate.digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits:
      if let others = PatternMissWords.others(
        .swordfish, candidate, reaching: facts.reaching, nearby: facts.nearby)
      {
        text += " " + others
      }
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
