import Academy
import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import sudoku_academy

/// Issue 20's "done when": a whole session in each language on a pseudo-terminal at 80×24 with
/// colour on — a lesson, a drill with a miss and both hints, a study game to Solved, a challenge
/// level to its stars, and progress — read back line by line. Every line fits 80 columns; the
/// Portuguese session has no English left in its prose (`EnglishLeak`), and the key lines of
/// each language read as they should.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct LanguageTerminalTests {
  /// The lines each language must show (their starts), in the session's order.
  static func expected(_ language: Language) -> [String] {
    switch language {
    case .english:
      [
        "Pointing — ", "Drill 1 · seed 21 · pointing", "✗ Miss", "Look at box ",
        "Easy · pasted · ", "Solved in ", "Challenge 1 · ",
        "Challenge 1 ★★★: 0 mistakes + 0 hints + 0 reveals = 0.", "Next: lesson 1",
      ]
    case .portuguese:
      [
        "Português a partir de agora", "Apontamento — ", "Exercício 1 · semente 21 · apontamento",
        "✗ Errado", "Olhe para a caixa ",
        "Fácil · colado · ", "Resolvido em ", "Desafio 1 · ",
        "Desafio 1 ★★★: 0 erros + 0 dicas + 0 revelações = 0.", "A seguir: lição 1",
      ]
    }
  }

  @Test(arguments: Language.allCases)
  func aWholeSessionAtEightyByTwentyFour(language: Language) async throws {
    let scratch = try ScratchDirectory("academy-language")
    // English from the locale's absence; Portuguese chosen in the shell, as a learner would.
    let terminal = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "21"], in: scratch,
      size: (80, 24), environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { terminal.stop() }
    try await terminal.expect(" > ")
    func run(_ command: String) async throws {
      try terminal.send(command + "\r")
      try await terminal.expect(" > ", timeout: 60)
    }
    if language == .portuguese { try await run("language pt") }
    // A lesson and its drill: a miss, then both hint rungs.
    try await run("lesson 3")
    try await run("export")
    let exported = try #require(
      terminal.transcript.split(separator: "\n").map(String.init).last { $0.hasPrefix(":0") })
    let grid = try Position(parsing: exported.trimmingCharacters(in: .whitespaces)).grid
    let removable = Set(Finder.steps(.pointing, in: grid).flatMap(\.eliminations))
    let wrong = try #require(
      grid.emptyCells.lazy.flatMap { cell in grid.candidates(at: cell).map { Candidate(cell, $0) } }
        .first { !removable.contains($0) })
    for command in ["\(wrong.cell)<>\(wrong.digit)", "hint", "hint"] { try await run(command) }
    // A study game to Solved, then challenge level 1 to its stars.
    try await run("study \(StudyShellTests.puzzle)")
    let solution = StudyShellTests.solution
    let puzzle = Puzzle(text: StudyShellTests.puzzle)!
    let moves = Cell.all.filter { puzzle[$0] == 0 }.map { "\($0)=\(solution[$0])" }
    for start in stride(from: 0, to: moves.count, by: 6) {
      try await run(moves[start..<min(start + 6, moves.count)].joined(separator: " "))
    }
    try await run("challenge")
    let level = ChallengeLevel.level(1)!
    let game = level.game(seed: level.seed(session: 21, index: 0))
    for line in ChallengeShellTests.solvingLines(game, perLine: 6) { try await run(line) }
    try await run("progress")
    try terminal.send("quit\r")
    #expect(await terminal.waitForExit() == 0)

    let lines = terminal.raw.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.contains("\u{1B}[") }, "colour is on")
    let plain = lines.map { String(DisplayWidth.plain($0).drop { $0 == "\u{7}" }) }
    // What the program wrote: not the prompt with the typed line, nor a long typed line's echo.
    let output = plain.filter { line in
      !(line.hasPrefix("academy") && line.contains(" > ")) && !line.hasPrefix(":0")
        && !line.contains("4.2867.136") && !moves.contains { $0.hasPrefix(line) }
    }
    for line in output {
      #expect(DisplayWidth.of(line) <= 80, "wider than 80: \(line)")
    }
    // The key lines, in order.
    var cursor = output.startIndex
    for start in Self.expected(language) {
      let found = output[cursor...].firstIndex { $0.hasPrefix(start) }
      let rest = output[cursor...].joined(separator: "\n")
      #expect(found != nil, "no line starting \"\(start)\" after line \(cursor):\n\(rest)")
      cursor = found ?? cursor
    }
    if language == .portuguese {
      // From the reply to `language pt` on (the welcome before it is English, as nothing chose a
      // language yet), boards are digits and marks and everything else is prose, none of it
      // English.
      let switched = try #require(output.firstIndex { $0.hasPrefix("Português a partir de agora") })
      for line in output[switched...] where !line.contains("│") {
        let english = EnglishLeak.words(in: line)
        #expect(english.isEmpty, "English \(english) in: \(line)")
      }
    }
  }

  /// `language pt` is kept: the next session starts in Portuguese with no flag and an English
  /// locale, `--language en` overrides it for one run without changing it, and `language en`
  /// turns it back for good.
  @Test func theChoiceIsKeptForLaterSessions() throws {
    let scratch = try ScratchDirectory("academy-language")
    let progress = ["--progress", scratch.path("progress.json")]
    let english = ["LANG": "en_GB.UTF-8"]
    _ = try runAcademy(progress, input: "language pt\nquit\n", in: scratch, environment: english)
    let kept = try runAcademy(progress, input: "quit\n", in: scratch, environment: english)
    #expect(
      kept.output.hasPrefix("Sudoku Academy — \(CountWords.portuguese) técnicas"), "\(kept.output)")
    let once = try runAcademy(
      progress + ["--language", "en"], input: "quit\n", in: scratch, environment: english)
    #expect(
      once.output.hasPrefix("Sudoku Academy — \(CountWords.english) solving techniques"),
      "\(once.output)")
    let still = try runAcademy(progress, input: "language en\nquit\n", in: scratch)
    #expect(
      still.output.hasPrefix("Sudoku Academy — \(CountWords.portuguese) técnicas"),
      "\(still.output)")
    let back = try runAcademy(progress, input: "quit\n", in: scratch, environment: english)
    #expect(
      back.output.hasPrefix("Sudoku Academy — \(CountWords.english) solving techniques"),
      "\(back.output)")
  }
}
