import SudokuCore

/// Why no naked triple removes a candidate: facts computed on the board as shown.
///
/// A naked triple removes a digit from a cell when three other cells of one of its houses show only
/// three digits between them, the digit among them. So for each house of the cell the miss names what
/// comes closest: the three cells (three candidates or fewer each, one holding the digit) whose
/// candidates together are fewest — r1c2 {1,5}, r1c4 {1,3,5} and r1c7 {3,5,8} hold four digits — or
/// the few cells small enough at all. A naked triple on the board near the cell is named too: one in
/// a house of the cell that removes only other digits (the right pattern, the wrong digit), or one
/// with the digit whose houses leave the cell out.
public struct NakedTripleMiss: Hashable, Sendable {
  /// One house of the cell, and why it holds no naked triple that removes the digit from the cell.
  public enum Block: Hashable, Sendable {
    /// Fewer than three other cells of the house show three candidates or fewer: those that do (the
    /// answer's cell aside, which a triple removing from it cannot hold).
    case few(House, [Miss.Shown])
    /// Enough other cells show three candidates or fewer, but none of them holds the digit.
    case without(House, [Miss.Shown])
    /// The three cells, one holding the digit, whose candidates together are fewest: `digits`, more
    /// than three (named when four, or when no simpler reason applies).
    case near(House, [Miss.Shown], digits: DigitSet)
  }

  public let candidate: Candidate
  /// The candidates the answer's cell shows: when three or fewer, the cell is one of the house's
  /// small cells too, and the words count it ("besides r8c6 itself, only …").
  public let shown: DigitSet
  public let nearby: Miss.Nearby?
  /// Every naked triple on the board with the digit whose houses leave the cell out, each pattern
  /// once (a triple of a box and a line found from both): when `nearby` is `.outside`, the miss
  /// speaks of all of them, not of "the" triple.
  public let outside: [Step]
  /// Every naked triple in a house of the cell without the digit, each pattern once (`nearby` is
  /// `.otherDigits` with the first): the miss names all of them.
  public let inHouses: [Step]
  /// The cell's row, column and box, in that order.
  public let blocks: [Block]

  static let size = 3

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    self.candidate = candidate
    let cell = candidate.cell
    let digit = candidate.digit
    shown = grid.candidates(at: cell)
    var outside: [Step] = []
    for instance in instances
    where instance.digits.contains(digit) && !instance.houses.contains(where: { $0.contains(cell) })
      && !instance.isDuplicate(ofAny: outside)
    {
      outside.append(instance)
    }
    self.outside = outside
    var inHouses: [Step] = []
    for instance in instances
    where !instance.digits.contains(digit) && !Set(instance.houses).isDisjoint(with: cell.houses)
      && !instance.isDuplicate(ofAny: inHouses)
    {
      inHouses.append(instance)
    }
    self.inHouses = inHouses
    if let other = instances.first(where: {
      !$0.digits.contains(digit) && !Set($0.houses).isDisjoint(with: cell.houses)
    }) {
      nearby = .otherDigits(other)
    } else if let outside = instances.first(where: {
      $0.digits.contains(digit) && !$0.houses.contains { $0.contains(cell) }
    }) {
      nearby = .outside(outside, seen: [])
    } else {
      nearby = nil
    }
    blocks = cell.houses.map { house in
      let others = house.cells.filter { $0 != cell && grid.isEmpty($0) }
        .map { Miss.Shown(cell: $0, digits: grid.candidates(at: $0)) }
      // The three cells, one holding the digit, that show fewest digits together (the first such
      // choice when several tie): four digits is the nearest miss there is.
      var best: (cells: [Miss.Shown], digits: DigitSet)?
      for choice in others.combinations(of: Self.size) {
        let digits = choice.reduce(DigitSet.empty) { $0.union($1.digits) }
        guard digits.contains(digit), digits.count < best?.digits.count ?? 10 else { continue }
        best = (choice, digits)
      }
      if let best, best.digits.count == Self.size + 1 {
        return .near(house, best.cells, digits: best.digits)
      }
      // Further off, what keeps a triple out: too few small cells, or none holding the digit.
      let small = others.filter { $0.digits.count <= Self.size }
      if small.count < Self.size { return .few(house, small) }
      guard small.contains(where: { $0.digits.contains(digit) }), let best else {
        return .without(house, small)
      }
      return .near(house, best.cells, digits: best.digits)
    }
  }
}
