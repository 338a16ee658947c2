import SudokuCore

/// Why no finned X-Wing removes a candidate: facts computed on the board as shown.
///
/// A finned X-Wing that removes a digit from a cell has the cell on one of its cover lines,
/// outside its two base lines, and in the box of all its fins. The miss names what comes closest:
/// two base lines whose digit lies in a cover pair through the cell but for fins in one box that
/// is not the cell's (the cell does not see them), else such base lines whose fins lie in several
/// boxes (no cell sees them all) — each the one with the fewest fins —, else nothing.
public struct FinnedXWingMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to a finned X-Wing reaching the cell.
  public enum Closest: Hashable, Sendable {
    /// A finned X-Wing whose cover lines hold the cell, but whose fins lie in another box, which
    /// the cell does not see (a fin is on a base line and off the cover lines).
    case finsElsewhere(FinnedXWing)
    /// Base lines whose digit lies in two cover lines, one the cell's, but for fins in more than
    /// one box: no cell sees them all.
    case finsApart(base: [House], cover: [House], fins: [Cell])
    /// None of these.
    case nothing
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    closest = Self.closest(candidate, on: grid)
  }

  /// Every pair of base lines and cover lines through the cell (the body in both covers and both
  /// bases), by its fins: the fewest fins in one box first, then the fewest in several.
  private static func closest(_ candidate: Candidate, on grid: Grid) -> Closest {
    let cell = candidate.cell
    let digit = candidate.digit
    var elsewhere: FinnedXWing?
    var apart: (base: [House], cover: [House], fins: [Cell])?
    for baseKind in [House.Kind.row, .column] {
      let coverKind: House.Kind = baseKind == .row ? .column : .row
      let cellCover = baseKind == .row ? cell.column : cell.row
      let cellBase = baseKind == .row ? cell.row : cell.column
      let lines = (0..<9).filter { $0 != cellBase }.map { House(baseKind, $0) }
      for (i, first) in lines.enumerated() {
        for second in lines[(i + 1)...] {
          let base = [first, second]
          let places = base.map { grid.cells(of: digit, in: $0) }
          for other in 0..<9 where other != cellCover {
            let cover = [House(coverKind, cellCover), House(coverKind, other)].sorted()
            let bodies = places.map { $0.filter { cell in cover.contains { $0.contains(cell) } } }
            guard bodies.allSatisfy({ !$0.isEmpty }),
              cover.allSatisfy({ line in bodies.joined().contains(where: line.contains) })
            else { continue }
            let fins = places.joined().filter { cell in !cover.contains { $0.contains(cell) } }
            guard !fins.isEmpty else { continue }
            if Set(fins.map(\.box)).count == 1 {
              guard fins.count < elsewhere?.fins.count ?? 10 else { continue }
              elsewhere = FinnedXWing(
                digit: digit, base: base, cover: cover, cells: Array(bodies.joined()), fins: fins)
            } else if fins.count < apart?.fins.count ?? 10 {
              apart = (base.sorted(), cover, fins.sorted())
            }
          }
        }
      }
    }
    if let elsewhere { return .finsElsewhere(elsewhere) }
    if let apart { return .finsApart(base: apart.base, cover: apart.cover, fins: apart.fins) }
    return .nothing
  }
}
