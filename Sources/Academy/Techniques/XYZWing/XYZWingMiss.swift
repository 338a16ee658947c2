import SudokuCore

/// Why no XYZ-Wing removes a candidate: facts computed on the board as shown.
///
/// An XYZ-Wing removes z from a cell that sees all three of its cells: a pivot showing exactly
/// three digits, z among them, and two pincers it sees, each showing exactly z and a different one
/// of its other digits. So the miss names what comes closest: an XYZ-Wing on the digit the cell is
/// a cell of (which then removes nothing, or it would be an instance); else one of which the cell
/// sees one or two cells (the pivot is the one most missed: unlike an XY-Wing's, the pivot may be
/// z itself); else a cell the cell sees that could be a pivot, with its pincers, fewer than two
/// different ones; else an XYZ-Wing on the digit far from the cell; else no pivot.
public struct XYZWingMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to an XYZ-Wing removing the digit from the cell.
  public enum Closest: Hashable, Sendable {
    /// An XYZ-Wing on the digit (removing it elsewhere, or nowhere: `reaches`, the cells showing
    /// it that see all three) whose cells the cell does not all see: `seen` is those it sees. The
    /// cell may be one of its three (then it removes nothing).
    case wing(XYZWing, seen: [Cell], reaches: [Cell])
    /// `pivot`, which the cell sees, shows exactly three digits with the digit among them; the
    /// cells it sees showing exactly the digit and one of its others are `pincers`, all alike
    /// (or none).
    case fewPincers(pivot: Miss.Shown, pincers: [Miss.Shown])
    /// The cell sees no cell showing exactly three digits with the digit among them.
    case noPivot
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    closest = Self.closest(candidate, on: grid)
  }

  private static func closest(_ candidate: Candidate, on grid: Grid) -> Closest {
    let cell = candidate.cell
    let digit = candidate.digit
    let all = wings(on: digit, grid: grid)
    func wing(_ wing: XYZWing) -> Closest {
      let reaches = grid.emptyCells.filter { target in
        grid.candidates(at: target).contains(digit) && wing.cells.allSatisfy(target.sees)
      }
      return .wing(wing, seen: wing.cells.filter(cell.sees), reaches: reaches)
    }
    if let own = all.first(where: { $0.cells.contains(cell) }) { return wing(own) }
    var best: (wing: XYZWing, seen: [Cell])?
    for wing in all {
      let seen = wing.cells.filter(cell.sees)
      if seen.count > best?.seen.count ?? -1 { best = (wing, seen) }
    }
    if let best, !best.seen.isEmpty { return wing(best.wing) }
    // The pivots the cell sees, the one with the most pincers first.
    var near: (pivot: Miss.Shown, pincers: [Miss.Shown])?
    for pivot in grid.emptyCells where pivot.sees(cell) {
      let digits = grid.candidates(at: pivot)
      guard digits.count == 3, digits.contains(digit) else { continue }
      let pincers = pincers(of: pivot, on: digit, grid: grid)
      if pincers.count > near?.pincers.count ?? -1 {
        near = (Miss.Shown(cell: pivot, digits: digits), pincers)
      }
    }
    if let near { return .fewPincers(pivot: near.pivot, pincers: near.pincers) }
    if let best { return wing(best.wing) }
    return .noPivot
  }

  /// The cells `pivot` sees that show exactly `digit` and one other of its digits.
  static func pincers(of pivot: Cell, on digit: Int, grid: Grid) -> [Miss.Shown] {
    let digits = grid.candidates(at: pivot)
    return grid.emptyCells.filter { other in
      let shown = grid.candidates(at: other)
      return other.sees(pivot) && shown.count == 2 && shown.contains(digit)
        && shown.isSubset(of: digits)
    }.map { Miss.Shown(cell: $0, digits: grid.candidates(at: $0)) }
  }

  /// Every XYZ-Wing on `digit` on the board, whether or not it removes anything, by pivot.
  static func wings(on digit: Int, grid: Grid) -> [XYZWing] {
    var wings: [XYZWing] = []
    for pivot in grid.emptyCells {
      let digits = grid.candidates(at: pivot)
      guard digits.count == 3, digits.contains(digit) else { continue }
      let pincers = pincers(of: pivot, on: digit, grid: grid)
      for (i, first) in pincers.enumerated() {
        for second in pincers[(i + 1)...] where second.digits != first.digits {
          wings.append(
            XYZWing(pivot: pivot, pincers: [first.cell, second.cell], digits: digits, z: digit))
        }
      }
    }
    return wings
  }
}
