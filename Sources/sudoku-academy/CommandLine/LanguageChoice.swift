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
  static func resolve(_ arguments: [String], environment: [String: String]) -> Language {
    let parsed = try? Invocation(parsing: arguments)
    if let flag = parsed?.options.language ?? flag(in: arguments) { return flag }
    let store = ShellLauncher.progressStore(
      path: parsed?.options.progress, environment: environment, report: { _ in })
    // Read-only: a missing or damaged file has no choice in it, and is reported (if at all) by
    // the command that uses it.
    if let stored = (try? store.read())?.language { return stored }
    return Language.fromLocale(environment) ?? .english
  }

  /// `--language pt` or `--language=pt` on a line the parser refused (whose options it could
  /// not give), so that its error is told in the language asked for.
  static func flag(in arguments: [String]) -> Language? {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--language=") {
        return Language(word: String(argument.dropFirst("--language=".count)))
      }
      if argument == "--language", index + 1 < arguments.count {
        return Language(word: arguments[index + 1])
      }
    }
    return nil
  }
}
