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
  case drill, review, find, grade, solve, generate, progress, completions, manpage, help

  /// The subcommands a user types, in the order help lists them.
  static let subcommands: [Command] = allCases.filter { $0 != .shell }

  /// How the command is written in messages: "drill", or "the shell".
  var spoken: String { self == .shell ? "the shell" : rawValue }
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

  /// `<technique>`, `[subcommand]`, `<position|->...`
  var synopsis: String {
    let word = optional ? "[\(name)]" : "<\(name)>"
    return repeats ? word + "..." : word
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

/// One option: its name, its value, the commands it means something for and its help line.
struct OptionSpec: Sendable {
  let name: OptionName
  let value: OptionValue
  /// The commands it applies to; `--help` and `--version` apply to every command.
  let commands: [Command]
  let help: String
  /// A one-letter form (`-h`), if any.
  var short: Character? = nil

  var flag: String { "--" + name.rawValue }

  /// `--count N`, `--json`.
  var synopsis: String { value.placeholder.map { "\(flag) \($0)" } ?? flag }

  func applies(to command: Command) -> Bool { commands.contains(command) }
}

/// A command: its arguments, a one-line summary and the paragraph its help gives.
struct CommandSpec: Sendable {
  let command: Command
  let arguments: [ArgumentSpec]
  let summary: String
  let details: String

  var name: String { command.rawValue }

  /// The options that apply to it, in declaration order, `--help` last.
  var options: [OptionSpec] {
    CommandLineDeclaration.options.filter { $0.applies(to: command) && $0.name != .version }
  }
}

/// The declaration itself.
enum CommandLineDeclaration {
  static let program = "sudoku-academy"
  static let version = "0.1.0"
  /// What the program is, in the man page's NAME.
  static let about =
    "learn twelve Sudoku solving techniques: lessons, drills, review and whole puzzles to study"

  private static let all = Command.allCases
  private static let rendering: [Command] = [.shell, .drill, .review]

  static let options: [OptionSpec] = [
    OptionSpec(
      name: .progress, value: .file("PATH"), commands: [.shell, .progress],
      help: "progress file (default $XDG_DATA_HOME/sudoku-academy/progress.json)"),
    OptionSpec(
      name: .seed, value: .seed("S"), commands: [.shell, .drill, .review, .generate],
      help: "reproducible drills and puzzles: the same seed gives the same output"),
    OptionSpec(
      name: .color, value: .choice("MODE", ColorMode.allCases.map(\.rawValue)), commands: rendering,
      help: "colour the board: auto (a terminal and NO_COLOR unset), always or never"),
    OptionSpec(
      name: .ascii, value: .none, commands: rendering + [.progress],
      help: "plain ASCII board, meters and marks"),
    OptionSpec(
      name: .lessons, value: .directory("DIR"), commands: [.shell],
      help: "read lesson texts from DIR instead of the built-in ones"),
    OptionSpec(
      name: .count, value: .number("N", 1...1_000_000), commands: [.drill, .review, .generate],
      help: "how many to make (default 1)"),
    OptionSpec(
      name: .difficulty, value: .choice("LEVEL", Difficulty.allCases.map(\.rawValue)),
      commands: [.generate], help: "easy, medium (the default), hard, expert or master"),
    OptionSpec(
      name: .symmetric, value: .none, commands: [.generate],
      help: "givens placed with 180-degree rotational symmetry"),
    OptionSpec(
      name: .json, value: .none,
      commands: [.drill, .review, .find, .grade, .solve, .generate, .progress],
      help: "one JSON object per line"),
    OptionSpec(
      name: .language, value: .choice("LANG", Language.allCases.map(\.rawValue)), commands: all,
      help: "en or pt: the language of every message (default: the one chosen with language in "
        + "the shell, else the locale's, LC_ALL, LC_MESSAGES or LANG, else en)"),
    OptionSpec(
      name: .help, value: .none, commands: all, help: "this help, or a subcommand's",
      short: "h"),
    OptionSpec(name: .version, value: .none, commands: all, help: "the version"),
  ]

  static let commands: [CommandSpec] = Command.allCases.map(\.spec)

  /// What the arguments are, told once for the help and the man page.
  static let formats =
    "Techniques: \(Technique.allCases.map(\.rawValue).joined(separator: ", ")) (or 1-\(Technique.allCases.count)). A puzzle is 81 characters row by row, 0 or . for empty, + before a placed digit. A position is a puzzle, a HoDoKu library line (:code:digits:givens:deleted:eliminations:placements:, any code HoDoKu writes), a 729-character candidate string or 81 candidate lists. - reads one per line from standard input."

  static let exitStatus = "0 success, 1 a runtime failure (with a message), 2 bad usage."

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
        command: .shell, arguments: [],
        summary: "the Sudoku Academy shell",
        details:
          "With no subcommand, starts the Sudoku Academy shell (type help inside it): lessons and their drills, review of what you learnt, whole puzzles to study with teaching hints, a ladder of challenge levels that earn stars, and a mastery meter per technique. New to Sudoku? Type rules in it: how to play, from the rule and the board to answers, hints and undo. On a terminal it has line editing, history and Tab completion, and rings the terminal bell on a refused conflicting digit and on a solved puzzle in a study game (sound off silences it, and the choice is kept); with standard input or output not a terminal it reads commands line by line, without a prompt or a bell, so it can be scripted."
      )
    case .drill:
      CommandSpec(
        command: .drill, arguments: [ArgumentSpec(name: "technique", kind: .technique(all: false))],
        summary: "drills: header with seed, HoDoKu library line, board",
        details:
          "Prints N drills for the technique: a header with the drill's seed, its HoDoKu library line and its board. With --json, one object per drill: technique, seed, position, puzzle, solution and every valid answer. A drill's seed rebuilds it: drill <technique> --seed D --count 1."
      )
    case .review:
      CommandSpec(
        command: .review, arguments: [],
        summary: "review drills: mixed, of a technique the seed chooses",
        details:
          "Prints N review drills like drill does, each cut for a technique its seed alone chooses; the header names no technique. With --json, one object per drill: the technique it was cut for, seed, position, puzzle, solution, and every step of all twelve as answers, each with the technique it is credited to. review --seed D --count 1 rebuilds the review drill whose seed is D (the shell's review drills print it when they close)."
      )
    case .find:
      CommandSpec(
        command: .find,
        arguments: [
          ArgumentSpec(name: "technique|all", kind: .technique(all: true)),
          ArgumentSpec(name: "position|-", kind: .input, repeats: true),
        ],
        summary: "every instance of the technique(s) in a position",
        details:
          "Lists every instance of the technique (or of all twelve) in each position. A library line's own technique code is ignored: the technique argument says what to look for."
      )
    case .grade:
      CommandSpec(
        command: .grade, arguments: [ArgumentSpec(name: "position|-", kind: .input, repeats: true)],
        summary: "the hardest technique a puzzle needs, with its steps",
        details:
          "Solves each puzzle or position simplest-first with the twelve techniques and prints the hardest one it needs (or \"beyond the twelve\"), the number of steps and the step path."
      )
    case .solve:
      CommandSpec(
        command: .solve, arguments: [ArgumentSpec(name: "position|-", kind: .input, repeats: true)],
        summary: "the unique solution of each puzzle",
        details:
          "Prints the unique solution of each puzzle or position (81 digits), or says on standard error that it has none or several."
      )
    case .generate:
      CommandSpec(
        command: .generate, arguments: [],
        summary: "unique puzzles of a difficulty, one per line",
        details:
          "Unique puzzles, one per line. easy (about 40 clues) and medium (about 32) need singles only; hard (about 26) needs pointing, claiming or a naked pair; expert (25 or fewer) needs an X-Wing, and the six techniques up to it suffice; master (25 or fewer) needs one of lessons 7-12 (hidden pair to XY-Wing), and the twelve suffice."
      )
    case .progress:
      CommandSpec(
        command: .progress, arguments: [],
        summary: "mastery, drills done and first-try rate",
        details: "Mastery (0-5), drills attempted and first-try rate per technique."
      )
    case .completions:
      CommandSpec(
        command: .completions,
        arguments: [
          ArgumentSpec(
            name: "shell", kind: .choice(CompletionScript.Shell.allCases.map(\.rawValue)))
        ],
        summary: "a Tab-completion script for bash, zsh or fish",
        details:
          "Prints the completion script for the shell. make install puts all three in their standard places; to try one at once: source <(sudoku-academy completions bash)."
      )
    case .manpage:
      CommandSpec(
        command: .manpage, arguments: [],
        summary: "the manual page, in roff",
        details:
          "Prints the manual page (make install puts it in share/man/man1). To read it without installing: sudoku-academy manpage | man -l -"
      )
    case .help:
      CommandSpec(
        command: .help,
        arguments: [ArgumentSpec(name: "subcommand", kind: .command, optional: true)],
        summary: "this text, or a subcommand's",
        details: "Prints the help of the program, or of a subcommand."
      )
    }
  }
}
