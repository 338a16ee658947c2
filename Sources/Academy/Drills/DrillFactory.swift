import SudokuCore

/// Builds drills: generates puzzles and walks each one simplest-first until a position arises where the
/// lesson's technique applies and teaches something.
///
/// A position qualifies when
/// - singles: the lesson's single gives 1 to 10 distinct placements, at least one of which the other single
///   does not give (so the drill is about this single);
/// - eliminations: the technique is the next step a simplest-first solve takes there — no naked or
///   hidden single is available, no earlier lesson's technique removes anything anywhere on the
///   board, and the technique removes something. HoDoKu's practising mode gives the same kind of
///   position: the technique is the simplest step left, so the learner meets it as a solver would.
public enum DrillFactory {
  /// The seed of the `index`-th drill of a batch or session seeded with `seed` (index 0 is `seed`).
  public static func drillSeed(_ seed: UInt64, index: Int) -> UInt64 {
    SplitMix64.derive(seed, index)
  }

  /// The drill for `technique` whose seed is `seed`; the same seed always gives the same drill.
  public static func make(_ technique: Technique, seed: UInt64) -> Drill {
    var generator = SplitMix64(seed: seed)
    let clues = technique.teaching.drillClues
    while true {
      let (puzzle, solution) = PuzzleDigger.generate(
        targetClues: clues, symmetric: false, attempts: 1, using: &generator)
      guard let grid = findPosition(for: technique, from: Grid(givens: puzzle)) else { continue }
      // Vary digits, houses and orientation; every technique maps onto itself.
      let transform = GridTransform.random(using: &generator)
      let shown = grid.transformed(by: transform)
      var movedPuzzle = Puzzle()
      var movedSolution = Puzzle()
      for cell in Cell.all {
        let target = transform.map(cell).index
        movedPuzzle[target] = puzzle[cell.index] == 0 ? 0 : transform.relabel(puzzle[cell.index])
        movedSolution[target] = transform.relabel(solution[cell.index])
      }
      return Drill(
        technique: technique, seed: seed, grid: shown, puzzle: movedPuzzle, solution: movedSolution,
        instances: Finder.steps(technique, in: shown))
    }
  }

  /// Walks `start` simplest-first and returns the first position that qualifies for `technique`.
  static func findPosition(for technique: Technique, from start: Grid) -> Grid? {
    var grid = start
    // Before the first position where nothing up to X-Wing applies, one of those is always the
    // next step: a lesson after X-Wing starts from there, reached on masks in a fraction of the
    // walk's time, and skips at once the many puzzles those techniques solve.
    if technique > .xWing {
      guard let closed = LogicalSolver.closureUpToXWing(of: start.givens) else { return nil }
      grid = closed
    }
    if technique.placesDigits {
      while !grid.isComplete {
        if qualifies(grid, for: technique) { return grid }
        guard let step = LogicalSolver.nextStep(in: grid) else { return nil }
        LogicalSolver.apply(step, to: &grid)
      }
      return nil
    }
    // Elimination lessons: place the singles all at once (the fixpoint the step-by-step walk
    // reaches too), then find the simplest elimination technique that applies: the first position
    // where it is the lesson's is the drill; an earlier one's instances are all applied at once (each
    // is a true deduction, and whatever position follows is judged on its own). A puzzle whose walk
    // gets stuck short of the lesson's technique gives no drill: walking on past a later technique
    // rarely reaches one, and costs more than another puzzle (measured).
    while true {
      guard LogicalSolver.applySingles(to: &grid), !grid.isComplete else { return nil }
      let steps = LogicalSolver.nextEliminations(in: grid, upTo: technique)
      guard let first = steps.first else { return nil }
      if first.technique == technique { return grid }
      for step in steps { LogicalSolver.apply(step, to: &grid) }
    }
  }

  /// Whether `grid` makes a good drill for `technique` (see the type's documentation).
  public static func qualifies(_ grid: Grid, for technique: Technique) -> Bool {
    if technique.placesDigits {
      // The single's drill must hold a placement the other single does not give.
      let other: Technique = technique == .hiddenSingle ? .nakedSingle : .hiddenSingle
      let found = Finder.steps([technique, other], in: grid)
      let mine = Set(found[technique, default: []].flatMap(\.placements))
      guard (1...10).contains(mine.count) else { return false }
      let theirs = Set(found[other, default: []].flatMap(\.placements))
      return !mine.isSubset(of: theirs)
    } else {
      return LogicalSolver.simplestSingle(in: grid) == nil
        && LogicalSolver.nextElimination(in: grid)?.technique == technique
    }
  }
}
