import Academy

/// The manual page `sudoku-academy.1`, in roff (man macros), written from `CommandLineDeclaration`
/// in the run's language.
///
/// `make install` writes the English page to `share/man/man1` and the Portuguese one to
/// `share/man/pt/man1`; `sudoku-academy manpage | man -l -` reads it in place. A letter outside
/// ASCII (the accents of Portuguese) is written as roff's `\[u00E7]`, which every groff reads
/// whatever the input encoding it assumes. Tests render it with `groff -man -ww` and expect no
/// warning.
enum ManPage {
  private static let program = CommandLineDeclaration.program

  static func render() -> String {
    var page: [String] = [
      ".TH \(program.uppercased()) 1 \"\" \"\(program) \(CommandLineDeclaration.version)\" \""
        + escape(Language.current.manPageWords.userCommands) + "\"",
      ".nh",
      heading(Language.current.manPageWords.nameHeading),
      "\(program) \\- " + escape(CommandLineDeclaration.about),
      heading(Language.current.manPageWords.synopsisHeading),
      synopsis(.shell),
      ".br",
      ".B \(program)",
      "\\fI\(escape(Placeholder.subcommand.shown))\\fR [\\fI\(escape(Placeholder.arguments.shown))\\fR] "
        + "[\\fI\(escape(Placeholder.options.shown))\\fR]",
      heading(Language.current.manPageWords.descriptionHeading),
      text(Command.shell.spec.details),
      ".PP",
      text(
        Language.current.manPageWords.optionsAnywhere),
      heading(Language.current.manPageWords.subcommandsHeading),
    ]
    for command in Command.subcommands {
      let spec = command.spec
      page += [".TP", synopsis(command, bold: false), text(spec.details)]
    }
    page.append(heading(Language.current.manPageWords.optionsHeading))
    for option in CommandLineDeclaration.options {
      var name = "\\fB\(escape(option.flag))\\fR"
      if let placeholder = option.value.placeholder { name += " \\fI\(escape(placeholder))\\fR" }
      if let short = option.short { name += ", \\fB\\-\(short)\\fR" }
      var help = option.help.prefix(1).uppercased() + option.help.dropFirst() + "."
      if option.commands.count < Command.allCases.count {
        help +=
          Language.current.manPageWords.forCommands + listed(option.commands.map(\.spoken)) + "."
      }
      page += [".TP", name, text(help, values: option.value.choices)]
    }
    page += [
      heading(Language.current.manPageWords.formatsHeading),
      text(CommandLineDeclaration.formats),
      heading(Language.current.manPageWords.filesHeading),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/progress.json\\fR",
      text(
        Language.current.manPageWords.progressFile),
      ".TP",
      "\\fI$XDG_STATE_HOME/\(program)/history\\fR",
      text(
        Language.current.manPageWords.historyFile),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/study.json\\fR",
      text(
        Language.current.manPageWords.studyFile),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/study.journal\\fR",
      text(
        Language.current.manPageWords.studyJournal),
      ".TP",
      "\\fIprogress.json.lock\\fR, \\fIstudy.json.lock\\fR",
      text(
        Language.current.manPageWords.lockFiles),
      heading(Language.current.manPageWords.environmentHeading),
      ".TP",
      ".B NO_COLOR",
      text(
        Language.current.manPageWords.noColor),
      ".TP",
      ".B TERM",
      text(
        Language.current.manPageWords.term),
      ".TP",
      ".BR LC_ALL \", \" LC_CTYPE \", \" LANG",
      text(
        Language.current.manPageWords.locale),
      heading(Language.current.manPageWords.exitStatusHeading),
      text(CommandLineDeclaration.exitStatus),
      heading(Language.current.manPageWords.examplesHeading),
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

  /// A paragraph of text, escaped and safe at the start of a line, each of `values` in it (the
  /// words an option takes, `easy`, `en`) set in bold as the values they are.
  private static func text(_ paragraph: String, values: [String] = []) -> String {
    let escaped = escape(marking(values, in: paragraph))
      .replacingOccurrences(of: escape(String(valueStart)), with: "\\fB")
      .replacingOccurrences(of: escape(String(valueEnd)), with: "\\fR")
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  private static let valueStart: Character = "\u{1}"
  private static let valueEnd: Character = "\u{2}"

  /// `paragraph` with each whole word that is one of `values` between `valueStart` and `valueEnd`.
  private static func marking(_ values: [String], in paragraph: String) -> String {
    guard !values.isEmpty else { return paragraph }
    var marked = ""
    var word = ""
    func endWord() {
      marked += values.contains(word) ? "\(valueStart)\(word)\(valueEnd)" : word
      word = ""
    }
    for character in paragraph {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        word.append(character)
      } else {
        endWord()
        marked.append(character)
      }
    }
    endWord()
    return marked
  }

  /// `.SH NAME`, `.SH NOME`: a section heading in the reader's language.
  private static func heading(_ title: String) -> String {
    ".SH " + escape(title)
  }

  /// Backslashes and dashes as roff wants them (`\e`, `\-`: a dash that stays a minus sign), and
  /// every character outside ASCII as its code point (`ç` as `\[u00E7]`).
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return escaped
  }
}
