import Academy
import SudokuCore

struct EnglishCommandWords: CommandWords {
  var lessonsSummary: String {
    "the lessons and your mastery meters"
  }

  var lessonsDetails: String {
    "list the \(techniqueCount) lessons with your mastery meters "
      + "(\(TechniqueProgress.maximumMastery) steps each); the next one to learn is flagged"
  }

  var lessonSummary: String {
    "a lesson's introduction and first drill"
  }

  var lessonDetails: String {
    "a lesson's short introduction and its first drill (lesson 3, lesson pointing)"
  }

  var guideSummary: String {
    "the whole lesson, with a worked example"
  }

  var guideDetails: String {
    "the whole lesson: idea, worked example on its board, answering, mistakes; on a screen "
      + "too short for it, a part at a time (Enter, or " + "guide pointing 2".keptTogether
      + ", for the next)"
  }

  var drillSummary: String {
    "the next drill of the lesson (or review)"
  }

  var drillDetails: String {
    "open the next drill of the current lesson (or the next review drill)"
  }

  var reviewSummary: String {
    "a drill that doesn't name its technique"
  }

  var reviewDetails: String {
    "a mixed drill that names no technique: due reviews first, then your weakest lesson"
  }

  var studySummary: String {
    "play a whole puzzle (help study)"
  }

  var studyDetails: String {
    "play a whole puzzle with the \(techniqueCount) techniques: study "
      + ShellCommand.levelKeys + " (a new one), study <puzzle> (yours); study alone resumes; "
      + "study review goes over the game just finished (help study)"
  }

  var boardSummary: String {
    "the board again, its view, or one digit"
  }

  var boardDetails: String {
    "the board again; board compact/full/auto sets the view; board 4 shows where 4 "
      + "can go"
  }

  var hintSummary: String {
    "where to look; again: the pattern marked"
  }

  var hintSummaryInStudy: String {
    "where to look; again: reveal the step"
  }

  var hintDetails: String {
    "where to look; then the pattern marked (forfeits the mastery step)"
  }

  var hintDetailsInStudy: String {
    "where to look; hint again reveals it (marked on the board, applied). hint r3c5: "
      + "the same for the cell you are stuck on, the shortest chain that places it"
  }

  var showSummary: String {
    "one instance, marked and explained"
  }

  var showSummaryInStudy: String {
    "reveal the next step at once"
  }

  var showDetails: String {
    "reveal one instance marked on the board (forfeits the mastery step)"
  }

  var showDetailsInStudy: String {
    "reveal at once (" + ShellCommand.revealCaps + " reveals a game)"
  }

  var skipSummary: String {
    "reveal one instance and close the drill"
  }

  var skipDetails: String {
    "reveal one instance and close the drill"
  }

  var skipElsewhere: String {
    "skip is for drills; in study, show reveals the next step and steps gives the game up."
  }

  var undoSummary: String {
    "take back the last move or reveal"
  }

  var undoDetails: String {
    "take back the last move or reveal (up to \(StudyGame.undoLimit))"
  }

  var clearSummary: String {
    "clear a digit you placed"
  }

  var clearDetails: String {
    "clear a digit you placed (clear r3c5, or r3c5=0)"
  }

  var restoreSummary: String {
    "bring back candidates you removed"
  }

  var restoreDetails: String {
    "bring back the candidates you removed from a cell"
  }

  var checkSummary: String {
    "name wrong digits (counts as a hint)"
  }

  var checkDetails: String {
    "the cells holding a wrong digit or missing a needed candidate "
      + "(counts as a hint)"
  }

  var stepsSummary: String {
    "the simplest-first path (gives the game up)"
  }

  var stepsDetails: String {
    "the simplest-first path; before solving it gives the game up (asks first)"
  }

  var practiseSummary: String {
    "the lesson of the last hint's technique"
  }

  var practiseDetails: String {
    "open the lesson of the technique the last study hint named"
  }

  var backSummary: String {
    "return to the study puzzle"
  }

  var backDetails: String {
    "return to the study puzzle exactly as it was"
  }

  var exportSummary: String {
    "the position as a library line"
  }

  var exportDetails: String {
    "the position as a HoDoKu library line (no answer in it)"
  }

  var exportDetailsInStudy: String {
    "the position as a library line (study <line> reads it back)"
  }

  var progressSummary: String {
    "mastery, drills and first-try rate"
  }

  var progressDetails: String {
    "mastery, drills done and first-try rate per technique"
  }

  var resetSummary: String {
    "set progress back to zero"
  }

  var resetDetails: String {
    "set a technique's progress (or all, or the study records, or the challenge "
      + "records) back to zero; asks first on a terminal"
  }

  var soundSummary: String {
    "the bell: conflicts and Solved, or every move"
  }

  var soundDetails: String {
    "sound alone says which setting of the terminal bell is on; sound on, sound all or "
      + "sound off sets it, kept in the progress file. With on (the default) the bell rings in "
      + "a study game on a digit refused for repeating one in its row, column or box, and on "
      + "Solved; with all, also on each digit placed and each reveal (one bell a line); off "
      + "silences it. Only on a terminal, never in a script; drills never ring"
  }

  var notesSummary: String {
    "your own pencil marks: on, off, fill, a cell's"
  }

  var notesDetails: String {
    "notes alone says whether notes mode is on; notes on or notes off sets it, kept in the "
      + "progress file (off by default). With notes on, a study game's board shows only the marks "
      + "you write: r3c5+47 (or note r3c5 47) writes marks, r3c5<>4 takes one out, notes r3c5 "
      + "lists a cell's, notes fill writes every candidate at once, notes clear r3c5 empties a "
      + "cell. A digit you place leaves the marks of its row, column and box; undo puts them "
      + "back. Hints still reason from the true candidates and say where your marks differ; "
      + "check also names marks that leave out a cell's solution digit"
  }

  var noteSummary: String {
    "write pencil marks (like r3c5+47)"
  }

  var noteDetails: String {
    "note r3c5 47 writes the marks 4 and 7 in r3c5, as r3c5+47 does (with notes on)"
  }

  var languageSummary: String {
    "English or Portuguese (en or pt)"
  }

  var languageDetails: String {
    "language alone says which language the shell speaks; language pt (português) "
      + "or language en (English) changes every message, lesson and help, kept in the "
      + "progress file for later sessions"
  }

  var helpSummary: String {
    "this list; help all, help <command>"
  }

  var helpDetails: String {
    "the commands of what is open; help all lists every one, help <command> explains it"
  }

  var rulesSummary: String {
    "how to play, for a first Sudoku"
  }

  var rulesDetails: String {
    "how to play, for someone who has never solved a Sudoku, in "
      + "\(RulesPage.allCases.count) pages: " + ShellCommand.rulesTopics
      + " (rules 2 for the second; help rules is the first)"
  }

  var quitSummary: String {
    "leave (Ctrl-D too); everything is saved"
  }

  var quitDetails: String {
    "leave the shell (Ctrl-D too); progress and the study game are saved"
  }
}
