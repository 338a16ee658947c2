import SudokuCore

/// Why no skyscraper removes a candidate: facts computed on the board as shown.
///
/// A skyscraper on a digit needs two parallel lines that hold it exactly twice (two strong links),
/// one end of each on a common crossing line (the base), the other two ends (the roofs) on different
/// crossing lines; it removes the digit from the cells that see both roofs. For rows and for columns
/// the miss names what comes closest: a skyscraper whose roofs the cell does not both see, two links
/// whose ends share both crossing lines (an X-Wing, not a skyscraper), links with no end in common, or
/// too few links (and the lines that hold the digit three times). Crossed skyscrapers (the base the
/// second cell of one link and the first of the other) are skyscrapers here too.
public struct SkyscraperMiss: PatternMissFacts, Hashable {
  /// Rows, or columns, as the skyscraper's lines, and the closest they come to one through the cell.
  public enum Orientation: Hashable, Sendable {
    /// Fewer than two lines of `kind` hold the digit exactly twice (`links`); `threes` hold it three
    /// times.
    case fewLinks(House.Kind, links: [Miss.Places], threes: [Miss.Places])
    /// A skyscraper on the digit whose roofs the cell does not both see: `seen` is the roofs it sees.
    /// The cell may be one of its four cells; the skyscraper then removes nothing (it would be an
    /// instance, and the miss a pattern candidate).
    case roofs(Skyscraper, seen: [Cell])
    /// Two links whose ends lie on the same two crossing lines `cover`: an X-Wing's shape.
    case xWing(links: [Miss.Places], cover: [House])
    /// Every line of `kind` that holds the digit exactly twice; no two have an end on a common
    /// crossing line.
    case noBase(House.Kind, links: [Miss.Places])
  }

  public let reach: PatternReach
  /// Rows as the lines, then columns.
  public let orientations: [Orientation]

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    let cell = candidate.cell
    let digit = candidate.digit
    orientations = [House.Kind.row, .column].map { kind in
      let crossing: House.Kind = kind == .row ? .column : .row
      func position(_ cell: Cell) -> Int { kind == .row ? cell.column : cell.row }
      let lines = (0..<9).map { House(kind, $0) }
        .map { Miss.Places(house: $0, cells: grid.cells(of: digit, in: $0)) }
      let links = lines.filter { $0.cells.count == 2 }
      guard links.count >= 2 else {
        return .fewLinks(kind, links: links, threes: lines.filter { $0.cells.count == 3 })
      }
      // A skyscraper the cell is not part of, seeing most roofs, is the closest.
      var best: (skyscraper: Skyscraper, seen: [Cell], rank: Int)?
      var xWing: Orientation?
      for pair in links.combinations(of: 2) {
        let (first, second) = (pair[0].cells, pair[1].cells)
        guard
          let (p, q) = [(0, 0), (0, 1), (1, 0), (1, 1)].first(where: {
            position(first[$0.0]) == position(second[$0.1])
          })
        else { continue }
        if position(first[1 - p]) == position(second[1 - q]) {
          xWing = xWing ?? .xWing(links: pair, cover: first.map { House(crossing, position($0)) })
          continue
        }
        let roofs = [first[1 - p], second[1 - q]]
        let skyscraper = Skyscraper(
          digit: digit, lines: [pair[0].house, pair[1].house],
          base: House(crossing, position(first[p])), baseCells: [first[p], second[q]], roofs: roofs)
        let seen = roofs.filter(cell.sees)
        let isPart = (roofs + skyscraper.baseCells).contains(cell)
        let rank = seen.count + (isPart ? 0 : 3)
        if rank > best?.rank ?? -1 { best = (skyscraper, seen, rank) }
      }
      if let best { return .roofs(best.skyscraper, seen: best.seen) }
      return xWing ?? .noBase(kind, links: links)
    }
  }
}
