/// What `hint <cell>` is about: the answer of `HintPlanner.plan(cell:board:solution:)`.
///
/// In order: the cell is a given, or already holds its solution digit (one line, nothing to plan);
/// something on the board is wrong (named by cell, as the board's fix-it hint: a plan built on a
/// wrong digit or a removed solution candidate would prove nothing); else the shortest
/// simplest-first chain that places that cell; else the twelve techniques cannot place it from here.
public enum CellHintPlan: Hashable, Sendable {
  /// The cell is one of the puzzle's givens.
  case given(Cell)
  /// The cell already holds its solution digit.
  case alreadyRight(Cell)
  /// Something on the board is wrong, as `HintPlan.fixIt` (the cell's own mistake among them).
  case fixIt(wrongDigits: [Cell], removedCandidates: [Cell])
  /// The cell's single, reached by the steps of `chain` (empty when the single is on the board
  /// already): the simplest-first walk's steps up to the one placing the cell, each cut down to
  /// what the cell's single or a later step needs. A chain step may be a single placing another
  /// cell, when the target needs that digit.
  case next(chain: [PlannedStep], single: PlannedStep)
  /// The simplest-first walk stalls before it places the cell: the twelve techniques cannot place
  /// it from here.
  case beyondTheCurriculum(Cell)

  /// The steps to reveal, in order: the chain, then the cell's single.
  public var steps: [Step] {
    guard case .next(let chain, let single) = self else { return [] }
    return chain.map(\.step) + [single.step]
  }

  /// Rung 1: where to look, step by step (the chain, then the single).
  public var lookAt: [PlannedStep] {
    guard case .next(let chain, let single) = self else { return [] }
    return chain + [single]
  }

  /// The same plan as a board plan, for the words and the reveal the board's hint already has.
  public var asHintPlan: HintPlan? {
    switch self {
    case .next(let chain, let single): .next(chain: chain, single: single, passedOver: [])
    case .fixIt(let wrong, let removed): .fixIt(wrongDigits: wrong, removedCandidates: removed)
    default: nil
    }
  }
}

extension HintPlanner {
  /// The plan for `hint <cell>` on a study board (see `CellHintPlan`).
  ///
  /// The walk is the simplest-first one (`LogicalSolver.nextStep`, singles first) from the board
  /// until a step places `cell`; its steps are then cut down, whole steps last to first and then
  /// single eliminations, to a minimal chain: each kept step a real instance of its technique at
  /// its turn (a kept single places its digit, a kept elimination step makes all its kept
  /// eliminations), and dropping any one placement or elimination loses the cell's single.
  public static func plan(cell: Cell, board: Grid, solution: Puzzle) -> CellHintPlan {
    if board.givens[cell.index] != 0 { return .given(cell) }
    if board.digit(at: cell) == solution[cell.index] { return .alreadyRight(cell) }
    if case .fixIt(let wrong, let removed) = plan(board: board, solution: solution) {
      return .fixIt(wrongDigits: wrong, removedCandidates: removed)
    }
    let target = Candidate(cell, solution[cell.index])
    if let single = single(placing: target, in: board) {
      return .next(chain: [], single: planned(single, on: board))
    }
    var walked: [Step] = []
    var grid = board
    while true {
      guard let step = LogicalSolver.nextStep(in: grid) else { return .beyondTheCurriculum(cell) }
      if step.placements.contains(where: { $0.cell == cell }) { break }
      LogicalSolver.apply(step, to: &grid)
      walked.append(step)
    }
    let result = prune(walked, target: target, from: board)
    return .next(chain: result.steps, single: result.single)
  }
}
