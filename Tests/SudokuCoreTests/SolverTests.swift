import Foundation
import Testing

@testable import SudokuCore

/// One line of `Fixtures/solver.txt`: `puzzle:solutionCount[:solution]`, where a count `N+` means
/// "at least N".
struct SolverCase: Sendable, CustomStringConvertible, CustomTestStringConvertible {
  let line: Int
  let puzzle: Puzzle
  /// The exact count, or the lower bound of an `N+` count.
  let count: Int
  let isLowerBound: Bool
  let solution: Puzzle?

  var description: String { "solver.txt:\(line)" }
  var testDescription: String { description }

  static let all: [SolverCase] = load()

  private static func load() -> [SolverCase] {
    var cases: [SolverCase] = []
    for (number, line) in Fixture.cases("Tests/SudokuCoreTests/Fixtures/solver.txt") {
      let fields = line.split(separator: ":")
      guard fields.count >= 2, let puzzle = SolverTestSupport.digits(fields[0]) else { continue }
      let countField = fields[1]
      let isLowerBound = countField.hasSuffix("+")
      guard let count = Int(isLowerBound ? countField.dropLast() : countField) else { continue }
      let solution = fields.count > 2 ? SolverTestSupport.digits(fields[2]) : nil
      cases.append(
        SolverCase(
          line: number, puzzle: puzzle, count: count, isLowerBound: isLowerBound,
          solution: solution))
    }
    return cases
  }
}

enum SolverTestSupport {
  /// 81 digits from a puzzle string (`.` or `0` for empty), or nil when malformed.
  static func digits(_ text: some StringProtocol) -> Puzzle? { Puzzle(text: text) }

  /// Whether `grid` is a full grid with every row, column and box holding 1–9 once.
  static func isValidSolution(_ grid: Puzzle) -> Bool {
    guard grid.count == 81, grid.allSatisfy({ (1...9).contains($0) }) else { return false }
    for house in 0..<9 {
      let row = (0..<9).map { grid[house * 9 + $0] }
      let column = (0..<9).map { grid[$0 * 9 + house] }
      let box = (0..<9).map { grid[(house / 3 * 3 + $0 / 3) * 9 + house % 3 * 3 + $0 % 3] }
      for cells in [row, column, box] where Set(cells).count != 9 { return false }
    }
    return true
  }

  /// A seeded mix of puzzles: random grids with 17–64 cells emptied at random (unique, non-unique
  /// and, with a changed given, often contradictory).
  static func randomPuzzles(count: Int, seed: UInt64) -> [Puzzle] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { index in
      var puzzle = Solver.randomSolution(using: &generator)
      let holes = Int.random(in: 17...64, using: &generator)
      for cell in Array(0..<81).shuffled(using: &generator).prefix(holes) { puzzle[cell] = 0 }
      if index % 5 == 0,
        let cell = puzzle.indices.filter({ puzzle[$0] != 0 }).randomElement(
          using: &generator)
      {
        puzzle[cell] = puzzle[cell] % 9 + 1
      }
      return puzzle
    }
  }
}

@Suite struct SolverTests {
  @Test func fixtureFileHasCasesOfEveryKind() {
    let cases = SolverCase.all
    #expect(cases.count >= 30, "Fixtures/solver.txt is missing or nearly empty")
    #expect(cases.contains { $0.count == 0 })
    #expect(cases.contains { $0.count == 1 && $0.solution != nil })
    #expect(cases.contains { $0.count > 1 && !$0.isLowerBound })
    #expect(cases.contains { $0.isLowerBound })
  }

  @Test(arguments: SolverCase.all)
  func countsFixtureSolutions(_ fixture: SolverCase) {
    if fixture.isLowerBound {
      #expect(Solver.countSolutions(fixture.puzzle, limit: fixture.count) == fixture.count)
    } else {
      #expect(Solver.countSolutions(fixture.puzzle, limit: fixture.count + 1) == fixture.count)
    }
    #expect(Solver.countSolutions(fixture.puzzle, limit: 2) == min(fixture.count, 2))
  }

  @Test(arguments: SolverCase.all)
  func solvesExactlyTheUniqueFixtures(_ fixture: SolverCase) {
    let solved = Solver.solve(fixture.puzzle)
    if fixture.count == 1 && !fixture.isLowerBound {
      #expect(solved == fixture.solution)
    } else {
      #expect(solved == nil)
    }
  }

  @Test(arguments: SolverCase.all.filter { $0.count <= 50 })
  func referenceSolverAgreesWithFixture(_ fixture: SolverCase) {
    let limit = fixture.isLowerBound ? fixture.count : fixture.count + 1
    #expect(ReferenceSolver.countSolutions(fixture.puzzle, limit: limit) == fixture.count)
  }

  @Test func limitCapsTheCount() throws {
    let empty = Puzzle()
    #expect(Solver.countSolutions(empty, limit: 0) == 0)
    #expect(Solver.countSolutions(empty, limit: 1) == 1)
    #expect(Solver.countSolutions(empty, limit: 7) == 7)
    let unique = try #require(SolverCase.all.first { $0.count == 1 && $0.solution != nil })
    #expect(Solver.countSolutions(unique.puzzle, limit: 100) == 1)
  }

  @Test func fastSolverAgreesWithReferenceOnRandomPuzzles() {
    var kinds = [0, 0, 0]  // no solution, unique, several
    for puzzle in SolverTestSupport.randomPuzzles(count: 300, seed: 0x5EED) {
      let expected = ReferenceSolver.countSolutions(puzzle, limit: 3)
      #expect(Solver.countSolutions(puzzle, limit: 3) == expected, "\(puzzle)")
      kinds[min(expected, 2)] += 1
      if expected == 1 {
        let solution = Solver.solve(puzzle)
        #expect(solution.map(SolverTestSupport.isValidSolution) == true)
        #expect(solution.map { zip(puzzle, $0).allSatisfy { $0 == 0 || $0 == $1 } } == true)
      }
    }
    // The sample must exercise all three answers, or the comparison proves little.
    #expect(kinds.allSatisfy { $0 >= 20 }, "counts by kind: \(kinds)")
  }

  @Test func excludingACandidateFindsTheOtherSolutions() throws {
    // Emptying one more given of a unique puzzle: a second solution exists exactly when one avoids
    // the solution's digit in that cell. Dug puzzles are unique by construction, so every round
    // checks something, and both outcomes must occur or the comparison proves little.
    var generator = SplitMix64(seed: 99)
    var outcomes = [0, 0]  // still unique, several solutions
    for _ in 0..<60 {
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: 30, symmetric: false, using: &generator)
      try #require(Solver.countSolutions(puzzle, limit: 2) == 1)
      let cell = try #require(
        puzzle.indices.filter { puzzle[$0] != 0 }.randomElement(using: &generator))
      var opened = puzzle
      opened[cell] = 0
      let others = Solver.countSolutions(opened, limit: 1, excluding: solution[cell], at: cell)
      let unique = ReferenceSolver.countSolutions(opened, limit: 2) == 1
      #expect((others == 0) == unique)
      outcomes[unique ? 0 : 1] += 1
    }
    #expect(outcomes.allSatisfy { $0 >= 5 }, "outcomes (unique, several): \(outcomes)")
  }

  @Test func randomSolutionIsValidAndReproducible() {
    var seen: Set<Puzzle> = []
    for seed: UInt64 in 0..<50 {
      var first = SplitMix64(seed: seed)
      var second = SplitMix64(seed: seed)
      let grid = Solver.randomSolution(using: &first)
      #expect(SolverTestSupport.isValidSolution(grid))
      #expect(Solver.randomSolution(using: &second) == grid)
      seen.insert(grid)
    }
    #expect(seen.count == 50, "different seeds should give different grids")
  }

  @Test func contradictoryGivensHaveNoSolution() {
    var twoFivesInABox = Puzzle()
    twoFivesInABox[0] = 5
    twoFivesInABox[10] = 5
    #expect(Solver.countSolutions(twoFivesInABox, limit: 2) == 0)
    #expect(ReferenceSolver.countSolutions(twoFivesInABox, limit: 2) == 0)
    #expect(Solver.solve(twoFivesInABox) == nil)
  }
}
