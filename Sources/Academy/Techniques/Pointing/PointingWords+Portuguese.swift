import SudokuCore

struct PortuguesePointingWords: PointingWords {
  func missOpening(_ candidate: Candidate) -> String {
    "nenhum apontamento elimina o \(candidate.digit) de \(candidate.cell): "
  }

  var missRule: String {
    ". O apontamento só elimina um dígito da linha ou coluna onde ficam todos os seus "
      + "candidatos numa caixa."
  }

  func block(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    func on(_ spread: [Int], _ kind: House.Kind) -> String {
      (spread.count == 1 ? "na " : "nas ") + lines(spread, kind)
    }
    switch block {
    case .placed(let box, let cell):
      return "a \(box.spelledOut) já tem o seu \(digit) (\(cell))"
    case .singleLeft(let box, let cell):
      return "na \(box.spelledOut) resta um só \(digit) (\(cell)) \u{2014} um único escondido, "
        + "não um apontamento"
    case .otherLine(let box, let spread, let kind, let line):
      return "os \(digit) da \(box.spelledOut) estão \(on(spread, kind)), não na \(line.spelledOut)"
    case .notConfined(let box, let spread, let kind):
      return "na \(box.spelledOut) os \(digit) estão \(on(spread, kind)) \u{2014} não ficam "
        + "numa só \(kind.name)"
    }
  }

  func patternCandidate(_ candidate: Candidate, box: House, line: House) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "\(cell) é uma das casas de onde os \(digit) da \(box.spelledOut) apontam \u{2014} o "
      + "apontamento elimina o \(digit) do resto da \(line.spelledOut), nunca das casas da "
      + "própria caixa."
  }
}
