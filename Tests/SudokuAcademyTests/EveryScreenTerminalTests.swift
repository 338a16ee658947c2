import Foundation
import Testing

@testable import sudoku_academy

/// Every screen a learner meets, through the real binary on a pseudo-terminal in colour, in both
/// languages at 60×20, 80×24 and 120×50: one session per language and size walks them in order
/// (the welcome, help with nothing open, the five rules pages, a lesson's drill, help in it, a
/// miss, the three hints, show, the next drill, the guide, a study game, its show, help in it, its
/// notes mode, a challenge level, progress). No line is wider than the terminal, and every screen the design says fits
/// does: a text taller than the terminal comes a part at a time (Enter for the next), each part
/// with the typed line above it and the prompt under it; a drill or a game from its header to the
/// prompt; a board wider than the terminal is not drawn, a line says how wide it must be.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct EveryScreenTerminalTests {
  /// A language and a terminal size.
  struct Case: CustomTestStringConvertible, Sendable {
    var language: String
    var columns: Int
    var rows: Int
    var testDescription: String { "\(language) \(columns)×\(rows)" }
  }

  static let cases = ["en", "pt"].flatMap { language in
    [(60, 20), (80, 24), (120, 50)].map { Case(language: language, columns: $0, rows: $1) }
  }

  /// The shell on a pseudo-terminal, one command at a time, each command's output read back.
  final class Walk {
    let terminal: TerminalSession
    /// The UTF-8 length of the transcript when the last prompt was shown.
    private var mark = 0

    init(_ terminal: TerminalSession) { self.terminal = terminal }

    /// Waits until the terminal shows a prompt after something new, and has shown nothing more
    /// for a moment (libedit's redraws done); returns what it shows then.
    private func prompted() async throws -> String {
      // 1,500 looks 40 ms apart, about 60 s: counted in looks, not by the clock, as a task may
      // wake late when the tests that compute hold both threads.
      var last = ""
      for _ in 0..<1_500 {
        try await Task.sleep(nanoseconds: 40_000_000)
        let shown = terminal.transcript
        let new = String(decoding: Array(shown.utf8).dropFirst(mark), as: UTF8.self)
        if new.contains("\n") && new.hasSuffix("> ") && shown == last { return shown }
        last = shown
      }
      Issue.record("no prompt within 60 s; the terminal showed:\n\(terminal.transcript)")
      throw TerminalSessionTimeout()
    }

    /// The lines before the first prompt: the welcome.
    func start() async throws -> [String] {
      try await output(of: nil)
    }

    /// What `command` printed: the lines between its typed line and the next prompt.
    func run(_ command: String) async throws -> [String] {
      try terminal.send(command + "\r")
      return try await output(of: command)
    }

    private func output(of command: String?) async throws -> [String] {
      let shown = try await prompted()
      let new = String(decoding: Array(shown.utf8).dropFirst(mark), as: UTF8.self)
      mark = shown.utf8.count
      var lines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // The last line is the new prompt; the first is the rest of the typed line, which a long
      // command continues on the lines after it (the terminal's echo, not the program's output).
      lines.removeLast()
      guard let command else { return lines }
      lines.removeFirst()
      return Array(
        lines.drop { line in
          !line.isEmpty && command.contains(line.trimmingCharacters(in: .whitespaces))
        })
    }

    /// `command`, then Enter while its output ends saying a next part is there: every part.
    func parts(_ command: String) async throws -> [[String]] {
      var parts = [try await run(command)]
      while let last = parts.last?.last, last.contains("Enter"), parts.count < 12 {
        parts.append(try await run(""))
      }
      return parts
    }
  }

  @Test(arguments: cases)
  func everyScreenFits(_ size: Case) async throws {
    let scratch = try ScratchDirectory("academy-every-screen")
    let terminal = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "21", "--language", size.language],
      in: scratch, size: (size.columns, size.rows),
      environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { terminal.stop() }
    let walk = Walk(terminal)
    let english = size.language == "en"
    // Each screen with what else must stay on the terminal with it: the typed line and the
    // prompt, or (from a drill's or a game's header on) the prompt; nil: no promise to fit.
    var screens: [(name: String, lines: [String], around: Int?)] = []
    func add(_ name: String, _ lines: [String], fits: Bool = true) {
      screens.append((name, lines, fits ? 2 : nil))
    }
    /// A drill or a game: its introduction may scroll away at 60×20; from its header (the
    /// first line with a `·`) on, with the prompt, it fits.
    func addGame(_ name: String, _ lines: [String]) throws {
      add(name, lines, fits: false)
      let header = try #require(
        lines.firstIndex { $0.contains(" · ") }, "\(name): \(lines.joined(separator: "\n"))")
      screens.append(("\(name) from its header", Array(lines[header...]), 1))
    }
    add("welcome", try await walk.start())
    for (index, part) in try await walk.parts("help").enumerated() {
      add("help \(index + 1)", part)
    }
    for page in 1...5 {
      for (index, part) in try await walk.parts("rules \(page)").enumerated() {
        add("rules \(page) part \(index + 1)", part)
      }
    }
    let lesson = try await walk.run("lesson 3")
    #expect(lesson.contains { $0.hasPrefix(english ? "Drill 1 · " : "Exercício 1 · ") })
    try addGame("lesson 3", lesson)
    for (index, part) in try await walk.parts("help").enumerated() {
      add("help in a drill \(index + 1)", part)
    }
    // Nothing removes 8 from r1c1 on this drill: a miss.
    let miss = try await walk.run("r1c1<>8")
    #expect(miss.first?.hasPrefix(english ? "✗ Miss" : "✗ Errado") == true, "\(miss)")
    add("miss", miss)
    for rung in 1...3 { add("hint \(rung)", try await walk.run("hint")) }
    // At 60×20 the board and its words come in two parts (they were 23 lines at once).
    let show = try await walk.parts("show")
    for (index, part) in show.enumerated() { add("show part \(index + 1)", part) }
    if size.rows <= 20 { #expect(show.count == 2, "show in parts at \(size.testDescription)") }
    try addGame("drill", try await walk.run("drill"))
    let guide = try await walk.parts("guide")
    for (index, part) in guide.enumerated() { add("guide part \(index + 1)", part) }
    try addGame("study", try await walk.run("study \(StudyShellTests.puzzle)"))
    let reveal = try await walk.parts("show")
    for (index, part) in reveal.enumerated() { add("study show part \(index + 1)", part) }
    #expect(
      reveal.last?.contains { $0.hasPrefix(english ? "Applied" : "Aplicado") } == true,
      "the reveal's words are shown: \(reveal)")
    for (index, part) in try await walk.parts("help").enumerated() {
      add("help in a study game \(index + 1)", part)
    }
    // Notes mode: the game with the learner's marks, in each view, and its lines.
    try addGame("notes on", try await walk.run("notes on"))
    add("a mark written", try await walk.run("r1c2+359"), fits: false)
    try addGame("notes fill", try await walk.run("notes fill"))
    add("notes r1c2", try await walk.run("notes r1c2"))
    add("board 5 of marks", try await walk.run("board 5"))
    add("hint with marks", try await walk.run("hint"))
    add("check with marks", try await walk.run("check"))
    add("help notes", try await walk.run("help notes"))
    add("notes off", try await walk.run("notes off"), fits: false)
    try addGame("challenge", try await walk.run("challenge --yes"))
    for (index, part) in try await walk.parts("progress").enumerated() {
      add("progress part \(index + 1)", part)
    }
    try terminal.send("quit\r")
    #expect(await terminal.waitForExit() == 0)

    for screen in screens {
      for line in screen.lines {
        #expect(
          DisplayWidth.of(line) <= size.columns,
          "\(screen.name) at \(size.testDescription): wider than the terminal: \(line)")
      }
      guard let around = screen.around else { continue }
      #expect(
        screen.lines.count + around <= size.rows,
        "\(screen.name) at \(size.testDescription): \(screen.lines.count) lines\n\(screen.lines.joined(separator: "\n"))"
      )
    }
    // The guide ends saying how to get the drill back; every part before its last says how to
    // get the next, and at 80×24 and smaller it takes more than one.
    let back = english ? "Type board to bring the drill back." : "board"
    #expect(guide.last?.last(where: { !$0.isEmpty })?.contains(back) == true)
    if size.rows <= 24 { #expect(guide.count > 1, "the guide in parts at \(size.testDescription)") }
    for (index, part) in guide.dropLast().enumerated() {
      #expect(
        part.last?.contains("guide pointing \(index + 2)") == true,
        "part \(index + 1) names the next: \(part.last ?? "")")
    }
    // Boards: where one is left out, the line saying how wide the terminal must be.
    let needs = english ? "This board needs a terminal " : "Esta grelha precisa de um terminal com "
    let all = screens.flatMap(\.lines)
    if size.columns >= 80 { #expect(!all.contains { $0.hasPrefix(needs) }) }
    #expect(all.contains { $0.contains("│") }, "boards are drawn")
  }
}
