import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// The game review as a learner meets it (issue 30): the real binary on a pseudo-terminal at 80×24
/// in colour, in each language. A pasted game is played to Solved with a planted guess (the cells
/// are filled last row first, so the first few are placed before anything forces them), a planted
/// long wait (the clock skewed 150 seconds through the test hook `SUDOKU_ACADEMY_CLOCK_SKEW_FILE`)
/// and a hint; then `study review` is read back a part at a time. No line the program writes is
/// wider than the terminal.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct GameReviewTerminalTests {
  struct Said: Sendable, CustomTestStringConvertible {
    let language: String
    let legend, hinted, solved, offer, heading, guess, wait, hint, practise, moves, nextPart: String
    let lastMove: String
    var testDescription: String { language }

    static let english = Said(
      language: "en", legend: "Marks: [5] given", hinted: "hint again reveals", solved: "Solved in",
      offer: "Type study review to see what each",
      heading: "Review of your game", guess: "r9c3=9 was a guess",
      wait: "you waited 2m 30s; a full house in box 8 was the way on.",
      hint: "Hints: hidden single at", practise: "Practise hidden single (type lesson 1)",
      moves: "Every move (41)", nextPart: "Enter for part", lastMove: "r1c2=5 (hidden single)")
    static let portuguese = Said(
      language: "pt", legend: "Marcas: [5] pista", hinted: "hint outra vez",
      solved: "Resolvido em",
      offer: "Escreva study review para ver em que assentou", heading: "Revisão do seu jogo",
      guess: "r9c3=9 foi um palpite",
      wait: "esperou 2 min 30 s; o caminho era a última casa vazia da caixa 8.",
      hint: "Dicas: único escondido aos",
      practise: "Pratique único escondido (escreva lesson 1)", moves: "Todas as jogadas (41)",
      nextPart: "Enter para a parte", lastMove: "r1c2=5 (único escondido)")
  }

  static func send(_ line: String, expecting text: String, to session: TerminalSession) async throws
  {
    try session.send(line + "\r")
    try await session.expect(text, timeout: 30)
    try await session.expect(" > ", timeout: 30)
  }

  @Test(arguments: [Said.english, .portuguese])
  func aGameWithAGuessAWaitAndAHintReviewedOnATerminal(_ said: Said) async throws {
    let scratch = try ScratchDirectory("academy-game-review")
    let skew = scratch.path("clock-skew")
    try "0".write(toFile: skew, atomically: true, encoding: .utf8)
    let session = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "3", "--language", said.language],
      in: scratch, size: (80, 24),
      environment: [
        "NO_COLOR": nil, "TERM": "xterm-256color", "SUDOKU_ACADEMY_CLOCK_SKEW_FILE": skew,
      ])
    defer { session.stop() }
    try await session.expect(" > ")
    try await Self.send("study \(StudyShellTests.puzzle)", expecting: said.legend, to: session)
    let order = GameReviewShellTests.order
    for (index, cell) in order.enumerated() {
      if index == 10 { try "150".write(toFile: skew, atomically: true, encoding: .utf8) }
      if index == 12 { try await Self.send("hint", expecting: said.hinted, to: session) }
      let line = "\(cell)=\(StudyShellTests.solution[cell.index])"
      try await Self.send(
        line, expecting: index == order.count - 1 ? said.solved : said.legend, to: session)
    }
    #expect(session.transcript.contains(said.offer), "Solved says how to see the review")
    try session.send("study review\r")
    try await session.expect(said.heading)
    try await session.expect(said.hint)
    // Enter shows the next part until the last, which ends with the last move.
    var parts = 1
    while try await session.expectFirst(of: [said.nextPart, said.lastMove], timeout: 30) == 0 {
      try await session.expect(" > ")
      try session.send("\r")
      parts += 1
    }
    #expect(parts > 2, "the review comes a part at a time at 80×24")
    let shown = session.transcript
    let headings = shown.components(separatedBy: said.moves).count - 1
    #expect(headings >= 2, "a part that starts inside the moves' table has its heading again")
    for expected in [said.guess, said.wait, said.practise, said.moves] {
      #expect(shown.contains(expected), "the review shows \(expected)")
    }
    try session.send("quit\r")
    #expect(await session.waitForExit() == 0)
    for line in shown.split(separator: "\n") where !line.contains(" > ") {
      #expect(DisplayWidth.of(String(line)) <= 80, "wider than the terminal: \(line)")
    }
  }
}
