import Academy
import SudokuCore

/// What the shell says about its line history file when it cannot use it: unreadable, too
/// large, foreign or unsaved, and that the history then lives for this session only.
protocol HistoryWords: Sendable {
  /// `could not read \(path); it was left as it was and `
  func couldNotRead(path: String) -> String

  /// `history: \(path) is \(size) bytes, over the \(DurableFileError.bytes(limit)) a histo…`
  func tooLarge(path: String, size: Int, limit: Int, kept: String) -> String

  /// `history: \(path) was not written by sudoku-academy; it was kept as \(kept) and a new…`
  func foreign(path: String, kept: String) -> String

  /// `history: could not save to \(path) (\(error)); the previous file was left as it was`
  func couldNotSave(path: String, error: String) -> String

  /// What starts every history message: `history: `.
  var prefix: String { get }

  /// `history will be kept for this session only`
  var sessionOnly: String { get }

  /// `writing \(path)`
  func writing(_ path: String) -> String
}
