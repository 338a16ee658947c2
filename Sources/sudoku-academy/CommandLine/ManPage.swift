import Academy

/// The manual page `sudoku-academy.1`, in roff (man macros), written from `CommandLineDeclaration`.
///
/// `make install` writes it to `share/man/man1`; `sudoku-academy manpage | man -l -` reads it
/// in place. Tests render it with `groff -man -ww` and expect no warning.
enum ManPage {
  private static let program = CommandLineDeclaration.program

  static func render() -> String {
    var page: [String] = [
      ".TH \(program.uppercased()) 1 \"\" \"\(program) \(CommandLineDeclaration.version)\" \"User Commands\"",
      ".nh",
      ".SH NAME",
      "\(program) \\- \(CommandLineDeclaration.about)",
      ".SH SYNOPSIS",
      synopsis(.shell),
      ".br",
      ".B \(program)",
      "\\fIsubcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]",
      ".SH DESCRIPTION",
      text(Command.shell.spec.details),
      ".PP",
      text(
        "Options may stand before or after the subcommand and mean the same in either place; an option that has no meaning for the command is refused with exit status 2."
      ),
      ".SH SUBCOMMANDS",
    ]
    for command in Command.subcommands {
      let spec = command.spec
      page += [".TP", synopsis(command, bold: false), text(spec.details)]
    }
    page.append(".SH OPTIONS")
    for option in CommandLineDeclaration.options {
      var name = "\\fB\(escape(option.flag))\\fR"
      if let placeholder = option.value.placeholder { name += " \\fI\(escape(placeholder))\\fR" }
      if let short = option.short { name += ", \\fB\\-\(short)\\fR" }
      var help = option.help.prefix(1).uppercased() + option.help.dropFirst() + "."
      if option.commands.count < Command.allCases.count {
        help += " For " + listed(option.commands.map(\.spoken)) + "."
      }
      page += [".TP", name, text(help)]
    }
    page += [
      ".SH FORMATS",
      text(CommandLineDeclaration.formats),
      ".SH FILES",
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/progress.json\\fR",
      text(
        "Mastery and counters per technique, the study records and the sound setting (default; ~/.local/share is used when XDG_DATA_HOME is unset). Changed with --progress."
      ),
      ".TP",
      "\\fI$XDG_STATE_HOME/\(program)/history\\fR",
      text("The shell's line history (~/.local/state when XDG_STATE_HOME is unset)."),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/study.json\\fR",
      text(
        "The unfinished study game, saved after every move; study resumes it. It is kept beside the progress file (beside PATH with --progress)."
      ),
      ".TP",
      "\\fIprogress.json.lock\\fR, \\fIstudy.json.lock\\fR",
      text(
        "Beside each file, so that two shells never write it at once; they stay when the shell ends, and may be deleted while no shell runs."
      ),
      ".SH ENVIRONMENT",
      ".TP",
      ".B NO_COLOR",
      text("When set and not empty, --color auto gives no colour."),
      ".TP",
      ".B TERM",
      text("Unset or dumb: no colour with --color auto."),
      ".TP",
      ".BR LC_ALL \", \" LC_CTYPE \", \" LANG",
      text("A locale that is not UTF-8 gives plain ASCII output, as --ascii does."),
      ".SH EXIT STATUS",
      text(CommandLineDeclaration.exitStatus),
      ".SH EXAMPLES",
      ".nf",
      ".ft CR",
      escape("\(program) drill pointing --seed 48213"),
      escape("\(program) generate --difficulty hard --count 3 | \(program) grade -"),
      escape("\(program) find all - < positions.txt"),
      ".ft R",
      ".fi",
    ]
    return page.joined(separator: "\n") + "\n"
  }

  /// `\fBsudoku-academy drill\fR \fI<technique>\fR [\fB\-\-count\fR \fIN\fR] …`
  private static func synopsis(_ command: Command, bold: Bool = true) -> String {
    let spec = command.spec
    var words = ["\\fB\(escape(command == .shell ? program : spec.name))\\fR"]
    words += spec.arguments.map { "\\fI\(escape($0.synopsis))\\fR" }
    for option in spec.options where option.name != .help {
      let value = option.value.placeholder.map { " \\fI\(escape($0))\\fR" } ?? ""
      words.append("[\\fB\(escape(option.flag))\\fR\(value)]")
    }
    return words.joined(separator: " ")
  }

  /// A paragraph of text, escaped and safe at the start of a line.
  private static func text(_ paragraph: String) -> String {
    let escaped = escape(paragraph)
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  /// Backslashes and dashes as roff wants them (`\e`, `\-`: a dash that stays a minus sign).
  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
  }
}
