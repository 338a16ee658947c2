import SudokuCore
import TestSupport
import Testing

/// The generalized searches behind the new finders, HoDoKu's cell grouping, and the skyscrapers HoDoKu
/// 2.2 misses.
@Suite struct MasterFinderTests {
  /// Subsets and fish of size 2 are the naked pair and the X-Wing: on positions without singles (where
  /// HoDoKu's wider definitions, a cell or base line with one candidate, cannot apply) the generalized
  /// searches give exactly what the six's finders give.
  @Test func sizeTwoIsTheNakedPairAndTheXWing() {
    // Every walked position with its singles placed, and copies with a few wrong candidates (one in
    // twelve) removed and their singles placed too: each distinct one once.
    var distinct = Set<Grid>()
    var generator = SplitMix64(seed: 21)
    for position in nextQuickPositions {
      var grid = position.grid
      guard LogicalSolver.applySingles(to: &grid), !grid.isComplete else { continue }
      distinct.insert(grid)
      for _ in 0..<8 {
        var copy = grid
        for cell in copy.emptyCells {
          for digit in copy.candidates(at: cell)
          where digit != position.solution[cell.index]
            && Int.random(in: 0..<12, using: &generator) == 0
          {
            copy.eliminate(Candidate(cell, digit))
          }
        }
        if LogicalSolver.applySingles(to: &copy), !copy.isComplete { distinct.insert(copy) }
      }
    }
    #expect(distinct.count >= 300)
    for grid in distinct {
      let singles = Finder.steps([.nakedSingle, .hiddenSingle], in: grid)
      #expect(singles.values.allSatisfy { $0.isEmpty })
      let six = Finder.steps([.nakedPair, .xWing], in: grid)
      #expect(
        Set(SizedPatterns.nakedSubsets(size: 2, in: grid).flatMap(\.eliminations))
          == Set(six[.nakedPair, default: []].flatMap(\.eliminations)),
        "\(PositionAudit.line(grid))")
      #expect(
        Set(SizedPatterns.basicFish(size: 2, in: grid).flatMap(\.eliminations))
          == Set(six[.xWing, default: []].flatMap(\.eliminations)), "\(PositionAudit.line(grid))")
    }
  }

  /// Quadruples and jellyfish against the reference too (not lessons, but the same code paths).
  @Test func sizeFourAgreesWithTheReference() {
    for position in nextQuickPositions.prefix(600) {
      let grid = position.grid
      let reference = Reference(grid)
      #expect(
        Set(SizedPatterns.nakedSubsets(size: 4, in: grid).flatMap(\.eliminations))
          == reference.nakedSubsets(size: 4))
      #expect(
        Set(SizedPatterns.hiddenSubsets(size: 4, in: grid).flatMap(\.eliminations))
          == reference.hiddenSubsets(size: 4))
      #expect(
        Set(SizedPatterns.basicFish(size: 4, in: grid).flatMap(\.eliminations))
          == reference.basicFish(size: 4))
    }
  }

  @Test(arguments: [
    (["r1c4", "r2c4", "r2c6"], "r12c4,r2c6"),
    (["r1c1", "r1c5", "r2c1", "r2c5"], "r1c15,r2c15"),
    (["r5c9", "r5c1"], "r5c19"),
    (["r2c4", "r5c4", "r5c9"], "r25c4,r5c9"),
    (["r3c6", "r1c6", "r4c5", "r5c5"], "r13c6,r45c5"),
  ])
  func cellsGroupAsHoDoKuPrintsThem(_ cells: [String], _ text: String) throws {
    #expect(Notation.compact(try cells.map { try #require(Notation.parseCell($0)) }) == text)
  }

  @Test func eliminationsGetOnePartPerDigit() throws {
    let cells = try ["r5c1", "r5c9"].map { try #require(Notation.parseCell($0)) }
    let eliminations = [Candidate(cells[0], 7), Candidate(cells[1], 4), Candidate(cells[0], 4)]
    #expect(Notation.formatPerDigit(eliminations: eliminations) == "r5c19<>4, r5c1<>7")
  }

  /// A grid with every candidate, then `digit` kept in each line only in the given columns.
  func rows(_ digit: Int, _ columns: [Int: [Int]]) -> Grid {
    var grid = Grid()
    for (row, kept) in columns {
      for column in 1...9 where !kept.contains(column) {
        grid.eliminate(Candidate(Cell(row: row - 1, column: column - 1), digit))
      }
    }
    return grid
  }

  /// The base c5 is the second cell of r1's link and the first of r5's: HoDoKu 2.2 pairs only first
  /// with first and second with second, so it has no such step; we find it and say so.
  @Test func crossedSkyscrapersAreFoundAndMarked() throws {
    let crossed = Finder.steps(.skyscraper, in: rows(3, [1: [4, 5], 5: [5, 6]]))
    let step = try #require(crossed.first)
    #expect(crossed.count == 1)
    guard case .skyscraper(let skyscraper) = step.pattern else {
      Issue.record("not a skyscraper: \(step)")
      return
    }
    #expect(skyscraper.isBeyondHoDoKu)
    #expect(skyscraper.base == .column(4))

    let plain = Finder.steps(.skyscraper, in: rows(3, [2: [1, 5], 6: [1, 6]]))
    #expect(plain.count == 1)
    if case .skyscraper(let skyscraper) = plain.first?.pattern {
      #expect(!skyscraper.isBeyondHoDoKu)
    }
  }

  /// Locked Triple is HoDoKu's name and code for a naked triple of one box and one line that removes
  /// from both; the same cells with nothing to remove in the line are a plain Naked Triple.
  @Test func lockedTriplesAreNakedTriplesNamedApart() throws {
    var grid = Grid()
    let cells = [(0, 0, [1, 2]), (0, 1, [2, 3]), (0, 2, [1, 3])]
    for (row, column, digits) in cells {
      grid.setCandidates(DigitSet(digits), at: Cell(row: row, column: column))
    }
    let locked = try #require(Finder.steps(.nakedTriple, in: grid).first)
    #expect(locked.name == "Locked Triple")
    #expect(locked.libraryCode == "0111")
    for column in 3..<9 {
      grid.setCandidates(DigitSet(4...9), at: Cell(row: 0, column: column))
    }
    let naked = try #require(Finder.steps(.nakedTriple, in: grid).first)
    #expect(naked.name == "Naked Triple")
    #expect(naked.libraryCode == "0201")
    #expect(naked.eliminations.allSatisfy { $0.cell.box == 0 && $0.cell.row != 0 })
  }
}
