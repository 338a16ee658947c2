import Academy
import Foundation
import SudokuCore

/// A study game the shell holds, open or left for a lesson: the game, its clock, its save, and the
/// commands that play it. The game's rules live in `StudyGame`; starting and resuming are the
/// shell's (`Shell+Study.swift`).
final class StudyActivity: Activity {
  private(set) var game: StudyGame
  /// The hardest technique the last hint named: what `practise` opens.
  private(set) var technique: Technique?
  private let store: StudyStore
  private unowned let shell: Shell
  private var clock = PlayClock()
  /// A failed save was reported already (said once, not after every move).
  private var saveFailed = false
  /// Whether the last save reached the file (what `quit` may promise).
  private(set) var isSaved = false

  init(_ game: StudyGame, store: StudyStore, shell: Shell) {
    self.game = game
    self.store = store
    self.shell = shell
    // Notes mode is the learner's setting, not the game's: a new or resumed game takes it.
    self.game.notesMode = shell.state.notesOn
  }

  var kind: ActivityKind { .study }
  /// The board as drawn: in notes mode, the learner's marks in place of the candidates.
  var grid: Grid { game.notesMode ? game.marksBoard : game.board }
  var drawsLearnerMarks: Bool { game.notesMode }
  var answerOperators: [String] { ["=", "<>", ":", "-"] + (game.notesMode ? ["+"] : []) }

  /// `notes on|off` while this game is held: it plays in the new mode from the next line.
  func setNotesMode(_ on: Bool) {
    game.notesMode = on
  }

  /// The board drawn in the game's mode.
  private func boardText(_ grid: Grid? = nil, marks: BoardMarks = .none, extraLines: Int) -> String
  {
    shell.boardText(
      grid ?? self.grid, marks: marks, extraLines: extraLines, learnerMarks: game.notesMode)
  }
  var promptLabel: String {
    challengeLevel.map(ChallengeMessage.name)
      ?? Language.current.studyShellWords.promptLabel(level: game.level.name)
  }
  /// The challenge level the game plays, nil for a study game.
  var challengeLevel: ChallengeLevel? { game.challenge.flatMap(ChallengeLevel.level) }
  /// The shell's monotonic clock in seconds, for `PlayClock`.
  private var monotonicSeconds: Double { Double(shell.monotonic()) / 1_000_000_000 }

  /// The game becomes the open thing: its header and board are shown and time counts.
  func present(saying line: String? = nil) {
    clock.open(at: monotonicSeconds)
    if let line { shell.say(line) }
    redraw()
  }

  func redraw() {
    shell.say(header, hanging: "")
    shell.show(boardText(extraLines: 2 + headerLines))
  }

  /// Credits the time since the last line to the open puzzle (idle gaps capped).
  func tick() {
    guard !game.isOver else { return }
    game.secondsPlayed += clock.mark(at: monotonicSeconds)
  }

  /// The puzzle stops being the open thing (a lesson, a drill, `quit`): its time so far is saved.
  func leave() {
    guard !game.isOver else { return }
    game.secondsPlayed += clock.close(at: monotonicSeconds)
    save(whole: true)
  }

  /// Saves the game under the lock this shell holds; a game that is over (its lock let go) is not
  /// written again, so a later game of another shell is never overwritten. A move of a game
  /// still being played is one record appended to the journal (`StudyStore.record`); the whole
  /// save is rewritten when `whole` (a new game, the game left) or when the game is over.
  /// Called before the move's answer is said, so what is said is on the disk.
  func save(whole: Bool = false) {
    guard store.isHeld else { return }
    // The save that first holds the solved board names the solve, and so does its record: a kill
    // between the two writes leaves a solve the next start records (`Shell.recordLeftSolve`).
    game.markSolve()
    do {
      if whole || game.isOver {
        try store.save(game)
      } else {
        try store.record(game)
      }
      isSaved = true
    } catch {
      isSaved = false
      guard !saveFailed else { return }
      saveFailed = true
      shell.warn(
        error.message
          + Language.current.studyShellWords.unsaved)
    }
  }

  /// `Medium · seed 8812 · 3:05 · 12 moves · 1 mistake · 2 hints · 3/4 reveals` (reveals left
  /// of the game's cap). A challenge level's header names the level instead of the study level
  /// and seed (`--seed` rebuilds it): `Challenge 7 · 3:05 · …`.
  ///
  /// Said after every move, so it is kept to the prose width (79 columns on an 80-column
  /// terminal), never wrapped: the counts are joined by commas when the dots don't fit, then the
  /// counts go to a second line (`Hard · seed 764091669 · 1:02:03` over `123 moves, 10 mistakes,
  /// 12 hints, 5/5 reveals`) — the seed and every count stay.
  var header: String {
    Self.header(
      opening: headerOpening, time: TimeWords.clock(Int(game.secondsPlayed.rounded(.down))),
      counts: StudyText.headerCounts(game), dot: shell.style.dot, within: shell.screen.proseWidth)
  }

  /// The header's lines: what the board's fitting counts around it.
  private var headerLines: Int { header.split(separator: "\n").count }

  private var headerOpening: [String] {
    let style = shell.style
    return challengeLevel.map { [style.paint(ChallengeMessage.title($0), .heading)] }
      ?? [style.paint(StudyText.levelTitle(game.level), .heading), StudyText.origin(game.seed)]
  }

  /// The first of the header's forms that fits `width` columns (see `header`).
  static func header(
    opening: [String], time: String, counts: [String], dot: String, within width: Int
  ) -> String {
    let separator = " \(dot) "
    let start = (opening + [time]).joined(separator: separator)
    let forms = [
      start + separator + counts.joined(separator: separator),
      start + separator + counts.joined(separator: ", "),
    ]
    return forms.first { DisplayWidth.of($0) <= width }
      ?? start + "\n" + counts.joined(separator: ", ")
  }

  // MARK: Commands

  func run(_ command: ShellCommand, _ arguments: [String]) {
    switch command {
    case .hint:
      guard let word = arguments.first else { return hint(reveal: false) }
      guard let cell = Notation.parseCell(word.lowercased()) else {
        shell.say(Language.current.studyShellWords.hintNeedsACell(Shell.clip(word)))
        return
      }
      hint(cell: cell)
    case .show: hint(reveal: true)
    case .export: shell.show(game.export())
    case .undo: play { $0.undo() }
    case .clear, .restore:
      guard !arguments.isEmpty else {
        let name = command.rawValue
        shell.say(
          Language.current.studyShellWords.needsACell(name: name))
        return
      }
      play { $0.enter(([command.rawValue] + arguments).joined(separator: " ")) }
    case .note:
      note(arguments)
    case .check:
      let result = game.check()
      save()
      shell.say(result.message)
    case .steps:
      steps(confirmed: Shell.isConfirmed(arguments))
    default:
      break
    }
  }

  /// A line of moves while the puzzle is open.
  func answer(_ text: String) {
    play(answering: true) { $0.enter(text) }
  }

  /// Makes a move (or an undo), shows what it did, saves, and finishes a solved game. An answer
  /// line that places a digit rings with `sound all` (one bell: Solved's, when it solves).
  private func play(answering: Bool = false, _ move: (inout StudyGame) -> StudyReply) {
    let mistakesBefore = game.mistakes
    let reply = move(&game)
    guard reply.isApplied else {
      // A refused move may still count a mistake (a digit repeating one in its house), which is
      // kept at once, and rung.
      if game.mistakes != mistakesBefore {
        save()
        shell.ring()
      }
      shell.say(reply.message)
      return
    }
    save()
    if let summary = reply.solved {
      shell.show(boardText(extraLines: 4))
      solved(summary)
      return
    }
    if answering, game.undoList.last?.changes.contains(where: { $0.to != 0 }) == true {
      shell.ringOnMove()
    }
    shell.say(reply.message)
    shell.say(header, hanging: "")
    shell.show(boardText(extraLines: 3 + headerLines))
  }

  // MARK: Notes

  /// `note r3c5 47`: the same as `r3c5+47`.
  private func note(_ arguments: [String]) {
    guard arguments.count == 2, let cell = Notation.parseCell(arguments[0].lowercased()) else {
      shell.say(Language.current.studyShellWords.noteUsage)
      return
    }
    play { $0.enter("\(cell)+\(arguments[1])") }
  }

  /// `notes fill`, `notes clear r3c5 …`, `notes r3c5`: notes mode's commands inside the game.
  func notes(_ word: String, _ cells: [String]) {
    guard game.notesMode else {
      shell.say(StudyText.marksNeedNotesMode)
      return
    }
    switch word {
    case "fill":
      play { $0.fillNotes() }
    case "clear":
      var parsed: [Cell] = []
      for text in cells {
        guard let cell = Notation.parseCell(text.lowercased()) else {
          shell.say(Language.current.studyShellWords.notesClearNeedsCells(Shell.clip(text)))
          return
        }
        parsed.append(cell)
      }
      guard !parsed.isEmpty else {
        shell.say(Language.current.studyShellWords.notesClearNeedsCells(nil))
        return
      }
      play { $0.clearNotes(parsed) }
    default:
      guard let cell = Notation.parseCell(word) else { return }
      shell.say(game.listNotes(cell))
    }
  }

  /// In notes mode, what a hint adds when the learner's marks hide the step it names.
  private func marksAside(_ difference: MarksDifference?, namingAnswers: Bool) {
    guard let difference else { return }
    shell.say(StudyText.marksDiffer(difference, namingAnswers: namingAnswers))
  }

  /// `hint` (rung 1, then a reveal) or `show` (the reveal); `hint <cell>` (rung 1 for that cell,
  /// then the reveal of the chain that places it).
  private func hint(reveal: Bool = false, cell: Cell? = nil) {
    let style = shell.style
    let before = game.board
    let earlier = game
    let hint = cell.map { game.hint(cell: $0) } ?? (reveal ? game.show() : game.hint())
    if let named = hint.technique { technique = named }
    save()
    switch hint {
    case .reveal(let plan, let summary):
      // One bell: Solved's when the reveal finishes the puzzle, else the reveal's (`sound all`).
      if summary == nil { shell.ringOnMove() }
      let steps = plan.steps
      let marks = BoardMarks(reveal: steps, grid: before)
      // On a terminal too short for the board and its words (60×20), the board comes first and
      // Enter shows the words.
      shell.pagedInParts {
        shell.show(
          boardText(
            earlier.notesMode ? Self.marksBoard(of: earlier, showing: marks) : before,
            marks: marks, extraLines: 4 + 2 * steps.count))
        for (index, step) in steps.enumerated() {
          shell.say(style.paint(step.description.keptTogether, .heading))
          shell.keepWithNext()
          shell.say("  " + step.reason(on: before, after: Array(steps[..<index])), hanging: "  ")
        }
        marksAside(earlier.marksDifference(plan.lookAt), namingAnswers: true)
        if let summary {
          solved(summary)
        } else {
          shell.say(StudyText.applied(game, practise: plan.hardestTechnique))
        }
      }
    case .lead(let plan, _, _):
      shell.say(hint.message)
      marksAside(earlier.marksDifference(plan.lookAt), namingAnswers: false)
    case .cellLead(let plan, _, _):
      shell.say(hint.message)
      marksAside(earlier.marksDifference(plan.lookAt), namingAnswers: false)
    default:
      shell.say(hint.message)
    }
  }

  /// A reveal's board in notes mode: the learner's marks, and the candidates the steps are made
  /// of (their pattern's, those they remove, those they place) so the steps can be seen.
  private static func marksBoard(of game: StudyGame, showing marks: BoardMarks) -> Grid {
    var grid = game.marksBoard
    let needed = marks.patternCandidates.union(marks.removed).union(marks.placed)
    for candidate in needed where grid.isEmpty(candidate.cell) {
      grid.setCandidates(
        grid.candidates(at: candidate.cell).union([candidate.digit]), at: candidate.cell)
    }
    return grid
  }

  private func steps(confirmed: Bool) {
    // Asked once: a solved or given-up game has nothing left to lose.
    if !game.isOver && !confirmed {
      guard shell.configuration.interactive else {
        shell.say(
          Language.current.studyShellWords.stepsGiveUp)
        return
      }
      guard
        shell.ask(
          Language.current.studyShellWords.giveUpQuestion)
      else {
        shell.say(Language.current.studyShellWords.nothingGivenUp)
        return
      }
    }
    let wasOver = game.isOver
    let path = game.steps()
    save()
    if path.steps.isEmpty {
      shell.say(
        Language.current.studyShellWords.noStepApplies)
    } else {
      // The steps are HoDoKu's own English strings in both languages: the heading says so.
      shell.say(
        Language.current.studyShellWords.stepsHeading, hanging: "")
      shell.show(path.steps.map(\.description).joined(separator: "\n"))
    }
    if !wasOver {
      store.release()
      shell.say(
        Language.current.studyShellWords.givenUp)
    }
  }

  /// The `Solved` line, the level's record, and the game closed.
  private func solved(_ summary: StudySummary) {
    // Last, under the record or the stars: the review is there to read.
    defer { if game.log != nil { shell.say(GameReviewText.offer) } }
    shell.ring()
    shell.say(shell.style.paint(summary.message, .correct))
    // The solved board stays open for steps (a review), export and board; the save is let go.
    store.release()
    if let challenge = challengeLevel {
      shell.challengeSolved(challenge, game: game)
      return
    }
    guard let level = summary.level.difficulty, game.solveRecord != nil else {
      shell.say(StudyText.noRecordBeyondTheTwelve)
      return
    }
    let change = shell.record(game.solveRecords)
    // The bests beaten are judged against the record as the file held it under its lock, so a solve
    // saved meanwhile by another shell counts.
    let before = (change?.before ?? shell.state).studyRecord(level)
    let update = StudyRecord.update(before, seconds: summary.wholeSeconds, hints: summary.help)
    shell.say(StudyText.recorded(update, level: level))
  }
}
