import SudokuCore

/// What `show` highlights on a board.
struct BoardMarks: Sendable {
  /// Cells of the pattern: marked `*`.
  var patternCells: Set<Cell> = []
  /// Candidates that are the pattern's own (the digit in the pattern cells): highlighted.
  var patternCandidates: Set<Candidate> = []
  /// Candidates the step removes: `-d`, struck through in color.
  var removed: Set<Candidate> = []
  /// Digits the step places: highlighted like pattern candidates.
  var placed: Set<Candidate> = []

  static let none = BoardMarks()

  init() {}

  /// The marks for one technique instance.
  init(step: Step, grid: Grid) {
    patternCells = Set(step.patternCells)
    for cell in step.patternCells {
      for digit in grid.candidates(at: cell).intersection(step.digits) {
        patternCandidates.insert(Candidate(cell, digit))
      }
    }
    removed = Set(step.eliminations)
    placed = Set(step.placements)
  }
}

/// Draws the 9×9 board with every empty cell's candidates in a 3×3 block, framed boxes and row and
/// column labels, in 78 columns.
///
/// A cell is seven characters: a mark column (`*` for a pattern cell) and three two-character slots, each
/// a prefix (`-` for a removed candidate) and the digit. Givens show as `[5]`, placed digits as `(5)`.
struct BoardRenderer {
  var style: RenderStyle

  func render(_ grid: Grid, marks: BoardMarks = .none) -> String {
    var lines: [String] = []
    var header = "   "
    for column in 0..<9 {
      header += "   \(column + 1)    "
      if column % 3 == 2 { header += " " }
    }
    lines.append(String(header.reversed().drop { $0 == " " }.reversed()))
    let (h, v) = style.unicode ? ("─", "│") : ("-", "|")
    let segment = String(repeating: h, count: 24)
    let corners: [[String]] =
      style.unicode
      ? [["┌", "┬", "┐"], ["├", "┼", "┤"], ["└", "┴", "┘"]]
      : [["+", "+", "+"], ["+", "+", "+"], ["+", "+", "+"]]
    func border(_ kind: Int) -> String {
      "  " + corners[kind][0] + segment + corners[kind][1] + segment + corners[kind][1] + segment
        + corners[kind][2]
    }
    lines.append(border(0))
    for row in 0..<9 {
      for subRow in 0..<3 {
        var line = subRow == 1 ? "\(row + 1) " : "  "
        for column in 0..<9 {
          if column % 3 == 0 { line += v }
          line += cellLine(grid, Cell(row: row, column: column), subRow, marks) + " "
        }
        lines.append(line + v)
      }
      if row == 2 || row == 5 { lines.append(border(1)) }
    }
    lines.append(border(2))
    return lines.joined(separator: "\n")
  }

  /// One of the three text lines of a cell, 7 characters wide.
  func cellLine(_ grid: Grid, _ cell: Cell, _ subRow: Int, _ marks: BoardMarks) -> String {
    let isPattern = marks.patternCells.contains(cell)
    let mark = isPattern && subRow == 1 ? style.paint("*", "1;33") : " "
    if !grid.isEmpty(cell) {
      guard subRow == 1 else { return "       " }
      let digit = grid.digit(at: cell)
      let given = grid.isGiven[cell.index]
      let text = given ? "[\(digit)]" : "(\(digit))"
      return mark + " " + style.paint(text, given ? "1" : "36") + "  "
    }
    var line = mark
    let candidates = grid.candidates(at: cell)
    for digit in subRow * 3 + 1...subRow * 3 + 3 {
      let candidate = Candidate(cell, digit)
      if !candidates.contains(digit) {
        line += "  "
      } else if marks.removed.contains(candidate) {
        line += style.paint("-\(digit)", "9;1;31")
      } else if marks.patternCandidates.contains(candidate) || marks.placed.contains(candidate) {
        line += " " + style.paint(String(digit), "1;32")
      } else {
        line += " \(digit)"
      }
    }
    return line
  }
}
