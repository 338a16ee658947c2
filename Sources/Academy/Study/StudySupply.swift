import Foundation
import SudokuCore

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps one generated study puzzle of each level ready, building the next in the background, so
/// that even an expert game starts at once.
///
/// The `n`-th game of a level in a session always has seed `seed(for:index:)`, derived from the
/// session seed, so a seeded (scripted) session plays the same puzzles with or without the buffer.
public final class StudySupply: @unchecked Sendable {
  public let sessionSeed: UInt64
  private let background: Bool
  private let condition = NSCondition()
  private var ready: [Difficulty: StudyGame] = [:]
  private var building: Set<Difficulty> = []
  private var queue: [Difficulty] = []
  /// Games of each level handed out this session.
  private var handedOut: [Difficulty: Int] = [:]
  private var workerRunning = false

  public init(sessionSeed: UInt64, background: Bool = true) {
    self.sessionSeed = sessionSeed
    self.background = background
  }

  /// The seed of the session's `index`-th game of `level`.
  public func seed(for level: Difficulty, index: Int) -> UInt64 {
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
    condition.lock()
    while building.contains(level) { condition.wait() }
    let index = handedOut[level, default: 0]
    handedOut[level] = index + 1
    let game = ready.removeValue(forKey: level)
    queue.removeAll { $0 == level }
    condition.unlock()
    defer { prefetch(level) }
    return game ?? StudyGame.generated(level, seed: seed(for: level, index: index))
  }

  private func prefetch(_ level: Difficulty) {
    guard background else { return }
    condition.lock()
    defer { condition.unlock() }
    guard ready[level] == nil, !building.contains(level), !queue.contains(level) else { return }
    queue.append(level)
    if !workerRunning {
      workerRunning = true
      let thread = Thread { [self] in work() }
      thread.qualityOfService = .utility
      thread.start()
    }
  }

  private func work() {
    // The supply is for later: it yields the processor to the learner's shell and everything else
    // (an expert puzzle can take a second of work; Linux ignores the thread's quality of service).
    // On Linux the nice value belongs to the thread, and `who` 0 is the calling thread.
    #if canImport(Glibc)
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
    #endif
    while true {
      condition.lock()
      guard !queue.isEmpty else {
        workerRunning = false
        condition.unlock()
        return
      }
      let level = queue.removeFirst()
      let index = handedOut[level, default: 0]
      building.insert(level)
      condition.unlock()
      let game = StudyGame.generated(level, seed: seed(for: level, index: index))
      condition.lock()
      building.remove(level)
      // Only the game the next request will get is kept.
      if handedOut[level, default: 0] == index { ready[level] = game }
      condition.broadcast()
      condition.unlock()
    }
  }
}
