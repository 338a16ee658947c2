/// Empty Rectangle: every cell of a box that shows a digit lies on one row or one column through
/// the box (the rest of the box, a 2×2 "rectangle", is empty of it), each line with such a cell off
/// the crossing. A strong link outside the box, one end on one of those lines, then removes the
/// digit where its other end's line meets the box's other line.
///
/// Example: in box 8, 5 shows only in r7c5, r8c5 and r8c6 (row 8 and column 5 cross at r8c5);
/// column 1 holds 5 only in r8c1 and r3c1, so r3c5 loses 5: if r3c1 is not 5, r8c1 is, the box's 5
/// is then in column 5, and r3c5 sees it either way.
///
/// A box whose digit shows in two cells only, one on each line off the crossing, counts too (that
/// is HoDoKu's option "allow ERs with only two candidates", its library's 0402-1 cases; without it
/// HoDoKu 2.2 finds the rest, 0402). Each link gives one target; both choices of crossing lines
/// that fit a box's cells are kept (docs/techniques-grandmaster.md).
enum EmptyRectangleFinder {
  /// Every Empty Rectangle that removes something, once per box, crossing and link.
  static func find(in grid: Grid, map: CandidateMap) -> [(
    rectangle: EmptyRectangle, eliminations: [Candidate]
  )] {
    var result: [(rectangle: EmptyRectangle, eliminations: [Candidate])] = []
    for digit in 1...9 {
      for box in 0..<9 {
        let mask = map.mask(18 + box, digit)
        guard (2...5).contains(mask.nonzeroBitCount) else { continue }
        let boxCells = House.box(box).cells.enumerated().filter { mask & (1 << $0.offset) != 0 }
          .map(\.element)
        for crossing in House.box(box).cells {
          guard boxCells.allSatisfy({ $0.row == crossing.row || $0.column == crossing.column }),
            boxCells.contains(where: { $0.row == crossing.row && $0 != crossing }),
            boxCells.contains(where: { $0.column == crossing.column && $0 != crossing })
          else { continue }
          let row = House.row(crossing.row)
          let column = House.column(crossing.column)
          // A link in a column from the box's row, then one in a row from the box's column.
          for (along, across) in [(row, House.Kind.column), (column, House.Kind.row)] {
            for first in along.cells
            where first.box != box && grid.candidates[first.index].contains(digit) {
              let line = House(across, across == .column ? first.column : first.row)
              let linkMask = map.mask(line.ordinal, digit)
              guard linkMask.nonzeroBitCount == 2 else { continue }
              guard
                let second = line.cells.first(where: {
                  $0 != first && grid.candidates[$0.index].contains(digit)
                })
              else { continue }
              let rectangle = EmptyRectangle(
                digit: digit, box: .box(box), row: row, column: column, boxCells: boxCells,
                line: line, link: [first, second])
              let target = rectangle.target
              guard target.box != box, grid.candidates[target.index].contains(digit) else {
                continue
              }
              result.append((rectangle, [Candidate(target, digit)]))
            }
          }
        }
      }
    }
    return result
  }
}
