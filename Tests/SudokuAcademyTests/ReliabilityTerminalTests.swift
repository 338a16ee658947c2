import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The shell on a real pseudo-terminal (util-linux `script`), where libedit and the history file
/// are used: the prompt, Tab, Ctrl-C, Ctrl-D, and history files that are not ours.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct ReliabilityTerminalTests {
  @Test func smokeTestPromptTabCtrlCCtrlDAndHistory() async throws {
    let scratch = try ScratchDirectory("academy-pty")
    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "3"], in: scratch)
    defer { session.stop() }
    try await session.expect("academy > ")
    // Tab completes `les` to `lesson`: the line run is `lesson 19`, not `les 19`.
    try session.send("les\t")
    try await session.expect("lesson")
    try session.send(" 19\r")
    try await session.expect("There is no lesson '19'")
    try await session.expect("academy > ")
    // Ctrl-C drops the half-typed `hel`; the next line is `help skip`, not `helhelp skip`.
    try session.send("hel\u{3}")
    try await session.expect("^C")
    try await session.expect("academy > ")
    try session.send("help skip\r")
    try await session.expect("reveal one instance and close the drill")
    try await session.expect("academy > ")
    try session.send("\u{4}")
    let status = try #require(await session.waitForExit(), "Ctrl-D should end the shell")
    #expect(status == 0)

    let history = try String(
      contentsOfFile: scratch.path("state/sudoku-academy/history"), encoding: .utf8)
    #expect(history == "_HiStOrY_V2_\nlesson\\04019\nhelp\\040skip\n")
  }

  /// A line refused as too long (over 4096 bytes) was still written to history; it is kept out,
  /// so Up recalls the line before it and the file holds only the short lines.
  @Test func aRefusedLongLineStaysOutOfHistory() async throws {
    let scratch = try ScratchDirectory("academy-pty")
    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json")], in: scratch)
    defer { session.stop() }
    try await session.expect("academy > ")
    try session.send("help skip\r")
    try await session.expect("academy > ")
    try session.send(String(repeating: "1", count: 5000) + "\r")
    try await session.expect("Line too long (over 4096 bytes)")
    try await session.expect("academy > ")
    // Up recalls `help skip`, not the refused line.
    try session.send("\u{1B}[A\r")
    try await session.expect("reveal one instance and close the drill")
    try await session.expect("academy > ")
    try session.send("\u{4}")
    #expect(await session.waitForExit() == 0, "\(session.transcript)")
    let history = try String(
      contentsOfFile: scratch.path("state/sudoku-academy/history"), encoding: .utf8)
    #expect(history == "_HiStOrY_V2_\nhelp\\040skip\n")
  }

  /// Ctrl-C while a command runs (here: `lesson 18`, whose first drill with session seed 35 takes
  /// about half a second to cut on an idle machine, longer on a busy one — the drill of the next
  /// lesson is the only one the shell makes ahead) ended the shell with SIGINT and no goodbye; now
  /// the command's output is dropped, the prompt comes back, and the session goes on to a normal
  /// end.
  ///
  /// The Ctrl-C must land while the command runs: each try sends it sooner after the line, a try
  /// whose board was out before the Ctrl-C proves nothing and goes on to the next, and at least one
  /// must have landed in time. A board printed after the Ctrl-C fails at once. A Ctrl-C that comes
  /// before the shell has read the line cancels the line too (the terminal drops its unread input
  /// on an interrupt), and proves nothing either.
  @Test func ctrlCDuringACommandReturnsToThePrompt() async throws {
    var landed = 0
    for delay: useconds_t in [150_000, 60_000, 20_000, 5_000] {
      let scratch = try ScratchDirectory("academy-pty")
      // With a size the command is `exec`ed: no shell between `script` and the program to die of
      // the same Ctrl-C on its own.
      let session = try await TerminalSession.open(
        ["--progress", scratch.path("progress.json"), "--seed", "35"], in: scratch,
        size: (columns: 80, rows: 24))
      defer { session.stop() }
      try await session.expect("academy > ")
      try session.send("lesson 18\r")
      try await Task.sleep(nanoseconds: UInt64(delay) * 1_000)
      try session.send("\u{3}")
      try await session.expect("^C")
      let prompt = try await session.expectFirst(of: ["academy simple colours", "academy > "])
      guard prompt == 0 else {
        try session.send("quit\r")
        #expect(await session.waitForExit() == 0, "\(session.transcript)")
        continue
      }
      let transcript = session.transcript
      let interrupt = try #require(transcript.range(of: "^C"))
      // The drill the command was about to print was dropped, not shown after the Ctrl-C.
      #expect(
        !transcript[interrupt.upperBound...].contains("Marks:"), "delay \(delay): \(transcript)")
      if !transcript[..<interrupt.lowerBound].contains("Marks:") { landed += 1 }
      // The session goes on: the drill is there to answer, and the shell ends normally.
      try session.send("show\r")
      try await session.expect("Marks:")
      try session.send("quit\r")
      #expect(await session.waitForExit() == 0, "\(session.transcript)")
      if landed > 0 { break }
    }
    #expect(landed > 0, "no Ctrl-C landed while the command ran")
  }

  /// Meta-x opened libedit's ed-command, which died with SIGSEGV on `ESC x "` (and `ESC x '`);
  /// it is unbound: the keys do nothing, the shell goes on, and ends normally.
  @Test func metaXQuoteDoesNotCrashTheLineEditor() async throws {
    let scratch = try ScratchDirectory("academy-pty")
    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json")], in: scratch)
    defer { session.stop() }
    try await session.expect("academy > ")
    try session.send("\u{1B}x\"\r")
    try await session.expect("academy > ")
    try session.send("\u{1B}X'\r")
    try await session.expect("academy > ")
    try session.send("help quit\r")
    try await session.expect("leave the shell")
    try session.send("\u{4}")
    #expect(await session.waitForExit() == 0, "\(session.transcript)")
  }

  @Test func foreignHistoryFileIsMovedAsideNotOverwritten() async throws {
    let scratch = try ScratchDirectory("academy-pty")
    let directory = scratch.url.appendingPathComponent("state/sudoku-academy")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let bash = Data("ls -la\ncd /tmp\n".utf8) + Data([0xFF, 0x00, 0x0A])
    try bash.write(to: directory.appendingPathComponent("history"))

    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json")], in: scratch)
    defer { session.stop() }
    try await session.expect("academy > ")
    try session.send("help\r")
    try await session.expect("Commands:")
    try await session.expect("academy > ")
    try session.send("\u{4}")
    #expect(await session.waitForExit() == 0)

    #expect(session.transcript.contains("was not written by sudoku-academy; it was kept as"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let kept = names.filter { $0.hasPrefix("history.foreign-") }
    try #require(kept.count == 1, "expected one kept file, found \(names)")
    #expect(try Data(contentsOf: directory.appendingPathComponent(kept[0])) == bash)
    #expect(
      try String(contentsOf: directory.appendingPathComponent("history"), encoding: .utf8)
        == "_HiStOrY_V2_\nhelp\n")
  }

  /// A FIFO at the history path would make libedit's `H_LOAD` wait forever for a writer.
  @Test func fifoAtHistoryPathDoesNotHangTheStart() async throws {
    let scratch = try ScratchDirectory("academy-pty")
    let directory = scratch.url.appendingPathComponent("state/sudoku-academy")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent("history").path
    try #require(mkfifo(fifo, 0o600) == 0)

    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json")], in: scratch)
    defer { session.stop() }
    try await session.expect("academy > ", timeout: 20)
    #expect(session.transcript.contains("is a FIFO, not a regular file"))
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  /// Scripted input (not a terminal) never reaches the history file.
  @Test func scriptedSessionWritesNoHistory() throws {
    let scratch = try ScratchDirectory("academy-pty")
    let result = try runAcademy(
      ["--progress", scratch.path("progress.json")], input: "help\nlessons\nquit\n", in: scratch)
    #expect(result.status == 0)
    #expect(!result.output.contains("academy > "), "no prompt in scripted mode")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("state/sudoku-academy/history")))
  }
}

/// `TerminalSession.expect` gave up (the failure is already recorded).
struct TerminalSessionTimeout: Error {}

/// How many terminal sessions run at once. A session's waits hold no thread, so without a limit
/// every terminal test would start its program at the same moment and each would starve the
/// others past their deadlines; two keep both cores busy beside the tests that compute.
actor TerminalSlots {
  static let shared = TerminalSlots(count: 2)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { free = count }

  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// The academy binary on a pseudo-terminal through `script -qec CMD /dev/null`: keystrokes go in
/// through a pipe, and everything the terminal shows is collected (escape sequences and carriage
/// returns removed) to be waited for with `expect`.
final class TerminalSession: @unchecked Sendable {
  static let available = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  private var process: SpawnedProcess!
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received = Data()
  private let finished = DispatchSemaphore(value: 0)
  /// Where the next `expect` starts looking: a UTF-8 offset in the cleaned transcript.
  private var searchFrom = 0

  /// - Parameters:
  ///   - size: the terminal's columns and rows (set with `stty` before the program starts); by
  ///     default the pseudo-terminal reports no size and `COLUMNS` is 100.
  ///   - environment: variables set (or, with nil, removed) on top of the test environment.
  ///   - outputPiped: the program's standard output goes through a pipe (`| cat`) to the
  ///     terminal, so its input is a terminal and its output is not.
  ///
  /// The session starts once one of the `TerminalSlots` is free, and gives it back when its
  /// program ends.
  static func open(
    _ arguments: [String], in directory: ScratchDirectory, size: (columns: Int, rows: Int)? = nil,
    environment changes: [String: String?] = [:], outputPiped: Bool = false
  ) async throws -> TerminalSession {
    await TerminalSlots.shared.acquire()
    do {
      return try TerminalSession(
        arguments, in: directory, size: size, environment: changes, outputPiped: outputPiped)
    } catch {
      await TerminalSlots.shared.release()
      throw error
    }
  }

  private init(
    _ arguments: [String], in directory: ScratchDirectory, size: (columns: Int, rows: Int)?,
    environment changes: [String: String?], outputPiped: Bool
  ) throws {
    let binary = try AcademyBinary.require()
    var command = ([binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    if outputPiped { command += " | cat" }
    if let size { command = "stty cols \(size.columns) rows \(size.rows); exec \(command)" }
    var environment = testEnvironment(directory)
    environment["COLUMNS"] = "100"
    for (name, value) in changes { environment[name] = value }
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
      } else {
        self?.append(data)
      }
    }
    let finished = self.finished
    signal(SIGPIPE, SIG_IGN)
    process = try SpawnedProcess(
      "/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment,
      directory: directory.url.path, standardInput: input.fileHandleForReading.fileDescriptor,
      standardOutput: output.fileHandleForWriting.fileDescriptor,
      standardError: output.fileHandleForWriting.fileDescriptor
    ) {
      finished.signal()
      Task { await TerminalSlots.shared.release() }
    }
    // The child's ends are its own now: closed here, so its output's end reads as the end.
    try? input.fileHandleForReading.close()
    try? output.fileHandleForWriting.close()
  }

  private func append(_ data: Data) {
    lock.withLock { received += data }
  }

  /// Everything the program wrote, escape sequences and carriage returns included.
  var raw: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

  /// Everything shown so far, without escape sequences and carriage returns.
  var transcript: String {
    TerminalSession.clean(lock.withLock { String(decoding: received, as: UTF8.self) })
  }

  func send(_ keys: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(keys.utf8))
  }

  /// Waits until `text` appears after the previous match; fails with the transcript if it does not.
  /// The wait is a task's sleep, which holds no thread: the tests that compute run meanwhile (the
  /// test runner has one thread per core).
  func expect(
    _ text: String, timeout: TimeInterval = 20, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    _ = try await expectFirst(of: [text], timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Waits until one of `texts` appears after the previous match and returns the index of the one
  /// that appears first; fails with the transcript if none does.
  func expectFirst(
    of texts: [String], timeout: TimeInterval = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    // The transcript is looked at once more after the deadline: a task may wake late, when the
    // tests that compute held both threads, and what came meanwhile still counts.
    while true {
      let shown = transcript
      let start =
        shown.utf8.index(
          shown.startIndex, offsetBy: searchFrom, limitedBy: shown.endIndex) ?? shown.endIndex
      let found = texts.indices.compactMap { index in
        shown.range(of: texts[index], range: start..<shown.endIndex).map { (index, $0) }
      }
      if let (index, range) = found.min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
        searchFrom = shown.utf8.distance(from: shown.startIndex, to: range.upperBound)
        return index
      }
      guard Date() < deadline else { break }
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    Issue.record(
      Comment(
        rawValue: (texts.count == 1 ? "\"\(texts[0])\" did not" : "none of \(texts) did")
          + " appear within \(Int(timeout)) s; the terminal showed:\n" + transcript),
      sourceLocation: sourceLocation)
    throw TerminalSessionTimeout()
  }

  /// The exit status once the program has ended, nil if it is still running at the deadline.
  func waitForExit(timeout: TimeInterval = 60) async -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while finished.wait(timeout: .now()) != .success {
      guard Date() < deadline, (try? await Task.sleep(nanoseconds: 10_000_000)) != nil else {
        return nil
      }
    }
    finished.signal()
    return process.terminationReason == .exit ? process.terminationStatus : nil
  }

  /// Ends the session if it is still running.
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
      finished.signal()
    }
    try? input.fileHandleForWriting.close()
  }

  /// Removes ANSI escape sequences (CSI and two-character escapes) and carriage returns.
  static func clean(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\u{1B}":
        guard let next = scalars.next() else { break }
        if next == "[" {
          while let part = scalars.next(), !(0x40...0x7E).contains(part.value) {}
        } else if next == "(" || next == ")" {
          _ = scalars.next()
        }
      case "\r", "\u{7}":
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}
