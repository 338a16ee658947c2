import Academy
import SudokuCore

struct EnglishHistoryWords: HistoryWords {
  func couldNotRead(path: String) -> String {
    "could not read \(path); it was left as it was and "
  }

  func tooLarge(path: String, size: Int, limit: Int, kept: String) -> String {
    "history: \(path) is \(size) bytes, over the \(DurableFileError.bytes(limit)) a "
      + "history file may hold; it was kept as \(kept), unread, and a new history started"
  }

  func foreign(path: String, kept: String) -> String {
    "history: \(path) was not written by sudoku-academy; it was kept as \(kept) and a new "
      + "history started"
  }

  func couldNotSave(path: String, error: String) -> String {
    "history: could not save to \(path) (\(error)); the previous file was left as it was"
  }

  var prefix: String {
    "history: "
  }

  var sessionOnly: String {
    "history will be kept for this session only"
  }

  func writing(_ path: String) -> String {
    "writing \(path)"
  }
}
