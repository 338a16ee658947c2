/// 2-String Kite: a row and a column each hold a digit in exactly two cells, and one cell of each
/// lies in one box (two different cells). Both box cells cannot hold the digit (they share the
/// box), so at least one of the other two cells (the ends) does, and the digit leaves the cell that
/// sees both ends: the one in the row's end's column and the column's end's row.
///
/// Example: 3 in r2 only in c1 and c6, in c5 only in r3 and r8; r2c6 and r3c5 share box 2, so
/// `2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3` when r8c1 shows a 3.
///
/// The four cells are different cells. When both cells of a line lie in one box (a position with
/// a claiming step), two pairings may share a box, and each is a kite with its own target. HoDoKu
/// 2.2 takes only the first (the row's first cell before its second, then the column's), which
/// depends on how the board is turned; these are textbook kites, so every pairing counts
/// (docs/techniques-master.md).
enum TwoStringKiteFinder {
  /// Every 2-String Kite that removes something, once per row, column and pairing.
  static func find(in grid: Grid, map: CandidateMap) -> [(
    kite: TwoStringKite, eliminations: [Candidate]
  )] {
    var result: [(kite: TwoStringKite, eliminations: [Candidate])] = []
    for digit in 1...9 {
      let rows = (0..<9).filter { map.mask($0, digit).nonzeroBitCount == 2 }
      guard !rows.isEmpty else { continue }
      let columns = (0..<9).filter { map.mask(9 + $0, digit).nonzeroBitCount == 2 }
      for row in rows {
        let rowCells = cells(map.mask(row, digit), of: row)
        for column in columns {
          let columnCells = cells(map.mask(9 + column, digit), of: 9 + column)
          // A cell in both links (where the row meets the column) makes no kite.
          guard Set(rowCells + columnCells).count == 4 else { continue }
          for (p, q) in Self.pairings where rowCells[p].box == columnCells[q].box {
            let kite = TwoStringKite(
              digit: digit, row: .row(row), column: .column(column),
              box: .box(rowCells[p].box), boxCells: [rowCells[p], columnCells[q]],
              ends: [rowCells[1 - p], columnCells[1 - q]])
            guard grid.candidates[kite.target.index].contains(digit) else { continue }
            result.append((kite, [Candidate(kite.target, digit)]))
          }
        }
      }
    }
    return result
  }

  /// Which cell of the row and of the column may lie in the box, in HoDoKu's order.
  private static let pairings: [(p: Int, q: Int)] = [(0, 0), (0, 1), (1, 0), (1, 1)]

  /// The two cells of house `ordinal` that a two-bit mask of its positions names, in order.
  private static func cells(_ mask: UInt16, of ordinal: Int) -> [Cell] {
    [mask.trailingZeroBitCount, 15 - mask.leadingZeroBitCount].map {
      Cell(Tables.houseCells[ordinal][$0])
    }
  }
}
