import Academy
import SudokuCore

struct EnglishScreenFitWords: ScreenFitWords {
  func nextPart(part: Int, count: Int, dash: String) -> String {
    "\(dash) Enter for part \(part) of \(count) \(dash)"
  }

  func nextGuidePart(command: String, part: Int, count: Int, dash: String) -> String {
    "\(dash) Enter or \(command.keptTogether) for part \(part) of \(count) \(dash)"
  }

  func notAGuidePart(_ word: String, key: String, count: Int) -> String {
    count == 1
      ? "guide \(key) is one part on this screen, not '\(word)'."
      : "guide \(key) has \(count) parts on this screen: 1 to \(count), not '\(word)'."
  }

  var oneDigitAtATime: String {
    "Meanwhile " + "board 1".keptTogether + " to " + "board 9".keptTogether
      + " show one digit at a time."
  }

  func boxesShown(_ boxes: Int, needed: Int) -> String {
    (boxes == 1 ? "(Only the first box across" : "(Only the first \(boxes) boxes across")
      + ": the whole board needs a terminal \(needed) columns wide.)"
  }
}
