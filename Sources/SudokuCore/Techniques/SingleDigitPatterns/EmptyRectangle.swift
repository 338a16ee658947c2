/// The details of an Empty Rectangle: what the `.emptyRectangle` case of `Step`'s `Pattern` carries.
///
/// Every cell of `box` that shows `digit` lies in `row` or `column` (two lines crossing in the
/// box), and each line has such a cell off the crossing: the digit's place in the box is on one
/// line or the other. A `line` outside the box holds the digit in exactly two cells, the `link`
/// (a strong link): the first lies on one of the box's lines (outside the box), the second does
/// not. If the second is not the digit, the first is, so the box's digit is on the other line;
/// either way the `target`, where the second cell's line meets the box's other line, cannot be it.
public struct EmptyRectangle: Hashable, Sendable {
  public let digit: Int
  public let box: House
  /// The row through the box that holds the box's digit, or the column does.
  public let row: House
  /// The column through the box.
  public let column: House
  /// The box's cells that show the digit, in board order.
  public let boxCells: [Cell]
  /// The column or row, outside the box, that holds the digit in exactly two cells.
  public let line: House
  /// The strong link in `line`: the cell on the box's row or column, then the other one.
  public let link: [Cell]

  public init(
    digit: Int, box: House, row: House, column: House, boxCells: [Cell], line: House,
    link: [Cell]
  ) {
    self.digit = digit
    self.box = box
    self.row = row
    self.column = column
    self.boxCells = boxCells
    self.line = line
    self.link = link
  }

  /// The box's line that the link's first cell lies on (`row` when the link is in a column).
  public var linkedLine: House { line.kind == .column ? row : column }

  /// The box's other line, which the target lies on.
  public var crossLine: House { line.kind == .column ? column : row }

  /// Where the link's second cell's line meets the box's other line.
  public var target: Cell {
    line.kind == .column
      ? Cell(row: link[1].row, column: column.index)
      : Cell(row: row.index, column: link[1].column)
  }
}
