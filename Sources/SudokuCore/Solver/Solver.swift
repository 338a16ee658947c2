/// The fast solver: counts a puzzle's solutions up to a limit (limit 2 answers "is it unique?").
///
/// Puzzles are `Puzzle` values: 81 digits row by row, 0 for an empty cell. The engine (`BitboardEngine`) keeps one
/// bitboard per digit split into three bands and propagates the band rule and singles with bit
/// operations, so a uniqueness check of a 17-clue puzzle takes a few microseconds in release builds.
/// `ReferenceSolver` is the slow, obviously correct counterpart the tests compare it with.
public enum Solver {
  /// The number of solutions of `givens`, counting stops at `limit`.
  ///
  /// - Parameters:
  ///   - givens: 81 digits, 0 for an empty cell.
  ///   - limit: the most solutions to look for; 2 tells unique puzzles from the rest.
  /// - Returns: 0 for a contradictory puzzle (including two equal givens in a house), otherwise the
  ///   number of solutions, at most `limit`.
  public static func countSolutions(_ givens: Puzzle, limit: Int) -> Int {
    BitboardEngine.withEngine(limit: limit) { engine in
      guard engine.load(givens) else { return 0 }
      engine.run()
      return engine.count
    }
  }

  /// The solution of `givens` if there is exactly one, else nil.
  public static func solve(_ givens: Puzzle) -> Puzzle? {
    BitboardEngine.withEngine(limit: 2) { engine in
      guard engine.load(givens) else { return nil }
      engine.run()
      return engine.count == 1 ? engine.firstSolution() : nil
    }
  }

  /// The number of solutions of `givens` up to 2, and the solution when there is exactly one: what
  /// `countSolutions(_:limit: 2)` and `solve(_:)` say together, from one search.
  public static func solutionCount(_ givens: Puzzle) -> (count: Int, solution: Puzzle?) {
    BitboardEngine.withEngine(limit: 2) { engine in
      guard engine.load(givens) else { return (0, nil) }
      engine.run()
      return (engine.count, engine.count == 1 ? engine.firstSolution() : nil)
    }
  }

  /// A random full grid, the same one for the same generator state.
  ///
  /// The three boxes on the diagonal share no house, so each gets a random permutation of 1–9; the
  /// search completes the grid trying candidates in random order; then a random validity-preserving
  /// transform (digits, rows and columns within bands and stacks, bands, stacks, transposition)
  /// spreads the result further over the space of grids.
  public static func randomSolution(using generator: inout some RandomNumberGenerator) -> Puzzle {
    var start = Puzzle()
    for box in [0, 4, 8] {
      let digits = Array(1...9).specializedShuffled(using: &generator)
      for offset in 0..<9 {
        start[(box / 3 * 3 + offset / 3) * 9 + box % 3 * 3 + offset % 3] = digits[offset]
      }
    }
    let seed = generator.next()
    let grid = BitboardEngine.withEngine(limit: 1) { engine in
      engine.random = SplitMix64(seed: seed)
      _ = engine.load(start)
      engine.run()
      return engine.firstSolution()
    }
    guard let grid else { preconditionFailure("an empty grid always has a solution") }
    let transform = GridTransform.random(using: &generator)
    var result = Puzzle()
    for cell in Cell.all {
      result[transform.map(cell).index] = transform.relabel(grid[cell.index])
    }
    return result
  }

  /// `countSolutions(_:limit:)`, or with `exclusion` the number of solutions in which its cell does
  /// not hold its digit, for the puzzle that keeps the digits of a full grid outside `emptyBands`
  /// (the empty cells of each band, bit `cell % 27`); `gridWords` is the grid as
  /// `bandWords(of:)` gives it. The digger's puzzles are all of this kind, and this loads them
  /// without reading 81 digits.
  static func countSolutions(
    keeping gridWords: [UInt32], emptyBands: (UInt32, UInt32, UInt32), limit: Int,
    excluding exclusion: (digit: Int, cell: Int)? = nil
  ) -> Int {
    BitboardEngine.withEngine(limit: limit) { engine in
      gridWords.withUnsafeBufferPointer { grid in
        engine.load(keeping: grid.baseAddress!, empty: emptyBands)
      }
      if let exclusion { engine.exclude(digit: exclusion.digit, cell: exclusion.cell) }
      engine.run()
      return engine.count
    }
  }

  /// A full grid as the words `countSolutions(keeping:emptyBands:limit:excluding:)` reads.
  static func bandWords(of grid: Puzzle) -> [UInt32] { BitboardEngine.bandWords(of: grid) }

  /// The number of solutions of `givens` in which `cell` does not hold `digit`, up to `limit`.
  ///
  /// When a puzzle is known to have the solution `s`, it is unique exactly when no solution has
  /// `cell != s[cell]` for a cell just emptied; this question is much cheaper than counting to 2.
  static func countSolutions(_ givens: Puzzle, limit: Int, excluding digit: Int, at cell: Int)
    -> Int
  {
    BitboardEngine.withEngine(limit: limit) { engine in
      guard engine.load(givens) else { return 0 }
      engine.exclude(digit: digit, cell: cell)
      engine.run()
      return engine.count
    }
  }
}
