import Foundation
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` with a fresh empty directory (a `ScratchDirectory`) that is removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = try ScratchDirectory("progress")
  return try withExtendedLifetime(directory) { try body(directory.url) }
}

/// Collects the store's warnings, from whichever thread they come.
final class WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  var messages: [String] { lock.withLock { lines } }

  func record(_ message: String) { lock.withLock { lines.append(message) } }
}

extension ProgressStore {
  /// A store whose clock reads 2026-11-30T08:00:00Z and whose warnings go to `log`; by default at
  /// a path of our own (where a damaged file is kept aside).
  convenience init(
    testing url: URL, log: WarningLog, ownsPath: Bool = true,
    write: @escaping WriteCall = systemWrite, lockWait: TimeInterval = DurableFile.lockWait
  ) {
    self.init(
      url: url, ownsPath: ownsPath, warnings: { log.record($0) },
      now: { Date(timeIntervalSince1970: 1_796_025_600) }, write: write, lockWait: lockWait)
  }
}

/// The names in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// Makes a directory or a FIFO at `path`.
func makeSpecialFile(_ kind: String, at path: String) throws {
  if kind == "a directory" {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  } else {
    #expect(kind == "a FIFO")
    guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
  }
}
