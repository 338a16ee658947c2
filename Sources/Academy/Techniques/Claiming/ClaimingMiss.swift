import SudokuCore

/// Why nothing claims a digit in a cell's box (the claiming lesson): one reason per other line
/// through the box — the line already has the digit, has none in the box, has a single one left, or
/// has some outside the box. Example: `row 2 has 3s outside box 3 (r2c12)`.
extension Miss {
  /// One line through the cell's box, and why it does not claim the digit for the box.
  public enum ClaimingBlock: Hashable, Sendable {
    case placed(line: House, at: Cell)
    case noneInBox(line: House)
    case singleLeft(line: House, at: Cell)
    case outside(line: House, cells: [Cell])
  }
}

extension AnswerChecker {
  func claimingBlocks(_ candidate: Candidate) -> [Miss.ClaimingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    let box = House.box(cell.box)
    var blocks: [Miss.ClaimingBlock] = []
    let rows = Set(box.cells.map(\.row)).subtracting([cell.row]).sorted().map(House.row)
    let columns = Set(box.cells.map(\.column)).subtracting([cell.column]).sorted().map(House.column)
    for line in rows + columns {
      if let placed = grid.placedCell(of: digit, in: line) {
        blocks.append(.placed(line: line, at: placed))
        continue
      }
      let cells = grid.cells(of: digit, in: line)
      let outside = cells.filter { $0.box != cell.box }
      if cells.isEmpty || cells.count == outside.count {
        blocks.append(.noneInBox(line: line))
      } else if cells.count == 1 {
        blocks.append(.singleLeft(line: line, at: cells[0]))
      } else {
        blocks.append(.outside(line: line, cells: outside))
      }
    }
    return blocks
  }
}
