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
    /// Hidden pair, naked triple (locked triple included), hidden triple.
    case subset(Subset)
    case skyscraper(Skyscraper)
    /// Swordfish (a basic fish of three lines).
    case fish(Fish)
    case xyWing(XYWing)
  }

  public let technique: Technique
  public let pattern: Pattern
  /// Digits placed (singles only).
  public let placements: [Candidate]
  /// Candidates removed, sorted.
  public let eliminations: [Candidate]
  /// HoDoKu's Locked Pair: a naked pair sharing a box and a line that removes something in the box
  /// and something in the line outside the box. A pair of a box and a line removing only in one of
  /// them is a Naked Pair to HoDoKu, as the same rule makes a Locked Triple (`Subset.isLocked`).
  /// Decided by the whole instance's eliminations, and kept by `keeping(_:)`: HoDoKu names the
  /// pattern, not the part of it a chain needs.
  public let isLockedPair: Bool

  public init(
    technique: Technique, pattern: Pattern, placements: [Candidate], eliminations: [Candidate]
  ) {
    self.technique = technique
    self.pattern = pattern
    self.placements = placements
    self.eliminations = eliminations.sorted()
    isLockedPair = Self.isLockedPair(pattern, removing: eliminations)
  }

  private init(_ step: Step, eliminations: [Candidate]) {
    technique = step.technique
    pattern = step.pattern
    placements = step.placements
    self.eliminations = eliminations.sorted()
    isLockedPair = step.isLockedPair
  }

  /// The same instance showing only `eliminations` (some of its own), under the name and library
  /// code of the whole instance: a Locked Pair cut to its box eliminations is still a Locked Pair.
  public func keeping(_ eliminations: [Candidate]) -> Step {
    precondition(Set(eliminations).isSubset(of: self.eliminations), "a part of its own")
    return Step(self, eliminations: eliminations)
  }

  /// The cells that make up the pattern (highlighted by `show`).
  public var patternCells: [Cell] {
    switch pattern {
    case .hiddenSingle(_, let cell, _, _), .nakedSingle(_, let cell, _): [cell]
    case .pointing(_, _, _, let cells), .claiming(_, _, _, let cells), .nakedPair(_, let cells, _),
      .xWing(_, _, _, let cells):
      cells
    case .subset(let subset): subset.cells
    case .fish(let fish): fish.cells
    case .skyscraper(let skyscraper): (skyscraper.baseCells + skyscraper.roofs).sorted()
    case .xyWing(let wing): wing.cells
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
    case .subset(let subset): subset.digits
    case .fish(let fish): [fish.digit]
    case .skyscraper(let skyscraper): [skyscraper.digit]
    case .xyWing(let wing): wing.pivotDigits.union([wing.z])
    }
  }

  /// The houses the pattern lives in (the house of a hidden single, base and cover of a fish, a
  /// skyscraper's two lines and its base, the houses an XY-Wing's pivot shares with each pincer…).
  public var houses: [House] {
    switch pattern {
    case .hiddenSingle(_, _, let house, _): [house]
    case .nakedSingle(_, let cell, _): cell.houses
    case .pointing(_, let box, let line, _): [box, line]
    case .claiming(_, let line, let box, _): [line, box]
    case .nakedPair(_, _, let houses): houses
    case .xWing(_, let base, let cover, _): base + cover
    case .subset(let subset): subset.houses
    case .fish(let fish): fish.base + fish.cover
    case .skyscraper(let skyscraper): skyscraper.lines + [skyscraper.base]
    case .xyWing(let wing):
      Array(Set(wing.pincers.flatMap { House.shared(by: [wing.pivot, $0]) })).sorted()
    }
  }

  /// Full House steps are named so in HoDoKu; they count for both singles lessons.
  public var isFullHouse: Bool {
    if case .hiddenSingle(_, _, _, let full) = pattern { return full }
    if case .nakedSingle(_, _, let full) = pattern { return full }
    return false
  }

  /// The name HoDoKu gives this step: its technique's, but `Full House`, `Locked Pair` for a pair
  /// in a box and a line that removes from both, `Locked Triple` for a locked naked triple.
  public var name: String {
    if isFullHouse { return "Full House" }
    switch pattern {
    case .nakedPair where isLockedPair: return "Locked Pair"
    case .subset(let subset): return subset.name
    case .hiddenSingle, .nakedSingle, .pointing, .claiming, .nakedPair, .xWing, .skyscraper, .fish,
      .xyWing:
      return technique.hodokuName
    }
  }

  /// Whether a naked pair `pattern` removing `eliminations` is HoDoKu's Locked Pair.
  private static func isLockedPair(_ pattern: Pattern, removing eliminations: [Candidate]) -> Bool {
    guard case .nakedPair(_, let cells, let houses) = pattern, houses.count > 1 else {
      return false
    }
    let box = cells[0].box
    return eliminations.contains { $0.cell.box == box }
      && eliminations.contains { $0.cell.box != box }
  }

  /// HoDoKu's library code for this step (`0110` for a locked pair, `0111` for a locked triple,
  /// `0000` for a full house).
  public var libraryCode: String {
    if isFullHouse { return "0000" }
    switch pattern {
    case .nakedPair where isLockedPair: return "0110"
    case .subset(let subset): return subset.libraryCode
    case .hiddenSingle, .nakedSingle, .pointing, .claiming, .nakedPair, .xWing, .skyscraper, .fish,
      .xyWing:
      return technique.libraryCode
    }
  }

  /// HoDoKu's step text, e.g. `Locked Candidates Type 1 (Pointing): 5 in b1 => r3c7<>5`. The six
  /// keep the grouping they always had (`r12c15`, `r5c1<>4,7`); the kinds after X-Wing are written
  /// exactly as HoDoKu's SolutionStep.toString() writes them: `Hidden Pair: 1,9 in r5c19 => r5c1<>4,
  /// r5c1<>7`, `Skyscraper: 3 in r2c5,r6c6 (connected by r26c1) => r1c6<>3`, `Swordfish: 5 r159 c267
  /// => r3c2<>5`, `XY-Wing: 1/6/9 in r2c4,r5c49 => r2c9<>9`.
  public var description: String {
    let result: String
    let perDigit = Notation.formatPerDigit(eliminations: eliminations)
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
    case .subset(let subset):
      return "\(name): \(subset.digits) in \(Notation.compact(subset.cells)) => " + perDigit
    case .fish(let fish):
      return "\(name): \(fish.digit) \(Notation.groupHouses(fish.base)) "
        + "\(Notation.groupHouses(fish.cover)) => " + perDigit
    case .skyscraper(let skyscraper):
      return "\(name): \(skyscraper.digit) in \(Notation.compact(skyscraper.roofs)) "
        + "(connected by \(Notation.compact(skyscraper.baseCells))) => " + perDigit
    case .xyWing(let wing):
      let xy = wing.pivotDigits.map(String.init).joined(separator: "/")
      return "\(name): \(xy)/\(wing.z) in \(Notation.compact(wing.cells)) => " + perDigit
    }
    return "\(name): \(result) => " + Notation.format(eliminations: eliminations)
  }
}
