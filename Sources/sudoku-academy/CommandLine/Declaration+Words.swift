import Academy
import SudokuCore

/// The words of the command line's declaration, in the run's language (`CommandLineWords`): each
/// command's summary and help paragraph, each option's help line, what the program is, the input
/// formats and the exit status.
///
/// The declaration itself (`Declaration.swift`) holds only formats — names, arguments, values and
/// where each option applies — so the table is built once; its prose is asked of the words
/// layer on every use, each language's renderer writing it once, so a language left out does not
/// compile.
/// What is typed stays English in both (`--count N`, `<technique>`, `easy`, `beyond the eighteen`).
extension Command {
  /// How the command is written in messages: `drill`, or `the shell` (`o shell`).
  var spoken: String { self == .shell ? Language.current.commandLineWords.theShell : rawValue }

  /// The command's one line in the program's help and in completion menus.
  var summary: String { Language.current.commandLineWords.summary(of: self) }

  /// The paragraph of the command's help and of its entry in the man page.
  var details: String { Language.current.commandLineWords.details(of: self) }
}

extension OptionSpec {
  /// The option's help line: `how many to make (default 1)`, `quantos gerar (por omissão 1)`.
  var help: String { Language.current.commandLineWords.help(of: self) }
}

extension CommandLineDeclaration {
  /// What the program is, in the man page's NAME.
  static var about: String {
    Language.current.commandLineWords.about
  }

  /// What the arguments are, told once for the help and the man page.
  static var formats: String {
    let keys = Technique.allCases.map(\.rawValue).joined(separator: ", ")
    let count = Technique.allCases.count
    return Language.current.commandLineWords.formats(
      keys: keys, count: count, libraryFields: CommandLineDeclaration.libraryFields)
  }

  /// The fields of a HoDoKu library line, as HoDoKu names them: a format, the same in every
  /// language.
  static let libraryFields = ":code:digits:givens:deleted:eliminations:placements:"

  /// The exit statuses, after `Exit status:`.
  static var exitStatus: String {
    Language.current.commandLineWords.exitStatus
  }
}
