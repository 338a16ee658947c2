import Testing

@testable import SudokuCore

@Suite struct DiggerTests {
  /// The plain greedy digger the fast one must match: same visiting order, a full count to 2 after
  /// every removal.
  static func greedyDig(
    solution: Puzzle, targetClues: Int, symmetric: Bool,
    using generator: inout some RandomNumberGenerator
  ) -> Puzzle {
    var units: [(first: Int, second: Int)] =
      symmetric ? (0...40).map { ($0, 80 - $0) } : (0..<81).map { ($0, $0) }
    units.shuffle(using: &generator)
    var puzzle = solution
    var clues = 81
    for unit in units {
      let size = unit.first == unit.second ? 1 : 2
      guard clues - size >= targetClues else { continue }
      var trial = puzzle
      trial[unit.first] = 0
      trial[unit.second] = 0
      if ReferenceSolver.countSolutions(trial, limit: 2) == 1 {
        puzzle = trial
        clues -= size
      }
    }
    return puzzle
  }

  /// Every unavoidable rectangle the digger skips the solver for is one: emptying just its four
  /// cells leaves two solutions, the grid and the grid with its two digits swapped there.
  @Test func unavoidableRectanglesHaveTwoSolutions() throws {
    var found = 0
    for seed: UInt64 in 1...40 {
      var generator = SplitMix64(seed: seed)
      let solution = Solver.randomSolution(using: &generator)
      for rectangle in UnavoidableRectangles(solution).rectangles {
        let cells = rectangle.cells
        try #require(cells.count == 4)
        var puzzle = solution
        for cell in cells { puzzle[cell] = 0 }
        #expect(ReferenceSolver.countSolutions(puzzle, limit: 3) == 2, "seed \(seed), \(cells)")
        found += 1
      }
    }
    // Random grids have a few each; none at all would test nothing.
    #expect(found > 20)
  }

  @Test(arguments: [(30, false), (26, false), (27, true), (40, true), (0, false), (0, true)])
  func digsLikeThePlainGreedyDigger(targetClues: Int, symmetric: Bool) {
    for seed: UInt64 in 1...5 {
      var setup = SplitMix64(seed: seed)
      let solution = Solver.randomSolution(using: &setup)
      var fast = SplitMix64(seed: seed &* 31)
      var plain = SplitMix64(seed: seed &* 31)
      let puzzle = PuzzleDigger.dig(
        solution: solution, targetClues: targetClues, symmetric: symmetric, using: &fast)
      let expected = Self.greedyDig(
        solution: solution, targetClues: targetClues, symmetric: symmetric, using: &plain)
      #expect(puzzle == expected, "seed \(seed)")
    }
  }

  @Test(arguments: [(26, false), (32, false), (40, false), (26, true), (33, true)])
  func dugPuzzlesAreUniqueSubsetsWithTheTargetClues(targetClues: Int, symmetric: Bool) {
    for seed: UInt64 in 100..<110 {
      var generator = SplitMix64(seed: seed)
      let solution = Solver.randomSolution(using: &generator)
      let puzzle = PuzzleDigger.dig(
        solution: solution, targetClues: targetClues, symmetric: symmetric, using: &generator)
      let clues = puzzle.count { $0 != 0 }
      #expect(ReferenceSolver.countSolutions(puzzle, limit: 2) == 1)
      #expect(zip(puzzle, solution).allSatisfy { $0 == 0 || $0 == $1 })
      if symmetric {
        #expect((0..<81).allSatisfy { (puzzle[$0] == 0) == (puzzle[80 - $0] == 0) })
      }
      if clues > targetClues {
        // Stopping above the target is only allowed when nothing more can go.
        let removable = (0..<81).filter { cell in
          guard puzzle[cell] != 0 else { return false }
          var trial = puzzle
          trial[cell] = 0
          if symmetric { trial[80 - cell] = 0 }
          let size = symmetric && cell != 40 ? 2 : 1
          return clues - size >= targetClues && Solver.countSolutions(trial, limit: 2) == 1
        }
        #expect(removable.isEmpty, "seed \(seed): \(clues) clues and \(removable) removable")
      } else {
        #expect(clues == targetClues)
      }
    }
  }

  @Test func minimalWhenTheTargetIsOutOfReach() {
    var generator = SplitMix64(seed: 7)
    let solution = Solver.randomSolution(using: &generator)
    let puzzle = PuzzleDigger.dig(
      solution: solution, targetClues: 0, symmetric: false, using: &generator)
    #expect(Solver.countSolutions(puzzle, limit: 2) == 1)
    for cell in 0..<81 where puzzle[cell] != 0 {
      var trial = puzzle
      trial[cell] = 0
      #expect(
        ReferenceSolver.countSolutions(trial, limit: 2) == 2, "r\(cell / 9 + 1)c\(cell % 9 + 1)")
    }
  }

  @Test func sameSeedSamePuzzle() {
    for symmetric in [false, true] {
      var first = SplitMix64(seed: 2026)
      var second = SplitMix64(seed: 2026)
      let one = PuzzleDigger.generate(targetClues: 26, symmetric: symmetric, using: &first)
      let two = PuzzleDigger.generate(targetClues: 26, symmetric: symmetric, using: &second)
      #expect(one.puzzle == two.puzzle)
      #expect(one.solution == two.solution)
      var other = SplitMix64(seed: 2027)
      let three = PuzzleDigger.generate(targetClues: 26, symmetric: symmetric, using: &other)
      #expect(three.puzzle != one.puzzle)
    }
  }

  @Test(arguments: [false, true])
  func generateReachesTwentySixClues(symmetric: Bool) {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<10 {
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: 26, symmetric: symmetric, using: &generator)
      #expect(puzzle.count { $0 != 0 } == 26)
      #expect(SolverTestSupport.isValidSolution(solution))
      #expect(zip(puzzle, solution).allSatisfy { $0 == 0 || $0 == $1 })
      #expect(Solver.solve(puzzle) == solution)
    }
  }
}
