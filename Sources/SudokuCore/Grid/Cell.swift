/// One of the 81 cells, numbered row by row from 0 (`r1c1`) to 80 (`r9c9`).
///
/// Rows, columns and boxes are 0-based in code and 1-based in every text a person reads.
public struct Cell: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int

  /// Creates the cell with the given index; the index must be in `0..<81`.
  public init(_ index: Int) {
    precondition((0..<81).contains(index), "cell index \(index) out of range")
    self.index = index
  }

  /// Creates the cell at a 0-based row and column.
  public init(row: Int, column: Int) {
    self.init(row * 9 + column)
  }

  public var row: Int { index / 9 }
  public var column: Int { index % 9 }
  public var box: Int { (index / 27) * 3 + (index % 9) / 3 }

  /// The three houses this cell belongs to: its row, column and box.
  public var houses: [House] { [.row(row), .column(column), .box(box)] }

  /// `r3c5`
  public var description: String { "r\(row + 1)c\(column + 1)" }

  public static func < (lhs: Cell, rhs: Cell) -> Bool { lhs.index < rhs.index }

  public static let all: [Cell] = (0..<81).map(Cell.init)

  /// The 20 cells that share a house with this one.
  public var peers: [Cell] { Tables.peers[index].map(Cell.init) }
}

/// A digit 1–9 in a cell: the unit of placements and eliminations.
public struct Candidate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let cell: Cell
  public let digit: Int

  public init(_ cell: Cell, _ digit: Int) {
    precondition((1...9).contains(digit), "digit \(digit) out of range")
    self.cell = cell
    self.digit = digit
  }

  public static func < (lhs: Candidate, rhs: Candidate) -> Bool {
    (lhs.cell, lhs.digit) < (rhs.cell, rhs.digit)
  }

  /// HoDoKu's `<digit><row><col>`, for example `537` for 5 in r3c7.
  public var libraryCode: String { "\(digit)\(cell.row + 1)\(cell.column + 1)" }

  public var description: String { "\(cell)/\(digit)" }
}
