import SudokuCore

/// Builds drills: generates puzzles and walks each one simplest-first until a position arises where the
/// lesson's technique applies and teaches something.
///
/// A position qualifies when
/// - singles: the lesson's single gives 1 to 10 distinct placements, at least one of which the other single
///   does not give (so the drill is about this single);
/// - eliminations: no naked or hidden single is available, and at least one of the technique's
///   eliminations is not made by any earlier lesson's technique at that position.
public enum DrillFactory {
  /// The seed of the `index`-th drill of a batch or session seeded with `seed` (index 0 is `seed`).
  public static func drillSeed(_ seed: UInt64, index: Int) -> UInt64 {
    SplitMix64.derive(seed, index)
  }

  /// The drill for `technique` whose seed is `seed`; the same seed always gives the same drill.
  public static func make(_ technique: Technique, seed: UInt64) -> Drill {
    var generator = SplitMix64(seed: seed)
    let clues = technique.placesDigits ? 28 : 22
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
    if technique.placesDigits {
      while !grid.isComplete {
        if qualifies(grid, for: technique) { return grid }
        guard let step = LogicalSolver.nextStep(in: grid) else { return nil }
        LogicalSolver.apply(step, to: &grid)
      }
      return nil
    }
    // Elimination lessons need a position without singles: place them all at once (the fixpoint the
    // step-by-step walk reaches too), then look, then take the simplest elimination step.
    while true {
      guard LogicalSolver.applySingles(to: &grid), !grid.isComplete else { return nil }
      if hasPureElimination(grid, for: technique) { return grid }
      guard let step = LogicalSolver.nextStep(in: grid) else { return nil }
      LogicalSolver.apply(step, to: &grid)
    }
  }

  /// The purity test for a position already known to have no single: the technique removes something
  /// that no earlier lesson's technique removes. Checks the technique alone first, the rare part.
  static func hasPureElimination(_ grid: Grid, for technique: Technique) -> Bool {
    let mine = Set(Finder.steps(technique, in: grid).flatMap(\.eliminations))
    guard !mine.isEmpty else { return false }
    return !EarlierLessons.beyondEarlierLessons(mine, of: technique) {
      Finder.steps($0, in: grid)
    }.isEmpty
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
      let found = Finder.steps(
        [.nakedSingle, .hiddenSingle] + technique.earlier.filter { !$0.placesDigits } + [technique],
        in: grid)
      guard found[.nakedSingle, default: []].isEmpty, found[.hiddenSingle, default: []].isEmpty
      else {
        return false
      }
      let mine = Set(found[technique, default: []].flatMap(\.eliminations))
      guard !mine.isEmpty else { return false }
      return !EarlierLessons.beyondEarlierLessons(mine, of: technique) {
        found[$0, default: []]
      }.isEmpty
    }
  }
}
