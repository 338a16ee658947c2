import Academy
import SudokuCore

struct EnglishStudyShellWords: StudyShellWords {
  var noGameToGoBackTo: String {
    "No study game to go back to. Type study to start one."
  }

  var alreadyOpen: String {
    "The puzzle is open already; board shows it again."
  }

  var practiseWithoutGame: String {
    "practise opens the lesson of the technique a study hint named; no study game is open."
  }

  var noTechniqueNamed: String {
    "No hint has named a technique yet: type hint first, then practise opens its lesson."
  }

  var puzzleSaved: String {
    "Your puzzle is saved: type back to return to it."
  }

  func newGameOfLevel(level: Difficulty) -> String {
    "a new \(level.rawValue) one"
  }

  var thePastedOne: String {
    "the pasted one"
  }

  func studyUsageTail(some: String, last: String) -> String {
    " study takes \(some) or \(last), or a puzzle (81 digits, or a library line)."
  }

  var backToYourPuzzle: String {
    "Back to your puzzle."
  }

  func resumed(level: String) -> String {
    "Resumed your saved \(level) game."
  }

  var newMediumPuzzle: String {
    "A new medium puzzle (study easy, hard, expert, master or grandmaster for another level)."
  }

  func openElsewhere(path: String) -> String {
    "Your study game (\(path)) is open in another sudoku-academy shell; finish or quit it "
      + "there first."
  }

  func unfinishedGame(_ name: String) -> String {
    "your unfinished \(name) game"
  }

  func wouldReplace(old: String, byNew: String, what: String) -> String {
    "This would replace \(old) \(byNew); type \(what) --yes to replace it, or study "
      + "to resume it. Nothing was replaced."
  }

  func replaceQuestion(old: String, byNew: String) -> String {
    "Replace \(old) \(byNew)? Type yes to confirm: "
  }

  var nothingReplaced: String {
    "Nothing was replaced; study resumes your game."
  }

  func replacedWith(_ new: String) -> String {
    "with \(new)"
  }

  func noLevel(_ word: String) -> String {
    "There is no level '\(word)'."
  }

  func promptLabel(level: String) -> String {
    "study \(level)"
  }

  var unsaved: String {
    "; the game goes on unsaved in this session."
  }

  var noteUsage: String {
    "note takes a cell and its marks, like note r3c5 47 (the same as r3c5+47)."
  }

  func notesClearNeedsCells(_ word: String?) -> String {
    "notes clear takes cells, like notes clear r3c5" + (word.map { ", not '\($0)'." } ?? ".")
  }

  func hintNeedsACell(_ word: String) -> String {
    "hint takes a cell, like hint r3c5, not '\(word)'; hint alone gives the board's next step."
  }

  func needsACell(name: String) -> String {
    "\(name) needs a cell, like \(name) r3c5."
  }

  var stepsGiveUp: String {
    "steps before solving gives this game up (no record, not resumable); type steps "
      + "--yes in a script. Nothing was given up."
  }

  var giveUpQuestion: String {
    "Give up this game and see the steps? Type yes to confirm: "
  }

  var nothingGivenUp: String {
    "Nothing was given up."
  }

  var noStepApplies: String {
    "No step of the \(techniqueCount) applies from here."
  }

  var stepsHeading: String {
    "Steps (HoDoKu's notation):"
  }

  var givenUp: String {
    "Given up: no record, and this game won't be resumed. Type study for a new one."
  }

  func opening(_ game: StudyGame) -> String {
    let name = game.level.name
    let level =
      game.level == .beyondTheCurriculum
      ? "Pasted puzzle: it needs a technique beyond the \(techniqueCount), so hints stop where the \(techniqueCount) do and "
        + "no record is kept."
      : game.seed == nil ? "Pasted puzzle, graded \(name)." : "A new \(name) puzzle."
    return level + " Enter moves like r3c5=7 or r1c7<>5; hint when stuck."
  }

  func challengeGame(_ name: String) -> String {
    name
  }
}
