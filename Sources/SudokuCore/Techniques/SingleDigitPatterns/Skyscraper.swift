/// The details of a skyscraper: what the `.skyscraper` case of
/// `Step`'s `Pattern` carries.
///
/// Two parallel `lines` each hold `digit` in exactly two cells (two strong links). One cell of each link,
/// the `baseCells`, lies on one crossing line, the `base`; the other two, the `roofs`, do not share a
/// crossing line (that would be an X-Wing). One of the roofs holds the digit, so it leaves every cell
/// that sees both roofs.
public struct Skyscraper: Hashable, Sendable {
  public let digit: Int
  /// The two lines holding the strong links (both rows or both columns), sorted.
  public let lines: [House]
  /// The crossing line through both base cells.
  public let base: House
  /// One per line, in the order of `lines`.
  public let baseCells: [Cell]
  /// One per line, in the order of `lines`.
  public let roofs: [Cell]

  public init(digit: Int, lines: [House], base: House, baseCells: [Cell], roofs: [Cell]) {
    self.digit = digit
    self.lines = lines
    self.base = base
    self.baseCells = baseCells
    self.roofs = roofs
  }

  /// Whether the base is the second cell of one link and the first of the other (the 3s of one row in
  /// c2,c5 and of another in c5,c8): a valid skyscraper that HoDoKu 2.2's finder does not look for.
  public var isBeyondHoDoKu: Bool {
    func first(_ index: Int) -> Bool { baseCells[index] < roofs[index] }
    return first(0) != first(1)
  }
}
