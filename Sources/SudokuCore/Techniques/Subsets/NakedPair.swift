/// Naked Pair: two cells of one house holding exactly the same two candidates and nothing else. Those two
/// digits go in those two cells, so they leave every other cell of **every** house the two cells share (a
/// pair in a box and a line eliminates in both; HoDoKu calls it a Locked Pair when it removes in
/// both, `Step.isLockedPair`).
///
/// Example: r8c3 and r8c4 both show {3,9}, so `r8c2<>3`. {3,7} beside {3,5,7} is not a pair.
enum NakedPairFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    var seen = Set<Int>()
    for house in 0..<27 {
      let bivalue = Tables.houseCells[house].filter {
        grid.digits[$0] == 0 && grid.candidates[$0].count == 2
      }
      guard bivalue.count >= 2 else { continue }
      for i in 0..<bivalue.count - 1 {
        for j in i + 1..<bivalue.count
        where grid.candidates[bivalue[i]] == grid.candidates[bivalue[j]] {
          let key = bivalue[i] * 81 + bivalue[j]
          guard seen.insert(key).inserted else { continue }
          let pair = [Cell(bivalue[i]), Cell(bivalue[j])]
          let digits = grid.candidates[bivalue[i]]
          let houses = House.shared(by: pair)
          var eliminations = Set<Candidate>()
          for shared in houses {
            for cell in shared.cells where !pair.contains(cell) && grid.isEmpty(cell) {
              for digit in grid.candidates(at: cell).intersection(digits) {
                eliminations.insert(Candidate(cell, digit))
              }
            }
          }
          guard !eliminations.isEmpty else { continue }
          steps.append(
            Step(
              technique: .nakedPair,
              pattern: .nakedPair(digits: digits, cells: pair, houses: houses),
              placements: [], eliminations: Array(eliminations)))
        }
      }
    }
    return steps
  }
}
