/// W-Wing: two cells show exactly the same two digits, x and y, and a house holds y in exactly two
/// other cells, one seeing each of the two. Were neither cell x, both would be y, and the house
/// would have no place left for y; so one of them is x, and x leaves every cell that sees both.
///
/// Example: r1c9 and r8c7 show only 1 and 4; column 3 holds its 1s only in r1c3, which sees r1c9,
/// and r8c3, which sees r8c7: `W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r1c7<>4, …`.
///
/// Each pair of cells, digit removed and pair of link cells is one instance (the first house that
/// holds the link, rows before columns before boxes). HoDoKu 2.2 checks the link's cells in house
/// order and takes a cell that sees both of the pair as seeing the first only, so it misses a link
/// whose first cell sees both and whose second sees only the first; here any link whose cells can
/// be matched one to each of the pair counts, as in the textbook (docs/techniques-grandmaster.md).
enum WWingFinder {
  /// Every W-Wing that removes something.
  static func find(in grid: Grid, map: CandidateMap) -> [(wing: WWing, eliminations: [Candidate])] {
    let bivalue = (0..<81).filter { grid.digits[$0] == 0 && grid.candidates[$0].count == 2 }
    var result: [(wing: WWing, eliminations: [Candidate])] = []
    for (i, first) in bivalue.enumerated() {
      let digits = grid.candidates[first]
      for second in bivalue[(i + 1)...] where grid.candidates[second] == digits {
        for removed in digits {
          let linkDigit = digits.subtracting([removed]).first!
          let eliminations = Tables.peers[first].filter {
            grid.candidates[$0].contains(removed) && Tables.sees($0, second)
          }
          guard !eliminations.isEmpty else { continue }
          var joined: Set<[Int]> = []
          for house in 0..<27 {
            let mask = map.mask(house, linkDigit)
            guard mask.nonzeroBitCount == 2 else { continue }
            let c = Tables.houseCells[house][mask.trailingZeroBitCount]
            let d = Tables.houseCells[house][15 - mask.leadingZeroBitCount]
            guard c != first, c != second, d != first, d != second, !joined.contains([c, d])
            else { continue }
            let linkCells: [Int]
            if Tables.sees(c, first) && Tables.sees(d, second) {
              linkCells = [c, d]
            } else if Tables.sees(d, first) && Tables.sees(c, second) {
              linkCells = [d, c]
            } else {
              continue
            }
            joined.insert([c, d])
            let wing = WWing(
              cells: [Cell(first), Cell(second)], removed: removed, linkDigit: linkDigit,
              link: House(ordinal: house), linkCells: linkCells.map(Cell.init))
            result.append((wing, eliminations.map { Candidate(Cell($0), removed) }))
          }
        }
      }
    }
    return result
  }
}
