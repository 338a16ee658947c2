import Academy
import SudokuCore

/// The shell commands' own words, as `help` and `help <command>` show them: each command's
/// one-line summary and its paragraph of details (a few commands have a second wording inside a
/// study game). The usages and command words in them stay English in every language.
protocol CommandWords: Sendable {
  /// `the lessons and your mastery meters`
  var lessonsSummary: String { get }

  /// `list the twelve lessons with your mastery meters (\(TechniqueProgress.maximumMastery…`
  var lessonsDetails: String { get }

  /// `a lesson's introduction and first drill`
  var lessonSummary: String { get }

  /// `a lesson's short introduction and its first drill (lesson 3, lesson pointing)`
  var lessonDetails: String { get }

  /// `the whole lesson, with a worked example`
  var guideSummary: String { get }

  /// `the whole lesson: idea, worked example on its board, answering, mistakes`
  var guideDetails: String { get }

  /// `the next drill of the lesson (or review)`
  var drillSummary: String { get }

  /// `open the next drill of the current lesson (or the next review drill)`
  var drillDetails: String { get }

  /// `a drill that doesn't name its technique`
  var reviewSummary: String { get }

  /// `a mixed drill that names no technique: due reviews first, then your weakest lesson`
  var reviewDetails: String { get }

  /// `play a whole puzzle (help study)`
  var studySummary: String { get }

  /// `play a whole puzzle with the twelve techniques: study \(ShellCommand.levelKeys) (a n…`
  var studyDetails: String { get }

  /// `the board again, its view, or one digit`
  var boardSummary: String { get }

  /// `the board again; board compact/full/auto sets the view; board 4 shows where 4 can go`
  var boardDetails: String { get }

  /// `where to look; again: the pattern marked`
  var hintSummary: String { get }

  /// `where to look; again: reveal the step`
  var hintSummaryInStudy: String { get }

  /// `where to look; then the pattern marked (forfeits the mastery step)`
  var hintDetails: String { get }

  /// `where to look; hint again reveals it (marked on the board, applied)`
  var hintDetailsInStudy: String { get }

  /// `one instance, marked and explained`
  var showSummary: String { get }

  /// `reveal the next step at once`
  var showSummaryInStudy: String { get }

  /// `reveal one instance marked on the board (forfeits the mastery step)`
  var showDetails: String { get }

  /// `reveal at once (\(ShellCommand.revealCaps) reveals a game)`
  var showDetailsInStudy: String { get }

  /// `reveal one instance and close the drill`
  var skipSummary: String { get }

  /// `reveal one instance and close the drill`
  var skipDetails: String { get }

  /// `skip is for drills; in study, show reveals the next step and steps gives the game up.`
  var skipElsewhere: String { get }

  /// `take back the last move or reveal`
  var undoSummary: String { get }

  /// `take back the last move or reveal (up to \(StudyGame.undoLimit))`
  var undoDetails: String { get }

  /// `clear a digit you placed`
  var clearSummary: String { get }

  /// `clear a digit you placed (clear r3c5, or r3c5=0)`
  var clearDetails: String { get }

  /// `bring back candidates you removed`
  var restoreSummary: String { get }

  /// `bring back the candidates you removed from a cell`
  var restoreDetails: String { get }

  /// `name wrong digits (counts as a hint)`
  var checkSummary: String { get }

  /// `the cells holding a wrong digit or missing a needed candidate (counts as a hint)`
  var checkDetails: String { get }

  /// `the simplest-first path (gives the game up)`
  var stepsSummary: String { get }

  /// `the simplest-first path; before solving it gives the game up (asks first)`
  var stepsDetails: String { get }

  /// `the lesson of the last hint's technique`
  var practiseSummary: String { get }

  /// `open the lesson of the technique the last study hint named`
  var practiseDetails: String { get }

  /// `return to the study puzzle`
  var backSummary: String { get }

  /// `return to the study puzzle exactly as it was`
  var backDetails: String { get }

  /// `the position as a library line`
  var exportSummary: String { get }

  /// `the position as a HoDoKu library line (no answer in it)`
  var exportDetails: String { get }

  /// `the position as a library line (study <line> reads it back)`
  var exportDetailsInStudy: String { get }

  /// `mastery, drills and first-try rate`
  var progressSummary: String { get }

  /// `mastery, drills done and first-try rate per technique`
  var progressDetails: String { get }

  /// `set progress back to zero`
  var resetSummary: String { get }

  /// `set a technique's progress (or all, or the study records, or the challenge records)…`
  var resetDetails: String { get }

  /// `the bell on a refused digit and on Solved`
  var soundSummary: String { get }

  /// `sound alone says whether the terminal bell is on; sound on or sound off sets it, kep…`
  var soundDetails: String { get }

  /// `your own pencil marks: on, off, fill, a cell's`
  var notesSummary: String { get }

  /// `notes alone says whether notes mode is on; notes on or notes off sets it, kept …`
  var notesDetails: String { get }

  /// `write pencil marks (like r3c5+47)`
  var noteSummary: String { get }

  /// `note r3c5 47 writes the marks 4 and 7 in r3c5, as r3c5+47 does (notes mode)`
  var noteDetails: String { get }

  /// `English or Portuguese (en or pt)`
  var languageSummary: String { get }

  /// `language alone says which language the shell speaks; language pt (português) or lang…`
  var languageDetails: String { get }

  /// `this list; help all, help <command>`
  var helpSummary: String { get }

  /// `the commands of what is open; help all lists every one, help <command> explains it`
  var helpDetails: String { get }

  /// `how to play, for a first Sudoku`
  var rulesSummary: String { get }

  /// `how to play, for someone who has never solved a Sudoku, in \(RulesPage.allCases.coun…`
  var rulesDetails: String { get }

  /// `leave (Ctrl-D too); everything is saved`
  var quitSummary: String { get }

  /// `leave the shell (Ctrl-D too); progress and the study game are saved`
  var quitDetails: String { get }
}
