import Academy
import SudokuCore

/// The pages of `rules` (and `help rules`): how to play, for someone who has never solved a
/// Sudoku — the rule, candidates, the board, answers, and help when stuck.
///
/// Pages rather than one long text, so each fits a screen of 80×24 with the prompt under it and
/// nothing scrolls away unread; every page ends saying which page comes next. The words live here
/// once, as typed parts (prose the screen wraps, terms drawn as help rows, fixed examples). The
/// boards the pages talk about are drawn by the real renderer from `example`, and the digits the
/// words name are read from that board, so a page cannot describe a board the program does not
/// draw. Counts (reveals per level, the undo depth, mastery steps) are read from the code.
enum RulesPage: Int, CaseIterable {
  case rule = 1
  case candidates, board, answers, stuck

  /// One piece of a page.
  enum Part {
    /// A paragraph, wrapped to the terminal.
    case prose(String)
    /// Terms and what they mean, in a column like `help`'s rows.
    case terms([(term: String, meaning: String)])
    /// Lines shown as written.
    case fixed(String)
    /// The top of `example` in one view, drawn by the board renderer.
    case board(BoardView)
    /// A blank line between groups.
    case gap
  }

  /// What the page is about, as its title and `help rules` say.
  var topic: String {
    switch self {
    case .rule: Language.current.rulesWords.ruleTopic
    case .candidates: Language.current.rulesWords.candidatesTopic
    case .board: Language.current.rulesWords.boardTopic
    case .answers: Language.current.rulesWords.answersTopic
    case .stuck: Language.current.rulesWords.stuckTopic
    }
  }

  /// The page's heading: `How to play · 3 of 5 · the board` (`Como jogar · 3 de 5 · a grelha`).
  func title(dot: String) -> String {
    let count = Self.allCases.count
    return Language.current.rulesWords.title(dot: dot, page: rawValue, count: count, topic: topic)
  }

  /// The last line: the next page, or (on the last) where to go from here.
  var footer: String {
    guard let next = RulesPage(rawValue: rawValue + 1) else {
      return Language.current.rulesWords.lastFooter
    }
    return "rules \(next.rawValue): \(next.topic)."
  }

  // MARK: The example board

  /// The puzzle the pages draw, with one digit placed in it.
  static let examplePuzzle =
    ".2.68....7...149..43..958......2.7..6.45.712..79..1.83.92.5.3..3.687..5..173..698"
  /// The cells the words name: a given, the placed digit, a cell with candidates.
  static let givenCell = Cell(row: 0, column: 1)
  static let placedCell = Cell(row: 0, column: 5)
  static let candidateCell = Cell(row: 0, column: 0)

  /// The example position: the puzzle's givens and `placedCell`'s digit of the solution, with
  /// the candidates the digits leave (nothing else removed).
  static var example: Grid {
    let puzzle = Puzzle(text: examplePuzzle)!
    var grid = Grid(givens: puzzle)
    grid.place(Solver.solve(puzzle)![placedCell], at: placedCell)
    return grid
  }

  /// How many lines of a drawn board a page shows: the column numbers, the top border, and the
  /// first three rows (compact) or the first row's three lines (full).
  static let excerptLines = 5

  // MARK: The words

  /// The page's parts, in order.
  var parts: [Part] {
    switch self {
    case .rule: Self.rulePage
    case .candidates: Self.candidatesPage(Self.example)
    case .board: Self.boardPage
    case .answers: Self.answersPage
    case .stuck: Self.stuckPage
    }
  }

  private static var rulePage: [Part] {
    [
      .prose(
        Language.current.rulesWords.theRule),
      .gap,
      .prose(
        Language.current.rulesWords.cellNames),
      .gap,
      .terms([
        (
          Language.current.rulesWords.givenTerm,
          Language.current.rulesWords.givenMeaning
        ),
        (
          Language.current.rulesWords.placedTerm,
          Language.current.rulesWords.placedMeaning
        ),
        (
          Language.current.rulesWords.conflictTerm,
          Language.current.rulesWords.conflictMeaning
        ),
      ]),
    ]
  }

  private static func candidatesPage(_ grid: Grid) -> [Part] {
    let cell = candidateCell
    func digits(_ house: House) -> [String] {
      house.cells.map { grid.digit(at: $0) }.filter { $0 != 0 }.sorted().map(String.init)
    }
    let row = digits(.row(cell.row))
    let box = digits(.box(cell.box))
    let columnOnly = digits(.column(cell.column)).filter { !row.contains($0) && !box.contains($0) }
    let candidates = grid.candidates(at: cell).map(String.init)
    let given = "[\(grid.digit(at: givenCell))]"
    let placed = "(\(grid.digit(at: placedCell)))"
    return [
      .prose(
        Language.current.rulesWords.candidatesIntro),
      .board(.compact),
      .prose(
        Language.current.rulesWords.candidatesExample(
          given: given, placed: placed, candidates: candidates, cell: cell, row: row, box: box,
          columnOnly: columnOnly)),
      .gap,
      .prose(
        Language.current.rulesWords.solving),
      .gap,
      .prose(
        Language.current.rulesWords.drillCandidates),
    ]
  }

  private static var boardPage: [Part] {
    [
      .prose(
        Language.current.rulesWords.boardLayout),
      .board(.full),
      .prose(
        Language.current.rulesWords.boardViews),
      .gap,
      .prose(
        Language.current.rulesWords.marksIntro),
      .terms([
        ("[5]", Language.current.rulesWords.givenMark),
        ("(5)", Language.current.rulesWords.placedMark),
        (
          "*",
          Language.current.rulesWords.patternMark
        ),
        (
          "x7",
          Language.current.rulesWords.removedMark
        ),
        (
          ">",
          Language.current.rulesWords.targetMark
        ),
      ]),
    ]
  }

  private static var answersPage: [Part] {
    [
      .prose(
        Language.current.rulesWords.answersIntro),
      .fixed(
        Language.current.rulesWords.answerForms),
      .prose(
        Language.current.rulesWords.onePlacement),
      .gap,
      .prose(
        Language.current.rulesWords.drillAnswers),
      .gap,
      .prose(
        Language.current.rulesWords.judging),
    ]
  }

  private static var stuckPage: [Part] {
    let levels = Difficulty.allCases.map(\.rawValue)
    let others = listed(Array(levels.dropFirst()), or: true)
    let caps = StudyText.revealCaps.map(\.keptTogether).joined(separator: ", ")
    return [
      .prose(Language.current.rulesWords.inADrill),
      .terms([
        (
          "hint",
          Language.current.rulesWords.drillHint
        ),
        (
          "show",
          Language.current.rulesWords.drillShow
        ),
        ("skip", Language.current.rulesWords.drillSkip),
      ]),
      .prose(
        Language.current.rulesWords.helpCosts),
      .gap,
      .prose(
        Language.current.rulesWords.studyOpens(first: levels[0], others: others)),
      .terms([
        (
          "hint",
          Language.current.rulesWords.studyHint(caps: caps)
        ),
        (
          "undo",
          Language.current.rulesWords.studyUndo
        ),
        (
          "check",
          Language.current.rulesWords.studyCheck
        ),
        (
          "practise",
          Language.current.rulesWords.studyPractise
        ),
      ]),
      .prose(
        Language.current.rulesWords.lastWords),
    ]
  }
}
