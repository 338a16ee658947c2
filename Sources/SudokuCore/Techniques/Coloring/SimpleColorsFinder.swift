/// Simple Colors: for one digit, the houses that hold it in exactly two cells (strong links) join
/// those cells into chains. Colour each chain alternately along its links: in every link one cell
/// holds the digit, so one colour holds every digit of the chain and the other none.
///
/// - Trap: a cell that sees a cell of each colour cannot hold the digit (one of the two does).
/// - Wrap: two cells of one colour that see each other cannot both hold it, so that colour holds
///   none, and the digit leaves every cell of it.
///
/// Example: 7 in column 2 only at r1c2 and r9c2, in row 1 only at r1c2 and r1c8, in column 8 only
/// at r1c8 and r5c8: r1c2 and r5c8 take one colour, r1c8 and r9c2 the other; r5c2 sees r5c8 and
/// r9c2, so `Simple Colors Trap: 7 (r1c2,r5c8) / (r1c8,r9c2) => r5c2<>7`.
///
/// Per digit and chain (cells coloured from the chain's first cell, as HoDoKu does), a wrap is one
/// instance and a trap another, each when it removes something.
enum SimpleColorsFinder {
  /// Every Simple Colors step that removes something: per digit, per chain, the wrap, then the
  /// trap.
  static func find(in grid: Grid, map: CandidateMap) -> [(
    colors: SimpleColors, eliminations: [Candidate]
  )] {
    var result: [(colors: SimpleColors, eliminations: [Candidate])] = []
    for digit in 1...9 {
      for chain in chains(of: digit, map: map) {
        if chain.isWrap {
          let removed = chain.falseColors.flatMap { chain.colors[$0] }.sorted()
          result.append((chain, removed.map { Candidate($0, digit) }))
        }
        // Trap: a cell showing the digit that sees both colours.
        let trapped = (0..<81).filter { target in
          grid.candidates[target].contains(digit)
            && chain.colors.allSatisfy { color in color.contains { Tables.sees(target, $0.index) } }
        }
        if !trapped.isEmpty {
          let trap = SimpleColors(
            digit: digit, colors: chain.colors, links: chain.links, falseColors: [])
          result.append((trap, trapped.map { Candidate(Cell($0), digit) }))
        }
      }
    }
    return result
  }

  /// The chains of `digit`: the cells the houses holding it exactly twice join, each coloured
  /// breadth first from its first cell (board order), with the colours two of whose cells see
  /// each other as `falseColors`.
  static func chains(of digit: Int, map: CandidateMap) -> [SimpleColors] {
    var partners = [[Int]](repeating: [], count: 81)
    var linkHouses: [(house: Int, cell: Int)] = []
    for house in 0..<27 {
      let mask = map.mask(house, digit)
      guard mask.nonzeroBitCount == 2 else { continue }
      let a = Tables.houseCells[house][mask.trailingZeroBitCount]
      let b = Tables.houseCells[house][15 - mask.leadingZeroBitCount]
      partners[a].append(b)
      partners[b].append(a)
      linkHouses.append((house, a))
    }
    var chains: [SimpleColors] = []
    var color = [Int](repeating: -1, count: 81)
    for start in 0..<81 where !partners[start].isEmpty && color[start] < 0 {
      var colors: [[Int]] = [[], []]
      var queue = [start]
      color[start] = 0
      var next = 0
      while next < queue.count {
        let cell = queue[next]
        next += 1
        colors[color[cell]].append(cell)
        for partner in partners[cell] where color[partner] < 0 {
          color[partner] = 1 - color[cell]
          queue.append(partner)
        }
      }
      let chain = Set(queue)
      let links = linkHouses.filter { chain.contains($0.cell) }.map { House(ordinal: $0.house) }
      let falseColors = (0..<2).filter { side in
        colors[side].contains { a in colors[side].contains { Tables.sees(a, $0) } }
      }
      chains.append(
        SimpleColors(
          digit: digit, colors: colors.map { $0.map(Cell.init) }, links: links,
          falseColors: falseColors))
    }
    return chains
  }
}

extension TechniqueRule {
  /// A digit's strong links coloured alternately: what sees both colours, or a colour two of
  /// whose cells see each other, loses the digit.
  static let simpleColors = TechniqueRule(
    .simpleColors, hodokuName: "Simple Colors Trap", libraryCode: "0500",
    otherLibraryCodes: ["0501"], level: .grandmaster
  ) { grid, map in
    SimpleColorsFinder.find(in: grid, map: map).map {
      step(.simpleColors, .simpleColors($0.colors), $0.eliminations)
    }
  }
}
