import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell's history file: where it lives, whether it is safe to read, and how it is replaced.
///
/// libedit's own file handling has three traps this type steps around: `H_LOAD` hangs on a FIFO
/// or a device, a file it cannot parse (a bash history, say) is silently overwritten by the next
/// `H_SAVE`, and `H_SAVE` truncates in place and reports success on a full disk. So the path is
/// checked with `lstat`/`stat` before anything opens it, a foreign file is moved aside, and a save
/// goes to a temporary file that replaces the old one only once it is completely on disk.
///
/// Problems are reported through `warn`, each at most once, as one line for standard error. After
/// a problem that could cost the user their old history (an unreadable or non-regular path, a
/// directory that cannot be created), the history is kept in memory only for the session.
final class HistoryFile {
  /// The path given, or the file a symbolic link there points to.
  private(set) var url: URL
  /// True once saving was given up for this session; the problem has been reported.
  private(set) var isDisabled = false
  private var saveFailureReported = false
  private let warn: (String) -> Void
  private let now: () -> Date

  /// The standard place: `$XDG_STATE_HOME/sudoku-academy/history`, or
  /// `$HOME/.local/state/sudoku-academy/history` when `XDG_STATE_HOME` is unset, empty or relative
  /// (the XDG specification says to ignore a relative one). Nil when neither gives a directory.
  static func defaultURL(environment: [String: String]) -> URL? {
    let base: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = state
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.local/state"
    } else {
      return nil
    }
    return URL(fileURLWithPath: base, isDirectory: true)
      .appendingPathComponent("sudoku-academy", isDirectory: true)
      .appendingPathComponent("history", isDirectory: false)
  }

  /// - Parameters:
  ///   - url: The history file; its directory is created (mode 0700) when missing.
  ///   - now: The clock that names a foreign file moved aside.
  ///   - warn: Receives each problem once, as one line without a trailing newline.
  init(url: URL, now: @escaping () -> Date = Date.init, warn: @escaping (String) -> Void) {
    self.url = url
    self.now = now
    self.warn = warn
  }

  private var path: String { url.path }
  private var directory: String { url.deletingLastPathComponent().path }

  /// Makes the file ready to be read and hands its path to `read` when there is history in it.
  ///
  /// A missing or empty file is simply a new history. A path that is not a regular file is
  /// refused without being opened. A non-empty file whose first line is not libedit's
  /// `_HiStOrY_V2_` is renamed to `history.foreign-<timestamp>` (kept byte for byte) so the next
  /// save cannot overwrite it. When `read` fails the file is left alone and saving is disabled.
  ///
  /// - Parameter read: Loads the history at a path (`H_LOAD`); returns false on failure.
  func load(using read: (_ path: String) -> Bool) {
    guard !isDisabled else { return }
    do {
      try createDirectory()
      guard let size = try regularFileSize(), size > 0 else { return }
      guard try startsWithHistoryCookie() else {
        try moveForeignFileAside()
        return
      }
    } catch {
      disable("\(error); history will be kept for this session only")
      return
    }
    if !read(path) {
      disable(
        "could not read \(path); it was left as it was and history will be kept for this "
          + "session only")
    }
  }

  /// Replaces the file with what `write` puts in a fresh temporary file beside it.
  ///
  /// The temporary file is flushed, checked for stream errors, made mode 0600, synced and closed
  /// before it is renamed over the old file, so a failure at any step leaves the old file as it
  /// was. The first failure is reported; later ones are not, to keep the shell quiet.
  ///
  /// - Parameter write: Writes the whole history to a stream (`H_SAVE_FP`); returns false on failure.
  /// - Returns: Whether the new history is in place.
  @discardableResult
  func save(using write: (UnsafeMutablePointer<FILE>) -> Bool) -> Bool {
    guard !isDisabled else { return false }
    do {
      try createDirectory()
      try writeAndReplace(write)
      return true
    } catch {
      if !saveFailureReported {
        saveFailureReported = true
        warn("history: could not save to \(path) (\(error)); the previous file was left as it was")
      }
      return false
    }
  }

  // MARK: - Steps

  private func disable(_ message: String) {
    isDisabled = true
    warn("history: " + message)
  }

  /// Creates the directory and any missing parents with mode 0700, as XDG asks for state.
  private func createDirectory() throws(HistoryFileError) {
    var current = ""
    for component in directory.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) == 0 { continue }
      let code = errno
      var status = stat()
      guard code == EEXIST, stat(current, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw HistoryFileError(
          "cannot create directory \(current)", code: code == EEXIST ? ENOTDIR : code)
      }
    }
  }

  /// The size of the file at `url` (after following a symbolic link), nil when there is none;
  /// throws for anything but a regular file, before anything opens it.
  private func regularFileSize() throws(HistoryFileError) -> Int? {
    var status = stat()
    if lstat(path, &status) != 0 {
      if errno == ENOENT { return nil }
      throw HistoryFileError("cannot inspect \(path)", code: errno)
    }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard stat(path, &status) == 0, let resolved = realpath(path, nil) else {
        throw HistoryFileError("\(path) is a symbolic link to nothing usable", code: errno)
      }
      url = URL(fileURLWithPath: String(cString: resolved))
      free(resolved)
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      throw HistoryFileError("\(path) is \(describe(fileType: kind)), not a regular file")
    }
    return Int(status.st_size)
  }

  /// Whether the first line is libedit's history cookie; opens without blocking and re-checks
  /// the type on the open descriptor in case the path changed since `lstat`.
  private func startsWithHistoryCookie() throws(HistoryFileError) -> Bool {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw HistoryFileError("cannot read \(path)", code: errno) }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw HistoryFileError("\(path) is not a regular file")
    }
    let cookie = Array("_HiStOrY_V2_\n".utf8)
    var buffer = [UInt8](repeating: 0, count: cookie.count)
    let count = read(fd, &buffer, buffer.count)
    guard count >= 0 else { throw HistoryFileError("cannot read \(path)", code: errno) }
    return buffer[..<count].elementsEqual(cookie)
  }

  private func moveForeignFileAside() throws(HistoryFileError) {
    let stamp = Self.timestamp(now())
    var target = url.deletingLastPathComponent()
      .appendingPathComponent("\(url.lastPathComponent).foreign-\(stamp)").path
    var suffix = 2
    var status = stat()
    while lstat(target, &status) == 0 {
      target =
        url.deletingLastPathComponent()
        .appendingPathComponent("\(url.lastPathComponent).foreign-\(stamp)-\(suffix)").path
      suffix += 1
    }
    guard rename(path, target) == 0 else {
      throw HistoryFileError(
        "\(path) is not a sudoku-academy history and could not be moved aside",
        code: errno)
    }
    warn(
      "history: \(path) was not written by sudoku-academy; it was kept as "
        + "\(URL(fileURLWithPath: target).lastPathComponent) and a new history started")
  }

  private func writeAndReplace(
    _ write: (UnsafeMutablePointer<FILE>) -> Bool
  ) throws(HistoryFileError) {
    var template = Array((directory + "/.\(url.lastPathComponent).tmp-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw HistoryFileError("cannot create a temporary file", code: errno) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let file = fdopen(fd, "w") else {
      let code = errno
      close(fd)
      unlink(temporary)
      throw HistoryFileError("fdopen", code: code)
    }
    var failure: HistoryFileError?
    errno = 0
    if !write(file) {
      failure = HistoryFileError("writing failed", code: errno == 0 ? EIO : errno)
    } else if fflush(file) != 0 || ferror(file) != 0 {
      failure = HistoryFileError("writing failed", code: errno == 0 ? EIO : errno)
    } else if fchmod(fd, 0o600) != 0 {
      failure = HistoryFileError("fchmod", code: errno)
    } else if fsync(fd) != 0 {
      failure = HistoryFileError("fsync", code: errno)
    }
    if fclose(file) != 0, failure == nil {
      failure = HistoryFileError("close", code: errno)
    }
    if failure == nil, rename(temporary, path) != 0 {
      failure = HistoryFileError("rename", code: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// `20261130-091500` in local time: sorts by time and reads at a glance.
  static func timestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// A failed step with the system's reason, worded for the end of a sentence.
struct HistoryFileError: Error, CustomStringConvertible {
  var description: String

  init(_ what: String, code: Int32? = nil) {
    if let code {
      description = "\(what): \(String(cString: strerror(code)))"
    } else {
      description = what
    }
  }
}

private func describe(fileType: mode_t) -> String {
  switch fileType {
  case S_IFIFO: "a FIFO"
  case S_IFCHR: "a character device"
  case S_IFBLK: "a block device"
  case S_IFDIR: "a directory"
  case S_IFSOCK: "a socket"
  default: "a special file"
  }
}
