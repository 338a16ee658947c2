import SudokuCore

/// The sentence of every reading error, the words behind `ReadingErrorWords`: an answer
/// (`NotationError`), a puzzle or position (`FormatError`), a line of study moves
/// (`StudyMoveError`) and a pasted puzzle (`StudyPasteProblem`).
///
/// Each message says what was expected and, where it helps, what to type instead. Cells, moves,
/// commands and the characters quoted stay as typed, in every language.
protocol ReadingWords: Sendable {
  /// What to type, closing the messages about an answer's shape: `type a placement like r3c5=7
  /// or an elimination like r1c7<>5`.
  var answerExample: String { get }
  /// An answer that can't be read (no capital, no full stop: it is quoted): `there is no row 10
  /// (rows and columns go from 1 to 9) — type a placement like r3c5=7 …`.
  func notation(_ error: NotationError) -> String
  /// What the reader expected: `a digit 1–9`, `a cell like r3c5`.
  func expected(_ expected: NotationError.Expected) -> String
  /// Where: `at the end`, `at “x” (character 4)`.
  func place(_ place: NotationError.Place) -> String
  /// A puzzle or position that can't be read (no capital, no full stop: the batch commands print
  /// it after `line 17: `): `only 80 cells: a puzzle is 81 characters, row by row, …`.
  func format(_ error: FormatError) -> String
  /// A library line's field by its name in `docs/formats.md`: `deleted candidates`,
  /// `eliminations`, `placements`.
  func fieldName(_ field: FormatError.LibraryField) -> String
  /// `undo needs a cell, like undo r3c5`.
  func needsCell(_ command: String) -> String
  /// `“x” is not a cell: restore takes cells like r3c5`.
  func notACell(_ word: String, command: String) -> String
  /// `“r3c5+” needs digits 1 to 9 after the +: marks are written like r3c5+47`.
  func marksNeedDigits(_ word: String) -> String
  /// Why a pasted puzzle can't be studied, one sentence: `This puzzle has no solution: nothing to
  /// study.`
  func paste(_ problem: StudyPasteProblem) -> String
}
