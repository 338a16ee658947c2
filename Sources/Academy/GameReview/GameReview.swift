import SudokuCore

/// The review of a finished game (`study review`, `sudoku-academy review-game`): the learner's own
/// moves replayed from the givens, each judged on the board as it stood, then what that says.
///
/// The reviewer's board is the *true* board of the moment: the givens and the learner's right
/// digits, with the candidates those digits leave, minus the eliminations the learner made that some
/// technique of the curriculum justified when they were made. On it:
/// - a placement of the solution's digit is forced by a single when the cell is one right away, by a
///   chain when the shortest simplest-first chain to the cell (`HintPlanner.plan(cell:)`) reaches
///   its single with eliminations alone (the chain's hardest technique names it), and is *not yet
///   forced* — a guess that happened to be right — when that chain needs another digit placed
///   first or the curriculum does not reach the cell; a guess is followed until its cell became a
///   single, counted in the learner's moves;
/// - an eliminated candidate is justified by the simplest technique with an instance on the board
///   that removes it (a single counts: a cell forced to another digit, or a peer forced to this
///   one), else it is *not yet justified* and the reviewer's board keeps it;
/// - a wrong digit, or the removal of the solution's own digit, is a mistake; reveals are marked as
///   such and their steps go on the board as they are true.
public struct GameReview: Hashable, Sendable {
  /// What one placement or eliminated candidate rested on.
  public enum Basis: Hashable, Sendable {
    /// A single on the board right away (hidden or naked single, a full house among them).
    case single(Technique)
    /// A single reached after `steps` elimination steps, the hardest of them `hardest`.
    case chain(hardest: Technique, steps: Int)
    /// Nothing of the curriculum forced it yet; `forcedAfter`: the learner's moves later that the
    /// cell became a single (nil when it never did before the game ended).
    case guess(forcedAfter: Int?)
    /// An eliminated candidate the technique removes from the board as it stood.
    case justified(Technique)
    /// An eliminated candidate no technique of the curriculum removed then.
    case notJustified
    /// A digit that is not the solution's, or the solution's digit eliminated.
    case mistake
    /// A digit taken out, or candidates restored: nothing to judge.
    case undone
  }

  /// One judgement: a placed digit or an eliminated candidate (several candidates of one move
  /// that rest on the same thing are one fact).
  public struct Fact: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
      case placement(Cell, digit: Int)
      case eliminations([Candidate])
      case cleared(Cell)
      case restored([Candidate])
    }
    public let subject: Subject
    public let basis: Basis
  }

  /// One reviewed entry of the log.
  public struct Moment: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// A move the learner typed (`number`: its place among the game's moves, from 1).
      case move(number: Int, facts: [Fact])
      /// A reveal: the techniques of the steps it applied.
      case reveal(number: Int, techniques: [Technique])
      /// A hint's lead, naming its technique (nil: a check or a fix-it hint) and its cell.
      case hint(Technique?, cell: Cell?)
    }
    public let seconds: Double
    public let kind: Kind
    /// The seconds since the entry before (or the game's start).
    public let wait: Double
  }

  /// A long wait: where the learner sat, and what was there to find.
  public struct Wait: Hashable, Sendable {
    /// When the wait began, in game seconds.
    public let from: Double
    public let seconds: Double
    /// The next step then (the hint planner's lead on the reviewer's board), nil when the
    /// curriculum had none.
    public let available: PlannedStep?
  }

  /// A key moment: the board as it stood, what was there, and what the learner did.
  public struct KeyMoment: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
      case guess(Cell, digit: Int, forcedAfter: Int?)
      case wait(seconds: Double)
      case hint(Technique?)
    }
    public let seconds: Double
    public let reason: Reason
    /// The learner's board just before it (their own eliminations shown).
    public let board: Grid
    /// The way on then: the planner's next step on the reviewer's board.
    public let available: PlannedStep?
  }

  /// A technique to practise, and the evidence: the hints that named it, the long waits it ended,
  /// the guesses made while it was the way on.
  public struct Practice: Hashable, Sendable {
    public let technique: Technique
    public var hints = 0
    public var waits = 0
    public var guesses = 0
    var weight: Int { hints + waits + guesses }
  }

  /// Placements and eliminations the learner found, by technique (reveals not counted).
  public struct Tally: Hashable, Sendable {
    public var placements = 0
    public var eliminations = 0
  }

  /// The log held every move; false when it was full (the review covers what it holds).
  public let isWhole: Bool
  public let moments: [Moment]
  public let byTechnique: [Technique: Tally]
  public let guesses: Int
  public let mistakes: Int
  public let unjustified: Int
  /// The hardest technique the game needs (its simplest-first solve from the givens); nil when
  /// the curriculum does not finish it.
  public let hardestNeeded: Technique?
  public let solvedByCurriculum: Bool
  /// The hardest technique behind a move the learner made unaided (not a reveal, not the move
  /// right after a hint that named that technique).
  public let hardestFound: Technique?
  /// The longest waits, longest first (at most two, each a minute or more).
  public let waits: [Wait]
  /// At most three, in the order they happened.
  public let keyMoments: [KeyMoment]
  /// One or two techniques to practise (lesson numbers are their curriculum numbers), most needed
  /// first; empty when the game shows none.
  public let practise: [Practice]
  /// A technique used well: the hardest found unaided more than once without a hint, when it is
  /// not one to practise.
  public let praise: Technique?
  /// How many moves rested on `praise`.
  public let praiseCount: Int

  /// A wait shorter than this is never a key moment.
  public static let longWait: Double = 60

  public var hints: [Moment] { moments.filter { if case .hint = $0.kind { true } else { false } } }
  public var reveals: [Moment] {
    moments.filter { if case .reveal = $0.kind { true } else { false } }
  }
}

extension GameReview {
  /// Reviews a game: its givens, its solution and its log.
  public init(givens: Puzzle, solution: Puzzle, log: GameLog) {
    var replay = Replay(givens: givens, solution: solution)
    var moments: [Moment] = []
    var tallies: [Technique: Tally] = [:]
    var guesses = 0
    var mistakes = 0
    var unjustified = 0
    var hardestFound: Technique?
    var foundCount: [Technique: Int] = [:]
    var waits: [Wait] = []
    var candidates: [KeyMoment] = []
    var evidence: [Technique: Practice] = [:]
    func note(_ technique: Technique, _ kind: WritableKeyPath<Practice, Int>) {
      evidence[technique, default: Practice(technique: technique)][keyPath: kind] += 1
    }
    var guessesToFollow: [(moment: Int, cell: Cell, digit: Int, number: Int)] = []
    var lastHint: Technique?
    var followedOn: Grid?
    var previous = 0.0
    var number = 0

    for entry in log.entries {
      let wait = max(0, entry.seconds - previous)
      previous = max(previous, entry.seconds)
      // What was there to find while the learner sat: asked only for long waits.
      if wait >= Self.longWait,
        entry.isMove || { if case .hint = entry.event { true } else { false } }()
      {
        let available = replay.lead
        waits.append(Wait(from: entry.seconds - wait, seconds: wait, available: available))
        if let technique = available?.step.technique { note(technique, \.waits) }
        candidates.append(
          KeyMoment(
            seconds: entry.seconds - wait, reason: .wait(seconds: wait), board: replay.shown,
            available: available))
      }
      switch entry.event {
      case .start(let changes):
        replay.start(changes)
      case .notes:
        number += 1
      case .hint(let technique, let cell):
        moments.append(
          Moment(seconds: entry.seconds, kind: .hint(technique, cell: cell), wait: wait))
        if let technique { note(technique, \.hints) }
        candidates.append(
          KeyMoment(
            seconds: entry.seconds, reason: .hint(technique), board: replay.shown,
            available: replay.lead))
        lastHint = technique
        continue
      case .move(let changes, let reveal):
        number += 1
        if let logged = reveal {
          let techniques = replay.reveal(changes, logged: logged)
          moments.append(
            Moment(
              seconds: entry.seconds, kind: .reveal(number: number, techniques: techniques),
              wait: wait))
        } else {
          let before = (board: replay.shown, lead: replay.lead)
          let facts = replay.judge(changes)
          for fact in facts {
            switch fact.basis {
            case .single(let technique), .chain(let technique, _), .justified(let technique):
              if case .placement = fact.subject {
                tallies[technique, default: Tally()].placements += 1
              } else {
                tallies[technique, default: Tally()].eliminations += 1
              }
              if technique != lastHint {
                foundCount[technique, default: 0] += 1
                if hardestFound.map({ technique > $0 }) ?? true { hardestFound = technique }
              }
            case .guess:
              guesses += 1
              if case .placement(let cell, let digit) = fact.subject {
                guessesToFollow.append((moments.count, cell, digit, number))
                if let technique = before.lead?.step.technique { note(technique, \.guesses) }
                candidates.append(
                  KeyMoment(
                    seconds: entry.seconds,
                    reason: .guess(cell, digit: digit, forcedAfter: nil), board: before.board,
                    available: before.lead))
              }
            case .mistake: mistakes += 1
            case .notJustified: unjustified += 1
            case .undone: break
            }
          }
          moments.append(
            Moment(seconds: entry.seconds, kind: .move(number: number, facts: facts), wait: wait))
        }
      }
      lastHint = nil
      // A guess is followed until its cell would have been forced: asked again only when the
      // reviewer's board changed.
      let truth = replay.truth
      guard truth != followedOn else { continue }
      followedOn = truth
      guessesToFollow.removeAll { guess in
        guard guess.number < number, replay.forces(guess.cell, guess.digit) else { return false }
        Self.settle(guess, after: number - guess.number, in: &moments, &candidates)
        return true
      }
    }
    // Key moments: guesses first, then the longest waits, then hints; at most three, in order.
    func rank(_ moment: KeyMoment) -> (Int, Double) {
      switch moment.reason {
      case .guess: (0, moment.seconds)
      case .wait(let seconds): (1, -seconds)
      case .hint: (2, moment.seconds)
      }
    }
    let chosen = candidates.sorted { rank($0) < rank($1) }.prefix(3).sorted {
      $0.seconds < $1.seconds
    }
    let path = LogicalSolver.solve(Grid(givens: givens))
    // The most evidence first; on a tie the harder technique (the one more worth a lesson).
    let practise = evidence.values.sorted {
      ($0.weight, $0.technique) > ($1.weight, $1.technique)
    }.prefix(2)
    let praise = hardestFound.flatMap { technique in
      (foundCount[technique] ?? 0) >= 2 && !practise.contains { $0.technique == technique }
        ? technique : nil
    }
    self.init(
      isWhole: log.isWhole, moments: moments, byTechnique: tallies, guesses: guesses,
      mistakes: mistakes, unjustified: unjustified, hardestNeeded: path.hardest,
      solvedByCurriculum: path.isSolved, hardestFound: hardestFound,
      waits: Array(waits.sorted { $0.seconds > $1.seconds }.prefix(2)),
      keyMoments: Array(chosen), practise: Array(practise), praise: praise,
      praiseCount: praise.map { foundCount[$0] ?? 0 } ?? 0)
  }

  /// A guess's cell became forced `moves` moves after it: its fact and its key moment say so.
  private static func settle(
    _ guess: (moment: Int, cell: Cell, digit: Int, number: Int), after moves: Int,
    in moments: inout [Moment], _ keyMoments: inout [KeyMoment]
  ) {
    let moment = moments[guess.moment]
    guard case .move(let number, let facts) = moment.kind else { return }
    moments[guess.moment] = Moment(
      seconds: moment.seconds,
      kind: .move(
        number: number,
        facts: facts.map { fact in
          guard fact.subject == .placement(guess.cell, digit: guess.digit) else { return fact }
          return Fact(subject: fact.subject, basis: .guess(forcedAfter: moves))
        }),
      wait: moment.wait)
    keyMoments = keyMoments.map { key in
      guard case .guess(let cell, let digit, nil) = key.reason, cell == guess.cell,
        digit == guess.digit, key.seconds == moment.seconds
      else { return key }
      return KeyMoment(
        seconds: key.seconds, reason: .guess(cell, digit: digit, forcedAfter: moves),
        board: key.board, available: key.available)
    }
  }
}

/// The two boards of a replay: the learner's as shown, and the reviewer's true one.
struct Replay {
  let givens: Puzzle
  let solution: Puzzle
  /// The learner's digits and eliminations, as the game had them.
  var placed = Puzzle()
  var eliminations: Set<Candidate> = []
  /// The eliminations the reviewer keeps: those a technique justified when they were made (and
  /// those of reveals).
  var justified: Set<Candidate> = []
  /// The finders' steps on the reviewer's board, kept while it stays the same (a move that
  /// changes nothing on it, like an elimination nothing justifies, asks them again for nothing).
  var finder: EliminationFinder?

  init(givens: Puzzle, solution: Puzzle) {
    self.givens = givens
    self.solution = solution
  }

  /// The learner's board.
  var shown: Grid { HintPlanner.board(givens: givens, placed: placed, eliminations: eliminations) }

  /// The reviewer's board: right digits only, justified eliminations only.
  var truth: Grid {
    let right = Puzzle(placed.indices.map { placed[$0] == solution[$0] ? placed[$0] : 0 })
    return HintPlanner.board(givens: givens, placed: right, eliminations: justified)
  }

  /// The planner's first step on the reviewer's board, nil when there is none.
  var lead: PlannedStep? {
    guard case .next(let chain, let single, _) = HintPlanner.plan(board: truth, solution: solution)
    else { return nil }
    return chain.first ?? single
  }

  mutating func start(_ changes: GameLog.Changes) {
    for placement in changes.placed where givens[placement.cell.index] == 0 {
      placed[placement.cell.index] = placement.digit
    }
    eliminations.formUnion(changes.eliminated)
    justified.formUnion(changes.eliminated.filter { solution[$0.cell.index] != $0.digit })
  }

  /// Applies a reveal (true steps) and names the techniques of its steps: those the log holds,
  /// else (a log of a version that did not keep them) the planner's on the reviewer's board.
  mutating func reveal(_ changes: GameLog.Changes, logged: [Technique]) -> [Technique] {
    let plan = logged.isEmpty ? HintPlanner.plan(board: truth, solution: solution) : .solved
    apply(changes)
    if !logged.isEmpty {
      justified.formUnion(changes.eliminated)
      return logged.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    justified.formUnion(changes.eliminated)
    var techniques: [Technique] = []
    for step in plan.steps where !techniques.contains(step.technique) {
      techniques.append(step.technique)
    }
    return techniques
  }

  private mutating func apply(_ changes: GameLog.Changes) {
    for placement in changes.placed where givens[placement.cell.index] == 0 {
      placed[placement.cell.index] = placement.digit
    }
    eliminations.formUnion(changes.eliminated)
    eliminations.subtract(changes.restored)
    justified.subtract(changes.restored)
  }

  /// Judges a typed move, then applies it.
  mutating func judge(_ changes: GameLog.Changes) -> [GameReview.Fact] {
    var facts: [GameReview.Fact] = []
    for placement in changes.placed where givens[placement.cell.index] == 0 {
      let cell = placement.cell
      if placement.digit == 0 {
        placed[cell.index] = 0
        facts.append(.init(subject: .cleared(cell), basis: .undone))
        continue
      }
      let basis: GameReview.Basis
      if placement.digit != solution[cell.index] {
        basis = .mistake
      } else {
        let board = truth
        if !board.isEmpty(cell) {
          // A right digit written again over itself: nothing new.
          continue
        }
        basis = Self.basis(placing: cell, placement.digit, on: board, solution: solution)
      }
      placed[cell.index] = placement.digit
      facts.append(.init(subject: .placement(cell, digit: placement.digit), basis: basis))
    }
    // Eliminations, each judged on the board as the ones before it left it; one fact per basis.
    var groups: [(GameReview.Basis, [Candidate])] = []
    var pending = changes.eliminated
    var progress = true
    var found: [Candidate: GameReview.Basis] = [:]
    while progress, !pending.isEmpty {
      progress = false
      let board = truth
      if finder?.board != board { finder = EliminationFinder(board: board) }
      for candidate in pending {
        if solution[candidate.cell.index] == candidate.digit {
          found[candidate] = .mistake
        } else if !board.isEmpty(candidate.cell)
          || !board.candidates(at: candidate.cell).contains(candidate.digit)
        {
          // Out of the reviewer's board already (a reveal took it): nothing new to judge.
          found[candidate] = .undone
        } else if let technique = finder!.technique(removing: candidate) {
          found[candidate] = .justified(technique)
          justified.insert(candidate)
          progress = true
        }
      }
      pending.removeAll { found[$0] != nil }
    }
    for candidate in pending { found[candidate] = .notJustified }
    for candidate in changes.eliminated {
      guard let basis = found[candidate], basis != .undone else { continue }
      if let index = groups.firstIndex(where: { $0.0 == basis }) {
        groups[index].1.append(candidate)
      } else {
        groups.append((basis, [candidate]))
      }
    }
    facts += groups.map { .init(subject: .eliminations($0.1), basis: $0.0) }
    eliminations.formUnion(changes.eliminated)
    if !changes.restored.isEmpty {
      eliminations.subtract(changes.restored)
      justified.subtract(changes.restored)
      facts.append(.init(subject: .restored(changes.restored), basis: .undone))
    }
    return facts
  }

  /// What forced `digit` into `cell` on `board`: a single there now; else a single after
  /// eliminations alone — the shortest simplest-first chain to the cell (`HintPlanner.plan(cell:)`)
  /// places no other digit on the way; else nothing yet — a guess (the cell needed another digit
  /// first, or the curriculum does not reach it from here).
  static func basis(placing cell: Cell, _ digit: Int, on board: Grid, solution: Puzzle)
    -> GameReview.Basis
  {
    if let single = single(placing: cell, digit, on: board) { return .single(single) }
    guard
      case .next(let chain, let single) = HintPlanner.plan(
        cell: cell, board: board, solution: solution),
      chain.allSatisfy({ $0.step.placements.isEmpty }),
      let hardest = (chain.map(\.step.technique) + [single.step.technique]).max()
    else { return .guess(forcedAfter: nil) }
    return .chain(hardest: hardest, steps: chain.count)
  }

  /// The single that places `digit` in `cell` on `board`, if one does: a hidden single (the
  /// digit's one place in a house of the cell), else a naked single (the cell's one candidate).
  static func single(placing cell: Cell, _ digit: Int, on board: Grid) -> Technique? {
    guard board.isEmpty(cell), board.candidates(at: cell).contains(digit) else { return nil }
    if cell.houses.contains(where: { board.cells(of: digit, in: $0) == [cell] }) {
      return .hiddenSingle
    }
    return board.candidates(at: cell).count == 1 ? .nakedSingle : nil
  }

  /// Whether `digit` in `cell` is a single now (the cell taken out of the reviewer's board if the
  /// learner filled it): where a guess is followed to, a question cheap enough to ask after every
  /// move.
  func forces(_ cell: Cell, _ digit: Int) -> Bool {
    var copy = self
    if copy.placed[cell.index] == digit { copy.placed[cell.index] = 0 }
    return Self.single(placing: cell, digit, on: copy.truth) != nil
  }
}

/// The simplest technique that removes a candidate from a board, asking each finder once.
struct EliminationFinder {
  let board: Grid
  private var steps: [Technique: [Step]] = [:]

  init(board: Grid) { self.board = board }

  mutating func technique(removing candidate: Candidate) -> Technique? {
    for technique in Technique.allCases {
      let found = steps[technique] ?? Finder.steps(technique, in: board)
      steps[technique] = found
      for step in found {
        if step.eliminations.contains(candidate) { return technique }
        // A single removes the other candidates of its cell and its digit from the cell's peers.
        for placement in step.placements {
          if placement.cell == candidate.cell && placement.digit != candidate.digit
            || placement.digit == candidate.digit && placement.cell.peers.contains(candidate.cell)
          {
            return technique
          }
        }
      }
    }
    return nil
  }
}
