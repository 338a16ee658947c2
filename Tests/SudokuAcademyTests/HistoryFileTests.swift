import Academy
import CEditLine
import Foundation
import Testing

@testable import sudoku_academy

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct HistoryFileTests {
  @Test(arguments: [
    (["XDG_STATE_HOME": "/state", "HOME": "/home/ann"], "/state/sudoku-academy/history"),
    (["HOME": "/home/ann"], "/home/ann/.local/state/sudoku-academy/history"),
    (["XDG_STATE_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/state/sudoku-academy/history"),
    (
      ["XDG_STATE_HOME": "state", "HOME": "/home/ann"],
      "/home/ann/.local/state/sudoku-academy/history"
    ),
    (["XDG_STATE_HOME": "/state"], "/state/sudoku-academy/history"),
  ])
  func defaultPath(environment: [String: String], expected: String) {
    #expect(HistoryFile.defaultURL(environment: environment).path == expected)
  }

  /// Without a usable HOME the home directory comes from the password database, as for progress.
  @Test(arguments: [[:], ["HOME": ""], ["HOME": "relative"]])
  func defaultPathWithoutHome(environment: [String: String]) throws {
    let home = String(cString: try #require(getpwuid(getuid())?.pointee.pw_dir))
    #expect(
      HistoryFile.defaultURL(environment: environment).path
        == (home as NSString).appendingPathComponent(".local/state/sudoku-academy/history"))
  }

  @Test func missingFileCreatesPrivateDirectoriesAndLoadsNothing() throws {
    let scratch = try Scratch()
    let url = scratch.url("state/sudoku-academy/history")
    let probe = Probe(url)
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(probe.warnings.isEmpty)
    #expect(try mode(of: scratch.url("state")) == 0o700)
    #expect(try mode(of: scratch.url("state/sudoku-academy")) == 0o700)
  }

  @Test func historyOfOursIsLoaded() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    try Data("_HiStOrY_V2_\nhelp\n".utf8).write(to: url)
    let probe = Probe(url)
    probe.load()
    #expect(probe.loadedPaths == [url.path])
    #expect(probe.warnings.isEmpty)
  }

  @Test func foreignFileIsMovedAsideByteForByte() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let bash = Data([0x6C, 0x73, 0x0A, 0xFF, 0x00, 0x63, 0x64, 0x20, 0x2F, 0x0A])
    try bash.write(to: url)
    let clock = Date(timeIntervalSince1970: 1_790_000_000)
    let stamp = DurableFile.stamp(clock)
    let probe = Probe(url, now: clock)
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(
      probe.warnings == [
        "history: \(url.path) was not written by sudoku-academy; it was kept as "
          + "history.foreign-\(stamp) and a new history started"
      ])
    #expect(try Data(contentsOf: scratch.url("history.foreign-\(stamp)")) == bash)
    #expect(!FileManager.default.fileExists(atPath: url.path))

    #expect(probe.save("_HiStOrY_V2_\nhint\n"))
    #expect(try String(contentsOf: url, encoding: .utf8) == "_HiStOrY_V2_\nhint\n")
    #expect(try Data(contentsOf: scratch.url("history.foreign-\(stamp)")) == bash)

    // A second foreign file in the same second gets its own name.
    try bash.write(to: url)
    Probe(url, now: clock).load()
    #expect(try Data(contentsOf: scratch.url("history.foreign-\(stamp)-2")) == bash)
  }

  /// An entry longer than the shell ever takes (a 5 MB paste kept by an earlier version) is
  /// dropped from the file before libedit reads it: recalling it cost 27 s and 244 MB.
  @Test func entriesOverTheLineLimitAreDroppedBeforeLoading() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let long = String(repeating: "1", count: HistoryFile.longestEntry + 1)
    try Data("_HiStOrY_V2_\nhelp\n\(long)\nhint\n".utf8).write(to: url)
    let probe = Probe(url)
    probe.load()
    #expect(probe.loadedPaths == [url.path])
    #expect(probe.warnings.isEmpty)
    #expect(try String(contentsOf: url, encoding: .utf8) == "_HiStOrY_V2_\nhelp\nhint\n")
  }

  /// A history file over 4 MB is not read: it is kept aside, unread, with one line.
  @Test func aHugeHistoryFileIsKeptAsideUnread() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let huge = Data("_HiStOrY_V2_\n".utf8) + Data(repeating: UInt8(ascii: "x"), count: 5 << 20)
    try huge.write(to: url)
    let clock = Date(timeIntervalSince1970: 1_790_000_000)
    let stamp = DurableFile.stamp(clock)
    let probe = Probe(url, now: clock)
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(
      probe.warnings == [
        "history: \(url.path) is \(huge.count) bytes, over the 4 MB a history file may hold; it "
          + "was kept as history.toolarge-\(stamp), unread, and a new history started"
      ])
    #expect(try Data(contentsOf: scratch.url("history.toolarge-\(stamp)")) == huge)
  }

  @Test func emptyFileIsNotForeign() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    try Data().write(to: url)
    let probe = Probe(url)
    probe.load()
    #expect(probe.warnings.isEmpty)
    #expect(probe.loadedPaths.isEmpty)
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test func fifoIsRefusedWithoutBeingOpened() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    #expect(mkfifo(url.path, 0o600) == 0)
    let probe = Probe(url)
    probe.load()  // Opening a FIFO for reading would block here until a writer appeared.
    #expect(probe.loadedPaths.isEmpty)
    #expect(
      probe.warnings == [
        "history: \(url.path) is a FIFO, not a regular file; history will be kept for this session only"
      ])
    #expect(!probe.save("_HiStOrY_V2_\n"))
    #expect(probe.warnings.count == 1)
    var status = stat()
    #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  /// A directory, a socket, or a link to a directory: refused, left as it is, nothing beside it.
  @Test(arguments: ["a directory", "a socket", "a link to a directory"])
  func otherSpecialFilesAreRefused(kind: String) throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    if kind == "a link to a directory" {
      try FileManager.default.createDirectory(
        atPath: scratch.url("folder").path, withIntermediateDirectories: false)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "folder")
    } else {
      try makeSpecialFile(kind, at: url.path)
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    let probe = Probe(url)
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(probe.warnings.count == 1)
    let named = kind == "a link to a directory" ? "a directory" : kind
    #expect(probe.warnings.first?.contains("is \(named), not a regular file") == true)
    #expect(!probe.save("_HiStOrY_V2_\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == before)
    #expect(try fileKind(url.path) == (kind == "a link to a directory" ? "a symbolic link" : kind))
  }

  @Test(.enabled(if: canMakeDevices, "needs permission to make a device node (mknod)"))
  func characterDeviceIsRefusedAndLeftAlone() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    try #require(makeNullDevice(at: url.path))
    let probe = Probe(url)
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(
      probe.warnings == [
        "history: \(url.path) is a character device, not a regular file; history will be kept "
          + "for this session only"
      ])
    #expect(!probe.save("_HiStOrY_V2_\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["history"])
    var status = stat()
    #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func savedFileIsPrivateAndNoTemporaryFileRemains() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let probe = Probe(url)
    probe.load()
    #expect(probe.save("_HiStOrY_V2_\nlesson\\0403\n"))
    #expect(try String(contentsOf: url, encoding: .utf8) == "_HiStOrY_V2_\nlesson\\0403\n")
    #expect(try mode(of: url) == 0o600)
    #expect(try mode(of: scratch.url("history.lock")) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
        "history", "history.lock",
      ])
  }

  @Test func failedSaveLeavesTheOldFileAndIsReportedOnce() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let old = Data("_HiStOrY_V2_\nboard\n".utf8)
    try old.write(to: url)
    let probe = Probe(url)
    probe.load()
    let failing: (UnsafeMutablePointer<FILE>) -> Bool = { file in
      fputs("_HiStOrY_V2_\npartial", file)
      return false
    }
    #expect(!probe.file.save(using: failing))
    #expect(!probe.file.save(using: failing))
    #expect(try Data(contentsOf: url) == old)
    #expect(probe.warnings.count == 1)
    #expect(probe.warnings.first?.hasPrefix("history: could not save to \(url.path)") == true)
    #expect(probe.warnings.first?.hasSuffix("the previous file was left as it was") == true)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
        "history", "history.lock",
      ])
  }

  @Test func directoryThatCannotBeCreatedIsReportedOnce() throws {
    let scratch = try Scratch()
    try Data("not a directory".utf8).write(to: scratch.url("state"))
    let probe = Probe(scratch.url("state/sudoku-academy/history"))
    probe.load()
    #expect(!probe.save("_HiStOrY_V2_\n"))
    #expect(
      probe.warnings == [
        "history: creating directory \(scratch.path)/state/sudoku-academy: Not a directory; "
          + "history will be kept for this session only"
      ])
    #expect(try String(contentsOf: scratch.url("state"), encoding: .utf8) == "not a directory")
  }

  @Test func fileThatFailsToLoadIsNeverOverwritten() throws {
    let scratch = try Scratch()
    let url = scratch.url("history")
    let old = Data("_HiStOrY_V2_\nboard\n".utf8)
    try old.write(to: url)
    let probe = Probe(url, loads: false)
    probe.load()
    #expect(probe.warnings.count == 1)
    #expect(!probe.save("_HiStOrY_V2_\n"))
    #expect(try Data(contentsOf: url) == old)
  }

  @Test func symbolicLinkIsFollowedAndKept() throws {
    let scratch = try Scratch()
    try Data("_HiStOrY_V2_\nhelp\n".utf8).write(to: scratch.url("real"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("history").path, withDestinationPath: "real")
    let probe = Probe(scratch.url("history"))
    probe.load()
    #expect(probe.loadedPaths == [scratch.url("real").path])
    #expect(probe.save("_HiStOrY_V2_\nhint\n"))
    #expect(try String(contentsOf: scratch.url("real"), encoding: .utf8) == "_HiStOrY_V2_\nhint\n")
    #expect(try fileKind(scratch.url("history").path) == "a symbolic link")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
        "history", "history.lock", "real",
      ])
    let destination = try FileManager.default.destinationOfSymbolicLink(
      atPath: scratch.url("history").path)
    #expect(destination == "real")
  }

  /// Through libedit itself: what H_SAVE_FP writes, H_LOAD reads back, spaces and UTF-8 included.
  @Test func libeditHistoryRoundTrips() throws {
    let scratch = try Scratch()
    let url = scratch.url("state/history")
    let lines = ["lesson x-wing", "r1c1<>5", "é ■ \\ tab\there", "lesson x-wing"]
    let written = try #require(cedit_history_init())
    defer { cedit_history_end(written) }
    cedit_history_setsize(written, 100)
    for line in lines { cedit_history_enter(written, line) }
    let saving = HistoryFile(url: url) { Issue.record("unexpected warning: \($0)") }
    saving.load { _ in true }
    #expect(saving.save { cedit_history_save_fp(written, $0) >= 0 })

    let read = try #require(cedit_history_init())
    defer { cedit_history_end(read) }
    cedit_history_setsize(read, 100)
    let loading = HistoryFile(url: url) { Issue.record("unexpected warning: \($0)") }
    var loaded = false
    loading.load { path in
      loaded = cedit_history_load(read, path) >= 0
      return loaded
    }
    #expect(loaded)
    #expect(cedit_history_count(read) == Int32(lines.count))
  }
}

extension HistoryFileTests {
  /// A history path linked to a file elsewhere that is not libedit's (a bash history): it is not
  /// moved aside or rewritten, one line says why, and the session's history stays in memory.
  @Test func aLinkToAForeignFileIsLeftAlone() throws {
    let scratch = try Scratch()
    let bash = Data("ls -la\ncd /tmp\n".utf8)
    try bash.write(to: scratch.url("bash_history"))
    try FileManager.default.createDirectory(
      atPath: scratch.url("state").path, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("state/history").path,
      withDestinationPath: scratch.url("bash_history").path)
    let probe = Probe(scratch.url("state/history"))
    probe.load()
    #expect(probe.loadedPaths.isEmpty)
    #expect(!probe.save("_HiStOrY_V2_\nhint\n"))
    #expect(try Data(contentsOf: scratch.url("bash_history")) == bash)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
        "bash_history", "state",
      ])
    #expect(
      probe.warnings == [
        "history: \(scratch.url("state/history").path) is a symbolic link to "
          + "\(scratch.url("bash_history").path), a file elsewhere that is not ours to move; "
          + "history will be kept for this session only"
      ])
  }

  /// libedit's `H_SAVE_FP` makes its file 0600; a 0644 history (or a link's 0644 target) keeps
  /// its 0644 after a save.
  @Test(arguments: [false, true])
  func aSaveThroughLibeditKeepsTheFilesMode(throughLink: Bool) throws {
    let scratch = try Scratch()
    let real = scratch.url("real")
    try Data("_HiStOrY_V2_\nhelp\n".utf8).write(to: real)
    chmod(real.path, 0o644)
    let url = throughLink ? scratch.url("history") : real
    if throughLink {
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "real")
    }
    let history = try #require(cedit_history_init())
    defer { cedit_history_end(history) }
    cedit_history_setsize(history, 100)
    cedit_history_enter(history, "lesson 3")
    let file = HistoryFile(url: url) { Issue.record("unexpected warning: \($0)") }
    file.load { _ in true }
    #expect(file.save { cedit_history_save_fp(history, $0) >= 0 })
    #expect(try mode(of: real) == 0o644)
    #expect(try String(contentsOf: real, encoding: .utf8).contains("lesson"))
  }

  // MARK: In Portuguese

  /// The history's problems in European Portuguese: a foreign file kept aside, a file that
  /// would not load, a failed save — each said exactly, with no English left.
  @Test func problemsAreToldInPortuguese() throws {
    try Language.$current.withValue(.portuguese) {
      let scratch = try Scratch()
      let url = scratch.url("history")
      try Data("ls\n".utf8).write(to: url)
      let clock = Date(timeIntervalSince1970: 1_790_000_000)
      let foreign = Probe(url, now: clock)
      foreign.load()
      #expect(
        foreign.warnings == [
          "histórico: \(url.path) não foi escrito pelo sudoku-academy; foi guardado como "
            + "history.foreign-\(DurableFile.stamp(clock)) e começou um histórico novo"
        ])

      try Data("_HiStOrY_V2_\nboard\n".utf8).write(to: url)
      let unread = Probe(url, loads: false)
      unread.load()
      #expect(
        unread.warnings == [
          "histórico: não foi possível ler \(url.path); ficou como estava e o histórico só fica "
            + "guardado durante esta sessão"
        ])

      let unsaved = Probe(url)
      unsaved.load()
      #expect(!unsaved.file.save { _ in false })
      let warning = try #require(unsaved.warnings.first)
      #expect(warning.hasPrefix("histórico: não foi possível guardar em \(url.path) (ao escrever "))
      #expect(warning.hasSuffix("); o ficheiro anterior ficou como estava"))
      for line in foreign.warnings + unread.warnings + [warning] {
        #expect(EnglishLeak.words(in: line).isEmpty, "\(line)")
      }
    }
  }
}

/// A HistoryFile whose reads, writes and warnings are recorded.
private final class Probe {
  let file: HistoryFile
  private let warningLog = Log()
  private let loads: Bool
  private(set) var loadedPaths: [String] = []
  var warnings: [String] { warningLog.lines }

  init(_ url: URL, now: Date = Date(), loads: Bool = true) {
    let log = warningLog
    file = HistoryFile(url: url, now: { now }, warn: { log.lines.append($0) })
    self.loads = loads
  }

  func load() {
    file.load { path in
      loadedPaths.append(path)
      return loads
    }
  }

  func save(_ text: String) -> Bool {
    file.save { stream in fputs(text, stream) >= 0 }
  }
}

private final class Log {
  var lines: [String] = []
}

/// A fresh directory for one test (`ScratchDirectory`, from the test-support target).
private typealias Scratch = ScratchDirectory

private func mode(of url: URL) throws -> Int {
  var status = stat()
  guard stat(url.path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
  return Int(status.st_mode & 0o777)
}
