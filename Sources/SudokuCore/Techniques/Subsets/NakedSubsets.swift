/// Naked Triple (and naked subsets of any size n): n cells of one house whose candidates together are
/// just n digits. Those digits go in those cells, so they leave every other cell of every house the
/// cells share. Cells of one box and one line that remove from both are HoDoKu's Locked Triple (Locked
/// Pair for n = 2); the academy counts it as a naked triple, as a locked pair counts as a naked pair.
///
/// As in HoDoKu, a cell may show fewer than n of the digits (r1c1 {1,2}, r1c5 {2,3}, r1c9 {1,3} is a
/// triple), even just one. Example: those three cells give `Naked Triple: 1,2,3 in r1c159 => r1c2<>1`
/// when r1c2 shows a 1.
enum NakedSubsetFinder {
  /// Every naked subset of `size` cells that removes something, each cell set once.
  static func find(size: Int, in grid: Grid, map: CandidateMap) -> [(
    subset: Subset, eliminations: [Candidate]
  )] {
    var result: [(subset: Subset, eliminations: [Candidate])] = []
    // A cell set's key: its (at most four) ascending indices in base 81.
    var seen = Set<Int>()
    for house in 0..<27 where map.emptyCount[house] >= size {
      // Count first, so a house that cannot hold a subset costs no allocation.
      var count = 0
      for slot in 0..<9 {
        let cell = Int(Tables.flatHouseCells[house * 9 + slot])
        if grid.digits[cell] == 0 && (1...size).contains(grid.candidates[cell].count) { count += 1 }
      }
      guard count >= size else { continue }
      let eligible = Tables.houseCells[house].filter {
        grid.digits[$0] == 0 && (1...size).contains(grid.candidates[$0].count)
      }
      MaskCombinations.forEach(eligible.map { grid.candidates[$0].rawValue }, size: size) {
        chosen, union in
        let indices = chosen.map { eligible[$0] }
        guard seen.insert(indices.reduce(0) { $0 * 81 + $1 }).inserted else { return }
        let cells = indices.map(Cell.init)
        let digits = DigitSet(rawValue: union)
        let houses = House.shared(by: cells)
        var eliminations = Set<Candidate>()
        var inBox = false
        var inLineOutsideBox = false
        for shared in houses {
          for cell in shared.cells where !indices.contains(cell.index) {
            let removed = grid.candidates[cell.index].intersection(digits)
            guard !removed.isEmpty else { continue }
            if shared.kind == .box {
              inBox = true
            } else if cell.box != cells[0].box {
              inLineOutsideBox = true
            }
            for digit in removed { eliminations.insert(Candidate(cell, digit)) }
          }
        }
        guard !eliminations.isEmpty else { return }
        let subset = Subset(
          kind: .naked, digits: digits, cells: cells, houses: houses,
          isLocked: size < 4 && houses.count == 2 && inBox && inLineOutsideBox)
        result.append((subset, eliminations.sorted()))
      }
    }
    return result
  }
}
