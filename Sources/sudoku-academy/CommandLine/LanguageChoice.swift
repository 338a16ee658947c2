import Academy
import Foundation

/// Which language a run speaks: `--language`, else the choice `language pt|en` kept in the
/// progress file, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: `pt*` is Portuguese), else
/// English.
///
/// The flag comes first because it is what this one command line asked for (a learner whose
/// shell speaks Portuguese can still run `sudoku-academy --language en --help`); it holds for
/// the run and is not stored. Typing `language` in the shell is the lasting choice.
enum LanguageChoice {
  /// The language for `arguments`; decided before the line is parsed, so a usage error is told
  /// in it too.
  ///
  /// The two options it needs are read from the words themselves, not from a parse: the line is
  /// parsed once, in the run's language, and a line with `--help` (read before the options'
  /// values) or one the parser refuses still names them.
  static func resolve(_ arguments: [String], environment: [String: String]) -> Language {
    if let flag = flag(in: arguments) { return flag }
    let path = value(of: .progress, in: arguments)
    let store = ShellLauncher.progressStore(
      path: path, environment: environment, report: { _ in })
    // Read-only: a missing or damaged file has no choice in it, and is reported (if at all) by
    // the command that uses it.
    if let stored = (try? store.read())?.language { return stored }
    return Language.fromLocale(environment) ?? .fallback
  }

  /// `--language pt` or `--language=pt`, wherever it stands on the line. Only a word the parser
  /// accepts (`en`, `pt`) counts: any other (`portugues`, `English`) is the parser's error to
  /// report, in the language chosen otherwise — the one the user has, not the one refused.
  static func flag(in arguments: [String]) -> Language? {
    value(of: .language, in: arguments).flatMap { Language(rawValue: $0.lowercased()) }
  }

  /// The last value given to option `name` (`--name value` or `--name=value`), read from the
  /// words themselves, before `--`; nil when it is not there.
  static func value(of name: OptionName, in arguments: [String]) -> String? {
    let flag = "--" + name.rawValue
    var found: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument.hasPrefix(flag + "=") {
        found = String(argument.dropFirst(flag.count + 1))
      } else if argument == flag, index + 1 < arguments.count {
        found = arguments[index + 1]
        index += 1
      }
      index += 1
    }
    return found
  }
}
