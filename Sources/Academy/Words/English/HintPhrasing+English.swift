import SudokuCore

struct EnglishHintPhrasing: HintPhrasing {
  let then = ", then "

  func passedOver(_ names: String) -> String {
    "(Simpler eliminations are there \u{2014} \(names) \u{2014} but none leads to a single.)"
  }

  func lead(_ what: String, in houses: [House]) -> String {
    "\(what) in \(StepWords.houses(houses))"
  }

  func fullHouse(in houses: [House]) -> String { lead("a full house", in: houses) }

  func lookAt(_ houses: [House], digits: DigitSet) -> String {
    let place = StepWords.houses(houses)
    switch digits.count {
    case 0: return "Look at \(place)."
    case 1: return "Look at \(place) and the digit \(digits.first!)."
    default: return "Look at \(place) and the digits \(digitList(digits))."
    }
  }

  func differentDigits(_ count: Int) -> String {
    "They are \(Phrasing.number(count)) different digits"
  }

  func lostEarlier(_ digits: [Int]) -> String {
    let lost = listed(digits.map(String.init))
    return "that cell lost its other "
      + (digits.count == 1 ? "candidate, \(lost)," : "candidates, \(lost),")
      + " earlier, as the board shows"
  }
}
