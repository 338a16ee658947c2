import Foundation

@testable import Academy

/// Runs `body` with a fresh empty directory that is removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("progress-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// Collects the store's warnings, from whichever thread they come.
final class WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  var messages: [String] { lock.withLock { lines } }

  func record(_ message: String) { lock.withLock { lines.append(message) } }
}

extension ProgressStore {
  /// A store whose clock reads 2026-11-30T08:00:00Z and whose warnings go to `log`.
  convenience init(testing url: URL, log: WarningLog, write: @escaping WriteCall = systemWrite) {
    self.init(
      url: url, warnings: { log.record($0) }, now: { Date(timeIntervalSince1970: 1_796_025_600) },
      write: write)
  }
}

/// The names in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}
