import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// What a learner sees: the real binary on a pseudo-terminal with colour on (TERM=xterm-256color,
/// no NO_COLOR), at 80×24 and 120×50, and in ASCII. Every line the program writes is measured in
/// display columns with its escape sequences: scripted tests never see colour, so these are the
/// tests that would have caught boards cut mid-row.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct ScreenTerminalTests {
  /// One session through the commands that draw: a drill, the one-digit look, both hint rungs,
  /// show, export, the answer forms and a guide with its worked example.
  static let commands = [
    "lesson 5", "board 4", "hint", "hint", "show", "export", "help answers", "guide naked-pair",
    // Enter for each part of the guide (with a line or two to spare).
    "", "", "", "", "", "board compact", "drill", "export", "quit",
  ]

  struct Screenful {
    var columns: Int
    var rows: Int
    /// The lines the program printed (the prompt and the echo of typed commands left out).
    var lines: [String]
  }

  static func session(
    columns: Int, rows: Int, arguments: [String] = [], environment: [String: String?] = [:],
    commands: [String] = commands
  ) async throws -> Screenful {
    let scratch = try ScratchDirectory("academy-screen")
    let terminal = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "21"] + arguments, in: scratch,
      size: (columns, rows),
      environment: ["NO_COLOR": nil, "TERM": "xterm-256color"].merging(environment) { $1 })
    defer { terminal.stop() }
    try await terminal.expect(" > ")
    for command in commands {
      try terminal.send(command + "\r")
      if command != "quit" { try await terminal.expect(" > ", timeout: 30) }
    }
    #expect(await terminal.waitForExit() == 0)
    let lines = terminal.raw.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !DisplayWidth.plain($0).contains("academy") || !$0.contains(" > ") }
    return Screenful(columns: columns, rows: rows, lines: lines)
  }

  /// No line wider than the terminal; every board's grid lines of one width; library lines whole.
  static func checkScreen(_ screen: Screenful, sourceLocation: SourceLocation = #_sourceLocation) {
    // A library line is the one thing that may be wider: it stays one line (the terminal folds it
    // on screen; copying it still gives one line).
    for line in screen.lines where !DisplayWidth.plain(line).hasPrefix(":0") {
      #expect(
        DisplayWidth.of(line) <= screen.columns,
        "wider than \(screen.columns): \(DisplayWidth.plain(line))", sourceLocation: sourceLocation)
    }
    var board: [String] = []
    var boards = 0
    for line in screen.lines + [""] {
      let plain = DisplayWidth.plain(line)
      if plain.contains("│")
        || plain.contains("|") && plain.contains("+") == false
          && plain.hasPrefix("  ") == false && plain.first?.isNumber == true
        || plain.hasPrefix("  ┌") || plain.hasPrefix("  ├") || plain.hasPrefix("  └")
        || plain.hasPrefix("  +")
      {
        board.append(plain)
      } else if !board.isEmpty {
        let widths = Set(board.map { DisplayWidth.of($0) })
        #expect(
          widths.count == 1,
          "a board's lines differ in width \(widths):\n\(board.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        boards += 1
        board = []
      }
    }
    // Two drills, board 4, the pattern hint, show, the guide's example, board compact.
    #expect(boards >= 7, "found \(boards) boards", sourceLocation: sourceLocation)
    let libraryLines = screen.lines.map(DisplayWidth.plain).filter { $0.hasPrefix(":0") }
    #expect(libraryLines.count == 2, "two exports", sourceLocation: sourceLocation)
    for line in libraryLines {
      let fields = line.split(separator: ":", omittingEmptySubsequences: false)
      #expect(
        fields.count == 8 && fields[3].filter { $0 != "+" }.count == 81,
        "a whole library line: \(line)", sourceLocation: sourceLocation)
    }
    #expect(
      !screen.lines.contains {
        DisplayWidth.plain($0).hasPrefix("  ") && DisplayWidth.plain($0).contains("=> r")
          && !DisplayWidth.plain($0).contains(": ")
      },
      "a step string is never split", sourceLocation: sourceLocation)
  }

  /// How a drill's header and its legend begin, in each language.
  static let drillFrame: [Language: (header: String, legend: String)] = [
    .english: ("Drill ", "Marks: "),
    .portuguese: ("Exercício ", "Marcas: "),
  ]

  /// From a drill's header to its legend, with the prompt under it, within `rows`.
  static func drillHeights(_ screen: Screenful, language: Language = .english) -> [Int] {
    let frame = drillFrame[language]!
    var heights: [Int] = []
    var start: Int?
    for (index, line) in screen.lines.enumerated() {
      let plain = DisplayWidth.plain(line)
      if plain.hasPrefix(frame.header) { start = index }
      if plain.hasPrefix(frame.legend), let first = start {
        heights.append(index - first + 2)
        start = nil
      }
    }
    return heights
  }

  @Test func eightyByTwentyFourInColour() async throws {
    let screen = try await Self.session(columns: 80, rows: 24)
    #expect(screen.lines.contains { $0.contains("\u{1B}[") }, "colour is on")
    Self.checkScreen(screen)
    let heights = Self.drillHeights(screen)
    #expect(heights.count == 2)
    #expect(heights.allSatisfy { $0 <= 24 }, "a drill fits the screen: \(heights)")
    // board 4: a one-digit grid, then the legend that names the digit.
    let plain = screen.lines.map(DisplayWidth.plain)
    let legend = try #require(plain.firstIndex { $0.hasPrefix("Digit 4: ") })
    let grid = plain[(legend - 14)..<legend]
    #expect(
      grid.dropFirst().allSatisfy { line in
        line.dropFirst(2).allSatisfy { !$0.isNumber || $0 == "4" }
      }, "board 4 shows 4s only:\n\(grid.joined(separator: "\n"))")
  }

  @Test func oneTwentyByFiftyInColour() async throws {
    let screen = try await Self.session(columns: 120, rows: 50)
    Self.checkScreen(screen)
    let plain = screen.lines.map(DisplayWidth.plain)
    #expect(
      plain.contains { $0.hasPrefix("  ┌────────────────────────┬") },
      "the full board where it fits")
    #expect(Self.drillHeights(screen).allSatisfy { $0 <= 50 })
  }

  @Test func eightyByTwentyFourInASCII() async throws {
    let screen = try await Self.session(columns: 80, rows: 24, arguments: ["--ascii"])
    Self.checkScreen(screen)
    let printed = screen.lines.map(DisplayWidth.plain).joined()
    let isASCII = printed.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII, "ASCII only")
  }

  /// The session of `eightyByTwentyFourInColour`, then `lessons` and `progress`: the fixed blocks
  /// (the lessons list, the progress table, board legends).
  static let portugueseCommands = Array(commands.dropLast()) + ["lessons", "progress", "quit"]

  /// What a learner reading Portuguese sees at 80×24, in colour and in ASCII: Portuguese lines are
  /// longer, and the fixed blocks must still fit.
  @Test(arguments: [[], ["--ascii"]])
  func eightyByTwentyFourInPortuguese(style: [String]) async throws {
    let screen = try await Self.session(
      columns: 80, rows: 24, arguments: ["--language", "pt"] + style,
      commands: Self.portugueseCommands)
    Self.checkScreen(screen)
    let plain = screen.lines.map(DisplayWidth.plain)
    let heights = Self.drillHeights(screen, language: .portuguese)
    #expect(heights.count == 2, "\(plain.joined(separator: "\n"))")
    #expect(heights.allSatisfy { $0 <= 24 }, "a drill fits the screen: \(heights)")
    #expect(plain.contains { $0.hasPrefix("Dígito 4: [4] pista, (4) colocado (") })
    let table = try #require(plain.firstIndex { $0.hasPrefix("   #  Técnica ") })
    #expect(plain[table + 1].hasPrefix("   1  Único escondido  "))
    #expect(plain.contains { $0.hasPrefix("   1 Único escondido  ") }, "the lessons list")
    // The lines the shell and the screen make, in Portuguese: the table and the lessons list.
    let ours = plain[table...table + 12].joined(separator: "\n")
    #expect(EnglishLeak.words(in: ours).isEmpty, "\(ours)")
  }

  /// A study game at 80×24: every line within the width, each board's lines of one width, the
  /// header one line, and from the header to the legend with the prompt on one screen.
  @Test func aStudyBoardAtEightyByTwentyFour() async throws {
    let screen = try await Self.session(
      columns: 80, rows: 24,
      commands: [
        "study \(StudyShellTests.puzzle)", "r1c2=5", "r1c2=4", "hint", "hint", "board 4",
        "help study", "export", "quit",
      ])
    let plain = screen.lines.map(DisplayWidth.plain)
    // The echo of the typed paste is the terminal's (libedit redraws a line longer than the
    // screen as it likes), not the program's output.
    for line in plain where !line.hasPrefix(":0") && !line.contains("4.2867.136") {
      #expect(DisplayWidth.of(line) <= 80, "wider than 80: \(line)")
    }
    let headers = plain.indices.filter { plain[$0].hasPrefix("Easy · pasted · ") }
    #expect(headers.count == 2, "the start and the move:\n\(plain.joined(separator: "\n"))")
    for header in headers {
      #expect(plain[header].hasSuffix("3/3 reveals"), "the header is one line: \(plain[header])")
      let legend = try #require(plain[header...].firstIndex { $0.hasPrefix("Marks: ") })
      #expect(legend - header + 2 <= 24, "header, board, legend and prompt fit 24 rows")
      let board = plain[(header + 1)..<legend].filter { $0.contains("│") }
      #expect(board.count == 9, "nine rows")
      #expect(Set(board.map { DisplayWidth.of($0) }).count == 1, "\(board.joined(separator: "\n"))")
    }
    #expect(plain.contains { $0.contains("(5) placed") })
    #expect(plain.contains { $0.hasPrefix("Full House: 9 in r1 => r1c7=9") })
    // On a terminal a refused conflicting digit rings the bell just before it is said.
    #expect(plain.contains { $0.hasPrefix("\u{7}r1c2=4 repeats the 4") })
  }

  /// Challenge level 1 played to Solved at 80×24 with the moves of its solution: the header on one
  /// line with the mistakes and hints, the stars after the Solved line, and the ladder in progress
  /// (its second part at 80×24, under the table and the last game's trend: Enter shows it).
  @Test func aChallengeLevelToStarsAtEightyByTwentyFour() async throws {
    let level = ChallengeLevel.level(1)!
    let game = level.game(seed: level.seed(session: 21, index: 0))
    let moves = ChallengeShellTests.solvingLines(game, perLine: 6)
    let screen = try await Self.session(
      columns: 80, rows: 24, commands: ["challenge"] + moves + ["progress", "", "quit"])
    // The bell rings before the Solved line (sound is on by default on a terminal).
    let plain = screen.lines.map { String(DisplayWidth.plain($0).drop { $0 == "\u{7}" }) }
    for line in plain {
      #expect(DisplayWidth.of(line) <= 80, "wider than 80: \(line)")
    }
    let header = try #require(plain.first { $0.hasPrefix("Challenge 1 · ") })
    #expect(header.hasSuffix("0 mistakes · 0 hints · 3/3 reveals"), "one line: \(header)")
    let solved = try #require(plain.firstIndex { $0.hasPrefix("Solved in ") })
    let stars = try #require(plain[solved...].firstIndex { $0.hasPrefix("Challenge 1 ★★★") })
    #expect(stars - solved <= 2, "right after the Solved line")
    #expect(plain[stars].hasPrefix("Challenge 1 ★★★: 0 mistakes + 0 hints + 0 reveals = 0."))
    #expect(plain.contains { $0.hasPrefix("Challenge: 1 ★★★; next, level 2") })
  }

  /// What each command printed, in a session at `columns`×`rows`: the lines between the line
  /// that echoes the command after its prompt and the next prompt.
  static func outputs(columns: Int, rows: Int, commands: [String]) async throws -> [[String]] {
    let scratch = try ScratchDirectory("academy-screen")
    let terminal = try await TerminalSession.open(
      ["--progress", scratch.path("progress.json"), "--seed", "21"], in: scratch,
      size: (columns, rows), environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { terminal.stop() }
    try await terminal.expect(" > ")
    for command in commands + ["quit"] {
      // Sent once the previous output has stopped growing, so nothing is typed ahead.
      var shown = terminal.transcript.count
      repeat {
        try await Task.sleep(nanoseconds: 100_000_000)
        let now = terminal.transcript.count
        if now == shown { break }
        shown = now
      } while true
      try terminal.send(command + "\r")
      if command != "quit" { try await terminal.expect(" > ", timeout: 30) }
    }
    #expect(await terminal.waitForExit() == 0)
    let lines = terminal.transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let isPrompt = { (line: String) in line.hasPrefix("academy") && line.contains(" > ") }
    var outputs: [[String]] = []
    var cursor = 0
    for command in commands {
      let word = String(command.prefix(12))
      guard
        let echo = lines[cursor...].firstIndex(where: { isPrompt($0) && $0.contains("> " + word) })
      else { break }
      var end = echo + 1
      while end < lines.count && !isPrompt(lines[end]) { end += 1 }
      // A command longer than the screen is echoed over several lines: they are not output.
      let output = lines[(echo + 1)..<end].drop { line in
        !line.isEmpty && command.contains(line.trimmingCharacters(in: .whitespaces))
      }
      outputs.append(Array(output))
      cursor = end
    }
    return outputs
  }

  /// `help`, `lesson N`, `board`, `guide` and a study game at 60×20, 80×24 and 120×50: no prose
  /// line wider than the screen; at 80×24 and wider, each one's output and the prompt on one
  /// screen, so nothing scrolls away before it is read (boards at 60×20 are the view's business).
  @Test(arguments: [(60, 20), (80, 24), (120, 50)])
  func helpLessonBoardAndStudyAtEachSize(columns: Int, rows: Int) async throws {
    let commands = [
      "help", "lesson 2", "board", "guide", "board", "study \(StudyShellTests.puzzle)", "board",
      "help",
    ]
    let outputs = try await Self.outputs(columns: columns, rows: rows, commands: commands)
    try #require(outputs.count == commands.count)
    for (command, lines) in zip(commands, outputs) {
      for line in lines where !line.hasPrefix(":0") {
        let isBoard =
          line.contains("│") || line.contains("┌") || line.contains("└")
          || line.contains("├") || line.contains("┬")
          || line.allSatisfy { $0 == " " || $0.isNumber }
        if columns < 80 && isBoard { continue }
        #expect(DisplayWidth.of(line) <= columns, "\(command) at \(columns): \(line)")
      }
      // guide is the one long read: in parts, the first saying how to get the next.
      if command == "guide" {
        #expect(lines.last?.hasPrefix("— Enter or guide naked-single 2 for part 2 of ") == true)
      }
      guard columns >= 80 || command == "guide" || command == "help" else { continue }
      #expect(
        lines.count + 1 <= rows,
        "\(command) at \(columns)×\(rows): \(lines.count) lines\n\(lines.joined(separator: "\n"))")
    }
    #expect(outputs[1].first?.hasPrefix("Naked single") == true, "the lesson's title on screen")
    #expect(outputs[0].first == "Commands:")
    #expect(outputs[7].first == "In a study game:")
  }

  /// The starts of the lines `aDrillOfEachLessonAfterXWing` reads, in each language.
  struct DrillLines: Sendable {
    var header, legend, miss, patternCell, noMoreHints, removed: String

    static func of(_ language: Language) -> DrillLines {
      switch language {
      case .english:
        DrillLines(
          header: "Drill ", legend: "Marks: ", miss: "✗ Miss", patternCell: "* pattern cell",
          noMoreHints: "No more hints for this drill: type show", removed: "removed candidate")
      case .portuguese:
        DrillLines(
          header: "Exercício ", legend: "Marcas: ", miss: "✗ Errado",
          patternCell: "* casa do padrão",
          noMoreHints: "Não há mais dicas para este exercício: escreva show",
          removed: "candidato eliminado")
      }
    }
  }

  /// A drill of each lesson after X-Wing, as a learner meets it at 80×24 in colour — in English,
  /// and in Portuguese for lessons 13–18: the header, the board, a wrong answer judged a miss, the
  /// nudge, the pattern marked, the ladder's end and `show`. The wrong answer is chosen from the
  /// drill's own exported board: a candidate no instance of the lesson's technique removes.
  @Test(
    arguments: (7...18).map { (Language.english, $0) } + (13...18).map { (Language.portuguese, $0) }
  )
  func aDrillOfEachLessonAfterXWing(language: Language, number: Int) async throws {
    let technique = try #require(Technique.allCases.first { $0.number == number })
    let words = DrillLines.of(language)
    let scratch = try ScratchDirectory("academy-screen")
    let terminal = try await TerminalSession.open(
      [
        "--progress", scratch.path("progress.json"), "--seed", "21", "--language",
        language.rawValue,
      ], in: scratch,
      size: (80, 24), environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
    defer { terminal.stop() }
    try await terminal.expect(" > ")
    try terminal.send("lesson \(number)\r")
    // The prompt names the lesson as a sentence does (`academy hidden pair □□□□□ > `).
    let name = Language.$current.withValue(language) { technique.nameInSentence }
    try await terminal.expect("academy \(name) ", timeout: 60)
    try await terminal.expect(" > ")
    try terminal.send("export\r")
    try await terminal.expect(" > ")
    let exported = try #require(
      terminal.transcript.split(separator: "\n").map(String.init).last { $0.hasPrefix(":0") })
    let grid = try Position(parsing: exported.trimmingCharacters(in: .whitespaces)).grid
    let instances = Finder.steps(technique, in: grid)
    try #require(!instances.isEmpty, "no \(technique.rawValue) on the exported board")
    let removable = Set(instances.flatMap(\.eliminations))
    let wrong = try #require(
      grid.emptyCells.lazy.flatMap { cell in grid.candidates(at: cell).map { Candidate(cell, $0) } }
        .first { !removable.contains($0) })
    // After show, Enter: a reveal too long for 24 rows comes in parts (the step text in the
    // second), and an empty line is nothing otherwise.
    for command in ["\(wrong.cell)<>\(wrong.digit)", "hint", "hint", "hint", "show", ""] {
      try terminal.send(command + "\r")
      try await terminal.expect(" > ", timeout: 30)
    }
    try terminal.send("quit\r")
    #expect(await terminal.waitForExit() == 0)

    let lines = terminal.raw.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let screen = Screenful(columns: 80, rows: 24, lines: lines)
    let plain = lines.map(DisplayWidth.plain)
    for line in lines where !DisplayWidth.plain(line).hasPrefix(":0") {
      #expect(DisplayWidth.of(line) <= 80, "wider than 80: \(DisplayWidth.plain(line))")
    }
    #expect(lines.contains { $0.contains("\u{1B}[") }, "colour is on")
    let header = try #require(plain.first { $0.hasPrefix(words.header) })
    #expect(header.contains(name), "the header names the lesson: \(header)")
    // The drill, the pattern hint and show: three boards, each from its header or command to its
    // legend with the prompt within 24 rows.
    #expect(Self.drillHeights(screen).allSatisfy { $0 <= 24 }, "\(Self.drillHeights(screen))")
    // A legend's marks wrap onto indented lines.
    let legends = plain.indices.filter { plain[$0].hasPrefix(words.legend) }
    func legend(_ index: Int) -> String {
      plain[index...].prefix { $0 == plain[index] || $0.hasPrefix("       ") }.joined()
    }
    #expect(
      legends.count == 3, "the drill, the pattern hint and show:\n\(plain.joined(separator: "\n"))")
    for legend in legends {
      let board = plain[..<legend].suffix(14).filter { $0.contains("│") }
      #expect(board.count == 9, "nine rows above each legend")
      #expect(Set(board.map { DisplayWidth.of($0) }).count == 1, "\(board.joined(separator: "\n"))")
    }
    let miss = plain.first { $0.hasPrefix(words.miss) }
    #expect(miss != nil, "\(wrong.cell)<>\(wrong.digit) is judged a miss")
    // Rung 2 marks the pattern (a skyscraper's roofs and an XY-Wing's pincers apart), and the
    // legend says so; rung 3 points at show.
    try #require(legends.count == 3)
    let hintLegend = legend(legends[1])
    #expect(hintLegend.contains(words.patternCell), "\(hintLegend)")
    if let noun = Language.$current.withValue(language, operation: { technique.endNoun }) {
      #expect(hintLegend.contains("^ \(noun)"), "\(hintLegend)")
    }
    #expect(plain.contains { $0.hasPrefix(words.noMoreHints) })
    // Rung 1 is the lesson's nudge for one instance (naming its houses and digits), and rung 2's
    // words follow its board; wrapped lines read as one text.
    let library = try LessonLibrary.embedded()
    let text = plain.joined(separator: " ").replacingOccurrences(of: "\u{A0}", with: " ")
      .split(separator: " ").joined(separator: " ")
    func reads(_ words: String) -> Bool {
      text.contains(words.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
    Language.$current.withValue(language) {
      #expect(
        instances.contains { reads(library.hint(for: $0, on: grid)) }, "rung 1 is a lesson nudge")
      #expect(
        instances.contains { reads(library.patternHint(for: $0, on: grid)) },
        "rung 2 is the lesson's pattern hint")
    }
    // show: the instance's step text whole on one line, then why it works, ending with what it
    // removes; the legend shows removed candidates.
    #expect(legend(legends[2]).contains(words.removed), "\(legend(legends[2]))")
    let shown = plain[(legends[2] + 1)...]
    let descriptions = Set(instances.map(\.description))
    #expect(
      shown.contains { descriptions.contains($0.replacingOccurrences(of: "\u{A0}", with: " ")) },
      "show prints one instance's step text:\n\(shown.joined(separator: "\n"))")
    // In Portuguese, no English outside the boards, the typed lines and HoDoKu's step text.
    if language == .portuguese {
      for line in plain
      where !line.contains("│") && !line.contains(" > ") && !line.hasPrefix(":0")
        && !descriptions.contains(line.replacingOccurrences(of: "\u{A0}", with: " "))
      {
        let english = EnglishLeak.words(in: line)
        #expect(english.isEmpty, "English \(english) in: \(line)")
      }
    }
  }

  /// Ctrl-D leaves like quit: the shell says the unfinished study game is saved and how to get it
  /// back, and the next start says so again.
  @Test func controlDSaysTheStudyGameIsSaved() async throws {
    let scratch = try ScratchDirectory("academy-screen")
    let arguments = ["--progress", scratch.path("progress.json")]
    let terminal = try await TerminalSession.open(arguments, in: scratch, size: (80, 24))
    defer { terminal.stop() }
    try await terminal.expect(" > ")
    try terminal.send("study \(StudyShellTests.puzzle)\r")
    try await terminal.expect("study easy > ")
    try terminal.send("\u{4}")
    #expect(await terminal.waitForExit() == 0)
    #expect(terminal.transcript.contains("Your easy study game is saved: type study to resume it."))
    let next = try await TerminalSession.open(arguments, in: scratch, size: (80, 24))
    defer { next.stop() }
    try await next.expect("Your unfinished easy study game is saved: type study to resume it.")
    try next.send("quit\r")
    #expect(await next.waitForExit() == 0)
  }
}
