import Foundation
import SudokuCore
import TestSupport
import Testing

/// `hint <cell>`'s plans checked as the board's reveals are (`RevealRun`): on boards of every
/// level at every stage, each cell's chain is true, valid step by step, minimal for that cell and
/// taken from the simplest-first walk in its order; a stall is a real one.
@Suite struct CellHintPlannerTests {
  /// Whether the chain's parts, applied from `board`, still bring `target` out as a single: a kept
  /// placement must be a single at its turn, a kept elimination step an instance making all its
  /// eliminations.
  static func holds(_ parts: [(Step, Set<Candidate>)], target: Candidate, board: Grid) -> Bool {
    var grid = board
    for (step, kept) in parts where !kept.isEmpty {
      if step.technique.placesDigits {
        let reference = Reference(grid)
        guard
          kept.allSatisfy({ reference.hiddenSingles().union(reference.nakedSingles()).contains($0) }
          )
        else { return false }
        for placement in kept { grid.place(placement.digit, at: placement.cell) }
        continue
      }
      guard
        Finder.steps(step.technique, in: grid).contains(where: {
          kept.isSubset(of: $0.eliminations)
        })
      else { return false }
      for candidate in kept { grid.eliminate(candidate) }
    }
    let reference = Reference(grid)
    return reference.hiddenSingles().union(reference.nakedSingles()).contains(target)
  }

  /// The problems of one cell's plan on `board` (empty when it is right).
  static func problems(cell: Cell, board: Grid, solution: Puzzle) -> [String] {
    let plan = HintPlanner.plan(cell: cell, board: board, solution: solution)
    let line = PositionAudit.line(board)
    let target = Candidate(cell, solution[cell.index])
    // The walk, again, independently: simplest first until a step places the cell.
    var walk: [Step] = []
    var grid = board
    var reached = false
    while let step = LogicalSolver.nextStep(in: grid) {
      if step.placements.contains(where: { $0.cell == cell }) {
        reached = true
        break
      }
      LogicalSolver.apply(step, to: &grid)
      walk.append(step)
    }
    switch plan {
    case .beyondTheCurriculum:
      return reached ? ["\(cell) stalls, yet the walk places it at \(line)"] : []
    case .next(let chain, let single):
      var problems: [String] = []
      if !reached { problems.append("\(cell) planned, yet the walk stalls at \(line)") }
      if single.step.placements != [target] {
        problems.append("\(single.step) does not place \(target) at \(line)")
      }
      // True and valid step by step.
      var replay = board
      for planned in chain + [single] {
        problems += RevealRun.stepProblems(planned.step, grid: replay, solution: solution)
        LogicalSolver.apply(planned.step, to: &replay)
      }
      // Taken from the walk, in its order.
      var position = 0
      for planned in chain {
        let step = planned.step
        guard
          let found = walk[position...].firstIndex(where: {
            // A kept placement is found again as the simplest single placing it on the pruned
            // board (a hidden single of the walk may be naked there): the same digit in the cell.
            step.technique.placesDigits
              ? $0.placements == step.placements
              : $0.technique == step.technique
                && Set(step.eliminations).isSubset(of: $0.eliminations)
          })
        else {
          problems.append("\(step) is not in the walk's order at \(line)")
          break
        }
        position = found + 1
      }
      // Minimal: each placement and each elimination is needed.
      let parts = chain.map {
        ($0.step, Set($0.step.technique.placesDigits ? $0.step.placements : $0.step.eliminations))
      }
      if !holds(parts, target: target, board: board) {
        problems.append("the chain to \(target) does not hold at \(line)")
      }
      for index in parts.indices {
        let units =
          parts[index].0.technique.placesDigits ? [parts[index].1] : parts[index].1.map { [$0] }
        for unit in units {
          var dropped = parts
          dropped[index].1.subtract(unit)
          if holds(dropped, target: target, board: board) {
            problems.append("\(parts[index].0) needs no \(unit) for \(target) at \(line)")
          }
        }
      }
      return problems
    default:
      return ["\(plan) for an empty cell of a correct board at \(line)"]
    }
  }

  /// Boards of each level at random stages, a few random empty cells each.
  @Test(arguments: HintPlannerTests.levels)
  func cellPlansHoldOnEveryLevel(_ level: String) throws {
    let puzzles = StudyPuzzle.level(level).enumerated().filter { $0.offset % 40 == 0 }.map(
      \.element)
    try #require(puzzles.count >= 5)
    var generator = SplitMix64(seed: 28)
    var chains = 0
    for puzzle in puzzles {
      var grid = Grid(givens: puzzle.givens)
      for _ in 0..<Int.random(in: 0..<25, using: &generator) {
        guard let step = LogicalSolver.nextStep(in: grid) else { break }
        LogicalSolver.apply(step, to: &grid)
      }
      for cell in grid.emptyCells.shuffled(using: &generator).prefix(4) {
        let problems = Self.problems(cell: cell, board: grid, solution: puzzle.solution)
        #expect(problems.isEmpty, "\(puzzle.testDescription) \(cell): \(problems.prefix(3))")
        if case .next(let chain, _) = HintPlanner.plan(
          cell: cell, board: grid, solution: puzzle.solution), !chain.isEmpty
        {
          chains += 1
        }
      }
    }
    #expect(chains > 0, "some cells need a chain")
  }

  /// The other answers: a given, a right digit, the board's mistakes first, and a stall.
  @Test func givenRightMistakeAndStall() throws {
    let puzzle = try #require(StudyPuzzle.level("hard").first)
    var grid = Grid(givens: puzzle.givens)
    let given = try #require(Cell.all.first { puzzle.givens[$0.index] != 0 })
    #expect(HintPlanner.plan(cell: given, board: grid, solution: puzzle.solution) == .given(given))
    let empty = grid.emptyCells
    let (first, second) = (empty[0], empty[1])
    var right = grid
    right.place(puzzle.solution[first.index], at: first)
    #expect(
      HintPlanner.plan(cell: first, board: right, solution: puzzle.solution) == .alreadyRight(first)
    )
    // A wrong digit in the cell, and a removed solution candidate in it.
    let wrong = try #require(
      grid.candidates(at: first).first { $0 != puzzle.solution[first.index] })
    var misplaced = grid
    misplaced.place(wrong, at: first)
    #expect(
      HintPlanner.plan(cell: first, board: misplaced, solution: puzzle.solution)
        == .fixIt(wrongDigits: [first], removedCandidates: []))
    grid.eliminate(Candidate(second, puzzle.solution[second.index]))
    #expect(
      HintPlanner.plan(cell: second, board: grid, solution: puzzle.solution)
        == .fixIt(wrongDigits: [], removedCandidates: [second]))
    let monster =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
    let stuck = try Grid(puzzle: monster)
    let solution = try #require(Solver.solve(stuck.allDigits))
    let cell = stuck.emptyCells[0]
    #expect(
      HintPlanner.plan(cell: cell, board: stuck, solution: solution) == .beyondTheCurriculum(cell))
  }
}
