import Foundation
import SudokuCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The learner's progress file: reads it, and saves each change as a delta under a lock so that no
/// session's progress is lost to another's.
///
/// `apply(_:)` takes an exclusive `flock` on `progress.json.lock` beside the file (a lock on the
/// data file itself would be lost when the new file is renamed over it), re-reads the file, applies
/// the delta, writes `progress.json.tmp`, fsyncs it, renames it over `progress.json` and fsyncs the
/// directory. So two shells that each add a step from 2 end at 4, and the file on disk is always
/// either the old or the new complete JSON, even if the process is killed mid-write.
///
/// Nothing is ever lost or overwritten:
/// - a file that is not a progress file this version can use (not JSON, truncated, wrong shape,
///   a number out of range, unreadable, or written by a newer version) is renamed aside to
///   `progress.json.corrupt-20261130T080000Z`, and the store starts from empty progress;
/// - when the file cannot be saved (the directory cannot be created, the lock, write or rename
///   fails, the disk is full) the old file stays as it was, and the session goes on in memory:
///   later deltas still apply, to the in-memory state only.
///
/// Each of these is reported once, as one line, through the `warnings` callback; the store itself
/// never prints. Safe to share between threads: calls are serialised, and each takes the file lock.
public final class ProgressStore: @unchecked Sendable {
  /// The progress file.
  public let url: URL

  private let path: String
  private let warnings: @Sendable (String) -> Void
  private let now: @Sendable () -> Date
  private let write: WriteCall

  /// Guards the two properties below; `@unchecked Sendable` rests on it.
  private let mutex = NSLock()
  /// The progress last read from or written to the file, the base if saving starts to fail.
  private var lastKnown: ProgressState?
  /// Set once saving has failed: from then on, the session's progress lives only here.
  private var inMemory: ProgressState?

  /// A store for the progress file at `url`; nothing is read or created until `load()` or `apply(_:)`.
  ///
  /// - Parameter warnings: called with each one-line message about the file (a damaged file kept
  ///   aside, progress that cannot be saved), never while the file is locked.
  public convenience init(url: URL, warnings: @escaping @Sendable (String) -> Void) {
    self.init(url: url, warnings: warnings, now: { Date() }, write: systemWrite)
  }

  /// - Parameters:
  ///   - now: the clock used to name a file kept aside.
  ///   - write: the `write(2)` call for the file's bytes, so tests can make it fail.
  init(
    url: URL, warnings: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> Date,
    write: @escaping WriteCall
  ) {
    self.url = url
    self.path = url.path
    self.warnings = warnings
    self.now = now
    self.write = write
  }

  /// `$XDG_DATA_HOME/sudoku-academy/progress.json`, or `$HOME/.local/share/sudoku-academy/progress.json`
  /// when `XDG_DATA_HOME` is unset, empty or relative (the XDG Base Directory rule).
  ///
  /// Without a usable `HOME` the home directory comes from the password database.
  public static func defaultURL(environment: [String: String]) -> URL {
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else {
      let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordHome()
      dataHome = (home as NSString).appendingPathComponent(".local/share")
    }
    return URL(fileURLWithPath: dataHome, isDirectory: true)
      .appendingPathComponent("sudoku-academy", isDirectory: true)
      .appendingPathComponent("progress.json", isDirectory: false)
  }

  private static func passwordHome() -> String {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 16 * 1024)
    guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil,
      let directory = entry.pw_dir
    else { return "/" }
    return String(cString: directory)
  }

  /// The progress on file now (empty when there is no file yet).
  ///
  /// A file this version cannot use is kept aside and reported, and empty progress is returned.
  public func load() -> ProgressState {
    let (state, messages) = mutex.withLock { () -> (ProgressState, [String]) in
      var messages: [String] = []
      if let inMemory { return (inMemory, messages) }
      do {
        let fd: Int32
        do {
          fd = try ProgressFiles.lock(lockPath)
        } catch let error as FileOperationError where [ENOENT, ENOTDIR].contains(error.code) {
          // Reading never creates the directory: with no directory there is no file.
          lastKnown = .empty
          return (.empty, messages)
        }
        defer { ProgressFiles.unlock(fd) }
        let state = try readForUpdate(messages: &messages)
        lastKnown = state
        return (state, messages)
      } catch {
        return (keepInMemory(after: error, applying: nil, messages: &messages), messages)
      }
    }
    messages.forEach(warnings)
    return state
  }

  /// Applies `delta` to the progress on file and saves the result; returns the new progress.
  ///
  /// Once saving has failed in this session, the delta is applied to the in-memory progress only.
  @discardableResult
  public func apply(_ delta: ProgressDelta) -> ProgressState {
    let (state, messages) = mutex.withLock { () -> (ProgressState, [String]) in
      var messages: [String] = []
      if let inMemory {
        let next = inMemory.applying(delta)
        self.inMemory = next
        return (next, messages)
      }
      var current: ProgressState?
      do {
        let directory = (path as NSString).deletingLastPathComponent
        try ProgressFiles.makeDirectories(directory.isEmpty ? "." : directory)
        let fd = try ProgressFiles.lock(lockPath)
        defer { ProgressFiles.unlock(fd) }
        let onFile = try readForUpdate(messages: &messages)
        current = onFile
        let next = onFile.applying(delta)
        try ProgressFiles.replace(path, with: Array(next.fileText.utf8), write: write)
        lastKnown = next
        return (next, messages)
      } catch {
        lastKnown = current ?? lastKnown
        return (keepInMemory(after: error, applying: delta, messages: &messages), messages)
      }
    }
    messages.forEach(warnings)
    return state
  }

  // MARK: - Under the lock

  private var lockPath: String { path + ".lock" }

  /// The file's progress; a file that cannot be used is renamed aside (and reported) and empty
  /// progress is returned in its place.
  private func readForUpdate(messages: inout [String]) throws(KeepAsideFailure) -> ProgressState {
    let problem: ProgressFileProblem
    switch ProgressFiles.readFile(path) {
    case .absent:
      return .empty
    case .contents(let bytes):
      do {
        return try ProgressState(fileBytes: bytes)
      } catch {
        problem = error
      }
    case .failed(let code):
      problem = .unreadable(code)
    }
    let kept = keptAsidePath()
    guard rename(path, kept) == 0 else {
      throw KeepAsideFailure(
        problem: problem,
        error: FileOperationError("renaming it to \((kept as NSString).lastPathComponent)"))
    }
    // The rename is already done; if it were undone by a crash the file would simply be kept
    // aside again next time, so a failure to sync is not worth a message.
    try? ProgressFiles.syncDirectory(of: path)
    messages.append(
      "progress file \(path) \(problem.phrase); it was kept as "
        + "\((kept as NSString).lastPathComponent) and a new one started.")
    return .empty
  }

  /// `progress.json.corrupt-20261130T080000Z`, with `-2`, `-3`… if that name is taken.
  private func keptAsidePath() -> String {
    let stamp = now().formatted(
      Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
    let base = "\(path).corrupt-\(stamp)"
    var candidate = base
    var number = 1
    while ProgressFiles.exists(candidate) {
      number += 1
      candidate = "\(base)-\(number)"
    }
    return candidate
  }

  /// Switches the session to in-memory progress after `error`, with the one message saying so.
  private func keepInMemory(
    after error: any Error, applying delta: ProgressDelta?, messages: inout [String]
  ) -> ProgressState {
    var base = lastKnown ?? .empty
    if lastKnown == nil, case .contents(let bytes) = ProgressFiles.readFile(path),
      let onFile = try? ProgressState(fileBytes: bytes)
    {
      base = onFile
    }
    let state = delta.map { base.applying($0) } ?? base
    inMemory = state
    switch error {
    case let error as KeepAsideFailure:
      messages.append(
        "progress file \(path) \(error.problem.phrase) and could not be kept aside "
          + "(\(error.error)); it was left as it is and progress is kept in memory for this "
          + "session.")
    default:
      messages.append(
        "cannot save progress to \(path) (\(error)); progress is kept in memory for this session."
      )
    }
    return state
  }
}

/// A file that cannot be used and could not be renamed aside either.
private struct KeepAsideFailure: Error {
  var problem: ProgressFileProblem
  var error: FileOperationError
}
