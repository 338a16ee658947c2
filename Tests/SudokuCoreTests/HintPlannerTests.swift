import Foundation
import SudokuCore
import TestSupport
import Testing

/// One line of `Fixtures/study-puzzles.txt`: `level:puzzle:solution`.
struct StudyPuzzle: Sendable, CustomTestStringConvertible {
  let line: Int
  let level: String
  let givens: Puzzle
  let solution: Puzzle

  var testDescription: String { "study-puzzles.txt:\(line) (\(level))" }

  static let path = "Tests/SudokuCoreTests/Fixtures/study-puzzles.txt"

  /// Every puzzle in the file; empty when it can't be read (which `fixturesArePresent` reports). A
  /// malformed line is kept with empty digits so it fails as its own case.
  static let all: [StudyPuzzle] = Fixture.cases(path).map { line, text in
    let fields = text.split(separator: ":")
    let digits = { (text: Substring) in Puzzle(text: text) ?? Puzzle() }
    return StudyPuzzle(
      line: line, level: String(fields[0]),
      givens: fields.count == 3 ? digits(fields[1]) : Puzzle(),
      solution: fields.count == 3 ? digits(fields[2]) : Puzzle())
  }

  static func level(_ name: String) -> [StudyPuzzle] { all.filter { $0.level == name } }
}

/// What revealing plan after plan until the puzzle is solved saw, and what went wrong.
struct RevealRun {
  var plans = 0
  var chains = 0
  var chainSteps = 0
  var chainEliminations = 0
  var longestChain = 0
  var beyondTheCurriculum = 0
  /// Plans whose chain passes over simpler techniques standing on the board.
  var passedOver = 0
  var solved = false
  var problems: [String] = []

  mutating func add(_ other: RevealRun) {
    plans += other.plans
    chains += other.chains
    chainSteps += other.chainSteps
    chainEliminations += other.chainEliminations
    longestChain = max(longestChain, other.longestChain)
    beyondTheCurriculum += other.beyondTheCurriculum
    passedOver += other.passedOver
    problems += other.problems
  }

  /// Reveals plan after plan from `board`, checking every step as it goes.
  static func run(from board: Grid, solution: Puzzle) -> RevealRun {
    var run = RevealRun()
    var grid = board
    for _ in 0..<82 {
      let plan = HintPlanner.plan(board: grid, solution: solution)
      run.plans += 1
      let line = PositionAudit.line(grid)
      switch plan {
      case .solved:
        run.solved = grid.allDigits == solution
        if !run.solved { run.problems.append("solved but not the solution at \(line)") }
        return run
      case .fixIt(let wrong, let removed):
        run.problems.append("fix-it \(wrong) \(removed) on a correct board \(line)")
        return run
      case .beyondTheCurriculum:
        run.beyondTheCurriculum += 1
        return run
      case .next(let chain, let single, let passedOver):
        run.problems += passedOverProblems(chain.map(\.step.technique), passedOver, board: grid)
        run.passedOver += passedOver.isEmpty ? 0 : 1
        // The single is the first one the simplest-first walk reaches.
        var walk = grid
        while let step = LogicalSolver.nextStep(in: walk), !step.technique.placesDigits {
          LogicalSolver.apply(step, to: &walk)
        }
        if LogicalSolver.nextStep(in: walk)?.placements != single.step.placements {
          run.problems.append("\(single.step) is not the walk's first single at \(line)")
        }
        if !chain.isEmpty {
          run.chains += 1
          run.chainSteps += chain.count
          run.longestChain = max(run.longestChain, chain.count)
          run.chainEliminations += chain.map(\.step.eliminations.count).reduce(0, +)
        }
        run.problems += minimalityProblems(chain.map(\.step), single.step, board: grid)
        for planned in chain + [single] {
          run.problems += stepProblems(planned.step, grid: grid, solution: solution)
          LogicalSolver.apply(planned.step, to: &grid)
        }
      }
    }
    run.problems.append("no end after 82 plans")
    return run
  }

  /// A revealed step must be true against the solution, a real instance at its turn (the finder lists
  /// its pattern with at least its eliminations), and agree with the reference implementation.
  static func stepProblems(_ step: Step, grid: Grid, solution: Puzzle) -> [String] {
    var problems: [String] = []
    let line = PositionAudit.line(grid)
    for placement in step.placements where solution[placement.cell.index] != placement.digit {
      problems.append("\(step) places a wrong digit at \(line)")
    }
    for elimination in step.eliminations where solution[elimination.cell.index] == elimination.digit
    {
      problems.append("\(step) removes the solution digit at \(line)")
    }
    if step.technique.placesDigits {
      if step.placements.count != 1 || !step.eliminations.isEmpty {
        problems.append("\(step) is not one placement at \(line)")
      }
    } else if step.eliminations.isEmpty || !step.placements.isEmpty {
      problems.append("\(step) eliminates nothing at \(line)")
    }
    let isInstance = Finder.steps(step.technique, in: grid).contains {
      $0.pattern == step.pattern && Set(step.eliminations).isSubset(of: $0.eliminations)
        && $0.placements == step.placements
    }
    if !isInstance { problems.append("\(step) is not an instance at \(line)") }
    let results = Set(step.technique.placesDigits ? step.placements : step.eliminations)
    if !results.isSubset(of: Reference(grid).results(step.technique)) {
      problems.append("the reference does not find \(step) at \(line)")
    }
    return problems
  }

  /// Whether the chain, applied from `board`, holds: each step with eliminations left is an instance of
  /// its technique making all of them at its turn, and `target` is then a single by the reference.
  static func holds(_ chain: [(Technique, Set<Candidate>)], target: Candidate, board: Grid) -> Bool
  {
    var grid = board
    for (technique, eliminations) in chain where !eliminations.isEmpty {
      guard
        Finder.steps(technique, in: grid).contains(where: {
          eliminations.isSubset(of: $0.eliminations)
        })
      else { return false }
      for candidate in eliminations { grid.eliminate(candidate) }
    }
    let reference = Reference(grid)
    return reference.hiddenSingles().union(reference.nakedSingles()).contains(target)
  }

  /// The chain must hold, and dropping any one elimination must break it.
  static func minimalityProblems(_ chain: [Step], _ single: Step, board: Grid) -> [String] {
    guard let target = single.placements.first else { return ["\(single) places nothing"] }
    let parts = chain.map { ($0.technique, Set($0.eliminations)) }
    let line = PositionAudit.line(board)
    guard holds(parts, target: target, board: board) else {
      return ["the chain to \(single) does not hold at \(line)"]
    }
    var problems: [String] = []
    for index in parts.indices {
      for candidate in parts[index].1 {
        var dropped = parts
        dropped[index].1.remove(candidate)
        if holds(dropped, target: target, board: board) {
          problems.append("\(chain[index]) needs no \(candidate) for \(single) at \(line)")
        }
      }
    }
    return problems
  }
}

/// The problems with a plan's `passedOver`: it must be every technique simpler than the chain's
/// hardest, not in the chain, with an instance on the board — and all of them applied, simplest
/// first with what they open, must bring out no single (else the hint's "none leads to a single"
/// would be false).
func passedOverProblems(_ chain: [Technique], _ passedOver: [Technique], board: Grid) -> [String] {
  let line = PositionAudit.line(board)
  guard let hardest = chain.max(by: { LogicalSolver.rank($0) < LogicalSolver.rank($1) }) else {
    return passedOver.isEmpty ? [] : ["passed over \(passedOver) with no chain at \(line)"]
  }
  let simpler = Technique.allCases.filter {
    !$0.placesDigits && LogicalSolver.rank($0) < LogicalSolver.rank(hardest)
  }.sorted { LogicalSolver.rank($0) < LogicalSolver.rank($1) }
  let standing = simpler.filter { !chain.contains($0) && !Finder.steps($0, in: board).isEmpty }
  guard passedOver == standing else {
    return ["passed over \(passedOver), not \(standing), at \(line)"]
  }
  guard let below = simpler.last, !passedOver.isEmpty else { return [] }
  var grid = board
  for _ in 0..<729 {
    guard let step = LogicalSolver.nextStep(in: grid, upTo: below) else { return [] }
    if step.technique.placesDigits {
      return ["\(step) follows from techniques simpler than \(hardest) at \(line)"]
    }
    LogicalSolver.apply(step, to: &grid)
  }
  return ["no end to the simpler techniques at \(line)"]
}

@Suite struct HintPlannerTests {
  static let levels = ["easy", "medium", "hard", "expert"]

  @Test func fixturesArePresent() {
    // A parameterized test over nothing passes silently: make sure the file was read.
    for level in Self.levels {
      #expect(StudyPuzzle.level(level).count >= 200, "\(level) in \(StudyPuzzle.path)")
    }
    #expect(StudyPuzzle.all.count == 800)
    for puzzle in StudyPuzzle.all {
      #expect(
        puzzle.givens.count == 81 && Solver.solve(puzzle.givens) == puzzle.solution, "\(puzzle)")
    }
  }

  /// Every 8th stored puzzle of a level (25): the quick suite's sample of
  /// `HintPlannerSoak.revealsSolveEveryStoredPuzzle`.
  static func sample(_ level: String) -> [StudyPuzzle] {
    StudyPuzzle.level(level).enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
  }

  /// Revealing plan after plan solves every puzzle of the sample; every step is true, a real instance
  /// at its turn and found by the reference; every chain is minimal.
  @Test(arguments: levels)
  func revealsSolveSampledPuzzles(_ level: String) throws {
    try Self.revealsSolve(Self.sample(level), level: level)
  }

  static func revealsSolve(_ puzzles: [StudyPuzzle], level: String) throws {
    try #require(puzzles.count >= 25)
    var total = RevealRun()
    var solved = 0
    for puzzle in puzzles {
      let run = RevealRun.run(from: Grid(givens: puzzle.givens), solution: puzzle.solution)
      #expect(run.problems.isEmpty, "\(puzzle.testDescription): \(run.problems.prefix(3))")
      #expect(run.solved, "\(puzzle.testDescription) not solved by reveals")
      solved += run.solved ? 1 : 0
      total.add(run)
    }
    #expect(solved == puzzles.count)
    #expect(total.beyondTheCurriculum == 0)
    // Hard and expert puzzles need eliminations, so their reveals must include chains, and some
    // pass over simpler techniques that lead to no single.
    if level == "hard" || level == "expert" {
      #expect(total.chains >= puzzles.count)
      #expect(total.passedOver > 0, "no chain passed over a simpler technique")
    }
    if level == "easy" || level == "medium" { #expect(total.chains == 0) }
    print(
      "planner \(level): \(puzzles.count) puzzles, \(total.plans) plans, \(total.chains) chains, "
        + "average \(Double(total.chainSteps) / Double(max(total.chains, 1))) steps and "
        + "\(Double(total.chainEliminations) / Double(max(total.chains, 1))) eliminations, "
        + "longest \(total.longestChain), \(total.passedOver) passing over simpler techniques")
  }

  /// The same from boards where the learner removed some wrong candidates at random (a candidate state
  /// the solver's own path never shows), on the sample.
  @Test(arguments: ["hard", "expert"])
  func revealsSolveFromLearnerEliminations(_ level: String) throws {
    try Self.revealsSolveFromLearnerEliminations(Self.sample(level))
  }

  static func revealsSolveFromLearnerEliminations(_ puzzles: [StudyPuzzle]) throws {
    try #require(puzzles.count >= 25)
    var generator = SplitMix64(seed: 12)
    for puzzle in puzzles {
      let board = Walk.noisyCopy(
        of: Grid(givens: puzzle.givens), solution: puzzle.solution, using: &generator)
      let run = RevealRun.run(from: board, solution: puzzle.solution)
      #expect(run.problems.isEmpty, "\(puzzle.testDescription): \(run.problems.prefix(3))")
      #expect(run.solved, "\(puzzle.testDescription) not solved by reveals")
    }
  }

  /// A wrong digit placed (legally) on a partly solved board, or a solution candidate removed, is the
  /// first thing a hint names — by cell, and nothing else.
  @Test(arguments: levels)
  func fixItFindsEveryPlantedMistake(_ level: String) throws {
    let puzzles = StudyPuzzle.level(level)
    try #require(puzzles.count >= 200)
    var generator = SplitMix64(seed: 34)
    var planted = (digits: 0, candidates: 0)
    for puzzle in puzzles {
      // Play a random number of the walk's steps, so mistakes land on boards at every stage.
      var grid = Grid(givens: puzzle.givens)
      for _ in 0..<Int.random(in: 0..<40, using: &generator) {
        guard let step = LogicalSolver.nextStep(in: grid) else { break }
        LogicalSolver.apply(step, to: &grid)
      }
      let empty = grid.emptyCells
      guard !empty.isEmpty else { continue }
      let cell = empty.randomElement(using: &generator)!
      let solutionDigit = puzzle.solution[cell.index]

      var removed = grid
      removed.eliminate(Candidate(cell, solutionDigit))
      #expect(
        HintPlanner.plan(board: removed, solution: puzzle.solution)
          == .fixIt(wrongDigits: [], removedCandidates: [cell]), "\(puzzle.testDescription)")
      planted.candidates += 1

      let wrongDigits = grid.candidates(at: cell).subtracting([solutionDigit])
      if let wrong = Array(wrongDigits).randomElement(using: &generator) {
        var misplaced = grid
        misplaced.place(wrong, at: cell)
        #expect(
          HintPlanner.plan(board: misplaced, solution: puzzle.solution)
            == .fixIt(wrongDigits: [cell], removedCandidates: []), "\(puzzle.testDescription)")
        planted.digits += 1
      }
    }
    #expect(planted.candidates >= puzzles.count / 2)
    #expect(planted.digits >= puzzles.count / 4)
  }

  /// Several mistakes at once: every wrong digit and every removed solution candidate is named, and
  /// nothing else (a solution digit hidden by a wrong digit in a peer is that digit's fault).
  @Test(arguments: levels)
  func fixItFindsSeveralMistakes(_ level: String) throws {
    let puzzles = StudyPuzzle.level(level)
    try #require(puzzles.count >= 200)
    var generator = SplitMix64(seed: 56)
    var planted = 0
    for puzzle in puzzles {
      var grid = Grid(givens: puzzle.givens)
      var wrong: [Cell] = []
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let choices = grid.emptyCells.filter {
          !grid.candidates(at: $0).subtracting([puzzle.solution[$0.index]]).isEmpty
        }
        guard let cell = choices.randomElement(using: &generator) else { break }
        let digit = Array(grid.candidates(at: cell).subtracting([puzzle.solution[cell.index]]))
          .randomElement(using: &generator)!
        grid.place(digit, at: cell)
        wrong.append(cell)
      }
      var removed: [Cell] = []
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        let choices = grid.emptyCells.filter {
          grid.candidates(at: $0).contains(puzzle.solution[$0.index])
        }
        guard let cell = choices.randomElement(using: &generator) else { break }
        grid.eliminate(Candidate(cell, puzzle.solution[cell.index]))
        removed.append(cell)
      }
      planted += wrong.count + removed.count
      #expect(
        HintPlanner.plan(board: grid, solution: puzzle.solution)
          == .fixIt(wrongDigits: wrong.sorted(), removedCandidates: removed.sorted()),
        "\(puzzle.testDescription)")
    }
    #expect(planted >= puzzles.count * 2)
  }

  /// DESIGN's example position: no single anywhere; the walk's eliminations with all twelve
  /// (pointing in box 7 first) never reach one, so the plan is beyond the curriculum.
  @Test func designPositionIsBeyondTheSix() throws {
    let line =
      ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"
    let grid = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    let path = LogicalSolver.solve(grid)
    #expect(!path.isSolved && path.steps.first?.technique == .pointing)
    #expect(!path.steps.contains { $0.technique.placesDigits })
    #expect(HintPlanner.plan(board: grid, solution: solution) == .beyondTheCurriculum)
  }

  /// Positions met while revealing stored puzzles, with the plan's lead and steps as golden text. The
  /// walk from the first makes several elimination steps before its first single (a hidden single,
  /// taken before any naked single in the model's order); the chain keeps two eliminations.
  @Test(arguments: [
    (
      ":0000:x:27+1....9.+9+3+4+71+28..5+6+8+934.....3+1+2.+9.8+1+964..2.7....9....6+1..+4+9...3...65.1+9..9.716..::::",
      "pointing in box 2, then an X-Wing in columns 3 and 7, then a hidden single in box 5",
      [
        "Locked Candidates Type 1 (Pointing): 5 in b2 => r1c7<>5",
        "X-Wing: 5 c37 r67 => r6c4<>5",
        "Hidden Single: 5 in b5 => r5c5=5",
      ]
    ),
    (
      ":0000:x:.4+6...9.12+5...+4+637.1+76...+45+695+74+1..+37+23+8+65+4+1+9+4+8+1..2+756.+7...63+9..+3.4..1+6.1+6...3+5+7.::::",
      "an X-Wing in columns 1 and 6, then a naked pair in row 8, then pointing in box 8, then a hidden single in row 2",
      [
        "X-Wing: 9 c16 r38 => r8c3<>9",
        "Naked Pair: 2,8 in r8c39 => r8c6<>8",
        "Locked Candidates Type 1 (Pointing): 8 in b8 => r2c5<>8",
        "Hidden Single: 8 in r2 => r2c3=8",
      ]
    ),
    (
      ":0000:x:9.6...4.7.2.+4..6.....+98+6352...3.+41.5...7+58+9....52..7.41.........67.4......96..2..::::",
      "pointing in box 6, then a hidden single in box 3",
      [
        "Locked Candidates Type 1 (Pointing): 8 in b6 => r12c8<>8",
        "Hidden Single: 8 in b3 => r2c9=8",
      ]
    ),
  ])
  func goldenChains(_ line: String, _ lead: String, _ steps: [String]) throws {
    let grid = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    let plan = HintPlanner.plan(board: grid, solution: solution)
    // The lead's words are made in Academy (HintWordsTests checks them); here, one place to look
    // per step.
    #expect(plan.lookAt.count == lead.components(separatedBy: ", then ").count)
    #expect(plan.steps.map(\.description) == steps)
    #expect(plan.steps.last?.technique.placesDigits == true)
  }

  @Test func solvedBoardAndStalledWalk() throws {
    let puzzle = try #require(StudyPuzzle.level("easy").first)
    #expect(
      HintPlanner.plan(board: Grid(givens: puzzle.solution), solution: puzzle.solution) == .solved)
    // Easter Monster: no step of the twelve applies to it.
    let monster =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
    let grid = try Grid(puzzle: monster)
    let solution = try #require(Solver.solve(grid.allDigits))
    #expect(HintPlanner.plan(board: grid, solution: solution) == .beyondTheCurriculum)
  }

  /// Rung 1 is where to look, step by step; the reveal gives HoDoKu's text.
  @Test func leadAndRevealText() throws {
    let puzzle = try #require(StudyPuzzle.level("hard").first)
    var grid = Grid(givens: puzzle.givens)
    while LogicalSolver.simplestSingle(in: grid) != nil {
      LogicalSolver.applySingles(to: &grid)
    }
    let plan = HintPlanner.plan(board: grid, solution: puzzle.solution)
    guard case .next(let chain, let single, _) = plan else {
      Issue.record("expected a chain, got \(plan)")
      return
    }
    try #require(!chain.isEmpty)
    #expect(plan.lookAt == chain + [single])
    #expect(plan.steps.last == single.step)
    #expect(chain.map(\.step.description).allSatisfy { $0.contains(" => ") && $0.contains("<>") })
    #expect(single.step.description.hasSuffix(Notation.format(placements: single.step.placements)))
  }
}

/// The larger runs, in `make soak`: reveals on every stored puzzle (800, the quick suite
/// takes every 8th), from learner eliminations on 100 hard and 100 expert ones, and on fresh 22-clue
/// digs (some of them beyond the eighteen, so stalls are met too). `PLANNER_SOAK_COUNT`
/// sets how many digs (default 200) and turns the suite on by itself:
/// `PLANNER_SOAK_COUNT=500 swift test --filter HintPlannerSoak`.
@Suite(
  .tags(.soak),
  .enabled(
    if: Soak.enabled || ProcessInfo.processInfo.environment["PLANNER_SOAK_COUNT"] != nil,
    Soak.reason)
)
struct HintPlannerSoak {
  @Test(arguments: HintPlannerTests.levels)
  func revealsSolveEveryStoredPuzzle(_ level: String) throws {
    let puzzles = StudyPuzzle.level(level)
    try #require(puzzles.count >= 200)
    try HintPlannerTests.revealsSolve(puzzles, level: level)
  }

  @Test(arguments: ["hard", "expert"])
  func revealsSolveFromLearnerEliminations(_ level: String) throws {
    try HintPlannerTests.revealsSolveFromLearnerEliminations(
      Array(StudyPuzzle.level(level).prefix(100)))
  }

  /// The digs in slices that run in parallel.
  @Test(arguments: 0..<Soak.slices)
  func revealsOnFreshDigs(slice: Int) {
    let count =
      ProcessInfo.processInfo.environment["PLANNER_SOAK_COUNT"].flatMap(Int.init) ?? 200
    let digs = Soak.slice(slice, of: count)
    var total = RevealRun()
    var solved = 0
    for seed in UInt64(digs.lowerBound)..<UInt64(digs.upperBound) {
      var generator = SplitMix64(seed: 9000 + seed)
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: 22, symmetric: false, attempts: 1, using: &generator)
      let run = RevealRun.run(from: Grid(givens: puzzle), solution: solution)
      #expect(run.problems.isEmpty, "seed \(9000 + seed): \(run.problems.prefix(3))")
      // A stall must be a real one: the walk from the givens stalls too.
      if run.beyondTheCurriculum > 0 {
        #expect(!LogicalSolver.solve(Grid(givens: puzzle)).isSolved)
      } else {
        #expect(run.solved)
      }
      solved += run.solved ? 1 : 0
      total.add(run)
    }
    #expect(count > 0 && solved + total.beyondTheCurriculum == digs.count)
    print(
      "planner soak, slice \(slice): \(digs.count) digs, \(solved) solved by reveals, "
        + "\(total.beyondTheCurriculum) beyond the eighteen, \(total.chains) chains, average "
        + "\(Double(total.chainSteps) / Double(max(total.chains, 1))) steps, longest "
        + "\(total.longestChain)")
  }
}
