import Testing

@testable import SudokuCore

/// Generated puzzles are unique and have the grade of the level they were made for
/// (docs/techniques.md, *Grading and levels*): easy and medium need singles only, hard needs pointing, claiming or a naked pair and
/// those suffice, expert needs an X-Wing and the six suffice, master needs a technique of lessons
/// 7–12 and the twelve suffice. `Scripts/check-generator.sh` runs 1,000
/// per level in release.
@Suite struct GeneratorTests {
  static let counts: [(Difficulty, Int)] = [
    (.easy, 10), (.medium, 10), (.hard, 6), (.expert, 2), (.master, 4), (.grandmaster, 2),
  ]

  @Test(arguments: counts)
  func puzzlesHaveTheirLevelsGrade(difficulty: Difficulty, count: Int) {
    for seed in 0..<UInt64(count) {
      var generator = SplitMix64(seed: seed)
      let generated = PuzzleGenerator.generate(difficulty, using: &generator)
      #expect(Solver.countSolutions(generated.puzzle, limit: 2) == 1)
      #expect(Solver.solve(generated.puzzle) == generated.solution)
      let path = LogicalSolver.solve(Grid(givens: generated.puzzle))
      #expect(path.isSolved)
      #expect(path.grid.allDigits == generated.solution)
      let hardest = path.hardest.map(LogicalSolver.rank) ?? -1
      switch difficulty {
      case .easy, .medium:
        #expect(hardest <= LogicalSolver.rank(.nakedSingle))
        #expect(path.hardest?.placesDigits == true)
        #expect(generated.clues == difficulty.targetClues)
      case .hard:
        #expect([Technique.pointing, .claiming, .nakedPair].contains(path.hardest))
        #expect((24...28).contains(generated.clues))
      case .expert:
        #expect(path.hardest == .xWing)
        #expect(generated.clues <= 25)
      case .master, .grandmaster:
        #expect(path.hardest?.rule.level == difficulty)
        #expect(generated.clues <= 25)
      }
    }
  }

  /// The fifth level sits above the four without changing them: a master puzzle stalls the six
  /// (by the walk and by the mask grader) and the twelve finish it; an expert puzzle's walk with
  /// all twelve available uses none of lessons 7–12, and the six alone finish it.
  @Test func masterNeedsANewTechniqueAndExpertNone() {
    var newKinds = Set<Technique>()
    for seed in 0..<UInt64(8) {
      var generator = SplitMix64(seed: seed)
      let master = PuzzleGenerator.generate(.master, using: &generator)
      let grid = Grid(givens: master.puzzle)
      #expect(!LogicalSolver.solve(grid, upTo: .xWing).isSolved, "master seed \(seed)")
      #expect(!GradingBoard.grade(master.puzzle).solved, "master seed \(seed)")
      let path = LogicalSolver.solve(grid)
      #expect(path.isSolved && path.grid.allDigits == master.solution, "master seed \(seed)")
      newKinds.formUnion(path.steps.map(\.technique).filter { !$0.isUpToXWing })
    }
    // Not one technique standing in for all six.
    #expect(newKinds.count >= 2, "\(newKinds)")
    for seed in 0..<UInt64(3) {
      var generator = SplitMix64(seed: seed)
      let expert = PuzzleGenerator.generate(.expert, using: &generator)
      let grid = Grid(givens: expert.puzzle)
      let path = LogicalSolver.solve(grid)
      #expect(path.isSolved && path.steps.allSatisfy(\.technique.isUpToXWing), "expert \(seed)")
      #expect(LogicalSolver.solve(grid, upTo: .xWing).isSolved, "expert seed \(seed)")
    }
  }

  /// A symmetric master puzzle is symmetric and still a master puzzle.
  @Test func symmetricMasterPuzzles() {
    for seed in 0..<UInt64(4) {
      var generator = SplitMix64(seed: seed)
      let generated = PuzzleGenerator.generate(.master, symmetric: true, using: &generator)
      #expect(
        (0..<81).allSatisfy { (generated.puzzle[$0] == 0) == (generated.puzzle[80 - $0] == 0) },
        "seed \(seed) is not symmetric")
      #expect(Difficulty.master.accepts(generated.path, clues: generated.clues), "seed \(seed)")
      #expect(Solver.countSolutions(generated.puzzle, limit: 2) == 1)
    }
  }

  /// Symmetric hard puzzles keep to the hard window (24–28 clues) like the others: a symmetric dig
  /// that stops at a minimal puzzle above it (seed 639059334 gave 32 clues, about 1 in 6 did) is
  /// not a hard puzzle. Their givens are symmetric under the 180° rotation.
  @Test func symmetricHardPuzzlesKeepToTheWindow() {
    var clueCounts: [Int: Int] = [:]
    for seed in [639_059_334] + Array(0..<UInt64(24)) {
      var generator = SplitMix64(seed: seed)
      let generated = PuzzleGenerator.generate(.hard, symmetric: true, using: &generator)
      #expect((24...28).contains(generated.clues), "seed \(seed): \(generated.clues) clues")
      #expect(
        (0..<81).allSatisfy { (generated.puzzle[$0] == 0) == (generated.puzzle[80 - $0] == 0) },
        "seed \(seed) is not symmetric")
      let path = generated.path
      #expect(path.isSolved && [.pointing, .claiming, .nakedPair].contains(path.hardest))
      clueCounts[generated.clues, default: 0] += 1
    }
    #expect(clueCounts.values.reduce(0, +) == 25)
  }

  @Test(arguments: Difficulty.allCases)
  func sameSeedSamePuzzle(difficulty: Difficulty) {
    var first = SplitMix64(seed: 99)
    var second = SplitMix64(seed: 99)
    #expect(
      PuzzleGenerator.generate(difficulty, using: &first).puzzle
        == PuzzleGenerator.generate(difficulty, using: &second).puzzle)
  }

  /// The generator grades on masks (`GradingBoard`), applying every instance of a technique at once;
  /// on puzzles the six solve it must agree with the simplest-first grade, and say "not solved" where
  /// that does. Dug at several depths, so singles-only, hard, expert and beyond all occur.
  @Test func gradingBoardAgreesWithQuickGrade() {
    var seen: Set<String> = []
    for seed in 0..<UInt64(300) {
      var generator = SplitMix64(seed: seed)
      let (puzzle, _) = PuzzleDigger.generate(
        targetClues: [22, 24, 26, 28][Int(seed % 4)], symmetric: false, attempts: 1,
        using: &generator)
      // The board grades with the six, which the four levels are made of.
      let quick = LogicalSolver.quickGrade(Grid(givens: puzzle), upTo: .xWing)
      let fast = GradingBoard.grade(puzzle)
      #expect(fast.solved == quick.solved)
      if quick.solved { #expect(fast.hardestElimination == quick.hardestElimination) }
      seen.insert(quick.solved ? (quick.hardestElimination?.rawValue ?? "singles") : "beyond")
    }
    #expect(seen.isSuperset(of: ["singles", "pointing", "beyond"]))
  }

  /// The expert digger grows puzzles back by adding a given to a board already closed and closing
  /// it again (`GradingBoard.close`), not by grading each grown puzzle afresh: for every hole of
  /// deep digs, that must grade as the fresh walk of the puzzle with the given does — solved or not,
  /// whether an X-Wing was needed, and the cells left empty.
  @Test func closingAfterAddingAGivenGradesAsAFreshWalk() {
    var outcomes: Set<String> = []
    for seed in 0..<UInt64(40) {
      var generator = SplitMix64(seed: seed)
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: 22, symmetric: false, attempts: 1, using: &generator)
      var closed = GradingBoard(givens: puzzle)
      guard !closed.close(withXWing: false).solved else { continue }
      for cell in 0..<81 where puzzle[cell] == 0 {
        var grown = puzzle
        grown[cell] = solution[cell]
        let fresh = GradingBoard.walk(grown)
        var next = closed
        next.add(solution[cell], at: cell)
        let short = next.close(withXWing: false)
        let full = short.solved ? short : next.close(withXWing: true)
        #expect(full.solved == fresh.solved, "seed \(seed), r\(cell / 9 + 1)c\(cell % 9 + 1)")
        #expect(
          (!short.solved && (full.solved || full.usedXWing))
            == (fresh.hardestElimination == .xWing),
          "seed \(seed), r\(cell / 9 + 1)c\(cell % 9 + 1): X-Wing needed")
        #expect(next.emptyCells == fresh.emptyLeft)
        outcomes.insert(
          fresh.solved ? "solved" : fresh.hardestElimination == .xWing ? "xwing" : "stuck")
      }
    }
    #expect(outcomes == ["solved", "xwing", "stuck"])
  }

  /// Master and grandmaster digs are graded from the closure up to X-Wing on masks, with only the
  /// finders after X-Wing asked at each closure (`LogicalSolver.gradeBeyondXWing`): on deep digs the
  /// six leave unsolved that must grade as the simplest-first walk from the givens does, and, cut
  /// after XY-Wing, solve exactly the digs whose walk needs nothing after it.
  @Test func gradeBeyondXWingAgreesWithQuickGrade() {
    var seen: Set<String> = []
    for seed in 0..<UInt64(150) {
      var generator = SplitMix64(seed: seed)
      let (puzzle, _) = PuzzleDigger.generate(
        targetClues: 22, symmetric: false, attempts: 1, using: &generator)
      var closed = GradingBoard(givens: puzzle)
      guard !closed.close(withXWing: true).solved else { continue }
      let quick = LogicalSolver.quickGrade(Grid(givens: puzzle))
      let fast = LogicalSolver.gradeBeyondXWing(closed: closed, givens: puzzle)
      #expect(fast.solved == quick.solved, "seed \(seed)")
      if quick.solved {
        #expect(fast.hardestElimination == quick.hardestElimination, "seed \(seed)")
      }
      let cut = LogicalSolver.gradeBeyondXWing(closed: closed, givens: puzzle, upTo: .xyWing)
      let master = quick.solved && quick.hardestElimination.map { $0 <= .xyWing } == true
      #expect(cut.solved == master, "seed \(seed)")
      #expect(Difficulty.master.accepts(cut) == Difficulty.master.accepts(quick), "seed \(seed)")
      seen.insert(quick.solved ? (quick.hardestElimination?.rule.level.rawValue ?? "?") : "beyond")
    }
    #expect(seen.isSuperset(of: ["master", "grandmaster", "beyond"]), "\(seen)")
  }

  @Test func quickGradeAgreesWithTheFullPath() {
    for seed in 0..<UInt64(20) {
      var generator = SplitMix64(seed: seed)
      let (puzzle, _) = PuzzleDigger.generate(
        targetClues: 24, symmetric: false, attempts: 1, using: &generator)
      let grid = Grid(givens: puzzle)
      let quick = LogicalSolver.quickGrade(grid)
      let path = LogicalSolver.solve(grid)
      #expect(quick.solved == path.isSolved)
      let hardestElimination = path.hardest.flatMap { $0.placesDigits ? nil : $0 }
      #expect(quick.hardestElimination == hardestElimination)
    }
  }
}
