import SudokuCore

/// The words of the Empty Rectangle lesson's misses (facts: `EmptyRectangleMiss`): the clause
/// order, shared by every language, is written once here; the leaves are the reader's language's
/// `EmptyRectanglePhrasing` (`EmptyRectangleWords+English.swift`,
/// `EmptyRectangleWords+Portuguese.swift` beside this file), chosen in
/// `Language+AcademyWords.swift`.
enum EmptyRectangleWords {
  static func miss(_ facts: EmptyRectangleMiss) -> String {
    let words = Language.current.emptyRectanglePhrasing
    return PatternMissWords.miss(
      .emptyRectangle, facts, closest: words.closest(facts.closest, facts), rule: words.rule)
  }

  /// The learner removed the digit from one of the pattern's own cells.
  static func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String {
    Language.current.emptyRectanglePhrasing.patternCandidate(candidate, rectangle)
  }
}

/// The leaves of `EmptyRectangleWords` in one language.
protocol EmptyRectanglePhrasing: Sendable {
  /// What closes a miss: the rule.
  var rule: String { get }

  /// The closest the board comes to an empty rectangle through the cell.
  func closest(_ closest: EmptyRectangleMiss.Closest, _ facts: EmptyRectangleMiss) -> String

  /// The learner removed the digit from one of the pattern's own cells.
  func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String
}
