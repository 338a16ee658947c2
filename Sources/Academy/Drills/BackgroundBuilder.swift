import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Builds values on one background thread, in the order they were asked for, and hands each out
/// once: the buffer behind the drill provider (`DrillProvider`), the study supply (`StudySupply`)
/// and the challenge supply (`ChallengeSupply`).
///
/// `prefetch(_:)` queues a key; `take(_:pruning:)` returns its value when it is ready, waits while
/// it is being built, and otherwise returns nil so the caller builds it on the spot (a key still in
/// the queue is dropped from it). Values are pure functions of their keys, so whether a value came
/// from the buffer or was built by the caller makes no difference to what the learner sees.
final class BackgroundBuilder<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let build: @Sendable (Key) -> Value
  private let enabled: Bool
  private let lowPriority: Bool
  /// Guards everything below; `@unchecked Sendable` rests on it.
  private let condition = NSCondition()
  private var ready: [Key: Value] = [:]
  private var building: Set<Key> = []
  private var queue: [Key] = []
  private var workerRunning = false

  /// - Parameters:
  ///   - enabled: false builds nothing in the background (`prefetch` does nothing), for tests that
  ///     want every value built on the calling thread.
  ///   - lowPriority: the worker thread runs at nice 19, for work that is only for later.
  init(enabled: Bool, lowPriority: Bool = false, build: @escaping @Sendable (Key) -> Value) {
    self.enabled = enabled
    self.lowPriority = lowPriority
    self.build = build
  }

  /// Asks for `key` to be built in the background, after the keys asked for before it.
  func prefetch(_ key: Key) {
    guard enabled else { return }
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

  /// The value built for `key`, waiting while it is being built; nil when it was not asked for
  /// (or not started). Then every ready or queued key for which `pruning` is true is forgotten:
  /// it will never be asked for again.
  func take(_ key: Key, pruning: (Key) -> Bool = { _ in false }) -> Value? {
    condition.lock()
    defer { condition.unlock() }
    while building.contains(key) { condition.wait() }
    let value = ready.removeValue(forKey: key)
    queue.removeAll { $0 == key || pruning($0) }
    ready = ready.filter { !pruning($0.key) }
    return value
  }

  private func work() {
    if lowPriority {
      // On Linux the nice value belongs to the thread (`who` 0 is the calling thread), and the
      // thread's quality of service is ignored.
      #if canImport(Glibc)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
      #endif
    }
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
      let value = build(key)
      condition.lock()
      building.remove(key)
      ready[key] = value
      condition.broadcast()
      condition.unlock()
    }
  }
}
