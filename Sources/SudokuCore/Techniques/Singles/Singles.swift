/// Hidden Single: a digit with exactly one candidate cell in a row, column or box goes there.
///
/// Example: in box 2 the only cell that can hold 7 is r3c5, so `r3c5=7`. When the cell is the house's last
/// empty cell the step is a Full House, which counts for both singles lessons.
enum HiddenSingleFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    for house in 0..<27 {
      for digit in 1...9 {
        let mask = map.mask(house, digit)
        guard mask.nonzeroBitCount == 1 else { continue }
        let cell = Cell(Tables.houseCells[house][mask.trailingZeroBitCount])
        steps.append(
          Step(
            technique: .hiddenSingle,
            pattern: .hiddenSingle(
              digit: digit, cell: cell, house: House(ordinal: house),
              isFullHouse: map.emptyCount[house] == 1),
            placements: [Candidate(cell, digit)], eliminations: []))
      }
    }
    return steps
  }
}

/// Naked Single: a cell with exactly one candidate left takes that digit.
///
/// Example: r3c5 shows only 7, so `r3c5=7`. A house's last empty cell is also a Full House.
enum NakedSingleFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    for index in 0..<81 where grid.digits[index] == 0 && grid.candidates[index].count == 1 {
      let cell = Cell(index)
      let digit = grid.candidates[index].first!
      let isFullHouse = Tables.cellHouses[index].contains { map.emptyCount[$0] == 1 }
      steps.append(
        Step(
          technique: .nakedSingle,
          pattern: .nakedSingle(digit: digit, cell: cell, isFullHouse: isFullHouse),
          placements: [Candidate(cell, digit)], eliminations: []))
    }
    return steps
  }
}
