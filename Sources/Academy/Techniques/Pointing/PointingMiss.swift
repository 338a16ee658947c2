import SudokuCore

/// Why nothing points a digit at a cell (the pointing lesson): one reason per other box of the cell's
/// row and column — the box already has the digit, has a single one left (a hidden single, not
/// pointing), its candidates lie on another line, or they spread over several. Example: `box 2
/// already has its 3 (r3c4)`; `in box 6 the 3s sit on columns 7, 8 and 9 — not confined to one line`.
extension Miss {
  /// One box on the cell's row or column, and why it does not point the digit at the cell.
  public enum PointingBlock: Hashable, Sendable {
    case placed(box: House, at: Cell)
    case singleLeft(box: House, at: Cell)
    /// The box's candidates share a line, but another one (`lines`, 1-based, of `kind`).
    case otherLine(box: House, lines: [Int], kind: House.Kind, not: House)
    /// The box's candidates spread over several lines of `kind`.
    case notConfined(box: House, lines: [Int], kind: House.Kind)
  }
}

extension AnswerChecker {
  /// The 1-based lines of `kind` that `cells` lie on, ascending.
  func lines(_ cells: [Cell], along kind: House.Kind) -> [Int] {
    Array(Set(cells.map { kind == .row ? $0.row : $0.column })).sorted().map { $0 + 1 }
  }

  func pointingBlocks(_ candidate: Candidate) -> [Miss.PointingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.PointingBlock] = []
    for line in [House.row(cell.row), House.column(cell.column)] {
      let boxes = Set(line.cells.map(\.box)).subtracting([cell.box]).sorted()
      for box in boxes {
        let house = House.box(box)
        if let placed = grid.placedCell(of: digit, in: house) {
          blocks.append(.placed(box: house, at: placed))
          continue
        }
        let cells = grid.cells(of: digit, in: house)
        let spread = lines(cells, along: line.kind)
        if cells.count == 1 {
          blocks.append(.singleLeft(box: house, at: cells[0]))
        } else if spread.count == 1 {
          blocks.append(.otherLine(box: house, lines: spread, kind: line.kind, not: line))
        } else {
          blocks.append(.notConfined(box: house, lines: spread, kind: line.kind))
        }
      }
    }
    return blocks
  }
}
