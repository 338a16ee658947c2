/// Makes puzzles with a unique solution by removing givens from a full grid.
///
/// Cells (or, for symmetric puzzles, pairs of cells mirrored by a 180° rotation) are visited once in
/// random order; each is emptied if the puzzle keeps exactly one solution, until the puzzle has the
/// target number of clues. This is the classic greedy digger, made fast in two ways that do not change
/// its result:
///
/// - Uniqueness is monotone (emptying more cells never removes solutions), so the longest prefix of
///   the visiting order that can be emptied is found by binary search with a few counts, instead of
///   one count per cell.
/// - After that, the puzzle is known to be unique with solution `s`, so emptying a cell `c` keeps it
///   unique exactly when no solution has `c != s[c]`: the solver looks for one solution with that
///   candidate removed, which fails fast, rather than counting to 2.
///
/// A cell that cannot be emptied never can be later (more holes only add solutions), so each cell is
/// tried once; when the order runs out above the target the puzzle is minimal.
public enum PuzzleDigger {
  /// A puzzle whose unique solution is `solution`.
  ///
  /// - Parameters:
  ///   - solution: a full valid grid, 81 digits.
  ///   - targetClues: stop once the puzzle has this many givens.
  ///   - symmetric: empty cells in pairs under 180° rotation, so the givens are symmetric.
  ///   - generator: the source of the visiting order; the same state gives the same puzzle.
  /// - Returns: the puzzle: `targetClues` givens when the visiting order gets
  ///   there, otherwise a minimal puzzle (no given can be removed) with more.
  public static func dig(
    solution: Puzzle, targetClues: Int, symmetric: Bool,
    using generator: inout some RandomNumberGenerator
  ) -> Puzzle {
    precondition(solution.isFull, "the solution is a full grid")
    let allUnits: [(first: Int, second: Int)] =
      symmetric ? (0...40).map { ($0, 80 - $0) } : (0..<81).map { ($0, $0) }
    // The order the standard library's shuffle would give the units (see `specializedShuffle`).
    var order = Array(allUnits.indices)
    order.specializedShuffle(using: &generator)
    let units = order.map { allUnits[$0] }
    func size(_ unit: (first: Int, second: Int)) -> Int { unit.first == unit.second ? 1 : 2 }

    // The longest prefix that can be emptied without going below the target.
    var prefixClues = [81]
    for unit in units {
      let clues = prefixClues.last! - size(unit)
      guard clues >= targetClues else { break }
      prefixClues.append(clues)
    }
    var known = 0  // a prefix length known to keep the puzzle unique
    var failed = prefixClues.count  // a longer prefix length known (or assumed) to fail
    // A removal that empties one of these fails for sure: no need to ask the solver.
    let rectangles = UnavoidableRectangles(solution)
    // Every puzzle asked about keeps the solution's digits outside a set of empty cells.
    let gridWords = Solver.bandWords(of: solution)
    func emptyCells(_ length: Int) -> UnavoidableRectangles.CellMask {
      var cells = UnavoidableRectangles.CellMask()
      for unit in units[0..<length] {
        cells.insert(unit.first)
        cells.insert(unit.second)
      }
      return cells
    }
    func emptied(_ length: Int) -> Puzzle {
      var puzzle = solution
      for unit in units[0..<length] {
        puzzle[unit.first] = 0
        puzzle[unit.second] = 0
      }
      return puzzle
    }
    // Random grids keep a unique solution with about half their cells emptied at random, so start
    // the search near there.
    var probe = min(failed - 1, symmetric ? 20 : 40)
    while known + 1 < failed {
      let empty = emptyCells(probe)
      if !rectangles.anyWithin(empty),
        Solver.countSolutions(keeping: gridWords, emptyBands: empty.bands, limit: 2) == 1
      {
        known = probe
      } else {
        failed = probe
      }
      probe = (known + failed) / 2
    }
    var puzzle = emptied(known)
    var empty = emptyCells(known)
    var clues = prefixClues[known]
    guard clues > targetClues, failed < units.count else { return puzzle }

    // One cell (or pair) at a time for the rest of the order; the unit at `known` cannot go.
    for unit in units[failed...] {
      guard clues - size(unit) >= targetClues else { continue }
      var emptyAfter = empty
      emptyAfter.insert(unit.first)
      emptyAfter.insert(unit.second)
      guard !rectangles.anyWithin(emptyAfter) else { continue }
      let firstDigit = puzzle[unit.first]
      let secondDigit = puzzle[unit.second]
      puzzle[unit.first] = 0
      puzzle[unit.second] = 0
      let bands = emptyAfter.bands
      let unique =
        Solver.countSolutions(
          keeping: gridWords, emptyBands: bands, limit: 1, excluding: (firstDigit, unit.first)) == 0
        && (size(unit) == 1
          || Solver.countSolutions(
            keeping: gridWords, emptyBands: bands, limit: 1, excluding: (secondDigit, unit.second))
            == 0)
      if unique {
        empty = emptyAfter
        clues -= size(unit)
        if clues == targetClues { break }
      } else {
        puzzle[unit.first] = firstDigit
        puzzle[unit.second] = secondDigit
      }
    }
    return puzzle
  }

  /// A random puzzle with a unique solution, and that solution.
  ///
  /// Digs fresh random grids until one reaches `targetClues`, giving up after `attempts` grids with
  /// the puzzle that came closest (then minimal, with more clues). Low targets (below about 22)
  /// are rarely reachable by digging.
  public static func generate(
    targetClues: Int, symmetric: Bool, attempts: Int = 64,
    using generator: inout some RandomNumberGenerator
  ) -> (puzzle: Puzzle, solution: Puzzle) {
    var best: (puzzle: Puzzle, solution: Puzzle, clues: Int)?
    for _ in 0..<max(attempts, 1) {
      let solution = Solver.randomSolution(using: &generator)
      let puzzle = dig(
        solution: solution, targetClues: targetClues, symmetric: symmetric, using: &generator)
      let clues = puzzle.clues
      if clues <= targetClues { return (puzzle, solution) }
      if best == nil || clues < best!.clues { best = (puzzle, solution, clues) }
    }
    return (best!.puzzle, best!.solution)
  }
}
