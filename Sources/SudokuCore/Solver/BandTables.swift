/// Lookup tables for the band rule of the bitboard solver.
///
/// A band is three rows of nine cells, stored for one digit as 27 bits (bit `9 * row + column`). Split
/// into three boxes, the band has nine *mini-rows* (one row inside one box). The digit must appear once
/// in each of the band's rows and once in each of its boxes, so the mini-rows it occupies form a 3×3
/// permutation matrix. The rule becomes two lookups and an AND with the first two of the five tables
/// kept in `words`:
///
/// - `boxOccupancy[rowBits]`: which of the three boxes a row's nine candidate bits touch (3 bits);
/// - `permittedCells[miniRows]`: for the nine occupied-mini-row bits (bit `3 * row + box`), the 27-bit
///   mask of cells that lie in some permutation matrix inside them, or 0 when no permutation fits (a
///   contradiction);
/// - `placedRows`, `permittedMinis` and `placement` serve the placements and the stack rule (see
///   their offsets below).
///
/// For example a row whose candidates all lie in box 1 forbids the digit in box 1's other two rows
/// (claiming), and a box whose candidates all lie in one row forbids the rest of that row (pointing).
enum BandTables {
  /// `boxOccupancy` at offset 0 (512 entries), `permittedCells` at offset 512 (512 entries),
  /// `placedRows` at offset 1024 (8 entries), `permittedMinis` at offset 1032 (512 entries),
  /// `placement` at offset 1544 (54 entries).
  static let words: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 1544 + 54)
    for rowBits in 0..<512 {
      var boxes: UInt32 = 0
      for box in 0..<3 where rowBits >> (3 * box) & 7 != 0 { boxes |= 1 << box }
      table[rowBits] = boxes
    }
    let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    for miniRows in 0..<512 {
      var cells: UInt32 = 0
      var minis: UInt32 = 0
      for permutation in permutations {
        let fits = (0..<3).allSatisfy { (row: Int) -> Bool in
          let bit: Int = 3 * row + permutation[row]
          return (miniRows >> bit) & 1 != 0
        }
        guard fits else { continue }
        for row in 0..<3 {
          cells |= 7 << (9 * row + 3 * permutation[row])
          minis |= 1 << (3 * row + permutation[row])
        }
      }
      table[permittedCellsOffset + miniRows] = cells
      table[permittedMinisOffset + miniRows] = minis
    }
    for openRows in 0..<8 {
      var cells: UInt32 = 0
      for row in 0..<3 where openRows >> row & 1 == 0 { cells |= 0x1FF << (9 * row) }
      table[placedRowsOffset + openRows] = cells
    }
    for position in 0..<27 {
      let row = position / 9
      let column = position % 9
      let rowCells: UInt32 = 0x1FF << (9 * row)
      let boxCells: UInt32 = 0x1C_0E07 << (3 * (column / 3))
      let rowFlag: UInt32 = 1 << (27 + row)
      table[placementOffset + 2 * position] = ~(rowCells | boxCells | rowFlag)
      table[placementOffset + 2 * position + 1] = 0x4_0201 << column
    }
    return table
  }()

  static let permittedCellsOffset = 512
  /// `placedRows[openRowFlags]`: the cells of the rows where the digit is already placed, whose single
  /// candidate is that placement.
  static let placedRowsOffset = 1024
  /// `permittedMinis[minis]`: the same rule as `permittedCells` as nine bits, for the stack rule
  /// (bit `3 * band + column` of a stack's mini-columns: one per band and one per column).
  static let permittedMinisOffset = 1032
  /// `placement[2 * position]`: the mask that keeps a digit's band word outside the row and box of a
  /// placement at `position`, and clears that row's open flag; `placement[2 * position + 1]`: the
  /// placement's column, to clear in the other bands.
  static let placementOffset = 1544
}
