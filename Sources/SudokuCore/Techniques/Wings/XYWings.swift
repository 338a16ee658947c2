/// XY-Wing: a pivot cell holding exactly x and y sees two pincers holding exactly x,z and y,z. If the
/// pivot is x the first pincer is z, if it is y the second is, so z leaves every cell that sees both
/// pincers.
///
/// Example: pivot r5c4 {1,6}, pincers r2c4 {1,9} and r5c9 {6,9} give
/// `XY-Wing: 1/6/9 in r25c4,r5c9 => r2c9<>9` when r2c9 shows a 9. Each pivot with its two pincers is
/// one instance; three cells that all see each other can make up to three.
enum XYWingFinder {
  /// Every XY-Wing that removes something.
  static func find(in grid: Grid, map: CandidateMap) -> [(wing: XYWing, eliminations: [Candidate])]
  {
    var result: [(wing: XYWing, eliminations: [Candidate])] = []
    for pivot in 0..<81 where grid.digits[pivot] == 0 && grid.candidates[pivot].count == 2 {
      let pivotDigits = grid.candidates[pivot]
      let x = pivotDigits.first!
      let y = pivotDigits.subtracting([x]).first!
      let bivalue = Tables.peers[pivot].filter {
        grid.digits[$0] == 0 && grid.candidates[$0].count == 2
      }
      for first in bivalue {
        let firstDigits = grid.candidates[first]
        guard firstDigits.contains(x), !firstDigits.contains(y) else { continue }
        let z = firstDigits.subtracting([x]).first!
        let wanted = DigitSet([y, z])
        for second in bivalue where grid.candidates[second] == wanted {
          let eliminations = Tables.peers[first].filter { cell in
            cell != second && grid.candidates[cell].contains(z)
              && Tables.peers[second].contains(cell)
          }.map { Candidate(Cell($0), z) }
          guard !eliminations.isEmpty else { continue }
          let wing = XYWing(
            pivot: Cell(pivot), pincers: [Cell(first), Cell(second)], pivotDigits: pivotDigits,
            z: z)
          result.append((wing, eliminations))
        }
      }
    }
    return result
  }
}
