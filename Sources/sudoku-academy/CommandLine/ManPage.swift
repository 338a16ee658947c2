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
        + escape(inLanguage(en: "User Commands", pt: "Comandos do utilizador")) + "\"",
      ".nh",
      heading(en: "NAME", pt: "NOME"),
      "\(program) \\- " + escape(CommandLineDeclaration.about),
      heading(en: "SYNOPSIS", pt: "SINOPSE"),
      synopsis(.shell),
      ".br",
      ".B \(program)",
      "\\fIsubcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]",
      heading(en: "DESCRIPTION", pt: "DESCRIÇÃO"),
      text(Command.shell.spec.details),
      ".PP",
      text(
        inLanguage(
          en:
            "Options may stand before or after the subcommand and mean the same in either place; an option that has no meaning for the command is refused with exit status 2.",
          pt:
            "As opções podem vir antes ou depois do subcomando e significam o mesmo nos dois lugares; uma opção que nada significa para o comando é recusada com o estado de saída 2."
        )),
      heading(en: "SUBCOMMANDS", pt: "SUBCOMANDOS"),
    ]
    for command in Command.subcommands {
      let spec = command.spec
      page += [".TP", synopsis(command, bold: false), text(spec.details)]
    }
    page.append(heading(en: "OPTIONS", pt: "OPÇÕES"))
    for option in CommandLineDeclaration.options {
      var name = "\\fB\(escape(option.flag))\\fR"
      if let placeholder = option.value.placeholder { name += " \\fI\(escape(placeholder))\\fR" }
      if let short = option.short { name += ", \\fB\\-\(short)\\fR" }
      var help = option.help.prefix(1).uppercased() + option.help.dropFirst() + "."
      if option.commands.count < Command.allCases.count {
        help += inLanguage(en: " For ", pt: " Para ") + listed(option.commands.map(\.spoken)) + "."
      }
      page += [".TP", name, text(help)]
    }
    page += [
      heading(en: "FORMATS", pt: "FORMATOS"),
      text(CommandLineDeclaration.formats),
      heading(en: "FILES", pt: "FICHEIROS"),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/progress.json\\fR",
      text(
        inLanguage(
          en:
            "Mastery and counters per technique, the study records and the sound setting (default; ~/.local/share is used when XDG_DATA_HOME is unset). Changed with --progress.",
          pt:
            "O domínio e os contadores de cada técnica, os registos de estudo e a escolha do som (por omissão; usa-se ~/.local/share quando XDG_DATA_HOME não está definida). Muda-se com --progress."
        )),
      ".TP",
      "\\fI$XDG_STATE_HOME/\(program)/history\\fR",
      text(
        inLanguage(
          en: "The shell's line history (~/.local/state when XDG_STATE_HOME is unset).",
          pt: "O histórico de linhas do shell (~/.local/state quando XDG_STATE_HOME não está "
            + "definida).")),
      ".TP",
      "\\fI$XDG_DATA_HOME/\(program)/study.json\\fR",
      text(
        inLanguage(
          en:
            "The unfinished study game, saved after every move; study resumes it. It is kept beside the progress file (beside PATH with --progress).",
          pt:
            "O jogo de estudo por acabar, guardado depois de cada jogada; study retoma-o. Fica ao lado do ficheiro de progresso (ao lado de PATH com --progress)."
        )),
      ".TP",
      "\\fIprogress.json.lock\\fR, \\fIstudy.json.lock\\fR",
      text(
        inLanguage(
          en:
            "Beside each file, so that two shells never write it at once; they stay when the shell ends, and may be deleted while no shell runs.",
          pt:
            "Ao lado de cada ficheiro, para que dois shells nunca o escrevam ao mesmo tempo; ficam quando o shell termina e podem ser apagados enquanto nenhum shell estiver a correr."
        )),
      heading(en: "ENVIRONMENT", pt: "AMBIENTE"),
      ".TP",
      ".B NO_COLOR",
      text(
        inLanguage(
          en: "When set and not empty, --color auto gives no colour.",
          pt: "Definida e não vazia, faz --color auto não dar cores.")),
      ".TP",
      ".B TERM",
      text(
        inLanguage(
          en: "Unset or dumb: no colour with --color auto.",
          pt: "Não definida ou dumb: sem cores com --color auto.")),
      ".TP",
      ".BR LC_ALL \", \" LC_CTYPE \", \" LANG",
      text(
        inLanguage(
          en: "A locale that is not UTF-8 gives plain ASCII output, as --ascii does, and the "
            + "text in its charset: Latin-1 for ISO-8859-1 or -15, else ASCII without accents.",
          pt: "Um locale que não seja UTF-8 dá uma saída em ASCII simples, como --ascii, e o texto "
            + "no seu conjunto de caracteres: Latin-1 para ISO-8859-1 ou -15, senão ASCII sem "
            + "acentos.")),
      heading(en: "EXIT STATUS", pt: "ESTADO DE SAÍDA"),
      text(CommandLineDeclaration.exitStatus),
      heading(en: "EXAMPLES", pt: "EXEMPLOS"),
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

  /// `.SH NAME`, `.SH NOME`: a section heading in the reader's language.
  private static func heading(en english: String, pt portuguese: String) -> String {
    ".SH " + escape(inLanguage(en: english, pt: portuguese))
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
