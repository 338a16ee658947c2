import Academy

/// Sound: the terminal bell, as the model app sounds a conflict and a win — and, with `sound all`,
/// each digit entered and each hint revealed.
///
/// With `sound on` (the default) it rings at two moments of a study game: a digit refused for
/// repeating one in its row, column or box (a mistake counted, which a glance at the redrawn board
/// could miss), and Solved. `sound all` rings also on each accepted line that places a digit and on
/// each reveal — one bell a line, so a placement or reveal that solves rings once, for Solved. Not
/// in drills: a drill's verdict is the line the learner reads next, a miss there is judged and
/// explained rather than refused, and one step is not a game won, so a bell on every drill would
/// stop meaning anything. `sound off|on|all` is kept in the progress file
/// (`ProgressState.sound`); the bell is written only where the launcher installed one, that is on
/// a terminal, never in a script.
extension Shell {
  /// Rings the bell for a refused conflicting digit or Solved, unless the learner turned sound off.
  func ring() {
    if state.soundSetting.ringsOnMistakesAndSolved { bell() }
  }

  /// Rings the bell for an accepted placement or a reveal, when the learner chose `sound all`.
  func ringOnMove() {
    if state.soundSetting.ringsOnEveryMove { bell() }
  }

  /// `sound`: which setting is on; `sound off|on|all`: sets it, for this session and later ones.
  func sound(_ argument: String?) {
    let words = Language.current.shellWords
    guard let argument else {
      switch state.soundSetting {
      case .off: say(words.soundIsOff)
      case .on: say(words.soundIsOn + scriptNote)
      case .all: say(words.soundIsAll + scriptNote)
      }
      return
    }
    guard let setting = SoundSetting(rawValue: argument.lowercased()) else {
      say(words.notASoundSetting(Shell.clip(argument)))
      return
    }
    record([.sound(setting)])
    switch setting {
    case .off: say(words.soundOff(from: from))
    case .on: say(words.soundOn(from: from) + words.whenItRings + scriptNote)
    case .all: say(words.soundAll(from: from) + words.whenItRingsOnEveryMove + scriptNote)
    }
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
