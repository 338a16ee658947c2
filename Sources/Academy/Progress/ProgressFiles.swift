import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: what was being done (`creating directory /x`) and `errno`.
struct FileOperationError: Error, Hashable, Sendable, CustomStringConvertible {
  var action: String
  var code: Int32

  /// Captures `errno` right after a failed call.
  init(_ action: String, code: Int32 = errno) {
    self.action = action
    self.code = code
  }

  /// `creating directory /x: Not a directory`
  var description: String { "\(action): \(String(cString: strerror(code)))" }
}

/// The `write(2)` call used for the progress file's bytes, replaceable so tests can fail it.
///
/// Returns the number of bytes written, or -1 with `errno` set.
typealias WriteCall = @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int

let systemWrite: WriteCall = { fd, bytes in write(fd, bytes.baseAddress, bytes.count) }

/// The few POSIX calls the progress store makes, each failing with the step and the OS's words.
///
/// Everything here works on paths and file descriptors directly: the store needs `errno` for its
/// messages, `flock`, `fsync` of a file and of its directory, and a rename that replaces the old file
/// in one step — so that the file on disk is always either the old or the new complete JSON, even
/// if the process is killed halfway.
enum ProgressFiles {
  /// What reading a file found.
  enum ReadResult {
    case absent
    case contents([UInt8])
    /// The file exists (or might) but could not be read; the `errno`.
    case failed(Int32)
  }

  static func readFile(_ path: String) -> ReadResult {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return errno == ENOENT ? .absent : .failed(errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return .contents(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      bytes += chunk[..<count]
    }
  }

  /// `mkdir -p`: creates `path` and any missing parents.
  static func makeDirectories(_ path: String) throws(FileOperationError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileOperationError("creating directory \(path)", code: ENOTDIR)
      }
      return
    }
    guard errno == ENOENT else { throw FileOperationError("creating directory \(path)") }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeDirectories(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw FileOperationError("creating directory \(path)")
    }
  }

  /// Opens (creating it if needed) the lock file at `path` and takes an exclusive `flock` on it,
  /// waiting for other holders.
  ///
  /// Each call opens its own file description, so two callers in one process exclude each other
  /// just as two processes do. Release with `unlock(_:)`.
  static func lock(_ path: String) throws(FileOperationError) -> Int32 {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileOperationError("opening lock file \(path)") }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let error = FileOperationError("locking \(path)")
        close(fd)
        throw error
      }
    }
    return fd
  }

  static func unlock(_ fd: Int32) {
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// Replaces the file at `path` with `bytes` so that the path always names either the old complete
  /// file or the new one: write `path.tmp`, fsync it, rename it over `path`, fsync the directory.
  ///
  /// The caller holds the lock, so the fixed temp name is never in use by another writer; a temp file
  /// left by a killed process is removed first. On failure the temp file is removed and the old file
  /// is left as it was.
  static func replace(
    _ path: String, with bytes: [UInt8], write: WriteCall
  ) throws(FileOperationError) {
    let temporary = path + ".tmp"
    unlink(temporary)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileOperationError("creating \(temporary)") }
    do throws(FileOperationError) {
      try writeAll(bytes, to: fd, write: write, naming: temporary)
      guard fsync(fd) == 0 else { throw FileOperationError("syncing \(temporary)") }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard close(fd) == 0 else {
      let error = FileOperationError("closing \(temporary)")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = FileOperationError("renaming \(temporary) to \(path)")
      unlink(temporary)
      throw error
    }
    // The new file is in place; a failure here means only that it may not survive a power cut,
    // which is still reported, as the caller cannot promise the progress was saved.
    try syncDirectory(of: path)
  }

  private static func writeAll(
    _ bytes: [UInt8], to fd: Int32, write: WriteCall, naming path: String
  ) throws(FileOperationError) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(fd, UnsafeRawBufferPointer(rebasing: $0[offset...]))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileOperationError("writing \(path)")
      }
      offset += count
    }
  }

  /// Makes a rename in the directory holding `path` durable.
  static func syncDirectory(of path: String) throws(FileOperationError) {
    let directory = (path as NSString).deletingLastPathComponent
    let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw FileOperationError("opening directory \(directory)") }
    defer { close(fd) }
    guard fsync(fd) == 0 else { throw FileOperationError("syncing directory \(directory)") }
  }

  /// Whether anything (file, directory, link) exists at `path`.
  ///
  /// A path that cannot be examined counts as free: renaming onto it then fails and is reported.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }
}
