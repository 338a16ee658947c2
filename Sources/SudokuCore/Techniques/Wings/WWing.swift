/// The details of a W-Wing: what the `.wWing` case of `Step`'s `Pattern` carries.
///
/// Two `cells` show exactly the same two digits, `removed` and `linkDigit`. A `link` house holds
/// `linkDigit` in exactly two cells, `linkCells`, neither of them one of `cells`; the first sees
/// the first of `cells`, the second the second. If neither of `cells` were `removed`, both would
/// be `linkDigit`, and neither link cell could be: the link's house would lose its `linkDigit`.
/// So one of `cells` is `removed`, and it leaves every cell that sees both.
public struct WWing: Hashable, Sendable {
  /// The two cells showing exactly the wing's two digits, sorted.
  public let cells: [Cell]
  /// The digit the wing removes (HoDoKu's first digit).
  public let removed: Int
  /// The digit of the strong link (HoDoKu's second digit).
  public let linkDigit: Int
  /// The house that holds `linkDigit` exactly twice.
  public let link: House
  /// The link's two cells: the first sees `cells[0]`, the second `cells[1]`.
  public let linkCells: [Cell]

  public init(cells: [Cell], removed: Int, linkDigit: Int, link: House, linkCells: [Cell]) {
    precondition(cells.count == 2 && linkCells.count == 2, "two cells and two link cells")
    if cells[0] < cells[1] {
      self.cells = cells
      self.linkCells = linkCells
    } else {
      self.cells = [cells[1], cells[0]]
      self.linkCells = [linkCells[1], linkCells[0]]
    }
    self.removed = removed
    self.linkDigit = linkDigit
    self.link = link
  }

  /// The two digits the wing's cells show.
  public var digits: DigitSet { DigitSet([removed, linkDigit]) }
}
