import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// What the shell shows of what is open: help for the open activity first, a lesson's short
/// introduction, one-line drill headers, reviews numbered on their own, the board views in words.
@Suite struct ShellFocusTests {

  /// The lines one command printed; a text shown in parts (taller than the terminal), every
  /// part (Enter after each), without the lines between them saying how to get the next.
  static func lines(of command: String, in shell: Shell, _ transcript: ShellTests.Transcript)
    -> [String]
  {
    func printed(_ line: String) -> [String] {
      transcript.lines = []
      _ = shell.handle(line)
      return transcript.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    var lines = printed(command)
    while shell.pendingParts != nil {
      lines.removeLast()
      lines += printed("")
    }
    return lines
  }

  static let terminal = TerminalSize(columns: 80, rows: 24)

  /// `help` fits an 80×24 screen with the prompt, whatever is open, and lists what is open first;
  /// `help all` has every command.
  @Test func helpFitsTwentyFourRowsAndShowsWhatIsOpenFirst() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(size: Self.terminal, seed: 7, in: folder.url)
    let nothing = Self.lines(of: "help", in: shell, transcript)
    #expect(nothing.count < 24, "\(nothing.count) lines:\n\(nothing.joined(separator: "\n"))")
    #expect(nothing.first == "Commands:")
    #expect(!nothing.contains { $0.hasPrefix("  skip ") }, "drill commands are named, not listed")
    #expect(nothing.contains { $0.hasPrefix("In a drill: ") && $0.contains("skip") })
    _ = shell.handle("lesson 4")
    let drill = Self.lines(of: "help", in: shell, transcript)
    #expect(drill.count < 24, "\(drill.joined(separator: "\n"))")
    #expect(drill.first == "In a drill:")
    #expect(drill[1].hasPrefix("  hint "), "the drill's own commands first")
    #expect(drill.contains { $0.hasPrefix("  skip ") })
    #expect(drill.contains { $0.hasPrefix("Also: lessons, lesson, guide") })
    #expect(drill.contains { $0.hasPrefix("Answers here: eliminations like r1c7<>5") })
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    let study = Self.lines(of: "help", in: shell, transcript)
    #expect(study.count < 24, "\(study.joined(separator: "\n"))")
    #expect(study.first == "In a study game:")
    #expect(study.contains { $0.hasPrefix("  undo ") })
    #expect(!study.contains { $0.hasPrefix("  skip ") })
    let all = Self.lines(of: "help all", in: shell, transcript).joined(separator: "\n")
    for command in ShellCommand.allCases {
      #expect(all.contains("\n  \(command.declaration.usage) "), "help all lists \(command)")
    }
  }

  /// Numbers in help come from the code: the reveal caps, the undo depth, the meter's steps.
  @Test func helpReadsItsNumbersFromTheCode() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    let show = Self.lines(of: "help study", in: shell, transcript).joined(separator: " ")
    for level in Difficulty.allCases {
      #expect(show.contains("\(level.rawValue) \(StudyLevel(level).revealCap)"))
    }
    #expect(
      Self.lines(of: "help undo", in: shell, transcript).joined().contains(
        "up to \(StudyGame.undoLimit)"))
    #expect(
      Self.lines(of: "help lessons", in: shell, transcript).joined().contains(
        "(\(TechniqueProgress.maximumMastery) steps each)"))
  }

  /// `help <command>` says where a command works when it is not global.
  @Test func helpOfACommandSaysWhereItWorks() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    #expect(Self.lines(of: "help undo", in: shell, transcript)[1].hasPrefix("  In a study game: "))
    #expect(Self.lines(of: "help skip", in: shell, transcript)[1].hasPrefix("  In a drill: "))
    #expect(Self.lines(of: "help exit", in: shell, transcript)[0] == "quit")
    #expect(!Self.lines(of: "help lessons", in: shell, transcript)[1].contains("In a"))
  }

  /// `lesson N` at 80×24: the title, the summary and the drill with its prompt on one screen;
  /// the idea is `guide`'s, which ends saying `board` brings the drill back.
  @Test func aLessonIntroAndItsDrillFitOneScreen() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(size: Self.terminal, seed: 7, in: folder.url)
    for technique in Technique.allCases {
      let lesson = try LessonLibrary.embedded().lesson(technique)
      let lines = Self.lines(of: "lesson \(technique.number)", in: shell, transcript)
      #expect(lines.count + 1 <= 24, "\(technique): \(lines.count) lines and the prompt")
      #expect(lines.first?.hasPrefix(lesson.title) == true)
      let idea = String(lesson.idea.prefix(40))
      #expect(!transcript.text.contains(idea), "the idea is guide's")
      #expect(transcript.text.contains("guide shows the whole lesson"))
      let guide = Self.lines(of: "guide", in: shell, transcript)
      #expect(guide.joined(separator: " ").contains(idea.split(separator: "\n")[0]))
      #expect(guide.last == "Type board to bring the drill back.")
    }
  }

  /// A drill header stays one line at 80 columns in each language, whatever the drill number:
  /// its words (seed, review, drill) the language's, and in Portuguese no English left.
  @Test(
    arguments: Language.allCases.flatMap { language in Technique.allCases.map { (language, $0) } })
  func drillHeadersStayOneLine(language: Language, technique: Technique) throws {
    let drill = SharedDrills.drill(technique, seed: 999_999_999)
    let (seed, reviewWord, drillWord) =
      switch language {
      case .english: ("seed", "Review", "Drill")
      case .portuguese: ("semente", "Revisão", "Exercício")
      }
    Language.$current.withValue(language) {
      for number in [1, 10, 100] {
        for review in [false, true] {
          let header = DrillText.header(
            drill, number: number, review: review, within: 79,
            style: RenderStyle(color: false, unicode: true))
          #expect(DisplayWidth.of(header) <= 79, "\(header)")
          #expect(header.contains("\(seed) 999999999"))
          #expect(header.hasPrefix("\(review ? reviewWord : drillWord) \(number) · "))
          if !review { #expect(header.contains(technique.nameInSentence + ": ")) }
          if language == .portuguese {
            #expect(EnglishLeak.words(in: header).isEmpty, "\(header)")
          }
        }
      }
    }
    // The drill subcommand prints the header kept to 80 columns, in both languages.
    for language in [Language.english, .portuguese] {
      Language.$current.withValue(language) {
        #expect(
          DrillText.header(drill, number: 1, review: false, within: 80)
            == DrillText.header(drill))
        #expect(DisplayWidth.of(DrillText.header(drill)) <= 80, "\(DrillText.header(drill))")
        #expect(DisplayWidth.of(DrillText.reviewHeader(drill, number: 1)) <= 80)
      }
    }
  }

  /// Through the shell: the tenth drill's header is one line (it wrapped at 80 columns).
  @Test func theTenthDrillHeaderIsOneLine() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    _ = shell.handle("lesson 5")
    for _ in 2...10 { _ = shell.handle("drill") }
    let header = try #require(transcript.lines.last { $0.hasPrefix("Drill 10 · ") })
    #expect(!header.contains("\n"), "\(header)")
  }

  /// Reviews are numbered on their own: the first review of a session is Review 1.
  @Test func reviewsHaveTheirOwnCounter() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    for line in ["lesson 1", "skip", "drill", "skip", "drill", "review"] { _ = shell.handle(line) }
    #expect(transcript.lines.contains { $0.hasPrefix("Review 1 · ") }, "\(transcript.text)")
    _ = shell.handle("skip")
    #expect(transcript.flat.contains("Review 1 was cut for"))
    _ = shell.handle("lesson 1")
    #expect(transcript.lines.contains { $0.hasPrefix("Drill 4 · ") })
  }

  /// `board auto` says what auto does, not its name.
  @Test func boardAutoIsSaidInWords() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, transcript, _) = try TestShell.make(seed: 7, in: folder.url)
    _ = shell.handle("board auto")
    #expect(
      transcript.text == "Boards will be drawn full when they fit, else compact, from now on.")
    _ = shell.handle("lesson 1")
    transcript.lines = []
    _ = shell.handle("board auto")
    #expect(
      transcript.lines.first == "Boards are drawn full when they fit, else compact, from now on:")
    #expect(!transcript.text.contains("drawn auto"))
  }

  /// Tab at a yes/no question offers yes and no, not the commands.
  @Test func tabAtAConfirmationOffersYesOrNo() throws {
    let folder = try ScratchDirectory("academy-focus")
    let (shell, _, _) = try TestShell.make(seed: 7, interactive: true, in: folder.url)
    var offered: [String] = []
    shell.confirm = { _ in
      offered = shell.completions(before: "")
      return false
    }
    _ = shell.handle("reset all")
    #expect(offered == ["yes", "no"])
    #expect(shell.completions(before: "").contains("lessons"), "commands again after the question")
  }
}

/// `help`, `help all`, `help <command>`, `help study` and `help answers` in each language: every
/// sentence in the language (in Portuguese no English left but the commands, usages and answers,
/// which stay the same in both languages), the help columns aligned and every list one 80×24
/// screen with the longer Portuguese words, and the English unchanged when the learner switches
/// back.
@Suite struct HelpWordsTests {
  /// A shell at 80×24 speaking `language`.
  static func shell(
    _ language: Language, style: RenderStyle = RenderStyle(color: false, unicode: true),
    in folder: ScratchDirectory
  ) throws -> (Shell, ShellTests.Transcript) {
    let (shell, transcript, _) = try TestShell.make(
      language: language, size: ShellFocusTests.terminal, style: style, seed: 7, in: folder.url)
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

  /// The words that open the second line of `help <command>` for a command that works only in an
  /// activity, in each language.
  struct Scopes: Sendable, CustomTestStringConvertible {
    let language: Language
    let drillOrStudy: String
    let drill: String
    let study: String
    /// How every scope line begins, which a command that works anywhere does not.
    let any: String
    var testDescription: String { "\(language)" }
  }

  static let scopes = [
    Scopes(
      language: .english, drillOrStudy: "In a drill or a study game: ", drill: "In a drill: ",
      study: "In a study game: ", any: "In a"),
    Scopes(
      language: .portuguese, drillOrStudy: "Num exercício ou num jogo de estudo: ",
      drill: "Num exercício: ", study: "Num jogo de estudo: ", any: "Num "),
  ]

  // MARK: help <command>

  /// `help <command>` for every command, with nothing, a drill and a study game open, in each
  /// language: the usage with its placeholders in the language, then words (where the command
  /// works first, for one that works only in an activity), each line within 80 columns; in
  /// Portuguese, no English left.
  @Test(arguments: scopes.flatMap { scopes in openings.map { (scopes, $0) } })
  func everyCommandsHelp(scopes: Scopes, opening: [String]) throws {
    let language = scopes.language
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(language, in: folder)
    for line in opening { _ = shell.handle(line) }
    // help study and help rules are pages of their own (tested below and in RulesPageTests).
    for command in ShellCommand.allCases where ![.study, .rules].contains(command) {
      let lines = Self.lines("help \(command.rawValue)", in: shell, transcript)
      let usage = try #require(lines.first)
      let declared = Language.$current.withValue(language) { command.declaration.usage }
      #expect(usage == declared, "\(command): the usage with the language's placeholders")
      let words = lines.dropFirst().joined(separator: "\n")
      #expect(!words.isEmpty, "\(command) is explained")
      if language == .portuguese {
        #expect(EnglishLeak.words(in: words).isEmpty, "help \(command): \(words)")
      }
      for line in lines {
        #expect(DisplayWidth.of(line) <= 80, "help \(command) too wide: \(line)")
      }
      if case .within(let kinds) = command.declaration.scope {
        // A command that does something else in a study game says so on a line of its own.
        let shared = command.declaration.detailsIn.isEmpty
        let scope = kinds.count == 2 && shared ? scopes.drillOrStudy : nil
        let expected = scope ?? (kinds.contains(.drill) ? scopes.drill : scopes.study)
        #expect(lines[1].hasPrefix("  " + expected), "\(command): \(lines[1])")
      } else {
        #expect(!lines[1].hasPrefix("  " + scopes.any), "\(command) works anywhere")
      }
    }
  }

  /// `help hint` in each language: the drill's second hint marks the pattern (and applies
  /// nothing); only the study game's reveals and applies the step: one line each, never one
  /// claim for both.
  @Test(arguments: [
    (
      Language.english,
      "hint [<cell>] In a drill: where to look; then the pattern marked (forfeits the "
        + "mastery step) In a study game: where to look; hint again reveals it (marked on the "
        + "board, applied). hint r3c5: the same for the cell you are stuck on, the shortest chain "
        + "that places it",
      "In a drill or a study game"
    ),
    (
      .portuguese,
      "hint [<casa>] Num exercício: onde procurar; depois, o padrão marcado (custa o passo "
        + "de domínio) Num jogo de estudo: onde procurar; hint outra vez revela o passo (marcado "
        + "na grelha e aplicado). hint r3c5: o mesmo para a casa que não consegue descobrir, a "
        + "cadeia mais curta que a coloca",
      "Num exercício ou num jogo de estudo"
    ),
  ])
  func helpHintSaysWhatASecondHintDoesInEachPlace(
    language: Language, expected: String, both: String
  ) throws {
    let folder = try ScratchDirectory("academy-help-hint")
    let (shell, transcript) = try Self.shell(language, in: folder)
    let lines = Self.lines("help hint", in: shell, transcript)
    #expect(Self.unwrapped(lines) == expected)
    #expect(!lines.contains { $0.contains(both) })
  }

  /// A few `help <command>` lines word for word: numbers agreeing with their nouns, the places
  /// joined as Portuguese joins them (*num exercício ou num jogo de estudo*).
  @Test func helpOfACommandGoldens() throws {
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(.portuguese, in: folder)
    #expect(
      Self.lines("help undo", in: shell, transcript) == [
        "undo",
        "  Num jogo de estudo: anula a última jogada ou revelação (até \(StudyGame.undoLimit))",
      ])
    #expect(
      Self.lines("help skip", in: shell, transcript) == [
        "skip", "  Num exercício: revela uma ocorrência e fecha o exercício",
      ])
    // help hint: helpHintSaysWhatASecondHintDoesInEachPlace.
    let mastery = TechniqueProgress.maximumMastery
    #expect(
      Self.unwrapped(Self.lines("help lessons", in: shell, transcript))
        == "lessons lista as \(CountWords.portuguese) lições com os seus medidores de domínio (\(mastery) passos "
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
      (.study, "study [level|puzzle|review]", "study [nível|puzzle|review]"),
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
    #expect(study.contains("study easy, medium, hard, expert, master, grandmaster (um novo)"))
  }

  // MARK: The lists

  /// `help`, `help all`, `help study` and `help answers`, whatever is open, in each language:
  /// words within 80 columns (in Portuguese with no English left), and `help` alone still fits a
  /// 24-line screen with its prompt.
  @Test(arguments: Language.allCases.flatMap { language in openings.map { (language, $0) } })
  func helpListsFit(language: Language, opening: [String]) throws {
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(language, in: folder)
    for line in opening { _ = shell.handle(line) }
    for command in ["help", "help all", "help study", "help answers", "?"] {
      let lines = Self.lines(command, in: shell, transcript)
      let text = lines.joined(separator: "\n")
      #expect(!text.isEmpty, "\(command) after \(opening)")
      if language == .portuguese {
        #expect(EnglishLeak.words(in: text).isEmpty, "\(command) after \(opening): \(text)")
      }
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
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(.portuguese, in: folder)
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
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(.portuguese, in: folder)
    let study = Self.unwrapped(Self.lines("help study", in: shell, transcript))
    #expect(
      study.hasPrefix(
        "study — um puzzle inteiro com as \(CountWords.portuguese) técnicas, guardado a cada jogada."
      ))
    #expect(
      study.contains(
        "Revelações por jogo: fácil 3, médio 4, difícil 5, perito 6, mestre 6, grão-mestre 6;"))
    #expect(study.contains("undo recua até \(StudyGame.undoLimit) jogadas"))
    #expect(study.contains("no máximo \(Int(PlayClock.idleCap) / 60) minutos"))
    #expect(study.contains("study <puzzle ou linha da biblioteca> um puzzle seu"))
  }

  /// The help rows' words start in one column per list in each language, past the widest usage
  /// (`help all`: one per group): none runs into its words (the study usage did); and every
  /// usage of `help study` is printed whole, its words in one column.
  @Test(arguments: Language.allCases)
  func helpColumnsAreMeasured(language: Language) throws {
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(language, in: folder)
    let rows = Self.lines("help all", in: shell, transcript)
    var columns: Set<Int> = []
    for command in ShellCommand.allCases {
      let declaration = Language.$current.withValue(language) { command.declaration }
      let summary = declaration.summary
      // A drill lists `hint` without the study game's cell: its row is the general summary's.
      let usages = [declaration.usage] + declaration.usages.values
      let row = try #require(
        rows.first { row in
          usages.contains { row.hasPrefix("  \($0)  ") } && row.contains(summary)
        },
        "\(command)"
      )
      let words = try #require(row.range(of: summary), "\(row)")
      let column = row.distance(from: row.startIndex, to: words.lowerBound)
      #expect(column >= usages.map(\.count).min()! + 4, "\(row)")
      #expect(column >= declaration.usage.count + 4, "\(row)")
      columns.insert(column)
    }
    #expect(columns.count <= ActivityKind.allCases.count + 1, "one column per group: \(columns)")

    let study = Self.lines("help study", in: shell, transcript)
    let usages = Language.$current.withValue(language) { Shell.studyHelpRows.map(\.usage) }
    #expect(!usages.isEmpty)
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
    let folder = try ScratchDirectory("academy-help")
    let (shell, transcript) = try Self.shell(.portuguese, in: folder)
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

  /// Portuguese chosen with `language pt` and back in English, help is the English of before, word for word: no sentence was kept in the
  /// language it was first made in.
  @Test func switchingBackGivesTheEnglishAgain() throws {
    let folder = try ScratchDirectory("academy-help")
    let (english, englishTranscript) = try Self.shell(.english, in: folder)
    let commands = ["help", "help all", "help study", "help answers", "help undo", "rules 5"]
    let before = commands.map { Self.lines($0, in: english, englishTranscript) }
    let other = try ScratchDirectory("academy-help")
    let (shell, transcript, _) = try TestShell.make(
      size: ShellFocusTests.terminal, seed: 7, in: other.url)
    _ = shell.handle("language pt")
    try #require(shell.language == .portuguese)
    let portuguese = commands.map { Self.lines($0, in: shell, transcript) }
    _ = shell.handle("language en")
    let after = commands.map { Self.lines($0, in: shell, transcript) }
    #expect(after == before)
    for (english, portuguese) in zip(before, portuguese) {
      #expect(english != portuguese)
    }
  }
}
