/// Solves a position the way a person would with the six techniques: always the simplest available step
/// first, in the fixed order Full House, Naked Single, Hidden Single, Pointing, Claiming, Naked Pair
/// (Locked Pairs included), X-Wing.
public enum LogicalSolver {
  /// The techniques from simplest to hardest (naked singles are tried before hidden singles).
  public static let order: [Technique] = [
    .nakedSingle, .hiddenSingle, .pointing, .claiming, .nakedPair, .xWing,
  ]

  /// The simplest step available in `grid` (a Full House before any other single), or nil when stuck.
  public static func nextStep(in grid: Grid, upTo hardest: Technique = .xWing) -> Step? {
    let map = CandidateMap(grid)
    let singles = NakedSingleFinder.find(in: grid, map: map)
    if let fullHouse = singles.first(where: \.isFullHouse) { return fullHouse }
    if let single = singles.first { return single }
    for technique in order.dropFirst() where rank(technique) <= rank(hardest) {
      if let step = Finder.steps(technique, in: grid, map: map).first { return step }
    }
    return nil
  }

  /// The simplest elimination step in a position that has no single left (after `applySingles`).
  static func nextElimination(in grid: Grid) -> Step? {
    let map = CandidateMap(grid)
    for technique in order.dropFirst(2) {
      if let step = Finder.steps(technique, in: grid, map: map).first { return step }
    }
    return nil
  }

  /// Places every naked and hidden single, round after round, until none is left (the same position the
  /// one-step-at-a-time walk reaches, since singles only place solution digits). Returns false when a
  /// cell runs out of candidates or a house out of places for a digit (the position has no solution).
  ///
  /// Hidden singles are found per house with two masks (digits seen once, digits seen twice or more),
  /// so a round costs 27 short loops and no allocation; this is the generator's hottest loop.
  @discardableResult
  public static func applySingles(to grid: inout Grid) -> Bool {
    while true {
      var placed = false
      for index in 0..<81 where grid.digits[index] == 0 {
        let candidates = grid.candidates[index]
        if candidates.count == 1 {
          grid.place(candidates.first!, at: Cell(index))
          placed = true
        } else if candidates.isEmpty {
          return false
        }
      }
      for house in 0..<27 {
        let base = house * 9
        var once: UInt16 = 0
        var twice: UInt16 = 0
        var placedDigits: UInt16 = 0
        for slot in 0..<9 {
          let cell = Int(Tables.flatHouseCells[base + slot])
          let digit = grid.digits[cell]
          if digit != 0 {
            placedDigits |= 1 << UInt16(digit - 1)
          } else {
            let mask = grid.candidates[cell].rawValue
            twice |= once & mask
            once |= mask
          }
        }
        // A digit neither placed in the house nor a candidate anywhere in it has no place.
        guard once | placedDigits == 0x1FF else { return false }
        var singles = once & ~twice & ~placedDigits
        while singles != 0 {
          let digit = singles.trailingZeroBitCount + 1
          singles &= singles - 1
          for slot in 0..<9 {
            let cell = Int(Tables.flatHouseCells[base + slot])
            if grid.digits[cell] == 0 && grid.candidates[cell].contains(digit) {
              grid.place(digit, at: Cell(cell))
              placed = true
              break
            }
          }
        }
      }
      if !placed { return true }
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
  public static func solve(_ grid: Grid, upTo hardest: Technique = .xWing) -> SolvePath {
    var grid = grid
    var steps: [Step] = []
    while !grid.isComplete, grid.deadCell == nil, let step = nextStep(in: grid, upTo: hardest) {
      apply(step, to: &grid)
      steps.append(step)
    }
    return SolvePath(steps: steps, grid: grid)
  }

  /// The hardest elimination technique a solve needs (nil when singles suffice), and whether the six
  /// techniques finish the puzzle — the grade without the step-by-step path, for rejecting generated
  /// puzzles quickly. Singles are placed in bulk, which reaches the same positions between eliminations.
  public static func quickGrade(_ grid: Grid) -> (solved: Bool, hardestElimination: Technique?) {
    var grid = grid
    var hardest: Technique?
    while true {
      guard applySingles(to: &grid) else { return (false, hardest) }
      if grid.isComplete { return (true, hardest) }
      guard let step = nextElimination(in: grid) else { return (false, hardest) }
      if hardest.map({ rank($0) < rank(step.technique) }) ?? true { hardest = step.technique }
      apply(step, to: &grid)
    }
  }

  /// Position of a technique in the simplest-first order (naked single 0 … X-Wing 5).
  public static func rank(_ technique: Technique) -> Int { order.firstIndex(of: technique)! }
}

/// The steps a logical solve took and where it ended.
public struct SolvePath: Sendable {
  public let steps: [Step]
  /// The position reached: solved, or where the six techniques ran out.
  public let grid: Grid

  public var isSolved: Bool { grid.isComplete }

  /// The hardest technique used, by the simplest-first order.
  public var hardest: Technique? {
    steps.map(\.technique).max { LogicalSolver.rank($0) < LogicalSolver.rank($1) }
  }

  /// `x-wing`, `hidden-single`, or `beyond x-wing` when the six techniques do not finish it.
  public var gradeName: String {
    isSolved ? (hardest?.rawValue ?? "solved") : "beyond x-wing"
  }
}
