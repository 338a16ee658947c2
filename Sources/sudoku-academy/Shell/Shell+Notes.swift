import Academy
import SudokuCore

/// Notes mode: `notes` says whether it is on, `notes on|off` sets it (kept in the progress file,
/// as sound is), and inside a study game `notes fill`, `notes clear <cell>…` and `notes <cell>`
/// work on the learner's pencil marks (`StudyGame+Notes.swift`); `r3c5+47` and `note r3c5 47`
/// write marks as moves.
extension Shell {
  func notes(_ arguments: [String]) {
    let words = Language.current.shellWords
    guard let first = arguments.first else {
      say(state.notesOn ? words.notesAreOn : words.notesAreOff)
      return
    }
    let word = first.lowercased()
    let takesNoMore = ["on", "off", "fill"].contains(word) || Notation.parseCell(word) != nil
    if takesNoMore, arguments.count > 1 {
      let usage = ShellCommand.notes.declaration.usage
      say(words.tooManyArguments(name: "notes", usage: usage))
      return
    }
    switch word {
    case "on", "off":
      let on = word == "on"
      record([.notes(on)])
      study?.setNotesMode(on)
      say(on ? words.notesOn(from: keptFrom) : words.notesOff(from: keptFrom))
      focus.study?.redraw()
    case "fill", "clear":
      guard let open = focus.study else { return say(ActivityKind.study.notOpen(.notes)) }
      open.notes(word, Array(arguments.dropFirst()))
    default:
      guard Notation.parseCell(word) != nil else {
        return say(words.notANotesArgument(Shell.clip(first)))
      }
      guard let open = focus.study else { return say(ActivityKind.study.notOpen(.notes)) }
      open.notes(word, [])
    }
  }

  /// For how long a setting holds: kept in the progress file, unless this session's progress
  /// could not be saved there.
  private var keptFrom: String {
    progress.keepsProgressInMemory
      ? Language.current.shellWords.forThisSessionOnly
      : Language.current.shellWords.nowAndLater
  }
}
