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
/// The file is a `DurableFile`: only a regular file is opened, symbolic links are followed, reading
/// locks and creates nothing, and `apply(_:)` takes the lock, re-reads the file, applies the delta
/// and replaces the file atomically. So two shells that each add a step from 2 end at 4, and the
/// file on disk is always either the old or the new complete JSON, even if the process is killed
/// mid-write.
///
/// What is done with a file that cannot be used depends on whose it is:
/// - a regular file that is not a progress file (not JSON, the wrong shape, a number out of range)
///   at the **default path** (`ownsPath`, inside our own XDG folder) is ours: it is renamed aside to
///   `progress.json.corrupt-20261130T080000Z` and progress starts afresh;
/// - the same at a path the learner **gave** is left exactly where it is: `open()` refuses it
///   (the shell does not start), and a save that finds it goes on in memory;
/// - a directory, FIFO, socket or device is never opened, renamed or written: `open()` refuses it;
/// - the same at the default path reached through a symbolic link is not ours (the file is
///   elsewhere): `DurableFile` refuses to keep it aside, it is left untouched and the session runs
///   in memory;
/// - a file of a newer version, one over 1 MB, or one that cannot be read, is left untouched and
///   the session runs in memory;
/// - when the file cannot be saved (the directory cannot be created, the lock, write or rename
///   fails, the disk is full) the old file stays as it was and the session goes on in memory.
///
/// Each of these is reported once, as one line, through the `warnings` callback or as the error
/// `open()` throws; the store itself never prints. Safe to share between threads: calls are
/// serialised, and each save takes the file lock.
public final class ProgressStore: @unchecked Sendable {
  /// The progress file, as given.
  public let url: URL
  /// Whether the path is our own (the default one): a damaged file there is kept aside.
  public let ownsPath: Bool

  private let file: DurableFile
  private let warnings: @Sendable (String) -> Void
  private let now: @Sendable () -> Date
  private let write: WriteCall

  /// Guards the two properties below; `@unchecked Sendable` rests on it.
  private let mutex = NSLock()
  /// The progress last read from or written to the file, the base if saving starts to fail.
  private var lastKnown: ProgressState?
  /// Set once saving has failed: from then on, the session's progress lives only here.
  private var inMemory: ProgressState?
  /// Changes not saved yet because another shell held the lock past the wait (a shell stopped
  /// with Ctrl-Z): kept in memory and saved with the next change, or at the end, once it lets go.
  private var pending: [ProgressDelta] = []
  /// How long a save waits for the lock; a retry of pending changes waits `retryWait`.
  private let lockWait: TimeInterval
  private static let retryWait: TimeInterval = 0.2

  /// A store for the progress file at `url`; nothing is read or created until used.
  ///
  /// - Parameters:
  ///   - ownsPath: true for the default path in our own folder, where a damaged file may be kept
  ///     aside; false for a path the learner gave, where nothing but a progress file is touched.
  ///   - warnings: called with each one-line message about the file (a damaged file kept aside,
  ///     progress that cannot be saved), never while the file is locked.
  public convenience init(
    url: URL, ownsPath: Bool = false, warnings: @escaping @Sendable (String) -> Void
  ) {
    self.init(
      url: url, ownsPath: ownsPath, warnings: warnings, now: { Date() }, write: systemWrite)
  }

  /// - Parameters:
  ///   - now: the clock used to name a file kept aside.
  ///   - write: the `write(2)` call for the file's bytes, so tests can make it fail.
  ///   - lockWait: how long a save waits for another shell's lock before it keeps the change in
  ///     memory and says whose lock it is.
  init(
    url: URL, ownsPath: Bool, warnings: @escaping @Sendable (String) -> Void,
    now: @escaping @Sendable () -> Date, write: @escaping WriteCall,
    lockWait: TimeInterval = DurableFile.lockWait
  ) {
    self.lockWait = lockWait
    self.url = url
    self.ownsPath = ownsPath
    self.file = DurableFile(path: url.path, maximumSize: DurableFile.largestDataFile)
    self.warnings = warnings
    self.now = now
    self.write = write
  }

  /// `$XDG_DATA_HOME/sudoku-academy/progress.json`, or `$HOME/.local/share/sudoku-academy/progress.json`
  /// when `XDG_DATA_HOME` is unset, empty or relative (the XDG Base Directory rule).
  public static func defaultURL(environment: [String: String]) -> URL {
    DurableFile.folder(.data, environment: environment)
      .appendingPathComponent("progress.json", isDirectory: false)
  }

  private var path: String { url.path }

  // MARK: - Reading

  /// The progress on file, changing nothing on disk (no lock file, no directory, nothing renamed):
  /// what the read-only `progress` subcommand shows. No file, or an empty one, is no progress.
  ///
  /// - Throws: `ProgressStoreError`, one line naming the file and its problem.
  public func read() throws(ProgressStoreError) -> ProgressState {
    let bytes: [UInt8]?
    do {
      bytes = try file.read()
    } catch {
      throw ProgressStoreError(refusal(error))
    }
    do {
      return try ProgressState(fileBytes: bytes ?? [])
    } catch {
      throw ProgressStoreError(
        Language.current.progressFileWords.unreadNothingChanged(path, problem: error.phrase))
    }
  }

  /// The progress to start a shell session with; what is wrong with the file decides whether the
  /// session can start at all.
  ///
  /// A damaged file at our own path is kept aside (reported) and progress starts afresh; a newer
  /// version or an unreadable file is left alone and the session runs in memory (reported).
  ///
  /// - Throws: `ProgressStoreError` when the path is not a regular file, or is a file at a path the
  ///   learner gave that is not a progress file; it was left exactly as it was, and the message
  ///   says how to go on.
  public func open() throws(ProgressStoreError) -> ProgressState {
    let (result, messages) = mutex.withLock {
      () -> (Result<ProgressState, ProgressStoreError>, [String]) in
      var messages: [String] = []
      if let inMemory { return (.success(inMemory), messages) }
      file.removeStaleTemporaries()
      do throws(ProgressStoreError) {
        return (.success(try readForStart(messages: &messages)), messages)
      } catch {
        return (.failure(error), messages)
      }
    }
    messages.forEach(warnings)
    return try result.get()
  }

  /// Whether this session's progress lives only in memory (the file could not be used or saved,
  /// which was reported): a change now is not kept for a later session.
  public var keepsProgressInMemory: Bool { mutex.withLock { inMemory != nil } }

  /// Like `open()`, but a refusal is reported as a warning and the session goes on in memory:
  /// for a store used without the shell's start-up check.
  public func load() -> ProgressState {
    do {
      return try open()
    } catch {
      let state = mutex.withLock {
        let state = inMemory ?? lastKnown ?? .empty
        inMemory = state
        return state
      }
      warnings(error.message + " " + Self.inMemoryForSession)
      return state
    }
  }

  /// Under the mutex: the first read of a session.
  private func readForStart(messages: inout [String]) throws(ProgressStoreError) -> ProgressState {
    let bytes: [UInt8]?
    do {
      bytes = try file.read()
    } catch {
      if case .notRegularFile = error.reason { throw ProgressStoreError(refusal(error)) }
      return goInMemory(
        from: .empty,
        message: Language.current.progressFileWords.cannotReadInMemory(path, error: "\(error)"),
        messages: &messages)
    }
    let problem: ProgressFileProblem
    do {
      let state = try ProgressState(fileBytes: bytes ?? [])
      lastKnown = state
      return state
    } catch {
      if case .newerVersion = error {
        return goInMemory(
          from: .empty,
          message: leftAsItIs(error), messages: &messages)
      }
      guard ownsPath else {
        throw ProgressStoreError(
          Language.current.progressFileWords.leftWhereItIs(path, problem: error.phrase))
      }
      problem = error
    }
    // Ours and damaged: keep it aside under the lock (a writer may have replaced it meanwhile).
    do {
      let lock: FileLock
      do {
        lock = try file.lock()
      } catch {
        // A folder we cannot write in: the line names the damage, not only the lock.
        throw SaveFailure.keepAside(problem, error)
      }
      defer { lock.release() }
      let state = try readForUpdate(lock, messages: &messages)
      lastKnown = state
      return state
    } catch {
      return failedSave(error, applying: nil, messages: &messages)
    }
  }

  // MARK: - Saving

  /// Applies `delta` to the progress on file and saves the result; returns the new progress.
  ///
  /// Once saving has failed in this session, the delta is applied to the in-memory progress only.
  @discardableResult
  public func apply(_ delta: ProgressDelta) -> ProgressState { apply([delta]) }

  /// Applies `deltas` in order under one lock and one write: a drill's several changes (its
  /// result, its time, its review) are saved together or not at all.
  @discardableResult
  public func apply(_ deltas: [ProgressDelta]) -> ProgressState { change(deltas).after }

  /// The progress just before and just after a change: `before` is what the file held under the
  /// lock, so the difference is what these deltas did, whatever another shell saved meanwhile.
  public struct Change: Hashable, Sendable {
    public let before: ProgressState
    public let after: ProgressState
  }

  /// Applies `deltas` as `apply(_:)` does, and returns the progress before and after them: a
  /// session counts the mastery steps its own answers made from this.
  public func change(_ deltas: [ProgressDelta]) -> Change {
    let (change, messages) = mutex.withLock { () -> (Change, [String]) in
      var messages: [String] = []
      if let inMemory {
        let next = inMemory.applying(deltas)
        self.inMemory = next
        return (Change(before: inMemory, after: next), messages)
      }
      do {
        try file.createDirectory(mode: 0o755)
        let lock = try file.lock(waitingAtMost: pending.isEmpty ? lockWait : Self.retryWait)
        defer { lock.release() }
        // Changes kept while another shell held the lock go first, in the order they were made.
        let current = try readForUpdate(lock, messages: &messages).applying(pending)
        let next = current.applying(deltas)
        try lock.replace(with: Array(next.fileText.utf8), write: write)
        lastKnown = next
        if !pending.isEmpty {
          pending = []
          messages.append(Language.current.progressFileWords.freeAgain(path))
        }
        return (Change(before: current, after: next), messages)
      } catch let error as DurableFileError {
        guard case .heldElsewhere = error.reason else {
          let before = savedBase()
          let next = failedSave(error, applying: deltas, messages: &messages)
          return (Change(before: before, after: next), messages)
        }
        let before = savedBase().applying(pending)
        if pending.isEmpty {
          messages.append(Language.current.progressFileWords.heldElsewhere(path, error: "\(error)"))
        }
        pending += deltas
        return (Change(before: before, after: before.applying(deltas)), messages)
      } catch {
        let before = savedBase()
        let next = failedSave(error, applying: deltas, messages: &messages)
        return (Change(before: before, after: next), messages)
      }
    }
    messages.forEach(warnings)
    return change
  }

  // MARK: - Under the lock

  /// The file's progress, read under the lock; a damaged file at our own path is renamed aside (and
  /// reported) and empty progress is returned in its place.
  private func readForUpdate(
    _ lock: FileLock, messages: inout [String]
  ) throws(SaveFailure) -> ProgressState {
    let bytes: [UInt8]?
    do {
      bytes = try file.read()
    } catch {
      throw .file(error)
    }
    do {
      return try ProgressState(fileBytes: bytes ?? [])
    } catch {
      switch DamagedFile.setAside(
        under: lock, ownsPath: ownsPath, isNewerVersion: error.isNewerVersion, now: now())
      {
      case .keptAside(let kept):
        messages.append(
          Language.current.progressFileWords.keptAside(path, problem: error.phrase, as: kept))
        return .empty
      case .notOurs, .newerVersion: throw .unusable(error)
      case .failed(let failure): throw .keepAside(error, failure)
      }
    }
  }

  /// Switches the session to in-memory progress after a failed save, with the one line saying so.
  private func failedSave(
    _ error: any Error, applying deltas: [ProgressDelta]?, messages: inout [String]
  ) -> ProgressState {
    let base = savedBase()
    let state = deltas.map { base.applying($0) } ?? base
    let message: String
    switch error as? SaveFailure {
    case .keepAside(let problem, let failure):
      message = Language.current.progressFileWords.cannotKeepAside(
        path, problem: problem.phrase, error: "\(failure)")
    case .unusable(let problem):
      message = leftAsItIs(problem)
    case .file, nil:
      let cause: any Error =
        if case .file(let inner) = error as? SaveFailure { inner } else { error }
      message = Language.current.progressFileWords.cannotSave(path, error: "\(cause)")
    }
    return goInMemory(from: state, message: message, messages: &messages)
  }

  /// Saves the changes kept in memory while another shell held the lock, waiting for it as a
  /// save does; called when the session ends. Says so when they could not be saved.
  public func savePending() {
    let waiting = mutex.withLock { !pending.isEmpty && inMemory == nil }
    guard waiting else { return }
    let unsaved = mutex.withLock { () -> String? in
      do {
        let lock = try file.lock(waitingAtMost: lockWait)
        defer { lock.release() }
        var messages: [String] = []
        let next = try readForUpdate(lock, messages: &messages).applying(pending)
        try lock.replace(with: Array(next.fileText.utf8), write: write)
        lastKnown = next
        pending = []
        return nil
      } catch {
        pending = []
        return "\(error)"
      }
    }
    guard let cause = unsaved else { return }
    warnings(Language.current.progressFileWords.pendingNotSaved(path, error: cause))
  }

  /// What the session's progress goes on from when saving fails: the last known progress, else
  /// whatever the file holds that can be read.
  private func savedBase() -> ProgressState {
    if let lastKnown { return lastKnown }
    guard let bytes = try? file.read() else { return .empty }
    return (try? ProgressState(fileBytes: bytes)) ?? .empty
  }

  private func goInMemory(
    from state: ProgressState, message: String, messages: inout [String]
  ) -> ProgressState {
    inMemory = state
    messages.append(message)
    return state
  }

  /// `progress file <path> … ; it was left as it is and progress is kept in memory for this
  /// session.`
  private func leftAsItIs(_ problem: ProgressFileProblem) -> String {
    Language.current.progressFileWords.leftAsItIs(path, problem: problem.phrase)
  }

  /// `Progress is kept in memory for this session.`, after a refusal `load` reports.
  static var inMemoryForSession: String {
    Language.current.progressFileWords.inMemoryForSession
  }

  /// The one line for a path that cannot be opened at all.
  private func refusal(_ error: DurableFileError) -> String {
    let words = Language.current.progressFileWords
    switch error.reason {
    case .notRegularFile(let kind) where error.path != file.path + ".lock":
      return words.notAProgressFile(path, kind: kind)
    case .tooLarge(let size, let limit):
      return words.tooLarge(path, size: size, limit: DurableFileError.bytes(limit))
    default:
      return words.cannotRead(path, error: "\(error)")
    }
  }
}

/// Why the progress file cannot be used, as one line: the `progress` subcommand prints it and exits
/// 1; the shell prints it and does not start.
public struct ProgressStoreError: Error, Sendable, CustomStringConvertible {
  public var message: String

  init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Why a save under the lock did not happen.
private enum SaveFailure: Error {
  /// A step on the file failed (or the path is not a regular file).
  case file(DurableFileError)
  /// The file is not a progress file this version may overwrite, and is not ours to keep aside.
  case unusable(ProgressFileProblem)
  /// Ours and damaged, but renaming it aside failed.
  case keepAside(ProgressFileProblem, DurableFileError)
}

extension ProgressFileProblem {
  /// Whether the file was written by a newer program: it is left for that program, never kept
  /// aside or overwritten.
  fileprivate var isNewerVersion: Bool {
    if case .newerVersion = self { return true }
    return false
  }
}
