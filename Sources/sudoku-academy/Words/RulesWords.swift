import Academy
import SudokuCore

/// The pages of `rules`: how to play, for someone who has never solved a Sudoku. Each page's
/// topic, its heading and footer, and the paragraphs and terms `RulesPage` lays out in order (the
/// order is the page's; only the sentences are the language's).
protocol RulesWords: Sendable {
  /// `the rule`
  var ruleTopic: String { get }

  /// `candidates`
  var candidatesTopic: String { get }

  /// `the board`
  var boardTopic: String { get }

  /// `answers`
  var answersTopic: String { get }

  /// `hints, reveals and undo`
  var stuckTopic: String { get }

  /// The heading's first words: `How to play`.
  var howToPlay: String { get }

  /// Which page of how many: `3 of 5`.
  func pageNumber(_ page: Int, of count: Int) -> String

  /// `That is all: lesson 1 starts the first lesson, study easy a whole puzzle.`
  var lastFooter: String { get }

  /// `A Sudoku is a grid of 81 cells: 9 rows, 9 columns and 9 boxes of 3×3 cells, together…`
  var theRule: String { get }

  /// `A cell is named by its row and column: r3c5 is row 3 (from the top), column 5 (from…`
  var cellNames: String { get }

  /// `given`
  var givenTerm: String { get }

  /// `a digit the puzzle starts with; it never changes`
  var givenMeaning: String { get }

  /// `placed`
  var placedTerm: String { get }

  /// `a digit written in since: by you, by a reveal, or by the steps before a drill`
  var placedMeaning: String { get }

  /// `conflict`
  var conflictTerm: String { get }

  /// `a digit that repeats one in its row, column or box: it can't be right. A study game…`
  var conflictMeaning: String { get }

  /// `A candidate is a digit a cell can still take. The board writes each empty cell's can…`
  var candidatesIntro: String { get }

  /// `\(given) is a given, \(placed) a placed digit, and \(candidates.joined()) are the ca…`
  func candidatesExample(
    given: String, placed: String, candidates: [String], cell: Cell, row: [String], box: [String],
    columnOnly: [String]
  ) -> String

  /// `Solving is removing candidates, by reasoning, until a cell has one left or a digit h…`
  var solving: String { get }

  /// `In a drill the board comes from a puzzle solved part way, and earlier steps may have…`
  var drillCandidates: String { get }

  /// `The compact board has one line per row: row numbers run down the left, column number…`
  var boardLayout: String { get }

  /// `Boards are full when the whole board fits the terminal, else compact; board full\(.k…`
  var boardViews: String { get }

  /// `Under every board a line names the marks it uses:`
  var marksIntro: String { get }

  /// `a given`
  var givenMark: String { get }

  /// `a placed digit`
  var placedMark: String { get }

  /// `a pattern cell, marked by a hint or show`
  var patternMark: String { get }

  /// `a candidate the step removes, struck through in colour`
  var removedMark: String { get }

  /// `the cell a study game's reveal leads to`
  var targetMark: String { get }

  /// `Answers use the notation of the HoDoKu solver (case and spaces don't matter):`
  var answersIntro: String { get }

  /// `r3c5=7 place 7 in r3c5 (r3c5:7 too) …`
  var answerForms: String { get }

  /// `A placement names one cell and one digit: r12c1=3 is refused.`
  var onePlacement: String { get }

  /// `lesson 1 (or lesson hidden-single) opens the first lesson and a drill: a board with…`
  var drillAnswers: String { get }

  /// `Your first judged answer decides the drill's mastery step (a technique is mastered a…`
  var judging: String { get }

  /// `In a drill:`
  var inADrill: String { get }

  /// `where to look: a house and a digit; hint again marks the pattern on the board; a thi…`
  var drillHint: String { get }

  /// `one instance marked on the board, its step and why it holds`
  var drillShow: String { get }

  /// `show, and the drill closes`
  var drillSkip: String { get }

  /// `Each costs the drill's mastery step; after hint or show you can still answer.`
  var helpCosts: String { get }

  /// `study \(first) (or \(others)) opens a whole puzzle, saved as you go; moves use the a…`
  func studyOpens(first: String, others: String) -> String

  /// `where to look and with what; hint again (or show) is a reveal: the step marked, expl…`
  func studyHint(caps: String) -> String

  /// `takes back the last line of moves or a reveal (up to \(StudyGame.undoLimit)); it ref…`
  var studyUndo: String { get }

  /// `names the cells holding a wrong digit (it counts as a hint)`
  var studyCheck: String { get }

  /// `opens the lesson of the technique the last hint named; back returns to the puzzle`
  var studyPractise: String { get }

  /// `help lists the commands of what is open; sound off silences the bell.`
  var lastWords: String { get }
}

extension RulesWords {
  /// A page's heading, its parts joined by `dot`: `How to play · 3 of 5 · the board`.
  func title(dot: String, page: Int, count: Int, topic: String) -> String {
    "\(howToPlay) \(dot) \(pageNumber(page, of: count)) \(dot) \(topic)"
  }
}
