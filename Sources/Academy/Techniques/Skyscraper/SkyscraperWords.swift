import SudokuCore

/// The words of the skyscraper lesson's misses (facts: `SkyscraperMiss`): the clause order, shared
/// by every language, is written once here; the leaves are the reader's language's
/// `SkyscraperPhrasing` (`SkyscraperWords+English.swift`, `SkyscraperWords+Portuguese.swift` beside
/// this file), chosen in `Language+AcademyWords.swift`.
enum SkyscraperWords {
  static func miss(_ facts: SkyscraperMiss) -> String {
    let reasons = facts.orientations.map { orientation($0, facts) }.joined(separator: "; ")
    return PatternMissWords.miss(
      .skyscraper, facts, closest: reasons, rule: Language.current.skyscraperPhrasing.rule)
  }

  /// `rows 2 and 6 (base column 1, roofs r2c5 and r6c6)`; `nas linhas 2 e 6 (base na coluna 1,
  /// telhados r2c5 e r6c6)`, with the preposition the English puts before it (`on`, `in`).
  static func shape(_ skyscraper: Skyscraper) -> String {
    Language.current.skyscraperPhrasing.shape(skyscraper)
  }

  static func orientation(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss)
    -> String
  {
    Language.current.skyscraperPhrasing.orientation(orientation, facts)
  }

  /// The learner removed the digit from one of the skyscraper's own four cells.
  static func patternCandidate(_ candidate: Candidate, _ skyscraper: Skyscraper) -> String {
    Language.current.skyscraperPhrasing.patternCandidate(candidate, skyscraper)
  }
}

/// The leaves of `SkyscraperWords` in one language.
protocol SkyscraperPhrasing: Sendable {
  /// What closes a miss: the rule.
  var rule: String { get }

  /// `rows 2 and 6 (base column 1, roofs r2c5 and r6c6)`.
  func shape(_ skyscraper: Skyscraper) -> String

  /// One orientation's reason: `only row 7 (r7c1, r7c6) holds 4 exactly twice`.
  func orientation(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss) -> String

  /// The learner removed the digit from one of the skyscraper's own four cells.
  func patternCandidate(_ candidate: Candidate, _ skyscraper: Skyscraper) -> String
}
