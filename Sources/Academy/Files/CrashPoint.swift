import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fault injection for the crash tests: with `SUDOKU_ACADEMY_CRASH_AFTER_WRITES=N` in the
/// environment, the process ends at once (`_exit(137)`, what a SIGKILL leaves) right after its Nth
/// file replacement is in place, or its Nth study journal record is durable — before anything
/// else happens. Walking N from 1 up kills a session between every two of its writes,
/// deterministically, where a timed kill only hits the gap by luck (StudySolveKillTests). Unset, as it always is outside those tests, it costs one comparison.
enum CrashPoint {
  private static let limit: Int? = ProcessInfo.processInfo.environment[
    "SUDOKU_ACADEMY_CRASH_AFTER_WRITES"
  ].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  private static let lock = NSLock()
  nonisolated(unsafe) private static var written = 0

  /// Called by `FileLock.replace` once the new file is in place.
  static func replaced() { wrote() }

  /// Called by `StudyStore.record` once a journal record is durable: a record is a write too.
  static func appended() { wrote() }

  private static func wrote() {
    guard let limit else { return }
    let count = lock.withLock {
      written += 1
      return written
    }
    if count >= limit { _exit(137) }
  }
}
