import Academy
import SudokuCore

struct EnglishRulesWords: RulesWords {
  var ruleTopic: String {
    "the rule"
  }

  var candidatesTopic: String {
    "candidates"
  }

  var boardTopic: String {
    "the board"
  }

  var answersTopic: String {
    "answers"
  }

  var stuckTopic: String {
    "hints, reveals and undo"
  }

  var howToPlay: String {
    "How to play"
  }

  func pageNumber(_ page: Int, of count: Int) -> String {
    "\(page) of \(count)"
  }

  var lastFooter: String {
    "That is all: lesson 1 starts the first lesson, study easy a whole puzzle."
  }

  var theRule: String {
    "A Sudoku is a grid of 81 cells: 9 rows, 9 columns and 9 boxes of 3×3 cells, "
      + "together called houses. Fill every empty cell with a digit from 1 to 9 so that "
      + "each house holds each digit once. A good puzzle has one solution, and reasoning "
      + "alone reaches it: you never have to guess."
  }

  var cellNames: String {
    "A cell is named by its row and column: r3c5 is row 3 (from the top), column 5 "
      + "(from the left). Boxes count as you read: " + "box 1".keptTogether + " top left, "
      + "box 3".keptTogether + " top right, " + "box 9".keptTogether + " bottom right."
  }

  var givenTerm: String {
    "given"
  }

  var givenMeaning: String {
    "a digit the puzzle starts with; it never changes"
  }

  var placedTerm: String {
    "placed"
  }

  var placedMeaning: String {
    "a digit written in since: by you, by a reveal, or by the steps before a drill"
  }

  var conflictTerm: String {
    "conflict"
  }

  var conflictMeaning: String {
    "a digit that repeats one in its row, column or box: it can't be right. A study "
      + "game refuses it and counts a mistake; a wrong digit that repeats nothing stays "
      + "until check or a hint finds it"
  }

  var candidatesIntro: String {
    "A candidate is a digit a cell can still take. The board writes each empty cell's "
      + "candidates in it; here is the top of one, drawn compact:"
  }

  func candidatesExample(
    given: String, placed: String, candidates: [String], cell: Cell, row: [String], box: [String],
    columnOnly: [String]
  ) -> String {
    "\(given) is a given, \(placed) a placed digit, and \(candidates.joined()) are the "
      + "candidates of \(cell): its row holds \(listed(row)) and its box \(listed(box)); "
      + "its column, further down, "
      + (columnOnly.isEmpty ? "adds no other digit" : "adds \(listed(columnOnly))")
      + ", so only \(listed(candidates)) are left."
  }

  var solving: String {
    "Solving is removing candidates, by reasoning, until a cell has one left or a "
      + "digit has one place left in a house; then that digit is placed. A technique is a "
      + "pattern of candidates that proves a removal or a placement: each lesson teaches "
      + "one, the simplest first."
  }

  var drillCandidates: String {
    "In a drill the board comes from a puzzle solved part way, and earlier steps may "
      + "have removed some candidates already: answers are judged on the candidates shown."
  }

  var boardLayout: String {
    "The compact board has one line per row: row numbers run down the left, column "
      + "numbers along the top, and the frame marks the boxes. The full board gives every "
      + "digit its own place in a cell: 1 top left, 5 in the middle, 9 bottom right. Row 1 "
      + "again, full:"
  }

  var boardViews: String {
    "Boards are full when the whole board fits the terminal, else compact; "
      + "board full".keptTogether + ", " + "board compact".keptTogether + " or "
      + "board auto".keptTogether + " chooses. With a drill or a puzzle open, "
      + "board 4".keptTogether + " shows only the 4s: where 4 is placed and where it can "
      + "still go."
  }

  var marksIntro: String {
    "Under every board a line names the marks it uses:"
  }

  var givenMark: String {
    "a given"
  }

  var placedMark: String {
    "a placed digit"
  }

  var patternMark: String {
    "a pattern cell, marked by a hint or show"
  }

  var removedMark: String {
    "a candidate the step removes, struck through in colour"
  }

  var targetMark: String {
    "the cell a study game's reveal leads to"
  }

  var answersIntro: String {
    "Answers use the notation of the HoDoKu solver (case and spaces don't matter):"
  }

  var answerForms: String {
    """
      r3c5=7           place 7 in r3c5 (r3c5:7 too)
      r3c5<>7          remove the candidate 7 from r3c5 (r3c5-7 and -7r3c5 too)
      r1c789<>5        remove 5 from r1c7, r1c8 and r1c9
      r12c1<>3         remove 3 from r1c1 and r2c1
      r8c7<>39         remove 3 and 9 from r8c7
      r1c7<>5 r2c7<>5  several parts on one line (spaces or commas between)
    """
  }

  var onePlacement: String {
    "A placement names one cell and one digit: r12c1=3 is refused."
  }

  var drillAnswers: String {
    "lesson 1 (or lesson hidden-single) opens the first lesson and a drill: a board "
      + "with at least one instance of the lesson's technique. Answer with what an "
      + "instance does, its placement or its removals, one or several: any true instance "
      + "counts. review mixes the techniques you have started, without naming which."
  }

  var judging: String {
    "Your first judged answer decides the drill's mastery step (a technique is "
      + "mastered at \(TechniqueProgress.maximumMastery)). Input that can't be read, the "
      + "wrong kind of answer (a placement where the lesson removes candidates) and a "
      + "filled cell are not judged: try again. A miss is explained; drill opens the next "
      + "drill."
  }

  var inADrill: String {
    "In a drill:"
  }

  var drillHint: String {
    "where to look: a house and a digit; hint again marks the pattern on the board; "
      + "a third time says show is next"
  }

  var drillShow: String {
    "one instance marked on the board, its step and why it holds"
  }

  var drillSkip: String {
    "show, and the drill closes"
  }

  var helpCosts: String {
    "Each costs the drill's mastery step; after hint or show you can still answer."
  }

  func studyOpens(first: String, others: String) -> String {
    "study \(first) (or \(others)) opens a whole puzzle, saved as you go; moves "
      + "use the answer notation, several on a line, and r3c5=0 clears a digit you placed."
  }

  func studyHint(caps: String) -> String {
    "where to look and with what; hint again (or show) is a reveal: the step "
      + "marked, explained and applied. Reveals a game: " + caps
  }

  var studyUndo: String {
    "takes back the last line of moves or a reveal (up to \(StudyGame.undoLimit)); "
      + "it refunds no hint and erases no mistake"
  }

  var studyCheck: String {
    "names the cells holding a wrong digit (it counts as a hint)"
  }

  var studyPractise: String {
    "opens the lesson of the technique the last hint named; back returns to the "
      + "puzzle"
  }

  var lastWords: String {
    "help lists the commands of what is open; sound off silences the bell."
  }
}
