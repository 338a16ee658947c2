import SudokuCore

struct EnglishEmptyRectanglePhrasing: EmptyRectanglePhrasing {
  let rule =
    "An empty rectangle needs a box whose digit shows only on one row and one column through it "
    + "(on each, off their crossing) and a line holding the digit exactly twice, one cell on that "
    + "row or column; it removes the digit only where the line's other cell's row or column "
    + "meets the box's other line."

  /// `box 8 (row 8 and column 5, link r3c1 and r8c1)`
  private func shape(_ rectangle: EmptyRectangle) -> String {
    "\(rectangle.box.spelledOut) (\(rectangle.row.spelledOut) and "
      + "\(rectangle.column.spelledOut), link \(listed(rectangle.link.sorted().map(\.description))))"
  }

  /// `r3c5, in r3c1's row and column 5`
  private func aim(_ rectangle: EmptyRectangle) -> String {
    let kind = rectangle.line.kind == .column ? "row" : "column"
    return "\(rectangle.target), in \(rectangle.link[1])'s \(kind) and "
      + rectangle.crossLine.spelledOut
  }

  func closest(_ closest: EmptyRectangleMiss.Closest, _ facts: EmptyRectangleMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .weakLink(let box, let row, let column, let line):
      return "\(box.spelledOut) keeps \(digit) on \(row.spelledOut) and \(column.spelledOut), "
        + "but \(line.spoken) holds it in \(Phrasing.number(line.cells.count)) cells, not two: "
        + "no strong link"
    case .boxOff(let box, let row, let column, let link, let off):
      return "\(listed(link.map(\.description))) are the only \(plural(digit)) of "
        + "\(line(of: link)), but \(box.spelledOut) also shows \(digit) in "
        + "\(listed(off.map(\.description))), off \(row.spelledOut) and \(column.spelledOut)"
    case .rectangle(let rectangle):
      return "the empty rectangle in \(shape(rectangle)) removes \(digit) only from "
        + aim(rectangle)
    case .nothing:
      return "no box of \(cell)'s band or stack keeps \(digit) on one row and one column with a "
        + "strong link that reaches \(cell)"
    }
  }

  /// The line two cells share (`column 1`).
  private func line(of link: [Cell]) -> String {
    link[0].column == link[1].column
      ? House.column(link[0].column).spelledOut : House.row(link[0].row).spelledOut
  }

  func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String {
    let cell = candidate.cell
    let digit = rectangle.digit
    let opening = "the empty rectangle on \(digit) in \(shape(rectangle))"
    guard rectangle.link.contains(cell) else {
      return "\(cell) is a box cell of \(opening): the box's \(digit) is one of its cells, so the "
        + "rectangle removes \(digit) only from \(aim(rectangle)), never from the box."
    }
    return "\(cell) is a cell of the link of \(opening): one of the link's two cells is the "
      + "\(digit), so the rectangle removes \(digit) only from \(aim(rectangle))."
  }
}
