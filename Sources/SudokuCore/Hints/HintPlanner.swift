/// Plans the study game's teaching hint: the simplest next thing a learner can do on the board as shown.
///
/// 1. Fix-it first: a placed digit that differs from the solution, or a cell from which the learner
///    removed the solution's digit, is named by its cell (never with the right digit).
/// 2. Else the simplest single on the board as displayed, in the model's order: full house, hidden
///    single in a box, in a row, in a column, then naked single (`LogicalSolver.simplestSingle`).
/// 3. Else a chain: the simplest-first walk (`LogicalSolver.nextStep`) from the board until its first
///    single; the chain is the walk's elimination steps before it, cut down to the eliminations the
///    single or a later step's pattern needs. Each kept step is a real instance of its technique on the
///    board as it stands at its turn (with only the kept eliminations made before it), and the chain is
///    minimal: dropping any one of its eliminations loses either the single or a later step's pattern.
///    When the walk stalls first, the plan says the puzzle goes beyond the curriculum's techniques here.
///
/// Example: no single on the board; the walk finds pointing 5 in b1 (removing 5 from r3c7–r3c9), then
/// claiming, then a hidden single 5 in b3. If the single needs only `r3c8<>5`, the plan is that one
/// elimination of the pointing step and the single: "pointing in box 1, then a hidden single in box 3".
public enum HintPlanner {
  /// The plan for a study board.
  ///
  /// - Parameters:
  ///   - givens: the puzzle.
  ///   - placed: the learner's digits, 0 where none (a given's cell holds 0 here).
  ///   - eliminations: candidates the learner removed; the board shows the candidates computed from the
  ///     digits minus these.
  ///   - solution: the puzzle's solution.
  public static func plan(
    givens: Puzzle, placed: Puzzle, eliminations: Set<Candidate>, solution: Puzzle
  ) -> HintPlan {
    plan(
      board: board(givens: givens, placed: placed, eliminations: eliminations), solution: solution)
  }

  /// The board as the learner sees it: givens and placed digits, every empty cell's candidates
  /// computed from the digits (the "allowed numbers") minus the learner's eliminations.
  public static func board(givens: Puzzle, placed: Puzzle, eliminations: Set<Candidate>) -> Grid {
    var grid = Grid(givens: givens)
    for cell in Cell.all where givens[cell.index] == 0 && placed[cell.index] != 0 {
      grid.place(placed[cell.index], at: cell)
    }
    for candidate in eliminations where grid.isEmpty(candidate.cell) {
      grid.eliminate(candidate)
    }
    return grid
  }

  /// The plan for a board whose displayed candidates are `board`'s (see `board(givens:…)`).
  public static func plan(board: Grid, solution: Puzzle) -> HintPlan {
    let wrong = Cell.all.filter { !board.isEmpty($0) && board.digit(at: $0) != solution[$0.index] }
    // A solution digit missing because a wrong digit sees the cell is that digit's fault, named above;
    // here only the ones the learner removed.
    let removed = board.emptyCells.filter {
      let digit = solution[$0.index]
      return board.peerCandidates(at: $0).contains(digit)
        && !board.candidates(at: $0).contains(digit)
    }
    if !wrong.isEmpty || !removed.isEmpty {
      return .fixIt(wrongDigits: wrong, removedCandidates: removed)
    }
    if board.isComplete { return .solved }
    if let single = LogicalSolver.simplestSingle(in: board) {
      return .next(chain: [], single: planned(single, on: board), passedOver: [])
    }
    // The walk: elimination steps until the first single.
    var walked: [Step] = []
    var grid = board
    while true {
      guard let step = LogicalSolver.nextStep(in: grid) else { return .beyondTheCurriculum }
      if step.technique.placesDigits {
        let chain = prune(walked, target: step.placements[0], from: board)
        return .next(
          chain: chain.steps, single: chain.single,
          passedOver: passedOver(chain.steps.map(\.step.technique), on: board))
      }
      LogicalSolver.apply(step, to: &grid)
      walked.append(step)
    }
  }

  /// The techniques simpler than the hardest of `chain` (techniques, in order), not among them, with
  /// an instance on `board`, simplest first. The walk took the chain's hardest technique only when no
  /// simpler one applied and no single stood, so these lead to no single, all applied.
  static func passedOver(_ chain: [Technique], on board: Grid) -> [Technique] {
    guard let hardest = chain.max(by: { LogicalSolver.rank($0) < LogicalSolver.rank($1) }) else {
      return []
    }
    return LogicalSolver.eliminationOrder.filter {
      LogicalSolver.rank($0) < LogicalSolver.rank(hardest) && !chain.contains($0)
        && !Finder.steps($0, in: board).isEmpty
    }
  }

  // MARK: Pruning

  /// The chain and single after cutting `walked` down to a minimal set of its parts that still
  /// brings `target` out as a single: whole steps first (last to first), then single eliminations
  /// until no more can go; a single (a cell's chain may keep one) is kept or dropped whole. A
  /// board hint's walk holds eliminations only.
  static func prune(_ walked: [Step], target: Candidate, from board: Grid) -> (
    steps: [PlannedStep], single: PlannedStep
  ) {
    // needed[i]: the placements or eliminations of step i still in the chain.
    var needed = walked.map { Set($0.technique.placesDigits ? $0.placements : $0.eliminations) }
    for index in needed.indices.reversed() {
      let kept = needed[index]
      needed[index] = []
      if replay(walked, needed, target: target, from: board) == nil { needed[index] = kept }
    }
    var changed = true
    while changed {
      changed = false
      for index in needed.indices where !walked[index].technique.placesDigits {
        for candidate in needed[index].sorted() {
          needed[index].remove(candidate)
          if replay(walked, needed, target: target, from: board) == nil {
            needed[index].insert(candidate)
          } else {
            changed = true
          }
        }
      }
    }
    guard let result = replay(walked, needed, target: target, from: board) else {
      preconditionFailure("the unpruned walk always reaches its single")
    }
    return result
  }

  /// Replays the walk with only the `needed` parts of each step: a kept single must be a single at
  /// its turn, a kept elimination step an instance making all its kept eliminations; at the end
  /// `target` must be a single. Returns the planned steps or nil.
  static func replay(
    _ walked: [Step], _ needed: [Set<Candidate>], target: Candidate, from board: Grid
  ) -> (steps: [PlannedStep], single: PlannedStep)? {
    var grid = board
    var steps: [PlannedStep] = []
    for (step, parts) in zip(walked, needed) where !parts.isEmpty {
      if step.technique.placesDigits {
        guard let placement = parts.first, grid.isEmpty(placement.cell),
          let single = single(placing: placement, in: grid)
        else { return nil }
        steps.append(planned(single, on: grid))
        grid.place(placement.digit, at: placement.cell)
        continue
      }
      guard
        let instance = Finder.steps(step.technique, in: grid).first(where: {
          parts.isSubset(of: $0.eliminations)
        })
      else { return nil }
      // Named as the whole instance is (a Locked Pair stays one when cut to its box's part).
      let cut = instance.keeping(Array(parts))
      steps.append(planned(cut, on: grid))
      for candidate in parts { grid.eliminate(candidate) }
    }
    guard let single = single(placing: target, in: grid) else { return nil }
    return (steps, planned(single, on: grid))
  }

  /// The simplest single that places `target` in `grid`, in the model's order (full house, hidden
  /// single in a box, in a row, in a column, naked single).
  static func single(placing target: Candidate, in grid: Grid) -> Step? {
    let found = Finder.steps([.hiddenSingle, .nakedSingle], in: grid)
    let placing = (found[.hiddenSingle, default: []] + found[.nakedSingle, default: []]).filter {
      $0.placements == [target]
    }
    return placing.enumerated().min {
      (LogicalSolver.singleRank($0.element), $0.offset)
        < (LogicalSolver.singleRank($1.element), $1.offset)
    }?.element
  }

  /// The step with the house a learner should look at on `grid`.
  static func planned(_ step: Step, on grid: Grid) -> PlannedStep {
    PlannedStep(step: step, houses: step.housesToLookAt(on: grid))
  }
}
