/// XYZ-Wing: a pivot showing exactly three digits, x, y and z, sees two pincers showing exactly x,z
/// and y,z. If the pivot is x the first pincer is z, if it is y the second is, and if it is z it is
/// z itself: z leaves every cell that sees all three (so the cell sees the pivot too, unlike an
/// XY-Wing's).
///
/// Example: pivot r6c1 {1,2,8}, pincers r4c1 {1,2} and r6c3 {2,8} give
/// `XYZ-Wing: 1/2/8 in r4c1,r6c13 => r4c3<>2` when r4c3 shows a 2. Each pivot with its two pincers
/// is one instance.
enum XYZWingFinder {
  /// Every XYZ-Wing that removes something.
  static func find(in grid: Grid, map: CandidateMap) -> [(wing: XYZWing, eliminations: [Candidate])]
  {
    var result: [(wing: XYZWing, eliminations: [Candidate])] = []
    for pivot in 0..<81 where grid.digits[pivot] == 0 && grid.candidates[pivot].count == 3 {
      let digits = grid.candidates[pivot]
      let pincers = Tables.peers[pivot].filter {
        grid.digits[$0] == 0 && grid.candidates[$0].count == 2
          && grid.candidates[$0].isSubset(of: digits)
      }
      for (i, first) in pincers.enumerated() {
        for second in pincers[(i + 1)...]
        where grid.candidates[second] != grid.candidates[first] {
          let z = grid.candidates[first].intersection(grid.candidates[second]).first!
          let eliminations = Tables.peers[pivot].filter { cell in
            cell != first && cell != second && grid.candidates[cell].contains(z)
              && Tables.sees(cell, first) && Tables.sees(cell, second)
          }.map { Candidate(Cell($0), z) }
          guard !eliminations.isEmpty else { continue }
          let wing = XYZWing(
            pivot: Cell(pivot), pincers: [Cell(first), Cell(second)], digits: digits, z: z)
          result.append((wing, eliminations))
        }
      }
    }
    return result
  }
}
