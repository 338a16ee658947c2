import SudokuCore

/// Why no naked pair removes a digit from a cell (the naked pair lesson): each two-candidate cell
/// holding the digit in one of the cell's houses, and why it makes no pair — a cell beside it holds
/// the two and one more, or no other cell holds exactly those two. Example: `in row 1 r1c3 holds
/// {3,4}, but r1c2 holds {3,4,6}`.
extension Miss {
  /// A two-candidate cell holding the digit in one of the cell's houses, and why it is no pair.
  public enum PairBlock: Hashable, Sendable {
    /// `superset` holds the two and one more.
    case beside(house: House, member: Cell, set: DigitSet, superset: Cell, supersetSet: DigitSet)
    case unmatched(house: House, member: Cell, set: DigitSet)
  }
}

extension AnswerChecker {
  func pairBlocks(_ candidate: Candidate) -> [Miss.PairBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.PairBlock] = []
    for house in cell.houses {
      let bivalue = house.cells.filter {
        $0 != cell && grid.isEmpty($0) && grid.candidates(at: $0).count == 2
          && grid.candidates(at: $0).contains(digit)
      }
      for member in bivalue {
        let set = grid.candidates(at: member)
        let near = house.cells.filter {
          $0 != member && $0 != cell && grid.isEmpty($0) && grid.candidates(at: $0).count == 3
            && grid.candidates(at: $0).intersection(set) == set
        }
        if let superset = near.first {
          blocks.append(
            .beside(
              house: house, member: member, set: set, superset: superset,
              supersetSet: grid.candidates(at: superset)))
        } else {
          blocks.append(.unmatched(house: house, member: member, set: set))
        }
      }
    }
    return blocks
  }
}
