/// The details of a 2-String Kite: what the `.twoStringKite` case of `Step`'s `Pattern` carries.
///
/// A `row` and a `column` each hold `digit` in exactly two cells (two strong links). One cell of
/// each, the `boxCells`, lies in one `box` (the two are different cells); the other two are the
/// `ends`. One of the box cells is not the digit, so one of the ends is: the digit leaves the cell
/// that sees both ends, where the end of the row's column meets the end of the column's row.
public struct TwoStringKite: Hashable, Sendable {
  public let digit: Int
  /// The row holding one strong link.
  public let row: House
  /// The column holding the other.
  public let column: House
  /// The box that joins them.
  public let box: House
  /// The row's cell in the box, then the column's.
  public let boxCells: [Cell]
  /// The row's other cell, then the column's.
  public let ends: [Cell]

  public init(digit: Int, row: House, column: House, box: House, boxCells: [Cell], ends: [Cell]) {
    self.digit = digit
    self.row = row
    self.column = column
    self.box = box
    self.boxCells = boxCells
    self.ends = ends
  }

  /// The one cell that sees both ends: in the row's end's column and the column's end's row.
  public var target: Cell { Cell(row: ends[1].row, column: ends[0].column) }
}
