/// Where each digit can still go in each house, as 9-bit masks of positions within the house.
///
/// Built once per finder call so the finders work on masks instead of looping over peers.
struct CandidateMap {
  /// `positions[house * 9 + digit - 1]`: bit `i` set when the house's `i`-th cell has the digit.
  var positions: [UInt16]
  /// `placed[house]`: the digits already placed in the house.
  var placed: [UInt16]
  /// `emptyCount[house]`: the empty cells of the house.
  var emptyCount: [Int]

  init(_ grid: Grid) {
    positions = Array(repeating: 0, count: 27 * 9)
    placed = Array(repeating: 0, count: 27)
    emptyCount = Array(repeating: 0, count: 27)
    for house in 0..<27 {
      let cells = Tables.houseCells[house]
      for slot in 0..<9 {
        let cell = cells[slot]
        let digit = grid.digits[cell]
        if digit != 0 {
          placed[house] |= 1 << UInt16(digit - 1)
          continue
        }
        emptyCount[house] += 1
        var bits = grid.candidates[cell].rawValue
        while bits != 0 {
          let d = bits.trailingZeroBitCount
          positions[house * 9 + d] |= 1 << UInt16(slot)
          bits &= bits - 1
        }
      }
    }
  }

  func mask(_ house: Int, _ digit: Int) -> UInt16 { positions[house * 9 + digit - 1] }

  /// The cells of a house picked out by a position mask.
  static func cells(_ house: Int, _ mask: UInt16) -> [Cell] {
    var result: [Cell] = []
    var bits = mask
    while bits != 0 {
      result.append(Cell(Tables.houseCells[house][bits.trailingZeroBitCount]))
      bits &= bits - 1
    }
    return result
  }
}
