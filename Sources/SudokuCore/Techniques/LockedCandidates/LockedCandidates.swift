/// Pointing (Locked Candidates Type 1): when all of a box's candidates for a digit lie on one row or
/// column (two or three cells), the digit goes nowhere else on that line outside the box.
///
/// Example: in b1 the 5s sit only in r3c1 and r3c2, so `r3c7<>5` (and the rest of row 3 outside b1).
/// A digit with a single cell in the box is a hidden single, not pointing.
enum PointingFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    for box in 0..<9 {
      let boxOrdinal = 18 + box
      for digit in 1...9 {
        let mask = map.mask(boxOrdinal, digit)
        guard mask.nonzeroBitCount >= 2 else { continue }
        let cells = CandidateMap.cells(boxOrdinal, mask)
        for line in lines(containing: cells) {
          let eliminations = line.cells.filter {
            $0.box != box && grid.candidates[$0.index].contains(digit)
          }.map { Candidate($0, digit) }
          guard !eliminations.isEmpty else { continue }
          steps.append(
            Step(
              technique: .pointing,
              pattern: .pointing(digit: digit, box: .box(box), line: line, cells: cells),
              placements: [], eliminations: eliminations))
        }
      }
    }
    return steps
  }

  static func lines(containing cells: [Cell]) -> [House] {
    var result: [House] = []
    if cells.allSatisfy({ $0.row == cells[0].row }) { result.append(.row(cells[0].row)) }
    if cells.allSatisfy({ $0.column == cells[0].column }) {
      result.append(.column(cells[0].column))
    }
    return result
  }
}

/// Claiming (Locked Candidates Type 2, box/line reduction): when all of a row's or column's candidates
/// for a digit lie in one box (two or three cells), the digit goes nowhere else in that box.
///
/// Example: in r3 the 5s sit only in r3c1 and r3c2 (both in b1), so `r1c3<>5` and the rest of b1.
enum ClaimingFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    for lineOrdinal in 0..<18 {
      for digit in 1...9 {
        let mask = map.mask(lineOrdinal, digit)
        guard mask.nonzeroBitCount >= 2 else { continue }
        let cells = CandidateMap.cells(lineOrdinal, mask)
        let box = cells[0].box
        guard cells.allSatisfy({ $0.box == box }) else { continue }
        let line = House(ordinal: lineOrdinal)
        let eliminations = House.box(box).cells.filter {
          !line.contains($0) && grid.candidates[$0.index].contains(digit)
        }.map { Candidate($0, digit) }
        guard !eliminations.isEmpty else { continue }
        steps.append(
          Step(
            technique: .claiming,
            pattern: .claiming(digit: digit, line: line, box: .box(box), cells: cells),
            placements: [], eliminations: eliminations))
      }
    }
    return steps
  }
}
