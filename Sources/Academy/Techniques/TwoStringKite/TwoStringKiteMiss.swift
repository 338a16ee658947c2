import SudokuCore

/// Why no 2-String Kite removes a candidate: facts computed on the board as shown.
///
/// A kite on a digit needs a row and a column that each hold it exactly twice (two strong links),
/// one cell of each in one box (two different cells); it removes the digit only from the one cell
/// that sees both other ends. The miss names what comes closest: a kite whose target is another
/// cell, links of both kinds that no box joins, or too few links (and the lines that hold the
/// digit three times, which are no strong links).
public struct TwoStringKiteMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to a kite through the cell.
  public enum Closest: Hashable, Sendable {
    /// No row, or no column, holds the digit exactly twice: the links of each kind, and the lines
    /// of each kind that hold it three times.
    case fewLinks(rows: [Miss.Places], columns: [Miss.Places], threes: [Miss.Places])
    /// A kite on the digit whose target is another cell; `seen` is the ends the cell sees. The cell
    /// may be one of its four cells (the kite then removes nothing, or it would be an instance).
    case kite(TwoStringKite, seen: [Cell])
    /// Rows and columns hold the digit exactly twice, but no row's cell shares a box with a
    /// column's (other than a cell of both).
    case notJoined(rows: [Miss.Places], columns: [Miss.Places])
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    let cell = candidate.cell
    let digit = candidate.digit
    func places(_ kind: House.Kind) -> [Miss.Places] {
      (0..<9).map {
        Miss.Places(house: House(kind, $0), cells: grid.cells(of: digit, in: House(kind, $0)))
      }
    }
    let rows = places(.row)
    let columns = places(.column)
    let rowLinks = rows.filter { $0.cells.count == 2 }
    let columnLinks = columns.filter { $0.cells.count == 2 }
    guard !rowLinks.isEmpty, !columnLinks.isEmpty else {
      closest = .fewLinks(
        rows: rowLinks, columns: columnLinks,
        threes: (rows + columns).filter { $0.cells.count == 3 })
      return
    }
    // A kite the cell is not part of, seeing most ends, is the closest.
    var best: (kite: TwoStringKite, seen: [Cell], rank: Int)?
    for row in rowLinks {
      for column in columnLinks where Set(row.cells + column.cells).count == 4 {
        for (p, q) in [(0, 0), (0, 1), (1, 0), (1, 1)]
        where row.cells[p].box == column.cells[q].box {
          let kite = TwoStringKite(
            digit: digit, row: row.house, column: column.house, box: .box(row.cells[p].box),
            boxCells: [row.cells[p], column.cells[q]],
            ends: [row.cells[1 - p], column.cells[1 - q]])
          let seen = kite.ends.filter(cell.sees)
          let isPart = (kite.ends + kite.boxCells).contains(cell)
          let rank = seen.count + (isPart ? 0 : 3)
          if rank > best?.rank ?? -1 { best = (kite, seen, rank) }
        }
      }
    }
    if let best {
      closest = .kite(best.kite, seen: best.seen)
    } else {
      closest = .notJoined(rows: rowLinks, columns: columnLinks)
    }
  }
}
