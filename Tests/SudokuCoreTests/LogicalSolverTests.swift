import Testing

@testable import SudokuCore

/// The walk's order of singles is the model's: full house, hidden single in a box, in a row, in a
/// column, then naked single — the order hints, `steps`, grading and the drill walk all take.
@Suite struct LogicalSolverTests {
  /// Every single on the board, by the model's order (the first is the one a hint names); full
  /// houses, like hidden singles, box first, then row, then column.
  static func singlesInOrder(_ grid: Grid) -> [Step] {
    let found = Finder.steps([.hiddenSingle, .nakedSingle], in: grid)
    let all = found[.hiddenSingle, default: []] + found[.nakedSingle, default: []]
    return all.enumerated().sorted {
      (LogicalSolver.singleRank($0.element), $0.offset)
        < (LogicalSolver.singleRank($1.element), $1.offset)
    }.map(\.element)
  }

  @Test func theOrderIsTheCurriculumsOrder() {
    #expect(LogicalSolver.order == Technique.allCases)
    #expect(LogicalSolver.rank(.hiddenSingle) < LogicalSolver.rank(.nakedSingle))
  }

  /// Along the walks of seeded medium puzzles, every step the walk takes while singles are on the
  /// board is the first of them in the model's order, and a naked single is taken only when no hidden
  /// single is left. A medium board with hidden singles on it never gets "look for a naked single".
  @Test func theWalkTakesTheSimplestSingleFirst() {
    var kinds = [Int](repeating: 0, count: 7)
    var boardsWithBoth = 0
    for seed in 0..<8 as Range<UInt64> {
      var generator = SplitMix64(seed: 700 + seed)
      let puzzle = PuzzleGenerator.generate(.medium, using: &generator).puzzle
      var grid = Grid(givens: puzzle)
      while let step = LogicalSolver.nextStep(in: grid) {
        let singles = Self.singlesInOrder(grid)
        #expect(step == singles.first, "seed \(700 + seed): took \(step)")
        let hidden = singles.contains { $0.technique == .hiddenSingle }
        if hidden && singles.contains(where: { $0.technique == .nakedSingle && !$0.isFullHouse }) {
          boardsWithBoth += 1
        }
        if hidden { #expect(step.technique == .hiddenSingle, "seed \(700 + seed): \(step)") }
        kinds[LogicalSolver.singleRank(step)] += 1
        LogicalSolver.apply(step, to: &grid)
      }
      #expect(grid.isComplete)
    }
    // The walks met every kind of single (a full house seen from a box, a row, a column; hidden
    // singles in each kind of house; naked singles), and many boards where both kinds were there.
    #expect(kinds.allSatisfy { $0 > 0 }, "\(kinds)")
    #expect(boardsWithBoth > 50)
  }

  /// A board with a full house, hidden singles in a box, a row and a column, and a naked single: the
  /// simplest single is taken kind by kind as the others are placed.
  @Test func kindsComeInTheModelsOrder() throws {
    var generator = SplitMix64(seed: 3)
    let puzzle = PuzzleGenerator.generate(.easy, using: &generator).puzzle
    var grid = Grid(givens: puzzle)
    var ranks: [Int] = []
    while let single = LogicalSolver.simplestSingle(in: grid) {
      let all = Self.singlesInOrder(grid)
      #expect(LogicalSolver.singleRank(single) == all.map(LogicalSolver.singleRank).min())
      ranks.append(LogicalSolver.singleRank(single))
      LogicalSolver.apply(single, to: &grid)
    }
    #expect(grid.isComplete)
    #expect(ranks.first != 6, "an easy puzzle starts with a hidden single: \(ranks)")
  }

  /// The hint planner names the same single the walk takes: a hidden single in a box before a naked
  /// single elsewhere on the board.
  @Test func theHintNamesAHiddenSingleBeforeANakedSingle() throws {
    var checked = 0
    for seed in 0..<6 as Range<UInt64> {
      var generator = SplitMix64(seed: 40 + seed)
      let generated = PuzzleGenerator.generate(.medium, using: &generator)
      let grid = Grid(givens: generated.puzzle)
      let singles = Self.singlesInOrder(grid)
      guard singles.contains(where: { $0.technique == .nakedSingle }) else { continue }
      let plan = HintPlanner.plan(board: grid, solution: generated.solution)
      guard case .next(let chain, let single, _) = plan else {
        Issue.record("expected a single, got \(plan)")
        continue
      }
      #expect(chain.isEmpty)
      #expect(single.step == singles[0])
      #expect(single.step.technique == .hiddenSingle)
      checked += 1
    }
    #expect(checked > 0)
  }

  /// A full house seen from its box, row and column is named by its box, in the walk and in the
  /// planner's single at the end of a chain alike (it picks among the singles that place its
  /// target).
  @Test func aFullHouseIsNamedByItsBox() throws {
    var generator = SplitMix64(seed: 8)
    var puzzle = Solver.randomSolution(using: &generator)
    let cell = Cell(row: 4, column: 4)
    let digit = puzzle[cell]
    puzzle[cell] = 0
    let grid = Grid(givens: puzzle)
    let walked = try #require(LogicalSolver.simplestSingle(in: grid))
    let planned = try #require(HintPlanner.single(placing: Candidate(cell, digit), in: grid))
    for step in [walked, planned] {
      #expect(step.description == "Full House: \(digit) in b5 => r5c5=\(digit)")
    }
  }

  /// The bulk singles fixpoint reaches the position the step-by-step walk of singles reaches.
  @Test func theFixpointEndsWhereTheWalkOfSinglesEnds() {
    for seed in 0..<20 as Range<UInt64> {
      var generator = SplitMix64(seed: 90 + seed)
      let (puzzle, _) = PuzzleDigger.generate(
        targetClues: 24, symmetric: false, attempts: 1, using: &generator)
      var bulk = Grid(givens: puzzle)
      #expect(LogicalSolver.applySingles(to: &bulk))
      var walked = Grid(givens: puzzle)
      while let single = LogicalSolver.simplestSingle(in: walked) {
        LogicalSolver.apply(single, to: &walked)
      }
      #expect(bulk.digits == walked.digits, "seed \(90 + seed)")
      #expect(bulk.candidates == walked.candidates, "seed \(90 + seed)")
    }
  }

  /// The closure up to X-Wing on masks is the position where the step-by-step walk first finds
  /// nothing up to X-Wing to do (what the drill factory starts the lessons after X-Wing from), and
  /// nil exactly when that walk solves the puzzle.
  @Test func theClosureUpToXWingIsWhereTheWalkStops() {
    var stuck = 0
    for seed in 0..<200 as Range<UInt64> {
      var generator = SplitMix64(seed: 300 + seed)
      let (puzzle, _) = PuzzleDigger.generate(
        targetClues: 22, symmetric: false, attempts: 1, using: &generator)
      var walked = Grid(givens: puzzle)
      while !walked.isComplete, let step = LogicalSolver.nextStep(in: walked, upTo: .xWing) {
        LogicalSolver.apply(step, to: &walked)
      }
      let closed = LogicalSolver.closureUpToXWing(of: puzzle)
      guard let closed else {
        #expect(walked.isComplete, "seed \(300 + seed): the walk is stuck")
        continue
      }
      stuck += 1
      #expect(closed == walked, "seed \(300 + seed)")
    }
    #expect(stuck > 20, "\(stuck) of 200 puzzles stuck")
  }
}
