import SudokuCore

/// Why no W-Wing removes a candidate: facts computed on the board as shown.
///
/// A W-Wing removes its digit x from a cell that sees both of its two cells, which show exactly x
/// and y, when a house holds y in exactly two other cells, one seeing each. So the miss names
/// what comes closest: two such cells the answer's cell sees with no link between them (and the
/// house that would link them but for its other places of y); else a W-Wing on x whose two cells
/// the answer's cell does not both see; else the cells it sees that show x and one other digit,
/// no two alike; else that it sees none.
public struct WWingMiss: PatternMissFacts, Hashable {
  /// The closest the board comes to a W-Wing removing the digit from the cell.
  public enum Closest: Hashable, Sendable {
    /// The cell sees both of `pair`, cells showing exactly the digit and one other, y; no house
    /// holds y in exactly two cells (neither of the pair) with one seeing each. `weak` is the
    /// house that would, but for its other places of y (the one with the fewest), if any.
    case noLink(pair: [Miss.Shown], weak: Miss.Places?)
    /// A W-Wing removing the digit whose two cells the cell does not both see (`seen`: those it
    /// sees); `reaches` is the cells it removes the digit from (those showing it that see both),
    /// maybe none. The cell may be one of its link's cells.
    case wing(WWing, seen: [Cell], reaches: [Cell])
    /// The cells the cell sees that show exactly the digit and one other: no two show the same two
    /// digits.
    case noPair([Miss.Shown])
    /// The cell sees no cell showing exactly the digit and one other.
    case nothing
  }

  public let reach: PatternReach
  public let closest: Closest

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    reach = PatternReach(candidate, instances: instances)
    closest = Self.closest(candidate, on: grid)
  }

  private static func closest(_ candidate: Candidate, on grid: Grid) -> Closest {
    let cell = candidate.cell
    let digit = candidate.digit
    let bivalue = grid.emptyCells.filter {
      grid.candidates(at: $0).count == 2 && grid.candidates(at: $0).contains(digit)
    }.map { Miss.Shown(cell: $0, digits: grid.candidates(at: $0)) }
    let seen = bivalue.filter { $0.cell.sees(cell) }
    // Two cells alike that the cell both sees: no link joins them, or it would be an instance.
    for (i, first) in seen.enumerated() {
      for second in seen[(i + 1)...] where second.digits == first.digits {
        let pair = [first, second]
        return .noLink(pair: pair, weak: weakLink(pair, digit: digit, on: grid))
      }
    }
    // The W-Wings on the digit, the one whose cells the cell sees most first.
    var best: (wing: WWing, seen: [Cell])?
    for wing in wings(removing: digit, on: grid) where !wing.cells.contains(cell) {
      let sight = wing.cells.filter(cell.sees)
      if sight.count > best?.seen.count ?? -1 { best = (wing, sight) }
    }
    if let best {
      let reaches = grid.emptyCells.filter { target in
        grid.candidates(at: target).contains(digit) && best.wing.cells.allSatisfy(target.sees)
      }
      return .wing(best.wing, seen: best.seen, reaches: reaches)
    }
    return seen.isEmpty ? .nothing : .noPair(seen)
  }

  /// The house, holding neither of `pair`, whose places of the pair's other digit include one
  /// seeing each of them, with the fewest places (three or more: no strong link).
  static func weakLink(_ pair: [Miss.Shown], digit: Int, on grid: Grid) -> Miss.Places? {
    let other = pair[0].digits.subtracting([digit]).first!
    var best: Miss.Places?
    for ordinal in 0..<27 {
      let house = House(ordinal: ordinal)
      guard !pair.contains(where: { house.contains($0.cell) }) else { continue }
      let places = grid.cells(of: other, in: house)
      guard places.count > 2, places.count < best?.cells.count ?? 10,
        matched(places, pair.map(\.cell))
      else { continue }
      best = Miss.Places(house: house, cells: places)
    }
    return best
  }

  /// Whether two different cells of `places` see one of `pair` each.
  static func matched(_ places: [Cell], _ pair: [Cell]) -> Bool {
    places.contains { first in
      first.sees(pair[0]) && places.contains { $0 != first && $0.sees(pair[1]) }
    }
  }

  /// Every W-Wing on the board removing `digit`, whether or not it removes anything: two cells
  /// showing exactly `digit` and y, and a house (holding neither) with y in exactly two cells, one
  /// seeing each; each pair of link cells once.
  static func wings(removing digit: Int, on grid: Grid) -> [WWing] {
    let bivalue = grid.emptyCells.filter {
      grid.candidates(at: $0).count == 2 && grid.candidates(at: $0).contains(digit)
    }
    var result: [WWing] = []
    for (i, first) in bivalue.enumerated() {
      for second in bivalue[(i + 1)...]
      where grid.candidates(at: second) == grid.candidates(at: first) {
        let other = grid.candidates(at: first).subtracting([digit]).first!
        var joined: Set<[Cell]> = []
        for ordinal in 0..<27 {
          let house = House(ordinal: ordinal)
          let places = grid.cells(of: other, in: house)
          guard places.count == 2, !places.contains(first), !places.contains(second),
            !joined.contains(places)
          else { continue }
          let linkCells: [Cell]
          if places[0].sees(first) && places[1].sees(second) {
            linkCells = places
          } else if places[1].sees(first) && places[0].sees(second) {
            linkCells = [places[1], places[0]]
          } else {
            continue
          }
          joined.insert(places)
          result.append(
            WWing(
              cells: [first, second], removed: digit, linkDigit: other, link: house,
              linkCells: linkCells))
        }
      }
    }
    return result
  }
}
