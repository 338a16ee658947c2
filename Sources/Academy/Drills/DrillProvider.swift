import Foundation
import SudokuCore

/// Hands out drills for a session, building the next ones in the background while the learner reads.
///
/// The drill with session index `n` always has seed `DrillFactory.drillSeed(sessionSeed, index: n)`,
/// whichever lesson it is for, so a seeded session shows the same drills with or without the buffer.
public final class DrillProvider: @unchecked Sendable {
  public let sessionSeed: UInt64
  private let condition = NSCondition()
  private var ready: [Key: Drill] = [:]
  private var building: Set<Key> = []
  private var queue: [Key] = []
  private var workerRunning = false
  private let background: Bool

  struct Key: Hashable {
    let technique: Technique
    let index: Int
    var review = false
  }

  /// - Parameter background: build prefetched drills on a background thread (off for tests that want
  ///   everything on the calling thread).
  public init(sessionSeed: UInt64, background: Bool = true) {
    self.sessionSeed = sessionSeed
    self.background = background
  }

  /// The seed of the session's `index`-th drill.
  public func seed(forIndex index: Int) -> UInt64 {
    DrillFactory.drillSeed(sessionSeed, index: index)
  }

  /// The seed of the session's `index`-th drill when it is a review of `technique`: the session's
  /// seed for that index, moved to one the seed-only choice maps to `technique`, so that
  /// `sudoku-academy review --seed D --count 1` rebuilds it.
  public func reviewSeed(forIndex index: Int, technique: Technique) -> UInt64 {
    ReviewChoice.seed(seed(forIndex: index), for: technique)
  }

  private func seed(for key: Key) -> UInt64 {
    key.review
      ? reviewSeed(forIndex: key.index, technique: key.technique) : seed(forIndex: key.index)
  }

  /// The drill at `index` for `technique`: from the buffer when ready, waiting when it is being built,
  /// otherwise built now.
  public func drill(_ technique: Technique, index: Int, review: Bool = false) -> Drill {
    let key = Key(technique: technique, index: index, review: review)
    condition.lock()
    while building.contains(key) { condition.wait() }
    if let drill = ready.removeValue(forKey: key) {
      // Older entries will never be asked for again.
      ready = ready.filter { $0.key.index > index }
      queue.removeAll { $0.index <= index }
      condition.unlock()
      return drill
    }
    queue.removeAll { $0 == key }
    condition.unlock()
    return DrillFactory.make(technique, seed: seed(for: key))
  }

  /// Asks for drills to be built in the background, in order.
  public func prefetch(_ technique: Technique, index: Int, review: Bool = false) {
    guard background else { return }
    let key = Key(technique: technique, index: index, review: review)
    condition.lock()
    defer { condition.unlock() }
    guard ready[key] == nil, !building.contains(key), !queue.contains(key) else { return }
    queue.append(key)
    if !workerRunning {
      workerRunning = true
      let thread = Thread { [self] in work() }
      thread.qualityOfService = .utility
      thread.start()
    }
  }

  private func work() {
    while true {
      condition.lock()
      guard !queue.isEmpty else {
        workerRunning = false
        condition.unlock()
        return
      }
      let key = queue.removeFirst()
      building.insert(key)
      condition.unlock()
      let drill = DrillFactory.make(key.technique, seed: seed(for: key))
      condition.lock()
      building.remove(key)
      ready[key] = drill
      condition.broadcast()
      condition.unlock()
    }
  }
}
