/// A row, column or box: nine cells that must hold each digit once.
public struct House: Hashable, Comparable, Sendable, CustomStringConvertible {
  public enum Kind: Int, Sendable, Comparable {
    case row, column, box
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public let kind: Kind
  /// 0-based.
  public let index: Int

  public init(_ kind: Kind, _ index: Int) {
    precondition((0..<9).contains(index), "house index \(index) out of range")
    self.kind = kind
    self.index = index
  }

  public static func row(_ index: Int) -> House { House(.row, index) }
  public static func column(_ index: Int) -> House { House(.column, index) }
  public static func box(_ index: Int) -> House { House(.box, index) }

  /// 0..<27: rows, then columns, then boxes.
  public var ordinal: Int { kind.rawValue * 9 + index }
  public init(ordinal: Int) { self.init(Kind(rawValue: ordinal / 9)!, ordinal % 9) }

  public var cells: [Cell] { Tables.houseCells[ordinal].map(Cell.init) }

  /// `r3`, `c5`, `b2` — HoDoKu's short names.
  public var description: String {
    switch kind {
    case .row: "r\(index + 1)"
    case .column: "c\(index + 1)"
    case .box: "b\(index + 1)"
    }
  }

  public static func < (lhs: House, rhs: House) -> Bool { lhs.ordinal < rhs.ordinal }

  /// The houses that contain every one of `cells` (empty when they share none).
  public static func shared(by cells: [Cell]) -> [House] {
    guard let first = cells.first else { return [] }
    return first.houses.filter { house in cells.allSatisfy { house.contains($0) } }
  }

  public func contains(_ cell: Cell) -> Bool {
    switch kind {
    case .row: cell.row == index
    case .column: cell.column == index
    case .box: cell.box == index
    }
  }
}

/// Precomputed lookup tables shared by the finders and solvers.
enum Tables {
  /// `houseCells[ordinal]`: the nine cell indices of each house.
  static let houseCells: [[Int]] = (0..<27).map { ordinal in
    let index = ordinal % 9
    switch ordinal / 9 {
    case 0: return (0..<9).map { index * 9 + $0 }
    case 1: return (0..<9).map { $0 * 9 + index }
    default:
      let top = (index / 3) * 3
      let left = (index % 3) * 3
      return (0..<9).map { (top + $0 / 3) * 9 + left + $0 % 3 }
    }
  }
  /// `cellHouses[cell]`: row, column and box ordinals of each cell.
  static let cellHouses: [[Int]] = (0..<81).map { cell in
    [cell / 9, 9 + cell % 9, 18 + (cell / 27) * 3 + (cell % 9) / 3]
  }
  /// `peers[cell]`: the 20 peers of each cell, ascending.
  static let peers: [[Int]] = (0..<81).map { cell in
    Set(cellHouses[cell].flatMap { houseCells[$0] }).subtracting([cell]).sorted()
  }
  /// `flatPeers[cell * 20 + i]`: `peers` in one array, for the hot loops (no nested array to retain).
  static let flatPeers: [UInt8] = peers.flatMap { $0.map(UInt8.init) }
  /// Whether two different cells (indices) share a row, a column or a box.
  static func sees(_ a: Int, _ b: Int) -> Bool {
    a != b
      && (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && (a % 9) / 3 == (b % 9) / 3))
  }
  /// `flatHouseCells[house * 9 + slot]`: `houseCells` in one array.
  static let flatHouseCells: [UInt8] = houseCells.flatMap { $0.map(UInt8.init) }
}
