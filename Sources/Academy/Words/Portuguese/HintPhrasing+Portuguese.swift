import SudokuCore

struct PortugueseHintPhrasing: HintPhrasing {
  let then = ", depois "

  func passedOver(_ names: String) -> String {
    "(Há eliminações mais simples \u{2014} \(names) \u{2014} mas nenhuma leva a um único.)"
  }

  func lead(_ what: String, in houses: [House]) -> String {
    "\(what) \(StepWords.houses(houses, .in))"
  }

  func fullHouse(in houses: [House]) -> String {
    "a última casa vazia \(StepWords.houses(houses, .of))"
  }

  func lookAt(_ houses: [House], digits: DigitSet) -> String {
    let place = StepWords.houses(houses, .none)
    switch digits.count {
    case 0: return "Observe \(place)."
    case 1: return "Observe \(place) e o dígito \(digits.first!)."
    default: return "Observe \(place) e os dígitos \(digitList(digits))."
    }
  }

  func differentDigits(_ count: Int) -> String {
    count == 1 ? "É um só dígito" : "São \(Phrasing.number(count)) dígitos diferentes"
  }

  func lostEarlier(_ digits: [Int]) -> String {
    let lost = listed(digits.map(String.init))
    return "essa casa perdeu antes "
      + (digits.count == 1 ? "o outro candidato, \(lost)," : "os outros candidatos, \(lost),")
      + " como mostra a grelha"
  }
}
