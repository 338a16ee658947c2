/// X-Wing: a digit whose candidates in two rows lie in the same two columns (and only there) must take
/// two opposite corners of that rectangle, so it leaves the rest of those two columns — and the same with
/// rows and columns swapped.
///
/// Example: 1 in c1 and c5 only at r2 and r5 gives `X-Wing: 1 c15 r25 => r2c4<>1`. Basic fish only: a
/// finned or sashimi X-Wing (an extra candidate in a base line) is not an X-Wing here.
enum XWingFinder {
  static func find(in grid: Grid, map: CandidateMap) -> [Step] {
    var steps: [Step] = []
    for digit in 1...9 {
      for baseKind in [House.Kind.row, .column] {
        let offset = baseKind == .row ? 0 : 9
        for first in 0..<8 {
          let mask = map.mask(offset + first, digit)
          guard mask.nonzeroBitCount == 2 else { continue }
          for second in first + 1..<9 where map.mask(offset + second, digit) == mask {
            let base = [House(baseKind, first), House(baseKind, second)]
            let coverKind: House.Kind = baseKind == .row ? .column : .row
            var coverIndices: [Int] = []
            var bits = mask
            while bits != 0 {
              coverIndices.append(bits.trailingZeroBitCount)
              bits &= bits - 1
            }
            let cover = coverIndices.map { House(coverKind, $0) }
            let eliminations = cover.flatMap { line in
              line.cells.filter { cell in
                !base.contains { $0.contains(cell) } && grid.candidates[cell.index].contains(digit)
              }
            }.map { Candidate($0, digit) }
            guard !eliminations.isEmpty else { continue }
            let cells = base.flatMap { line in
              line.cells.filter { cell in cover.contains { $0.contains(cell) } }
            }
            steps.append(
              Step(
                technique: .xWing,
                pattern: .xWing(digit: digit, base: base, cover: cover, cells: cells.sorted()),
                placements: [], eliminations: eliminations))
          }
        }
      }
    }
    return steps
  }
}
