import SudokuCore

struct PortugueseEmptyRectanglePhrasing: EmptyRectanglePhrasing {
  let rule =
    "Um retângulo vazio precisa de uma caixa cujo dígito só aparece numa linha e numa coluna que "
    + "a atravessam (em cada uma, fora do cruzamento) e de uma linha ou coluna com o dígito "
    + "exatamente duas vezes, uma das duas casas na linha ou na coluna da caixa; elimina o dígito "
    + "só onde a linha ou a coluna da outra casa cruza a outra linha ou coluna da caixa."

  /// `na caixa 8 (linha 8 e coluna 5, elo r3c1 e r8c1)`
  private func shape(_ rectangle: EmptyRectangle) -> String {
    "\(MissArticles.house(rectangle.box, .in)) (\(rectangle.row.spelledOut) e "
      + "\(rectangle.column.spelledOut), elo \(listed(rectangle.link.sorted().map(\.description))))"
  }

  /// `r3c5, na linha de r3c1 e na coluna 5`
  private func aim(_ rectangle: EmptyRectangle) -> String {
    let kind = rectangle.line.kind == .column ? "na linha" : "na coluna"
    return "\(rectangle.target), \(kind) de \(rectangle.link[1]) e "
      + MissArticles.house(rectangle.crossLine, .in)
  }

  func closest(_ closest: EmptyRectangleMiss.Closest, _ facts: EmptyRectangleMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .weakLink(let box, let row, let column, let line):
      return
        "\(MissArticles.house(box)) só tem o \(digit) \(MissArticles.houses([row, column], .in)), "
        + "mas \(MissArticles.lines([line])) tem-no em "
        + "\(Phrasing.number(line.cells.count, .feminine)) casas, não duas: não é um elo forte"
    case .boxOff(let box, let row, let column, let link, let off):
      return "\(listed(link.map(\.description))) são os únicos \(digit) "
        + "\(MissArticles.house(line(of: link), .of)), mas \(MissArticles.house(box)) também tem "
        + "o \(digit) em \(listed(off.map(\.description))), fora "
        + MissArticles.houses([row, column], .of)
    case .rectangle(let rectangle):
      return "o retângulo vazio \(shape(rectangle)) só elimina o \(digit) de \(aim(rectangle))"
    case .nothing:
      return "nenhuma caixa na faixa ou na pilha de \(cell) tem o \(digit) só numa linha e numa "
        + "coluna com um elo forte que chegue a \(cell)"
    }
  }

  /// The line two cells share.
  private func line(of link: [Cell]) -> House {
    link[0].column == link[1].column ? .column(link[0].column) : .row(link[0].row)
  }

  func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String {
    let cell = candidate.cell
    let digit = rectangle.digit
    let opening = "do retângulo vazio com o \(digit) \(shape(rectangle))"
    guard rectangle.link.contains(cell) else {
      return "\(cell) é uma casa da caixa \(opening): o \(digit) da caixa está numa das suas "
        + "casas, por isso o retângulo só elimina o \(digit) de \(aim(rectangle)), nunca da caixa."
    }
    return "\(cell) é uma casa do elo \(opening): uma das duas casas do elo é o \(digit), por "
      + "isso o retângulo só elimina o \(digit) de \(aim(rectangle))."
  }
}
