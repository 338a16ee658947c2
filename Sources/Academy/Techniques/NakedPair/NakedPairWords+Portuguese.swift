import SudokuCore

struct PortugueseNakedPairWords: NakedPairWords {
  func missOpening(_ candidate: Candidate) -> String {
    "nenhum par nu elimina o \(candidate.digit) de \(candidate.cell): "
  }

  var missRule: String {
    " Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
  }

  func noOtherCell(_ candidate: Candidate) -> String {
    let houses = listed(candidate.cell.houses.map { "da " + $0.spelledOut }, or: true)
    return "nenhuma outra casa \(houses) tem o \(candidate.digit) com só mais um candidato."
  }

  func block(_ block: Miss.PairBlock) -> String {
    switch block {
    case .beside(let house, let member, let set, let superset, let supersetSet):
      "na \(house.spelledOut), \(member) tem {\(set)}, mas \(superset) tem {\(supersetSet)} "
        + "\u{2014} {\(set)} ao lado de {\(supersetSet)} não forma um par"
    case .unmatched(let house, let member, let set):
      "na \(house.spelledOut), \(member) tem {\(set)}, mas nenhuma outra casa dessa "
        + "\(house.kind.name) tem exatamente {\(set)}"
    }
  }

  func patternCandidate(_ candidate: Candidate, digits: DigitSet, cells: [Cell]) -> String {
    "esse candidato é o que o par protege: \(listed(cells.map(\.description))) têm "
      + "exatamente \(MissArticles.digits(digits)), por isso o \(candidate.digit) tem de ficar "
      + "numa delas."
  }
}
