import Academy
import SudokuCore

struct PortugueseProgressLineWords: ProgressLineWords {
  var decimalPoint: String {
    ","
  }

  func done(count: String) -> String {
    "\(count) feitos"
  }

  func left(_ time: String) -> String {
    "faltam \(time)"
  }

  var thousandsSeparator: Character {
    "."
  }
}
