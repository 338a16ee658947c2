/// Skyscraper: two parallel lines each hold a digit in exactly two cells, and one cell of each pair (the
/// base) shares a crossing line with the other's. Both base cells cannot hold the digit, so at least one
/// of the other two cells (the roofs) does, and the digit leaves every cell that sees both roofs.
///
/// Example: 3 in r2 only in c1 and c5, in r6 only in c1 and c6: base r26c1, roofs r2c5 and r6c6, so
/// `Skyscraper: 3 in r2c5,r6c6 (connected by r26c1) => r1c6<>3` when r1c6 shows a 3. Roofs on one
/// crossing line make an X-Wing, not a skyscraper. Beyond HoDoKu 2.2, which pairs only the first cells
/// or only the second cells of the two lines, the base may be the second cell of one line and the first
/// of the other (3s in r1 at c2,c5 and in r4 at c5,c8: base c5, roofs r1c2 and r4c8).
enum SkyscraperFinder {
  /// Every skyscraper that removes something, once per pair of lines.
  static func find(in grid: Grid, map: CandidateMap) -> [(
    skyscraper: Skyscraper, eliminations: [Candidate]
  )] {
    var result: [(skyscraper: Skyscraper, eliminations: [Candidate])] = []
    for digit in 1...9 {
      for kind in [House.Kind.row, .column] {
        let offset = kind == .row ? 0 : 9
        let lines = (0..<9).filter { map.mask(offset + $0, digit).nonzeroBitCount == 2 }
        guard lines.count >= 2 else { continue }
        for i in 0..<lines.count - 1 {
          let first = slots(map.mask(offset + lines[i], digit))
          for j in i + 1..<lines.count {
            let second = slots(map.mask(offset + lines[j], digit))
            guard
              let (p, q) = Self.basePairings.first(where: { (p: Int, q: Int) -> Bool in
                first[p] == second[q] && first[1 - p] != second[1 - q]
              })
            else { continue }
            let cell = { (line: Int, slot: Int) in
              Cell(Tables.houseCells[offset + line][slot])
            }
            let baseCells = [cell(lines[i], first[p]), cell(lines[j], second[q])]
            let roofs = [cell(lines[i], first[1 - p]), cell(lines[j], second[1 - q])]
            let eliminations = Tables.peers[roofs[0].index].filter { peer in
              grid.candidates[peer].contains(digit) && Tables.peers[roofs[1].index].contains(peer)
            }.map { Candidate(Cell($0), digit) }
            guard !eliminations.isEmpty else { continue }
            let crossing: House.Kind = kind == .row ? .column : .row
            let skyscraper = Skyscraper(
              digit: digit, lines: [House(kind, lines[i]), House(kind, lines[j])],
              base: House(crossing, first[p]), baseCells: baseCells, roofs: roofs)
            result.append((skyscraper, eliminations))
          }
        }
      }
    }
    return result
  }

  /// Which slot of each line may be the base: the first of both, the second of both, then mixed.
  private static let basePairings: [(p: Int, q: Int)] = [(0, 0), (1, 1), (0, 1), (1, 0)]

  /// The two slots (positions within the line) of a two-bit mask, ascending.
  private static func slots(_ mask: UInt16) -> [Int] {
    [mask.trailingZeroBitCount, 15 - (mask.leadingZeroBitCount)]
  }
}
