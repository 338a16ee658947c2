import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// Notes mode as a person plays it (issue 28, item 2): the real binary on a pseudo-terminal at
/// 80×24 in colour, in each language. With notes on, a pasted game shows only the marks written;
/// marks go in with `r3c5+…` and `note`, a placement takes its digit out of a peer's marks and
/// undo puts it back; the marks and the setting survive a restart (study.json and the progress
/// file), and the game is played on to Solved. No line the program writes is wider than the
/// terminal.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct NotesTerminalTests {
  /// What each language's shell says at the moments the test waits for.
  struct Said: Sendable, CustomTestStringConvertible {
    let language: String
    let on, pasted, legend, notesAreOn, resumed, solved, undid: String
    let taken: @Sendable (Int, Cell) -> String
    let list: @Sendable (Cell, String) -> String
    var testDescription: String { language }

    static let english = Said(
      language: "en", on: "Notes on, now and in later sessions",
      pasted: "Pasted puzzle, graded easy", legend: "7 your marks (notes on)",
      notesAreOn: "Notes are on: study boards show only the marks you write.",
      resumed: "Resumed your saved easy game.", solved: "Solved in", undid: "Undid ",
      taken: { "(Taken out of your marks: the \($0) in \($1).)" },
      list: { "Your marks in \($0): \($1)." })
    static let portuguese = Said(
      language: "pt", on: "Modo de notas ligado, agora e nas sessões seguintes",
      pasted: "Puzzle colado, classificado como fácil", legend: "7 as suas notas (notes on)",
      notesAreOn: "O modo de notas está ligado: as grelhas de estudo mostram só as notas",
      resumed: "O seu jogo guardado (fácil) foi retomado.", solved: "Resolvido em",
      undid: "Anulado: ", taken: { "(Retirado das suas notas: o \($0) de \($1).)" },
      list: { "As suas notas em \($0): \($1)." })
  }

  /// Sends a line and waits for `text`, then for the prompt after it.
  static func send(_ line: String, expecting text: String, to session: TerminalSession) async throws
  {
    try session.send(line + "\r")
    try await session.expect(text, timeout: 30)
    try await session.expect(" > ", timeout: 30)
  }

  /// An empty cell of the pasted puzzle, a peer of it in its row holding its solution digit
  /// among its candidates, and their candidates.
  static func cells() -> (cell: Cell, digit: Int, peer: Cell, marks: DigitSet, peerMarks: DigitSet)
  {
    let grid = Grid(givens: Puzzle(text: StudyShellTests.puzzle)!)
    let solution = StudyShellTests.solution
    for cell in grid.emptyCells where grid.candidates(at: cell).count > 1 {
      let digit = solution[cell.index]
      if let peer = grid.emptyCells.first(where: {
        $0 != cell && $0.row == cell.row && grid.candidates(at: $0).contains(digit)
          && grid.candidates(at: $0).count > 1
      }) {
        return (cell, digit, peer, grid.candidates(at: cell), grid.candidates(at: peer))
      }
    }
    preconditionFailure("the pasted puzzle has two such cells")
  }

  static func digits(_ set: DigitSet) -> String { set.map(String.init).joined() }
  static func spaced(_ set: DigitSet) -> String { set.map(String.init).joined(separator: " ") }

  @Test(arguments: [Said.english, .portuguese])
  func aNotesGamePlayedToSolved(_ said: Said) async throws {
    let scratch = try ScratchDirectory("academy-notes")
    let arguments = [
      "--progress", scratch.path("progress.json"), "--seed", "3", "--language", said.language,
    ]
    let (cell, digit, peer, marks, peerMarks) = Self.cells()
    var transcripts: [String] = []
    do {
      let session = try await TerminalSession.open(
        arguments, in: scratch, size: (80, 24),
        environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
      defer { session.stop() }
      try await session.expect(" > ")
      try await Self.send("notes on", expecting: said.on, to: session)
      try await Self.send("study \(StudyShellTests.puzzle)", expecting: said.legend, to: session)
      #expect(session.transcript.contains(said.pasted))
      try await Self.send("\(cell)+\(Self.digits(marks))", expecting: said.legend, to: session)
      try await Self.send(
        "note \(peer) \(Self.digits(peerMarks))", expecting: said.legend, to: session)
      // The compact board (the full one is taller than 24 lines) shows the marks written.
      #expect(session.transcript.contains(" \(Self.digits(peerMarks)) "))
      try await Self.send(
        "notes \(peer)", expecting: said.list(peer, Self.spaced(peerMarks)), to: session)
      // The placement takes its digit out of the peer's marks; undo puts it back.
      try await Self.send("\(cell)=\(digit)", expecting: said.taken(digit, peer), to: session)
      let without = peerMarks.subtracting([digit])
      try await Self.send(
        "notes \(peer)", expecting: said.list(peer, Self.spaced(without)), to: session)
      try await Self.send("undo", expecting: said.undid, to: session)
      try await Self.send(
        "notes \(peer)", expecting: said.list(peer, Self.spaced(peerMarks)), to: session)
      try session.send("quit\r")
      #expect(await session.waitForExit() == 0)
      transcripts.append(session.transcript)
    }
    let save = try String(contentsOfFile: scratch.path("study.json"), encoding: .utf8)
    #expect(save.contains("\"marks\":["), "the save keeps the marks")
    // A restart: notes still on, the marks still there, and the game played on to Solved.
    let session = try await TerminalSession.open(
      arguments, in: scratch, size: (80, 24),
      environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { session.stop() }
    try await session.expect(" > ")
    try await Self.send("notes", expecting: said.notesAreOn, to: session)
    try await Self.send("study", expecting: said.legend, to: session)
    #expect(session.transcript.contains(said.resumed))
    try await Self.send(
      "notes \(peer)", expecting: said.list(peer, Self.spaced(peerMarks)), to: session)
    try await Self.send(
      "notes \(cell)", expecting: said.list(cell, Self.spaced(marks)), to: session)
    try await Self.send("notes fill", expecting: said.legend, to: session)
    try await Self.send(SoundTests.solvingLine, expecting: said.solved, to: session)
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
    transcripts.append(session.transcript)
    // The typed lines are the terminal's echo (the pasted puzzle and the solving line are long,
    // and libedit may redraw a part of one without its prompt); the program's own lines fit.
    let typed = ["study \(StudyShellTests.puzzle)", SoundTests.solvingLine]
    for line in transcripts.joined(separator: "\n").split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      let echoed = typed.contains { $0.hasPrefix(text.prefix(12)) || $0.contains(text) }
      guard !line.contains(" > "), !echoed else { continue }
      #expect(DisplayWidth.of(line) <= 80, "wider than the terminal: \(line)")
    }
  }
}
