import Academy
import SudokuCore

/// `reset`: what it asks, what it clears, and what it says once it has.
protocol ResetWords: Sendable {
  /// `Reset what? Type reset <technique> or reset all (add --yes in a script).`
  var resetWhat: String { get }

  /// `There is no technique '\(word)' to reset. Use one of \(keys), all, study (the study…`
  func noTechniqueToReset(_ word: String, keys: String) -> String

  /// `reset needs --yes in a script (reset \(target) --yes); nothing was reset.`
  func needsYes(target: String) -> String

  /// `Reset \(what) to zero? Type yes to confirm: `
  func resetQuestion(what: String) -> String

  /// `Nothing was reset.`
  var nothingReset: String { get }

  /// What a reset clears, as its question and reply name it: `your pointing progress`, `all your
  /// progress`, `your study records`.
  func phrase(_ target: Shell.ResetTarget) -> String

  /// The reply once a reset is done: `Reset your study records.`
  func done(_ target: Shell.ResetTarget) -> String
}
