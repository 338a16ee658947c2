import SudokuCore

/// A whole puzzle played with the twelve techniques: the study game's state and rules, without any I/O.
///
/// The board shows every empty cell's candidates computed from the digits (givens and the learner's
/// placements) minus the learner's eliminations. Placements that repeat a digit in a row, column or box
/// are refused, naming the cells, and counted as mistakes; givens can't be changed; anything else is
/// taken as written (like paper) until `check` or a hint finds it. Every accepted line is one move on the
/// undo list (the last `undoLimit`), and so is a reveal; undo never refunds hints or reveals and never
/// erases mistakes.
public struct StudyGame: Hashable, Sendable {
  /// The puzzle, 81 digits row by row, 0 for empty.
  public let givens: Puzzle
  /// Its unique solution.
  public let solution: Puzzle
  public let level: StudyLevel
  /// The generator seed, nil for a pasted puzzle.
  public let seed: UInt64?
  /// The challenge level this game plays (`ChallengeLevel.number`), nil for a study game: a
  /// challenge level is a study game whose solve earns stars instead of a study record.
  public let challenge: Int?
  /// The learner's digits, 81 entries, 0 where none (always 0 on a given).
  public internal(set) var placed: Puzzle
  /// Candidates the learner removed (they stay recorded while the cell is filled).
  public internal(set) var eliminations: Set<Candidate>
  /// The learner's own pencil marks (notes mode, `StudyGame+Notes.swift`): the candidates they
  /// wrote, kept while a cell is filled as eliminations are. Empty until they write some.
  public internal(set) var marks: Set<Candidate> = []
  /// Whether the learner plays with their own marks (`notes on`, a setting of the progress file
  /// the shell passes in, not part of the save): `<>` then edits the marks, and the board drawn
  /// is `marksBoard`. Hints reason from `board` either way.
  public var notesMode = false
  /// The moves `undo` can take back, oldest first.
  public internal(set) var undoList: [StudyMove] = []
  /// Every move and hint with its time, for the game review (`GameLog`); nil for a game resumed
  /// from a save that had none (an older version's) or whose log did not read.
  public internal(set) var log: GameLog? = GameLog()
  public internal(set) var moves = 0
  public internal(set) var mistakes = 0
  public internal(set) var hints = 0
  public internal(set) var reveals = 0
  /// Seconds the puzzle was open (see `PlayClock`), never more than a century
  /// (`FileBounds.longestSeconds`): what a save may hold.
  public var secondsPlayed: Double = 0 {
    didSet {
      let bounded = FileBounds.seconds(secondsPlayed)
      if bounded != secondsPlayed { secondsPlayed = bounded }
    }
  }
  /// `steps` was asked before the puzzle was solved: no record, not resumable.
  public internal(set) var gaveUp = false
  /// The solve's identity (`SolveIdentity`), given by `markSolve()` before the solved board is first
  /// saved; nil while the game is not solved.
  public internal(set) var solve: String?
  /// A rung-1 hint was given and the board has not changed since: the next `hint` reveals.
  var leadGiven = false
  /// The cell that rung 1 was about (`hint <cell>`), nil for the board's `hint`: a second hint
  /// reveals only when it asks about the same thing.
  var leadCell: Cell?
  /// Top-level fields of the save this game was resumed from that this version does not read,
  /// written back with every save (the additive rule).
  var unknownSaveFields: [String: JSONValue] = [:]

  /// How many moves `undo` can take back.
  public static let undoLimit = 200

  /// A new game. `placed` (81 entries, 0 for none) and `eliminations` are the learner's, for a pasted
  /// position; a fresh puzzle has none.
  public init(
    givens: Puzzle, solution: Puzzle, level: StudyLevel, seed: UInt64?,
    placed: Puzzle? = nil, eliminations: Set<Candidate> = [], challenge: Int? = nil
  ) {
    self.givens = givens
    self.solution = solution
    self.level = level
    self.seed = seed
    self.challenge = challenge
    self.placed = placed ?? Puzzle()
    self.eliminations = eliminations
    let start = GameLog.Changes(
      placed: Cell.all.filter { self.placed[$0.index] != 0 }.map {
        GameLog.Placement($0, self.placed[$0.index])
      },
      eliminated: eliminations.sorted())
    if !start.isEmpty { log?.append(GameLog.Entry(seconds: 0, event: .start(start))) }
  }

  /// A freshly generated game of `difficulty`, the same one for the same seed.
  public static func generated(_ difficulty: Difficulty, seed: UInt64) -> StudyGame {
    var generator = SplitMix64(seed: seed)
    let puzzle = PuzzleGenerator.generate(difficulty, using: &generator)
    return StudyGame(
      givens: puzzle.puzzle, solution: puzzle.solution, level: StudyLevel(difficulty), seed: seed)
  }

  /// The board as the learner sees it.
  public var board: Grid {
    HintPlanner.board(givens: givens, placed: placed, eliminations: eliminations)
  }

  /// The digit in a cell, given or placed, 0 when empty.
  public func digit(at cell: Cell) -> Int {
    givens[cell.index] != 0 ? givens[cell.index] : placed[cell.index]
  }

  public var revealsLeft: Int { max(0, level.revealCap - reveals) }

  /// Every cell filled (placements never repeat a digit in a house, so this is the solution).
  public var isSolved: Bool { Cell.all.allSatisfy { digit(at: $0) != 0 } }

  /// Solved or given up: nothing more is played, and the game is not offered for resuming.
  public var isOver: Bool { isSolved || gaveUp }

  /// Gives a solved game its solve identity, once: the shell calls it before the save that first
  /// holds the solved board, so the save and the progress record name the same solve.
  public mutating func markSolve(_ identity: @autoclosure () -> String = SolveIdentity.make()) {
    guard isSolved, !gaveUp, solve == nil else { return }
    solve = identity()
  }

  // MARK: Undo

  /// Takes back the last move (a reveal too). Counters stay as they are.
  public mutating func undo() -> StudyReply {
    guard !isOver else { return .refused(StudyText.gameOver) }
    guard let move = undoList.popLast() else { return .refused(StudyText.nothingToUndo) }
    for change in move.changes.reversed() { placed[change.cell.index] = change.from }
    eliminations.subtract(move.eliminated)
    eliminations.formUnion(move.restored)
    marks.subtract(move.marked)
    marks.formUnion(move.unmarked)
    log?.undoLast()
    leadGiven = false
    return .applied(
      StudyText.undid(move), solved: nil)
  }

  /// Puts a move on the undo list, dropping the oldest past the limit, and in the log (a reveal
  /// with the techniques of its steps).
  mutating func record(_ move: StudyMove, techniques: [Technique] = []) {
    undoList.append(move)
    if undoList.count > Self.undoLimit { undoList.removeFirst(undoList.count - Self.undoLimit) }
    log?.record(move, at: secondsPlayed, techniques: techniques)
    leadGiven = false
  }

  /// Applies a move's changes (placements, eliminations, restorations).
  mutating func apply(_ move: StudyMove) {
    for change in move.changes { placed[change.cell.index] = change.to }
    eliminations.formUnion(move.eliminated)
    eliminations.subtract(move.restored)
    marks.formUnion(move.marked)
    marks.subtract(move.unmarked)
  }
}

/// One undoable move: what it changed, so `undo` can put everything back.
public struct StudyMove: Hashable, Sendable, CustomStringConvertible {
  /// A placed digit set (`to`) or cleared (`to` 0) in a cell.
  public struct Change: Hashable, Sendable {
    public let cell: Cell
    public let from: Int
    public let to: Int
    public init(cell: Cell, from: Int, to: Int) {
      self.cell = cell
      self.from = from
      self.to = to
    }
  }

  /// A reveal (the planner's chain and single) rather than a move the learner typed.
  public var isReveal: Bool
  public var changes: [Change]
  /// Candidates the move removed (not removed before it).
  public var eliminated: Set<Candidate>
  /// Learner eliminations the move took back.
  public var restored: Set<Candidate>
  /// Pencil marks the move wrote (not there before it).
  public var marked: Set<Candidate>
  /// Pencil marks the move took out (there before it): those typed away, and those a placed
  /// digit cleared from its row, column and box.
  public var unmarked: Set<Candidate>
  /// The notes command that made the move (`notes fill`, `notes clear`), nil for a typed line
  /// or a reveal: what `undo` names it by, rather than every mark it touched.
  public var notesCommand: NotesCommand?

  /// The two notes commands that are moves.
  public enum NotesCommand: String, Hashable, Sendable {
    case fill, clear
  }

  public init(
    isReveal: Bool = false, changes: [Change] = [], eliminated: Set<Candidate> = [],
    restored: Set<Candidate> = [], marked: Set<Candidate> = [], unmarked: Set<Candidate> = [],
    notesCommand: NotesCommand? = nil
  ) {
    self.isReveal = isReveal
    self.changes = changes
    self.eliminated = eliminated
    self.restored = restored
    self.marked = marked
    self.unmarked = unmarked
    self.notesCommand = notesCommand
  }

  public var isEmpty: Bool {
    changes.isEmpty && eliminated.isEmpty && restored.isEmpty && marked.isEmpty
      && unmarked.isEmpty
  }

  /// `r3c5=7 r1c7<>5 restore r2c2 r4c4+18 r4c5<>3` in canonical notation (`r3c5=0` for a
  /// cleared cell, `+` for marks written, `<>` for marks taken out that the move did not also
  /// eliminate); a notes command is named by itself (`notes fill`, `notes clear r3c5`).
  public var description: String {
    switch notesCommand {
    case .fill: return "notes fill"
    case .clear:
      return "notes clear "
        + Set(unmarked.map(\.cell)).sorted().map(\.description).joined(
          separator: " ")
    case nil: break
    }
    var parts = changes.map { "\($0.cell)=\($0.to)" }
    if !eliminated.isEmpty { parts.append(Notation.format(eliminations: Array(eliminated))) }
    parts += Set(restored.map(\.cell)).sorted().map { "restore \($0)" }
    parts += Set(marked.map(\.cell)).sorted().map { cell in
      "\(cell)+" + marked.filter { $0.cell == cell }.map(\.digit).sorted().map(String.init).joined()
    }
    let unmarkedOnly = unmarked.subtracting(eliminated)
    if !unmarkedOnly.isEmpty { parts.append(Notation.format(eliminations: Array(unmarkedOnly))) }
    return parts.joined(separator: " ")
  }
}

/// The answer to a move, an undo or a reveal: applied (with the solve summary when it finished the
/// puzzle) or refused with the reason; a refused placement that repeated a digit counted a mistake.
public enum StudyReply: Hashable, Sendable {
  case applied(String, solved: StudySummary?)
  case refused(String)

  public var message: String {
    switch self {
    case .applied(let text, _), .refused(let text): text
    }
  }

  public var isApplied: Bool {
    if case .applied = self { return true }
    return false
  }

  public var solved: StudySummary? {
    if case .applied(_, let summary) = self { return summary }
    return nil
  }
}
