import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ProgressStoreTests {
  let monday = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

  // MARK: - Where the file lives

  @Test(arguments: [
    (["XDG_DATA_HOME": "/data", "HOME": "/home/ann"], "/data/sudoku-academy/progress.json"),
    (["XDG_DATA_HOME": "/data/", "HOME": "/home/ann"], "/data/sudoku-academy/progress.json"),
    (
      ["XDG_DATA_HOME": "", "HOME": "/home/ann"],
      "/home/ann/.local/share/sudoku-academy/progress.json"
    ),
    (
      ["XDG_DATA_HOME": "data", "HOME": "/home/ann"],
      "/home/ann/.local/share/sudoku-academy/progress.json"
    ),
    (["HOME": "/home/ann"], "/home/ann/.local/share/sudoku-academy/progress.json"),
    (["XDG_DATA_HOME": "/data"], "/data/sudoku-academy/progress.json"),
  ])
  func defaultPathFollowsXDG(environment: [String: String], expected: String) {
    #expect(ProgressStore.defaultURL(environment: environment).path == expected)
  }

  @Test func defaultPathWithoutHomeUsesThePasswordDatabase() throws {
    let home = try #require(getpwuid(getuid())).pointee.pw_dir.map { String(cString: $0) }
    let expected = (try #require(home) as NSString)
      .appendingPathComponent(".local/share/sudoku-academy/progress.json")
    #expect(ProgressStore.defaultURL(environment: [:]).path == expected)
    #expect(ProgressStore.defaultURL(environment: ["HOME": ""]).path == expected)
  }

  // MARK: - Reading and saving

  @Test func aMissingFileIsEmptyProgressAndCreatesNothing() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("sub/progress.json")
      #expect(ProgressStore(testing: url, log: log).load() == .empty)
      #expect(try fileNames(in: directory) == [])
      #expect(log.messages == [])
    }
  }

  /// Another shell holding the lock (stopped with Ctrl-Z) used to block the save forever: now the
  /// change is kept in memory with one line naming the holder, and saved with the next change
  /// once the lock is free; a change still unsaved at the end is said to be lost.
  @Test func aHeldLockKeepsTheChangeInMemoryAndRetries() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let store = ProgressStore(testing: url, log: log, lockWait: 0.2)
      let held = try DurableFile(path: url.path).lock()
      let first = store.apply(.drillFinished(.claiming, firstTry: true, at: monday))
      #expect(first[.claiming].attempted == 1)
      #expect(!FileManager.default.fileExists(atPath: url.path))
      #expect(log.messages.count == 1)
      #expect(log.messages.first?.contains("(pid \(getpid()))") == true)
      #expect(log.messages.first?.contains("this change is kept in memory") == true)
      // Still held: kept too, without a second line.
      _ = store.apply(.drillFinished(.claiming, firstTry: false, at: monday))
      #expect(log.messages.count == 1)
      held.release()
      let third = store.apply(.drillFinished(.claiming, firstTry: false, at: monday))
      #expect(third[.claiming].attempted == 3)
      #expect(try ProgressStore(testing: url, log: WarningLog()).read()[.claiming].attempted == 3)
      #expect(log.messages.last?.contains("is free again") == true)

      // Held to the end: the change is said to be lost, not waited for forever.
      let again = try DurableFile(path: url.path).lock()
      defer { again.release() }
      _ = store.apply(.drillFinished(.claiming, firstTry: true, at: monday))
      store.savePending()
      #expect(
        log.messages.last?.hasSuffix("the progress kept in memory since then was not saved.")
          == true)
      #expect(try ProgressStore(testing: url, log: WarningLog()).read()[.claiming].attempted == 3)
    }
  }

  @Test func applyCreatesTheDirectoryAndWritesTheFile() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("a/b/progress.json")
      let store = ProgressStore(testing: url, log: log)
      store.apply(.drillFinished(.claiming, firstTry: true, at: monday))
      let state = store.apply(.drillFinished(.claiming, firstTry: false, at: monday))
      #expect(
        try String(contentsOf: url, encoding: .utf8) == """
          {
            "techniques": {
              "claiming": {
                "attempted": 2,
                "firstTry": 1,
                "lastPractised": "2026-11-30T08:00:00Z",
                "mastery": 1,
                "recentResults": [
                  true,
                  false
                ]
              }
            },
            "version": 1
          }

          """)
      #expect(state[.claiming].attempted == 2)
      #expect(ProgressStore(testing: url, log: log).load() == state)
      #expect(
        try fileNames(in: url.deletingLastPathComponent()) == [
          "progress.json", "progress.json.lock",
        ])
      #expect(log.messages == [])
    }
  }

  @Test func applyBuildsOnWhatAnotherSessionSaved() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let store = ProgressStore(testing: url, log: log)
      #expect(store.load() == .empty)
      // Another session saves two steps after this one loaded.
      let other = ProgressState.empty.applying(
        Array(repeating: .drillFinished(.pointing, firstTry: true, at: monday), count: 2))
      try Data(other.fileText.utf8).write(to: url)
      let state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(state[.pointing].mastery == 3)
      #expect(state[.pointing].attempted == 3)
    }
  }

  /// A file that merely has a temp-like name (`thesis.json.tmp`, a user's own) is never opened,
  /// truncated or removed: the temp file is this process's own, and only it is renamed or removed.
  @Test func aUsersTmpFileBesideTheProgressFileIsLeftAlone() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("thesis.json")
      let theirs = directory.appendingPathComponent("thesis.json.tmp")
      try Data("chapter one".utf8).write(to: theirs)
      let state = ProgressStore(testing: url, log: log).apply(
        .drillFinished(.xWing, firstTry: true, at: monday))
      #expect(state[.xWing].mastery == 1)
      #expect(try String(contentsOf: theirs, encoding: .utf8) == "chapter one")
      #expect(
        try fileNames(in: directory) == ["thesis.json", "thesis.json.lock", "thesis.json.tmp"])
      #expect(log.messages == [])
    }
  }

  // MARK: - Files that cannot be used

  static let damaged: [(name: String, bytes: [UInt8], phrase: String)] = [
    ("garbage", Array("garbage\u{0}\u{1}".utf8), "is not valid JSON (line 1)"),
    (
      "truncated",
      Array("{\n  \"techniques\": {\n    \"pointing\": {\n      \"attempted\": 2,".utf8),
      "is not valid JSON (it ends early, line 4)"
    ),
    (
      "wrong types", Array("{\"version\": 1, \"techniques\": [\"pointing\"]}".utf8),
      "has an unexpected shape (techniques should be an object, found a list)"
    ),
    (
      "mastery out of range",
      Array(
        "{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 6, \"attempted\": 9, \"firstTry\": 9}}}"
          .utf8),
      "has a value out of range (techniques.x-wing.mastery is 6; it should be 0 to 5)"
    ),
    ("not UTF-8", [0x7B, 0xFF, 0xFE, 0x7D], "is not valid JSON (line 1)"),
  ]

  @Test(arguments: damaged)
  func aDamagedFileIsKeptAsideAndProgressStartsAfresh(
    name: String, bytes: [UInt8], phrase: String
  ) throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try Data(bytes).write(to: url)
      let store = ProgressStore(testing: url, log: log)
      #expect(store.load() == .empty)
      #expect(
        log.messages == [
          "progress file \(url.path) \(phrase); it was kept as "
            + "progress.json.corrupt-20261130T080000Z and a new one started."
        ])
      let kept = directory.appendingPathComponent("progress.json.corrupt-20261130T080000Z")
      #expect(try Array(Data(contentsOf: kept)) == bytes)
      #expect(!FileManager.default.fileExists(atPath: url.path))

      let state = store.apply(.drillFinished(.hiddenSingle, firstTry: true, at: monday))
      #expect(
        state
          == ProgressState.empty.applying(.drillFinished(.hiddenSingle, firstTry: true, at: monday))
      )
      #expect(try String(contentsOf: url, encoding: .utf8) == state.fileText)
      #expect(try Array(Data(contentsOf: kept)) == bytes)
      #expect(log.messages.count == 1)
    }
  }

  @Test func aDamagedFileFoundWhileSavingIsKeptAsideToo() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let store = ProgressStore(testing: url, log: log)
      store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      try Data("{\"version\": 1, \"techniques\": {\"pointing\": {\"mastery\": 1".utf8).write(
        to: url)
      let state = store.apply(.drillFinished(.claiming, firstTry: true, at: monday))
      #expect(state[.pointing] == .zero)
      #expect(state[.claiming].mastery == 1)
      #expect(log.messages.count == 1)
      #expect(log.messages.first?.contains("is not valid JSON (it ends early, line 1)") == true)
    }
  }

  @Test func filesKeptAsideInTheSameSecondGetTheirOwnNames() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      for text in ["first", "second", "third"] {
        try Data(text.utf8).write(to: url)
        #expect(ProgressStore(testing: url, log: log).load() == .empty)
      }
      #expect(
        try fileNames(in: directory) == [
          "progress.json.corrupt-20261130T080000Z", "progress.json.corrupt-20261130T080000Z-2",
          "progress.json.corrupt-20261130T080000Z-3", "progress.json.lock",
        ])
      let third = directory.appendingPathComponent("progress.json.corrupt-20261130T080000Z-3")
      #expect(try String(contentsOf: third, encoding: .utf8) == "third")
      #expect(
        log.messages.last?.contains("it was kept as progress.json.corrupt-20261130T080000Z-3")
          == true)
    }
  }

  @Test func anEmptyFileIsANewOne() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      for bytes in ["", "  \n"] {
        try Data(bytes.utf8).write(to: url)
        for owned in [true, false] {
          let store = ProgressStore(testing: url, log: log, ownsPath: owned)
          #expect(try store.read() == .empty)
          #expect(try store.open() == .empty)
          #expect(try fileNames(in: directory) == ["progress.json"])
        }
      }
      let state = ProgressStore(testing: url, log: log, ownsPath: false).apply(
        .drillFinished(.pointing, firstTry: true, at: monday))
      #expect(try String(contentsOf: url, encoding: .utf8) == state.fileText)
      #expect(log.messages == [])
    }
  }

  /// A newer program's file is left as it is, in each language: the warning, word for word,
  /// from the path on.
  @Test(arguments: [
    (
      Language.english,
      "was written by a newer Sudoku Academy (file version 2; this one reads version 1); it was "
        + "left as it is and progress is kept in memory for this session."
    ),
    (
      .portuguese,
      "foi escrito por uma versão mais recente do Sudoku Academy (versão 2 do ficheiro; esta lê "
        + "a versão 1); ficou como estava e o progresso fica em memória nesta sessão."
    ),
  ])
  func aNewerVersionIsLeftUntouchedAndTheSessionRunsInMemory(
    language: Language, warning: String
  ) throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let bytes = Data("{\"version\": 2, \"techniques\": {\"pointing\": {\"stars\": 3}}}".utf8)
      try bytes.write(to: url)
      let file =
        switch language {
        case .english: "progress file \(url.path) "
        case .portuguese: "o ficheiro de progresso \(url.path) "
        }
      try Language.$current.withValue(language) { () throws in
        for owned in [true, false] {
          let store = ProgressStore(testing: url, log: log, ownsPath: owned)
          #expect(throws: ProgressStoreError.self) { try store.read() }
          #expect(try store.open() == .empty)
          #expect(
            store.apply(.drillFinished(.pointing, firstTry: true, at: monday))[.pointing].mastery
              == 1
          )
          #expect(try Data(contentsOf: url) == bytes)
          #expect(try fileNames(in: directory) == ["progress.json"])
        }
      }
      #expect(log.messages == Array(repeating: file + warning, count: 2))
    }
  }

  // MARK: - Files that are not ours

  /// At a path the learner gave, a file that is not a progress file is left exactly where it is:
  /// `read()` and `open()` refuse it with one line, and a save that meets it goes on in memory.
  @Test(arguments: damaged)
  func aForeignFileAtAGivenPathIsLeftWhereItIs(name: String, bytes: [UInt8], phrase: String) throws
  {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("notes.txt")
      try Data(bytes).write(to: url)
      let store = ProgressStore(testing: url, log: log, ownsPath: false)
      #expect {
        try store.read()
      } throws: {
        "\($0)" == "progress file \(url.path) \(phrase); nothing was changed."
      }
      #expect {
        try store.open()
      } throws: {
        "\($0)"
          == "progress file \(url.path) \(phrase); it was left where it is. Give another path "
          + "with --progress, or move the file away yourself and start again."
      }
      let state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(state[.pointing].mastery == 1)
      #expect(try Array(Data(contentsOf: url)) == bytes)
      #expect(try fileNames(in: directory) == ["notes.txt", "notes.txt.lock"])
      #expect(
        log.messages == [
          "progress file \(url.path) \(phrase); it was left as it is and progress is kept in "
            + "memory for this session."
        ])
    }
  }

  /// A directory or a FIFO is refused without being opened, renamed or written — at our
  /// own path as well as at a given one — and nothing is created beside it.
  @Test(arguments: ["a directory", "a FIFO"], [true, false])
  func aPathThatIsNotARegularFileIsRefused(kind: String, owned: Bool) throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try makeSpecialFile(kind, at: url.path)
      let store = ProgressStore(testing: url, log: log, ownsPath: owned)
      let expected =
        "progress file \(url.path) is \(kind), not a progress file; it was left as it is. Give "
        + "the path of a file with --progress."
      #expect { try store.read() } throws: { "\($0)" == expected }
      #expect { try store.open() } throws: { "\($0)" == expected }
      // A store used without the start-up check: the same line, and progress in memory.
      let state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(state[.pointing].mastery == 1)
      #expect(try fileNames(in: directory) == ["progress.json"])
      var status = stat()
      #expect(lstat(url.path, &status) == 0)
      #expect(status.st_mode & S_IFMT == (kind == "a FIFO" ? S_IFIFO : S_IFDIR))
      #expect(log.messages.count == 1)
      #expect(log.messages.first?.contains("\(url.path) is \(kind), not a regular file") == true)
    }
  }

  /// A symbolic link (dotfiles kept in a repository) stays a link: the temp file and the rename
  /// happen beside its target, which gets the new content; the lock is beside the link.
  @Test(arguments: [true, false])
  func aSymbolicLinkStaysALinkAndItsTargetIsWritten(owned: Bool) throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let dotfiles = directory.appendingPathComponent("dotfiles")
      try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: false)
      let start = ProgressState.empty.applying(
        .drillFinished(.claiming, firstTry: true, at: monday))
      try Data(start.fileText.utf8).write(to: dotfiles.appendingPathComponent("progress.json"))
      let url = directory.appendingPathComponent("progress.json")
      try FileManager.default.createSymbolicLink(
        atPath: url.path, withDestinationPath: "dotfiles/progress.json")
      let store = ProgressStore(testing: url, log: log, ownsPath: owned)
      #expect(try store.open() == start)
      let state = store.apply(.drillFinished(.claiming, firstTry: true, at: monday))
      #expect(state[.claiming].mastery == 2)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
          == "dotfiles/progress.json")
      #expect(
        try String(contentsOf: dotfiles.appendingPathComponent("progress.json"), encoding: .utf8)
          == state.fileText)
      // The lock is beside the path given: nothing is created beside the link's target.
      #expect(try fileNames(in: directory) == ["dotfiles", "progress.json", "progress.json.lock"])
      #expect(try fileNames(in: dotfiles) == ["progress.json"])
      #expect(log.messages == [])
    }
  }

  /// A link to a directory is refused like the directory, and the link is left as it is.
  @Test func aSymbolicLinkToADirectoryIsRefused() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "folder")
      let store = ProgressStore(testing: url, log: log, ownsPath: true)
      #expect { try store.open() } throws: {
        "\($0)".contains("is a directory, not a progress file")
      }
      store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "folder")
      #expect(try fileNames(in: directory) == ["folder", "progress.json"])
      #expect(try fileNames(in: directory.appendingPathComponent("folder")) == [])
    }
  }

  /// A link to a file that does not exist yet: the first save creates the link's target.
  @Test func aDanglingSymbolicLinkGetsItsTargetCreated() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "real.json")
      let store = ProgressStore(testing: url, log: log, ownsPath: false)
      #expect(try store.read() == .empty)
      #expect(try fileNames(in: directory) == ["progress.json"])
      let state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(
        try String(contentsOf: directory.appendingPathComponent("real.json"), encoding: .utf8)
          == state.fileText)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "real.json")
    }
  }

  // MARK: - Two writers

  @Test func twoWritersOnOneFileLoseNothing() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let stores = [ProgressStore(testing: url, log: log), ProgressStore(testing: url, log: log)]
      let done = DispatchGroup()
      for (index, store) in stores.enumerated() {
        done.enter()
        let thread = Thread { [monday] in
          for step in 0..<200 {
            let technique: Technique = step % 2 == 0 ? .pointing : .xWing
            store.apply(.drillFinished(technique, firstTry: index == 0, at: monday))
          }
          done.leave()
        }
        thread.start()
      }
      done.wait()
      let state = ProgressStore(testing: url, log: log).load()
      #expect(state[.pointing].attempted == 200)
      #expect(state[.xWing].attempted == 200)
      #expect(state[.pointing].firstTry == 100)
      #expect(state[.xWing].firstTry == 100)
      #expect(state[.pointing].mastery == 5)
      #expect(log.messages == [])
    }
  }

  /// The added deltas also go through the lock: two writers appending answer times and study
  /// records lose none of them, and the times stay capped at 20.
  @Test func timesAndStudyRecordsFromTwoWritersAreAllKept() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let done = DispatchGroup()
      for writer in 0..<2 {
        let store = ProgressStore(testing: url, log: log)
        done.enter()
        Thread {
          for step in 0..<50 {
            store.apply(.answerTimed(.nakedPair, milliseconds: 1000 * writer + step))
            store.apply(.studySolved(.medium, seconds: 100 + step, hints: writer))
          }
          done.leave()
        }.start()
      }
      done.wait()
      let state = ProgressStore(testing: url, log: log).load()
      #expect(state[.nakedPair].answerTimes.count == 20)
      #expect(
        state.studyRecord(.medium) == StudyRecord(solved: 100, bestSeconds: 100, fewestHints: 0))
      #expect(log.messages == [])
    }
  }

  /// Two shells finishing review drills at once: results, times and schedule moves arrive as one
  /// batch per drill, and none is lost between the two.
  @Test func reviewBatchesFromTwoShellsAreAllKept() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let mastered = Array(
        repeating: ProgressDelta.drillFinished(.xWing, firstTry: true, at: monday), count: 5)
      ProgressStore(testing: url, log: log).apply(mastered)
      let done = DispatchGroup()
      for writer in 0..<2 {
        let store = ProgressStore(testing: url, log: log)
        done.enter()
        Thread {
          for step in 0..<25 {
            let date = monday + Double(86_400 * (2 + step))
            let firstTry = writer == 0
            var batch: [ProgressDelta] = [
              .drillFinished(.xWing, firstTry: firstTry, at: date),
              .reviewed(.xWing, firstTry: firstTry, at: date),
            ]
            if firstTry { batch.insert(.answerTimed(.xWing, milliseconds: 5000 + step), at: 0) }
            store.apply(batch)
          }
          done.leave()
        }.start()
      }
      done.wait()
      let state = ProgressStore(testing: url, log: log).load()
      #expect(state[.xWing].attempted == 55)
      #expect(state[.xWing].firstTry == 30)
      #expect(state[.xWing].answerTimes == Array(5005..<5025), "writer 0's times, the last 20")
      #expect(state[.xWing].recentResults.count == 10)
      #expect(state[.xWing].reviewInterval != nil && state[.xWing].reviewDue != nil)
      #expect(log.messages == [])
    }
  }

  // MARK: - When progress cannot be saved

  @Test func anUnwritableLocationIsReportedOnceAndProgressGoesOnInMemory() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let blocker = directory.appendingPathComponent("not-a-directory")
      try Data("a file".utf8).write(to: blocker)
      let url = blocker.appendingPathComponent("sudoku-academy/progress.json")
      let store = ProgressStore(testing: url, log: log)
      #expect(store.load() == .empty)
      #expect(log.messages == [])
      var state = ProgressState.empty
      for _ in 0..<3 {
        state = store.apply(.drillFinished(.nakedSingle, firstTry: true, at: monday))
      }
      #expect(state[.nakedSingle].mastery == 3)
      #expect(store.load() == state)
      // Like `mkdir -p`, the message names the directory it could not create.
      let sub = url.deletingLastPathComponent().path
      #expect(
        log.messages == [
          "cannot save progress to \(url.path) (creating directory \(sub): Not a directory); "
            + "progress is kept in memory for this session."
        ])
      #expect(try String(contentsOf: blocker, encoding: .utf8) == "a file")
    }
  }

  @Test func aFailedWriteLeavesTheOldFileIntact() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      ProgressStore(testing: url, log: log).apply(
        .drillFinished(.pointing, firstTry: true, at: monday))
      let before = try Data(contentsOf: url)

      // A disk that fills up halfway through the new file.
      let store = ProgressStore(testing: url, log: log) { fd, bytes in
        _ = write(fd, bytes.baseAddress, bytes.count / 2)
        errno = ENOSPC
        return -1
      }
      var state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      state = store.apply(.drillFinished(.claiming, firstTry: false, at: monday))
      #expect(state[.pointing].mastery == 2)
      #expect(state[.claiming].attempted == 1)
      #expect(try Data(contentsOf: url) == before)
      #expect(try fileNames(in: directory) == ["progress.json", "progress.json.lock"])
      #expect(log.messages.count == 1)
      let message = try #require(log.messages.first)
      #expect(message.hasPrefix("cannot save progress to \(url.path) (writing \(url.path).tmp-"))
      #expect(
        message.hasSuffix(
          ": No space left on device); progress is kept in memory for this session."))
      #expect(ProgressStore(testing: url, log: log).load()[.pointing].mastery == 1)
    }
  }

  // MARK: - Hostile files (issue 19)

  /// The default path is ours, but a link there to a text file elsewhere is not: the file is not
  /// kept aside (renamed), nothing is created beside it, no drill rewrites it as progress, and one
  /// line says why; the session goes on in memory.
  @Test func aForeignFileThroughALinkAtOurPathIsLeftAlone() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let home = directory.appendingPathComponent("home")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
      let notes = home.appendingPathComponent("notes.txt")
      try Data("shopping: milk\n".utf8).write(to: notes)
      let ours = directory.appendingPathComponent("sudoku-academy")
      try FileManager.default.createDirectory(at: ours, withIntermediateDirectories: false)
      let url = ours.appendingPathComponent("progress.json")
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: notes.path)
      let store = ProgressStore(testing: url, log: log, ownsPath: true)
      #expect(try store.open() == .empty)
      let state = store.apply(.drillFinished(.pointing, firstTry: true, at: monday))
      #expect(state[.pointing].mastery == 1)
      #expect(try String(contentsOf: notes, encoding: .utf8) == "shopping: milk\n")
      #expect(try fileNames(in: home) == ["notes.txt"])
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == notes.path)
      #expect(
        log.messages == [
          "progress file \(url.path) is not valid JSON (line 1) and could not be kept aside "
            + "(\(url.path) is a symbolic link to \(notes.path), a file elsewhere that is not ours "
            + "to move); it was left as it is and progress is kept in memory for this session."
        ])
    }
  }

  /// A progress file over 1 MB is not parsed (a 100 MB one cost seconds and gigabytes): one line,
  /// the file left as it is, the session in memory, and `progress` (read) refuses it too.
  @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let huge = Data(
        ("{\"version\": 1, \"techniques\": {}, \"pad\": \""
          + String(
            repeating: "x", count: 2 << 20) + "\"}").utf8)
      try huge.write(to: url)
      let store = ProgressStore(testing: url, log: log)
      #expect { try store.read() } throws: {
        "\($0)"
          == "progress file \(url.path) is \(huge.count) bytes, over the 1 MB a progress file may "
          + "hold; it was not read and nothing was changed."
      }
      #expect(try store.open() == .empty)
      #expect(store.apply(.drillFinished(.xWing, firstTry: true, at: monday))[.xWing].mastery == 1)
      #expect(try Data(contentsOf: url) == huge)
      #expect(try fileNames(in: directory) == ["progress.json"])
      #expect(log.messages.count == 1)
      #expect(log.messages.first?.contains("is over the 1 MB limit") == true)
    }
  }

  /// A counter at the bound stays there: the saved file is one the next read accepts.
  @Test func countersStopAtTheirBound() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let most = FileBounds.largestCount
      try Data(
        ("{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 5, \"attempted\": \(most), "
          + "\"firstTry\": \(most)}}, \"study\": {\"easy\": {\"solved\": \(most)}}}").utf8
      ).write(to: url)
      let store = ProgressStore(testing: url, log: log)
      let state = store.apply([
        .drillFinished(.xWing, firstTry: true, at: monday),
        .studySolved(.easy, seconds: Int.max, hints: Int.max),
      ])
      #expect(state[.xWing].attempted == most && state[.xWing].firstTry == most)
      #expect(state.studyRecord(.easy).solved == most)
      #expect(state.studyRecord(.easy).bestSeconds == FileBounds.longestSeconds)
      #expect(try ProgressStore(testing: url, log: log).read() == state)
      #expect(log.messages == [])
    }
  }

  /// What a change did is measured against the file under the lock: another shell's step saved
  /// meanwhile is in `before`, so each session counts only the steps its own answers made.
  @Test func aChangeIsMeasuredAgainstTheFileUnderTheLock() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      let first = ProgressStore(testing: url, log: log)
      let second = ProgressStore(testing: url, log: log)
      _ = try first.open()
      _ = try second.open()
      let step = ProgressDelta.drillFinished(.claiming, firstTry: true, at: monday)
      let a = first.change([step])
      let b = second.change([step])
      #expect(a.before[.claiming].mastery == 0 && a.after[.claiming].mastery == 1)
      #expect(b.before[.claiming].mastery == 1 && b.after[.claiming].mastery == 2)
    }
  }
}
