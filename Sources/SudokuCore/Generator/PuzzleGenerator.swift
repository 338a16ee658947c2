/// How hard a generated puzzle is, by the techniques it needs.
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  /// About 40 clues, singles suffice.
  case easy
  /// About 32 clues, singles suffice.
  case medium
  /// About 26 clues, needs pointing, claiming or a naked pair, and those suffice.
  case hard
  /// At most 25 clues, needs an X-Wing, and the six techniques suffice.
  case expert

  /// The clue count the digger aims at.
  public var targetClues: Int {
    switch self {
    case .easy: 40
    case .medium: 32
    case .hard: 26
    case .expert: 22
    }
  }

  /// Whether a quick grade (see `LogicalSolver.quickGrade`) fits this level.
  public func accepts(_ grade: (solved: Bool, hardestElimination: Technique?)) -> Bool {
    guard grade.solved else { return false }
    switch self {
    case .easy, .medium: return grade.hardestElimination == nil
    case .hard: return grade.hardestElimination.map { $0 != .xWing } ?? false
    case .expert: return grade.hardestElimination == .xWing
    }
  }

  /// Whether a solve path fits this level.
  public func accepts(_ path: SolvePath, clues: Int) -> Bool {
    guard path.isSolved, let hardest = path.hardest else { return false }
    switch self {
    case .easy, .medium:
      return LogicalSolver.rank(hardest) <= LogicalSolver.rank(.hiddenSingle)
    case .hard:
      return [.pointing, .claiming, .nakedPair].contains(hardest)
    case .expert:
      return hardest == .xWing && clues <= 25
    }
  }
}

/// A generated puzzle with its solution and its logical solve path.
public struct GeneratedPuzzle: Sendable {
  public let puzzle: [Int]
  public let solution: [Int]
  /// The simplest-first solve path (computed on each use: most callers want only the puzzle).
  public var path: SolvePath { LogicalSolver.solve(Grid(givens: puzzle)) }

  public var clues: Int { puzzle.lazy.filter { $0 != 0 }.count }
}

/// Makes unique puzzles of a chosen difficulty: a random full grid, holes dug while the solution stays
/// unique, kept when its logical solve path fits the level. Hard and expert puzzles (not symmetric)
/// are graded while they are dug (`GradedDigger`); the others are dug to the level's clue count and
/// graded at the end.
public enum PuzzleGenerator {
  public static func generate(
    _ difficulty: Difficulty, symmetric: Bool = false,
    using generator: inout some RandomNumberGenerator
  ) -> GeneratedPuzzle {
    while true {
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
      let clues = puzzle.lazy.filter { $0 != 0 }.count
      if difficulty == .expert && clues > 25 { continue }
      let grid = Grid(givens: puzzle)
      guard difficulty.accepts(GradingBoard.grade(puzzle)) else { continue }
      let path = LogicalSolver.solve(grid)
      if difficulty.accepts(path, clues: clues) {
        return GeneratedPuzzle(puzzle: puzzle, solution: solution)
      }
    }
  }
}
