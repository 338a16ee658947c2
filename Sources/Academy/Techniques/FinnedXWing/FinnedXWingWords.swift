import SudokuCore

/// The words of the finned X-Wing lesson's misses (facts: `FinnedXWingMiss`), in the frame every
/// single-pattern miss shares (`PatternMissWords`); the leaves are the reader's language's
/// `FinnedXWingPhrasing` (`FinnedXWingWords+English.swift`, `FinnedXWingWords+Portuguese.swift`
/// beside this file), chosen in `Language+AcademyWords.swift`.
enum FinnedXWingWords {
  static func miss(_ facts: FinnedXWingMiss) -> String {
    let words = Language.current.finnedXWingPhrasing
    return PatternMissWords.miss(
      .finnedXWing, facts, closest: words.closest(facts.closest, facts),
      rule: words.rule(facts.candidate.digit))
  }

  /// The learner removed the digit from one of the wing's own cells (its body or a fin).
  static func patternCandidate(_ candidate: Candidate, _ wing: FinnedXWing) -> String {
    Language.current.finnedXWingPhrasing.patternCandidate(candidate, wing)
  }
}

/// The leaves of `FinnedXWingWords` in one language.
protocol FinnedXWingPhrasing: Sendable {
  /// What closes a miss: the rule, for `digit`.
  func rule(_ digit: Int) -> String

  /// The closest the board comes to a finned X-Wing reaching the cell.
  func closest(_ closest: FinnedXWingMiss.Closest, _ facts: FinnedXWingMiss) -> String

  /// The learner removed the digit from one of the wing's own cells.
  func patternCandidate(_ candidate: Candidate, _ wing: FinnedXWing) -> String
}
