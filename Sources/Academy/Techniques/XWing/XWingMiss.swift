import SudokuCore

/// Why no X-Wing covers a cell (the X-Wing lesson): for rows and for columns as the base, a finned
/// X-Wing there would be, or no other line with just two places and one in the cell's cross line, one
/// with no partner, or several that share no second cross line. Example: `the only column with just
/// two 3s, one in row 1, is c3 (r1, r5) — it has no partner`.
extension Miss {
  /// A line with the digit in the cell's cross line, as X-Wing reasons name it.
  public struct BaseLine: Hashable, Sendable {
    public let house: House
    /// The 0-based positions of the digit's candidates along the line.
    public let positions: [Int]
  }

  /// One orientation (rows as bases, or columns), and why it gives no X-Wing on the cell.
  public enum XWingBlock: Hashable, Sendable {
    /// `tight` and `other` would make one, but `other` has a fin in `extra`; `unseenBy` is the
    /// answer's cell when it does not see every fin cell (so even the finned X-Wing would leave it
    /// alone: the fin is not what keeps it), else nil.
    case fin(tight: House, other: House, cover: [House], extra: [Cell], unseenBy: Cell?)
    /// No other base line has just two candidates with one in `cover`.
    case noTight(baseKind: House.Kind, cover: House)
    /// One line qualifies but has no partner.
    case noPartner(baseKind: House.Kind, cover: House, base: BaseLine)
    /// Several qualify, but no two share their other cross line.
    case noneShare(baseKind: House.Kind, cover: House, bases: [BaseLine])
  }
}

extension AnswerChecker {
  func xWingBlocks(_ candidate: Candidate) -> [Miss.XWingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.XWingBlock] = []
    for baseKind in [House.Kind.row, .column] {
      let coverKind: House.Kind = baseKind == .row ? .column : .row
      let coverIndex = baseKind == .row ? cell.column : cell.row
      let ownIndex = baseKind == .row ? cell.row : cell.column
      let cover = House(coverKind, coverIndex)
      // Lines of the base kind (other than the cell's own) with the digit in the cell's cover line.
      var bases: [Miss.BaseLine] = []
      for index in 0..<9 where index != ownIndex {
        let base = House(baseKind, index)
        let positions = grid.cells(of: digit, in: base).map {
          baseKind == .row ? $0.column : $0.row
        }
        if positions.contains(coverIndex) {
          bases.append(Miss.BaseLine(house: base, positions: positions))
        }
      }
      if let fin = finnedXWing(bases, baseKind: baseKind, cell: cell) {
        blocks.append(fin)
        continue
      }
      let tight = bases.filter { $0.positions.count == 2 }
      if tight.isEmpty {
        blocks.append(.noTight(baseKind: baseKind, cover: cover))
      } else if tight.count == 1 {
        blocks.append(.noPartner(baseKind: baseKind, cover: cover, base: tight[0]))
      } else {
        blocks.append(.noneShare(baseKind: baseKind, cover: cover, bases: tight))
      }
    }
    return blocks
  }

  /// A finned X-Wing among `bases`: one line with exactly two places, another with the same two plus one
  /// or two extra candidates in the box of one corner — one whose fin `cell` sees when there is one
  /// (a finned X-Wing removes the digit only from cells that see its fin).
  func finnedXWing(_ bases: [Miss.BaseLine], baseKind: House.Kind, cell answerCell: Cell)
    -> Miss.XWingBlock?
  {
    var unseen: Miss.XWingBlock?
    for tight in bases where tight.positions.count == 2 {
      for other in bases where other.house != tight.house {
        let extra = Set(other.positions).subtracting(tight.positions)
        guard Set(tight.positions).isSubset(of: other.positions), (1...2).contains(extra.count)
        else { continue }
        func cell(_ position: Int) -> Cell {
          baseKind == .row
            ? Cell(row: other.house.index, column: position)
            : Cell(row: position, column: other.house.index)
        }
        let corners = tight.positions.map(cell)
        let extraCells = extra.sorted().map(cell)
        guard corners.contains(where: { corner in extraCells.allSatisfy { $0.box == corner.box } })
        else { continue }
        let coverKind: House.Kind = baseKind == .row ? .column : .row
        let seen = extraCells.allSatisfy(answerCell.sees)
        let block = Miss.XWingBlock.fin(
          tight: tight.house, other: other.house,
          cover: tight.positions.map { House(coverKind, $0) }, extra: extraCells,
          unseenBy: seen ? nil : answerCell)
        if seen { return block }
        unseen = unseen ?? block
      }
    }
    return unseen
  }
}
