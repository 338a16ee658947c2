import Academy

/// `language`: which language the shell speaks, and the choice of the other.
///
/// The choice is kept in the progress file (`ProgressState.language`) and holds for this
/// session at once: the next line (this command's own reply included) is in the new language.
extension Shell {
  /// `language`: says which language is spoken; `language pt|en`: changes it, now and later.
  func chooseLanguage(_ argument: String?) {
    guard let argument else {
      say(
        Language.current.shellWords.languageSpoken)
      return
    }
    guard let chosen = Language(word: argument) else {
      say(
        Language.current.shellWords.notALanguage(Shell.clip(argument)))
      return
    }
    sessionLanguage = chosen
    record([.language(chosen)])
    let kept = progress.keepsProgressInMemory
    Language.$current.withValue(chosen) {
      say(
        Language.current.shellWords.languageChosen(kept: kept))
    }
  }
}
