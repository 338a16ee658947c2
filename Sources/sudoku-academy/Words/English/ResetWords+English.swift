import Academy
import SudokuCore

struct EnglishResetWords: ResetWords {
  var resetWhat: String {
    "Reset what? Type reset <technique> or reset all (add --yes in a script)."
  }

  func noTechniqueToReset(_ word: String, keys: String) -> String {
    "There is no technique '\(word)' to reset. Use one of \(keys), all, study (the study records) or challenge (the challenge records)."
  }

  func needsYes(target: String) -> String {
    "reset needs --yes in a script (reset \(target) --yes); nothing was reset."
  }

  func resetQuestion(what: String) -> String {
    "Reset \(what) to zero? Type yes to confirm: "
  }

  var nothingReset: String {
    "Nothing was reset."
  }

  func phrase(_ target: Shell.ResetTarget) -> String {
    target.challenge
      ? "your challenge records"
      : target.study
        ? "your study records"
        : target.technique.map { "your \($0.nameInSentence) progress" } ?? "all your progress"
  }

  func done(_ target: Shell.ResetTarget) -> String {
    "Reset \(phrase(target))."
  }
}
