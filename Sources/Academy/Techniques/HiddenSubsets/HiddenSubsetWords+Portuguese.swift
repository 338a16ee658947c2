import SudokuCore

struct PortugueseHiddenSubsetPhrasing: HiddenSubsetPhrasing {
  func missOpening(_ noun: String, _ candidate: Candidate) -> String {
    "nenhum \(noun) elimina o \(candidate.digit) de \(candidate.cell): "
  }

  func oneOther(_ noun: String, _ pattern: String, in houses: [House]) -> String {
    "O \(noun) \(MissArticles.houses(houses, .of)) (\(pattern)) só elimina candidatos das suas "
      + "próprias casas."
  }

  func severalOthers(_ size: Int, in houses: [House], _ each: String) -> String {
    "Os \(size == 2 ? "pares escondidos" : "trios escondidos") "
      + "\(MissArticles.houses(houses, .of)) só eliminam candidatos das suas próprias casas: "
      + "\(each)."
  }

  func rule(_ size: Int, _ cell: Cell) -> String {
    size == 2
      ? "Um par escondido precisa de dois dígitos cujos únicos lugares numa linha, coluna ou "
        + "caixa sejam as mesmas duas casas, sendo \(cell) uma delas; elimina dessas casas todos os "
        + "outros candidatos."
      : "Um trio escondido precisa de três dígitos cujos lugares numa linha, coluna ou caixa "
        + "fiquem em apenas \(Phrasing.number(size, .feminine)) casas, sendo \(cell) uma delas; "
        + "elimina dessas casas todos os outros candidatos."
  }

  /// `na linha 1 todos os dígitos por colocar além do 2 têm três lugares ou mais`, `na caixa 2 os
  /// mais próximos são o 3 (…) e o 8 (…): dois dígitos em três casas, uma a mais`
  func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String {
    let size = facts.size
    let count = Phrasing.number(size)
    let digit = facts.candidate.digit
    switch block {
    case .tooSmall(let house, let empty):
      let cells =
        "\(Phrasing.number(empty, .feminine)) \(empty == 1 ? "casa vazia" : "casas vazias")"
      return "a \(house.spelledOut) só tem \(cells) \u{2014} é pouco para esconder um "
        + (size == 2 ? "par" : "trio")
    case .few(let house, let digits) where digits.isEmpty:
      return "na \(house.spelledOut) todos os dígitos por colocar além do \(digit) têm "
        + "\(Phrasing.number(size + 1)) lugares ou mais"
    case .few(let house, let digits):
      let verb = digits.count == 1 ? "tem" : "têm"
      return "na \(house.spelledOut), dos dígitos por colocar além do \(digit), só "
        + MissArticles.places(digits) + " \(verb) \(count) lugares ou menos"
    case .elsewhere(let house, let digits):
      return "na \(house.spelledOut) os dígitos com \(count) lugares ou menos (além do \(digit)), "
        + MissArticles.places(digits) + ", não têm nenhum em \(facts.candidate.cell)"
    case .near(let house, let digits, let cells):
      return "na \(house.spelledOut) os mais próximos são " + MissArticles.places(digits)
        + ": \(count) dígitos em \(Phrasing.number(cells.count, .feminine)) casas"
        + (cells.count == size + 1 ? ", uma a mais" : "")
    }
  }

  func patternCandidate(_ candidate: Candidate, _ subset: Subset, noun: String, cells: String)
    -> String
  {
    let digits = MissArticles.digits(subset.digits)
    return "\(candidate.cell) é uma das casas do \(noun): "
      + "\(MissArticles.houses(subset.houses, .in)), \(digits) só têm lugar em \(cells), por "
      + "isso o \(subset.size == 2 ? "par" : "trio") mantém aí \(digits) e elimina os outros "
      + "candidatos dessas casas."
  }
}
