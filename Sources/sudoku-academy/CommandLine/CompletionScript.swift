import Academy

/// Tab-completion scripts for bash, zsh and fish, written from `CommandLineDeclaration`.
///
/// Each completes the subcommands, the options that apply where the cursor is (the shell's before
/// a subcommand, the subcommand's after it), option values (modes, levels, file and directory
/// names) and positional words (technique keys, `all`, `-`, shell names, subcommands).
enum CompletionScript {
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  private static let program = CommandLineDeclaration.program
  private static var header: String {
    Language.current.commandLineWords.completionHeader(program: CommandLineDeclaration.program)
  }

  /// The words Tab offers for the `index`th positional argument of `spec` (0-based).
  private static func words(_ spec: CommandSpec, at index: Int) -> [String] {
    if index < spec.arguments.count { return spec.arguments[index].kind.completions }
    guard let last = spec.arguments.last, last.repeats else { return [] }
    return last.kind.completions
  }

  // MARK: bash

  private static func bash() -> String {
    let valued = CommandLineDeclaration.options.filter { $0.value != .none }
    var lines = [
      "# bash completion for \(program) (\(header))",
      "_sudoku_academy() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=",
      "  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}",
      "  local command=shell position=0 i word",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    word=${COMP_WORDS[i]}",
      "    case $word in",
      "    \(valued.map(\.flag).joined(separator: "|"))) ((i++)) ;;",
      "    --) ;;",
      "    -?*) ;;",
      "    *)",
      "      if [[ $command == shell ]]; then command=$word; else ((position++)); fi",
      "      ;;",
      "    esac",
      "  done",
      "  case $prev in",
    ]
    for option in valued {
      let action: String
      switch option.value {
      case .file: action = "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
      case .directory:
        action = "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
      case .choice(_, let words):
        action = "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
      default: action = "COMPREPLY=()"
      }
      lines.append("  \(option.flag)) \(action); return ;;")
    }
    lines += ["  esac", "  local options words", "  case $command in"]
    for spec in CommandLineDeclaration.commands {
      let options = spec.options.map(\.flag) + (spec.command == .shell ? ["--version"] : [])
      lines.append("  \(spec.command == .shell ? "shell" : spec.name))")
      lines.append("    options=\"\(options.joined(separator: " "))\"")
      if spec.command == .shell {
        lines.append("    words=\"\(Command.subcommands.map(\.rawValue).joined(separator: " "))\"")
      } else {
        lines.append("    case $position in")
        for index in spec.arguments.indices {
          let last = index == spec.arguments.count - 1 && spec.arguments[index].repeats
          lines.append(
            "    \(last ? "*" : String(index))) words=\"\(words(spec, at: index).joined(separator: " "))\" ;;"
          )
        }
        lines.append("    *) words= ;;")
        lines.append("    esac")
      }
      lines.append("    ;;")
    }
    lines += [
      "  *) options= words= ;;",
      "  esac",
      "  if [[ $cur == -* && $cur != - ]]; then",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
      "  fi",
      "}",
      "complete -F _sudoku_academy \(program)",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: zsh

  /// Text inside single quotes, with the characters `_arguments` reads specially escaped.
  private static func zshQuoted(_ text: String) -> String {
    text.replacingOccurrences(of: "'", with: "'\\''")
      .replacingOccurrences(of: ":", with: "\\:")
      .replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }

  private static func zshOption(_ option: OptionSpec) -> String {
    let help = zshQuoted(option.help)
    let names = option.short.map { "'(-\($0) \(option.flag))'{-\($0),\(option.flag)}'" }
    let action: String
    switch option.value {
    case .none: action = ""
    case .file(let name): action = ":\(name):_files"
    case .directory(let name): action = ":\(name):_files -/"
    case .choice(let name, let words): action = ":\(name):(\(words.joined(separator: " ")))"
    case .number(let name, _), .seed(let name): action = ":\(name): "
    }
    if let names { return "\(names)[\(help)]\(action)'" }
    return "'\(option.flag)[\(help)]\(action)'"
  }

  private static func zshArgument(_ argument: ArgumentSpec, index: Int) -> String {
    let place = argument.repeats ? "*" : String(index + 1)
    let name = zshQuoted(argument.name)
    switch argument.kind {
    case .command: return "'\(place):\(name):_sudoku_academy_subcommands'"
    default:
      return "'\(place):\(name):(\(argument.kind.completions.joined(separator: " ")))'"
    }
  }

  private static func zsh() -> String {
    var lines = [
      "#compdef \(program)",
      "# zsh completion for \(program) (\(header))",
      "",
      "_sudoku_academy_subcommands() {",
      "  local -a subcommands",
      "  subcommands=(",
    ]
    for command in Command.subcommands {
      lines.append("    '\(command.rawValue):\(zshQuoted(command.spec.summary))'")
    }
    lines += [
      "  )",
      "  _describe -t subcommands subcommand subcommands",
      "}",
      "",
      "_sudoku_academy() {",
      "  local curcontext=$curcontext state line",
      "  typeset -A opt_args",
      "  _arguments -C \\",
    ]
    for option in Command.shell.spec.options
      + [CommandLineDeclaration.option(named: .version)]
      .compactMap({ $0 })
    {
      lines.append("    \(zshOption(option)) \\")
    }
    lines += [
      "    '1:subcommand:_sudoku_academy_subcommands' \\",
      "    '*:: :->arguments' && return",
      "  [[ $state == arguments ]] || return 1",
      "  curcontext=${curcontext%:*}-$words[1]:",
      "  case $words[1] in",
    ]
    for command in Command.subcommands {
      let spec = command.spec
      let specs =
        spec.options.map(zshOption)
        + spec.arguments.enumerated().map { zshArgument($1, index: $0) }
      lines.append("  \(spec.name))")
      lines.append("    _arguments \\")
      lines += specs.dropLast().map { "      \($0) \\" }
      if let last = specs.last { lines.append("      \(last)") }
      lines.append("    ;;")
    }
    lines += [
      "  esac",
      "}",
      "",
      "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
      "  _sudoku_academy \"$@\"",
      "else",
      "  compdef _sudoku_academy \(program)",
      "fi",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: fish

  private static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }

  /// The fish condition "the command line is at `command`".
  private static func fishCondition(_ commands: [Command]) -> String {
    let all = Command.subcommands.map(\.rawValue).joined(separator: " ")
    return commands.map { command in
      command == .shell
        ? "not __fish_seen_subcommand_from \(all)"
        : "__fish_seen_subcommand_from \(command.rawValue)"
    }.joined(separator: "; or ")
  }

  private static func fish() -> String {
    let complete = "complete -c \(program)"
    var lines = [
      "# fish completion for \(program) (\(header))",
      "\(complete) -f",
    ]
    for command in Command.subcommands {
      lines.append(
        "\(complete) -n \(fishQuoted(fishCondition([.shell]))) -a \(command.rawValue) -d \(fishQuoted(command.spec.summary))"
      )
    }
    for option in CommandLineDeclaration.options {
      // --version completes only before a subcommand, as in bash and zsh.
      let commands = option.name == .version ? [.shell] : option.commands
      var line = "\(complete) -n \(fishQuoted(fishCondition(commands))) -l \(option.name.rawValue)"
      if let short = option.short { line += " -s \(short)" }
      switch option.value {
      case .none: break
      case .file: line += " -r -F"
      case .directory: line += " -x -a '(__fish_complete_directories)'"
      case .choice(_, let words): line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
      case .number, .seed: line += " -x"
      }
      lines.append(line + " -d \(fishQuoted(option.help))")
    }
    for command in Command.subcommands {
      let spec = command.spec
      var seen: [String] = []
      for (index, argument) in spec.arguments.enumerated() {
        var condition = "__fish_seen_subcommand_from \(command.rawValue)"
        if !seen.isEmpty {
          condition += "; and __fish_seen_subcommand_from \(seen.joined(separator: " "))"
        }
        if index + 1 < spec.arguments.count || !argument.repeats {
          // The command's own name is not one of its arguments (`help help` is still offered).
          condition +=
            "; and not __fish_seen_subcommand_from "
            + argument.kind.completions.filter { $0 != command.rawValue }.joined(separator: " ")
        }
        lines.append(
          "\(complete) -n \(fishQuoted(condition)) -a \(fishQuoted(argument.kind.completions.joined(separator: " ")))"
        )
        seen = argument.kind.completions
      }
    }
    return lines.joined(separator: "\n")
  }
}
