import SudokuCore

/// Why no swordfish removes a candidate: facts computed on the board as shown.
///
/// A swordfish on a digit removes it from a cell when three other lines (rows, or columns: the base)
/// hold the digit only in three crossing lines (the cover), the cell's crossing line among them. For
/// rows and for columns as the base the miss names what comes closest: the three lines that hold the
/// digit three times or fewer whose places spread over the fewest crossing lines, the cell's among
/// them, with the places outside the best three (fins: r5c9 beside columns 1, 4 and 7 — finned fish
/// don't count here); or too few such lines; or none with a place on the cell's crossing line. But
/// when a finned swordfish removes the digit from the cell (its fins all in the cell's box, as
/// HoDoKu's finned fish: the cell sees every fin), that one is named, not a near miss. A swordfish on
/// the board that leaves the cell alone, or that removes another digit from it, is named too.
public struct SwordfishMiss: Hashable, Sendable {
  /// One orientation (rows as the base, or columns) and why it gives no swordfish on the cell.
  public enum Orientation: Hashable, Sendable {
    /// Fewer than three lines of `baseKind` (the cell's own aside) hold the digit three times or
    /// fewer: those that do.
    case few(baseKind: House.Kind, lines: [Miss.Places])
    /// Enough lines do, but none has the digit in `cover`, the cell's crossing line.
    case noneInCover(baseKind: House.Kind, cover: House, lines: [Miss.Places])
    /// The three lines that come closest: `cover` the three crossing lines (the cell's among them)
    /// that hold most of their places, `fins` the places outside them.
    case finned(base: [Miss.Places], cover: [House], fins: [Cell])
    /// As `finned`, with one fin that `cell` (the answer's) does not see: even the finned swordfish
    /// would leave the cell alone, so the fin is not what keeps it.
    case finUnseen(base: [Miss.Places], cover: [House], fin: Cell, cell: Cell)
    /// A finned swordfish that removes the digit from the cell: `base` hold it only in `cover` (the
    /// cell's crossing line among them, each with a place) but for `fins`, all in the cell's box.
    case finnedReaches(base: [Miss.Places], cover: [House], fins: [Cell], cell: Cell)
  }

  public let candidate: Candidate
  public let nearby: Miss.Nearby?
  /// Every swordfish on the board with the digit, each pattern once, when none removes another
  /// digit from the cell: when there are several, the miss speaks of all of them, not of "the"
  /// swordfish (`nearby` is `.outside` with the first).
  public let outside: [Step]
  /// Every swordfish on the board that removes another digit from the cell, each pattern once
  /// (`nearby` is `.otherDigits` with the first).
  public let reaching: [Step]
  /// Rows as the base, then columns.
  public let orientations: [Orientation]

  static let size = 3

  /// The facts for `candidate`, which no instance in `instances` removes and none has as its own.
  init(_ candidate: Candidate, grid: Grid, instances: [Step]) {
    self.candidate = candidate
    let cell = candidate.cell
    let digit = candidate.digit
    var outside: [Step] = []
    for instance in instances
    where instance.digits.contains(digit) && !instance.isDuplicate(ofAny: outside) {
      outside.append(instance)
    }
    let reaching = instances.reaching(cell)
    self.reaching = reaching
    if let other = reaching.first {
      nearby = .otherDigits(other)
      self.outside = []
    } else {
      nearby = outside.first.map { .outside($0, seen: []) }
      self.outside = outside
    }
    orientations = [House.Kind.row, .column].map { baseKind in
      let coverKind: House.Kind = baseKind == .row ? .column : .row
      func position(_ cell: Cell) -> Int { baseKind == .row ? cell.column : cell.row }
      let own = baseKind == .row ? cell.row : cell.column
      let coverIndex = position(cell)
      if let finned = Self.finned(reaching: cell, digit: digit, baseKind: baseKind, grid: grid) {
        return finned
      }
      let lines = (0..<9).filter { $0 != own }.map { House(baseKind, $0) }
        .map { Miss.Places(house: $0, cells: grid.cells(of: digit, in: $0)) }
        .filter { (1...Self.size).contains($0.cells.count) }
      guard lines.count >= Self.size else { return .few(baseKind: baseKind, lines: lines) }
      guard lines.contains(where: { $0.cells.map(position).contains(coverIndex) }) else {
        return .noneInCover(
          baseKind: baseKind, cover: House(coverKind, coverIndex), lines: lines)
      }
      // The three lines spread over fewest crossing lines with the cell's among them; then the three
      // crossing lines (the cell's included) that leave fewest places outside.
      var best: (base: [Miss.Places], cover: [Int], fins: [Cell])?
      for base in lines.combinations(of: Self.size) {
        let cells = base.flatMap(\.cells)
        let spread = Set(cells.map(position))
        guard spread.contains(coverIndex) else { continue }
        let rest = spread.subtracting([coverIndex]).sorted()
        for others in rest.combinations(of: Swift.min(Self.size - 1, rest.count)) {
          let cover = ([coverIndex] + others).sorted()
          let fins = cells.filter { !cover.contains(position($0)) }.sorted()
          if fins.count < best?.fins.count ?? 82 { best = (base, cover, fins) }
        }
      }
      let cover = best!.cover.map { House(coverKind, $0) }
      if best!.fins.count == 1, !cell.sees(best!.fins[0]) {
        return .finUnseen(base: best!.base, cover: cover, fin: best!.fins[0], cell: cell)
      }
      return .finned(base: best!.base, cover: cover, fins: best!.fins)
    }
  }
}

extension SwordfishMiss {
  /// The finned swordfish with `baseKind` lines as its base that removes `digit` from `cell`, with
  /// the fewest fins (the first in line order when several tie), or nil: three lines other than
  /// the cell's hold the digit, each at least once in three crossing lines — the cell's among
  /// them, each crossing line with a place — and elsewhere only in fins, all in the cell's box.
  static func finned(reaching cell: Cell, digit: Int, baseKind: House.Kind, grid: Grid)
    -> Orientation?
  {
    let coverKind: House.Kind = baseKind == .row ? .column : .row
    func position(_ cell: Cell) -> Int { baseKind == .row ? cell.column : cell.row }
    let own = baseKind == .row ? cell.row : cell.column
    let coverIndex = position(cell)
    let lines = (0..<9).filter { $0 != own }.map { House(baseKind, $0) }
      .map { Miss.Places(house: $0, cells: grid.cells(of: digit, in: $0)) }
      .filter { !$0.cells.isEmpty }
    var best: Orientation?
    var fewest = 82
    for base in lines.combinations(of: size) {
      let cells = base.flatMap(\.cells)
      let rest = Set(cells.map(position)).subtracting([coverIndex]).sorted()
      // Every place outside the cell's box must be covered (fins sit only in that box): a base
      // with more such crossing lines than the cover has room for is passed over whole, and a
      // cover missing one of them without building it. Same choices, same order, fewer built.
      let mustCover = Set(cells.filter { $0.box != cell.box }.map(position))
        .subtracting([coverIndex])
      guard mustCover.count <= size - 1 else { continue }
      for others in rest.combinations(of: size - 1) where mustCover.isSubset(of: others) {
        let cover = ([coverIndex] + others).sorted()
        let fins = cells.filter { !cover.contains(position($0)) }.sorted()
        guard !fins.isEmpty, fins.count < fewest, fins.allSatisfy({ $0.box == cell.box }),
          cover.allSatisfy({ index in cells.contains { position($0) == index } }),
          base.allSatisfy({ line in line.cells.contains { cover.contains(position($0)) } })
        else { continue }
        fewest = fins.count
        best = .finnedReaches(
          base: base, cover: cover.map { House(coverKind, $0) }, fins: fins, cell: cell)
      }
    }
    return best
  }
}
