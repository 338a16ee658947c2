import Academy

/// What is wrong with a command line, as a fact: the parser finds it, and its sentence is made
/// by the words layer, once per language (`CommandLineWords.message`), as `UsageError` carries
/// it to standard error.
///
/// What the person typed, option names and values stay as they are in both languages:
/// `unknown option '--cuont'. Did you mean '--count'?` is `opção desconhecida '--cuont'. Queria
/// dizer '--count'?`.
enum UsageProblem: Equatable, Sendable {
  /// `--frobnicate`, `-x`: no such option (`suggestion`: the nearest one that applies).
  case unknownOption(String, suggestion: String?)
  /// The first word names no subcommand.
  case unknownCommand(String, suggestion: String?)
  /// A technique argument that is no technique key or lesson number.
  case unknownTechnique(String, suggestion: String?)
  /// `--json=yes`: a flag given a value.
  case takesNoValue(flag: String)
  /// `--count` with nothing after it; `synopsis` is `--count N`.
  case needsValue(flag: String, synopsis: String)
  /// An option given to a command it means nothing for, with the commands it does apply to.
  case notApplicable(flag: String, command: Command, places: [Command])
  /// A choice option given a word not among its `choices` (`value` cut to what a line can
  /// show; `suggestion`: the choice it most likely meant, `pt` for `portugues`).
  case notAChoice(flag: String, choices: [String], value: String, suggestion: String?)
  /// A file option (`--progress`) given a path ending in `/`, which names a folder.
  case namesAFolder(flag: String, value: String)
  /// A number option given something that is not a whole number in `range`.
  case notANumber(flag: String, range: ClosedRange<Int>, value: String)
  /// A seed that is not a whole number 0 or more.
  case notASeed(flag: String, value: String)
  /// A positional argument of a fixed list (`shell`) given another word.
  case notAnArgumentChoice(name: String, choices: [String], value: String)
  /// A command that takes no positional arguments was given `extra`.
  case noArguments(command: String, extra: String)
  /// A command that takes `count` positional arguments was given `extra` too.
  case tooManyArguments(command: String, count: Int, extra: String)
  /// `drill` without its technique.
  case needsTechnique(command: String)
  /// `find` without its technique (or `all`) and position.
  case needsTechniqueAndPosition(command: String)
  /// A command without the puzzle (`first`) or position it reads.
  case needsInput(command: String, first: Bool)
  /// A command without its argument of a fixed list (`completions` without its shell).
  case needsChoice(command: String, name: String, choices: [String])
  /// `help` without its subcommand.
  case needsCommand(command: String)

  /// The sentence a person reads after `sudoku-academy: `.
  var message: String { Language.current.commandLineWords.message(self) }

}

/// A command-line usage problem: printed with the command's usage line, exit status 2.
///
/// Its message is rendered when it is made, in the language of the run (`CommandLine.run` binds
/// it before the line is parsed).
struct UsageError: Error, Equatable, Sendable {
  let message: String
  /// The command whose usage goes with the message (the parser sets it).
  var command: Command = .shell
  /// The fact the message says, when it was made from one (tests walk every kind with it).
  private(set) var problem: UsageProblem?

  init(_ message: String, command: Command = .shell) {
    self.message = message
    self.command = command
  }

  init(_ problem: UsageProblem, command: Command = .shell) {
    self.init(problem.message, command: command)
    self.problem = problem
  }

  /// Two errors are the same when they say the same about the same command.
  static func == (a: UsageError, b: UsageError) -> Bool {
    a.message == b.message && a.command == b.command
  }
}
