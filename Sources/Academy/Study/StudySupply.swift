import Foundation
import SudokuCore

/// Keeps one generated study puzzle of each level ready, building the next in the background, so
/// that even an expert game starts at once.
///
/// The `n`-th game of a level in a session always has seed `seed(for:index:)`, derived from the
/// session seed, so a seeded (scripted) session plays the same puzzles with or without the buffer.
public final class StudySupply: @unchecked Sendable {
  public let sessionSeed: UInt64
  private let builder: BackgroundBuilder<Key, StudyGame>
  /// Guards `handedOut`; `@unchecked Sendable` rests on it.
  private let lock = NSLock()
  /// Games of each level handed out this session.
  private var handedOut: [Difficulty: Int] = [:]

  struct Key: Hashable, Sendable {
    let level: Difficulty
    let index: Int
  }

  public init(sessionSeed: UInt64, background: Bool = true) {
    self.sessionSeed = sessionSeed
    // The supply is for later: its thread yields the processor to the learner's shell and
    // everything else (an expert puzzle can take a second of work).
    builder = BackgroundBuilder(enabled: background, lowPriority: true) { key in
      StudyGame.generated(key.level, seed: Self.seed(sessionSeed, for: key.level, index: key.index))
    }
  }

  /// The seed of the session's `index`-th game of `level`.
  public func seed(for level: Difficulty, index: Int) -> UInt64 {
    Self.seed(sessionSeed, for: level, index: index)
  }

  private static func seed(_ sessionSeed: UInt64, for level: Difficulty, index: Int) -> UInt64 {
    let levelNumber = Difficulty.allCases.firstIndex(of: level) ?? 0
    return SplitMix64.derive(SplitMix64.derive(sessionSeed, 1_000 + levelNumber), index)
  }

  /// Asks for one game of every level to be made ready.
  public func prefetchAll() {
    for level in Difficulty.allCases { prefetch(level) }
  }

  /// The next game of `level`: the ready one, waiting while it is built, else built now; then the
  /// following one is built in the background.
  public func game(_ level: Difficulty) -> StudyGame {
    let index = lock.withLock {
      let index = handedOut[level, default: 0]
      handedOut[level] = index + 1
      return index
    }
    defer { prefetch(level) }
    return builder.take(Key(level: level, index: index)) {
      $0.level == level && $0.index <= index
    } ?? StudyGame.generated(level, seed: seed(for: level, index: index))
  }

  /// Asks for the next game of `level` to be built.
  private func prefetch(_ level: Difficulty) {
    builder.prefetch(Key(level: level, index: lock.withLock { handedOut[level, default: 0] }))
  }
}
