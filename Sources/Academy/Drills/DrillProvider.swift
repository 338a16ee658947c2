import Foundation
import SudokuCore

/// Hands out drills for a session, building the next ones in the background while the learner reads.
///
/// The drill with session index `n` always has seed `DrillFactory.drillSeed(sessionSeed, index: n)`,
/// whichever lesson it is for, so a seeded session shows the same drills with or without the buffer.
public final class DrillProvider: Sendable {
  public let sessionSeed: UInt64
  private let builder: BackgroundBuilder<Key, Drill>

  struct Key: Hashable, Sendable {
    let technique: Technique
    let index: Int
    var review = false
  }

  /// - Parameter background: build prefetched drills on a background thread (off for tests that want
  ///   everything on the calling thread).
  public init(sessionSeed: UInt64, background: Bool = true) {
    self.sessionSeed = sessionSeed
    builder = BackgroundBuilder(enabled: background) { key in
      DrillFactory.make(key.technique, seed: Self.seed(sessionSeed, for: key))
    }
  }

  /// The seed of the session's `index`-th drill.
  public func seed(forIndex index: Int) -> UInt64 {
    DrillFactory.drillSeed(sessionSeed, index: index)
  }

  private static func seed(_ sessionSeed: UInt64, for key: Key) -> UInt64 {
    let seed = DrillFactory.drillSeed(sessionSeed, index: key.index)
    return key.review ? ReviewChoice.seed(seed, for: key.technique) : seed
  }

  /// The drill at `index` for `technique`: from the buffer when ready, waiting when it is being built,
  /// otherwise built now. Drills of earlier indices still buffered will never be asked for again.
  public func drill(_ technique: Technique, index: Int, review: Bool = false) -> Drill {
    let key = Key(technique: technique, index: index, review: review)
    return builder.take(key, pruning: { $0.index <= index })
      ?? DrillFactory.make(technique, seed: Self.seed(sessionSeed, for: key))
  }

  /// Asks for drills to be built in the background, in order.
  public func prefetch(_ technique: Technique, index: Int, review: Bool = false) {
    builder.prefetch(Key(technique: technique, index: index, review: review))
  }
}
