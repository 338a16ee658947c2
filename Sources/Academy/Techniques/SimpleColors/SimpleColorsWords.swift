import SudokuCore

/// The words of the Simple Colors lesson's misses (facts: `SimpleColorsMiss`), in the frame every
/// single-pattern miss shares (`PatternMissWords`); the leaves are the reader's language's
/// `SimpleColorsPhrasing` (`SimpleColorsWords+English.swift`,
/// `SimpleColorsWords+Portuguese.swift` beside this file), chosen in `Language+AcademyWords.swift`.
enum SimpleColorsWords {
  static func miss(_ facts: SimpleColorsMiss) -> String {
    let words = Language.current.simpleColorsPhrasing
    return PatternMissWords.miss(
      .simpleColors, facts, closest: words.closest(facts.closest, facts),
      rule: words.rule(facts.candidate.digit))
  }

  /// The learner removed the digit from a cell of the chain.
  static func patternCandidate(_ candidate: Candidate, _ colors: SimpleColors) -> String {
    Language.current.simpleColorsPhrasing.patternCandidate(candidate, colors)
  }
}

/// The leaves of `SimpleColorsWords` in one language.
protocol SimpleColorsPhrasing: Sendable {
  /// What closes a miss: the rule, for `digit`.
  func rule(_ digit: Int) -> String

  /// The closest the board comes to a Simple Colors step removing the digit from the cell.
  func closest(_ closest: SimpleColorsMiss.Closest, _ facts: SimpleColorsMiss) -> String

  /// The learner removed the digit from a cell of the chain.
  func patternCandidate(_ candidate: Candidate, _ colors: SimpleColors) -> String
}
