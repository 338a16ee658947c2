import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// `help`, `help all`, `help <command>`, `help study`, `help answers` and the `rules` pages in
/// European Portuguese: every sentence translated (no English left but the commands, usages and
/// answers, which stay the same in both languages), the help columns still aligned and every
/// page still one 80×24 screen with the longer Portuguese words, and the English unchanged when
/// the learner switches back.
@Suite struct PortugueseHelpTests {
  /// A shell at 80×24 speaking Portuguese (chosen as a learner does, with `language pt`).
  static func portugueseShell(
    style: RenderStyle = RenderStyle(color: false, unicode: true), in folder: ScratchDirectory
  ) throws -> (Shell, ShellTests.Transcript) {
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: style, seed: 7, in: folder.url)
    _ = shell.handle("language pt")
    try #require(shell.language == .portuguese)
    return (shell, transcript)
  }

  static func lines(_ command: String, in shell: Shell, _ transcript: ShellTests.Transcript)
    -> [String]
  {
    ShellFocusTests.lines(of: command, in: shell, transcript).map(DisplayWidth.plain)
  }

  /// The lines as one paragraph: wrapped lines joined, runs of spaces (and no-break spaces) one.
  static func unwrapped(_ lines: [String]) -> String {
    lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// What is open when a help is asked for: nothing, a lesson's drill that places, one that
  /// removes, a study game.
  static let openings: [[String]] = [
    [], ["lesson 1"], ["lesson 4"], ["study \(StudyShellTests.puzzle)"],
  ]

  // MARK: help <command>

  /// `help <command>` for every command, with nothing, a drill and a study game open: the usage
  /// with its placeholders in Portuguese, then Portuguese words (where the command works first,
  /// for one that works only in an activity), each line within 80 columns.
  @Test(arguments: openings)
  func everyCommandsHelpIsPortuguese(opening: [String]) throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    for line in opening { _ = shell.handle(line) }
    // help study and help rules are pages of their own (tested below).
    for command in ShellCommand.allCases where ![.study, .rules].contains(command) {
      let lines = Self.lines("help \(command.rawValue)", in: shell, transcript)
      let usage = try #require(lines.first)
      let portuguese = Language.$current.withValue(.portuguese) { command.declaration.usage }
      #expect(usage == portuguese, "\(command): the usage with Portuguese placeholders")
      let words = lines.dropFirst().joined(separator: "\n")
      #expect(!words.isEmpty, "\(command) is explained")
      #expect(EnglishLeak.words(in: words).isEmpty, "help \(command): \(words)")
      for line in lines {
        #expect(DisplayWidth.of(line) <= 80, "help \(command) too wide: \(line)")
      }
      if case .within(let kinds) = command.declaration.scope {
        // A command that does something else in a study game says so on a line of its own.
        let shared = command.declaration.detailsIn.isEmpty
        let scope = kinds.count == 2 && shared ? "Num exercício ou num jogo de estudo: " : nil
        let expected =
          scope ?? (kinds.contains(.drill) ? "Num exercício: " : "Num jogo de estudo: ")
        #expect(lines[1].hasPrefix("  " + expected), "\(command): \(lines[1])")
      } else {
        #expect(!lines[1].hasPrefix("  Num "), "\(command) works anywhere")
      }
    }
  }

  /// `help hint` in English: the drill's second hint marks the pattern (and applies nothing); only
  /// the study game's reveals and applies the step.
  @Test func helpHintSaysWhatASecondHintDoesInEachPlace() throws {
    let folder = try ScratchDirectory("academy-en-help-hint")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: false, unicode: true), seed: 7,
      in: folder.url)
    let lines = Self.lines("help hint", in: shell, transcript)
    #expect(
      Self.unwrapped(lines)
        == "hint [<cell>] In a drill: where to look; then the pattern marked (forfeits the "
        + "mastery step) In a study game: where to look; hint again reveals it (marked on the "
        + "board, applied). hint r3c5: the same for the cell you are stuck on, the shortest chain "
        + "that places it")
    #expect(!lines.contains { $0.contains("In a drill or a study game") })
  }

  /// A few `help <command>` lines word for word: numbers agreeing with their nouns, the places
  /// joined as Portuguese joins them (*num exercício ou num jogo de estudo*).
  @Test func helpOfACommandGoldens() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    #expect(
      Self.lines("help undo", in: shell, transcript) == [
        "undo",
        "  Num jogo de estudo: anula a última jogada ou revelação (até \(StudyGame.undoLimit))",
      ])
    #expect(
      Self.lines("help skip", in: shell, transcript) == [
        "skip", "  Num exercício: revela uma ocorrência e fecha o exercício",
      ])
    // A second hint in a drill marks the pattern and applies nothing; in a study game it
    // reveals and applies the step: one line each, never one claim for both.
    #expect(
      Self.unwrapped(Self.lines("help hint", in: shell, transcript))
        == "hint [<casa>] Num exercício: onde procurar; depois, o padrão marcado (custa o passo "
        + "de domínio) Num jogo de estudo: onde procurar; hint outra vez revela o passo (marcado "
        + "na grelha e aplicado). hint r3c5: o mesmo para a casa que não consegue descobrir, a "
        + "cadeia mais curta que a coloca")
    let mastery = TechniqueProgress.maximumMastery
    #expect(
      Self.unwrapped(Self.lines("help lessons", in: shell, transcript))
        == "lessons lista as doze lições com os seus medidores de domínio (\(mastery) passos "
        + "cada); a próxima a aprender vem assinalada")
    #expect(
      Self.lines("help bogus", in: shell, transcript) == [
        "Não há nenhum comando «bogus». Escreva help para ver a lista."
      ])
    #expect(
      Self.unwrapped(Self.lines("help hnt", in: shell, transcript))
        == "Não há nenhum comando «hnt». Queria dizer «hint»? Escreva help para ver a lista.")
    let rules = Self.unwrapped(Self.lines("help rules", in: shell, transcript))
    #expect(rules.hasPrefix("Como jogar"), "help rules is the first page, in Portuguese")
    let quit = Self.unwrapped(Self.lines("help exit", in: shell, transcript))
    #expect(
      quit == "quit sai do shell (também com Ctrl-D); o progresso e o jogo de estudo "
        + "ficam guardados")
    #expect(
      Self.unwrapped(Self.lines("help", in: shell, transcript)).contains(
        "sound [on|off|all] o som: conflitos e Resolvido, ou cada jogada"))
  }

  /// A usage's placeholders are Portuguese, the words typed as they are stay: `clear <casa>…`
  /// beside `board [full|compact|auto|1-9]`; in English they are as declared.
  @Test func usagePlaceholdersArePortuguese() {
    let usages: [(ShellCommand, String, String)] = [
      (.lesson, "lesson <technique|number>", "lesson <técnica|número>"),
      (.guide, "guide [technique] [part]", "guide [técnica] [parte]"),
      (.study, "study [level|puzzle]", "study [nível|puzzle]"),
      (.challenge, "challenge [level] [--yes]", "challenge [nível] [--yes]"),
      (.clear, "clear <cell>…", "clear <casa>…"),
      (.restore, "restore <cell>…", "restore <casa>…"),
      (.reset, "reset <technique|all> [--yes]", "reset <técnica|all> [--yes]"),
      (.help, "help [command|all]", "help [comando|all]"),
      (.rules, "rules [page]", "rules [página]"),
      (.board, "board [full|compact|auto|1-9]", "board [full|compact|auto|1-9]"),
      (.sound, "sound [on|off|all]", "sound [on|off|all]"),
      (.language, "language [en|pt]", "language [en|pt]"),
    ]
    for (command, english, portuguese) in usages {
      #expect(Language.$current.withValue(.english) { command.declaration.usage } == english)
      #expect(Language.$current.withValue(.portuguese) { command.declaration.usage } == portuguese)
    }
  }

  /// `help study` and `help rules` show pages of their own; the two commands' descriptions (what
  /// the command line's help may show) are Portuguese too, and name the pages by their topics.
  @Test func theStudyAndRulesDescriptionsArePortuguese() {
    let (study, rules) = Language.$current.withValue(.portuguese) {
      (ShellCommand.study.declaration.details, ShellCommand.rules.declaration.details)
    }
    for details in [study, rules] {
      #expect(EnglishLeak.words(in: details).isEmpty, "\(details)")
    }
    #expect(
      rules.hasSuffix(
        "em 5 páginas: 1 a regra, 2 os candidatos, 3 a grelha, 4 as respostas, "
          + "5 dicas, revelações e undo (rules 2 para a segunda; help rules é a primeira)"))
    #expect(study.contains("study easy, medium, hard, expert, master (um novo)"))
  }

  // MARK: The lists

  /// `help`, `help all`, `help study` and `help answers`, whatever is open: Portuguese words
  /// within 80 columns, and `help` alone still fits a 24-line screen with its prompt.
  @Test(arguments: openings)
  func helpListsArePortugueseAndFit(opening: [String]) throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    for line in opening { _ = shell.handle(line) }
    for command in ["help", "help all", "help study", "help answers", "?"] {
      let lines = Self.lines(command, in: shell, transcript)
      let text = lines.joined(separator: "\n")
      #expect(EnglishLeak.words(in: text).isEmpty, "\(command) after \(opening): \(text)")
      for line in lines {
        #expect(DisplayWidth.of(line) <= 80, "\(command) too wide: \(line)")
      }
      if command == "help" {
        #expect(lines.count < 24, "\(lines.count) lines:\n\(lines.joined(separator: "\n"))")
      }
    }
  }

  /// Word for word, the lines of `help` that name what is open and what else there is.
  @Test func helpListGoldens() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    let nothing = Self.lines("help", in: shell, transcript)
    #expect(nothing.first == "Comandos:")
    #expect(nothing.contains("  review                       um exercício que não diz a técnica"))
    #expect(
      nothing.contains(
        "  lesson <técnica|número>      uma lição: a introdução e o primeiro exercício"))
    #expect(nothing.contains("  reset <técnica|all> [--yes]  pôr o progresso a zero"))
    #expect(nothing.contains("Num exercício: hint, show, skip, export, board."))
    #expect(
      nothing.suffix(2) == [
        "help all lista todos os comandos, help <comando> explica um; Tab completa",
        "  comandos, lições e casas; a seta para cima recupera linhas anteriores.",
      ])
    _ = shell.handle("lesson 4")
    let drill = Self.lines("help", in: shell, transcript)
    #expect(drill.first == "Num exercício:")
    #expect(
      drill[1] == "  hint                           onde procurar; outra vez: o padrão marcado")
    #expect(drill.contains { $0.hasPrefix("Também: lessons, lesson, guide") })
    #expect(drill.contains("Respostas aqui: eliminações como r1c7<>5 ou r1c789<>5 (help answers)."))
    let all = Self.lines("help all", in: shell, transcript)
    #expect(all.first == "Sempre disponíveis:")
    #expect(all.contains("Num jogo de estudo:"))
    let answers = Self.lines("help answers", in: shell, transcript)
    #expect(answers.first == "Respostas (maiúsculas e espaços não contam):")
    #expect(answers.contains("  várias        r1c789<>5 (r1c7, r1c8 e r1c9)   r12c1<>3   r8c7<>39"))
    _ = shell.handle("lesson 1")
    #expect(
      Self.lines("help", in: shell, transcript).contains(
        "Respostas aqui: uma colocação como r3c5=7 (help answers)."))
  }

  /// `help study` reads its numbers from the code in Portuguese too, counted with their nouns.
  @Test func helpStudyCountsInPortuguese() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    let study = Self.unwrapped(Self.lines("help study", in: shell, transcript))
    #expect(
      study.hasPrefix("study — um puzzle inteiro com as doze técnicas, guardado a cada jogada."))
    #expect(
      study.contains("Revelações por jogo: fácil 3, médio 4, difícil 5, perito 6, mestre 6;"))
    #expect(study.contains("undo recua até \(StudyGame.undoLimit) jogadas"))
    #expect(study.contains("no máximo \(Int(PlayClock.idleCap) / 60) minutos"))
    #expect(study.contains("study <puzzle ou linha da biblioteca> um puzzle seu"))
  }

  /// The help rows' words start in one column per list in Portuguese too, past the widest usage
  /// (`help all`: one per group), and every usage is printed whole.
  @Test func helpColumnsAreMeasuredInPortuguese() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    let rows = Self.lines("help all", in: shell, transcript)
    var columns: Set<Int> = []
    for command in ShellCommand.allCases {
      let declaration = Language.$current.withValue(.portuguese) { command.declaration }
      let summary = declaration.summary
      let row = try #require(
        rows.first { row in
          // A drill lists `hint` without the study game's cell.
          ([declaration.usage] + declaration.usages.values).contains {
            row.hasPrefix("  \($0)  ")
          } && row.contains(summary)
        },
        "\(command)"
      )
      let words = try #require(row.range(of: summary), "\(row)")
      let column = row.distance(from: row.startIndex, to: words.lowerBound)
      #expect(column >= declaration.usage.count + 4, "\(row)")
      columns.insert(column)
    }
    #expect(columns.count <= ActivityKind.allCases.count + 1, "one column per group: \(columns)")

    let study = Self.lines("help study", in: shell, transcript)
    let usages = Language.$current.withValue(.portuguese) { Shell.studyHelpRows.map(\.usage) }
    var studyColumns: Set<Int> = []
    for usage in usages {
      let index = try #require(
        study.firstIndex { $0 == "  " + usage || $0.hasPrefix("  " + usage + "  ") },
        "'\(usage)' whole")
      let line = study[index]
      if line == "  " + usage {
        studyColumns.insert(study[index + 1].prefix { $0 == " " }.count)
      } else {
        studyColumns.insert(
          2 + usage.count + line.dropFirst(2 + usage.count).prefix { $0 == " " }.count)
      }
    }
    #expect(studyColumns.count == 1, "help study: one column, not \(studyColumns.sorted())")
  }

  /// Commands typed where they mean nothing say so in Portuguese: what to open instead.
  @Test func commandsElsewhereSaySoInPortuguese() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    #expect(
      Self.unwrapped(Self.lines("skip", in: shell, transcript))
        == "Não há nenhum exercício aberto. Escreva lesson <número> para começar um, ou drill "
        + "para o seguinte.")
    #expect(
      Self.unwrapped(Self.lines("undo", in: shell, transcript))
        == "undo é para um puzzle de estudo, e não há nenhum aberto. Escreva study para começar "
        + "ou retomar um.")
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    #expect(
      Self.unwrapped(Self.lines("skip", in: shell, transcript))
        == "skip é para os exercícios; num jogo de estudo, show revela o passo seguinte e steps "
        + "desiste do jogo.")
  }

  /// Back in English, help is the English of before, word for word: no sentence was kept in the
  /// language it was first made in.
  @Test func switchingBackGivesTheEnglishAgain() throws {
    let folder = try ScratchDirectory("academy-pt-help")
    let (english, englishTranscript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, style: RenderStyle(color: false, unicode: true), seed: 7,
      in: folder.url)
    let commands = ["help", "help all", "help study", "help answers", "help undo", "rules 5"]
    let before = commands.map { Self.lines($0, in: english, englishTranscript) }
    let other = try ScratchDirectory("academy-pt-help")
    let (shell, transcript) = try Self.portugueseShell(in: other)
    let portuguese = commands.map { Self.lines($0, in: shell, transcript) }
    _ = shell.handle("language en")
    let after = commands.map { Self.lines($0, in: shell, transcript) }
    #expect(after == before)
    for (english, portuguese) in zip(before, portuguese) {
      #expect(english != portuguese)
    }
  }

  // MARK: The rules pages

  /// Every page in Portuguese: one 80×24 screen with the typed line and the prompt, in colour
  /// and in ASCII (where the only characters beyond ASCII are Portuguese letters), its title and
  /// last line in Portuguese, and no English left.
  @Test(arguments: [
    RenderStyle(color: true, unicode: true), RenderStyle(color: false, unicode: false),
  ])
  func everyRulesPageIsPortugueseAndFits(style: RenderStyle) throws {
    let folder = try ScratchDirectory("academy-pt-rules")
    let (shell, transcript) = try Self.portugueseShell(style: style, in: folder)
    for page in RulesPage.allCases {
      let lines = ShellFocusTests.lines(of: "rules \(page.rawValue)", in: shell, transcript)
      #expect(lines.count + 2 <= 24, "page \(page.rawValue): \(lines.count) lines")
      for line in lines {
        #expect(DisplayWidth.of(line) <= 80, "page \(page.rawValue) too wide: \(line)")
      }
      let plain = lines.map(DisplayWidth.plain)
      let title = Language.$current.withValue(.portuguese) { page.title(dot: style.dot) }
      #expect(plain.first == title)
      #expect(title.hasPrefix("Como jogar \(style.dot) \(page.rawValue) de 5 \(style.dot) "))
      let text = plain.joined(separator: "\n")
      #expect(EnglishLeak.words(in: text).isEmpty, "page \(page.rawValue): \(text)")
      if !style.unicode {
        let beyondASCII = text.unicodeScalars.filter { !$0.isASCII }
        #expect(
          beyondASCII.allSatisfy { $0.properties.isAlphabetic }, "ASCII but for letters: \(text)")
      }
    }
  }

  /// Titles, footers and the candidates sentence word for word: the topics' articles, the
  /// digits the board draws, the page numbers.
  @Test func rulesPagesGoldens() throws {
    let folder = try ScratchDirectory("academy-pt-rules")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    let first = Self.lines("rules", in: shell, transcript)
    #expect(first.first == "Como jogar · 1 de 5 · a regra")
    #expect(first.last == "rules 2: os candidatos.")
    #expect(first.contains("  pista     um dígito com que o puzzle começa; nunca muda"))
    let candidates = Self.lines("rules 2", in: shell, transcript)
    #expect(candidates.last == "rules 3: a grelha.")
    let grid = RulesPage.example
    let given = "[\(grid.digit(at: RulesPage.givenCell))]"
    let placed = "(\(grid.digit(at: RulesPage.placedCell)))"
    let digits = grid.candidates(at: RulesPage.candidateCell).map(String.init)
    #expect(
      Self.unwrapped(candidates).contains(
        "\(given) é uma pista, \(placed) um dígito colocado, e \(digits.joined()) são os "
          + "candidatos de \(RulesPage.candidateCell): a sua linha tem"))
    #expect(
      Self.unwrapped(candidates).contains(
        "por isso só restam \(digits.dropLast().joined(separator: ", ")) e \(digits.last!)."))
    let board = Self.lines("rules 3", in: shell, transcript)
    #expect(board.first == "Como jogar · 3 de 5 · a grelha")
    #expect(board.contains("  x7   um candidato que o passo elimina, riscado a cores"))
    let answers = Self.lines("rules 4", in: shell, transcript)
    #expect(answers.last == "rules 5: dicas, revelações e undo.")
    #expect(answers.contains("  r8c7<>39         elimina o 3 e o 9 de r8c7"))
    #expect(
      answers.contains("Uma colocação indica uma só casa e um só dígito: r12c1=3 é recusado."))
    let mastery = TechniqueProgress.maximumMastery
    #expect(Self.unwrapped(answers).contains("fica dominada ao chegar a \(mastery))"))
    let stuck = Self.lines("rules 5", in: shell, transcript)
    #expect(stuck.first == "Como jogar · 5 de 5 · dicas, revelações e undo")
    #expect(
      stuck.last == "É tudo: lesson 1 começa a primeira lição, study easy um puzzle inteiro.")
    let levels = Difficulty.allCases.map(\.rawValue)
    #expect(
      Self.unwrapped(stuck).contains(
        "study easy (ou \(levels.dropFirst().dropLast().joined(separator: ", ")) ou "
          + "\(levels.last!)) abre um puzzle inteiro"))
    #expect(Self.unwrapped(stuck).contains("(até \(StudyGame.undoLimit)); não devolve dicas"))
    #expect(
      Self.lines("rules 9", in: shell, transcript) == [
        "rules aceita um número de página, de 1 a 5, e não «9»."
      ])
  }

  /// The answers page in Portuguese shows every answer form the English one does, as typed.
  @Test func theAnswersPageShowsTheSameAnswers() throws {
    let folder = try ScratchDirectory("academy-pt-rules")
    let (shell, transcript) = try Self.portugueseShell(in: folder)
    let page = Self.lines("rules \(RulesPage.answers.rawValue)", in: shell, transcript)
      .joined(separator: "\n")
    for answer in [
      "r3c5=7", "r3c5:7", "r3c5<>7", "r3c5-7", "-7r3c5", "r1c789<>5", "r12c1<>3", "r8c7<>39",
      "r1c7<>5 r2c7<>5",
    ] {
      #expect(page.contains(answer), "the page shows \(answer)")
    }
  }
}
