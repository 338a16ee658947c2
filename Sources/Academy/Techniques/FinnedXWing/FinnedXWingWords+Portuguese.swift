import SudokuCore

struct PortugueseFinnedXWingPhrasing: FinnedXWingPhrasing {
  func rule(_ digit: Int) -> String {
    "Um Finned X-Wing precisa de duas linhas (ou colunas) cujos \(digit) fiquem nas mesmas duas "
      + "colunas (ou linhas), exceto barbatanas, todas numa caixa; só elimina o \(digit) das casas "
      + "dessas duas colunas (ou linhas) na caixa das barbatanas, fora das duas linhas-base."
  }

  /// `nas linhas 2 e 9 (colunas 3 e 8, barbatana r2c2 na caixa 1)`
  private func shape(_ wing: FinnedXWing) -> String {
    let fins = wing.fins.count == 1 ? "barbatana" : "barbatanas"
    return "\(MissArticles.houses(wing.base, .in)) (\(StepWords.houses(wing.cover)), \(fins) "
      + "\(listed(wing.fins.map(\.description))) \(MissArticles.house(wing.finBox, .in)))"
  }

  func closest(_ closest: FinnedXWingMiss.Closest, _ facts: FinnedXWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .finsElsewhere(let wing) where !wing.finBoxMeetsCover:
      return "o mais próximo, \(shape(wing)), não elimina nada: \(MissArticles.house(wing.finBox)) "
        + "fica fora \(MissArticles.houses(wing.cover, .of))"
    case .finsElsewhere(let wing):
      let fins = wing.fins.count == 1 ? "a barbatana" : "as barbatanas"
      return "o Finned X-Wing \(shape(wing)) só elimina o \(digit) das suas "
        + "\(wing.cover[0].kind.pluralName) \(MissArticles.house(wing.finBox, .in)), e \(cell) "
        + "não está \(MissArticles.house(wing.finBox, .in)): não vê \(fins)"
    case .finsApart(let base, let cover, let fins):
      let boxes = Set(fins.map(\.box)).sorted().map(House.box)
      return
        "\(MissArticles.houses(base)) têm os seus \(digit) \(MissArticles.houses(cover, .in)), "
        + "exceto \(listed(fins.map(\.description))), barbatanas \(MissArticles.houses(boxes, .in)): "
        + "nenhuma casa as vê todas"
    case .nothing:
      return "nenhum par de linhas ou de colunas tem os seus \(digit) numa linha ou coluna que "
        + "passe por \(cell) e noutra, fora as barbatanas"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: FinnedXWing) -> String {
    let cell = candidate.cell
    let digit = wing.digit
    let opening = "do Finned X-Wing com o \(digit) \(shape(wing))"
    guard wing.fins.contains(cell) else {
      return "\(cell) é um canto \(opening): o X-Wing mantém os \(digit) das suas casas e só "
        + "elimina o \(digit) das suas \(wing.cover[0].kind.pluralName) "
        + "\(MissArticles.house(wing.finBox, .in)), fora \(MissArticles.houses(wing.base, .of))."
    }
    return "\(cell) é uma barbatana \(opening): a barbatana pode ser o \(digit), e então o X-Wing "
      + "só elimina o \(digit) das casas que a veem."
  }
}
