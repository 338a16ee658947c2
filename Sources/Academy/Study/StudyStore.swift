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
            inLanguage(
              en: "study save \(path) is \(problem.message) and could not be kept aside "
                + "(\(error)); it was left as it is.",
              pt: "o ficheiro de estudo \(path) \(problem.message) e não pôde ser posto de lado "
                + "(\(error)); ficou como estava."), keptAside: false)
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
      if error.isNewerVersion {
        release()
        return .problem(
          inLanguage(
            en: "study save \(path) was \(error.message); it was left as it is and no game can "
              + "be saved there. Give another folder with --progress.",
            pt: "o ficheiro de estudo \(path) \(error.message); ficou como estava e não se pode "
              + "guardar nenhum jogo ali. Indique outra pasta com --progress."), keptAside: false)
      }
      guard ownsPath, let held else {
        release()
        return .problem(
          inLanguage(
            en: "study save \(path) is \(error.message); it was left where it is. Move it away "
              + "yourself, or give another folder with --progress.",
            pt: "o ficheiro de estudo \(path) \(error.message); ficou onde está. Mude-o de sítio, "
              + "ou indique outra pasta com --progress."), keptAside: false)
      }
      do {
        let kept = try held.keepAside(tag: "corrupt", now: now())
        return .problem(
          inLanguage(
            en: "study save \(path) is \(error.message); it was kept as \(kept). "
              + "Type study easy, medium, hard, expert or master to start a new game.",
            pt: "o ficheiro de estudo \(path) \(error.message); foi posto de lado como \(kept). "
              + "Escreva study easy, medium, hard, expert ou master para começar um jogo novo."),
          keptAside: true)
      } catch let failure {
        release()
        return .problem(
          inLanguage(
            en: "study save \(path) is \(error.message) and could not be kept aside "
              + "(\(failure)); it was left as it is.",
            pt: "o ficheiro de estudo \(path) \(error.message) e não pôde ser posto de lado "
              + "(\(failure)); ficou como estava."), keptAside: false)
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
            message: inLanguage(
              en: "study save \(path) is open in another shell",
              pt: "o ficheiro de estudo \(path) está aberto noutro shell"))
        }
        held = lock
      }
      let data: Data
      do {
        data = try game.saveData()
      } catch {
        throw StudySaveProblem(
          message: inLanguage(
            en: "the game could not be encoded (\(error))",
            pt: "não foi possível codificar o jogo (\(error))"))
      }
      try held!.replace(with: Array(data))
    } catch let error as StudySaveProblem {
      throw error
    } catch {
      throw StudySaveProblem(
        message: inLanguage(
          en: "cannot save the study game to \(path) (\(error))",
          pt: "não é possível guardar o jogo de estudo em \(path) (\(error))"))
    }
  }

  /// Lets the lock go (the shell ends, or the save can't be used).
  public func release() {
    held?.release()
    held = nil
  }

  private func refusal(_ error: DurableFileError) -> String {
    switch Language.current {
    case .english: englishRefusal(error)
    case .portuguese: portugueseRefusal(error)
    }
  }

  private func portugueseRefusal(_ error: DurableFileError) -> String {
    switch error.reason {
    case .notRegularFile(let kind) where error.path == file.path + ".lock":
      return "o ficheiro de bloqueio do ficheiro de estudo, \(error.path), é \(kind), não um "
        + "ficheiro normal; ficou como estava e não se pode guardar nenhum jogo ali. Indique "
        + "outra pasta com --progress."
    case .notRegularFile(let kind):
      return "o ficheiro de estudo \(path) é \(kind), não um ficheiro de estudo; ficou como "
        + "estava e não se pode guardar nenhum jogo ali. Indique outra pasta com --progress."
    case .tooLarge(let size, let limit):
      return "o ficheiro de estudo \(path) tem \(size) bytes, mais do que os "
        + "\(DurableFileError.bytes(limit)) que um ficheiro de estudo pode ter; não foi lido e "
        + "nada foi alterado."
    default:
      return "não é possível abrir o ficheiro de estudo \(path) (\(error)); nada foi alterado."
    }
  }

  private func englishRefusal(_ error: DurableFileError) -> String {
    switch error.reason {
    case .notRegularFile(let kind) where error.path == file.path + ".lock":
      return "the study save's lock \(error.path) is \(kind), not a regular file; it was left as "
        + "it is and no game can be saved there. Give another folder with --progress."
    case .notRegularFile(let kind):
      return "study save \(path) is \(kind), not a study save; it was left as it is and no game "
        + "can be saved there. Give another folder with --progress."
    case .tooLarge(let size, let limit):
      return "study save \(path) is \(size) bytes, over the \(DurableFileError.bytes(limit)) a "
        + "study save may hold; it was not read and nothing was changed."
    default:
      return "cannot open the study save \(path) (\(error)); nothing was changed."
    }
  }
}
