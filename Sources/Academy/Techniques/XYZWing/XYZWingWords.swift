import SudokuCore

/// The words of the XYZ-Wing lesson's misses (facts: `XYZWingMiss`), in the frame every
/// single-pattern miss shares (`PatternMissWords`); the leaves are the reader's language's
/// `XYZWingPhrasing` (`XYZWingWords+English.swift`, `XYZWingWords+Portuguese.swift` beside this
/// file), chosen in `Language+AcademyWords.swift`.
enum XYZWingWords {
  static func miss(_ facts: XYZWingMiss) -> String {
    let words = Language.current.xyzWingPhrasing
    return PatternMissWords.miss(
      .xyzWing, facts, closest: words.closest(facts.closest, facts),
      rule: words.rule(facts.candidate.digit))
  }

  /// The learner removed a candidate of one of the wing's own three cells.
  static func patternCandidate(_ candidate: Candidate, _ wing: XYZWing) -> String {
    Language.current.xyzWingPhrasing.patternCandidate(candidate, wing)
  }

  /// `1/2/8 (pivot r6c1, pincers r4c1 and r6c3)`; `1/2/8 (pivô r6c1, pinças r4c1 e r6c3)`
  static func digits(_ wing: XYZWing) -> String {
    wing.digits.map(String.init).joined(separator: "/")
  }

  /// What the cell sees of a nearby wing, decided once for every language.
  enum Sight {
    /// The cell is the wing's pivot (`true`) or one of its pincers.
    case own(isPivot: Bool)
    /// None of the wing's cells.
    case nothing
    /// Both pincers but not the pivot, which may be the digit itself.
    case pincersOnly
    /// Only these of the wing's cells.
    case only([Cell])
  }

  static func sight(of cell: Cell, _ wing: XYZWing, seen: [Cell]) -> Sight {
    if wing.cells.contains(cell) { return .own(isPivot: cell == wing.pivot) }
    if seen.isEmpty { return .nothing }
    return seen == wing.pincers ? .pincersOnly : .only(seen)
  }

  /// For a would-be pivot whose pincers all pair `digit` with one of its digits: that digit, and
  /// the pivot's other one that no pincer pairs it with.
  static func pairing(pivot: Miss.Shown, pincer: Miss.Shown, digit: Int) -> (
    other: DigitSet, missing: DigitSet
  ) {
    (pincer.digits.subtracting([digit]), pivot.digits.subtracting(pincer.digits))
  }
}

/// The leaves of `XYZWingWords` in one language.
protocol XYZWingPhrasing: Sendable {
  /// What closes a miss: the rule, for `digit`.
  func rule(_ digit: Int) -> String

  /// The closest the board comes to an XYZ-Wing removing the digit from the cell.
  func closest(_ closest: XYZWingMiss.Closest, _ facts: XYZWingMiss) -> String

  /// The learner removed a candidate of one of the wing's own three cells.
  func patternCandidate(_ candidate: Candidate, _ wing: XYZWing) -> String
}
