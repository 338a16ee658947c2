import Academy

/// Sound: the terminal bell, as the model app sounds a conflict and a win.
///
/// It rings at two moments of a study game: a digit refused for repeating one in its row, column
/// or box (a mistake counted, which a glance at the redrawn board could miss), and Solved. Not in
/// drills: a drill's verdict is the line the learner reads next, a miss there is judged and
/// explained rather than refused, and one step is not a game won, so a bell on every drill would
/// stop meaning anything. `sound on|off` is kept in the progress file (`ProgressState.sound`); the
/// bell is written only where the launcher installed one, that is on a terminal, never in a script.
extension Shell {
  /// Rings the bell unless the learner turned sound off.
  func ring() {
    if state.soundIsOn { bell() }
  }

  /// `sound`: whether the bell is on; `sound on|off`: sets it, for this session and later ones.
  func sound(_ argument: String?) {
    guard let argument else {
      say((state.soundIsOn ? Self.soundIsOn : Self.soundIsOff) + scriptNote)
      return
    }
    switch argument.lowercased() {
    case "on":
      record([.sound(on: true)])
      say(
        inLanguage(en: "Sound on, \(from): ", pt: "Som ligado, \(from): ") + Self.whenItRings
          + scriptNote)
    case "off":
      record([.sound(on: false)])
      say(
        inLanguage(
          en: "Sound off, \(from): no bell. sound on turns it back on.",
          pt: "Som desligado, \(from): sem campainha. sound on volta a ligá-lo."))
    default:
      let word = Shell.clip(argument)
      say(
        inLanguage(
          en: "sound takes on or off, not '\(word)'; sound alone says whether it is on.",
          pt: "sound aceita on ou off, e não '\(word)'; sound sozinho diz se está ligado."))
    }
  }

  // Computed, not stored: a stored sentence would keep the language it was first said in.
  private static var whenItRings: String {
    inLanguage(
      en: "the terminal bell rings when a study game refuses a digit that repeats one in its row, "
        + "column or box, and on Solved.",
      pt: "a campainha do terminal toca quando um jogo de estudo recusa um dígito que repete "
        + "outro da sua linha, coluna ou caixa, e quando o puzzle fica resolvido.")
  }
  private static var soundIsOn: String {
    inLanguage(
      en: "Sound is on: " + whenItRings + " sound off silences it.",
      pt: "O som está ligado: " + whenItRings + " sound off desliga-o.")
  }
  private static var soundIsOff: String {
    inLanguage(
      en: "Sound is off: no bell. sound on turns it back on.",
      pt: "O som está desligado: sem campainha. sound on volta a ligá-lo.")
  }

  /// For how long a choice holds: kept in the progress file, unless this session's progress
  /// could not be saved there (said when it happened).
  private var from: String {
    progress.keepsProgressInMemory
      ? inLanguage(en: "for this session only", pt: "só nesta sessão")
      : inLanguage(en: "now and in later sessions", pt: "agora e nas sessões seguintes")
  }

  /// What a scripted session adds: the setting is kept, but a script never rings.
  private var scriptNote: String {
    configuration.interactive || !state.soundIsOn
      ? ""
      : inLanguage(
        en: " It rings only on a terminal, so this scripted session stays silent.",
        pt: " Só toca num terminal, por isso esta sessão em script fica em silêncio.")
  }
}
