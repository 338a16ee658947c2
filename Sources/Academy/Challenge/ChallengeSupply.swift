import Foundation
import SudokuCore

/// Keeps the next game of the challenge levels the learner is about to play ready, building it in the
/// background, so that even a 23-clue X-Wing level starts at once.
///
/// The `n`-th game of a level in a session always has the seed `ChallengeLevel.seed(session:index:)`,
/// so a seeded (scripted) session plays the same puzzles with or without the buffer.
public final class ChallengeSupply: @unchecked Sendable {
  public let sessionSeed: UInt64
  private let builder: BackgroundBuilder<Key, StudyGame>
  /// Guards `handedOut`; `@unchecked Sendable` rests on it.
  private let lock = NSLock()
  /// Games of each level handed out this session.
  private var handedOut: [Int: Int] = [:]

  struct Key: Hashable, Sendable {
    let level: Int
    let index: Int
  }

  public init(sessionSeed: UInt64, background: Bool = true) {
    self.sessionSeed = sessionSeed
    // Like the study supply: for later, so its thread yields the processor to the shell.
    builder = BackgroundBuilder(enabled: background, lowPriority: true) { key in
      let level = ChallengeLevel.level(key.level)!
      return level.game(seed: level.seed(session: sessionSeed, index: key.index))
    }
  }

  /// Asks for the next game of `level` to be built (a number outside the ladder is ignored).
  public func prefetch(_ level: Int) {
    guard ChallengeLevel.level(level) != nil else { return }
    builder.prefetch(Key(level: level, index: lock.withLock { handedOut[level, default: 0] }))
  }

  /// The next game of `level`: the ready one, waiting while it is built, else built now; then the
  /// level's following game and the next level's are asked for.
  public func game(_ level: ChallengeLevel) -> StudyGame {
    let index = lock.withLock {
      let index = handedOut[level.number, default: 0]
      handedOut[level.number] = index + 1
      return index
    }
    defer {
      prefetch(level.number)
      prefetch(level.number + 1)
    }
    return builder.take(Key(level: level.number, index: index)) {
      $0.level == level.number && $0.index <= index
    } ?? level.game(seed: level.seed(session: sessionSeed, index: index))
  }
}
