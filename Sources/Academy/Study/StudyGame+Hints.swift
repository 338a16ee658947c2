import SudokuCore

/// The hint ladder, `check`, `steps`, `export` and the solve summary.
extension StudyGame {
  /// The planner's answer for the board as it is.
  public var plan: HintPlan {
    HintPlanner.plan(board: board, solution: solution)
  }

  /// `hint`: rung 1 (where to look, with what), or — right after a rung 1 with the board unchanged —
  /// rung 2, the reveal, while reveals are left; past the cap it stays at rung 1. A mistake on the board
  /// comes first and is named by cell. Rung 1 and fix-it hints count as hints, a reveal as a reveal.
  public mutating func hint() -> StudyHint {
    deliver(reveal: leadGiven && leadCell == nil)
  }

  /// `hint <cell>`: the cell the learner is stuck on. A given or a right digit gets one line; a
  /// mistake on the board comes first, as with `hint`; else rung 1 says where to look for that
  /// cell, and right after it (the board unchanged, the same cell) rung 2 reveals the shortest
  /// simplest-first chain that places it, from the same cap. A cell the twelve techniques cannot
  /// place from here says so. Counted as `hint` counts: rung 1 and fix-it as hints, a reveal as a
  /// reveal; the one-line answers count nothing.
  public mutating func hint(cell: Cell) -> StudyHint {
    guard !isOver else { return .over }
    let plan = HintPlanner.plan(cell: cell, board: board, solution: solution)
    switch plan {
    case .given, .alreadyRight, .beyondTheCurriculum:
      return .cell(plan)
    case .fixIt(let wrong, let removed):
      hints = FileBounds.count(hints, plus: 1)
      leadGiven = false
      log?.append(GameLog.Entry(seconds: secondsPlayed, event: .hint(nil, cell: nil)))
      return .fixIt(wrongDigits: wrong, removedCandidates: removed)
    case .next(let chain, let single):
      guard leadGiven, leadCell == cell, revealsLeft > 0 else {
        hints = FileBounds.count(hints, plus: 1)
        leadGiven = true
        leadCell = cell
        log?.append(
          GameLog.Entry(
            seconds: secondsPlayed, event: .hint(plan.asHintPlan?.hardestTechnique, cell: cell)))
        return .cellLead(plan, revealsLeft: revealsLeft, cap: level.revealCap)
      }
      return reveal(.next(chain: chain, single: single, passedOver: []))
    }
  }

  /// `show`: rung 2 at once (while reveals are left).
  public mutating func show() -> StudyHint {
    deliver(reveal: true)
  }

  private mutating func deliver(reveal wantsReveal: Bool) -> StudyHint {
    guard !isOver else { return .over }
    let plan = self.plan
    switch plan {
    case .solved:
      return .over
    case .beyondTheCurriculum:
      return .beyondTheCurriculum
    case .fixIt(let wrong, let removed):
      hints = FileBounds.count(hints, plus: 1)
      leadGiven = false
      log?.append(GameLog.Entry(seconds: secondsPlayed, event: .hint(nil, cell: nil)))
      return .fixIt(wrongDigits: wrong, removedCandidates: removed)
    case .next:
      guard wantsReveal, revealsLeft > 0 else {
        hints = FileBounds.count(hints, plus: 1)
        leadGiven = true
        leadCell = nil
        log?.append(
          GameLog.Entry(seconds: secondsPlayed, event: .hint(plan.hardestTechnique, cell: nil)))
        return .lead(plan, revealsLeft: revealsLeft, cap: level.revealCap)
      }
      return reveal(plan)
    }
  }

  /// Applies a plan's steps as one undoable reveal.
  private mutating func reveal(_ plan: HintPlan) -> StudyHint {
    var move = StudyMove(isReveal: true)
    for step in plan.steps {
      move.eliminated.formUnion(step.eliminations)
      for placement in step.placements {
        move.changes.append(
          .init(cell: placement.cell, from: placed[placement.cell.index], to: placement.digit))
      }
    }
    // Candidates the learner had removed already stay theirs, not the reveal's.
    move.eliminated.subtract(eliminations)
    // The learner's marks follow the reveal as they follow a typed placement.
    move.unmarked = marksTaken(by: plan.steps)
    apply(move)
    record(move, techniques: plan.steps.map(\.technique))
    reveals = FileBounds.count(reveals, plus: 1)
    return .reveal(plan, solved: isSolved ? summary : nil)
  }

  /// `check`: wrong placed digits and cells whose solution digit the learner removed, by cell (never
  /// the digit); in notes mode also the cells whose marks leave out the solution's digit. Counts
  /// as a hint.
  public mutating func check() -> StudyCheck {
    guard !isOver else { return StudyCheck(wrongDigits: [], removedCandidates: []) }
    hints = FileBounds.count(hints, plus: 1)
    log?.append(GameLog.Entry(seconds: secondsPlayed, event: .hint(nil, cell: nil)))
    let marks = notesMode ? marksWithoutSolution : []
    if case .fixIt(let wrong, let removed) = plan {
      return StudyCheck(wrongDigits: wrong, removedCandidates: removed, marksWithoutSolution: marks)
    }
    return StudyCheck(wrongDigits: [], removedCandidates: [], marksWithoutSolution: marks)
  }

  /// `steps`: the simplest-first path. After the solve, a review from the givens; before it, the path
  /// from the current board reasoning only from correct digits (wrong ones left out, removed solution
  /// candidates put back) — and the game is given up.
  public mutating func steps() -> SolvePath {
    if isSolved { return LogicalSolver.solve(Grid(givens: givens)) }
    gaveUp = true
    let correct = Puzzle(placed.indices.map { placed[$0] == solution[$0] ? placed[$0] : 0 })
    let kept = eliminations.filter { solution[$0.cell.index] != $0.digit }
    return LogicalSolver.solve(
      HintPlanner.board(givens: givens, placed: correct, eliminations: kept))
  }

  /// `export`: the position as a HoDoKu library line — the code of the planner's next step, `x` for the
  /// digits, `+` before placed digits, the learner's eliminations as deleted candidates, and no answer.
  /// `StudyGame.pasted` reads it back.
  public func export() -> String {
    Position(grid: board, technique: plan.steps.first?.technique).libraryLine(hidingAnswer: true)
  }

  /// The solve summary, once the puzzle is solved.
  public var summary: StudySummary? {
    guard isSolved else { return nil }
    let needed = Set(LogicalSolver.solve(Grid(givens: givens)).steps.map(\.technique))
    return StudySummary(
      level: level, seconds: secondsPlayed, moves: moves, mistakes: mistakes, hints: hints,
      reveals: reveals, techniques: needed.sorted())
  }
}

/// What `hint` or `show` gave.
public enum StudyHint: Hashable, Sendable {
  /// Something to fix first, by cell.
  case fixIt(wrongDigits: [Cell], removedCandidates: [Cell])
  /// Rung 1: where to look and with what; nothing changed.
  case lead(HintPlan, revealsLeft: Int, cap: Int)
  /// Rung 1 of `hint <cell>`: where to look for that cell; nothing changed.
  case cellLead(CellHintPlan, revealsLeft: Int, cap: Int)
  /// `hint <cell>` on a given, a right digit, or a cell the twelve cannot place from here.
  case cell(CellHintPlan)
  /// Rung 2: the plan's steps, applied as one undoable move.
  case reveal(HintPlan, solved: StudySummary?)
  /// The twelve techniques stall here.
  case beyondTheCurriculum
  /// The game is solved or given up.
  case over

  /// The steps to mark on the board and explain (rung 2), empty otherwise.
  public var steps: [Step] {
    if case .reveal(let plan, _) = self { return plan.steps }
    return []
  }

  /// The hardest technique the hint named (what `practise` opens).
  public var technique: Technique? {
    switch self {
    case .lead(let plan, _, _), .reveal(let plan, _): plan.hardestTechnique
    case .cellLead(let plan, _, _): plan.asHintPlan?.hardestTechnique
    default: nil
    }
  }

  public var message: String {
    switch self {
    case .fixIt(let wrong, let removed): StudyText.fixIt(wrong, removed)
    case .lead(let plan, let left, let cap): StudyText.lead(plan, revealsLeft: left, cap: cap)
    case .cellLead(let plan, let left, let cap):
      StudyText.cellLead(plan, revealsLeft: left, cap: cap)
    case .cell(let plan): StudyText.cell(plan)
    case .reveal(let plan, _): plan.steps.map(\.description).joined(separator: "\n")
    case .beyondTheCurriculum: StudyText.beyondTheCurriculum
    case .over: StudyText.gameOver
    }
  }
}

/// What `check` found: cells only.
public struct StudyCheck: Hashable, Sendable {
  public let wrongDigits: [Cell]
  public let removedCandidates: [Cell]
  /// Notes mode: cells whose pencil marks leave out the solution's digit.
  public let marksWithoutSolution: [Cell]

  public init(wrongDigits: [Cell], removedCandidates: [Cell], marksWithoutSolution: [Cell] = []) {
    self.wrongDigits = wrongDigits
    self.removedCandidates = removedCandidates
    self.marksWithoutSolution = marksWithoutSolution
  }

  public var isClean: Bool {
    wrongDigits.isEmpty && removedCandidates.isEmpty && marksWithoutSolution.isEmpty
  }

  public var message: String {
    if isClean { return StudyText.checkClean }
    let marks =
      marksWithoutSolution.isEmpty ? nil : StudyText.marksWithoutSolution(marksWithoutSolution)
    guard !wrongDigits.isEmpty || !removedCandidates.isEmpty else { return marks! }
    return StudyText.fixIt(wrongDigits, removedCandidates) + (marks.map { " " + $0 } ?? "")
  }
}

/// The numbers of a solved game, for the `Solved` line and the record.
public struct StudySummary: Hashable, Sendable {
  public let level: StudyLevel
  public let seconds: Double
  public let moves: Int
  public let mistakes: Int
  public let hints: Int
  public let reveals: Int
  /// The techniques the puzzle's simplest-first solve uses, in curriculum order.
  public let techniques: [Technique]

  public init(
    level: StudyLevel, seconds: Double, moves: Int, mistakes: Int, hints: Int, reveals: Int,
    techniques: [Technique]
  ) {
    self.level = level
    self.seconds = seconds
    self.moves = moves
    self.mistakes = mistakes
    self.hints = hints
    self.reveals = reveals
    self.techniques = techniques
  }

  public var wholeSeconds: Int { Int(seconds.rounded(.down)) }

  /// What the record counts of the game's help: hints and reveals together.
  public var help: Int { FileBounds.count(hints, plus: reveals) }

  /// `Solved in 12:05 — 61 moves, 1 mistake, 2 hints, 1 reveal. Techniques needed: …`
  public var message: String { StudyText.solved(self) }
}

extension StudyGame {
  /// The progress change a solve of this game records, with its identity: the challenge level's
  /// stars, or the study level's time and help; nil before the game is solved, for a game given
  /// up, and for a puzzle beyond the eighteen (no record is kept for one).
  /// What a solve records in the progress file, in one change: the game's trend (from its review,
  /// when it has a log) and then `solveRecord`; empty when that is nil.
  public var solveRecords: [ProgressDelta] {
    guard let record = solveRecord else { return [] }
    guard let log else { return [record] }
    let review = GameReview(givens: givens, solution: solution, log: log)
    return [.gameReviewed(GameTrend(review), solve: solve), record]
  }

  public var solveRecord: ProgressDelta? {
    guard isSolved, !gaveUp else { return nil }
    if let challenge {
      return .challengeSolved(challenge, stars: ChallengeStars.earned(by: self), solve: solve)
    }
    guard let difficulty = level.difficulty else { return nil }
    return .studySolved(
      difficulty, seconds: Int(secondsPlayed.rounded(.down)),
      hints: FileBounds.count(hints, plus: reveals), solve: solve)
  }
}
