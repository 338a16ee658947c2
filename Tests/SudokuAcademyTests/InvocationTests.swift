import Testing

@testable import sudoku_academy

/// The command-line parser, in process: each row is an argument list and what it must read as, or
/// the exact message it must be refused with.
@Suite struct InvocationTests {
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
      "--color does not apply to progress (only to the shell, drill and review)", .progress
    ),
    (
      ["solve", "p", "--seed", "3"],
      "--seed does not apply to solve (only to the shell, drill, review and generate)", .solve
    ),
    (
      ["--json"],
      "--json does not apply to the shell (only to drill, review, find, grade, solve, generate and progress)",
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
      "--difficulty is easy, medium, hard, expert or master, not 'insane'", .generate
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
      "--difficulty is easy, medium, hard, expert or master, not 'hadr'. Did you mean 'hard'?",
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

  @Test(arguments: refusals)
  func refuses(arguments: [String], message: String, command: Command) {
    #expect(throws: UsageError(message, command: command)) {
      try Invocation(parsing: arguments)
    }
  }

  @Test func tablesAreNotEmpty() {
    #expect(Self.readings.count > 20 && Self.refusals.count > 20)
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

  @Test func helpFitsEightyColumns() {
    for command in Command.allCases {
      for line in HelpText.help(command).split(separator: "\n") {
        #expect(line.count <= 80, "\(command): \(line)")
      }
    }
  }

  /// Every option and subcommand appears in the help it belongs to.
  @Test func helpNamesEveryOptionAndSubcommand() {
    let main = HelpText.help(.shell)
    for option in CommandLineDeclaration.options { #expect(main.contains(option.flag)) }
    for command in Command.subcommands { #expect(main.contains("  \(command.rawValue)")) }
    for command in Command.subcommands {
      let help = HelpText.help(command)
      for option in command.spec.options { #expect(help.contains(option.synopsis), "\(command)") }
    }
  }
}
