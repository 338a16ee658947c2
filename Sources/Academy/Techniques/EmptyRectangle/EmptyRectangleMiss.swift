import SudokuCore

/// Why no Empty Rectangle removes a candidate: facts computed on the board as shown.
///
/// An empty rectangle that removes a digit from a cell needs a box outside the cell's row and
/// column, in the cell's band or stack, whose digit shows only on two lines through it: the one of
/// the cell's row or column that crosses the box, and a line of the other kind (each with a cell
/// off their crossing). From that second line a strong link runs to the cell's line: a line
/// holding the digit exactly twice, once on each. The miss names what comes closest: such a shape
/// whose link holds the digit in more cells, such a link whose box shows the digit off its two
/// lines, or else an empty rectangle of the board that removes the digit from another cell.
public struct EmptyRectangleMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to an empty rectangle through the cell.
  public enum Closest: Hashable, Sendable {
    /// The box fits and the line has the digit on both lines, but in more cells than two: no
    /// strong link.
    case weakLink(box: House, row: House, column: House, line: Miss.Places)
    /// The link is strong, but the box also shows the digit off its two lines (`off`).
    case boxOff(box: House, row: House, column: House, link: [Cell], off: [Cell])
    /// An empty rectangle on the digit that removes it from another cell (never one of its own
    /// cells: that is a pattern-candidate miss, `Miss.patternCandidate`).
    case rectangle(EmptyRectangle)
    /// None of these: no box in reach fits with a link on the digit.
    case nothing
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    let cell = candidate.cell
    let digit = candidate.digit
    var weak: Closest?
    var off: (closest: Closest, count: Int)?
    for shape in Self.shapes(reaching: cell) {
      let boxCells = grid.cells(of: digit, in: shape.box)
      let offLines = boxCells.filter { !shape.row.contains($0) && !shape.column.contains($0) }
      let crossing = Cell(row: shape.row.index, column: shape.column.index)
      let fitsLines =
        boxCells.contains { shape.row.contains($0) && $0 != crossing }
        && boxCells.contains { shape.column.contains($0) && $0 != crossing }
      for line in shape.lines {
        let places = grid.cells(of: digit, in: line)
        let ends = places.filter { shape.linked.contains($0) || shape.cellLine.contains($0) }
        guard ends.count == 2 else { continue }
        if places.count > 2, offLines.isEmpty, fitsLines, weak == nil {
          weak = .weakLink(
            box: shape.box, row: shape.row, column: shape.column,
            line: Miss.Places(house: line, cells: places))
        } else if places.count == 2, !offLines.isEmpty, offLines.count < off?.count ?? 10 {
          let link = ends.sorted { shape.linked.contains($0) && !shape.linked.contains($1) }
          off = (
            .boxOff(
              box: shape.box, row: shape.row, column: shape.column, link: link, off: offLines),
            offLines.count
          )
        }
      }
    }
    if let weak {
      closest = weak
    } else if let off {
      closest = off.closest
    } else if case .emptyRectangle(let rectangle)? =
      instances.first(where: { $0.digits.contains(digit) })?.pattern
    {
      closest = .rectangle(rectangle)
    } else {
      closest = .nothing
    }
  }

  /// A box and two lines through it from which `cell` would be a target, with the lines a link
  /// could run along: the box's line of the cell's kind that the link starts on (`linked`), the
  /// cell's own line through the box's other line (`cellLine`), and the lines across both.
  private struct Shape {
    let box: House
    let row: House
    let column: House
    let linked: House
    let cellLine: House
    let lines: [House]
  }

  /// Every shape that reaches `cell`: a box of its stack with the cell's column and each of the
  /// box's rows (the link then runs in a column to the cell's row), or a box of its band with the
  /// cell's row and each of the box's columns (the link runs in a row to the cell's column).
  private static func shapes(reaching cell: Cell) -> [Shape] {
    var shapes: [Shape] = []
    for box in 0..<9 where box != cell.box {
      let boxRows = (box / 3 * 3)..<(box / 3 * 3 + 3)
      let boxColumns = (box % 3 * 3)..<(box % 3 * 3 + 3)
      if boxColumns.contains(cell.column) {
        for row in boxRows {
          shapes.append(
            Shape(
              box: .box(box), row: .row(row), column: .column(cell.column), linked: .row(row),
              cellLine: .row(cell.row),
              lines: (0..<9).filter { !boxColumns.contains($0) }.map(House.column)))
        }
      } else if boxRows.contains(cell.row) {
        for column in boxColumns {
          shapes.append(
            Shape(
              box: .box(box), row: .row(cell.row), column: .column(column),
              linked: .column(column), cellLine: .column(cell.column),
              lines: (0..<9).filter { !boxRows.contains($0) }.map(House.row)))
        }
      }
    }
    return shapes
  }
}
