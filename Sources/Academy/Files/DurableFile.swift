import CSignalCleanup
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the program's own files — the progress file, the shell history, the study save — and
/// the few POSIX steps that keep it whole.
///
/// Every file the program writes goes through here, so the rules cannot drift apart:
/// - **Only a regular file is ever opened.** The path is examined with `stat` before anything opens
///   it and re-checked with `fstat` on a descriptor opened with `O_NONBLOCK`, so a directory, FIFO,
///   socket or device is reported (`DurableFileError.Reason.notRegularFile`) without blocking and is
///   never renamed or written.
/// - **Symbolic links are followed for the data.** The temp file and the rename happen beside the
///   link's final target (`target()`), so a link stays a link and its target gets the new content.
///   The lock is `<path>.lock` beside the path *as given*, so nothing is created beside a file
///   elsewhere that a link points at. The lock itself is never a link: it is opened with
///   `O_NOFOLLOW`, and a link at `<path>.lock` is refused (`Reason.linkedLock`), as opening one
///   with `O_CREAT` would create the file it names, wherever that is.
/// - **Reading needs no lock and creates nothing**: a writer replaces the file by renaming a
///   complete temp file over it, so a reader sees either the old or the new file, never half of one.
///   A file over `maximumSize` is refused before it is read (`Reason.tooLarge`).
/// - **Writing** happens under an exclusive `flock` on `<path>.lock` (a lock on the data file
///   itself would be lost when the new file is renamed over it): write a temp file with a name of
///   its own (`<target>.tmp-<pid>-<random>`, created with `O_EXCL`, so no file of the user's is
///   ever truncated or removed), fsync it, rename it over the target, fsync the directory.
/// - **Keeping aside** (renaming a damaged file to `<target>.<tag>-20261130T080000Z`) is only for
///   the caller to decide — it is for files that are ours — and also happens under the lock. It
///   is refused for a path that is a symbolic link (`Reason.symbolicLink`): a file in our folder is
///   ours, a file a link in our folder points at is not.
public struct DurableFile: Sendable {
  /// The path as given (it may be a symbolic link).
  public let path: String
  /// Permission bits for a new file and its lock; an existing file keeps its own.
  public let mode: mode_t
  /// The largest file `read()` reads, in bytes; nil for no limit.
  public let maximumSize: Int?

  /// The most a progress file or study save may hold: far above any real one (a few kilobytes),
  /// and small enough that a file made huge by hand is refused before it costs time or memory.
  public static let largestDataFile = 1 << 20

  public init(path: String, mode: mode_t = 0o644, maximumSize: Int? = nil) {
    self.path = path
    self.mode = mode
    self.maximumSize = maximumSize
  }

  // MARK: - Where our files live

  /// An XDG base directory the program keeps files in.
  public enum BaseDirectory: Sendable {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: the progress file and the study save.
    case data
    /// `$XDG_STATE_HOME`, else `~/.local/state`: the shell history.
    case state
  }

  /// The program's folder in `base`: `$XDG_DATA_HOME/sudoku-academy`, or
  /// `$HOME/.local/share/sudoku-academy` when the variable is unset, empty or relative (the XDG
  /// rule). Without a usable `HOME` the home directory comes from the password database.
  public static func folder(_ base: BaseDirectory, environment: [String: String]) -> URL {
    let (variable, fallback) =
      switch base {
      case .data: ("XDG_DATA_HOME", ".local/share")
      case .state: ("XDG_STATE_HOME", ".local/state")
      }
    let root: String
    if let value = environment[variable], value.hasPrefix("/") {
      root = value
    } else {
      let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordHome()
      root = (home as NSString).appendingPathComponent(fallback)
    }
    return URL(fileURLWithPath: root, isDirectory: true)
      .appendingPathComponent("sudoku-academy", isDirectory: true)
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

  // MARK: - Looking

  /// The path after following symbolic links to their end: where the data lives, and beside which
  /// the lock, the temp file and a kept-aside file go. A link to nothing yet resolves to the path
  /// the link names, so the first save creates the link's target.
  public func target() throws(DurableFileError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      if lstat(current, &status) != 0 {
        // Nothing there (perhaps no directory either): the path is where a file would go.
        if errno == ENOENT || errno == ENOTDIR { return current }
        throw DurableFileError(
          Language.current.fileWords.examining(current), path: current)
      }
      guard status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else {
        throw DurableFileError(
          Language.current.fileWords.readingLink(current),
          path: current)
      }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination
        : (Self.directory(of: current) as NSString).appendingPathComponent(destination)
    }
    throw DurableFileError(
      Language.current.fileWords.followingLinks(from: path),
      path: path, code: ELOOP)
  }

  /// The file's contents, or nil when there is no file (nor its directory); never blocks and never
  /// creates anything.
  ///
  /// - Throws: `.notRegularFile` for anything but a regular file (checked before it is opened and
  ///   again on the open descriptor), `.tooLarge` for a file over `maximumSize` (checked before
  ///   reading, and again while reading in case it grows), or the failed step with `errno`.
  public func read() throws(DurableFileError) -> [UInt8]? {
    let target = try target()
    var status = stat()
    guard stat(target, &status) == 0 else {
      // ENOTDIR: a file stands where a directory on the way should be, so there is no file.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw DurableFileError(
        Language.current.fileWords.examining(target), path: target)
    }
    try Self.requireRegular(status, at: target)
    let fd = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw DurableFileError(
        Language.current.fileWords.reading(target), path: target)
    }
    defer { close(fd) }
    guard fstat(fd, &status) == 0 else {
      throw DurableFileError(
        Language.current.fileWords.reading(target), path: target)
    }
    try Self.requireRegular(status, at: target)
    if let maximumSize, Int(status.st_size) > maximumSize {
      throw DurableFileError(tooLarge: target, size: Int(status.st_size), limit: maximumSize)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw DurableFileError(
          Language.current.fileWords.reading(target), path: target)
      }
      bytes += chunk[..<count]
      if let maximumSize, bytes.count > maximumSize {
        throw DurableFileError(tooLarge: target, size: bytes.count, limit: maximumSize)
      }
    }
  }

  // MARK: - Preparing to write

  /// Removes temp files left beside the target by a process of ours that died mid-save: only a
  /// name of exactly our pattern (`<target>.tmp-<pid>-<hex>`), a regular file of this user's,
  /// whose pid is no longer running. Anything else — a user's `progress.json.tmp`, a live
  /// shell's temp file — is left alone. Returns the names removed.
  @discardableResult
  public func removeStaleTemporaries() -> [String] {
    guard let target = try? target() else { return [] }
    let directory = Self.directory(of: target)
    let prefix = (target as NSString).lastPathComponent + ".tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    var removed: [String] = []
    for name in names where name.hasPrefix(prefix) {
      let parts = name.dropFirst(prefix.count).split(
        separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, String(pid) == parts[0],
        pid != getpid(), !parts[1].isEmpty, parts[1].count <= 16,
        parts[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase })
      else { continue }
      // Still running (or not ours to signal): perhaps another shell's save in progress.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = (directory as NSString).appendingPathComponent(name)
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        status.st_uid == geteuid()
      else { continue }
      if unlink(path) == 0 { removed.append(name) }
    }
    return removed
  }

  /// Creates the directory that holds the target, and any missing parents, with `mode` (`mkdir -p`).
  public func createDirectory(mode: mode_t) throws(DurableFileError) {
    try Self.makeDirectories(Self.directory(of: try target()), mode: mode)
  }

  private static func makeDirectories(_ path: String, mode: mode_t) throws(DurableFileError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw DurableFileError(
          Language.current.fileWords.creatingDirectory(path), path: path,
          code: ENOTDIR)
      }
      return
    }
    guard errno == ENOENT else {
      throw DurableFileError(
        Language.current.fileWords.creatingDirectory(path), path: path)
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeDirectories(parent, mode: mode) }
    guard mkdir(path, mode) == 0 || errno == EEXIST else {
      throw DurableFileError(
        Language.current.fileWords.creatingDirectory(path), path: path)
    }
  }

  /// How long `lock()` waits for another holder by default: a save takes milliseconds, so a lock
  /// held this long is held by a shell that is stopped (Ctrl-Z) or stuck.
  public static let lockWait: TimeInterval = 5

  /// Takes the exclusive lock that every change to the file happens under, waiting at most `wait`
  /// seconds for another holder (another shell) to finish; creates the lock file `<path>.lock`
  /// when needed, beside the path as given (for a link, in the link's folder, not beside a file
  /// elsewhere). The holder writes its pid into the lock file, so a wait that runs out can say
  /// whose lock it is.
  ///
  /// Each call opens its own file description, so two holders in one process exclude each other
  /// just as two processes do.
  ///
  /// - Throws: `.heldElsewhere(pid:)` when the lock is still held after `wait` seconds (a shell
  ///   stopped with Ctrl-Z used to make the next save wait forever), or the failed step.
  public func lock(waitingAtMost wait: TimeInterval = lockWait) throws(DurableFileError) -> FileLock
  {
    guard let lock = try takeLock(wait: max(wait, 0)) else {
      let lockPath = path + ".lock"
      throw DurableFileError(held: lockPath, pid: Self.holder(of: lockPath), waited: wait)
    }
    return lock
  }

  /// Takes the lock if no one holds it; nil when another holder (a second shell with the same
  /// study save open) has it.
  public func tryLock() throws(DurableFileError) -> FileLock? {
    try takeLock(wait: nil)
  }

  /// The pid the lock's holder wrote into it, if it is a running process.
  static func holder(of lockPath: String) -> Int32? {
    let fd = open(lockPath, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress, $0.count) }
    guard count > 0,
      let pid = Int32(
        String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines)),
      pid > 0, kill(pid, 0) == 0 || errno == EPERM
    else { return nil }
    return pid
  }

  /// Takes the lock, waiting at most `wait` seconds (nil: not at all); nil when it is still held.
  private func takeLock(wait: TimeInterval?) throws(DurableFileError) -> FileLock? {
    let target = try target()
    // Nothing is created beside a directory, FIFO, socket or device.
    var status = stat()
    if stat(target, &status) == 0 { try Self.requireRegular(status, at: target) }
    let lockPath = path + ".lock"
    // A link at the lock path would make `O_CREAT` create its target, a file outside our folder:
    // the lock is never followed (`O_NOFOLLOW`), and a link there is refused by name.
    if lstat(lockPath, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      throw DurableFileError(linkedLock: lockPath)
    }
    let fd = open(
      lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, mode)
    guard fd >= 0 else {
      // A link made between the `lstat` and the `open`.
      if errno == ELOOP { throw DurableFileError(linkedLock: lockPath) }
      throw DurableFileError(
        Language.current.fileWords.openingLockFile(lockPath),
        path: lockPath)
    }
    do throws(DurableFileError) {
      guard fstat(fd, &status) == 0 else {
        throw DurableFileError(
          Language.current.fileWords.openingLockFile(lockPath),
          path: lockPath)
      }
      try Self.requireRegular(status, at: lockPath)
      // Polled, not a blocking flock: a holder stopped with Ctrl-Z must not stop this shell too.
      let deadline = Date().addingTimeInterval(wait ?? 0)
      while flock(fd, LOCK_EX | LOCK_NB) != 0 {
        if errno == EINTR { continue }
        guard errno == EWOULDBLOCK else {
          throw DurableFileError(
            Language.current.fileWords.locking(lockPath), path: lockPath)
        }
        if Date() >= deadline {
          close(fd)
          return nil
        }
        usleep(20_000)
      }
      // Whose lock it is, for a shell that waits in vain (best effort: a lock works without it).
      let pid = Array("\(getpid())\n".utf8)
      if ftruncate(fd, 0) == 0 {
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
      }
    } catch {
      close(fd)
      throw error
    }
    return FileLock(fd: fd, path: path, target: target, mode: mode)
  }

  // MARK: - Helpers

  static func directory(of path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }

  static func requireRegular(_ status: stat, at path: String) throws(DurableFileError) {
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let found: FileKind =
        switch kind {
        case S_IFDIR: .directory
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .special
        }
      throw DurableFileError(notRegular: path, kind: Language.current.fileWords.kind(found))
    }
  }

  /// `20261130T080000Z`: UTC, sorts by time, safe in a file name.
  public static func stamp(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted))
  }
}

/// `read(2)`, under a name `DurableFile.read()` does not hide.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The `write(2)` call used for a file's bytes, replaceable so tests can make it fail.
///
/// Returns the number of bytes written, or -1 with `errno` set.
public typealias WriteCall = @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

public let systemWrite: WriteCall = { fd, bytes in write(fd, bytes.baseAddress, bytes.count) }

/// The exclusive lock on one durable file, and the two changes made only while holding it:
/// replacing the file and keeping it aside. Released by `release()` or when the value goes away.
public final class FileLock {
  private var fd: Int32
  /// The file's path as given (perhaps a symbolic link).
  public let path: String
  /// The file the lock guards, symbolic links followed.
  public let target: String
  private let mode: mode_t

  init(fd: Int32, path: String, target: String, mode: mode_t) {
    self.fd = fd
    self.path = path
    self.target = target
    self.mode = mode
  }

  deinit { release() }

  public func release() {
    guard fd >= 0 else { return }
    flock(fd, LOCK_UN)
    close(fd)
    fd = -1
  }

  /// Replaces the file with `bytes` so that its path always names either the old complete file or
  /// the new one: write a temp file beside the target, fsync it, rename it over the target, fsync
  /// the directory.
  ///
  /// The temp file's name is this process's own (`<target>.tmp-<pid>-<random>`, created with
  /// `O_EXCL`): an existing file is never opened, truncated or removed, whatever its name. On
  /// failure the temp file is removed and the old file is left as it was. An existing file's
  /// permission bits carry over to the new one.
  public func replace(with bytes: [UInt8], write: WriteCall = systemWrite) throws(DurableFileError)
  {
    try replace { fd, temporary throws(DurableFileError) in
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes {
          write(fd, UnsafeRawBufferPointer(rebasing: $0[offset...]))
        }
        if count < 0 {
          if errno == EINTR { continue }
          throw DurableFileError(
            Language.current.fileWords.writing(temporary), path: temporary)
        }
        offset += count
      }
    }
  }

  /// Replaces the file, as `replace(with:write:)` does, with what `fill` writes to the temp file's
  /// descriptor (for a writer that needs a stream, like libedit's `H_SAVE_FP`). `fill` gets the
  /// descriptor and the temp file's path, and must not close the descriptor.
  ///
  /// The mode is set again after `fill`, as a writer may change it (libedit's `H_SAVE_FP` makes
  /// its file 0600): the file keeps the bits it had.
  public func replace(
    filling fill: (_ fd: Int32, _ temporary: String) throws(DurableFileError) -> Void
  ) throws(DurableFileError) {
    var status = stat()
    let existingMode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
    // While the temp file is on disk under its name, SIGHUP or SIGTERM removes it before the
    // process ends (`CSignalCleanup`): a closed terminal leaves no `.tmp-` file behind.
    let (fd, temporary, slot) = try createTemporary(mode: existingMode ?? mode)
    defer { csc_temp_end(slot) }
    do throws(DurableFileError) {
      try fill(fd, temporary)
      // Also restores bits the umask took from the new file.
      if let existingMode, fchmod(fd, existingMode) != 0 {
        throw DurableFileError(
          Language.current.fileWords.settingMode(of: temporary),
          path: temporary)
      }
      guard fsync(fd) == 0 else {
        throw DurableFileError(
          Language.current.fileWords.syncing(temporary), path: temporary
        )
      }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard close(fd) == 0 else {
      let error = DurableFileError(
        Language.current.fileWords.closing(temporary), path: temporary)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let error = DurableFileError(
        Language.current.fileWords.renaming(temporary, to: target), path: target)
      unlink(temporary)
      throw error
    }
    // The new file is in place; a failure here means only that it may not survive a power cut,
    // which is still reported, as the caller cannot promise the data was saved.
    try syncDirectory()
    CrashPoint.replaced()
  }

  /// A new temp file beside the target with a name no one else uses: the process id and random
  /// hex, created with `O_EXCL` (a name that exists is never reused, and nothing is removed to
  /// make room).
  /// Created and recorded for the signal handlers in one step (`csc_temp_create`): the descriptor,
  /// the name and the record's slot.
  private func createTemporary(
    mode: mode_t
  ) throws(DurableFileError) -> (fd: Int32, path: String, slot: Int32) {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let suffix = String(generator.next() as UInt64, radix: 16)
      let temporary = "\(target).tmp-\(getpid())-\(suffix)"
      var slot: Int32 = -1
      let fd = csc_temp_create(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode, &slot)
      if fd >= 0 { return (fd, temporary, slot) }
      guard errno == EEXIST else {
        throw DurableFileError(
          Language.current.fileWords.creating(temporary), path: temporary)
      }
    }
    let temporary = "\(target).tmp-\(getpid())"
    throw DurableFileError(
      Language.current.fileWords.creatingTemporary(temporary), path: temporary, code: EEXIST)
  }

  /// Renames the file (one that is ours but cannot be used) to `<target>.<tag>-20261130T080000Z`,
  /// with `-2`, `-3`… if that name is taken; returns the new name (without its directory).
  ///
  /// - Throws: `.symbolicLink` when the path given is a link: the file it points at is somewhere
  ///   else, not ours to move, and is left as it is.
  public func keepAside(tag: String, now: Date) throws(DurableFileError) -> String {
    var linkStatus = stat()
    if lstat(path, &linkStatus) == 0, linkStatus.st_mode & S_IFMT == S_IFLNK {
      throw DurableFileError(link: path, target: target)
    }
    let base = "\(target).\(tag)-\(DurableFile.stamp(now))"
    var kept = base
    var number = 1
    var status = stat()
    while lstat(kept, &status) == 0 {
      number += 1
      kept = "\(base)-\(number)"
    }
    let name = (kept as NSString).lastPathComponent
    guard rename(target, kept) == 0 else {
      throw DurableFileError(
        Language.current.fileWords.renamingAside(to: name),
        path: target)
    }
    // If a crash undid the rename the file would simply be kept aside again next time.
    try? syncDirectory()
    return name
  }

  private func syncDirectory() throws(DurableFileError) {
    let directory = DurableFile.directory(of: target)
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw DurableFileError(
        Language.current.fileWords.openingDirectory(directory),
        path: directory)
    }
    defer { close(fd) }
    guard fsync(fd) == 0 else {
      throw DurableFileError(
        Language.current.fileWords.syncingDirectory(directory),
        path: directory)
    }
  }
}

/// A failed step on a durable file, worded for the end of a sentence.
public struct DurableFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the step failed.
  public enum Reason: Hashable, Sendable {
    /// The path names something other than a regular file: `a directory`, `a FIFO`, `a socket`,
    /// `a character device`…; it was neither opened for reading nor written.
    case notRegularFile(kind: String)
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The file is over the size the caller reads (`DurableFile.maximumSize`); it was not read.
    case tooLarge(size: Int, limit: Int)
    /// The path is a symbolic link to `target`, a file elsewhere that is not ours to move.
    case symbolicLink(target: String)
    /// The lock is held by another process (`pid`, when it wrote it) past the wait.
    case heldElsewhere(pid: Int32?, seconds: Int)
    /// The lock path (`<path>.lock`) is a symbolic link: it is never followed, so nothing is
    /// created where it points, and nothing is saved.
    case linkedLock
  }

  /// What was being done: `creating directory /x`, `writing /x/progress.json.tmp`.
  public var action: String
  /// The path the step was about.
  public var path: String
  public var reason: Reason

  /// A failed system call; captures `errno` unless `code` is given.
  public init(_ action: String, path: String, code: Int32 = errno) {
    self.action = action
    self.path = path
    self.reason = .system(code)
  }

  init(notRegular path: String, kind: String) {
    self.action = Language.current.fileWords.opening(path)
    self.path = path
    self.reason = .notRegularFile(kind: kind)
  }

  init(tooLarge path: String, size: Int, limit: Int) {
    self.action = Language.current.fileWords.reading(path)
    self.path = path
    self.reason = .tooLarge(size: size, limit: limit)
  }

  init(link path: String, target: String) {
    self.action = Language.current.fileWords.keepingAside(path)
    self.path = path
    self.reason = .symbolicLink(target: target)
  }

  init(held path: String, pid: Int32?, waited: TimeInterval) {
    self.action = Language.current.fileWords.locking(path)
    self.path = path
    self.reason = .heldElsewhere(pid: pid, seconds: max(1, Int(waited.rounded(.up))))
  }

  init(linkedLock path: String) {
    self.action = Language.current.fileWords.openingLinkedLock(path)
    self.path = path
    self.reason = .linkedLock
  }

  /// `creating directory /x: Not a directory`, or `/x is a FIFO, not a regular file`; in
  /// Portuguese `/x é um FIFO, não um ficheiro normal` (the system's own words, `strerror`, stay
  /// as the system gives them).
  public var description: String { Language.current.fileWords.describe(self) }

  /// `1 MB`, `100 MB`, `812 bytes`: a size for a message.
  public static func bytes(_ count: Int) -> String {
    count >= 1 << 20
      ? "\(count >> 20) MB" : count >= 1 << 10 ? "\(count >> 10) KB" : "\(count) bytes"
  }
}
