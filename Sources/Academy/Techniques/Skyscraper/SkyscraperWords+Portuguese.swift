import SudokuCore

struct PortugueseSkyscraperPhrasing: SkyscraperPhrasing {
  let rule =
    "Um arranha-céus precisa de duas linhas (ou colunas) que tenham cada uma o dígito "
    + "exatamente duas vezes, com uma ponta de cada na mesma coluna (ou linha), a base; elimina "
    + "o dígito das casas que veem as duas outras pontas (os telhados)."

  func shape(_ skyscraper: Skyscraper) -> String {
    let roofs = listed(skyscraper.roofs.map(\.description))
    return "\(MissArticles.houses(skyscraper.lines, .in)) (base "
      + "\(MissArticles.house(skyscraper.base, .in)), telhados \(roofs))"
  }

  /// `só a linha 7 (r7c1, r7c6) tem o 4 exatamente duas vezes`, `o arranha-céus nas linhas 5 e 8
  /// (…) não lhe chega: r1c4 não vê nenhum dos telhados`
  func orientation(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch orientation {
    case .fewLinks(let kind, let links, let threes):
      var text =
        links.isEmpty
        ? "nenhuma \(kind.name) tem o \(digit) exatamente duas vezes"
        : "só \(MissArticles.lines([links[0]])) tem o \(digit) exatamente duas vezes"
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "tem-no" : "têm-no"
        text += " (\(MissArticles.lines(threes)) \(verb) três vezes)"
      }
      return text
    case .roofs(let skyscraper, _)
    where (skyscraper.roofs + skyscraper.baseCells).contains(cell):
      return "\(cell) é uma das casas do arranha-céus \(shape(skyscraper)), que não elimina "
        + "nada: nenhuma casa com \(Phrasing.article(digit)) vê os dois telhados"
    case .roofs(let skyscraper, let seen):
      let sight =
        seen.isEmpty
        ? "\(cell) não vê nenhum dos telhados" : "\(cell) só vê \(seen.map(\.description)[0])"
      return "o arranha-céus \(shape(skyscraper)) não lhe chega: \(sight)"
    case .xWing(let links, let cover):
      return "\(MissArticles.lines(links)) têm os seus \(digit) nas mesmas duas "
        + "\(cover[0].kind.pluralName), \(MissArticles.houses(cover)) \u{2014} a forma de um "
        + "X-Wing, não de um arranha-céus"
    case .noBase(let kind, let links):
      return "\(MissArticles.lines(links)) têm o \(digit) exatamente duas vezes, mas não há duas "
        + "com uma ponta na mesma \(kind == .row ? "coluna" : "linha")"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ skyscraper: Skyscraper) -> String {
    let cell = candidate.cell
    let digit = skyscraper.digit
    let base = skyscraper.baseCells.firstIndex(of: cell)
    let opening = "do arranha-céus com o \(digit) \(shape(skyscraper))"
    guard let base else {
      return "\(cell) é um telhado \(opening): um dos telhados tem de ter o \(digit), por isso "
        + "o arranha-céus elimina o \(digit) das casas que veem os dois telhados, nunca de um "
        + "telhado."
    }
    return "\(cell) é uma casa da base \(opening): o arranha-céus só elimina o \(digit) das "
      + "casas que veem os dois telhados, e \(cell) não vê \(skyscraper.roofs[1 - base])."
  }
}
