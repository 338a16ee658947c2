import SudokuCore

/// The words of the W-Wing lesson's misses (facts: `WWingMiss`), in the frame every single-pattern
/// miss shares (`PatternMissWords`); the leaves are the reader's language's `WWingPhrasing`
/// (`WWingWords+English.swift`, `WWingWords+Portuguese.swift` beside this file), chosen in
/// `Language+AcademyWords.swift`.
enum WWingWords {
  static func miss(_ facts: WWingMiss) -> String {
    let words = Language.current.wWingPhrasing
    return PatternMissWords.miss(
      .wWing, facts, closest: words.closest(facts.closest, facts),
      rule: words.rule(facts.candidate.digit))
  }

  /// The learner removed a digit of the wing from one of its own cells.
  static func patternCandidate(_ candidate: Candidate, _ wing: WWing) -> String {
    Language.current.wWingPhrasing.patternCandidate(candidate, wing)
  }
}

/// The leaves of `WWingWords` in one language.
protocol WWingPhrasing: Sendable {
  /// What closes a miss: the rule, for `digit`.
  func rule(_ digit: Int) -> String

  /// The closest the board comes to a W-Wing removing the digit from the cell.
  func closest(_ closest: WWingMiss.Closest, _ facts: WWingMiss) -> String

  /// The learner removed a digit of the wing from one of its own cells.
  func patternCandidate(_ candidate: Candidate, _ wing: WWing) -> String
}
