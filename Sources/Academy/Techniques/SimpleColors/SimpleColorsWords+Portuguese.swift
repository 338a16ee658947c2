import SudokuCore

struct PortugueseSimpleColorsPhrasing: SimpleColorsPhrasing {
  func rule(_ digit: Int) -> String {
    "A coloração simples junta numa cadeia os \(digit) das linhas, colunas ou caixas que têm o "
      + "\(digit) exatamente duas vezes e pinta-a alternadamente: uma casa que veja as duas cores "
      + "de uma cadeia perde o \(digit), e também todas as casas de uma cor com duas casas que se "
      + "veem uma à outra."
  }

  /// `a cadeia dos 7 r1c2 e r5c8 / r1c8 e r9c2`
  private func chain(_ colors: SimpleColors) -> String {
    "a cadeia dos \(colors.digit) \(listed(colors.colors[0].map(\.description))) / "
      + listed(colors.colors[1].map(\.description))
  }

  func closest(_ closest: SimpleColorsMiss.Closest, _ facts: SimpleColorsMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .onChain(let colors):
      return "\(cell) está n\(chain(colors)), mas nenhuma casa vê as duas cores e nenhumas duas "
        + "casas da mesma cor se veem: qualquer das cores pode ter os \(digit), e \(cell) pode "
        + "ser \(digit)"
    case .oneColor(let colors, let seen):
      let sight =
        seen.count == 1
        ? "\(cell) só vê \(seen[0]) d\(chain(colors))"
        : "\(cell) vê \(listed(seen.map(\.description))) d\(chain(colors)), todas da mesma cor"
      return sight + ": uma cor pode não ter nenhum \(digit), por isso não prova nada"
    case .severalChains(let seen):
      return "\(cell) vê \(listed(seen.map(\.description))), mas estão em cadeias diferentes dos "
        + "\(digit), e as cores de uma cadeia não dizem nada das de outra"
    case .unseen:
      return "\(cell) não vê nenhuma casa de uma cadeia dos \(digit) (casas ligadas por linhas, "
        + "colunas ou caixas que têm o \(digit) exatamente duas vezes)"
    case .noLinks:
      return "nenhuma linha, coluna ou caixa tem o \(digit) exatamente duas vezes: não há cadeia "
        + "para pintar"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ colors: SimpleColors) -> String {
    let cell = candidate.cell
    let digit = colors.digit
    guard colors.isWrap else {
      return "\(cell) está n\(chain(colors)): uma das cores tem os \(digit), e a de \(cell) "
        + "pode ser essa; a armadilha só elimina o \(digit) das casas que veem as duas cores."
    }
    return "\(cell) está n\(chain(colors)), da cor que tem os \(digit): duas casas da outra cor "
      + "veem-se uma à outra, por isso essa cor não tem nenhum, e esta tem todos os \(digit) da "
      + "cadeia."
  }
}
