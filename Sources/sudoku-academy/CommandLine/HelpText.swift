import Academy

/// `--help`, `help <subcommand>` and the usage lines of error messages, written from
/// `CommandLineDeclaration` and fitted to 80 columns, in the run's language (`Uso:`, `Opções:`
/// in Portuguese; names, placeholders and values stay as they are typed).
enum HelpText {
  static let width = 80
  private static let program = CommandLineDeclaration.program

  /// The synopsis of a command: program, command name, arguments, then its options (without
  /// `--help` and `--version`), wrapped under the first argument.
  ///
  /// `Usage: sudoku-academy generate [--seed S] [--count N] [--difficulty LEVEL]` …
  static func usage(_ command: Command) -> [String] {
    let spec = command.spec
    let usage = Language.current.commandLineWords.usageHeading
    let head = "\(usage) \(program)" + (command == .shell ? "" : " \(spec.name)")
    let words =
      spec.arguments.map(\.synopsis)
      + spec.options.filter { $0.name != .help }.map { "[\($0.synopsis)]" }
    var lines = wrapWords(words, first: head, indent: String(repeating: " ", count: head.count + 1))
    if command == .shell {
      let indent = String(repeating: " ", count: usage.count + 1)
      lines.append(
        "\(indent)\(program) <\(Placeholder.subcommand.shown)> [\(Placeholder.arguments.shown)] "
          + "[\(Placeholder.options.shown)]")
    }
    return lines
  }

  /// The whole help of a command; the shell's is the program's.
  static func help(_ command: Command) -> String {
    command == .shell ? programHelp() : commandHelp(command)
  }

  private static func commandHelp(_ command: Command) -> String {
    let spec = command.spec
    var lines = usage(command)
    lines += wrap(spec.details, indent: "  ")
    lines += ["", Language.current.commandLineWords.optionsHeading] + optionLines(spec.options)
    if spec.arguments.contains(where: { $0.kind == .input || $0.kind == .technique(all: false) }) {
      lines += [""] + wrap(CommandLineDeclaration.formats, indent: "")
    }
    return lines.joined(separator: "\n")
  }

  private static func programHelp() -> String {
    let shell = Command.shell.spec
    var lines = usage(.shell) + [""] + wrap(shell.details, indent: "")
    lines += [
      "",
      Language.current.commandLineWords.subcommandsHeading(program: program),
    ]
    for command in Command.subcommands {
      let spec = command.spec
      let name = ([spec.name] + spec.arguments.map(\.synopsis)).joined(separator: " ")
      lines += entry("  " + name, spec.summary)
    }
    lines += [""] + wrap(CommandLineDeclaration.formats, indent: "")
    lines += [
      "",
      Language.current.commandLineWords.allOptionsHeading,
    ]
    lines += optionLines(CommandLineDeclaration.options, naming: true)
    lines += wrap(
      Language.current.commandLineWords.exitStatusHeading + CommandLineDeclaration.exitStatus,
      indent: "")
    return lines.joined(separator: "\n")
  }

  /// `  --count N         how many to make (default 1)`, with `[drill, generate]` when `naming`.
  private static func optionLines(_ options: [OptionSpec], naming: Bool = false) -> [String] {
    options.flatMap { option in
      var name = option.synopsis
      if let short = option.short { name += ", -\(short)" }
      var help = option.help
      if naming && option.commands.count < Command.allCases.count {
        help += " [\(option.commands.map(\.spoken).joined(separator: ", "))]"
      }
      return entry("  " + name, help)
    }
  }

  /// A name and its description: on one line when the name fits in 20 columns, else the
  /// description starts on the next line; either way it wraps at column 22.
  private static func entry(_ name: String, _ text: String) -> [String] {
    let column = 22
    let indent = String(repeating: " ", count: column)
    var described = wrap(text, indent: indent)
    if name.count <= column - 2, let first = described.first {
      described[0] =
        name.padding(toLength: column, withPad: " ", startingAt: 0)
        + first.dropFirst(column)
      return described
    }
    return [name] + described
  }

  /// Words of `text` filled into lines of at most `width` columns, each starting with `indent`.
  static func wrap(_ text: String, indent: String) -> [String] {
    wrapWords(text.split(separator: " ").map(String.init), first: indent, indent: indent)
  }

  private static func wrapWords(_ words: [String], first: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = first
    var onlyPrefix = true
    for word in words {
      if !onlyPrefix && line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
        onlyPrefix = true
      }
      let separator = onlyPrefix && (line.isEmpty || line.hasSuffix(" ")) ? "" : " "
      line += separator + word
      onlyPrefix = false
    }
    lines.append(line)
    return lines
  }
}
