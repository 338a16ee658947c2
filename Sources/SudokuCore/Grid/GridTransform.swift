/// A validity-preserving change of a grid: digit relabeling, row/column permutations within bands and
/// stacks, band and stack permutations, and transposition.
///
/// Every technique maps onto itself under such a change, so a found position can be varied freely.
public struct GridTransform: Sendable {
  /// `digitMap[d - 1]` is the new label of digit `d`.
  public var digitMap: [Int]
  /// `rowMap[r]` is the new row of row `r`; likewise columns.
  public var rowMap: [Int]
  public var columnMap: [Int]
  public var transposes: Bool

  public init(digitMap: [Int], rowMap: [Int], columnMap: [Int], transposes: Bool) {
    self.digitMap = digitMap
    self.rowMap = rowMap
    self.columnMap = columnMap
    self.transposes = transposes
  }

  /// A uniformly chosen transform.
  public static func random(using generator: inout some RandomNumberGenerator) -> GridTransform {
    func lineMap() -> [Int] {
      let bands = Array(0..<3).shuffled(using: &generator)
      var map = Array(repeating: 0, count: 9)
      for band in 0..<3 {
        let inner = Array(0..<3).shuffled(using: &generator)
        for offset in 0..<3 { map[band * 3 + offset] = bands[band] * 3 + inner[offset] }
      }
      return map
    }
    return GridTransform(
      digitMap: Array(1...9).shuffled(using: &generator),
      rowMap: lineMap(), columnMap: lineMap(),
      transposes: Bool.random(using: &generator))
  }

  public func relabel(_ digit: Int) -> Int { digitMap[digit - 1] }

  public func map(_ cell: Cell) -> Cell {
    let row = rowMap[cell.row]
    let column = columnMap[cell.column]
    return transposes ? Cell(row: column, column: row) : Cell(row: row, column: column)
  }
}
