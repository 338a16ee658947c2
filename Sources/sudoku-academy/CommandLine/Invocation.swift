import Academy
import SudokuCore

/// A command line read against `CommandLineDeclaration`: which command, its positional arguments
/// and the options given as typed values, every value already checked.
///
/// `["--seed", "5", "generate", "--json"]` reads as `generate` with
/// `options == OptionValues(seed: 5, json: true)`; `["drill", "pointing", "--lessons", "/x"]`
/// throws `UsageError("--lessons does not apply to drill (only to the shell)")`.
struct Invocation: Equatable, Sendable {
  enum Action: Equatable, Sendable {
    /// Run the command.
    case run
    /// Print the command's help (`--help`, `-h`, `help <subcommand>`).
    case help
    /// Print the version.
    case version
  }

  var command: Command
  var action: Action = .run
  var positional: [String] = []
  /// The options given, typed; a repeated option keeps its last value.
  var options = OptionValues()

  init(
    command: Command, action: Action = .run, positional: [String] = [],
    options: OptionValues = OptionValues()
  ) {
    self.command = command
    self.action = action
    self.positional = positional
    self.options = options
  }

  /// Reads `arguments` (without the program name).
  ///
  /// The first word that is not an option (or an option's value) names the subcommand; `--` makes
  /// every later word positional. `--help` and `--version` win over every other problem, so
  /// `drill --help` works without a technique.
  /// - Throws: `UsageError` with the message a person reads.
  init(parsing arguments: [String]) throws(UsageError) {
    var command: Command?
    var words: [String] = []
    var given: [(spec: OptionSpec, value: String?)] = []
    var problem: UsageError?
    var index = 0
    var onlyPositional = false

    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
        if command == nil {
          if let named = Command(rawValue: argument), named != .shell {
            command = named
            continue
          }
          command = .shell
        }
        words.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      let (name, attached) = Invocation.split(argument)
      guard let spec = Invocation.option(name, dashes: argument.hasPrefix("--")) else {
        problem = problem ?? Invocation.unknownOption(argument, command: command)
        continue
      }
      if spec.value == .none {
        if attached != nil { problem = problem ?? UsageError(.takesNoValue(flag: spec.flag)) }
        given.append((spec, nil))
      } else if let value = attached ?? (index < arguments.count ? arguments[index] : nil),
        !value.isEmpty
      {
        if attached == nil { index += 1 }
        given.append((spec, value))
      } else {
        problem = problem ?? UsageError(.needsValue(flag: spec.flag, synopsis: spec.synopsis))
      }
    }

    self.command = command ?? .shell
    let names = Set(given.map(\.spec.name))
    do throws(UsageError) {
      if names.contains(.version) {
        action = .version
      } else if names.contains(.help) {
        action = .help
        if self.command == .shell, let stray = words.first {
          throw Invocation.unknownCommand(stray)
        }
      } else {
        if let problem { throw problem }
        try take(given, positional: words)
      }
    } catch {
      var located = error
      located.command = self.command
      throw located
    }
  }

  /// Checks the options and positional words against the command and keeps them.
  private mutating func take(
    _ given: [(spec: OptionSpec, value: String?)], positional words: [String]
  )
    throws(UsageError)
  {
    for (spec, value) in given {
      guard spec.applies(to: command) else { throw Invocation.notApplicable(spec, to: command) }
      if let value { try Invocation.check(value, of: spec) }
      // Choices are read in any case (`--color NEVER`).
      options.set(spec.name, to: value)
    }
    positional = words
    try checkPositional(command.spec)
    if command == .help {
      action = .help
      command = positional.first.flatMap(Command.init(rawValue:)) ?? .shell
      positional = []
    }
  }

  // MARK: Arguments

  /// The positional technique arguments read as techniques (`all` as all six).
  var techniques: [Technique] {
    guard let key = positional.first else { return [] }
    if key.lowercased() == "all" { return Technique.allCases }
    return Technique(argument: key).map { [$0] } ?? []
  }

  // MARK: Checks

  /// `--name=value` → ("name", "value"); `-h` → ("h", nil).
  private static func split(_ argument: String) -> (String, String?) {
    let body = argument.drop(while: { $0 == "-" })
    guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
    return (String(body[..<equals]), String(body[body.index(after: equals)...]))
  }

  private static func option(_ name: String, dashes double: Bool) -> OptionSpec? {
    CommandLineDeclaration.options.first {
      double ? $0.name.rawValue == name : $0.short.map(String.init) == name
    }
  }

  private static func unknownOption(_ argument: String, command: Command?) -> UsageError {
    let written = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    let known = CommandLineDeclaration.options.filter { spec in
      command.map { spec.applies(to: $0) } ?? true
    }.map(\.flag)
    return UsageError(.unknownOption(written, suggestion: nearest(to: written, in: known)))
  }

  static func unknownCommand(_ word: String) -> UsageError {
    UsageError(
      .unknownCommand(word, suggestion: nearest(to: word, in: Command.subcommands.map(\.rawValue))))
  }

  private static func notApplicable(_ spec: OptionSpec, to command: Command) -> UsageError {
    UsageError(.notApplicable(flag: spec.flag, command: command, places: spec.commands))
  }

  private static func check(_ value: String, of spec: OptionSpec) throws(UsageError) {
    switch spec.value {
    case .none, .directory:
      return
    case .file:
      // `--progress DIR/new/` was written as a file `DIR/new` with the study save in DIR.
      guard value.hasSuffix("/") else { return }
      throw UsageError(.namesAFolder(flag: spec.flag, value: value))
    case .choice(_, let words):
      guard !words.contains(value.lowercased()) else { return }
      // A language's name in either language (`portugues`, `English`) suggests its code.
      let named = spec.name == .language ? Language(word: value)?.rawValue : nil
      throw UsageError(
        .notAChoice(
          flag: spec.flag, choices: words, value: clipped(value),
          suggestion: named ?? nearest(to: value, in: words)))
    case .number(_, let range):
      // Digits only: Swift's Int("+5") would take a sign no one types for a count.
      guard isDigits(value), let number = Int(value), range.contains(number) else {
        throw UsageError(.notANumber(flag: spec.flag, range: range, value: clipped(value)))
      }
    case .seed:
      guard !isDigits(value) || UInt64(value) == nil else { return }
      throw UsageError(.notASeed(flag: spec.flag, value: clipped(value)))
    }
  }

  /// A value as a message repeats it: its first 40 characters and `…` when longer, so a 100 KB
  /// word is not echoed whole.
  static func clipped(_ value: String) -> String {
    value.count > 40 ? String(value.prefix(40)) + "…" : value
  }

  /// Whether `value` is a whole number written as digits alone (no sign, no spaces).
  private static func isDigits(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Checks the positional words against the command's declared arguments.
  private func checkPositional(_ spec: CommandSpec) throws(UsageError) {
    let words = positional
    if spec.command == .shell, let stray = words.first {
      throw Invocation.unknownCommand(stray)
    }
    for (position, argument) in spec.arguments.enumerated() {
      let mine =
        argument.repeats
        ? Array(words.dropFirst(position)) : Array(words.dropFirst(position).prefix(1))
      if mine.isEmpty {
        if argument.optional { return }
        throw UsageError(Invocation.missing(argument, of: spec, first: position == 0))
      }
      for word in mine { try Invocation.check(word, as: argument) }
    }
    if let extra = words.dropFirst(spec.arguments.count).first,
      spec.arguments.last?.repeats != true
    {
      throw UsageError(
        spec.arguments.isEmpty
          ? .noArguments(command: spec.name, extra: extra)
          : .tooManyArguments(command: spec.name, count: spec.arguments.count, extra: extra))
    }
  }

  private static func missing(_ argument: ArgumentSpec, of spec: CommandSpec, first: Bool)
    -> UsageProblem
  {
    switch argument.kind {
    case .technique(all: false): .needsTechnique(command: spec.name)
    case .technique(all: true): .needsTechniqueAndPosition(command: spec.name)
    case .input: .needsInput(command: spec.name, first: first)
    case .choice(let words): .needsChoice(command: spec.name, name: argument.name, choices: words)
    case .command: .needsCommand(command: spec.name)
    }
  }

  private static func check(_ word: String, as argument: ArgumentSpec) throws(UsageError) {
    switch argument.kind {
    case .input:
      return
    case .technique(let all):
      if Technique(argument: word) != nil || all && word.lowercased() == "all" { return }
      throw UsageError(
        .unknownTechnique(word, suggestion: nearest(to: word, in: argument.kind.completions)))
    case .choice(let words):
      if words.contains(word) { return }
      throw UsageError(.notAnArgumentChoice(name: argument.name, choices: words, value: word))
    case .command:
      if let command = Command(rawValue: word), command != .shell { return }
      throw unknownCommand(word)
    }
  }
}

/// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
func nearest(to word: String, in candidates: [String]) -> String? {
  func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
  let word = Array(word.lowercased())
  let scored = candidates.map { ($0, distance(word, Array($0.lowercased()))) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  let prefixMatch = candidates.first { $0.lowercased().hasPrefix(String(word)) && !word.isEmpty }
  if let prefixMatch { return prefixMatch }
  return best.1 <= (word.count >= 4 ? 2 : 1) ? best.0 : nil
}
