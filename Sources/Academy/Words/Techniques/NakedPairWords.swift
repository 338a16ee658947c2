import SudokuCore

/// The words of the naked pair lesson's misses (facts: `PairBlock`, in `NakedPairMiss.swift`).
enum NakedPairWords {
  static func miss(_ candidate: Candidate, _ blocks: [Miss.PairBlock]) -> String {
    let rule = " A naked pair needs two cells of one house with exactly the same two candidates."
    let opening = "no naked pair removes \(candidate.digit) from \(candidate.cell): "
    guard !blocks.isEmpty else {
      let houses = listed(candidate.cell.houses.map(\.spelledOut))
      return opening + "no other cell of \(houses) holds \(candidate.digit) with just one other "
        + "candidate." + rule
    }
    return opening + blocks.map(block).joined(separator: "; ") + "." + rule
  }

  static func block(_ block: Miss.PairBlock) -> String {
    switch block {
    case .beside(let house, let member, let set, let superset, let supersetSet):
      "in \(house.spelledOut) \(member) holds {\(set)}, but \(superset) holds {\(supersetSet)} "
        + "\u{2014} {\(set)} beside {\(supersetSet)} is not a pair"
    case .unmatched(let house, let member, let set):
      "in \(house.spelledOut) \(member) holds {\(set)}, but no other cell there holds exactly "
        + "{\(set)}"
    }
  }

  /// The learner removed one of the pair's own digits from one of its cells.
  static func patternCandidate(_ candidate: Candidate, digits: DigitSet, cells: [Cell]) -> String {
    let digit = candidate.digit
    return "that candidate is the one the pair protects: \(listed(cells.map(\.description))) "
      + "hold exactly \(digitList(digits)), so \(digit) must go in one of them."
  }
}
