import Academy
import Foundation
import TestSupport
import Testing

@testable import sudoku_academy

/// The command-line parser, in process: each row is an argument list and what it must read as, or
/// the exact message it must be refused with.
@Suite struct InvocationTests {
  @discardableResult
  static func portuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  static let readings: [([String], Invocation)] = [
    ([], Invocation(command: .shell)),
    (
      ["--seed", "5", "generate"],
      Invocation(command: .generate, options: OptionValues(seed: 5))
    ),
    (
      ["generate", "--seed", "5"],
      Invocation(command: .generate, options: OptionValues(seed: 5))
    ),
    (
      ["--seed=5", "--json", "generate", "--count", "3", "--difficulty", "hard", "--symmetric"],
      Invocation(
        command: .generate,
        options: OptionValues(seed: 5, count: 3, difficulty: .hard, symmetric: true, json: true))
    ),
    (
      ["--progress", "/tmp/p.json", "--color", "never", "--ascii", "--lessons", "/tmp/l"],
      Invocation(
        command: .shell,
        options: OptionValues(
          progress: "/tmp/p.json", color: .never, ascii: true, lessons: "/tmp/l"))
    ),
    (
      ["drill", "pointing", "--count", "2", "--seed", "7", "--ascii", "--color=always"],
      Invocation(
        command: .drill, positional: ["pointing"],
        options: OptionValues(seed: 7, color: .always, ascii: true, count: 2))
    ),
    (["drill", "3"], Invocation(command: .drill, positional: ["3"])),
    (
      ["drill", "pointing", "--color", "NEVER"],
      Invocation(
        command: .drill, positional: ["pointing"], options: OptionValues(color: .never))
    ),
    (
      ["generate", "--difficulty", "Hard"],
      Invocation(command: .generate, options: OptionValues(difficulty: .hard))
    ),
    (
      ["--seed", "1", "--seed", "2", "drill", "x-wing"],
      Invocation(command: .drill, positional: ["x-wing"], options: OptionValues(seed: 2))
    ),
    (["find", "all", "-"], Invocation(command: .find, positional: ["all", "-"])),
    (
      ["find", "naked-pair", "p1", "p2", "--json"],
      Invocation(
        command: .find, positional: ["naked-pair", "p1", "p2"],
        options: OptionValues(json: true))
    ),
    (["solve", "--", "-"], Invocation(command: .solve, positional: ["-"])),
    (
      ["grade", "-", "--json"],
      Invocation(command: .grade, positional: ["-"], options: OptionValues(json: true))
    ),
    (
      ["progress", "--progress", "x.json", "--ascii", "--json"],
      Invocation(
        command: .progress, options: OptionValues(progress: "x.json", ascii: true, json: true))
    ),
    (["completions", "fish"], Invocation(command: .completions, positional: ["fish"])),
    (["manpage"], Invocation(command: .manpage)),
    (["--help"], Invocation(command: .shell, action: .help)),
    (["-h"], Invocation(command: .shell, action: .help)),
    (["help"], Invocation(command: .shell, action: .help)),
    (["help", "drill"], Invocation(command: .drill, action: .help)),
    (["drill", "--help"], Invocation(command: .drill, action: .help)),
    (["drill", "--frobnicate", "-h"], Invocation(command: .drill, action: .help)),
    (["generate", "--version"], Invocation(command: .generate, action: .version)),
    (["--version", "--bogus"], Invocation(command: .shell, action: .version)),
  ]

  @Test(arguments: readings)
  func reads(arguments: [String], expected: Invocation) throws {
    #expect(try Invocation(parsing: arguments) == expected)
  }

  /// `text` without the formats the help quotes that are English words by design: HoDoKu's
  /// names of a library line's fields and the grade `beyond the eighteen` (followed by its meaning).
  static func prose(_ text: String) -> String {
    // Lines joined first: the help wraps a format as it wraps prose.
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
      .replacingOccurrences(of: CommandLineDeclaration.libraryFields, with: " ")
      .replacingOccurrences(
        of: "beyond the eighteen, «além das \(CountWords.portuguese)»", with: " ")
  }

  static let refusals: [([String], String, Command)] = [
    (["--frobnicate"], "unknown option '--frobnicate'.", .shell),
    (
      ["drill", "pointing", "--cuont", "2"], "unknown option '--cuont'. Did you mean '--count'?",
      .drill
    ),
    (["-x"], "unknown option '-x'.", .shell),
    (
      ["drill", "pointing", "--lessons", "/x"],
      "--lessons does not apply to drill (only to the shell)", .drill
    ),
    (
      ["drill", "pointing", "--progress", "/x/p.json"],
      "--progress does not apply to drill (only to the shell and progress)", .drill
    ),
    (
      ["--progress", "/x/p.json", "drill", "pointing"],
      "--progress does not apply to drill (only to the shell and progress)", .drill
    ),
    (
      ["progress", "--color", "never"],
      "--color does not apply to progress (only to the shell, drill, review and review-game)",
      .progress
    ),
    (
      ["solve", "p", "--seed", "3"],
      "--seed does not apply to solve (only to the shell, drill, review and generate)", .solve
    ),
    (
      ["--json"],
      "--json does not apply to the shell (only to drill, review, find, grade, solve, generate, progress and review-game)",
      .shell
    ),
    (
      ["--count", "3"], "--count does not apply to the shell (only to drill, review and generate)",
      .shell
    ),
    (["drill"], "drill needs a technique, e.g. drill pointing", .drill),
    (["drill", "x-wnig"], "unknown technique 'x-wnig'. Did you mean 'x-wing'?", .drill),
    (["drill", "pointing", "claiming"], "drill takes one argument (got 'claiming' too)", .drill),
    (["find"], "find needs a technique (or all) and a position", .find),
    (["find", "all"], "find needs a position or -", .find),
    (["find", "every", "p"], "unknown technique 'every'.", .find),
    (["solve"], "solve needs a puzzle or -", .solve),
    (["grade", "--json"], "grade needs a puzzle or -", .grade),
    (["generate", "hard"], "generate takes no arguments, only options (got 'hard')", .generate),
    (["progress", "now"], "progress takes no arguments, only options (got 'now')", .progress),
    (
      ["generate", "--count", "zero"], "--count takes a whole number from 1 to 1000000, not 'zero'",
      .generate
    ),
    (
      ["generate", "--count", "0"], "--count takes a whole number from 1 to 1000000, not '0'",
      .generate
    ),
    (["drill", "claiming", "--count"], "--count needs a value (--count N)", .drill),
    (["drill", "claiming", "--count="], "--count needs a value (--count N)", .drill),
    (["generate", "--seed", "-1"], "--seed takes a whole number 0 or more, not '-1'", .generate),
    (
      ["generate", "--difficulty", "insane"],
      "--difficulty is easy, medium, hard, expert, master or grandmaster, not 'insane'", .generate
    ),
    (["--color", "blue"], "--color is auto, always or never, not 'blue'", .shell),
    (
      ["progress", "--progress", "/x/new/"],
      "--progress takes a file, and '/x/new/' ends in / so it names a folder; give a file in it, "
        + "e.g. '/x/new/progress.json'", .progress
    ),
    (
      ["--language", "portugues"], "--language is en or pt, not 'portugues'. Did you mean 'pt'?",
      .shell
    ),
    (["--language=English"], "--language is en or pt, not 'English'. Did you mean 'en'?", .shell),
    (
      ["--difficulty", "hadr", "generate"],
      "--difficulty is easy, medium, hard, expert, master or grandmaster, not 'hadr'. Did you mean 'hard'?",
      .generate
    ),
    (
      ["--seed", String(repeating: "9", count: 100_000)],
      "--seed takes a whole number 0 or more, not '\(String(repeating: "9", count: 40))…'", .shell
    ),
    (["generate", "--json=yes"], "--json takes no value", .generate),
    (["sovle", "x"], "unknown subcommand 'sovle'. Did you mean 'solve'?", .shell),
    (["x"], "unknown subcommand 'x'.", .shell),
    (["completions"], "completions needs a shell: bash, zsh or fish", .completions),
    (["completions", "tcsh"], "shell is bash, zsh or fish, not 'tcsh'", .completions),
    (["help", "bogus"], "unknown subcommand 'bogus'.", .help),
    (["bogus", "--help"], "unknown subcommand 'bogus'.", .shell),
  ]

  static let refusalsInPortuguese: [([String], String, Command)] = [
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
      "--json não serve para o shell (só para drill, review, find, grade, solve, generate, "
        + "progress e review-game)", .shell
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
      "--difficulty é easy, medium, hard, expert, master ou grandmaster, e não «insane»", .generate
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

  /// Each table's rows with the language they are in.
  static var refusalsInEachLanguage: [(Language, [String], String, Command)] {
    refusals.map { (.english, $0.0, $0.1, $0.2) }
      + refusalsInPortuguese.map { (.portuguese, $0.0, $0.1, $0.2) }
  }

  /// Each row of each language's table is refused with its exact message; none of the
  /// Portuguese leaves English prose behind.
  @Test(arguments: refusalsInEachLanguage)
  func refuses(language: Language, arguments: [String], message: String, command: Command) {
    Language.$current.withValue(language) {
      #expect(throws: UsageError(message, command: command)) {
        try Invocation(parsing: arguments)
      }
    }
    if language == .portuguese {
      #expect(EnglishLeak.words(in: message).isEmpty, "\(message)")
    }
  }

  @Test func tablesAreNotEmpty() {
    #expect(Self.readings.count > 20 && Self.refusals.count > 20)
    #expect(Self.refusalsInPortuguese.count > 20)
  }

  /// The problems no command line reaches (`help`'s subcommand is optional; no command has two
  /// arguments of which the last does not repeat), said directly in each language.
  static let unreachable: [(Language, UsageProblem, String)] = [
    (.english, .needsCommand(command: "help"), "help needs a subcommand"),
    (
      .english, .tooManyArguments(command: "find", count: 2, extra: "x"),
      "find takes 2 arguments (got 'x' too)"
    ),
    (.portuguese, .needsCommand(command: "help"), "help precisa de um subcomando"),
    (
      .portuguese, .tooManyArguments(command: "find", count: 2, extra: "x"),
      "find leva 2 argumentos (recebeu também «x»)"
    ),
  ]

  @Test func unreachableProblemsAreSaidToo() {
    for (language, problem, expected) in Self.unreachable {
      #expect(Language.$current.withValue(language) { problem.message } == expected)
    }
    for language in Language.allCases {
      let said = Self.unreachable.filter { $0.0 == language }.map(\.2)
      let others = Self.unreachable.filter { $0.0 != language }.map(\.2)
      #expect(said.count == 2, "\(language)")
      #expect(Set(said).isDisjoint(with: others), "each language its own words")
    }
  }

  /// Every kind of `UsageProblem` is rendered by a row of each language's tables: a new kind
  /// without a test in a language fails here (and `kind` stops compiling until it is named).
  @Test(arguments: Language.allCases)
  func everyProblemKindIsWalked(language: Language) throws {
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
    var walked = Set(Self.unreachable.filter { $0.0 == language }.map { kind($0.1) })
    for (_, arguments, _, _) in Self.refusalsInEachLanguage.filter({ $0.0 == language }) {
      do {
        _ = try Invocation(parsing: arguments)
        Issue.record("\(arguments) is read")
      } catch {
        walked.insert(kind(try #require(error.problem, "\(arguments)")))
      }
    }
    #expect(walked.count == 18, "\(walked.sorted())")
  }

  /// Every option applies somewhere, every command is declared once, and every option a command
  /// takes is read by the parser where it is declared to apply and refused elsewhere.
  @Test(arguments: CommandLineDeclaration.options)
  func optionsApplyExactlyWhereDeclared(option: OptionSpec) throws {
    #expect(!option.commands.isEmpty)
    for spec in CommandLineDeclaration.commands where spec.command != .help {
      var arguments = spec.command == .shell ? [] : [spec.name]
      arguments += spec.arguments.filter { !$0.optional }.map { $0.kind.completions.first ?? "x" }
      arguments.append(option.flag)
      // Values that differ from the defaults, so the typed value shows the option was read.
      switch option.value {
      case .none: break
      case .choice(_, let words): arguments.append(words[words.count - 1])
      case .number, .seed: arguments.append("2")
      case .file, .directory: arguments.append("/tmp")
      }
      if option.applies(to: spec.command) {
        let invocation = try Invocation(parsing: arguments)
        if option.name != .help && option.name != .version {
          #expect(invocation.options != OptionValues(), "\(arguments) keeps a value")
        }
      } else {
        #expect(throws: UsageError.self, "\(arguments)") { try Invocation(parsing: arguments) }
      }
    }
  }

  /// Each option name has exactly one entry in the declaration (a name without one could not be
  /// given; two would disagree about where it applies).
  @Test(arguments: OptionName.allCases)
  func optionsAreDeclaredOnce(name: OptionName) {
    #expect(CommandLineDeclaration.options.filter { $0.name == name }.count == 1)
  }

  /// Typed values: a seed is a number, a choice is its enum case, whatever the case typed.
  @Test func valuesAreTyped() throws {
    let options = try Invocation(
      parsing: ["generate", "--seed", "18446744073709551615", "--difficulty", "EXPERT"]
    ).options
    #expect(options.seed == UInt64.max)
    #expect(options.difficulty == .expert)
    #expect(options.count == 1 && !options.json && !options.symmetric)
  }

  /// The help of every command in each language: within 80 columns, opening with the usage;
  /// in Portuguese, not the English and with no English prose left.
  @Test(
    arguments: Language.allCases.flatMap { language in Command.allCases.map { (language, $0) } })
  func helpFitsEightyColumns(language: Language, command: Command) {
    let help = Language.$current.withValue(language) { HelpText.help(command) }
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "\(command): \(line)")
    }
    switch language {
    case .english:
      #expect(help.hasPrefix("Usage: sudoku-academy"))
    case .portuguese:
      #expect(help != HelpText.help(command))
      #expect(EnglishLeak.words(in: Self.prose(help)).isEmpty, "\(help)")
      #expect(help.hasPrefix("Uso: sudoku-academy"))
    }
  }

  /// Every option and subcommand appears in the help it belongs to, in each language, each
  /// description in the main help starting in column 22, on the name's line or the next.
  @Test(arguments: Language.allCases)
  func helpNamesEveryOptionAndSubcommand(language: Language) {
    Language.$current.withValue(language) {
      let main = HelpText.help(.shell)
      for option in CommandLineDeclaration.options { #expect(main.contains(option.flag)) }
      for command in Command.subcommands { #expect(main.contains("  \(command.rawValue)")) }
      for command in Command.subcommands {
        let help = HelpText.help(command)
        for option in command.spec.options {
          #expect(help.contains(option.synopsis), "\(command)")
        }
      }
      let lines = main.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var described = 0
      for (index, line) in lines.enumerated() where line.hasPrefix("  ") {
        let name = line.dropFirst(2).prefix { $0 != " " }
        // A name of up to 20 columns has its description on its own line, else on the next.
        let sameLine = line.count > 22 && line.dropFirst(20).prefix(2) == "  "
        let words = sameLine ? line : lines[index + 1]
        if Command(rawValue: String(name)) != nil || name.hasPrefix("--") {
          described += 1
          let column = words.prefix(22)
          #expect(column.count == 22 && words.dropFirst(22).first != " ", "\(line)")
        }
      }
      #expect(described >= Command.subcommands.count + CommandLineDeclaration.options.count)
    }
  }

}

/// The command line in European Portuguese, word for word: the help's golden lines, the progress
/// line, the batch commands' labels, and through the real binary (`--language pt`,
/// `LANG=pt_PT.UTF-8`, a stored `language pt`) the usage errors, the batch messages and the JSON
/// that does not change with the language.
@Suite struct CommandLinePortugueseWordsTests {
  @Test func portugueseHelpGoldenLines() {
    InvocationTests.portuguese {
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

  // MARK: Progress line and batch words

  @Test func progressLineInPortuguese() {
    InvocationTests.portuguese {
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
    InvocationTests.portuguese {
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
    #expect(
      found.output
        == "# linha 1\nnone\tnenhuma ocorrência de qualquer das \(CountWords.portuguese) técnicas\n"
    )
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
}
