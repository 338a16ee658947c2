import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// `rules` and `help rules`: how to play, for someone who has never solved a Sudoku. Each page
/// fits an 80×24 terminal with the typed line and the prompt, in colour and in ASCII; what it says
/// of the board and of the answer notation is what the program draws and reads.
@Suite struct RulesPageTests {

  static func page(_ command: String, in shell: Shell, _ transcript: ShellTests.Transcript)
    -> [String]
  {
    ShellFocusTests.lines(of: command, in: shell, transcript)
  }

  /// Each language's rules pages in colour and in ASCII, with the words that open each title
  /// (`How to play · 3 of 5 · `) and whether letters beyond ASCII are the language's own.
  static let pageStyles: [(Language, RenderStyle, title: String, of: String)] = [
    RenderStyle(color: true, unicode: true), RenderStyle(color: false, unicode: false),
  ].flatMap { style in
    [(.english, style, "How to play", "of"), (.portuguese, style, "Como jogar", "de")]
  }

  /// Every page, in each language, is one 80×24 screen with the typed line and the prompt, in
  /// colour and in ASCII (where the only characters beyond ASCII are Portuguese letters), its
  /// title and last line in the language, and, in Portuguese, no English left.
  @Test(arguments: pageStyles)
  func everyPageFitsEightyByTwentyFour(
    language: Language, style: RenderStyle, title howToPlay: String, of: String
  ) throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      language: language, size: ShellFocusTests.terminal, style: style, seed: 7, in: folder.url)
    #expect(RulesPage.allCases.count >= 2)
    let count = RulesPage.allCases.count
    for page in RulesPage.allCases {
      let lines = Self.page("rules \(page.rawValue)", in: shell, transcript)
      // The line typed, the page, and the prompt under it: one screen.
      #expect(lines.count + 2 <= 24, "page \(page.rawValue): \(lines.count) lines")
      for line in lines {
        #expect(DisplayWidth.of(line) <= 80, "page \(page.rawValue) too wide: \(line)")
      }
      let plain = lines.map(DisplayWidth.plain)
      let title = Language.$current.withValue(language) { page.title(dot: style.dot) }
      #expect(plain.first == title, "the page says where it is")
      #expect(
        title.hasPrefix(
          "\(howToPlay) \(style.dot) \(page.rawValue) \(of) \(count) \(style.dot) "))
      let last = try #require(plain.last)
      if let next = RulesPage(rawValue: page.rawValue + 1) {
        let topic = Language.$current.withValue(language) { next.topic }
        #expect(last == "rules \(next.rawValue): \(topic).", "and what comes next")
      } else {
        #expect(last.contains("lesson 1"), "the last page says where to start")
      }
      let text = plain.joined(separator: "\n")
      let beyondASCII = text.unicodeScalars.filter { !$0.isASCII }
      switch language {
      case .english:
        if !style.unicode { #expect(beyondASCII.isEmpty, "ASCII only") }
      case .portuguese:
        #expect(EnglishLeak.words(in: text).isEmpty, "page \(page.rawValue): \(text)")
        if !style.unicode {
          #expect(
            beyondASCII.allSatisfy { $0.properties.isAlphabetic },
            "ASCII but for letters: \(text)")
        }
      }
    }
  }

  @Test func helpRulesIsTheFirstPageAndBadPagesAreNamed() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: true, unicode: true), seed: 7,
      in: folder.url)
    let first = Self.page("rules", in: shell, transcript)
    #expect(Self.page("help rules", in: shell, transcript) == first)
    #expect(Self.page("RULES 1", in: shell, transcript) == first)
    #expect(Self.page("rules 2", in: shell, transcript) != first)
    let count = RulesPage.allCases.count
    #expect(
      Self.page("rules \(count + 1)", in: shell, transcript)
        == ["rules takes a page number, 1 to \(count), not '\(count + 1)'."])
    #expect(Self.page("rules x", in: shell, transcript).joined().contains("not 'x'"))
    #expect(
      Self.page("rules 1 2", in: shell, transcript) == [
        "Too many arguments for rules: usage rules [page]."
      ])
    // help <command> for the others still explains the command.
    #expect(Self.page("help sound", in: shell, transcript).first == "sound [on|off|all]")
  }

  /// The welcome says the rules exist, in a line of its own, and help lists them.
  @Test func theWelcomeAndHelpNameTheRules() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: false, unicode: true), seed: 7,
      in: folder.url)
    shell.start()
    #expect(transcript.lines.first?.hasSuffix("\nNew to Sudoku? Type rules.") == true)
    let help = Self.page("help", in: shell, transcript)
    #expect(help.contains { $0.hasPrefix("  rules [page] ") })
    #expect(help.contains { $0.hasPrefix("  sound [on|off|all] ") })
  }

  /// Tab completes `rules`, `help rules` and the page numbers (and, as before the fix that let
  /// commands starting with r complete, cells).
  @Test func tabCompletesRulesAndItsPages() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, _, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: true, unicode: true), seed: 7,
      in: folder.url)
    #expect(completionEdit(for: shell.completions(before: "ru"), word: "ru") == .insert("les "))
    #expect(completionEdit(for: shell.completions(before: "rev"), word: "rev") == .insert("iew "))
    #expect(
      completionEdit(for: shell.completions(before: "help ru"), word: "ru") == .insert("les "))
    #expect(
      shell.completions(before: "rules ") == RulesPage.allCases.map { String($0.rawValue) })
    #expect(shell.completions(before: "sound ") == ["on", "off", "all"])
    #expect(
      completionEdit(for: shell.completions(before: "sound a"), word: "a") == .insert("ll "))
    _ = shell.handle("lesson 1")
    let grid = try #require(shell.focus.drill?.state.drill.grid)
    let cells = shell.completions(before: "r")
    #expect(cells.contains(try #require(grid.emptyCells.first).description))
    #expect(cells.contains("rules"))
  }

  /// The board pages show the real renderer's board of the example, and the digits the words
  /// name are the ones drawn: the given, the placed digit, and the candidates of the cell named.
  @Test func theBoardPagesSayWhatTheBoardShows() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: false, unicode: true), seed: 7,
      in: folder.url)
    let grid = RulesPage.example
    let candidates = Self.page("rules \(RulesPage.candidates.rawValue)", in: shell, transcript)
    let compact = BoardRenderer(style: shell.style).compact(grid, marks: .none)
      .split(separator: "\n").map(String.init)
    let shown = try #require(candidates.firstIndex(of: compact[0]), "the compact board's top")
    #expect(
      Array(candidates[shown..<(shown + RulesPage.excerptLines)]) == compact.prefix(5).map { $0 })
    let row = compact[2]
    let given = "[\(grid.digit(at: RulesPage.givenCell))]"
    let placed = "(\(grid.digit(at: RulesPage.placedCell)))"
    let digits = grid.candidates(at: RulesPage.candidateCell).map(String.init).joined()
    #expect(grid.isGiven[RulesPage.givenCell.index])
    #expect(!grid.isGiven[RulesPage.placedCell.index] && !grid.isEmpty(RulesPage.placedCell))
    for token in [given, placed, digits] {
      #expect(row.contains(" \(token) "), "row 1 shows \(token)")
    }
    let words = candidates.joined(separator: " ")
    #expect(words.contains("\(given) is a given, \(placed) a placed digit, and \(digits) are"))
    #expect(words.contains("candidates of \(RulesPage.candidateCell)"))
    // The reason given for the candidates is the board's: every other digit is in a house.
    let seen = Set(RulesPage.candidateCell.peers.map { grid.digit(at: $0) }.filter { $0 != 0 })
    #expect(seen.union(grid.candidates(at: RulesPage.candidateCell)) == Set(1...9))

    let board = Self.page("rules \(RulesPage.board.rawValue)", in: shell, transcript)
    let full = BoardRenderer(style: shell.style).full(grid, marks: .none)
      .split(separator: "\n").map(String.init)
    let top = try #require(board.firstIndex(of: full[0]), "the full board's top")
    #expect(Array(board[top..<(top + RulesPage.excerptLines)]) == Array(full.prefix(5)))
  }

  /// Every answer the answers page shows, in each language, is read by the notation as the page
  /// says, and the placement it says is refused is refused.
  @Test(arguments: [
    (Language.english, "r12c1=3 is refused"), (.portuguese, "r12c1=3 é recusado"),
  ])
  func theAnswersPageIsWhatTheNotationReads(language: Language, refused: String) throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      language: language, size: ShellFocusTests.terminal,
      style: RenderStyle(color: false, unicode: true), seed: 7, in: folder.url)
    let page = Self.page("rules \(RulesPage.answers.rawValue)", in: shell, transcript)
    func candidates(_ text: String) throws -> Set<String> {
      Set(try Answer(parsing: text).candidates.map { "\($0.cell)#\($0.digit)" })
    }
    let meant: [(answer: String, kind: Answer.Kind, candidates: Set<String>)] = [
      ("r3c5=7", .placement, ["r3c5#7"]),
      ("r3c5:7", .placement, ["r3c5#7"]),
      ("r3c5<>7", .elimination, ["r3c5#7"]),
      ("r3c5-7", .elimination, ["r3c5#7"]),
      ("-7r3c5", .elimination, ["r3c5#7"]),
      ("r1c789<>5", .elimination, ["r1c7#5", "r1c8#5", "r1c9#5"]),
      ("r12c1<>3", .elimination, ["r1c1#3", "r2c1#3"]),
      ("r8c7<>39", .elimination, ["r8c7#3", "r8c7#9"]),
      ("r1c7<>5 r2c7<>5", .elimination, ["r1c7#5", "r2c7#5"]),
      ("R1C7<>5,r2c7 <> 5", .elimination, ["r1c7#5", "r2c7#5"]),
    ]
    let text = page.joined(separator: "\n")
    for example in meant {
      if !example.answer.hasPrefix("R") {
        #expect(text.contains(example.answer), "the page shows \(example.answer)")
      }
      #expect(try Answer(parsing: example.answer).kind == example.kind, "\(example.answer)")
      #expect(try candidates(example.answer) == example.candidates, "\(example.answer)")
    }
    #expect(text.contains(refused))
    #expect(throws: NotationError.self) { try Answer(parsing: "r12c1=3") }
  }

  /// The numbers the pages give are the code's.
  @Test func thePagesReadTheirNumbersFromTheCode() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: false, unicode: true), seed: 7,
      in: folder.url)
    let stuck = Self.page("rules \(RulesPage.stuck.rawValue)", in: shell, transcript)
      .joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for level in Difficulty.allCases {
      #expect(stuck.contains("\(level.rawValue) \(StudyLevel(level).revealCap)"))
    }
    #expect(stuck.contains("up to \(StudyGame.undoLimit)"))
    let answers = Self.page("rules \(RulesPage.answers.rawValue)", in: shell, transcript)
      .joined(separator: " ")
    #expect(answers.contains("mastered at \(TechniqueProgress.maximumMastery)"))
  }

  /// Titles, footers and the candidates sentence word for word: the topics' articles, the
  /// digits the board draws, the page numbers.
  @Test func rulesPagesGoldensInPortuguese() throws {
    let folder = try ScratchDirectory("academy-rules")
    let (shell, transcript, _) = try TestShell.make(
      language: .portuguese, size: ShellFocusTests.terminal, seed: 7, in: folder.url)
    let first = HelpWordsTests.lines("rules", in: shell, transcript)
    #expect(first.first == "Como jogar · 1 de 5 · a regra")
    #expect(first.last == "rules 2: os candidatos.")
    #expect(first.contains("  pista     um dígito com que o puzzle começa; nunca muda"))
    let candidates = HelpWordsTests.lines("rules 2", in: shell, transcript)
    #expect(candidates.last == "rules 3: a grelha.")
    let grid = RulesPage.example
    let given = "[\(grid.digit(at: RulesPage.givenCell))]"
    let placed = "(\(grid.digit(at: RulesPage.placedCell)))"
    let digits = grid.candidates(at: RulesPage.candidateCell).map(String.init)
    #expect(
      HelpWordsTests.unwrapped(candidates).contains(
        "\(given) é uma pista, \(placed) um dígito colocado, e \(digits.joined()) são os "
          + "candidatos de \(RulesPage.candidateCell): a sua linha tem"))
    #expect(
      HelpWordsTests.unwrapped(candidates).contains(
        "por isso só restam \(digits.dropLast().joined(separator: ", ")) e \(digits.last!)."))
    let board = HelpWordsTests.lines("rules 3", in: shell, transcript)
    #expect(board.first == "Como jogar · 3 de 5 · a grelha")
    #expect(board.contains("  x7   um candidato que o passo elimina, riscado a cores"))
    let answers = HelpWordsTests.lines("rules 4", in: shell, transcript)
    #expect(answers.last == "rules 5: dicas, revelações e undo.")
    #expect(answers.contains("  r8c7<>39         elimina o 3 e o 9 de r8c7"))
    #expect(
      answers.contains("Uma colocação indica uma só casa e um só dígito: r12c1=3 é recusado."))
    let mastery = TechniqueProgress.maximumMastery
    #expect(HelpWordsTests.unwrapped(answers).contains("fica dominada ao chegar a \(mastery))"))
    let stuck = HelpWordsTests.lines("rules 5", in: shell, transcript)
    #expect(stuck.first == "Como jogar · 5 de 5 · dicas, revelações e undo")
    #expect(
      stuck.last == "É tudo: lesson 1 começa a primeira lição, study easy um puzzle inteiro.")
    let levels = Difficulty.allCases.map(\.rawValue)
    #expect(
      HelpWordsTests.unwrapped(stuck).contains(
        "study easy (ou \(levels.dropFirst().dropLast().joined(separator: ", ")) ou "
          + "\(levels.last!)) abre um puzzle inteiro"))
    #expect(
      HelpWordsTests.unwrapped(stuck).contains("(até \(StudyGame.undoLimit)); não devolve dicas"))
    #expect(
      HelpWordsTests.lines("rules 9", in: shell, transcript) == [
        "rules aceita um número de página, de 1 a 5, e não «9»."
      ])
  }
}
