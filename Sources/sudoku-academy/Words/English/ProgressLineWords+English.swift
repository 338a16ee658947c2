import Academy
import SudokuCore

struct EnglishProgressLineWords: ProgressLineWords {
  var decimalPoint: String {
    "."
  }

  func done(count: String) -> String {
    "\(count) done"
  }

  func left(_ time: String) -> String {
    "\(time) left"
  }

  var thousandsSeparator: Character {
    ","
  }
}
