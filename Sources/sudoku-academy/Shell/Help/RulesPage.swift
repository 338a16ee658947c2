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
    case .rule: "the rule"
    case .candidates: "candidates"
    case .board: "the board"
    case .answers: "answers"
    case .stuck: "hints, reveals and undo"
    }
  }

  /// The page's heading: `How to play · 3 of 5 · the board`.
  func title(dot: String) -> String {
    "How to play \(dot) \(rawValue) of \(Self.allCases.count) \(dot) \(topic)"
  }

  /// The last line: the next page, or (on the last) where to go from here.
  var footer: String {
    guard let next = RulesPage(rawValue: rawValue + 1) else {
      return "That is all: lesson 1 starts the first lesson, study easy a whole puzzle."
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
        "A Sudoku is a grid of 81 cells: 9 rows, 9 columns and 9 boxes of 3×3 cells, together "
          + "called houses. Fill every empty cell with a digit from 1 to 9 so that each house "
          + "holds each digit once. A good puzzle has one solution, and reasoning alone reaches "
          + "it: you never have to guess."),
      .gap,
      .prose(
        "A cell is named by its row and column: r3c5 is row 3 (from the top), column 5 (from "
          + "the left). Boxes count as you read: " + "box 1".keptTogether + " top left, "
          + "box 3".keptTogether + " top right, " + "box 9".keptTogether + " bottom right."),
      .gap,
      .terms([
        ("given", "a digit the puzzle starts with; it never changes"),
        ("placed", "a digit written in since: by you, by a reveal, or by the steps before a drill"),
        (
          "conflict",
          "a digit that repeats one in its row, column or box: it can't be right. A study game "
            + "refuses it and counts a mistake; a wrong digit that repeats nothing stays until "
            + "check or a hint finds it"
        ),
      ]),
    ]
  }

  private static func candidatesPage(_ grid: Grid) -> [Part] {
    let cell = candidateCell
    func digits(_ house: House) -> [Int] {
      house.cells.map { grid.digit(at: $0) }.filter { $0 != 0 }.sorted()
    }
    let row = digits(.row(cell.row))
    let box = digits(.box(cell.box))
    let columnOnly = digits(.column(cell.column)).filter { !row.contains($0) && !box.contains($0) }
    let candidates = grid.candidates(at: cell).map(String.init)
    return [
      .prose(
        "A candidate is a digit a cell can still take. The board writes each empty cell's "
          + "candidates in it; here is the top of one, drawn compact:"),
      .board(.compact),
      .prose(
        "[\(grid.digit(at: givenCell))] is a given, (\(grid.digit(at: placedCell))) a placed "
          + "digit, and \(candidates.joined()) are the candidates of \(cell): its row holds "
          + "\(listed(row.map(String.init))) and its box \(listed(box.map(String.init))); its "
          + "column, further down, "
          + (columnOnly.isEmpty
            ? "adds no other digit" : "adds \(listed(columnOnly.map(String.init)))")
          + ", so only \(listed(candidates)) are left."),
      .gap,
      .prose(
        "Solving is removing candidates, by reasoning, until a cell has one left or a digit has "
          + "one place left in a house; then that digit is placed. A technique is a pattern of "
          + "candidates that proves a removal or a placement: each lesson teaches one, the "
          + "simplest first."),
      .gap,
      .prose(
        "In a drill the board comes from a puzzle solved part way, and earlier steps may have "
          + "removed some candidates already: answers are judged on the candidates shown."),
    ]
  }

  private static var boardPage: [Part] {
    [
      .prose(
        "The compact board has one line per row: row numbers run down the left, column numbers "
          + "along the top, and the frame marks the boxes. The full board gives every digit its "
          + "own place in a cell: 1 top left, 5 in the middle, 9 bottom right. Row 1 again, "
          + "full:"),
      .board(.full),
      .prose(
        "Boards are full when the whole board fits the terminal, else compact; "
          + "board full".keptTogether + ", " + "board compact".keptTogether + " or "
          + "board auto".keptTogether + " chooses. With a drill or a puzzle open, "
          + "board 4".keptTogether + " shows only the 4s: where 4 is placed and where it can "
          + "still go."),
      .gap,
      .prose("Under every board a line names the marks it uses:"),
      .terms([
        ("[5]", "a given"),
        ("(5)", "a placed digit"),
        ("*", "a pattern cell, marked by a hint or show"),
        ("x7", "a candidate the step removes, struck through in colour"),
        (">", "the cell a study game's reveal leads to"),
      ]),
    ]
  }

  private static var answersPage: [Part] {
    [
      .prose("Answers use the notation of the HoDoKu solver (case and spaces don't matter):"),
      .fixed(
        """
          r3c5=7           place 7 in r3c5 (r3c5:7 too)
          r3c5<>7          remove the candidate 7 from r3c5 (r3c5-7 and -7r3c5 too)
          r1c789<>5        remove 5 from r1c7, r1c8 and r1c9
          r12c1<>3         remove 3 from r1c1 and r2c1
          r8c7<>39         remove 3 and 9 from r8c7
          r1c7<>5 r2c7<>5  several parts on one line (spaces or commas between)
        """),
      .prose("A placement names one cell and one digit: r12c1=3 is refused."),
      .gap,
      .prose(
        "lesson 1 (or lesson hidden-single) opens the first lesson and a drill: a board with at "
          + "least one instance of the lesson's technique. Answer with what an instance does, "
          + "its placement or its removals, one or several: any true instance counts. review "
          + "mixes the techniques you have started, without naming which."),
      .gap,
      .prose(
        "Your first judged answer decides the drill's mastery step (a technique is mastered at "
          + "\(TechniqueProgress.maximumMastery)). Input that can't be read, the wrong kind of "
          + "answer (a placement where the lesson removes candidates) and a filled cell are not "
          + "judged: try again. A miss is explained; drill opens the next drill."),
    ]
  }

  private static var stuckPage: [Part] {
    let levels = Difficulty.allCases.map(\.rawValue)
    let caps = Difficulty.allCases.map {
      "\($0.rawValue) \(StudyLevel($0).revealCap)".keptTogether
    }
    return [
      .prose("In a drill:"),
      .terms([
        (
          "hint",
          "where to look: a house and a digit; hint again marks the pattern on the board; a "
            + "third time says show is next"
        ),
        ("show", "one instance marked on the board, its step and why it holds"),
        ("skip", "show, and the drill closes"),
      ]),
      .prose("Each costs the drill's mastery step; after hint or show you can still answer."),
      .gap,
      .prose(
        "study \(levels[0]) (or \(listed(Array(levels.dropFirst()), or: true))) opens a whole "
          + "puzzle, saved as you go; moves use the answer notation, several on a line, and "
          + "r3c5=0 clears a digit you placed."),
      .terms([
        (
          "hint",
          "where to look and with what; hint again (or show) is a reveal: the step marked, "
            + "explained and applied. Reveals a game: " + caps.joined(separator: ", ")
        ),
        (
          "undo",
          "takes back the last line of moves or a reveal (up to \(StudyGame.undoLimit)); it "
            + "refunds no hint and erases no mistake"
        ),
        ("check", "names the cells holding a wrong digit (it counts as a hint)"),
        (
          "practise",
          "opens the lesson of the technique the last hint named; back returns to the puzzle"
        ),
      ]),
      .prose("help lists the commands of what is open; sound off silences the bell."),
    ]
  }
}
