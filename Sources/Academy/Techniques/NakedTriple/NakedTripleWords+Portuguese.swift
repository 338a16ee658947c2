import SudokuCore

struct PortugueseNakedTriplePhrasing: NakedTriplePhrasing {
  func missOpening(_ candidate: Candidate) -> String {
    "nenhum trio nu elimina o \(candidate.digit) de \(candidate.cell): "
  }

  func othersInHouses(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String {
    "Os trios nus nas unidades de \(candidate.cell) (\(patterns)) só eliminam "
      + "\(MissArticles.digits(digits)) \u{2014} não o \(candidate.digit)."
  }

  func otherInAHouse(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String {
    "O trio nu numa unidade de \(candidate.cell) (\(pattern)) só elimina "
      + "\(MissArticles.digits(digits)) \u{2014} não o \(candidate.digit)."
  }

  func outside(_ pattern: String, _ houses: [House], _ candidate: Candidate) -> String {
    "O trio nu com \(Phrasing.article(candidate.digit)) (\(pattern)) só o "
      + "elimina \(MissArticles.houses(houses, .of)), e \(candidate.cell) não está aí."
  }

  func severalOutside(_ each: [String], _ candidate: Candidate) -> String {
    "Os trios nus com \(Phrasing.article(candidate.digit)) só o eliminam das suas próprias "
      + "unidades, e \(candidate.cell) não está em nenhuma delas: \(each.joined(separator: "; "))."
  }

  let rule =
    "Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três "
    + "dígitos; elimina esses dígitos do resto da unidade."

  /// `na linha 1, r1c5 {3,7,8}, r1c6 {2,7} e r1c7 {2,6,8} têm entre elas cinco dígitos (2, 3,
  /// 6, 7 e 8)`
  func block(_ block: NakedTripleMiss.Block, _ candidate: Candidate, small: Bool) -> String {
    let digit = candidate.digit
    let besides = small ? ", além da própria \(candidate.cell)," : ""
    return switch block {
    case .few(let house, let cells) where cells.isEmpty:
      "na \(house.spelledOut) nenhuma outra casa mostra três candidatos ou menos"
    case .few(let house, let cells):
      "na \(house.spelledOut)\(besides) só \(listed(cells.map(\.spoken))) "
        + "\(cells.count == 1 ? "mostra" : "mostram") três candidatos ou menos"
    case .without(let house, let cells):
      "na \(house.spelledOut) as outras casas com três candidatos ou menos, "
        + "\(listed(cells.map(\.spoken))), não têm nenhum \(digit)"
    case .near(let house, let cells, let digits):
      "na \(house.spelledOut), \(listed(cells.map(\.spoken))) têm entre elas "
        + "\(Phrasing.number(digits.count)) dígitos (\(digitList(digits)))"
        + (digits.count == 4 ? ", um a mais" : "")
    }
  }

  func patternCandidate(_ candidate: Candidate, _ subset: Subset, cells: String) -> String {
    let digits = MissArticles.digits(subset.digits)
    return "\(candidate.cell) é uma das casas do trio nu: \(cells) mostram entre elas só "
      + "\(digits), por isso cada uma mantém os seus candidatos, e o trio elimina \(digits) do "
      + "resto \(MissArticles.houses(subset.houses, .of))."
  }
}
