/// One instance of a technique: what it is made of and what it places or removes.
public struct Step: Hashable, Sendable, CustomStringConvertible {
  /// The typed details of each technique's pattern.
  public enum Pattern: Hashable, Sendable {
    /// `digit` has only `cell` left in `house` (a Full House when the cell is the house's last empty one).
    case hiddenSingle(digit: Int, cell: Cell, house: House, isFullHouse: Bool)
    /// `cell` has `digit` as its only candidate (a Full House when it is a house's last empty cell).
    case nakedSingle(digit: Int, cell: Cell, isFullHouse: Bool)
    /// `digit` in `box` lies on `cells`, all in `line`: removed from the rest of `line`.
    case pointing(digit: Int, box: House, line: House, cells: [Cell])
    /// `digit` in `line` lies on `cells`, all in `box`: removed from the rest of `box`.
    case claiming(digit: Int, line: House, box: House, cells: [Cell])
    /// `cells` hold exactly `digits`; removed from the other cells of every house in `houses`.
    case nakedPair(digits: DigitSet, cells: [Cell], houses: [House])
    /// `digit` in the two `base` lines lies only in the two `cover` lines, on `cells`.
    case xWing(digit: Int, base: [House], cover: [House], cells: [Cell])
  }

  public let technique: Technique
  public let pattern: Pattern
  /// Digits placed (singles only).
  public let placements: [Candidate]
  /// Candidates removed, sorted.
  public let eliminations: [Candidate]

  public init(
    technique: Technique, pattern: Pattern, placements: [Candidate], eliminations: [Candidate]
  ) {
    self.technique = technique
    self.pattern = pattern
    self.placements = placements
    self.eliminations = eliminations.sorted()
  }

  /// The cells that make up the pattern (highlighted by `show`).
  public var patternCells: [Cell] {
    switch pattern {
    case .hiddenSingle(_, let cell, _, _), .nakedSingle(_, let cell, _): [cell]
    case .pointing(_, _, _, let cells), .claiming(_, _, _, let cells), .nakedPair(_, let cells, _),
      .xWing(_, _, _, let cells):
      cells
    }
  }

  /// The digits the pattern is about.
  public var digits: DigitSet {
    switch pattern {
    case .hiddenSingle(let digit, _, _, _), .nakedSingle(let digit, _, _),
      .pointing(let digit, _, _, _),
      .claiming(let digit, _, _, _), .xWing(let digit, _, _, _):
      [digit]
    case .nakedPair(let digits, _, _): digits
    }
  }

  /// The houses the pattern lives in (the house of a hidden single, base and cover of a fish…).
  public var houses: [House] {
    switch pattern {
    case .hiddenSingle(_, _, let house, _): [house]
    case .nakedSingle(_, let cell, _): cell.houses
    case .pointing(_, let box, let line, _): [box, line]
    case .claiming(_, let line, let box, _): [line, box]
    case .nakedPair(_, _, let houses): houses
    case .xWing(_, let base, let cover, _): base + cover
    }
  }

  /// Full House steps are named so in HoDoKu; they count for both singles lessons.
  public var isFullHouse: Bool {
    switch pattern {
    case .hiddenSingle(_, _, _, let full), .nakedSingle(_, _, let full): full
    default: false
    }
  }

  /// The name HoDoKu gives this step (`Locked Pair` for a pair sharing a box and a line).
  public var name: String {
    if isFullHouse { return "Full House" }
    if case .nakedPair(_, _, let houses) = pattern, houses.count > 1 { return "Locked Pair" }
    return technique.hodokuName
  }

  /// HoDoKu's step text, e.g. `Locked Candidates Type 1 (Pointing): 5 in b1 => r3c7<>5`.
  public var description: String {
    let result: String
    switch pattern {
    case .hiddenSingle(let digit, _, let house, _):
      // HoDoKu writes only the placement; the house tells a learner where the single lives.
      return "\(name): \(digit) in \(house) => " + Notation.format(placements: placements)
    case .nakedSingle:
      return "\(name): " + Notation.format(placements: placements)
    case .pointing(let digit, let box, _, _):
      result = "\(digit) in \(box)"
    case .claiming(let digit, let line, _, _):
      result = "\(digit) in \(line)"
    case .nakedPair(let digits, let cells, _):
      result = "\(digits) in \(Notation.group(cells))"
    case .xWing(let digit, let base, let cover, _):
      result = "\(digit) \(Notation.groupHouses(base)) \(Notation.groupHouses(cover))"
    }
    return "\(name): \(result) => " + Notation.format(eliminations: eliminations)
  }
}
