import SudokuCore

/// Walks generated puzzles the way the logical solver does and audits every position on the way.
public enum Walk {
  /// What one or more walks saw: how many positions were audited and what went wrong.
  public struct Report: Sendable {
    /// Positions on the solver's path.
    public var positions = 0
    /// Copies of those positions with some wrong candidates removed at random.
    public var noisyPositions = 0
    public var problems: [String] = []

    public init() {}

    public mutating func add(_ other: Report) {
      positions += other.positions
      noisyPositions += other.noisyPositions
      problems += other.problems
    }
  }

  /// Every position on the logical solver's path through the puzzle from `seed` (22 clues aimed at, so
  /// the walk meets every technique), from the givens until it is solved or stuck, and the solution.
  ///
  /// The walk steps with `LogicalSolver.nextStep` and `apply`, as the drill factory does.
  public static func positions(seed: UInt64) -> (grids: [Grid], solution: Puzzle) {
    var generator = SplitMix64(seed: seed)
    let (puzzle, solution) = PuzzleDigger.generate(
      targetClues: 22, symmetric: false, attempts: 1, using: &generator)
    var grid = Grid(givens: puzzle)
    var grids = [grid]
    while !grid.isComplete, let step = LogicalSolver.nextStep(in: grid) {
      LogicalSolver.apply(step, to: &grid)
      grids.append(grid)
    }
    return (grids, solution)
  }

  /// A copy of `grid` with about a third of its wrong candidates removed at random: a candidate state the
  /// solver's own path never shows (many more pairs, fish and locked candidates), still true to the
  /// solution.
  public static func noisyCopy(
    of grid: Grid, solution: Puzzle, using generator: inout some RandomNumberGenerator
  ) -> Grid {
    var copy = grid
    for cell in copy.emptyCells {
      for digit in copy.candidates(at: cell)
      where digit != solution[cell.index] && Int.random(in: 0..<3, using: &generator) == 0 {
        copy.eliminate(Candidate(cell, digit))
      }
    }
    return copy
  }

  /// Walks the puzzle from `seed`, comparing the finders with the reference and both with the solution,
  /// and `DrillFactory.qualifies` and the checker with the reference, at every position and (with `noisy`)
  /// at a noisy copy of it.
  public static func audit(seed: UInt64, noisy: Bool) -> Report {
    let (grids, solution) = positions(seed: seed)
    var generator = SplitMix64(seed: seed ^ 0x5EED)
    var report = Report()
    for grid in grids {
      var audited = [grid]
      if noisy { audited.append(noisyCopy(of: grid, solution: solution, using: &generator)) }
      for position in audited {
        report.problems += PositionAudit.compareFinders(position)
        report.problems += PositionAudit.checkAgainstSolution(position, solution: solution)
        report.problems += DrillAudit.positionProblems(position, solution: solution)
      }
      report.positions += 1
      report.noisyPositions += noisy ? 1 : 0
    }
    return report
  }
}
