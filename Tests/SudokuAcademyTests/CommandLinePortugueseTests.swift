import Academy
import Foundation
import Testing

@testable import sudoku_academy

/// The command line in European Portuguese: every usage error the parser can give, the help of
/// every command, the man page, the batch commands' messages and the progress line — rendered
/// with `Language.current` Portuguese, in process and through the real binary (`--language pt`,
/// `LANG=pt_PT.UTF-8`, a stored `language pt`). None may leave English prose behind
/// (`EnglishLeak`); names, placeholders, values and technique keys are formats and stay.
@Suite struct CommandLinePortugueseTests {
  @discardableResult
  static func portuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  /// `text` without the formats the help quotes that are English words by design: HoDoKu's
  /// names of a library line's fields and the grade `beyond the twelve` (followed by its meaning).
  static func prose(_ text: String) -> String {
    // Lines joined first: the help wraps a format as it wraps prose.
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
      .replacingOccurrences(of: CommandLineDeclaration.libraryFields, with: " ")
      .replacingOccurrences(of: "beyond the twelve, «além das doze»", with: " ")
  }

  // MARK: Usage errors

  /// Each row: a command line, the exact Portuguese message it is refused with, and its command.
  static let refusals: [([String], String, Command)] = [
    (["--frobnicate"], "opção desconhecida «--frobnicate».", .shell),
    (
      ["drill", "pointing", "--cuont", "2"],
      "opção desconhecida «--cuont». Queria dizer «--count»?", .drill
    ),
    (
      ["drill", "pointing", "--lessons", "/x"], "--lessons não serve para drill (só para o shell)",
      .drill
    ),
    (
      ["drill", "pointing", "--progress", "/x/p.json"],
      "--progress não serve para drill (só para o shell e progress)", .drill
    ),
    (
      ["--json"],
      "--json não serve para o shell (só para drill, review, find, grade, solve, generate e "
        + "progress)", .shell
    ),
    (["drill"], "drill precisa de uma técnica, por exemplo drill pointing", .drill),
    (["drill", "x-wnig"], "técnica desconhecida «x-wnig». Queria dizer «x-wing»?", .drill),
    (["find", "every", "p"], "técnica desconhecida «every».", .find),
    (
      ["drill", "pointing", "claiming"], "drill leva um argumento (recebeu também «claiming»)",
      .drill
    ),
    (["find"], "find precisa de uma técnica (ou all) e de uma posição", .find),
    (["find", "all"], "find precisa de uma posição ou -", .find),
    (["solve"], "solve precisa de um puzzle ou -", .solve),
    (
      ["generate", "hard"], "generate não leva argumentos, só opções (recebeu «hard»)", .generate
    ),
    (
      ["generate", "--count", "0"], "--count leva um número inteiro de 1 a 1000000, e não «0»",
      .generate
    ),
    (
      ["generate", "--seed", "-1"], "--seed leva um número inteiro, 0 ou maior, e não «-1»",
      .generate
    ),
    (
      ["generate", "--difficulty", "insane"],
      "--difficulty é easy, medium, hard, expert ou master, e não «insane»", .generate
    ),
    (["generate", "--json=yes"], "--json não leva valor", .generate),
    (
      ["--progress", "/x/new/"],
      "--progress leva um ficheiro, e «/x/new/» termina em / e por isso indica uma pasta; "
        + "indique um ficheiro dentro dela, por exemplo «/x/new/progress.json»", .shell
    ),
    (["drill", "claiming", "--count"], "--count precisa de um valor (--count N)", .drill),
    (["sovle", "x"], "subcomando desconhecido «sovle». Queria dizer «solve»?", .shell),
    (["help", "bogus"], "subcomando desconhecido «bogus».", .help),
    (["completions"], "completions precisa de um shell: bash, zsh ou fish", .completions),
    (["completions", "tcsh"], "shell é bash, zsh ou fish, e não «tcsh»", .completions),
  ]

  @Test(arguments: refusals)
  func refusesInPortuguese(arguments: [String], message: String, command: Command) {
    Self.portuguese {
      #expect(throws: UsageError(message, command: command)) {
        try Invocation(parsing: arguments)
      }
    }
    #expect(EnglishLeak.words(in: message).isEmpty, "\(message)")
  }

  /// The problems no command line reaches (`help`'s subcommand is optional; no command has two
  /// arguments of which the last does not repeat), said directly.
  static let unreachable: [(UsageProblem, String)] = [
    (.needsCommand(command: "help"), "help precisa de um subcomando"),
    (
      .tooManyArguments(command: "find", count: 2, extra: "x"),
      "find leva 2 argumentos (recebeu também «x»)"
    ),
  ]

  @Test func unreachableProblemsAreSaidToo() {
    for (problem, expected) in Self.unreachable {
      #expect(Self.portuguese { problem.message } == expected)
      #expect(problem.message != expected, "the English differs: \(problem.message)")
    }
  }

  /// Every kind of `UsageProblem` is rendered by a row above: a new kind without a Portuguese
  /// test fails here (and `kind` stops compiling until it is named).
  @Test func everyProblemKindIsWalked() throws {
    func kind(_ problem: UsageProblem) -> String {
      switch problem {
      case .unknownOption: "unknownOption"
      case .unknownCommand: "unknownCommand"
      case .unknownTechnique: "unknownTechnique"
      case .takesNoValue: "takesNoValue"
      case .needsValue: "needsValue"
      case .notApplicable: "notApplicable"
      case .notAChoice: "notAChoice"
      case .namesAFolder: "namesAFolder"
      case .notANumber: "notANumber"
      case .notASeed: "notASeed"
      case .notAnArgumentChoice: "notAnArgumentChoice"
      case .noArguments: "noArguments"
      case .tooManyArguments: "tooManyArguments"
      case .needsTechnique: "needsTechnique"
      case .needsTechniqueAndPosition: "needsTechniqueAndPosition"
      case .needsInput: "needsInput"
      case .needsChoice: "needsChoice"
      case .needsCommand: "needsCommand"
      }
    }
    var walked = Set(Self.unreachable.map { kind($0.0) })
    for (arguments, _, _) in Self.refusals {
      do {
        _ = try Invocation(parsing: arguments)
        Issue.record("\(arguments) is read")
      } catch {
        walked.insert(kind(try #require(error.problem, "\(arguments)")))
      }
    }
    #expect(walked.count == 18, "\(walked.sorted())")
  }

  // MARK: Help

  @Test(arguments: Command.allCases)
  func helpIsPortugueseAndFitsEightyColumns(command: Command) {
    let help = Self.portuguese { HelpText.help(command) }
    #expect(help != HelpText.help(command))
    #expect(EnglishLeak.words(in: Self.prose(help)).isEmpty, "\(help)")
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "\(command): \(line)")
    }
    #expect(help.hasPrefix("Uso: sudoku-academy"))
  }

  /// Every option and subcommand is in the Portuguese help, each description starting in the
  /// column the English one does (22), on the name's line or the next.
  @Test func portugueseHelpNamesEverythingInItsColumns() {
    let main = Self.portuguese { HelpText.help(.shell) }
    for option in CommandLineDeclaration.options { #expect(main.contains(option.flag)) }
    for command in Command.subcommands { #expect(main.contains("  \(command.rawValue)")) }
    let lines = main.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in lines.enumerated() where line.hasPrefix("  ") {
      let name = line.dropFirst(2).prefix { $0 != " " }
      // A name of up to 20 columns has its description on its own line, else on the next.
      let sameLine = line.count > 22 && line.dropFirst(20).prefix(2) == "  "
      let described = sameLine ? line : lines[index + 1]
      if Command(rawValue: String(name)) != nil || name.hasPrefix("--") {
        let column = described.prefix(22)
        #expect(column.count == 22 && described.dropFirst(22).first != " ", "\(line)")
      }
    }
  }

  @Test func portugueseHelpGoldenLines() {
    Self.portuguese {
      #expect(
        HelpText.usage(.generate) == [
          "Uso: sudoku-academy generate [--seed S] [--count N] [--difficulty LEVEL]",
          "                             [--symmetric] [--json] [--language LANG]",
        ])
      #expect(
        HelpText.usage(.shell) == [
          "Uso: sudoku-academy [--progress PATH] [--seed S] [--color MODE] [--ascii]",
          "                    [--lessons DIR] [--language LANG]",
          "     sudoku-academy <subcomando> [argumentos] [opções]",
        ])
      let main = HelpText.help(.shell).split(separator: "\n").map(String.init)
      for line in [
        "Subcomandos (sudoku-academy help <subcomando> para os pormenores):",
        "  manpage             a página de manual, em roff",
        "  --count N           quantos fazer (por omissão 1) [drill, review, generate]",
        "Opções (antes ou depois do subcomando; cada uma diz a que comandos se aplica):",
        "Estado de saída: 0 sucesso, 1 uma falha na execução (com uma mensagem), 2 uso",
        "incorreto.",
      ] {
        #expect(main.contains(line), "\(line)")
      }
      let drill = HelpText.help(.drill).split(separator: "\n").map(String.init)
      #expect(drill.contains("Opções:"))
      #expect(drill.contains("  --json              um objeto JSON por linha"))
    }
  }

  // MARK: Man page

  @Test func portugueseManPageIsEscapedAndRendersWithoutWarnings() throws {
    let page = Self.portuguese { ManPage.render() }
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "accents are written as roff escapes")
    #expect(
      page.contains(
        "\n.SH NOME\nsudoku-academy \\- aprender doze t\\[u00E9]cnicas de resolu\\[u00E7]\\[u00E3]o "
          + "de Sudoku: li\\[u00E7]\\[u00F5]es, exerc\\[u00ED]cios, revis\\[u00E3]o e puzzles "
          + "completos para estudar\n"))
    for option in CommandLineDeclaration.options {
      let flag = option.flag.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(flag)\\fR"), "\(option.flag)")
    }
    for command in Command.subcommands {
      #expect(page.contains(".TP\n\\fB\(command.rawValue)\\fR"), "\(command)")
    }
    let directory = try ScratchDirectory("academy-man-pt")
    try page.write(toFile: directory.path("sudoku-academy.1"), atomically: true, encoding: .utf8)
    // A line length that keeps each paragraph on one line, so formats are not split.
    let result = try CommandLineDocsTests.run(
      "groff",
      ["-man", "-Tutf8", "-ww", "-rLL=2000n", "-P-cbou", directory.path("sudoku-academy.1")],
      in: directory)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
    let text = result.output
    for heading in [
      "NOME", "SINOPSE", "DESCRIÇÃO", "SUBCOMANDOS", "OPÇÕES", "FORMATOS", "FICHEIROS",
      "AMBIENTE", "ESTADO DE SAÍDA", "EXEMPLOS",
    ] {
      #expect(text.contains("\n\(heading)\n"), "\(heading)")
    }
    #expect(text.contains("Comandos do utilizador"))
    #expect(text.contains("Ficheiro de progresso (por omissão"))
    #expect(text.contains("Para o shell, drill, review e progress."))
    #expect(EnglishLeak.words(in: Self.prose(text)).isEmpty, "\(text)")
  }

  // MARK: Progress line and batch words

  @Test func progressLineInPortuguese() {
    Self.portuguese {
      #expect(ProgressLine.grouped(12_345) == "12.345")
      #expect(ProgressLine.format(done: 25, total: nil, elapsed: 10) == "25 feitos  2,5/s")
      let left = TimeWords.duration(80)
      #expect(
        ProgressLine.format(done: 1234, total: 100_000, elapsed: 1)
          == "1.234/100.000  1.234/s  faltam \(left)")
    }
    #expect(ProgressLine.format(done: 25, total: nil, elapsed: 10) == "25 done  2.5/s")
  }

  @Test func inputsAndUnsolvablePuzzlesAreNamedInPortuguese() {
    Self.portuguese {
      let labels = [
        Subcommands.Input(bytes: [], origin: .input).label,
        Subcommands.Input(bytes: [], origin: .argument(2)).label,
        Subcommands.Input(bytes: [], origin: .line(17)).label,
      ]
      #expect(labels == ["entrada", "argumento 2", "linha 17"])
      #expect(unsolvable(0) == "o puzzle não tem solução")
      #expect(unsolvable(2) == "o puzzle tem mais de uma solução")
    }
  }

  // MARK: Through the binary

  static let noSolution = "123456780" + "000000009" + String(repeating: "0", count: 63)
  static let manySolutions = String(repeating: "0", count: 81)
  static let solution =
    "963182475142567389785349261631258794824793156597416823478635912359821647216974538"

  static func run(_ arguments: [String], input: String = "", locale: String = "C.UTF-8") throws
    -> RunResult
  {
    try runAcademy(
      arguments, input: input, in: ScratchDirectory("academy-pt"),
      environment: ["LANG": locale])
  }

  /// A usage error through the real binary, asked for with `--language pt` and with the locale:
  /// message, usage lines and the pointer to the help, all Portuguese, exit status 2.
  @Test(arguments: [
    (["--language", "pt", "drill", "pointing", "--cuont", "2"], "C.UTF-8"),
    (["drill", "pointing", "--cuont", "2", "--language=pt"], "C.UTF-8"),
    (["drill", "pointing", "--cuont", "2"], "pt_PT.UTF-8"),
  ])
  func usageErrorsThroughTheBinary(arguments: [String], locale: String) throws {
    let result = try Self.run(arguments, locale: locale)
    #expect(result.status == 2)
    #expect(
      result.errorLines == [
        "sudoku-academy: opção desconhecida «--cuont». Queria dizer «--count»?",
        "Uso: sudoku-academy drill <técnica> [--seed S] [--color MODE] [--ascii]",
        "                          [--count N] [--json] [--language LANG]",
        "Veja «sudoku-academy help drill».",
      ])
  }

  @Test func englishOnTheLineBeatsAPortugueseLocale() throws {
    let result = try Self.run(["--language", "en", "--frobnicate"], locale: "pt_PT.UTF-8")
    #expect(result.status == 2)
    #expect(result.errorLines.first == "sudoku-academy: unknown option '--frobnicate'.")
    #expect(result.errorLines.last == "See 'sudoku-academy --help'.")
    let help = try Self.run(["--help", "--language", "en"], locale: "pt_PT.UTF-8")
    #expect(help.output.hasPrefix("Usage: sudoku-academy"))
    let portuguese = try Self.run(["--help"], locale: "pt_PT.UTF-8")
    #expect(portuguese.output.hasPrefix("Uso: sudoku-academy"))
  }

  /// `language pt` kept in a progress file makes `--progress F --help` Portuguese, in an English
  /// locale; `--language en` on the line still wins.
  @Test func aStoredChoiceSpeaksThroughTheHelp() throws {
    let directory = try ScratchDirectory("academy-pt-stored")
    let file = directory.path("chosen.json")
    let chose = try runAcademy(["--progress", file], input: "language pt\nquit\n", in: directory)
    #expect(chose.status == 0, "\(chose.errors)")
    #expect(try readProgressFile(file).language == .portuguese)
    for arguments in [["--progress", file, "--help"], ["--help", "--progress=\(file)"]] {
      let help = try runAcademy(arguments, input: "", in: directory)
      #expect(help.status == 0 && help.output.hasPrefix("Uso: sudoku-academy"), "\(arguments)")
    }
    let error = try runAcademy(["--progress", file, "--bogus"], input: "", in: directory)
    #expect(error.errorLines.first == "sudoku-academy: opção desconhecida «--bogus».")
    let english = try runAcademy(
      ["--progress", file, "--language", "en", "--help"], input: "", in: directory)
    #expect(english.output.hasPrefix("Usage: sudoku-academy"))
  }

  @Test func batchMessagesThroughTheBinary() throws {
    let pt = ["--language", "pt"]
    let alone = try Self.run(pt + ["solve", Self.manySolutions])
    #expect(alone.status == 1)
    #expect(alone.errorLines == ["entrada: o puzzle tem mais de uma solução"])
    let arguments = try Self.run(pt + ["solve", Self.solution, Self.noSolution])
    #expect(arguments.output == Self.solution + "\n")
    #expect(arguments.errorLines == ["argumento 2: o puzzle não tem solução"])
    let lines = try Self.run(
      pt + ["grade", "-"],
      input: "\(Self.noSolution)\n\n\(Self.manySolutions)\n\(String(repeating: "1", count: 5000))\n"
    )
    #expect(
      lines.errorLines == [
        "linha 1: o puzzle não tem solução",
        "linha 3: o puzzle tem mais de uma solução",
        "linha 4: demasiado longa (mais de 4096 bytes); foi ignorada, pois nenhuma posição "
          + "precisa de tanto",
      ])
    for line in lines.errorLines { #expect(EnglishLeak.words(in: line).isEmpty, "\(line)") }

    // One empty cell: one step, in the singular.
    let oneStep = try Self.run(pt + ["grade", "." + Self.solution.dropFirst()])
    let fields = oneStep.output.split(separator: "\t")
    #expect(fields.count == 3 && fields[1] == "1 passo", "\(oneStep.output)")
    let english = try Self.run(["grade", "." + Self.solution.dropFirst()])
    #expect(english.output.split(separator: "\t")[1] == "1 step", "singular in English too")

    let none = try Self.run(pt + ["find", "x-wing", Self.solution])
    #expect(none.output == "none\tnenhuma ocorrência de x-wing\n")
    let found = try Self.run(pt + ["find", "all", "-"], input: "\(Self.solution)\n")
    #expect(found.output == "# linha 1\nnone\tnenhuma ocorrência de qualquer das doze técnicas\n")
  }

  /// `--json` is a format: not one byte changes with the language.
  @Test(arguments: [
    ["generate", "--seed", "3", "--count", "2", "--json"],
    ["drill", "pointing", "--seed", "5", "--json"],
    ["review", "--seed", "5", "--json"],
    ["grade", SubcommandInputTests.line, "--json"],
    ["find", "all", SubcommandInputTests.line, "--json"],
    ["solve", SubcommandInputTests.line, "--json"],
    ["progress", "--json"],
  ])
  func jsonIsTheSameInBothLanguages(arguments: [String]) throws {
    let english = try Self.run(arguments)
    let portuguese = try Self.run(arguments + ["--language", "pt"])
    #expect(english.status == 0 && !english.output.isEmpty, "\(english.errors)")
    #expect(portuguese.output == english.output)
  }

  // MARK: Completion scripts

  /// The Portuguese scripts still load and complete: their descriptions are quoted right.
  @Test func portugueseCompletionScriptsWork() throws {
    let directory = try ScratchDirectory("academy-pt-completion")
    let zsh = directory.path("completion.zsh")
    let fish = directory.path("completion.fish")
    try Self.portuguese {
      try CompletionScript.script(for: .zsh).write(toFile: zsh, atomically: true, encoding: .utf8)
      try CompletionScript.script(for: .fish).write(
        toFile: fish, atomically: true, encoding: .utf8)
    }
    let syntax = try CommandLineDocsTests.run("zsh", ["-n", zsh], in: directory)
    #expect(syntax.status == 0 && syntax.errors.isEmpty, "\(syntax.errors)")
    let completed = try CommandLineDocsTests.run(
      "fish",
      [
        "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", fish,
        "sudoku-academy generate --cou",
      ],
      in: directory)
    #expect(completed.errors.isEmpty, "\(completed.errors)")
    #expect(completed.output == "--count\tquantos fazer (por omissão 1)\n", "\(completed.output)")
  }
}
