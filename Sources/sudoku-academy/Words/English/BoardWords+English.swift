import Academy
import SudokuCore

struct EnglishBoardWords: BoardWords {
  var label: String {
    "Marks:"
  }

  var given: String {
    "given"
  }

  var placed: String {
    "placed"
  }

  var patternCell: String {
    "pattern cell"
  }

  var target: String {
    "target"
  }

  var removed: String {
    "removed candidate"
  }

  func tooNarrow(needed: Int, columns: Int) -> String {
    "This board needs a terminal \(needed) columns wide (this one is \(columns)): widen it, "
      + "and board shows the board again."
  }

  func exampleTooNarrow(needed: Int, columns: Int) -> String {
    "The example's board needs a terminal \(needed) columns wide (this one is \(columns)); the "
      + "text below walks through it."
  }

  var yourMarks: String { "your marks (notes on)" }

  func digitViewOfMarks(digit: Int, placed: Int, marked: Int) -> String {
    "Digit \(digit): [\(digit)] given, (\(digit)) placed (\(placed) of 9 in all), "
      + "\(digit) in your marks (\(marked) " + (marked == 1 ? "cell)" : "cells)")
  }

  func digitView(digit: Int, placed: Int, open: Int) -> String {
    "Digit \(digit): [\(digit)] given, (\(digit)) placed (\(placed) of 9 in all), "
      + "\(digit) still a candidate (\(open) cells)"
  }
}
