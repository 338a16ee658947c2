import SudokuCore

/// The words of the naked pair lesson's misses (facts: `PairBlock`, in `NakedPairMiss.swift`), in
/// English and Portuguese.
enum NakedPairWords {
  static func miss(_ candidate: Candidate, _ blocks: [Miss.PairBlock]) -> String {
    switch Language.current {
    case .english: english(candidate, blocks)
    case .portuguese: portuguese(candidate, blocks)
    }
  }

  private static func english(_ candidate: Candidate, _ blocks: [Miss.PairBlock]) -> String {
    let rule = " A naked pair needs two cells of one house with exactly the same two candidates."
    let opening = "no naked pair removes \(candidate.digit) from \(candidate.cell): "
    guard !blocks.isEmpty else {
      let houses = listed(candidate.cell.houses.map(\.spelledOut))
      return opening + "no other cell of \(houses) holds \(candidate.digit) with just one other "
        + "candidate." + rule
    }
    return opening + blocks.map(block).joined(separator: "; ") + "." + rule
  }

  private static func portuguese(_ candidate: Candidate, _ blocks: [Miss.PairBlock]) -> String {
    let rule =
      " Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
    let opening = "nenhum par nu elimina o \(candidate.digit) de \(candidate.cell): "
    guard !blocks.isEmpty else {
      let houses = listed(candidate.cell.houses.map { "da " + $0.spelledOut }, or: true)
      return opening + "nenhuma outra casa \(houses) tem o \(candidate.digit) com só mais um "
        + "candidato." + rule
    }
    return opening + blocks.map(block).joined(separator: "; ") + "." + rule
  }

  static func block(_ block: Miss.PairBlock) -> String {
    switch (block, Language.current) {
    case (.beside(let house, let member, let set, let superset, let supersetSet), .english):
      "in \(house.spelledOut) \(member) holds {\(set)}, but \(superset) holds {\(supersetSet)} "
        + "\u{2014} {\(set)} beside {\(supersetSet)} is not a pair"
    case (.unmatched(let house, let member, let set), .english):
      "in \(house.spelledOut) \(member) holds {\(set)}, but no other cell there holds exactly "
        + "{\(set)}"
    case (.beside(let house, let member, let set, let superset, let supersetSet), .portuguese):
      "na \(house.spelledOut), \(member) tem {\(set)}, mas \(superset) tem {\(supersetSet)} "
        + "\u{2014} {\(set)} ao lado de {\(supersetSet)} não forma um par"
    case (.unmatched(let house, let member, let set), .portuguese):
      "na \(house.spelledOut), \(member) tem {\(set)}, mas nenhuma outra casa dessa "
        + "\(house.kind.name) tem exatamente {\(set)}"
    }
  }

  /// The learner removed one of the pair's own digits from one of its cells.
  static func patternCandidate(_ candidate: Candidate, digits: DigitSet, cells: [Cell]) -> String {
    let digit = candidate.digit
    switch Language.current {
    case .english:
      return "that candidate is the one the pair protects: \(listed(cells.map(\.description))) "
        + "hold exactly \(digitList(digits)), so \(digit) must go in one of them."
    case .portuguese:
      return "esse candidato é o que o par protege: \(listed(cells.map(\.description))) têm "
        + "exatamente \(MissArticles.digits(digits)), por isso o \(digit) tem de ficar numa delas."
    }
  }
}
