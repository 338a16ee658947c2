/// Makes puzzles for the levels that need an elimination technique (hard, expert and master), grading
/// while it digs instead of digging blind and grading at the end. Grading is `GradingBoard` (bit
/// masks), so a grade costs about as much as a uniqueness check.
///
/// Hard (`hardAttempt`): a random full grid is dug quickly (by `PuzzleDigger`) to one above the level's
/// clue window; then, one clue count at a time, every remaining given is tried:
///
/// - a removal that makes the puzzle non-unique is put back for good (more holes only add solutions);
/// - a removal that leaves the puzzle beyond the level (the techniques up to X-Wing get stuck, or an X-Wing
///   becomes necessary) is put back: the dig can no longer reach the level through it;
/// - the first removal that reaches the level ends the search: that puzzle is the result;
/// - otherwise the dig goes one clue deeper through the first removal that stayed solvable by singles.
///
/// A grid that gives nothing within a few clue counts is dropped for a fresh one (deeper digs of such
/// a grid mostly stay singles-only). Expert (`expertAttempt`) works the other way round, see there;
/// master and grandmaster (`beyondXWingAttempt`) takes a deep dig as it is, ruled out cheaply when the techniques up to X-Wing solve it.
/// Everything depends only on the generator's state, so the same seed gives the same puzzle on any
/// thread.
enum GradedDigger {
  /// The clue window hard puzzles come from (the dig starts just above it).
  static let hardWindow = 24...28

  /// The clue window expert puzzles come from.
  static let expertWindow = 17...25

  /// An expert puzzle grown back from a deep dig: a puzzle dug to 22 clues is usually beyond the techniques
  /// up to X-Wing; givens of the solution are added back one at a time, each time the one after
  /// which those techniques get furthest, until one addition leaves a puzzle that needs an X-Wing
  /// and that they solve. Nil when the grid gives none within the clue window (`window`: the
  /// challenge ladder asks for narrower ones; the dig goes three below its top).
  static func expertAttempt(
    window: ClosedRange<Int> = expertWindow,
    using generator: inout some RandomNumberGenerator
  ) -> (puzzle: Puzzle, solution: Puzzle)? {
    let solution = Solver.randomSolution(using: &generator)
    var puzzle = PuzzleDigger.dig(
      solution: solution, targetClues: window.upperBound - 3, symmetric: false, using: &generator)
    var clues = puzzle.clues
    var holes = (0..<81).filter { puzzle[$0] == 0 }
    holes.specializedShuffle(using: &generator)
    while clues <= window.upperBound {
      // The board closed without X-Wing, then with it: what `GradingBoard.walk` grades, kept so
      // that each addition below continues from it instead of walking the puzzle afresh.
      var closed = GradingBoard(givens: puzzle)
      guard !closed.close(withXWing: false).solved else { return nil }
      var stuck = closed
      if stuck.closeWithXWingAfterClosing().solved {
        return window.contains(clues) ? (puzzle, solution) : nil
      }
      // At the window's top no addition can give an expert puzzle: grading them all (a quarter of
      // the work, callgrind) would only lead above the window.
      guard clues < window.upperBound else { return nil }
      // Add back the given after which the techniques leave the fewest empty cells while still
      // stuck, unless one addition already gives an expert puzzle. A hole the techniques fill
      // anyway changes nothing when given.
      var best: (cell: Int, emptyLeft: Int)?
      for cell in holes where !stuck.isFilled(cell) {
        var next = closed
        next.add(solution[cell], at: cell)
        // Solved short of an X-Wing: not expert, and not a way there either.
        guard !next.close(withXWing: false).solved else { continue }
        let withXWing = next.closeWithXWingAfterClosing()
        if withXWing.solved {
          if window.contains(clues + 1) {
            puzzle[cell] = solution[cell]
            return (puzzle, solution)
          }
          continue
        }
        // An X-Wing already in the walk counts for more than progress.
        let score = next.emptyCells + (withXWing.usedXWing ? 0 : 100)
        if best == nil || score < best!.emptyLeft { best = (cell, score) }
      }
      // One below the window's top, the best addition only leads to the top, where (see above)
      // nothing more can come of it.
      guard let (cell, _) = best, clues + 1 < window.upperBound else { return nil }
      puzzle[cell] = solution[cell]
      holes.removeAll { $0 == cell }
      clues += 1
    }
    return nil
  }

  /// A master puzzle (a technique of lessons 7–12 needed, and the curriculum enough) or a
  /// grandmaster one (a technique of lessons 13–18 needed) with its solution, or nil when this dig
  /// is not one.
  ///
  /// A dig to 22 clues is where the new techniques are needed most often (docs/techniques-master.md:
  /// at 22–26 clues the techniques up to X-Wing solve about 67 % and the twelve of lessons 1–12
  /// about 80 %, so one dig in eight is a master puzzle). Two thirds of the digs are solved up to
  /// X-Wing: the mask grader (`GradingBoard`) says so in about the time of a uniqueness check, so
  /// only the rest pay for a walk with the later techniques, and that walk starts from the grader's
  /// closure (`LogicalSolver.gradeBeyondXWing`) and stops after the level's last technique. A puzzle
  /// those up to X-Wing do not solve and the later ones do needs a later technique.
  static func beyondXWingAttempt(
    _ level: Difficulty, symmetric: Bool, using generator: inout some RandomNumberGenerator
  ) -> (puzzle: Puzzle, solution: Puzzle)? {
    let (puzzle, solution) = PuzzleDigger.generate(
      targetClues: level.targetClues, symmetric: symmetric, attempts: 1, using: &generator)
    guard level.clueWindow.contains(puzzle.clues) else { return nil }
    var closed = GradingBoard(givens: puzzle)
    guard !closed.close(withXWing: true).solved else { return nil }
    // The rest of the walk, from that closure and only as far as the level's last technique: a
    // dig that needs a later one is not of the level, and stalling there says so as surely as
    // walking on would (the walk takes a later technique only when none up to it applies).
    let grade = LogicalSolver.gradeBeyondXWing(
      closed: closed, givens: puzzle, upTo: lastTechnique(of: level))
    guard level.accepts(grade) else { return nil }
    return (puzzle, solution)
  }

  /// The last technique of the curriculum whose rule gives `level` (XY-Wing for master, simple
  /// colours for grandmaster).
  static func lastTechnique(of level: Difficulty) -> Technique {
    Technique.allCases.last { $0.rule.level == level } ?? Technique.hardest
  }

  /// How many clue counts below the entry a grid is dug through before it is dropped.
  static let maximumLevels = 3

  /// A hard puzzle (pointing, claiming or a naked pair needed, and enough) with its solution, or nil
  /// when this grid gives none.
  /// `window` is the clue counts the result may have (the challenge ladder asks for narrower ones).
  static func hardAttempt(
    window: ClosedRange<Int> = hardWindow,
    using generator: inout some RandomNumberGenerator
  ) -> (puzzle: Puzzle, solution: Puzzle)? {
    let solution = Solver.randomSolution(using: &generator)
    let entry = window.upperBound + 1
    var puzzle = PuzzleDigger.dig(
      solution: solution, targetClues: entry, symmetric: false, using: &generator)
    var clues = puzzle.clues
    guard clues == entry else { return nil }
    let entryGrade = GradingBoard.grade(puzzle)
    guard entryGrade.solved, entryGrade.hardestElimination != .xWing else { return nil }
    var order = (0..<81).filter { puzzle[$0] != 0 }
    order.specializedShuffle(using: &generator)

    // A grid that gives no hard puzzle in its first levels rarely gives one deeper (it digs to
    // singles-only puzzles): a fresh grid is cheaper.
    var levelsLeft = maximumLevels
    while clues > window.lowerBound, levelsLeft > 0 {
      levelsLeft -= 1
      // Every remaining given is tried; the first removal that needs an elimination (short of an
      // X-Wing) wins, else the dig goes one level deeper through the first removal that stayed
      // solvable by singles.
      var fallback: Int?
      var removable: [Int] = []
      for cell in order {
        let digit = puzzle[cell]
        puzzle[cell] = 0
        defer { puzzle[cell] = digit }
        // A given that cannot go now never can: more holes only add solutions.
        guard Solver.countSolutions(puzzle, limit: 1, excluding: digit, at: cell) == 0 else {
          continue
        }
        removable.append(cell)
        let grade = GradingBoard.grade(puzzle)
        guard grade.solved, grade.hardestElimination != .xWing else { continue }
        guard grade.hardestElimination != nil else {
          if fallback == nil { fallback = cell }
          continue
        }
        var result = puzzle
        result[cell] = 0
        return (result, solution)
      }
      guard let cell = fallback else { return nil }
      puzzle[cell] = 0
      clues -= 1
      order = removable.filter { $0 != cell }
    }
    return nil
  }
}
