import Academy

/// What is wrong with a command line, as a fact: the parser finds it, and its sentence is made
/// here, once per language (`Language.current`), as `UsageError` carries it to standard error.
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
  var message: String {
    switch Language.current {
    case .english: english
    case .portuguese: portuguese
    }
  }

  private var english: String {
    switch self {
    case .unknownOption(let written, let suggestion):
      "unknown option '\(written)'." + Self.didYouMean(suggestion)
    case .unknownCommand(let word, let suggestion):
      "unknown subcommand '\(word)'." + Self.didYouMean(suggestion)
    case .unknownTechnique(let word, let suggestion):
      "unknown technique '\(word)'." + Self.didYouMean(suggestion)
    case .takesNoValue(let flag): "\(flag) takes no value"
    case .needsValue(let flag, let synopsis): "\(flag) needs a value (\(synopsis))"
    case .notApplicable(let flag, let command, let places):
      "\(flag) does not apply to \(command.spoken) (only to \(listed(places.map(\.spoken))))"
    case .notAChoice(let flag, let choices, let value, let suggestion):
      "\(flag) is \(listed(choices, or: true)), not '\(value)'" + Self.orDidYouMean(suggestion)
    case .namesAFolder(let flag, let value):
      "\(flag) takes a file, and '\(value)' ends in / so it names a folder; give a file in it, "
        + "e.g. '\(value)progress.json'"
    case .notANumber(let flag, let range, let value):
      "\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
    case .notASeed(let flag, let value): "\(flag) takes a whole number 0 or more, not '\(value)'"
    case .notAnArgumentChoice(let name, let choices, let value):
      "\(name) is \(listed(choices, or: true)), not '\(value)'"
    case .noArguments(let command, let extra):
      "\(command) takes no arguments, only options (got '\(extra)')"
    case .tooManyArguments(let command, let count, let extra):
      "\(command) takes \(count == 1 ? "one argument" : "\(count) arguments") (got '\(extra)' too)"
    case .needsTechnique(let command): "\(command) needs a technique, e.g. \(command) pointing"
    case .needsTechniqueAndPosition(let command):
      "\(command) needs a technique (or all) and a position"
    case .needsInput(let command, let first):
      "\(command) needs a \(first ? "puzzle" : "position") or -"
    case .needsChoice(let command, let name, let choices):
      "\(command) needs a \(name): \(listed(choices, or: true))"
    case .needsCommand(let command): "\(command) needs a subcommand"
    }
  }

  private var portuguese: String {
    switch self {
    case .unknownOption(let written, let suggestion):
      "opção desconhecida '\(written)'." + Self.didYouMean(suggestion)
    case .unknownCommand(let word, let suggestion):
      "subcomando desconhecido '\(word)'." + Self.didYouMean(suggestion)
    case .unknownTechnique(let word, let suggestion):
      "técnica desconhecida '\(word)'." + Self.didYouMean(suggestion)
    case .takesNoValue(let flag): "\(flag) não leva valor"
    case .needsValue(let flag, let synopsis): "\(flag) precisa de um valor (\(synopsis))"
    case .notApplicable(let flag, let command, let places):
      "\(flag) não serve para \(command.spoken) (só para \(listed(places.map(\.spoken))))"
    case .notAChoice(let flag, let choices, let value, let suggestion):
      "\(flag) é \(listed(choices, or: true)), e não '\(value)'" + Self.orDidYouMean(suggestion)
    case .namesAFolder(let flag, let value):
      "\(flag) leva um ficheiro, e '\(value)' termina em / e por isso indica uma pasta; indique "
        + "um ficheiro dentro dela, por exemplo '\(value)progress.json'"
    case .notANumber(let flag, let range, let value):
      "\(flag) leva um número inteiro de \(range.lowerBound) a \(range.upperBound), e não '\(value)'"
    case .notASeed(let flag, let value):
      "\(flag) leva um número inteiro, 0 ou maior, e não '\(value)'"
    case .notAnArgumentChoice(let name, let choices, let value):
      "\(name) é \(listed(choices, or: true)), e não '\(value)'"
    case .noArguments(let command, let extra):
      "\(command) não leva argumentos, só opções (recebeu '\(extra)')"
    case .tooManyArguments(let command, let count, let extra):
      "\(command) leva \(count == 1 ? "um argumento" : "\(count) argumentos") (recebeu também '\(extra)')"
    case .needsTechnique(let command):
      "\(command) precisa de uma técnica, por exemplo \(command) pointing"
    case .needsTechniqueAndPosition(let command):
      "\(command) precisa de uma técnica (ou all) e de uma posição"
    case .needsInput(let command, let first):
      "\(command) precisa de \(first ? "um puzzle" : "uma posição") ou -"
    case .needsChoice(let command, let name, let choices):
      "\(command) precisa de um \(name): \(listed(choices, or: true))"
    case .needsCommand(let command): "\(command) precisa de um subcomando"
    }
  }

  /// `. Did you mean 'pt'?` after a sentence that has no full stop of its own, or nothing.
  private static func orDidYouMean(_ suggestion: String?) -> String {
    suggestion == nil ? "" : "." + didYouMean(suggestion)
  }

  /// ` Did you mean '--count'?` (` Queria dizer '--count'?`), or nothing without a suggestion.
  private static func didYouMean(_ suggestion: String?) -> String {
    guard let suggestion else { return "" }
    return inLanguage(en: " Did you mean '\(suggestion)'?", pt: " Queria dizer '\(suggestion)'?")
  }
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
