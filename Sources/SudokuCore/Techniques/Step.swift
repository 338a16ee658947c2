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
    case twoStringKite(TwoStringKite)
    case emptyRectangle(EmptyRectangle)
    case finnedXWing(FinnedXWing)
    case wWing(WWing)
    case xyzWing(XYZWing)
    case simpleColors(SimpleColors)
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
  public var patternCells: [Cell] { pattern.shape.patternCells }

  /// The digits the pattern is about.
  public var digits: DigitSet { pattern.shape.patternDigits }

  /// The houses the pattern lives in (the house of a hidden single, base and cover of a fish, a
  /// skyscraper's two lines and its base, the houses an XY-Wing's pivot shares with each pincer…).
  public var houses: [House] { pattern.shape.patternHouses }

  /// Full House steps are named so in HoDoKu; they count for both singles lessons.
  public var isFullHouse: Bool {
    if case .hiddenSingle(_, _, _, let full) = pattern { return full }
    if case .nakedSingle(_, _, let full) = pattern { return full }
    return false
  }

  /// The name HoDoKu gives this step: its technique's, but `Full House`, `Locked Pair` for a pair
  /// in a box and a line that removes from both, `Locked Triple` for a locked naked triple.
  public var name: String { isFullHouse ? "Full House" : pattern.shape.hodokuName(of: self) }

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
    isFullHouse ? "0000" : pattern.shape.libraryCode(of: self)
  }

  /// HoDoKu's step text, e.g. `Locked Candidates Type 1 (Pointing): 5 in b1 => r3c7<>5`. The six
  /// keep the grouping they always had (`r12c15`, `r5c1<>4,7`); the kinds after X-Wing are written
  /// exactly as HoDoKu's SolutionStep.toString() writes them: `Hidden Pair: 1,9 in r5c19 => r5c1<>4,
  /// r5c1<>7`, `Skyscraper: 3 in r2c5,r6c6 (connected by r26c1) => r1c6<>3`, `Swordfish: 5 r159 c267
  /// => r3c2<>5`, `XY-Wing: 1/6/9 in r2c4,r5c49 => r2c9<>9`.
  public var description: String { pattern.shape.text(of: self) }
}
