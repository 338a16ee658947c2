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
        Language.current.shellWords.soundOn(from: from) + Self.whenItRings
          + scriptNote)
    case "off":
      record([.sound(on: false)])
      say(
        Language.current.shellWords.soundOff(from: from))
    default:
      let word = Shell.clip(argument)
      say(
        Language.current.shellWords.notASoundSetting(word))
    }
  }

  // Computed, not stored: a stored sentence would keep the language it was first said in.
  private static var whenItRings: String {
    Language.current.shellWords.whenItRings
  }
  private static var soundIsOn: String {
    Language.current.shellWords.soundIsOn
  }
  private static var soundIsOff: String {
    Language.current.shellWords.soundIsOff
  }

  /// For how long a choice holds: kept in the progress file, unless this session's progress
  /// could not be saved there (said when it happened).
  private var from: String {
    progress.keepsProgressInMemory
      ? Language.current.shellWords.forThisSessionOnly
      : Language.current.shellWords.nowAndLater
  }

  /// What a scripted session adds: the setting is kept, but a script never rings.
  private var scriptNote: String {
    configuration.interactive || !state.soundIsOn
      ? ""
      : Language.current.shellWords.scriptStaysSilent
  }
}
