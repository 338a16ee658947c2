import Academy
import SudokuCore

/// Draws boards — every one followed by a legend line of the marks it uses.
///
/// `full`: a 9×9 grid of 3×3 candidate blocks with framed boxes and row and column labels, in 78
/// columns and 32 lines. A cell is seven characters: a mark column (`*` for a pattern cell, `^` for
/// a pattern's end such as a roof or a pincer, `>` for a target) and three two-character slots,
/// each a mark (`x` for a removed candidate) and the digit. Givens show as `[5]`, placed digits as
/// `(5)`.
///
/// `compact`: one line per row, each empty cell as its candidate string (`1249`), each column as
/// wide as its widest cell: the pencil-mark grid SudokuWiki and HoDoKu print, in 14 lines.
struct BoardRenderer {
  var style: RenderStyle
  /// The candidates drawn are the learner's own pencil marks (notes mode): the legend says so.
  var learnerMarks = false

  /// The board in `view` (`auto` means `full`), followed by its legend, whose marks wrap (between
  /// marks, never inside one) to stay within `width` columns when given.
  func render(
    _ grid: Grid, marks: BoardMarks = .none, view: BoardView = .full, width: Int? = nil
  ) -> String {
    let board = view == .compact ? compact(grid, marks: marks) : full(grid, marks: marks)
    return board + "\n" + legend(grid, marks: marks, width: width)
  }

  /// The board in the view that fits a terminal of `size` with `extraLines` of other output
  /// around it (a header, the prompt): `auto`'s choice.
  ///
  /// Full when all its lines fit the width and the height; else compact, whose width depends on the
  /// board (each column as wide as its widest cell), measured here. When even the compact grid is
  /// wider than the terminal, it is drawn anyway (nothing is narrower) and `neededColumns` says how
  /// wide the terminal must be. No size (not a terminal): full.
  func fitted(
    _ grid: Grid, marks: BoardMarks = .none, size: TerminalSize?, extraLines: Int
  ) -> (text: String, view: BoardView, neededColumns: Int?) {
    let full = render(grid, marks: marks, view: .full, width: size.map { $0.columns - 1 })
    guard let size else { return (full, .full, nil) }
    let gridWidth = Self.gridWidth
    let fullLines = full.split(separator: "\n", omittingEmptySubsequences: false).count
    if gridWidth(full) <= size.columns && fullLines + extraLines <= size.rows {
      return (full, .full, nil)
    }
    let compact = render(grid, marks: marks, view: .compact, width: size.columns - 1)
    let width = gridWidth(compact)
    return (compact, .compact, width <= size.columns ? nil : width)
  }

  /// What follows a board wider than the terminal: how wide the terminal must be.
  static func tooNarrow(needed: Int, columns: Int) -> String {
    Language.current.boardWords.tooNarrow(needed: needed, columns: columns)
  }

  // MARK: Full

  /// The full board, or only its first `boxes` boxes across (an excerpt for a narrow terminal).
  func full(_ grid: Grid, marks: BoardMarks, boxes: Int = 3) -> String {
    let columns = 3 * boxes
    var lines: [String] = []
    var header = "   "
    for column in 0..<columns {
      header += "   \(column + 1)    "
      if column % 3 == 2 { header += " " }
    }
    lines.append(header.trimmingTrailingSpaces)
    let segment = String(repeating: frame.horizontal, count: 24)
    let segments = Array(repeating: segment, count: boxes)
    for row in 0..<9 {
      if row % 3 == 0 {
        lines.append("  " + border(row == 0 ? 0 : 1, segments))
      }
      for subRow in 0..<3 {
        var line = subRow == 1 ? "\(row + 1) " : "  "
        for column in 0..<columns {
          if column % 3 == 0 { line += frame.vertical }
          line += fullCellLine(grid, Cell(row: row, column: column), subRow, marks) + " "
        }
        lines.append(line + frame.vertical)
      }
    }
    lines.append("  " + border(2, segments))
    return lines.joined(separator: "\n")
  }

  /// How wide the full board is with `boxes` boxes across: the row labels, and each box's frame
  /// and three cells of eight columns.
  static func fullWidth(boxes: Int) -> Int { 3 + 25 * boxes }

  /// The widest line of a drawn board, its legend (the last line) left out.
  static func gridWidth(_ board: String) -> Int {
    board.split(separator: "\n").dropLast().map { DisplayWidth.of($0) }.max() ?? 0
  }

  /// One of the three text lines of a cell, 7 characters wide.
  func fullCellLine(_ grid: Grid, _ cell: Cell, _ subRow: Int, _ marks: BoardMarks) -> String {
    let mark = subRow == 1 ? cellMark(cell, marks) ?? " " : " "
    if !grid.isEmpty(cell) {
      guard subRow == 1 else { return "       " }
      return mark + " " + filled(grid, cell) + "  "
    }
    var line = mark
    let candidates = grid.candidates(at: cell)
    for digit in subRow * 3 + 1...subRow * 3 + 3 {
      line += candidates.contains(digit) ? candidate(Candidate(cell, digit), marks) : "  "
    }
    return line
  }

  // MARK: Compact

  /// The compact board, or only its first `boxes` boxes across (an excerpt for a narrow
  /// terminal).
  func compact(_ grid: Grid, marks: BoardMarks, boxes: Int = 3) -> String {
    // Each cell's text and its width in columns (the text may carry colour).
    let cells = Cell.all.map { cell -> (text: String, width: Int) in
      let mark = cellMark(cell, marks)
      var text = mark ?? ""
      var width = mark == nil ? 0 : 1
      if !grid.isEmpty(cell) {
        text += filled(grid, cell)
        width += 3
      } else {
        for digit in grid.candidates(at: cell) {
          let candidate = Candidate(cell, digit)
          text +=
            candidate.isIn(marks.removed)
            ? self.candidate(candidate, marks) : digitText(candidate, marks)
          width += candidate.isIn(marks.removed) ? 2 : 1
        }
      }
      return (text, width)
    }
    let widths = (0..<9).map { column in
      (0..<9).map { cells[$0 * 9 + column].width }.max()!
    }
    func padded(_ text: String, _ width: Int, to target: Int) -> String {
      text + String(repeating: " ", count: target - width)
    }
    func rowLine(_ label: String, _ texts: [(text: String, width: Int)]) -> String {
      var line = label + frame.vertical
      for column in 0..<3 * boxes {
        line += " " + padded(texts[column].text, texts[column].width, to: widths[column])
        line += column % 3 == 2 ? " " + frame.vertical : " "
      }
      return line
    }
    let segments = (0..<boxes).map { box in
      String(
        repeating: frame.horizontal,
        count: widths[box * 3..<box * 3 + 3].reduce(0, +) + 6)
    }
    var lines: [String] = []
    let labels = (0..<9).map { (text: String($0 + 1), width: 1) }
    let header = rowLine("  ", labels).replacingOccurrences(of: frame.vertical, with: " ")
    lines.append(header.trimmingTrailingSpaces)
    for row in 0..<9 {
      if row % 3 == 0 { lines.append("  " + border(row == 0 ? 0 : 1, segments)) }
      lines.append(rowLine("\(row + 1) ", Array(cells[row * 9..<row * 9 + 9])))
    }
    lines.append("  " + border(2, segments))
    return lines.joined(separator: "\n")
  }

  // MARK: One digit

  /// `board 4`: where 4 is placed (`[4]` given, `(4)` placed) and where it is still a candidate; the
  /// rest blank. 14 lines and a legend, which wraps to stay within `width` columns when given.
  func digit(_ digit: Int, in grid: Grid, width: Int? = nil) -> String {
    func line(_ label: String, _ texts: [String], _ vertical: String) -> String {
      var line = label
      for column in 0..<9 {
        if column % 3 == 0 { line += vertical + " " }
        line += texts[column]
        if column % 3 == 2 { line += " " }
      }
      return line + vertical
    }
    var lines = [line("  ", (1...9).map { " \($0) " }, " ").trimmingTrailingSpaces]
    let segment = String(repeating: frame.horizontal, count: 11)
    for row in 0..<9 {
      if row % 3 == 0 {
        lines.append("  " + border(row == 0 ? 0 : 1, [segment, segment, segment]))
      }
      let texts = (0..<9).map { column -> String in
        let cell = Cell(row: row, column: column)
        if !grid.isEmpty(cell) {
          return grid.digit(at: cell) == digit ? filled(grid, cell) : "   "
        }
        return grid.candidates(at: cell).contains(digit)
          ? " " + style.paint(String(digit), .focus) + " " : "   "
      }
      lines.append(line("\(row + 1) ", texts, frame.vertical))
    }
    lines.append("  " + border(2, [segment, segment, segment]))
    let placed = Cell.all.filter { grid.digit(at: $0) == digit }.count
    let open = Cell.all.filter { grid.isEmpty($0) && grid.candidates(at: $0).contains(digit) }.count
    let legend =
      learnerMarks
      ? Language.current.boardWords.digitViewOfMarks(digit: digit, placed: placed, marked: open)
      : Language.current.boardWords.digitView(digit: digit, placed: placed, open: open)
    lines += width.map { TextWrap.wrap(legend, width: $0, hanging: "  ") } ?? [legend]
    return lines.joined(separator: "\n")
  }

  // MARK: Parts

  /// One line saying what the marks on this board mean: only the marks drawn on it (a removal
  /// of a candidate the board no longer shows draws nothing, so it is not in the legend).
  func legend(_ grid: Grid, marks: BoardMarks, width: Int? = nil) -> String {
    let words = Language.current.boardWords
    var parts: [String] = []
    if Cell.all.contains(where: { grid.isGiven[$0.index] }) {
      parts.append(style.paint("[5]", .given) + " " + words.given)
    }
    if Cell.all.contains(where: { !grid.isEmpty($0) && !grid.isGiven[$0.index] }) {
      parts.append(style.paint("(5)", .placed) + " " + words.placed)
    }
    if marks.patternCells.contains(where: {
      !marks.targets.contains($0) && !marks.ends.contains($0)
    }) {
      parts.append(style.paint("*", .patternMark) + " " + words.patternCell)
    }
    if !marks.ends.subtracting(marks.targets).isEmpty, !marks.endNouns.isEmpty {
      parts.append(style.paint("^", .endMark) + " " + listed(marks.endNouns, or: true))
    }
    if !marks.targets.isEmpty {
      parts.append(style.paint(">", .targetMark) + " " + words.target)
    }
    let drawnRemovals = marks.removed.filter {
      grid.isEmpty($0.cell) && grid.candidates(at: $0.cell).contains($0.digit)
    }
    if !drawnRemovals.isEmpty {
      parts.append(
        style.paint("x", .removedMark) + style.paint("7", .removed) + " " + words.removed)
    }
    // A solved board has no cell to mark: nothing there is the learner's marks.
    if learnerMarks, !grid.emptyCells.isEmpty { parts.append("7 " + words.yourMarks) }
    let label = words.label
    guard let width else { return label + " " + parts.joined(separator: "   ") }
    // Continuation lines stand under the first mark, after the label.
    let indent = String(repeating: " ", count: label.count + 1)
    var lines = [label]
    for part in parts {
      let last = lines[lines.count - 1]
      let started = last.count > label.count
      if started && DisplayWidth.of(last) + 3 + DisplayWidth.of(part) > width {
        lines.append(indent + part)
      } else {
        lines[lines.count - 1] = last + (started ? "   " : " ") + part
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The mark before a cell: `>` for a target, `^` for a pattern's end (a roof, a pincer), `*`
  /// for another pattern cell, nil for none of them.
  func cellMark(_ cell: Cell, _ marks: BoardMarks) -> String? {
    if marks.targets.contains(cell) { return style.paint(">", .targetMark) }
    if marks.ends.contains(cell) { return style.paint("^", .endMark) }
    if marks.patternCells.contains(cell) { return style.paint("*", .patternMark) }
    return nil
  }

  /// `[5]` for a given, `(5)` for a placed digit, painted.
  func filled(_ grid: Grid, _ cell: Cell) -> String {
    let digit = grid.digit(at: cell)
    return grid.isGiven[cell.index]
      ? style.paint("[\(digit)]", .given) : style.paint("(\(digit))", .placed)
  }

  /// A two-column candidate slot: ` 7`, a highlighted ` 7`, or the removed `x7` (struck through).
  func candidate(_ candidate: Candidate, _ marks: BoardMarks) -> String {
    if marks.removed.contains(candidate) {
      return style.paint("x", .removedMark) + style.paint(String(candidate.digit), .removed)
    }
    return " " + digitText(candidate, marks)
  }

  func digitText(_ candidate: Candidate, _ marks: BoardMarks) -> String {
    let highlighted =
      marks.patternCandidates.contains(candidate) || marks.placed.contains(candidate)
    return highlighted
      ? style.paint(String(candidate.digit), .patternDigit) : String(candidate.digit)
  }

  private var frame: (horizontal: String, vertical: String, corners: [[String]]) {
    style.unicode
      ? ("─", "│", [["┌", "┬", "┐"], ["├", "┼", "┤"], ["└", "┴", "┘"]])
      : ("-", "|", [["+", "+", "+"], ["+", "+", "+"], ["+", "+", "+"]])
  }

  /// A horizontal border: kind 0 top, 1 between bands, 2 bottom.
  private func border(_ kind: Int, _ segments: [String]) -> String {
    let corners = frame.corners[kind]
    return corners[0] + segments.joined(separator: corners[1]) + corners[2]
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}

extension Candidate {
  fileprivate func isIn(_ set: Set<Candidate>) -> Bool { set.contains(self) }
}
