/// The unavoidable rectangles of a full grid: four cells on two rows and two columns, in exactly two
/// boxes, holding two digits crosswise (`a b` over `b a`). Swapping the two digits in them gives
/// another valid grid that agrees everywhere else, so a puzzle with none of the four as a given has
/// at least two solutions: the digger knows such a removal fails without asking the solver.
///
/// For example, with 3 and 7 at r1c1 and r1c5 and 7 and 3 at r2c1 and r2c5, a puzzle must keep one
/// of those four cells as a given.
struct UnavoidableRectangles {
  /// Each rectangle's cells, bit `cell` (cells 0–63 in `low`, 64–80 in `high`).
  private(set) var rectangles: [CellMask] = []

  /// A set of cells as two words.
  struct CellMask {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init() {}

    init(_ cells: Int...) {
      for cell in cells { insert(cell) }
    }

    mutating func insert(_ cell: Int) {
      if cell < 64 { low |= 1 &<< UInt64(cell) } else { high |= 1 &<< UInt64(cell - 64) }
    }

    /// The cells, ascending.
    var cells: [Int] {
      (0..<81).filter { $0 < 64 ? low >> UInt64($0) & 1 != 0 : high >> UInt64($0 - 64) & 1 != 0 }
    }

    /// The cells of each band as a 27-bit word (bit `cell % 27`), as the solver loads them.
    var bands: (UInt32, UInt32, UInt32) {
      (
        UInt32(truncatingIfNeeded: low) & 0x7FF_FFFF,
        UInt32(truncatingIfNeeded: low &>> 27) & 0x7FF_FFFF,
        UInt32(truncatingIfNeeded: low &>> 54 | high &<< 10) & 0x7FF_FFFF
      )
    }

    /// Every cell of `self` is in `other`.
    func isSubset(of other: CellMask) -> Bool {
      low & ~other.low == 0 && high & ~other.high == 0
    }
  }

  /// The rectangles of `solution`, a full grid.
  init(_ solution: Puzzle) {
    for top in 0..<8 {
      for bottom in top + 1..<9 {
        let sameBand = top / 3 == bottom / 3
        for left in 0..<8 {
          for right in left + 1..<9 {
            // Exactly two boxes: the rows in one band and the columns in two stacks, or the
            // other way round.
            guard sameBand != (left / 3 == right / 3) else { continue }
            let a = solution[top * 9 + left]
            let b = solution[top * 9 + right]
            guard solution[bottom * 9 + left] == b, solution[bottom * 9 + right] == a else {
              continue
            }
            rectangles.append(
              CellMask(top * 9 + left, top * 9 + right, bottom * 9 + left, bottom * 9 + right))
          }
        }
      }
    }
  }

  /// Whether some rectangle lies wholly in `empty`: a puzzle with those cells empty has more than
  /// one solution.
  func anyWithin(_ empty: CellMask) -> Bool {
    rectangles.contains { $0.isSubset(of: empty) }
  }
}
