import Academy
import SudokuCore

/// What the shell says around a study game: starting, resuming, replacing and leaving one,
/// `back` and `practise`, and the game's own commands that the shell answers (`steps`, `clear`).
protocol StudyShellWords: Sendable {
  /// `No study game to go back to. Type study to start one.`
  var noGameToGoBackTo: String { get }

  /// `The puzzle is open already; board shows it again.`
  var alreadyOpen: String { get }

  /// `practise opens the lesson of the technique a study hint named; no study game is open.`
  var practiseWithoutGame: String { get }

  /// `No hint has named a technique yet: type hint first, then practise opens its lesson.`
  var noTechniqueNamed: String { get }

  /// `Your puzzle is saved: type back to return to it.`
  var puzzleSaved: String { get }

  /// How a replacing question names a new game of a level: `a new hard one`.
  func newGameOfLevel(level: Difficulty) -> String

  /// `the pasted one`
  var thePastedOne: String { get }

  /// ` study takes \(some) or \(last), or a puzzle (81 digits, or a library line).`
  func studyUsageTail(some: String, last: String) -> String

  /// `Back to your puzzle.`
  var backToYourPuzzle: String { get }

  /// `Resumed your saved \(level) game.`
  func resumed(level: String) -> String

  /// `A new medium puzzle (study easy, hard, expert, master or grandmaster for another level).`
  var newMediumPuzzle: String { get }

  /// `Your study game (\(path)) is open in another sudoku-academy shell; finish or quit it…`
  func openElsewhere(path: String) -> String

  /// `your unfinished \(name) game`
  func unfinishedGame(_ name: String) -> String

  /// `This would replace \(old) \(byNew); type \(what) --yes to replace it, or study to re…`
  func wouldReplace(old: String, byNew: String, what: String) -> String

  /// `Replace \(old) \(byNew)? Type yes to confirm: `
  func replaceQuestion(old: String, byNew: String) -> String

  /// `Nothing was replaced; study resumes your game.`
  var nothingReplaced: String { get }

  /// What replaces a game, after its name: `with a new hard one`.
  func replacedWith(_ new: String) -> String

  /// A word that names no level: `There is no level 'hrad'.` (a suggestion and the usage follow).
  func noLevel(_ word: String) -> String

  /// The prompt's label in a study game: `study hard`.
  func promptLabel(level: String) -> String

  /// `; the game goes on unsaved in this session.`
  var unsaved: String { get }

  /// `\(name) needs a cell, like \(name) r3c5.`
  func needsACell(name: String) -> String

  /// `note takes a cell and its marks, like note r3c5 47 (the same as r3c5+47).`
  var noteUsage: String { get }

  /// `notes clear takes cells, like notes clear r3c5, not 'x'.` (nil: no cell was given).
  func notesClearNeedsCells(_ word: String?) -> String

  /// `hint takes a cell, like hint r3c5, not 'x'; hint alone gives the board's next step.`
  func hintNeedsACell(_ word: String) -> String

  /// `steps before solving gives this game up (no record, not resumable); type steps --yes…`
  var stepsGiveUp: String { get }

  /// `Give up this game and see the steps? Type yes to confirm: `
  var giveUpQuestion: String { get }

  /// `Nothing was given up.`
  var nothingGivenUp: String { get }

  /// `No step of the twelve applies from here.`
  var noStepApplies: String { get }

  /// `Steps (HoDoKu's notation):`
  var stepsHeading: String { get }

  /// `Given up: no record, and this game won't be resumed. Type study for a new one.`
  var givenUp: String { get }

  /// What a new study game opens with, its level and how to play it: `A new hard puzzle. Enter
  /// moves like r3c5=7 or r1c7<>5; hint when stuck.`
  func opening(_ game: StudyGame) -> String

  /// How a replacing question names a new challenge game: `challenge 7`.
  func challengeGame(_ name: String) -> String
}
