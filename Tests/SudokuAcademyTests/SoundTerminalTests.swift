import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The bell as a person hears it: the real binary on a pseudo-terminal at 80×24 in colour writes
/// BEL on a refused conflicting digit and on Solved with sound on, on each accepted placement and
/// each reveal too with sound all, and never with sound off; the setting holds across a restart;
/// and a scripted session — input and output piped, or only the output — never writes the byte,
/// whatever the setting.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct SoundTerminalTests {
  static let bel: Unicode.Scalar = "\u{7}"

  static func bells(_ text: String) -> Int {
    text.unicodeScalars.filter { $0 == bel }.count
  }

  /// What the terminal showed after the last bell, escape sequences removed.
  static func afterLastBell(_ session: TerminalSession) -> String {
    let raw = session.raw
    guard let last = raw.lastIndex(of: "\u{7}") else { return "" }
    return TerminalSession.clean(String(raw[raw.index(after: last)...]))
  }

  static func start(_ scratch: ScratchDirectory) async throws -> TerminalSession {
    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "3"], in: scratch,
      size: (80, 24), environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    try await session.expect("academy > ")
    return session
  }

  /// Sends a line and waits for `text`, then for the prompt after it.
  static func send(_ line: String, expecting text: String, to session: TerminalSession) async throws
  {
    try session.send(line + "\r")
    try await session.expect(text, timeout: 30)
    try await session.expect(" > ", timeout: 30)
  }

  @Test func aConflictRingsWithSoundOnAndNotWithSoundOffAcrossARestart() async throws {
    let scratch = try ScratchDirectory("academy-bell")
    do {
      let session = try await Self.start(scratch)
      defer { session.stop() }
      try await Self.send(
        "study \(StudyShellTests.puzzle)", expecting: "Pasted puzzle, graded easy", to: session)
      #expect(Self.bells(session.raw) == 0, "nothing rang before the conflict")
      try await Self.send("r1c2=4", expecting: "repeats the 4", to: session)
      #expect(Self.bells(session.raw) == 1, "a refused conflicting digit rings")
      #expect(Self.afterLastBell(session).hasPrefix("r1c2=4 repeats the 4 in r1c1"))
      try await Self.send("sound off", expecting: "Sound off", to: session)
      try await Self.send("r1c2=4", expecting: "repeats the 4", to: session)
      #expect(Self.bells(session.raw) == 1, "sound off: the second conflict is silent")
      try session.send("quit\r")
      #expect(await session.waitForExit() == 0)
    }
    // A new session on the same progress file: still off, until sound on.
    let session = try await Self.start(scratch)
    defer { session.stop() }
    try await Self.send("sound", expecting: "Sound is off", to: session)
    try await Self.send("study", expecting: "Resumed your saved easy game.", to: session)
    try await Self.send("r1c2=4", expecting: "repeats the 4", to: session)
    #expect(Self.bells(session.raw) == 0, "off after the restart")
    try await Self.send("sound on", expecting: "Sound on", to: session)
    try await Self.send("r1c2=4", expecting: "repeats the 4", to: session)
    #expect(Self.bells(session.raw) == 1)
    try await Self.send(SoundTests.solvingLine, expecting: "Solved in", to: session)
    #expect(Self.bells(session.raw) == 2, "Solved rings")
    #expect(Self.afterLastBell(session).hasPrefix("Solved in"), "just before the Solved line")
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
  }

  /// What each language's shell says at the moments the bell is counted.
  struct Said: Sendable, CustomTestStringConvertible {
    let language: String
    let pasted, conflict, placed, revealed, off, on, all, isAll, resumed, solved: String
    var testDescription: String { language }

    static let english = Said(
      language: "en", pasted: "Pasted puzzle, graded easy", conflict: "repeats the 4",
      placed: "move", revealed: "Applied (undo takes it back)", off: "Sound off, now",
      on: "Sound on, now", all: "Sound on every move, now",
      isAll: "Sound is on for every move: the terminal bell rings on each digit",
      resumed: "Resumed your saved easy game.", solved: "Solved in")
    static let portuguese = Said(
      language: "pt", pasted: "Puzzle colado, classificado como fácil", conflict: "repete o 4",
      placed: "jogada", revealed: "Aplicado (undo anula-o)", off: "Som desligado, agora",
      on: "Som ligado, agora", all: "Som em todas as jogadas, agora",
      isAll: "O som está ligado em todas as jogadas: o terminal dá um sinal sonoro a cada",
      resumed: "O seu jogo guardado (fácil) foi retomado.", solved: "Resolvido em")
  }

  /// Each event at each level of `sound`, counted on the terminal in each language: off rings on
  /// nothing; on on the conflict only (a placement and a reveal stay silent); all on the
  /// conflict, the placement and the reveal, one bell each. After a restart all is still the
  /// setting, and a line that solves rings once; a new game solved with sound off, never.
  @Test(arguments: [Said.english, .portuguese])
  func eachEventAtEachLevelOnATerminal(_ said: Said) async throws {
    let scratch = try ScratchDirectory("academy-bell")
    let arguments = [
      "--progress", scratch.path("progress.json"), "--seed", "3", "--language", said.language,
    ]
    let empty = SoundTests.empty()
    let place = "\(empty.cell)=\(empty.digit)"
    do {
      let session = try await TerminalSession.open(
        arguments, in: scratch, size: (80, 24),
        environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
      defer { session.stop() }
      try await session.expect(" > ")
      try await Self.send("study \(StudyShellTests.puzzle)", expecting: said.pasted, to: session)
      // Each level: the conflict, a placement and a reveal, then both taken back, so the next
      // level plays the same moves on the same board.
      for (setting, confirmation, rings) in [
        ("off", said.off, [0, 0, 0]), ("on", said.on, [1, 1, 1]), ("all", said.all, [2, 3, 4]),
      ] {
        try await Self.send("sound \(setting)", expecting: confirmation, to: session)
        try await Self.send("r1c2=4", expecting: said.conflict, to: session)
        #expect(Self.bells(session.raw) == rings[0], "conflict, sound \(setting)")
        try await Self.send(place, expecting: said.placed, to: session)
        #expect(Self.bells(session.raw) == rings[1], "placement, sound \(setting)")
        try await Self.send("show", expecting: said.revealed, to: session)
        #expect(Self.bells(session.raw) == rings[2], "reveal, sound \(setting)")
        try await Self.send("undo", expecting: "undo", to: session)
        try await Self.send("undo", expecting: "undo", to: session)
        #expect(Self.bells(session.raw) == rings[2], "undo is silent")
      }
      try session.send("quit\r")
      #expect(await session.waitForExit() == 0)
    }
    let session = try await TerminalSession.open(
      arguments, in: scratch, size: (80, 24),
      environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { session.stop() }
    try await session.expect(" > ")
    try await Self.send("sound", expecting: said.isAll, to: session)
    try await Self.send("study", expecting: said.resumed, to: session)
    try await Self.send(SoundTests.solvingLine, expecting: said.solved, to: session)
    #expect(Self.bells(session.raw) == 1, "a line that places and solves rings once")
    #expect(Self.afterLastBell(session).hasPrefix(said.solved))
    try await Self.send("study \(StudyShellTests.puzzle)", expecting: said.pasted, to: session)
    try await Self.send("sound off", expecting: said.off, to: session)
    try await Self.send(SoundTests.solvingLine, expecting: said.solved, to: session)
    #expect(Self.bells(session.raw) == 1, "sound off: Solved is silent")
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
  }

  /// Scripted sessions never ring, with sound all: input and output piped, and a terminal's
  /// input with the output piped (`| cat`).
  @Test func aScriptedSessionNeverRings() async throws {
    let scratch = try ScratchDirectory("academy-bell")
    let empty = SoundTests.empty()
    let lines = [
      "sound all", "study \(StudyShellTests.puzzle)", "r1c2=4", "\(empty.cell)=\(empty.digit)",
      "show", SoundTests.solvingLine, "sound", "quit",
    ]
    let piped = try runAcademy(
      ["--progress", scratch.path("progress.json")], input: lines.joined(separator: "\n") + "\n",
      in: scratch)
    #expect(piped.status == 0)
    #expect(piped.output.contains("repeats the 4"))
    #expect(piped.output.contains("Solved in"))
    #expect(piped.output.contains("It rings only on a terminal"))
    #expect(Self.bells(piped.output) == 0)

    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress-2.json")], in: scratch, size: (80, 24),
      environment: ["NO_COLOR": nil, "TERM": "xterm-256color"], outputPiped: true)
    defer { session.stop() }
    try await session.expect("New to Sudoku? Type rules.")
    let texts = [
      "Sound on every move", "graded easy", "repeats the 4", "1 move", "Applied", "Solved in",
    ]
    for (line, text) in zip(lines, texts) {
      try session.send(line + "\r")
      try await session.expect(text, timeout: 30)
    }
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
    #expect(!session.raw.contains("academy > "), "scripted: no prompt")
    #expect(Self.bells(session.raw) == 0, "stdout not a terminal: no bell")
  }
}
