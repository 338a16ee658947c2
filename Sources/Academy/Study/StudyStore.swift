import Foundation

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
public final class StudyStore {
  /// The save's path.
  public let url: URL
  /// Whether the folder is our own default one: a damaged save there is kept aside.
  public let ownsPath: Bool
  private let file: DurableFile
  private let now: () -> Date
  /// The lock held while this shell has the game open.
  private var held: FileLock?

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
    self.now = now
  }

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
    let bytes: [UInt8]?
    do {
      bytes = try file.read()
    } catch {
      release()
      return .problem(refusal(error), keptAside: false)
    }
    guard let bytes, !bytes.isEmpty else { return .none }
    do {
      return .game(try StudyGame(saveData: Data(bytes)))
    } catch {
      let words = Language.current.studySaveWords
      switch DamagedFile.setAside(
        under: held, ownsPath: ownsPath, isNewerVersion: error.isNewerVersion, now: now())
      {
      case .keptAside(let kept):
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
  }

  /// The saved game, read without taking the lock or changing anything (the welcome says a game
  /// is waiting); nil when there is none or it can't be read.
  public func peek() -> StudyGame? {
    guard let bytes = try? file.read(), !bytes.isEmpty else { return nil }
    return try? StudyGame(saveData: Data(bytes))
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
    } catch let error as StudySaveProblem {
      throw error
    } catch {
      throw StudySaveProblem(
        message: Language.current.studySaveWords.cannotSave(path, error: "\(error)"))
    }
  }

  /// Lets the lock go (the shell ends, or the save can't be used).
  public func release() {
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
