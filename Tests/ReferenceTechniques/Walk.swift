import SudokuCore

/// Walks generated puzzles the way the logical solver does and audits every position on the way.
public enum Walk {
  /// What one walk saw: how many positions were audited and what went wrong.
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

  /// A unique puzzle and its solution from `seed` (22 clues aimed at, so the walk meets every technique).
  public static func puzzle(seed: UInt64) -> (puzzle: [Int], solution: [Int]) {
    var generator = SplitMix64(seed: seed)
    return PuzzleDigger.generate(targetClues: 22, symmetric: false, using: &generator)
  }

  /// Walks the puzzle from `seed` with `LogicalSolver.nextStep`/`apply` until it is solved or stuck,
  /// comparing the finders with the reference and both with the solution at every position.
  ///
  /// With `noisy`, each position is also audited once more with about a third of its wrong candidates
  /// removed at random: candidate states the solver's own path never shows (many more pairs, fish and
  /// locked candidates), still true to the solution.
  public static func audit(seed: UInt64, noisy: Bool) -> Report {
    let (puzzle, solution) = puzzle(seed: seed)
    var generator = SplitMix64(seed: seed ^ 0x5EED)
    var report = Report()
    var grid = Grid(givens: puzzle)
    while true {
      report.positions += 1
      report.problems += PositionAudit.compareFinders(grid)
      report.problems += PositionAudit.checkAgainstSolution(grid, solution: solution)
      if noisy {
        var copy = grid
        for cell in copy.emptyCells {
          for digit in copy.candidates(at: cell)
          where digit != solution[cell.index] && generator.next() % 3 == 0 {
            copy.eliminate(Candidate(cell, digit))
          }
        }
        report.noisyPositions += 1
        report.problems += PositionAudit.compareFinders(copy)
        report.problems += PositionAudit.checkAgainstSolution(copy, solution: solution)
      }
      guard !grid.isComplete, let step = LogicalSolver.nextStep(in: grid) else { break }
      LogicalSolver.apply(step, to: &grid)
    }
    return report
  }
}
