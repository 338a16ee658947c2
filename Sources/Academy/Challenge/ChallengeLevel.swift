import SudokuCore

/// One step of the challenge ladder: a clue target and the techniques its puzzles need.
///
/// The ladder is the model app's challenge mode: the target falls step by step from 40 clues to 23
/// while the technique a puzzle needs rises — singles alone (levels 1–5), then pointing, claiming or
/// a naked pair (6–9), then an X-Wing (10–12, at 25, 24 and 23 clues). Every puzzle is graded by
/// technique, never by clue count alone: a level's puzzles need its techniques, the six suffice, and
/// the clue count lies in the level's window (`clues`), which starts at the target. A singles or
/// pointing level's window reaches one above the target, because a dig that meets only givens it
/// cannot remove keeps more clues to stay unique; an X-Wing level's window is the target alone.
public struct ChallengeLevel: Hashable, Sendable {
  /// 1 … `ChallengeLevel.ladder.count`.
  public let number: Int
  /// The clue count the level aims at.
  public let targetClues: Int
  /// The clue counts its puzzles have.
  public let clues: ClosedRange<Int>
  /// The generator's level whose techniques a puzzle needs: easy or medium (singles), hard
  /// (pointing, claiming or a naked pair), expert (an X-Wing).
  public let difficulty: Difficulty

  /// The ladder, easiest first.
  public static let ladder: [ChallengeLevel] = {
    let steps: [(Int, Difficulty)] = [
      (40, .easy), (38, .easy), (36, .easy), (34, .medium), (32, .medium),
      (30, .hard), (28, .hard), (27, .hard), (26, .hard),
      (25, .expert), (24, .expert), (23, .expert),
    ]
    return steps.enumerated().map { index, step in
      let (target, difficulty) = step
      return ChallengeLevel(
        number: index + 1, targetClues: target,
        clues: difficulty == .expert ? target...target : target...target + 1,
        difficulty: difficulty)
    }
  }()

  /// The level numbered `number`, nil outside the ladder (any `Int`, `Int.min` included: a number
  /// read from a file or a line is compared, never offset, before it is known to be a level).
  public static func level(_ number: Int) -> ChallengeLevel? {
    (1...ladder.count).contains(number) ? ladder[number - 1] : nil
  }

  /// The study level a game of this one plays as (its reveal cap).
  public var studyLevel: StudyLevel { StudyLevel(difficulty) }

  /// A fresh game of this level, the same one for the same seed.
  public func game(seed: UInt64) -> StudyGame {
    var generator = SplitMix64(seed: seed)
    let puzzle = PuzzleGenerator.generate(difficulty, clues: clues, using: &generator)
    return StudyGame(
      givens: puzzle.puzzle, solution: puzzle.solution, level: studyLevel, seed: seed,
      challenge: number)
  }

  /// The seed of a session's `index`-th game of this level: `challenge N` with `--seed S` plays the
  /// same puzzles in the same order, with or without the background supply.
  public func seed(session: UInt64, index: Int) -> UInt64 {
    SplitMix64.derive(SplitMix64.derive(session, 2_000 + number), index)
  }
}
