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

  /// Places every naked and hidden single, round after round, until none is left (the same position the
  /// one-step-at-a-time walk reaches, since singles only place solution digits). Returns false when a
  /// cell runs out of candidates or a house out of places for a digit (the position has no solution).
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
      let map = CandidateMap(grid)
      for house in 0..<27 {
        for digit in 1...9 where map.placed[house] & (1 << UInt16(digit - 1)) == 0 {
          let mask = map.mask(house, digit)
          guard mask.nonzeroBitCount == 1 else {
            if mask == 0 { return false }
            continue
          }
          let cell = Tables.houseCells[house][mask.trailingZeroBitCount]
          if grid.digits[cell] == 0 && grid.candidates[cell].contains(digit) {
            grid.place(digit, at: Cell(cell))
            placed = true
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
      guard let step = nextStep(in: grid) else { return (false, hardest) }
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
