import SudokuCore

/// Why a line of study moves can't be read, as facts; the words are `ReadingErrorWords`.
///
/// A line is the answer notation (`r3c5=7 r1c7<>5`), `r3c5=0` to clear, or `clear`/`restore`
/// followed by cells: `clear` alone is `.needsCell(.clear)`, `restore r3` is
/// `.notACell("r3", command: .restore)`.
public enum StudyMoveError: Error, Hashable, Sendable {
  /// The moves are not the answer notation.
  case notation(NotationError)
  /// `clear` or `restore` with no cell after it.
  case needsCell(Command)
  /// A word after `clear` or `restore` that is not a cell, as typed (lower-cased).
  case notACell(String, command: Command)
  /// `r3c5+` with no digit 1–9 after the plus, as typed (lower-cased).
  case marksNeedDigits(String)

  /// The study game's commands that take cells rather than answers.
  public enum Command: String, Hashable, Sendable {
    case clear, restore
  }
}
