import Academy
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell's history file: a `DurableFile` (regular files only, symbolic links followed, saved
/// atomically under its lock) with libedit's reading and writing plugged in.
///
/// libedit's own file handling has three traps this type steps around: `H_LOAD` hangs on a FIFO
/// or a device, a file it cannot parse (a bash history, say) is silently overwritten by the next
/// `H_SAVE`, and `H_SAVE` truncates in place and reports success on a full disk. So the path is
/// checked before anything opens it, a foreign file (ours to keep aside: it is in our own folder)
/// is moved aside, and a save is written to memory and then replaces the old file only once it is
/// completely on disk.
///
/// Problems are reported through `warn`, each at most once, as one line for standard error. After
/// a problem that could cost the user their old history (an unreadable or non-regular path, a
/// directory that cannot be created), the history is kept in memory only for the session.
final class HistoryFile {
  /// The path given (it may be a symbolic link).
  let url: URL
  /// True once saving was given up for this session; the problem has been reported.
  private(set) var isDisabled = false
  private var saveFailureReported = false
  private let file: DurableFile
  private let warn: (String) -> Void
  private let now: () -> Date

  /// libedit's first line.
  private static let cookie = Array("_HiStOrY_V2_\n".utf8)

  /// The most a history file may hold, in bytes: a thousand lines of the longest the shell takes
  /// are 4 MB; real history is a few kilobytes. A larger file is ours to keep aside, not to read.
  static let largestFile = 4 << 20

  /// The longest entry read back, in bytes as libedit writes it (`strvis`: a byte can become
  /// four, `\040`): longer entries, from before refused lines were kept out, are dropped.
  static let longestEntry = 4 * Shell.maximumLineLength

  /// The standard place: `$XDG_STATE_HOME/sudoku-academy/history`, or
  /// `$HOME/.local/state/sudoku-academy/history` when `XDG_STATE_HOME` is unset, empty or relative.
  static func defaultURL(environment: [String: String]) -> URL {
    DurableFile.folder(.state, environment: environment)
      .appendingPathComponent("history", isDirectory: false)
  }

  /// - Parameters:
  ///   - url: The history file; its directory is created (mode 0700) when missing.
  ///   - now: The clock that names a foreign file moved aside.
  ///   - warn: Receives each problem once, as one line without a trailing newline.
  init(url: URL, now: @escaping () -> Date = Date.init, warn: @escaping (String) -> Void) {
    self.url = url
    self.file = DurableFile(path: url.path, mode: 0o600, maximumSize: Self.largestFile)
    self.now = now
    self.warn = warn
  }

  private var path: String { url.path }

  /// Makes the file ready to be read and hands its path (links followed) to `read` when there is
  /// history in it.
  ///
  /// A missing or empty file is simply a new history. A path that is not a regular file is
  /// refused without being opened. A non-empty file whose first line is not libedit's
  /// `_HiStOrY_V2_` is renamed to `history.foreign-<time>` (kept byte for byte) so the next
  /// save cannot overwrite it — unless the path is a link to it, as the file is then not in our
  /// folder: it is left alone and saving is disabled. When `read` fails the file is left alone and
  /// saving is disabled.
  ///
  /// - Parameter read: Loads the history at a path (`H_LOAD`); returns false on failure.
  func load(using read: (_ path: String) -> Bool) {
    guard !isDisabled else { return }
    let target: String
    do {
      try file.createDirectory(mode: 0o700)
      file.removeStaleTemporaries()
      guard try hasHistoryOfOurs() else { return }
      target = try file.target()
    } catch {
      disable("\(error); " + Self.sessionOnly)
      return
    }
    if !read(target) {
      disable(
        Language.current.historyWords.couldNotRead(path: path) + Self.sessionOnly)
    }
  }

  /// Whether the file holds history libedit wrote; a foreign one is moved aside first (under the
  /// lock, after reading it again, in case another shell has just saved).
  ///
  /// An entry over `longestEntry` is dropped from the file (rewritten under the lock) before
  /// libedit reads it; a file over `largestFile` is kept aside, unread, like a foreign one.
  private func hasHistoryOfOurs() throws(DurableFileError) -> Bool {
    let bytes: [UInt8]
    do throws(DurableFileError) {
      guard let read = try file.read(), !read.isEmpty else { return false }
      bytes = read
    } catch {
      guard case .tooLarge(let size, let limit) = error.reason else { throw error }
      let lock = try file.lock()
      defer { lock.release() }
      let kept = try lock.keepAside(tag: "toolarge", now: now())
      warn(
        Language.current.historyWords.tooLarge(path: path, size: size, limit: limit, kept: kept))
      return false
    }
    if bytes.starts(with: Self.cookie) { return try dropLongEntries(bytes) }
    let lock = try file.lock()
    defer { lock.release() }
    guard let again = try file.read(), !again.isEmpty else { return false }
    if again.starts(with: Self.cookie) { return try dropLongEntries(again) }
    let kept = try lock.keepAside(tag: "foreign", now: now())
    warn(
      Language.current.historyWords.foreign(path: path, kept: kept))
    return false
  }

  /// Rewrites the file without its entries over `longestEntry`, when it has any; true.
  private func dropLongEntries(_ bytes: [UInt8]) throws(DurableFileError) -> Bool {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard lines.contains(where: { $0.count > Self.longestEntry }) else { return true }
    let lock = try file.lock()
    defer { lock.release() }
    // Read again under the lock: another shell may have saved since.
    guard let again = try file.read(), again.starts(with: Self.cookie) else { return true }
    let kept = again.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .filter { $0.count <= Self.longestEntry }
    try lock.replace(with: Array(kept.joined(separator: [UInt8(ascii: "\n")])))
    return true
  }

  /// Replaces the file with what `write` puts in a stream.
  ///
  /// The stream goes to the durable file's temp file and is flushed and checked for errors before
  /// that replaces the old file (see `FileLock.replace(filling:)`), so a failure at any step leaves
  /// the old file as it was. The first failure is reported; later ones are not, to keep the shell
  /// quiet.
  ///
  /// - Parameter write: Writes the whole history to a stream (`H_SAVE_FP`); returns false on failure.
  /// - Returns: Whether the new history is in place.
  @discardableResult
  func save(using write: (UnsafeMutablePointer<FILE>) -> Bool) -> Bool {
    guard !isDisabled else { return false }
    do {
      try file.createDirectory(mode: 0o700)
      let lock = try file.lock()
      defer { lock.release() }
      try lock.replace { fd, temporary throws(DurableFileError) in
        let copy = dup(fd)
        guard copy >= 0, let stream = fdopen(copy, "w") else {
          let error = DurableFileError(Self.writing(temporary), path: temporary)
          if copy >= 0 { close(copy) }
          throw error
        }
        errno = 0
        var failed = !write(stream) || fflush(stream) != 0 || ferror(stream) != 0
        let code = errno == 0 ? EIO : errno
        if fclose(stream) != 0 { failed = true }
        if failed {
          throw DurableFileError(Self.writing(temporary), path: temporary, code: code)
        }
      }
      return true
    } catch {
      if !saveFailureReported {
        saveFailureReported = true
        warn(
          Language.current.historyWords.couldNotSave(path: path, error: "\(error)"))
      }
      return false
    }
  }

  private func disable(_ message: String) {
    isDisabled = true
    warn(Language.current.historyWords.prefix + message)
  }

  /// The end of a message after which the history lives in memory only.
  private static var sessionOnly: String {
    Language.current.historyWords.sessionOnly
  }

  /// The step a failed write names: `writing /x/history.tmp-…`.
  private static func writing(_ path: String) -> String {
    Language.current.historyWords.writing(path)
  }
}
