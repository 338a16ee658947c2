import SudokuCore

/// Walks generated puzzles with all twelve techniques and compares the finders of the six after X-Wing
/// (`Finder`) with `Reference`, and both with the solution.
///
/// Example: a 22-clue puzzle that the six leave stuck goes on with the first hidden pair, naked triple…
/// XY-Wing that applies, so the walk reaches positions the six never show.
public enum MasterAudit {
  /// The six techniques after X-Wing, whose finders this audit checks.
  public static let kinds = Technique.allCases.filter { !$0.isUpToXWing }

  /// Applies the simplest step of the twelve (the six first, then the rest in curriculum order).
  /// Returns false when none applies.
  public static func advance(_ grid: inout Grid) -> Bool {
    guard let step = LogicalSolver.nextStep(in: grid) else { return false }
    LogicalSolver.apply(step, to: &grid)
    return true
  }

  /// Every position on the twelve-technique walk through the puzzle from `seed` (dug to `clues`), from
  /// the givens until it is solved or stuck, and the solution.
  public static func positions(seed: UInt64, clues: Int = 22) -> (grids: [Grid], solution: Puzzle) {
    var generator = SplitMix64(seed: seed)
    let (puzzle, solution) = PuzzleDigger.generate(
      targetClues: clues, symmetric: false, attempts: 1, using: &generator)
    var grid = Grid(givens: puzzle)
    var grids = [grid]
    while !grid.isComplete, grid.deadCell == nil, advance(&grid) { grids.append(grid) }
    return (grids, solution)
  }

  /// Where `Finder` and `Reference` disagree, and any elimination of a solution digit by either.
  public static func problems(_ grid: Grid, solution: Puzzle) -> [String] {
    let reference = Reference(grid)
    let found = Finder.steps(kinds, in: grid)
    var problems: [String] = []
    for technique in kinds {
      let fast = Set(found[technique, default: []].flatMap(\.eliminations))
      let slow = reference.results(technique)
      let line = PositionAudit.line(grid)
      if fast != slow {
        problems.append(
          "\(technique.rawValue) at \(line): finder only [\(PositionAudit.text(fast.subtracting(slow), placement: false))], reference only [\(PositionAudit.text(slow.subtracting(fast), placement: false))]"
        )
      }
      let wrong = fast.union(slow).filter { solution[$0.cell.index] == $0.digit }
      if !wrong.isEmpty {
        problems.append(
          "\(technique.rawValue) removes a solution digit at \(line): \(PositionAudit.text(wrong, placement: false))"
        )
      }
    }
    return problems
  }
}
