import SudokuCore

struct PortugueseCheckWords: CheckWords {
  private let grammar = PortugueseGrammar()

  func filledCell(_ cell: Cell, holding digit: Int) -> String {
    "\(cell) já está preenchida (\(digit)): escolha uma casa que ainda mostre candidatos. Não "
      + "conta \u{2014} tente outra vez."
  }

  func reviewPlacementMiss(
    _ candidate: Candidate, shown: DigitSet, elsewhere: [Miss.Places]
  ) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let still = "\(cell) ainda tem \(digitList(shown))"
    return "nenhum passo das \(grammar.techniqueCount) técnicas coloca o \(digit) em \(cell) "
      + "nesta grelha: \(still)"
      + (elsewhere.isEmpty ? "." : ", e o \(digit) também pode ficar em \(places(elsewhere)).")
  }

  func reviewEliminationMiss(_ candidate: Candidate, elsewhere: [Miss.Places]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "nenhum passo das \(grammar.techniqueCount) técnicas elimina o \(digit) de \(cell) "
      + "nesta grelha"
      + (elsewhere.isEmpty
        ? "." : "; além de \(cell), o \(digit) pode ficar em \(places(elsewhere)).")
  }

  func credited(_ technique: Technique) -> String { "é \(technique.phrase): " }

  func drilledGivesItToo(_ drilled: Technique) -> String {
    " (Este exercício foi preparado para "
      + "\(grammar.article(drilled.gender, plural: false, after: .none)) "
      + "\(drilled.stepNoun), que também leva a esta resposta.)"
  }

  func drilledWasThere(_ drilled: Technique, _ instance: Step) -> String {
    " (Este exercício foi preparado para \(drilled.phrase), que também estava na grelha: "
      + "\(instance.description.keptTogether).)"
  }
}
