import Academy
import SudokuCore

/// The words the board renderer writes beside a board: the legend of its marks (the marks
/// themselves are the same in every language), a digit's own view, and a board too wide.
protocol BoardWords: Sendable {
  /// The legend's label: `Marks:`.
  var label: String { get }

  /// `[5] given`.
  var given: String { get }

  /// `(5) placed`.
  var placed: String { get }

  /// `* pattern cell`.
  var patternCell: String { get }

  /// `> target`.
  var target: String { get }

  /// `x7 removed candidate`.
  var removed: String { get }

  /// `This board needs a terminal \(needed) columns wide (this one is \(columns)): widen i…`
  func tooNarrow(needed: Int, columns: Int) -> String
  /// In place of a lesson's example board too wide to draw (`guide`), where `board` would show
  /// the open game, not the example: `The example's board needs a terminal 63 columns wide (this
  /// one is 60); the text below walks through it.`
  func exampleTooNarrow(needed: Int, columns: Int) -> String

  /// `7 your marks`: in notes mode the candidates drawn are the learner's own pencil marks.
  var yourMarks: String { get }
  /// `board 4` in notes mode: `Digit 4: [4] given, (4) placed (5 of 9 in all), 4 in your marks
  /// (6 cells)`.
  func digitViewOfMarks(digit: Int, placed: Int, marked: Int) -> String
  /// `Digit \(digit): [\(digit)] given, (\(digit)) placed (\(placed) of 9 in all), \(digit…`
  func digitView(digit: Int, placed: Int, open: Int) -> String
}
