import SudokuCore

/// The words of the 2-String Kite lesson's misses (facts: `TwoStringKiteMiss`): the clause order,
/// shared by every language, is written once here; the leaves are the reader's language's
/// `TwoStringKitePhrasing` (`TwoStringKiteWords+English.swift`,
/// `TwoStringKiteWords+Portuguese.swift` beside this file), chosen in `Language+AcademyWords.swift`.
enum TwoStringKiteWords {
  static func miss(_ facts: TwoStringKiteMiss) -> String {
    let words = Language.current.twoStringKitePhrasing
    return PatternMissWords.miss(
      .twoStringKite, facts, closest: words.closest(facts.closest, facts), rule: words.rule)
  }

  /// The learner removed the digit from one of the kite's own four cells.
  static func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String {
    Language.current.twoStringKitePhrasing.patternCandidate(candidate, kite)
  }
}

/// The leaves of `TwoStringKiteWords` in one language.
protocol TwoStringKitePhrasing: Sendable {
  /// What closes a miss: the rule.
  var rule: String { get }

  /// `row 2 and column 5 (joined in box 2, ends r2c1 and r8c5)`.
  func shape(_ kite: TwoStringKite) -> String

  /// The closest the board comes to a kite through the cell.
  func closest(_ closest: TwoStringKiteMiss.Closest, _ facts: TwoStringKiteMiss) -> String

  /// The learner removed the digit from one of the kite's own four cells.
  func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String
}
