import SudokuCore

struct EnglishNakedPairWords: NakedPairWords {
  func missOpening(_ candidate: Candidate) -> String {
    "no naked pair removes \(candidate.digit) from \(candidate.cell): "
  }

  var missRule: String {
    " A naked pair needs two cells of one house with exactly the same two candidates."
  }

  func noOtherCell(_ candidate: Candidate) -> String {
    let houses = listed(candidate.cell.houses.map(\.spelledOut))
    return "no other cell of \(houses) holds \(candidate.digit) with just one other candidate."
  }

  func block(_ block: Miss.PairBlock) -> String {
    switch block {
    case .beside(let house, let member, let set, let superset, let supersetSet):
      "in \(house.spelledOut) \(member) holds {\(set)}, but \(superset) holds {\(supersetSet)} "
        + "\u{2014} {\(set)} beside {\(supersetSet)} is not a pair"
    case .unmatched(let house, let member, let set):
      "in \(house.spelledOut) \(member) holds {\(set)}, but no other cell there holds exactly "
        + "{\(set)}"
    }
  }

  func patternCandidate(_ candidate: Candidate, digits: DigitSet, cells: [Cell]) -> String {
    "that candidate is the one the pair protects: \(listed(cells.map(\.description))) "
      + "hold exactly \(digitList(digits)), so \(candidate.digit) must go in one of them."
  }
}
