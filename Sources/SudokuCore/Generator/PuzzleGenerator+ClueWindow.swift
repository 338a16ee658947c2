/// Puzzles of a level's techniques within a narrower clue window than the level's own: the challenge
/// ladder's steps (40 clues, 38, …, 23), each graded by technique, never by clue count alone.
///
/// The same three searches as `generate(_:symmetric:using:)`, told the window:
///
/// - easy and medium (singles suffice): a random grid dug to the window's lower end, kept when it got
///   into the window (a dig that meets only cells it cannot empty stops above it: the generator keeps
///   more clues to stay unique, and that dig is dropped when it ends above the window) and singles
///   alone solve it;
/// - hard (pointing, claiming or a naked pair needed, and enough): `GradedDigger.hardAttempt`, which
///   grades every removal while it digs through the window;
/// - expert (an X-Wing needed, and the techniques up to it suffice): `GradedDigger.expertAttempt`, a dig three clues
///   below the window's top grown back one given at a time.
///
/// Everything depends only on the generator's state: the same seed gives the same puzzle.
extension PuzzleGenerator {
  /// A unique puzzle that needs `difficulty`'s techniques (and those up to X-Wing suffice) with a clue count
  /// in `clues`.
  ///
  /// - Precondition: `difficulty` is one of the four levels up to expert; `clues` lies within 17…45
  ///   (and, for expert, its top at least 20: the dig goes three below it).
  public static func generate(
    _ difficulty: Difficulty, clues window: ClosedRange<Int>,
    using generator: inout some RandomNumberGenerator
  ) -> GeneratedPuzzle {
    precondition(window.lowerBound >= 17 && window.upperBound <= 45, "a clue window of 17…45")
    while true {
      let attempt: (puzzle: Puzzle, solution: Puzzle)?
      if difficulty == .hard {
        attempt = GradedDigger.hardAttempt(window: window, using: &generator)
      } else if difficulty == .expert {
        precondition(window.upperBound >= 20, "an expert window's top is at least 20")
        attempt = GradedDigger.expertAttempt(window: window, using: &generator)
      } else if difficulty == .easy || difficulty == .medium {
        let (puzzle, solution) = PuzzleDigger.generate(
          targetClues: window.lowerBound, symmetric: false, attempts: 1, using: &generator)
        let grade = GradingBoard.grade(puzzle)
        attempt =
          window.contains(puzzle.clues) && grade.solved && grade.hardestElimination == nil
          ? (puzzle, solution) : nil
      } else {
        preconditionFailure("clue windows are for the four levels up to expert")
      }
      if let (puzzle, solution) = attempt {
        return GeneratedPuzzle(puzzle: puzzle, solution: solution)
      }
    }
  }
}
