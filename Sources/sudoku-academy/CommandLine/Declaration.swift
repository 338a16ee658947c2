import Academy
import SudokuCore

/// The command line, declared once: every command, its arguments and every option, each with the
/// commands it means something for and its help line.
///
/// This table is the single source the parser (`Invocation(parsing:)`), `--help` and `help
/// <command>`, the completion scripts and the man page are all generated from: adding a subcommand
/// or an option is adding a line here. An option may stand anywhere on the line — before or after
/// the subcommand — and means the same there; it is refused (exit 2) where it means nothing.
///
/// ```
/// sudoku-academy --seed 5 generate --count 2   ≡   sudoku-academy generate --seed 5 --count 2
/// sudoku-academy drill pointing --lessons DIR  →   --lessons does not apply to drill (only to
///                                                  the shell)
/// ```
enum Command: String, CaseIterable, Sendable {
  /// No subcommand: the line-oriented shell.
  case shell
  case drill, review, find, grade, solve, generate, progress
  case reviewGame = "review-game"
  case completions, manpage, help

  /// The subcommands a user types, in the order help lists them.
  static let subcommands: [Command] = allCases.filter { $0 != .shell }
}

/// What kind of word a positional argument is: what it accepts and how it completes.
enum ArgumentKind: Sendable, Equatable {
  /// A technique key or lesson number (`pointing`, `3`); with `all`, also the word `all`.
  case technique(all: Bool)
  /// A puzzle or position written out, or `-` for standard input.
  case input
  /// One of a fixed list of words.
  case choice([String])
  /// A subcommand name.
  case command

  /// The words Tab offers for it (empty: free text).
  var completions: [String] {
    switch self {
    case .technique(let all): Technique.allCases.map(\.rawValue) + (all ? ["all"] : [])
    case .input: ["-"]
    case .choice(let words): words
    case .command: Command.subcommands.map(\.rawValue)
    }
  }
}

/// One positional argument of a command.
struct ArgumentSpec: Sendable {
  /// As shown in usage lines: `technique|all`, `position|-`.
  let name: String
  let kind: ArgumentKind
  /// Whether it may be left out.
  var optional = false
  /// Whether it may be given several times (only the last argument).
  var repeats = false

  /// `<technique>`, `[subcommand]`, `<position|->...`, its placeholder in the reader's language
  /// (`<técnica>`).
  var synopsis: String {
    let word = optional ? "[\(name)]" : "<\(name)>"
    return Placeholder.shown(in: repeats ? word + "..." : word)
  }
}

/// What follows an option on the command line.
enum OptionValue: Sendable, Equatable {
  /// Nothing: a flag.
  case none
  /// A path to a file (completes file names).
  case file(String)
  /// A path to a directory (completes directory names).
  case directory(String)
  /// One of these words.
  case choice(String, [String])
  /// A whole number in the range.
  case number(String, ClosedRange<Int>)
  /// A seed: a whole number 0 or more.
  case seed(String)

  /// The words it takes, for a choice (`easy`, `medium`, …); none for the others.
  var choices: [String] {
    if case .choice(_, let words) = self { words } else { [] }
  }

  /// `PATH`, `N`, …; nil for a flag.
  var placeholder: String? {
    switch self {
    case .none: nil
    case .file(let name), .directory(let name), .choice(let name, _), .number(let name, _),
      .seed(let name):
      name
    }
  }
}

/// Every option's name, without the dashes (`count` is written `--count`): the key of its entry in
/// the declaration and of its value in `OptionValues`, so a misspelt option does not compile.
enum OptionName: String, CaseIterable, Sendable {
  case progress, seed, color, ascii, lessons, count, difficulty, symmetric, json, language, help,
    version
}

/// One option: its name, its value, the commands it means something for, and its help line (in
/// the reader's language: `help`, in `Declaration+Words.swift`).
struct OptionSpec: Sendable {
  let name: OptionName
  let value: OptionValue
  /// The commands it applies to; `--help` and `--version` apply to every command.
  let commands: [Command]
  /// A one-letter form (`-h`), if any.
  var short: Character? = nil

  var flag: String { "--" + name.rawValue }

  /// `--count N`, `--json`.
  var synopsis: String { value.placeholder.map { "\(flag) \($0)" } ?? flag }

  func applies(to command: Command) -> Bool { commands.contains(command) }
}

/// A command: its arguments, a one-line summary and the paragraph its help gives (both in the
/// reader's language, from `Declaration+Words.swift`).
struct CommandSpec: Sendable {
  let command: Command
  let arguments: [ArgumentSpec]

  var name: String { command.rawValue }
  var summary: String { command.summary }
  var details: String { command.details }

  /// The options that apply to it, in declaration order, `--help` last.
  var options: [OptionSpec] {
    CommandLineDeclaration.options.filter { $0.applies(to: command) && $0.name != .version }
  }
}

/// The declaration itself.
enum CommandLineDeclaration {
  static let program = "sudoku-academy"
  static let version = "0.1.0"

  private static let all = Command.allCases
  private static let rendering: [Command] = [.shell, .drill, .review, .reviewGame]

  static let options: [OptionSpec] = [
    OptionSpec(
      name: .progress, value: .file("PATH"), commands: [.shell, .progress]),
    OptionSpec(
      name: .seed, value: .seed("S"), commands: [.shell, .drill, .review, .generate]),
    OptionSpec(
      name: .color, value: .choice("MODE", ColorMode.allCases.map(\.rawValue)), commands: rendering),
    OptionSpec(
      name: .ascii, value: .none, commands: rendering + [.progress]),
    OptionSpec(
      name: .lessons, value: .directory("DIR"), commands: [.shell]),
    OptionSpec(
      name: .count, value: .number("N", 1...1_000_000), commands: [.drill, .review, .generate]),
    OptionSpec(
      name: .difficulty, value: .choice("LEVEL", Difficulty.allCases.map(\.rawValue)),
      commands: [.generate]),
    OptionSpec(
      name: .symmetric, value: .none, commands: [.generate]),
    OptionSpec(
      name: .json, value: .none,
      commands: [.drill, .review, .find, .grade, .solve, .generate, .progress, .reviewGame]),
    OptionSpec(
      name: .language, value: .choice("LANG", Language.allCases.map(\.rawValue)), commands: all),
    OptionSpec(
      name: .help, value: .none, commands: all, short: "h"),
    OptionSpec(name: .version, value: .none, commands: all),
  ]

  static let commands: [CommandSpec] = Command.allCases.map(\.spec)

  /// The entry of `name` (every name has one: `optionsAreDeclaredOnce` checks it).
  static func option(named name: OptionName) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

extension Command {
  /// The command's declaration (a switch, so a new command cannot go undeclared).
  var spec: CommandSpec {
    switch self {
    case .shell:
      CommandSpec(
        command: .shell, arguments: [])
    case .drill:
      CommandSpec(
        command: .drill, arguments: [ArgumentSpec(name: "technique", kind: .technique(all: false))])
    case .review:
      CommandSpec(
        command: .review, arguments: [])
    case .find:
      CommandSpec(
        command: .find,
        arguments: [
          ArgumentSpec(name: "technique|all", kind: .technique(all: true)),
          ArgumentSpec(name: "position|-", kind: .input, repeats: true),
        ])
    case .grade:
      CommandSpec(
        command: .grade, arguments: [ArgumentSpec(name: "position|-", kind: .input, repeats: true)])
    case .solve:
      CommandSpec(
        command: .solve, arguments: [ArgumentSpec(name: "position|-", kind: .input, repeats: true)])
    case .generate:
      CommandSpec(
        command: .generate, arguments: [])
    case .progress:
      CommandSpec(
        command: .progress, arguments: [])
    case .reviewGame:
      CommandSpec(
        command: .reviewGame,
        arguments: [ArgumentSpec(name: "game|-", kind: .input, optional: true)])
    case .completions:
      CommandSpec(
        command: .completions,
        arguments: [
          ArgumentSpec(
            name: "shell", kind: .choice(CompletionScript.Shell.allCases.map(\.rawValue)))
        ])
    case .manpage:
      CommandSpec(
        command: .manpage, arguments: [])
    case .help:
      CommandSpec(
        command: .help,
        arguments: [ArgumentSpec(name: "subcommand", kind: .command, optional: true)])
    }
  }
}
