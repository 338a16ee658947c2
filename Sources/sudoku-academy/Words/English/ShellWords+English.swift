import Academy
import SudokuCore

struct EnglishShellWords: ShellWords {
  func didYouMean(_ suggestion: String) -> String {
    " Did you mean '\(suggestion)'?"
  }

  func welcome(dash: String) -> String {
    // 78 columns with the longest count word (`thirteen`, `eighteen`): one line at 80.
    "Sudoku Academy \(dash) \(techniqueCount) solving techniques, fresh puzzles. Type help or "
      + "Tab.\nNew to Sudoku? Type rules."
  }

  func unfinishedGameSaved(level: String) -> String {
    "Your unfinished \(level) study game is saved: type study to resume it."
  }

  var noDrillOpen: String {
    "No drill is open to answer. Type lesson <number> to start one, or drill for the next."
  }

  func takesNoArgument(name: String, usage: String) -> String {
    "\(name) takes no argument: type \(name) alone (usage: \(usage))."
  }

  func tooManyArguments(name: String, usage: String) -> String {
    "Too many arguments for \(name): usage \(usage)."
  }

  func forTheStudyPuzzle(command: String) -> String {
    "\(command) is for your study puzzle: type back to return to it."
  }

  func lineTooLong(most: Int) -> String {
    "Line too long (over \(most) bytes); commands and answers are short, like r3c5=7."
  }

  func gameSaved(level: String) -> String {
    "Your \(level) study game is saved: type study to resume it."
  }

  var languageSpoken: String {
    "The shell speaks English. language pt switches every message, lesson and help "
      + "to European Portuguese (português)."
  }

  func notALanguage(_ word: String) -> String {
    "language takes en (English) or pt (português), not '\(word)'; "
      + "language alone says which is spoken."
  }

  func languageChosen(kept: Bool) -> String {
    "English from now on"
      + (kept ? ", for this session only." : ", in this session and later ones.")
      + " language pt switches back to Portuguese."
  }

  func soundOn(from: String) -> String {
    "Sound on, \(from): "
  }

  func soundOff(from: String) -> String {
    "Sound off, \(from): no bell. sound on turns it back on."
  }

  func soundAll(from: String) -> String {
    "Sound on every move, \(from): "
  }

  func notASoundSetting(_ word: String) -> String {
    "sound takes on, all or off, not '\(word)'; sound alone says which is on."
  }

  var whenItRings: String {
    "the terminal bell rings when a study game refuses a digit that repeats one in its row, "
      + "column or box, and on Solved."
  }

  var whenItRingsOnEveryMove: String {
    "the terminal bell rings on each digit a study game accepts and on each reveal, as well as "
      + "when it refuses a digit that repeats one in its row, column or box, and on Solved."
  }

  var soundIsOn: String {
    "Sound is on: " + whenItRings
      + " sound all rings on each placement and reveal too; sound off silences it."
  }

  var soundIsAll: String {
    "Sound is on for every move: " + whenItRingsOnEveryMove
      + " sound on rings only on a refused digit and Solved; sound off silences it."
  }

  var notesAreOn: String {
    "Notes are on: study boards show only the marks you write. r3c5+47 writes marks, r3c5<>4 "
      + "takes one out, notes fill writes every candidate; notes off shows them all again."
  }

  var notesAreOff: String {
    "Notes are off: study boards show every candidate, worked out from the digits. notes on "
      + "lets you write your own marks instead."
  }

  func notesOn(from: String) -> String {
    "Notes on, \(from): study boards show only the marks you write. r3c5+47 writes marks, "
      + "r3c5<>4 takes one out, notes fill writes every candidate at once."
  }

  func notesOff(from: String) -> String {
    "Notes off, \(from): study boards show every candidate again; your marks are kept for "
      + "notes on."
  }

  func notANotesArgument(_ word: String) -> String {
    "notes takes on, off, fill, clear or a cell, not '\(word)'; notes alone says which is on."
  }

  var soundIsOff: String {
    "Sound is off: no bell. sound on turns it back on."
  }

  var forThisSessionOnly: String {
    "for this session only"
  }

  var nowAndLater: String {
    "now and in later sessions"
  }

  var scriptStaysSilent: String {
    " It rings only on a terminal, so this scripted session stays silent."
  }

  func boardsWillBeDrawn(view: String) -> String {
    "Boards will be drawn \(view) from now on."
  }

  func boardsAreDrawn(view: String) -> String {
    "Boards are drawn \(view) from now on:"
  }

  func notABoardArgument(_ word: String) -> String {
    "board takes full, compact or auto (how boards are drawn), or a digit 1 to 9 (board 4: "
      + "where 4 is placed and where it can still go), not '\(word)'."
  }

  func notARulesPage(_ word: String, count: Int) -> String {
    "rules takes a page number, 1 to \(count), not '\(word)'."
  }

  func unknownCommand(_ word: String, suggestion: String?) -> String {
    let hint = suggestion.map(didYouMean) ?? ""
    return
      "Unknown command '\(word)'.\(hint) Type help for the commands, or answer like r3c5=7 or r1c7<>5."
  }

  func sessionSummary(drills: Int, steps: Int) -> String {
    let earned =
      steps == 0 ? "no mastery step" : steps == 1 ? "1 mastery step" : "\(steps) mastery steps"
    return "This session: \(counted(drills, .drill)), \(earned). See you next time."
  }

  func boardView(_ view: BoardView) -> String {
    switch view {
    case .full, .compact: view.rawValue
    case .auto: "full when they fit, else compact,"
    }
  }

  var yesAndNo: [String] {
    ["yes", "no"]
  }

  func confirms(_ word: String) -> Bool {
    word == "yes"
  }
}
