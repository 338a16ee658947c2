/// Solves a position the way a person would with the curriculum's techniques: always the simplest
/// available step first. Singles come first, in the model's order — full house, hidden single in a
/// box, in a row, in a column, then naked single — then Pointing, Claiming, Naked Pair (Locked Pairs
/// included), X-Wing, and after them the techniques beyond X-Wing in curriculum order (Hidden Pair,
/// Naked Triple, Hidden Triple, Skyscraper, Swordfish, XY-Wing). A walk that the techniques up to
/// X-Wing finish never reaches the later ones, so the four levels up to expert keep their meaning.
/// That is the curriculum's order too, so the walk that cuts drills, grades puzzles, plans hints and
/// lists `steps` takes a hidden single before a naked single, as the first lesson teaches.
public enum LogicalSolver {
  /// The techniques from simplest to hardest (hidden singles before naked singles).
  public static let order: [Technique] = Technique.allCases

  /// The elimination techniques of `order`, simplest first.
  static let eliminationOrder = order.filter { !$0.placesDigits }

  /// The simplest step available in `grid` (the simplest single, see `simplestSingle`), or nil when
  /// stuck. Singles always count; elimination techniques only up to `hardest`.
  public static func nextStep(in grid: Grid, upTo hardest: Technique = Technique.hardest) -> Step? {
    let map = CandidateMap(grid)
    if let single = simplestSingle(in: grid, map: map) { return single }
    for technique in eliminationOrder where rank(technique) <= rank(hardest) {
      if let step = Finder.steps(technique, in: grid, map: map).first { return step }
    }
    return nil
  }

  /// The simplest single on the board: a full house, else a hidden single in a box, in a row, in a
  /// column, else a naked single (each kind in house and digit order); nil when there is none.
  ///
  /// Scans the masks and builds only the step it returns: the walk calls this once per step.
  public static func simplestSingle(in grid: Grid) -> Step? {
    simplestSingle(in: grid, map: CandidateMap(grid))
  }

  static func simplestSingle(in grid: Grid, map: CandidateMap) -> Step? {
    func hidden(_ house: Int, _ digit: Int, mask: UInt16) -> Step {
      let cell = Cell(Tables.houseCells[house][mask.trailingZeroBitCount])
      return Step(
        technique: .hiddenSingle,
        pattern: .hiddenSingle(
          digit: digit, cell: cell, house: House(ordinal: house),
          isFullHouse: map.emptyCount[house] == 1),
        placements: [Candidate(cell, digit)], eliminations: [])
    }
    for fullHouse in [true, false] {
      for ordinal in SinglesFixpoint.houseOrder {
        let house = Int(ordinal)
        guard (map.emptyCount[house] == 1) == fullHouse, map.emptyCount[house] > 0 else {
          continue
        }
        for digit in 1...9 {
          let mask = map.mask(house, digit)
          if mask.nonzeroBitCount == 1 { return hidden(house, digit, mask: mask) }
        }
      }
    }
    for index in 0..<81 where grid.digits[index] == 0 && grid.candidates[index].count == 1 {
      let cell = Cell(index)
      let digit = grid.candidates[index].first!
      let isFullHouse = Tables.cellHouses[index].contains { map.emptyCount[$0] == 1 }
      return Step(
        technique: .nakedSingle,
        pattern: .nakedSingle(digit: digit, cell: cell, isFullHouse: isFullHouse),
        placements: [Candidate(cell, digit)], eliminations: [])
    }
    return nil
  }

  /// Where a single stands in the model's order: a full house first (0–2: seen from its box, row,
  /// column), then a hidden single in a box 3, in a row 4, in a column 5, then a naked single 6 —
  /// the order `simplestSingle` takes them in.
  public static func singleRank(_ step: Step) -> Int {
    if case .hiddenSingle(_, _, let house, let isFullHouse) = step.pattern {
      let kind =
        switch house.kind {
        case .box: 0
        case .row: 1
        case .column: 2
        }
      return isFullHouse ? kind : 3 + kind
    }
    if case .nakedSingle(_, _, let isFullHouse) = step.pattern { return isFullHouse ? 2 : 6 }
    return 6
  }

  /// The simplest elimination step up to `hardest` in a position that has no single left (after
  /// `applySingles`).
  public static func nextElimination(in grid: Grid, upTo hardest: Technique = Technique.hardest)
    -> Step?
  {
    let map = CandidateMap(grid)
    for technique in eliminationOrder where technique <= hardest {
      if let step = Finder.steps(technique, in: grid, map: map).first { return step }
    }
    return nil
  }

  /// Every instance of the simplest elimination technique that applies in a position with no
  /// single left (after `applySingles`), or none when no technique up to `hardest` applies.
  public static func nextEliminations(in grid: Grid, upTo hardest: Technique = Technique.hardest)
    -> [Step]
  {
    let map = CandidateMap(grid)
    for technique in eliminationOrder where technique <= hardest {
      let steps = Finder.steps(technique, in: grid, map: map)
      if !steps.isEmpty { return steps }
    }
    return []
  }

  /// Where the simplest-first walk of `puzzle` first finds nothing up to X-Wing to do: the closure
  /// of the singles and the techniques up to X-Wing (`GradingBoard`, on masks — the techniques
  /// being monotone, every order of their steps ends there), or nil when they solve the puzzle or
  /// it has no solution. The walk takes none of the later techniques before this position, so a
  /// search for positions where one of them is the next step starts here.
  public static func closureUpToXWing(of puzzle: Puzzle) -> Grid? {
    var board = GradingBoard(givens: puzzle)
    let closed = board.close(withXWing: true)
    guard !closed.solved, board.emptyCells > 0 else { return nil }
    let grid = board.grid(givens: puzzle)
    return grid.deadCell == nil ? grid : nil
  }

  /// Places every single, round after round, until none is left (`SinglesFixpoint`: the same
  /// position the one-step-at-a-time walk reaches, since singles only place solution digits).
  /// Returns false when a cell runs out of candidates or a house out of places for a digit (the
  /// position has no solution).
  @discardableResult
  public static func applySingles(to grid: inout Grid) -> Bool {
    grid.withUnsafeMutableStorage { digits, candidates in
      var empty = 0
      return SinglesFixpoint.apply(candidates: candidates, digits: digits, empty: &empty)
    }
  }

  /// Applies a step's placements and eliminations.
  public static func apply(_ step: Step, to grid: inout Grid) {
    for placement in step.placements where grid.isEmpty(placement.cell) {
      grid.place(placement.digit, at: placement.cell)
    }
    for elimination in step.eliminations { grid.eliminate(elimination) }
  }

  /// Walks `grid` step by step, simplest first, until it is solved or no technique up to `hardest`
  /// applies.
  public static func solve(_ grid: Grid, upTo hardest: Technique = Technique.hardest) -> SolvePath {
    var grid = grid
    var steps: [Step] = []
    while !grid.isComplete, grid.deadCell == nil, let step = nextStep(in: grid, upTo: hardest) {
      apply(step, to: &grid)
      steps.append(step)
    }
    return SolvePath(steps: steps, grid: grid)
  }

  /// The hardest elimination technique a solve needs (nil when singles suffice), and whether the
  /// curriculum's techniques finish the puzzle — the grade without the step-by-step path, for rejecting generated
  /// puzzles quickly. Singles are placed in bulk, which reaches the same positions between eliminations.
  public static func quickGrade(
    _ grid: Grid, upTo last: Technique = Technique.hardest
  ) -> (solved: Bool, hardestElimination: Technique?) {
    var grid = grid
    var hardest: Technique?
    while true {
      guard applySingles(to: &grid) else { return (false, hardest) }
      if grid.isComplete { return (true, hardest) }
      guard let step = nextElimination(in: grid, upTo: last) else { return (false, hardest) }
      if hardest.map({ rank($0) < rank(step.technique) }) ?? true { hardest = step.technique }
      apply(step, to: &grid)
    }
  }

  /// The elimination techniques after X-Wing (lessons 7–18), simplest first.
  static let beyondXWingOrder = eliminationOrder.filter { !$0.isUpToXWing }

  /// `quickGrade` of a puzzle the techniques up to X-Wing do not solve, walked from their closure
  /// on masks instead of from the givens: the solved flag, and the hardest technique after X-Wing
  /// the walk used (nil when it found none to use).
  ///
  /// The generator grades every deep dig those techniques leave unsolved (a third of them), and
  /// `quickGrade` spent most of that time on steps up to X-Wing, each built as a `Step` from a fresh
  /// `CandidateMap` and each retrying pointing, claiming, the naked pair and X-Wing from the start.
  /// Those techniques being monotone (`GradingBoard`), the walk always comes to the same position
  /// where none of them applies — the closure — before it takes a later one; so from each closure
  /// only the later finders are asked for the walk's next step, and after it the board is closed
  /// again on masks. The positions the later finders see, so their steps, are the walk's.
  /// Techniques after `last` are not tried: the walk stops there as stuck, which is how a master
  /// dig that needs a grandmaster technique is rejected without running the six finders of
  /// lessons 13–18 on it.
  ///
  /// - Parameters:
  ///   - board: the closure of `givens` up to X-Wing (`close(withXWing: true)`), not solved.
  ///   - givens: a puzzle with a unique solution (so no position on the way has a contradiction).
  static func gradeBeyondXWing(
    closed board: GradingBoard, givens: Puzzle, upTo last: Technique = Technique.hardest
  ) -> (solved: Bool, hardestElimination: Technique?) {
    var board = board
    var hardest: Technique?
    while true {
      let grid = board.grid(givens: givens)
      let map = CandidateMap(grid)
      var next: Step?
      for technique in beyondXWingOrder where technique <= last {
        next = Finder.steps(technique, in: grid, map: map).first
        if next != nil { break }
      }
      guard let step = next else { return (false, hardest) }
      if hardest.map({ $0 < step.technique }) ?? true { hardest = step.technique }
      for placement in step.placements {
        board.add(placement.digit, at: placement.cell.index)
      }
      for elimination in step.eliminations {
        board.eliminate(elimination.digit, at: elimination.cell.index)
      }
      if board.close(withXWing: true).solved { return (true, hardest) }
    }
  }

  /// Position of a technique in the simplest-first order (hidden single 0 … X-Wing 5 … XY-Wing 11).
  public static func rank(_ technique: Technique) -> Int { order.firstIndex(of: technique)! }
}

/// The steps a logical solve took and where it ended.
public struct SolvePath: Sendable {
  public let steps: [Step]
  /// The position reached: solved, or where the techniques ran out.
  public let grid: Grid

  public var isSolved: Bool { grid.isComplete }

  /// The hardest technique used, by the simplest-first order.
  public var hardest: Technique? {
    steps.map(\.technique).max { LogicalSolver.rank($0) < LogicalSolver.rank($1) }
  }

  /// `x-wing`, `hidden-single`, `swordfish`, or `beyond the eighteen` when the curriculum's techniques do
  /// not finish it (what `grade` prints and its `--json` records carry).
  public var gradeName: String {
    isSolved ? (hardest?.rawValue ?? "solved") : "beyond the eighteen"
  }
}
