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
        inLanguage(
          en: "The shell speaks English. language pt switches every message, lesson and help "
            + "to European Portuguese (português).",
          pt: "O shell fala português. language en muda todas as mensagens, lições e ajudas "
            + "para inglês (English)."))
      return
    }
    guard let chosen = Language(word: argument) else {
      say(
        inLanguage(
          en: "language takes en (English) or pt (português), not '\(Shell.clip(argument))'; "
            + "language alone says which is spoken.",
          pt: "language aceita en (English) ou pt (português), e não '\(Shell.clip(argument))'; "
            + "language sozinho diz qual está em uso."))
      return
    }
    sessionLanguage = chosen
    record([.language(chosen)])
    let kept = progress.keepsProgressInMemory
    Language.$current.withValue(chosen) {
      say(
        inLanguage(
          en: "English from now on"
            + (kept ? ", for this session only." : ", in this session and later ones.")
            + " language pt switches back to Portuguese.",
          pt: "Português a partir de agora"
            + (kept ? ", só nesta sessão." : ", nesta sessão e nas seguintes.")
            + " language en volta ao inglês."))
    }
  }
}
