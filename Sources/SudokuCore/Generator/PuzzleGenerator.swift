/// A generated puzzle with its solution and its logical solve path.
public struct GeneratedPuzzle: Sendable {
  public let puzzle: Puzzle
  public let solution: Puzzle
  /// The simplest-first solve path (computed on each use: most callers want only the puzzle).
  public var path: SolvePath { LogicalSolver.solve(Grid(givens: puzzle)) }

  public var clues: Int { puzzle.clues }
}

/// Makes unique puzzles of a chosen difficulty: a random full grid, holes dug while the solution stays
/// unique, kept when its logical solve path fits the level. Hard and expert puzzles (not symmetric)
/// are graded while they are dug (`GradedDigger`), master and grandmaster ones (symmetric or not)
/// graded by the techniques up to X-Wing first and by the later ones, up to the level's last, only
/// when those stall; the others are dug to the level's clue count and graded at the end.
public enum PuzzleGenerator {
  public static func generate(
    _ difficulty: Difficulty, symmetric: Bool = false,
    using generator: inout some RandomNumberGenerator
  ) -> GeneratedPuzzle {
    while true {
      if difficulty == .master || difficulty == .grandmaster {
        guard
          let (puzzle, solution) = GradedDigger.beyondXWingAttempt(
            difficulty, symmetric: symmetric, using: &generator)
        else { continue }
        return GeneratedPuzzle(puzzle: puzzle, solution: solution)
      }
      if !symmetric && (difficulty == .hard || difficulty == .expert) {
        let attempt =
          difficulty == .expert
          ? GradedDigger.expertAttempt(using: &generator)
          : GradedDigger.hardAttempt(using: &generator)
        guard let (puzzle, solution) = attempt else {
          continue
        }
        return GeneratedPuzzle(puzzle: puzzle, solution: solution)
      }
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: difficulty.targetClues, symmetric: symmetric, attempts: 1, using: &generator)
      let clues = puzzle.clues
      // A symmetric dig that can't reach the target stops at a minimal puzzle with more clues
      // (29–32 for about 1 hard dig in 6): keep every level to its clue window.
      guard difficulty.clueWindow.contains(clues) else { continue }
      let grid = Grid(givens: puzzle)
      guard difficulty.accepts(GradingBoard.grade(puzzle)) else { continue }
      let path = LogicalSolver.solve(grid)
      if difficulty.accepts(path, clues: clues) {
        return GeneratedPuzzle(puzzle: puzzle, solution: solution)
      }
    }
  }
}
