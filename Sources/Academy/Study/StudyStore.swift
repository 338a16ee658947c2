import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The study save, `study.json` beside the progress file, through the durable-file component.
///
/// While a shell has a study game open it holds the save's lock (taken with `tryLock`), so a second
/// shell asking for the same game is told it is open elsewhere; every save replaces the file under
/// that lock. What is done with a file that can't be used follows the progress file's rules: a
/// damaged save at our own path (`ownsPath`) is kept aside as `study.json.corrupt-…`; at a path the
/// learner gave (`--progress`), or through a symbolic link, it is left alone and refused; a save of a
/// newer version is left for the program that wrote it; a save over 1 MB is not read; a directory,
/// FIFO, socket or device is never opened, renamed or written. Each problem is one line, in the
/// reader's language (`o ficheiro de estudo <path> está danificado: …`).
///
/// A move is made durable by `record`: one record written to the journal beside the save
/// (`study.journal`, see `StudyJournal`) with one `fdatasync`, rather than the whole save rewritten
/// with its two flushes. `save` rewrites `study.json` and empties the journal (the fold): for a new
/// game, a game that is over, a game left or quit, and whenever the journal reaches
/// `StudyJournal.foldRecords` records or `foldBytes` bytes. `claim` and `peek` read the save with
/// the journal's last whole record on it, and `claim` folds it at once. A damaged journal follows
/// the save's rules: ours, it is kept aside as `study.journal.corrupt-…` and the game goes on from
/// `study.json` (`notice` says so); a learner's, it is left alone and the game is refused.
public final class StudyStore {
  /// The save's path.
  public let url: URL
  /// Whether the folder is our own default one: a damaged save there is kept aside.
  public let ownsPath: Bool
  private let file: DurableFile
  private let now: () -> Date
  /// The lock held while this shell has the game open.
  private var held: FileLock?
  private let journalFile: DurableFile
  /// The journal open for writing records, while held (-1 when not open).
  private var journalFD: Int32 = -1
  /// The hash of `study.json` as it is on disk, while held and known: what records follow. Nil
  /// until the save has been read or written under the lock (then `record` writes the whole save).
  private var base: UInt64?
  /// The puzzle the save on disk plays (`puzzleKey`): a record of any other game is a full save.
  private var basePuzzle: String?
  /// The journal's whole records and their bytes (a torn tail is overwritten by the next record).
  private var journalRecords = 0
  private var journalSize = 0
  /// The journal's bytes before its zeros: its whole records and any torn tail.
  private var journalUsed = 0
  /// What the last `claim` has to say beside the game it gives: a damaged journal kept aside (the
  /// game goes on from `study.json`). Nil when there is nothing to say.
  public private(set) var notice: String?

  /// What is at the save's path.
  public enum Saved {
    /// No save (or an empty file).
    case none
    /// A readable save (it may be over: solved or given up).
    case game(StudyGame)
    /// Another shell has the game open.
    case openElsewhere
    /// The save can't be used; the line says what was done with it.
    case problem(String, keptAside: Bool)
  }

  public init(url: URL, ownsPath: Bool, now: @escaping () -> Date = Date.init) {
    self.url = url
    self.ownsPath = ownsPath
    self.file = DurableFile(path: url.path, maximumSize: DurableFile.largestDataFile)
    self.journalFile = DurableFile(
      path: url.deletingPathExtension().appendingPathExtension("journal").path,
      maximumSize: DurableFile.largestDataFile)
    self.now = now
  }

  /// The journal's path: `study.journal` beside `study.json`.
  public var journalURL: URL { URL(fileURLWithPath: journalFile.path) }

  /// `study.json` in the progress file's folder.
  public static func url(besideProgress progress: URL) -> URL {
    progress.deletingLastPathComponent().appendingPathComponent("study.json", isDirectory: false)
  }

  private var path: String { url.path }

  /// Whether this shell holds the save's lock.
  public var isHeld: Bool { held != nil }

  /// Takes the save's lock (if not held already) and reads the save under it.
  public func claim() -> Saved {
    if held == nil {
      do {
        try file.createDirectory(mode: 0o755)
        guard let lock = try file.tryLock() else { return .openElsewhere }
        held = lock
        file.removeStaleTemporaries()
      } catch {
        // A folder we cannot write in: a damaged save there is named as such, not only the lock.
        if case .system = error.reason, let bytes = try? file.read(), !bytes.isEmpty,
          case .failure(let problem) = Result(catching: { () throws(StudySaveProblem) in
            try StudyGame(saveData: Data(bytes))
          })
        {
          return .problem(
            Language.current.studySaveWords.cannotKeepAside(
              path, problem: problem.message, error: "\(error)"),
            keptAside: false)
        }
        return .problem(refusal(error), keptAside: false)
      }
    }
    notice = nil
    let bytes: [UInt8]?
    let journal: [UInt8]
    do {
      bytes = try file.read()
      journal = try journalFile.read() ?? []
    } catch {
      release()
      return .problem(refusal(error), keptAside: false)
    }
    guard let bytes, !bytes.isEmpty else {
      guard journal.isEmpty else { return journalProblem(.noSave, base: [], saved: nil) }
      return .none
    }
    let saved: StudyGame
    do {
      saved = try StudyGame(saveData: Data(bytes))
    } catch {
      let words = Language.current.studySaveWords
      switch DamagedFile.setAside(
        under: held, ownsPath: ownsPath, isNewerVersion: error.isNewerVersion, now: now())
      {
      case .keptAside(let kept):
        // The journal's records follow the save kept aside: they go with it.
        if !journal.isEmpty { _ = try? journalLock().keepAside(tag: DamagedFile.tag, now: now()) }
        return .problem(words.keptAside(path, problem: error.message, as: kept), keptAside: true)
      case .newerVersion:
        release()
        return .problem(words.newerSave(path, problem: error.message), keptAside: false)
      case .notOurs:
        release()
        return .problem(words.leftWhereItIs(path, problem: error.message), keptAside: false)
      case .failed(let failure):
        release()
        return .problem(
          words.cannotKeepAside(path, problem: error.message, error: "\(failure)"),
          keptAside: false)
      }
    }
    switch StudyJournal.replay(base: bytes, journal: journal) {
    case .nothing:
      // A torn record is overwritten by the next; records the save holds already are zeroed.
      adopt(base: bytes, saved, journal: journal)
      if journalSize > 0 { emptyJournal() }
      return .game(saved)
    case .damaged(let problem):
      return journalProblem(problem, base: bytes, saved: saved)
    case .latest(let record):
      let game: StudyGame
      do {
        game = try StudyGame(saveData: Data(record))
      } catch {
        return journalProblem(.notTheGame(error.message), base: bytes, saved: saved)
      }
      guard Self.puzzleKey(game) == Self.puzzleKey(saved) else {
        return journalProblem(
          .notTheGame(Language.current.studySaveWords.journalOtherPuzzle), base: bytes,
          saved: saved)
      }
      adopt(base: bytes, saved, journal: journal)
      // Folded now, off any move's path; if it fails the journal still holds the moves.
      try? save(game)
      return .game(game)
    }
  }

  /// The save at `bytes` (holding `game`) is what records follow, and the journal holds
  /// `journal`'s whole records (its torn tail, if any, is overwritten by the next record).
  private func adopt(base bytes: [UInt8], _ game: StudyGame, journal: [UInt8]) {
    base = StudyJournal.hash(bytes)
    basePuzzle = Self.puzzleKey(game)
    let used = journal.firstIndex(of: 0) ?? journal.count
    let whole = journal[..<used].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    journalSize = whole
    journalUsed = used
    journalRecords = journal[..<whole].count { $0 == 0x0A }
  }

  /// A journal that does not read: kept aside when it is ours (the game goes on from the save,
  /// and `notice` says so), else left alone and the game refused.
  private func journalProblem(
    _ problem: StudyJournalProblem, base bytes: [UInt8], saved: StudyGame?
  ) -> Saved {
    let words = Language.current.studySaveWords
    let journalPath = journalFile.path
    switch DamagedFile.setAside(
      under: held.map { _ in journalLock() }, ownsPath: ownsPath, isNewerVersion: false,
      now: now())
    {
    case .keptAside(let kept):
      let line = words.journalKeptAside(journalPath, problem: problem.message, as: kept)
      guard let saved else { return .problem(line, keptAside: true) }
      adopt(base: bytes, saved, journal: [])
      notice = line
      return .game(saved)
    case .notOurs, .newerVersion:
      release()
      return .problem(words.journalLeft(journalPath, problem: problem.message), keptAside: false)
    case .failed(let failure):
      release()
      return .problem(
        words.journalCannotKeepAside(
          journalPath, problem: problem.message, error: "\(failure)"),
        keptAside: false)
    }
  }

  /// The journal's keeping aside, under the save's lock (which guards the journal too): a
  /// `FileLock` of the journal's path that holds no descriptor of its own.
  private func journalLock() -> FileLock {
    FileLock(fd: -1, path: journalFile.path, target: journalFile.path, mode: journalFile.mode)
  }

  /// What tells one game from another: a record of another puzzle never follows a save.
  static func puzzleKey(_ game: StudyGame) -> String {
    "\(game.givens) \(game.level.rawValue) \(game.seed.map(String.init) ?? "-") "
      + "\(game.challenge.map(String.init) ?? "-")"
  }

  /// The saved game, read without taking the lock or changing anything (the welcome says a game
  /// is waiting); nil when there is none or it can't be read.
  public func peek() -> StudyGame? {
    guard let bytes = try? file.read(), !bytes.isEmpty,
      let saved = try? StudyGame(saveData: Data(bytes))
    else { return nil }
    if let journal = try? journalFile.read(),
      case .latest(let record) = StudyJournal.replay(base: bytes, journal: journal),
      let game = try? StudyGame(saveData: Data(record)),
      Self.puzzleKey(game) == Self.puzzleKey(saved)
    {
      return game
    }
    return saved
  }

  /// Makes a move of the open game durable: one record written to the journal (over its zeros)
  /// and `fdatasync`ed, under the held lock. The whole save is written instead (`save`) when the
  /// save on disk is not known or plays another puzzle, when the journal is full
  /// (`StudyJournal.foldRecords`, `foldBytes`), or when writing the record fails.
  /// - Throws: a one-line message when the move could not be made durable.
  public func record(_ game: StudyGame) throws(StudySaveProblem) {
    guard held != nil, let base, basePuzzle == Self.puzzleKey(game),
      journalRecords < StudyJournal.foldRecords
    else { return try save(game) }
    let data: Data
    do {
      data = try game.saveData()
    } catch {
      throw StudySaveProblem(message: Language.current.studySaveWords.cannotEncode("\(error)"))
    }
    let line = StudyJournal.record(base: base, save: Array(data))
    guard journalSize + line.count <= StudyJournal.foldBytes else { return try save(game) }
    do throws(DurableFileError) {
      try append(line)
    } catch {
      // The part of the record written, if any, is zeroed again; the whole save is tried instead.
      if journalFD >= 0 {
        _ = try? writeJournal([UInt8](repeating: 0, count: line.count), at: journalSize)
      }
      return try save(game)
    }
    journalSize += line.count
    journalUsed = max(journalUsed, journalSize)
    journalRecords += 1
    CrashPoint.appended()
  }

  /// Writes `line` after the journal's whole records (over zeros, or over a torn record) and waits
  /// for it to reach the disk. The journal is opened on the first record, and made `foldBytes`
  /// long, zeros after what it holds, if it is not.
  private func append(_ line: [UInt8]) throws(DurableFileError) {
    try openJournal()
    try writeJournal(line, at: journalSize)
    let path = journalFile.path
    guard dataSync(journalFD) == 0 else {
      throw DurableFileError(Language.current.fileWords.syncing(path), path: path)
    }
  }

  private func openJournal() throws(DurableFileError) {
    guard journalFD < 0 else { return }
    let path = journalFile.path
    let words = Language.current.fileWords
    var status = stat()
    let existed = lstat(path, &status) == 0
    let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw DurableFileError(words.opening(path), path: path) }
    guard fstat(fd, &status) == 0 else {
      close(fd)
      throw DurableFileError(words.examining(path), path: path)
    }
    do {
      try DurableFile.requireRegular(status, at: path)
    } catch {
      close(fd)
      throw error
    }
    journalFD = fd
    let size = Int(status.st_size)
    if size < StudyJournal.foldBytes {
      // Zeros written (not a hole, not fallocate's unwritten extents), so a record later is a
      // write of data alone.
      try writeJournal(
        [UInt8](repeating: 0, count: StudyJournal.foldBytes - size), at: size)
      guard fsync(fd) == 0 else { throw DurableFileError(words.syncing(path), path: path) }
    }
    // A new file's name must reach the disk too, or a power cut could lose the whole journal.
    if !existed { try syncDirectory(of: path) }
  }

  private func writeJournal(_ bytes: [UInt8], at start: Int) throws(DurableFileError) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        pwrite(journalFD, $0.baseAddress! + offset, $0.count - offset, off_t(start + offset))
      }
      if count < 0 {
        if errno == EINTR { continue }
        let path = journalFile.path
        throw DurableFileError(Language.current.fileWords.writing(path), path: path)
      }
      offset += count
    }
  }

  /// Empties the journal after the save was rewritten (its records are in `study.json` now):
  /// zeros over what it holds, from its start, so a fold stopped midway leaves an empty journal.
  private func emptyJournal() {
    if journalFD < 0 {
      var status = stat()
      guard stat(journalFile.path, &status) == 0, status.st_size > 0 else { return }
      if journalUsed == 0, let bytes = try? journalFile.read() {
        journalUsed = bytes.firstIndex(of: 0) ?? bytes.count
      }
    }
    let used = journalUsed
    journalSize = 0
    journalRecords = 0
    guard used > 0 else { return }
    do throws(DurableFileError) {
      try openJournal()
      try writeJournal([UInt8](repeating: 0, count: used), at: 0)
      guard dataSync(journalFD) == 0 else {
        throw DurableFileError(
          Language.current.fileWords.syncing(journalFile.path), path: journalFile.path)
      }
      journalUsed = 0
    } catch {
      // The old records stay; the next claim finds the save holds them already. Until then every
      // move rewrites the whole save.
      base = nil
    }
  }

  private func syncDirectory(of path: String) throws(DurableFileError) {
    let directory = DurableFile.directory(of: path)
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      throw DurableFileError(
        Language.current.fileWords.openingDirectory(directory), path: directory)
    }
    defer { close(fd) }
    guard fsync(fd) == 0 else {
      throw DurableFileError(
        Language.current.fileWords.syncingDirectory(directory), path: directory)
    }
  }

  /// Replaces the save with `game` under the held lock (taking it when not held).
  /// - Throws: a one-line message when the game could not be saved; the old save stays as it was.
  public func save(_ game: StudyGame) throws(StudySaveProblem) {
    do {
      if held == nil {
        try file.createDirectory(mode: 0o755)
        guard let lock = try file.tryLock() else {
          throw StudySaveProblem(
            message: Language.current.studySaveWords.openElsewhere(path))
        }
        held = lock
      }
      let data: Data
      do {
        data = try game.saveData()
      } catch {
        throw StudySaveProblem(
          message: Language.current.studySaveWords.cannotEncode("\(error)"))
      }
      try held!.replace(with: Array(data))
      base = StudyJournal.hash(data)
      basePuzzle = Self.puzzleKey(game)
      emptyJournal()
    } catch let error as StudySaveProblem {
      throw error
    } catch {
      throw StudySaveProblem(
        message: Language.current.studySaveWords.cannotSave(path, error: "\(error)"))
    }
  }

  /// Lets the lock go (the shell ends, or the save can't be used).
  public func release() {
    if journalFD >= 0 { close(journalFD) }
    journalFD = -1
    base = nil
    basePuzzle = nil
    journalRecords = 0
    journalSize = 0
    journalUsed = 0
    held?.release()
    held = nil
  }

  private func refusal(_ error: DurableFileError) -> String {
    let words = Language.current.studySaveWords
    switch error.reason {
    case .notRegularFile(let kind) where error.path == file.path + ".lock":
      return words.lockNotRegular(error.path, kind: kind)
    case .notRegularFile(let kind):
      return words.notAStudySaveFile(path, kind: kind)
    case .tooLarge(let size, let limit):
      return words.tooLarge(path, size: size, limit: DurableFileError.bytes(limit))
    default:
      return words.cannotOpen(path, error: "\(error)")
    }
  }
}

/// `fdatasync(2)`: the data and the size reach the disk, not the times.
private func dataSync(_ fd: Int32) -> Int32 {
  #if canImport(Glibc)
    fdatasync(fd)
  #else
    fsync(fd)
  #endif
}
