/// What the engine knows of one technique: HoDoKu's name and library codes for it, whether it
/// places digits, the level of a puzzle it is the hardest step of, and how to find it.
///
/// Each technique's rule is written once, in its family's folder beside its finder (`Fish/` holds
/// the X-Wing's and the swordfish's, `Subsets/` the pairs' and triples'), and `Technique.rule`
/// lists them: the one switch over techniques the engine has. Everything else — `hodokuName`,
/// `libraryCode`, `Technique(libraryCode:)`, `Finder`, the levels of `Difficulty` — reads the rule.
///
///     extension TechniqueRule {
///       static let xWing = TechniqueRule(
///         .xWing, hodokuName: "X-Wing", libraryCode: "0300", level: .expert,
///         find: { XWingFinder.find(in: $0, map: $1) })
///     }
public struct TechniqueRule: Sendable {
  public let technique: Technique
  /// HoDoKu's name for the technique: `Locked Candidates Type 1 (Pointing)`.
  public let hodokuName: String
  /// HoDoKu's library code: `0100` for pointing.
  public let libraryCode: String
  /// Other library codes read as this technique: `0110` (locked pair) for the naked pair, `0000`
  /// (full house) for the hidden single.
  public let otherLibraryCodes: [String]
  /// Whether the technique places a digit (the singles) rather than removing candidates.
  public let placesDigits: Bool
  /// The level of a generated puzzle whose hardest step is this technique (for the singles, easy:
  /// the clue count tells easy from medium).
  public let level: Difficulty
  /// Every instance in a position, given its candidate map; eliminations only when they remove
  /// something.
  let find: @Sendable (Grid, CandidateMap) -> [Step]

  init(
    _ technique: Technique, hodokuName: String, libraryCode: String,
    otherLibraryCodes: [String] = [], placesDigits: Bool = false, level: Difficulty,
    find: @escaping @Sendable (Grid, CandidateMap) -> [Step]
  ) {
    self.technique = technique
    self.hodokuName = hodokuName
    self.libraryCode = libraryCode
    self.otherLibraryCodes = otherLibraryCodes
    self.placesDigits = placesDigits
    self.level = level
    self.find = find
  }

  /// A step of `technique` that removes `eliminations` by `pattern`: what a finder of typed
  /// patterns reports, made into a step.
  static func step(
    _ technique: Technique, _ pattern: Step.Pattern, _ eliminations: [Candidate]
  ) -> Step {
    Step(technique: technique, pattern: pattern, placements: [], eliminations: eliminations)
  }
}

extension Technique {
  /// The technique's rule: the one place that lists every technique's rule, in curriculum order
  /// (a technique added to `Technique` is listed here or nothing compiles).
  public var rule: TechniqueRule {
    switch self {
    case .hiddenSingle: .hiddenSingle
    case .nakedSingle: .nakedSingle
    case .pointing: .pointing
    case .claiming: .claiming
    case .nakedPair: .nakedPair
    case .xWing: .xWing
    case .hiddenPair: .hiddenPair
    case .nakedTriple: .nakedTriple
    case .hiddenTriple: .hiddenTriple
    case .skyscraper: .skyscraper
    case .swordfish: .swordfish
    case .xyWing: .xyWing
    case .twoStringKite: .twoStringKite
    case .emptyRectangle: .emptyRectangle
    case .finnedXWing: .finnedXWing
    case .wWing: .wWing
    case .xyzWing: .xyzWing
    case .simpleColors: .simpleColors
    }
  }
}
