import SudokuCore

/// Why no hidden pair (or hidden triple) removes a candidate: facts computed on the board as shown.
///
/// A hidden subset of n digits clears a cell of its other candidates only when, in one of the cell's
/// houses, n digits have no places but n cells, the cell among them. So for each house of the cell the
/// miss names what comes closest: the n digits (the answer's digit aside) whose places take fewest cells
/// together with the cell among them — in row 1, 4 in r1c1,r1c5 and 7 in r1c1,r1c5,r1c8: three cells
/// for two digits, a third place breaks the pair — or the few digits that have n places or fewer at
/// all. The hidden subsets on the board that share a house with the cell or hold the digit are named
/// too, every one: they clear only their own cells. One rule for both lessons (`size` 2 or 3); the words are the lesson's own.
public struct HiddenSubsetMiss: Hashable, Sendable {
  /// One house of the cell, and why it hides no subset that clears the cell.
  public enum Block: Hashable, Sendable {
    /// The house has `empty` empty cells, `size` or fewer: nothing can hide in it.
    case tooSmall(House, empty: Int)
    /// Fewer than `size` digits still to place (the answer's aside) have `size` places or fewer in
    /// the house: those that do (maybe none).
    case few(House, [Miss.DigitPlaces])
    /// Enough digits have `size` places or fewer, but none of them has one in the cell.
    case elsewhere(House, [Miss.DigitPlaces])
    /// The `size` digits whose places, together, take fewest cells with the cell among them:
    /// `cells`, more than `size` (named when one cell too many, or when no simpler reason applies).
    case near(House, [Miss.DigitPlaces], cells: [Cell])
  }

  public let candidate: Candidate
  /// 2 for the hidden pair lesson, 3 for the hidden triple.
  public let size: Int
  /// A hidden subset of the lesson in one of the cell's houses, or with the digit, that does not
  /// contain the cell: the first of `others`.
  public let nearby: Miss.Nearby?
  /// Every such subset on the board, each pattern once (one found from a box and a line is one):
  /// the miss speaks of each, not of "the" subset.
  public let others: [Step]
  /// The cell's row, column and box, in that order.
  public let blocks: [Block]

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, size: Int, grid: Grid, instances: [Step]) {
    self.candidate = candidate
    self.size = size
    let cell = candidate.cell
    var others: [Step] = []
    for instance in instances
    where
      (!Set(instance.houses).isDisjoint(with: cell.houses)
      || instance.digits.contains(candidate.digit)) && !instance.isDuplicate(ofAny: others)
    {
      others.append(instance)
    }
    self.others = others
    nearby = others.first.map { .outside($0, seen: []) }
    blocks = cell.houses.map { house in
      let empty = house.cells.filter(grid.isEmpty).count
      if empty <= size { return .tooSmall(house, empty: empty) }
      let unplaced = (1...9).filter { $0 != candidate.digit }
        .map { Miss.DigitPlaces(digit: $0, cells: grid.cells(of: $0, in: house)) }
        .filter { !$0.cells.isEmpty }
      // The fewest cells any choice of `size` digits takes with the cell among them (the first such
      // choice, in digit order, when several tie): one cell too many is the nearest miss there is.
      var best: (digits: [Miss.DigitPlaces], cells: [Cell])?
      for choice in unplaced.combinations(of: size) {
        let cells = Set(choice.flatMap(\.cells))
        guard cells.contains(cell), cells.count < best?.cells.count ?? 10 else { continue }
        best = (choice, cells.sorted())
      }
      if let best, best.cells.count == size + 1 {
        return .near(house, best.digits, cells: best.cells)
      }
      // Further off, what keeps a subset out: too few digits with few places, or none in the cell.
      let few = unplaced.filter { $0.cells.count <= size }
      if few.count < size { return .few(house, few) }
      guard few.contains(where: { $0.cells.contains(cell) }), let best else {
        return .elsewhere(house, few)
      }
      return .near(house, best.digits, cells: best.cells)
    }
  }
}
