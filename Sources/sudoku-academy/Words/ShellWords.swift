import Academy
import SudokuCore

/// The shell's own sentences, outside any one command's family: what it says on starting and
/// leaving, to a line it cannot read, and the pieces several commands share ("Did you mean …?").
protocol ShellWords: Sendable {
  /// A suggestion after a word that names nothing: ` Did you mean 'hint'?` (with its leading
  /// space).
  func didYouMean(_ suggestion: String) -> String

  /// `Sudoku Academy \(dash) thirteen solving techniques, fresh puzzles. Type help or Tab…`
  func welcome(dash: String) -> String

  /// `Your unfinished \(level) study game is saved: type study to resume it.`
  func unfinishedGameSaved(level: String) -> String

  /// `No drill is open to answer. Type lesson <number> to start one, or drill for the next.`
  var noDrillOpen: String { get }

  /// `\(name) takes no argument: type \(name) alone (usage: \(usage)).`
  func takesNoArgument(name: String, usage: String) -> String

  /// `Too many arguments for \(name): usage \(usage).`
  func tooManyArguments(name: String, usage: String) -> String

  /// `\(command) is for your study puzzle: type back to return to it.`
  func forTheStudyPuzzle(command: String) -> String

  /// `Line too long (over \(most) bytes); commands and answers are short, like r3c5=7.`
  func lineTooLong(most: Int) -> String

  /// `Your \(level) study game is saved: type study to resume it.`
  func gameSaved(level: String) -> String

  /// `The shell speaks English. language pt switches every message, lesson and help to Eur…`
  var languageSpoken: String { get }

  /// `language takes en (English) or pt (português), not '\(word)'; language alone says wh…`
  func notALanguage(_ word: String) -> String

  /// `English from now on\((kept ? ", for this session only." : ", in this session and lat…`
  func languageChosen(kept: Bool) -> String

  /// `Sound on, now and in later sessions: ` (the bell's sentence follows).
  func soundOn(from: String) -> String

  /// `Sound off, \(from): no bell. sound on turns it back on.`
  func soundOff(from: String) -> String

  /// `Sound on every move, now and in later sessions: ` (the bell's sentence for `all` follows).
  func soundAll(from: String) -> String

  /// `sound takes on, all or off, not '\(word)'; sound alone says which is on.`
  func notASoundSetting(_ word: String) -> String

  /// `the terminal bell rings when a study game refuses a digit that repeats one in its ro…`
  var whenItRings: String { get }

  /// `the terminal bell rings on each digit a study game accepts and on each reveal, as well a…`
  var whenItRingsOnEveryMove: String { get }

  /// `Sound is on: \(whenItRings) sound all rings on each placement and reveal too; sound off…`
  var soundIsOn: String { get }

  /// `Sound is on for every move: \(whenItRingsOnEveryMove) sound on rings only on a refused…`
  var soundIsAll: String { get }

  /// `Sound is off: no bell. sound on turns it back on.`
  var soundIsOff: String { get }

  /// `Notes are on: study boards show only the marks you write …`
  var notesAreOn: String { get }

  /// `Notes are off: study boards show every candidate …`
  var notesAreOff: String { get }

  /// `Notes on, now and in later sessions: …` (`from`: `nowAndLater` or `forThisSessionOnly`).
  func notesOn(from: String) -> String

  /// `Notes off, now and in later sessions: …`
  func notesOff(from: String) -> String

  /// `notes takes on, off, fill, clear or a cell, not 'x'; notes alone says which is on.`
  func notANotesArgument(_ word: String) -> String

  /// `for this session only`
  var forThisSessionOnly: String { get }

  /// `now and in later sessions`
  var nowAndLater: String { get }

  /// ` It rings only on a terminal, so this scripted session stays silent.`
  var scriptStaysSilent: String { get }

  /// `Boards will be drawn \(view) from now on.`
  func boardsWillBeDrawn(view: String) -> String

  /// `Boards are drawn \(view) from now on:`
  func boardsAreDrawn(view: String) -> String

  /// `board takes full, compact or auto (how boards are drawn), or a digit 1 to 9 (board 4…`
  func notABoardArgument(_ word: String) -> String

  /// `rules takes a page number, 1 to \(count), not '\(word)'.`
  func notARulesPage(_ word: String, count: Int) -> String

  /// A word that is no command: `Unknown command 'lesons'. Did you mean 'lessons'? Type help for
  /// the commands, or answer like r3c5=7 or r1c7<>5.`
  func unknownCommand(_ word: String, suggestion: String?) -> String

  /// The line on leaving: `This session: 3 drills, 2 mastery steps. See you next time.`
  func sessionSummary(drills: Int, steps: Int) -> String

  /// How a view is said: `full`, `compact`; `auto` as what it does, `full when they fit, else
  /// compact,`.
  func boardView(_ view: BoardView) -> String

  /// What Tab offers for a yes/no question: `yes`, `no`.
  var yesAndNo: [String] { get }

  /// Whether a reply to a yes/no question says yes: `yes` in English (trimmed, lowercased).
  func confirms(_ word: String) -> Bool
}
