import SudokuCore

struct PortugueseWWingPhrasing: WWingPhrasing {
  func rule(_ digit: Int) -> String {
    "Um W-Wing precisa de duas casas só com o \(digit) e um mesmo outro dígito, y, e de uma "
      + "linha, coluna ou caixa com o y em exatamente duas casas, cada uma a ver uma delas; só "
      + "elimina o \(digit) das casas que veem ambas."
  }

  /// `r1c9 e r8c7 {1,4} (ligadas pelos 1 da coluna 3, r1c3 e r8c3)`
  private func shape(_ wing: WWing) -> String {
    "\(listed(wing.cells.map(\.description))) {\(wing.digits)} (ligadas pelos "
      + "\(wing.linkDigit) \(MissArticles.house(wing.link, .of)), "
      + "\(listed(wing.linkCells.sorted().map(\.description))))"
  }

  func closest(_ closest: WWingMiss.Closest, _ facts: WWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .noLink(let pair, let weak):
      let other = pair[0].digits.subtracting([digit]).first!
      var text =
        "\(cell) vê \(listed(pair.map(\.spoken))), mas nenhuma linha, coluna ou caixa tem o "
        + "\(other) em exatamente duas casas, cada uma a ver uma delas"
      if let weak {
        text +=
          "; \(MissArticles.house(weak.house)) é a que está mais perto, com uma a ver cada "
          + "uma, mas tem o \(other) "
          + "\(Language.current.grammar.number(weak.cells.count, .feminine)) vezes "
          + "(\(listed(weak.cells.map(\.description)))): não é uma ligação forte"
      }
      return text
    case .wing(let wing, let seen, let reaches):
      let (first, second) = (wing.cells[0], wing.cells[1])
      let sight =
        seen.isEmpty ? "\(cell) não vê \(first) nem \(second)" : "\(cell) só vê \(seen[0])"
      let reach =
        reaches.isEmpty
        ? "não elimina nada: nenhuma casa que veja \(first) e \(second) tem o \(digit)"
        : "só elimina o \(digit) de \(listed(reaches.map(\.description))), que "
          + "\(reaches.count == 1 ? "vê" : "veem") \(first) e \(second)"
      return "o W-Wing em \(shape(wing)) \(reach); \(sight)"
    case .noPair(let shown) where shown.count == 1:
      return "\(cell) vê apenas uma casa só com o \(digit) e mais um dígito, \(shown[0].spoken), "
        + "e um W-Wing precisa de duas com os mesmos dois dígitos"
    case .noPair(let shown):
      return "as casas que \(cell) vê só com o \(digit) e mais um dígito, "
        + "\(listed(shown.map(\.spoken))), juntam o \(digit) a dígitos diferentes; um W-Wing "
        + "precisa de duas com os mesmos dois"
    case .nothing:
      return "\(cell) não vê nenhuma casa só com o \(digit) e mais um dígito"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: WWing) -> String {
    let cell = candidate.cell
    let removed = wing.removed
    let both = "\(wing.cells[0]) e \(wing.cells[1])"
    guard wing.linkCells.contains(cell) else {
      return "\(cell) é uma das duas casas do W-Wing em \(shape(wing)): uma delas é \(removed), "
        + "por isso o W-Wing mantém os seus candidatos e só elimina o \(removed) das casas que "
        + "veem ambas."
    }
    guard candidate.digit == removed else {
      return "\(cell) é uma casa da ligação do W-Wing em \(shape(wing)): a ligação precisa do seu "
        + "\(wing.linkDigit), e o W-Wing só elimina o \(removed), das casas que veem \(both)."
    }
    return "\(cell) é uma casa da ligação do W-Wing em \(shape(wing)): o W-Wing só elimina o "
      + "\(removed) das casas que veem \(both), e \(cell) só vê uma delas."
  }
}
