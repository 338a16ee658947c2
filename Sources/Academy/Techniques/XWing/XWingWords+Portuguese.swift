import SudokuCore

struct PortugueseXWingWords: XWingWords {
  func missOpening(_ candidate: Candidate) -> String {
    "nenhum X-Wing com o \(candidate.digit) cobre \(candidate.cell): "
  }

  func missRule(_ digit: Int) -> String {
    ". Um X-Wing precisa de duas linhas (ou colunas) de base cujos \(digit) fiquem todos nas "
      + "mesmas duas colunas (ou linhas) de cobertura."
  }

  func block(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    switch block {
    case .fin(let tight, let other, let cover, let extra, let unseenBy):
      let start =
        "\(tight) e \(other) formariam um X-Wing \(MissArticles.houses(cover, .in)), mas "
        + "\(other) também tem \(Phrasing.article(digit)) em \(listed(extra.map(\.description))) "
      guard let cell = unseenBy else {
        return start + "\u{2014} uma barbatana: isso faz um Finned X-Wing, a lição "
          + "\(Technique.finnedXWing.number), não esta"
      }
      return start + "\u{2014} uma barbatana que \(cell) não vê, por isso esse X-Wing, com ou sem "
        + "barbatana, não chega a \(cell)"
    case .noTight(let baseKind, let cover):
      return "nenhuma outra \(baseKind.name) tem só dois \(digit) com um deles "
        + MissArticles.house(cover, .in)
    case .noPartner(let baseKind, let cover, let base):
      return "a única \(baseKind.name) com só dois \(digit), um deles "
        + "\(MissArticles.house(cover, .in)), é \(base.house) (\(names(base, cross: cover.kind))) "
        + "\u{2014} não tem parceira"
    case .noneShare(let baseKind, let cover, let bases):
      let listedBases = bases.map { "\($0.house) (\(names($0, cross: cover.kind)))" }
      return "as \(baseKind.pluralName) com só dois \(digit), um deles "
        + "\(MissArticles.house(cover, .in)), são \(listed(listedBases)) \u{2014} não há duas "
        + "com a mesma segunda \(cover.kind.name)"
    }
  }

  func patternCandidate(_ candidate: Candidate, base: [House], cover: [House]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let shape = "(\(Notation.groupHouses(base)) × \(Notation.groupHouses(cover)))"
    return "\(cell) é um canto do X-Wing com o \(digit) \(shape): o X-Wing mantém os seus "
      + "próprios \(digit) e elimina o \(digit) do resto \(MissArticles.houses(cover, .of))."
  }
}
