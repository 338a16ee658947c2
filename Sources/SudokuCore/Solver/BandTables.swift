/// Lookup tables for the band rule of the bitboard solver.
///
/// A band is three rows of nine cells, stored for one digit as 27 bits (bit `9 * row + column`). Split
/// into three boxes, the band has nine *mini-rows* (one row inside one box). The digit must appear once
/// in each of the band's rows and once in each of its boxes, so the mini-rows it occupies form a 3×3
/// permutation matrix. The rule becomes two lookups and an AND with the first two of the tables kept
/// in `words`:
///
/// - `boxOccupancy[rowBits]`: which of the three boxes a row's nine candidate bits touch (3 bits);
/// - `permittedCells[miniRows]`: for the nine occupied-mini-row bits (bit `3 * row + box`), the 27-bit
///   mask of cells that lie in some permutation matrix inside them, or 0 when no permutation fits (a
///   contradiction);
/// - `placedRows`, `permittedColumns`, `placement`, `otherBands`, `words` and `cells` serve the
///   placements, the column pointing, the stack rule and the loading (see their offsets below);
/// - `lockedMinis`, `miniRowCells` and `permutationCells` serve the triad rule and the branching on
///   a band's configurations (see `BitboardEngine`).
///
/// For example a row whose candidates all lie in box 1 forbids the digit in box 1's other two rows
/// (claiming), and a box whose candidates all lie in one row forbids the rest of that row (pointing).
enum BandTables {
  /// `boxOccupancy` at offset 0, then the others at their offsets below.
  static let words: [UInt32] = {
    var table = [UInt32](repeating: 0, count: cellsOffset + 81)
    for rowBits in 0..<512 {
      var boxes: UInt32 = 0
      for box in 0..<3 where rowBits >> (3 * box) & 7 != 0 { boxes |= 1 << box }
      table[rowBits] = boxes
    }
    let permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
    for miniRows in 0..<512 {
      var cells: UInt32 = 0
      var minis: UInt32 = 0
      var locked: UInt32 = 0x1FF
      var fitting: UInt32 = 0
      for (index, permutation) in permutations.enumerated() {
        let fits = (0..<3).allSatisfy { (row: Int) -> Bool in
          let bit: Int = 3 * row + permutation[row]
          return (miniRows >> bit) & 1 != 0
        }
        guard fits else { continue }
        var own: UInt32 = 0
        for row in 0..<3 {
          cells |= 7 << (9 * row + 3 * permutation[row])
          own |= 1 << (3 * row + permutation[row])
        }
        minis |= own
        locked &= own
        fitting |= 1 << index
      }
      table[permittedCellsOffset + miniRows] = cells
      // The stack rule's view: band `b`'s three bits at `9 * b`.
      table[permittedColumnsOffset + miniRows] =
        minis & 7 | (minis & 0x38) << 6 | (minis & 0x1C0) << 12
      table[lockedMinisOffset + miniRows] =
        (fitting == 0 ? 0 : locked) | fitting << 9 | UInt32(fitting.nonzeroBitCount) << 16
      var expanded: UInt32 = 0
      for bit in 0..<9 where miniRows >> bit & 1 != 0 {
        expanded |= 7 << (9 * (bit / 3) + 3 * (bit % 3))
      }
      table[miniRowCellsOffset + miniRows] = expanded
    }
    for (index, permutation) in permutations.enumerated() {
      var cells: UInt32 = 0
      for row in 0..<3 { cells |= 7 << (9 * row + 3 * permutation[row]) }
      table[permutationCellsOffset + index] = cells
    }
    for columns in 0..<512 {
      var single: UInt32 = 0
      for stack in 0..<3 {
        let inStack = UInt32(columns >> (3 * stack) & 7)
        if inStack.nonzeroBitCount == 1 { single |= inStack << (3 * stack) }
      }
      table[otherBandsOffset + columns] = ~(single &* 0x4_0201)
    }
    for word in 0..<27 {
      let digit = word / 3
      let band = word % 3
      let next = 3 * digit + (band + 1) % 3
      let last = 3 * digit + (band + 2) % 3
      table[wordsOffset + word] = UInt32(digit | band << 8 | next << 16 | last << 24)
    }
    for cell in 0..<81 {
      let row = cell / 9
      let column = cell % 9
      let box = row / 3 * 3 + column / 3
      table[cellsOffset + cell] =
        UInt32(cell % 27 | (row / 3) << 5 | row << 8 | column << 12 | box << 16)
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
      table[placementOffset + position] = ~(rowCells | boxCells | rowFlag)
    }
    return table
  }()

  /// `permittedCells[miniRows]` (512 entries; `boxOccupancy` before it has as many).
  static let permittedCellsOffset = 512
  /// `placedRows[openRowFlags]` (8 entries): the cells of the rows where the digit is already
  /// placed, whose single candidate is that placement.
  static let placedRowsOffset = permittedCellsOffset + 512
  /// `permittedColumns[minis]` (512 entries): the same rule for the stack rule, on a stack's
  /// mini-columns (bit `3 * band + column` of `minis`: one per band and one per column), giving the
  /// permitted ones at bit `9 * band + column`.
  static let permittedColumnsOffset = placedRowsOffset + 8
  /// `placement[position]` (27 entries): the mask that keeps a digit's band word outside the row
  /// and box of a placement at `position`, and clears that row's open flag.
  static let placementOffset = permittedColumnsOffset + 512
  /// `lockedMinis[minis]` (512 entries): the mini-rows (or, in a stack, mini-columns) that lie in
  /// every permutation matrix inside `minis`, where the digit must be (0 when none fits); bits 9–14
  /// the permutation matrices that fit (bit `9 + index` for `permutationCells[index]`), the digit's
  /// possible configurations in the band, and from bit 16 how many they are.
  static let lockedMinisOffset = placementOffset + 27
  /// `miniRowCells[minis]` (512 entries): the 27 cells of the mini-rows in `minis`.
  static let miniRowCellsOffset = lockedMinisOffset + 512
  /// `permutationCells[index]` (6 entries): the 27 cells of the three mini-rows of one permutation
  /// matrix.
  static let permutationCellsOffset = miniRowCellsOffset + 512
  /// `otherBands[columns]` (512 entries): for a digit's columns in one band, the mask that keeps
  /// its other two bands out of every column that is its only one in a box of this band (pointing
  /// along a column).
  static let otherBandsOffset = permutationCellsOffset + 6
  /// `words[word]` (27 entries): a digit-band word's digit (bits 0–7), band (8–15) and the digit's
  /// words in the next two bands (16–23, 24–31).
  static let wordsOffset = otherBandsOffset + 512
  /// `cells[cell]` (81 entries): where a cell of the grid lies: its position in its band (bits
  /// 0–4), band (5–6), row (8–11), column (12–15) and box (from 16).
  static let cellsOffset = wordsOffset + 27
}
