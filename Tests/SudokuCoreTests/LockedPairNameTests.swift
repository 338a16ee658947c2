import Testing

@testable import SudokuCore

/// HoDoKu names a naked pair of a box and a line a Locked Pair only when it removes in both houses
/// (reglib's two `0110-1` cases hold a second pair that removes only in its box: a Naked Pair).
@Suite struct LockedPairNameTests {
  static let cells = [Cell(row: 0, column: 0), Cell(row: 0, column: 1)]

  static func pair(removing eliminations: [Candidate]) -> Step {
    Step(
      technique: .nakedPair,
      pattern: .nakedPair(digits: [1, 2], cells: cells, houses: [.row(0), .box(0)]),
      placements: [], eliminations: eliminations)
  }

  @Test func removingInTheBoxAndTheLineIsALockedPair() {
    let step = Self.pair(removing: [
      Candidate(Cell(row: 1, column: 1), 1), Candidate(Cell(row: 0, column: 5), 2),
    ])
    #expect(step.name == "Locked Pair")
    #expect(step.libraryCode == "0110")
  }

  @Test func removingOnlyInTheBoxIsANakedPair() {
    let step = Self.pair(removing: [
      Candidate(Cell(row: 1, column: 1), 1), Candidate(Cell(row: 0, column: 2), 2),
    ])
    #expect(step.name == "Naked Pair")
    #expect(step.libraryCode == "0200")
  }

  /// A reveal shows only the part a chain needs; HoDoKu names the pattern, not the part.
  @Test func aLockedPairKeepingOnlyItsBoxPartIsStillALockedPair() {
    let step = Self.pair(removing: [
      Candidate(Cell(row: 1, column: 1), 1), Candidate(Cell(row: 0, column: 5), 2),
    ])
    let part = step.keeping([Candidate(Cell(row: 1, column: 1), 1)])
    #expect(part.eliminations == [Candidate(Cell(row: 1, column: 1), 1)])
    #expect(part.name == "Locked Pair")
    #expect(part.libraryCode == "0110")
  }

  @Test func removingOnlyInTheLineOutsideTheBoxIsANakedPair() {
    let step = Self.pair(removing: [Candidate(Cell(row: 0, column: 7), 1)])
    #expect(step.name == "Naked Pair")
  }
}
