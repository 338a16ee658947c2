import Academy
import Foundation
import SudokuCore

/// Study a puzzle: a whole game with the six techniques, saved after every move (docs/study.md).
/// The game's rules live in `StudyGame`; here are the commands, the screen, the save's lock and the
/// clock.
extension Shell {
  /// The shell's monotonic clock in seconds, for `PlayClock`.
  var monotonicSeconds: Double { Double(monotonic()) / 1_000_000_000 }

  /// Credits the time since the last line to the open puzzle (idle gaps capped).
  func tickStudyClock() {
    guard studyOpen, var game = studyGame, !game.isOver else { return }
    game.secondsPlayed += studyClock.mark(at: monotonicSeconds)
    studyGame = game
  }

  /// The puzzle stops being the open thing (a lesson, a drill, `quit`): its time so far is saved.
  func leaveStudy() {
    guard studyOpen else { return }
    studyOpen = false
    guard var game = studyGame else { return }
    if !game.isOver {
      game.secondsPlayed += studyClock.close(at: monotonicSeconds)
      studyGame = game
      saveStudy()
    }
  }

  /// The game becomes the open thing: its header and board are shown and time counts.
  func openStudy(_ game: StudyGame, saying line: String? = nil) {
    closeDrill()
    reviewing = false
    studyGame = game
    studyOpen = true
    studyClock.open(at: monotonicSeconds)
    if let line { say(line) }
    say(studyHeader())
    show(boardText(game.board, extraLines: 3))
  }

  /// Saves the game under the lock this shell holds; a game that is over (its lock let go) is not
  /// written again, so a later game of another shell is never overwritten.
  func saveStudy() {
    guard let game = studyGame, studyStore.isHeld else { return }
    do {
      try studyStore.save(game)
    } catch {
      guard !studySaveFailed else { return }
      studySaveFailed = true
      warn(error.message + "; the game goes on unsaved in this session.")
    }
  }

  /// `Medium · seed 8812 · 3:05 · 12 moves · 1 mistake · 2 hints · 3/4 reveals` (reveals left
  /// of the game's cap), short enough for one line at 80 columns.
  func studyHeader() -> String {
    guard let game = studyGame else { return "" }
    let dot = " \(style.dot) "
    let time = ProgressView.clock(Int(game.secondsPlayed.rounded(.down)))
    let parts =
      [style.paint(StudyText.levelTitle(game.level), .heading), StudyText.origin(game.seed), time]
      + StudyText.headerCounts(game)
    return parts.joined(separator: dot)
  }

  // MARK: Commands

  func runStudy(_ command: ShellCommand, _ arguments: [String]) {
    switch command {
    case .study:
      study(arguments)
    case .back:
      guard let game = studyGame, !game.isOver else {
        say("No study game to go back to. Type study to start one.")
        return
      }
      if studyOpen {
        say("The puzzle is open already; board shows it again.")
        return
      }
      openStudy(game, saying: "Back to your puzzle.")
    case .practise, .practice:
      guard let game = studyGame else {
        say("practise opens the lesson of the technique a study hint named; no study game is open.")
        return
      }
      guard let technique = studyTechnique else {
        say(
          "No hint has named a technique yet: type hint first, then practise opens its lesson.")
        return
      }
      leaveStudy()
      openLesson([technique.rawValue])
      if !game.isOver { say("Your puzzle is saved: type back to return to it.") }
    default:
      guard studyOpen, var game = studyGame else {
        say(
          "\(command.rawValue) is for a study puzzle, and none is open. Type study to start or "
            + "resume one.")
        return
      }
      switch command {
      case .undo:
        studyReply(game.undo(), game: &game)
      case .clear, .restore:
        guard !arguments.isEmpty else {
          say("\(command.rawValue) needs a cell, like \(command.rawValue) r3c5.")
          return
        }
        studyReply(game.enter(([command.rawValue] + arguments).joined(separator: " ")), game: &game)
      case .check:
        let result = game.check()
        studyGame = game
        saveStudy()
        say(result.message)
      case .steps:
        steps(&game, confirmed: Shell.isConfirmed(arguments))
      default:
        break
      }
    }
  }

  /// A line of moves while the puzzle is open.
  func studyMove(_ text: String) {
    guard var game = studyGame else { return }
    studyReply(game.enter(text), game: &game)
  }

  /// Shows what a move or undo did, saves, and finishes a solved game.
  private func studyReply(_ reply: StudyReply, game: inout StudyGame) {
    let mistakesBefore = studyGame?.mistakes
    studyGame = game
    guard reply.isApplied else {
      if game.mistakes != mistakesBefore { saveStudy() }
      say(reply.message)
      return
    }
    saveStudy()
    if let summary = reply.solved {
      show(boardText(game.board, extraLines: 4))
      solved(summary)
      return
    }
    say(reply.message)
    say(studyHeader())
    show(boardText(game.board, extraLines: 4))
  }

  /// `hint` (rung 1, then a reveal) or `show` (the reveal).
  func studyHint(reveal: Bool) {
    guard var game = studyGame else { return }
    let before = game.board
    let hint = reveal ? game.show() : game.hint()
    studyGame = game
    if let technique = hint.technique { studyTechnique = technique }
    saveStudy()
    switch hint {
    case .reveal(let plan, let summary):
      let steps = plan.steps
      let marks = BoardMarks(reveal: steps, grid: before)
      show(boardText(before, marks: marks, extraLines: 4 + 2 * steps.count))
      for (index, step) in steps.enumerated() {
        say(style.paint(step.description.keptTogether, .heading))
        say("  " + step.reason(on: before, after: Array(steps[..<index])), hanging: "  ")
      }
      if let summary {
        solved(summary)
        return
      }
      say(StudyText.applied(game, practise: plan.hardestTechnique))
    default:
      say(hint.message)
    }
  }

  private func steps(_ game: inout StudyGame, confirmed: Bool) {
    // Asked once: a solved or given-up game has nothing left to lose.
    if !game.isOver {
      if !confirmed {
        guard configuration.interactive else {
          say(
            "steps before solving gives this game up (no record, not resumable); type steps --yes "
              + "in a script. Nothing was given up.")
          return
        }
        guard confirm("Give up this game and see the steps? Type yes to confirm: ") else {
          say("Nothing was given up.")
          return
        }
      }
    }
    let wasOver = game.isOver
    let path = game.steps()
    studyGame = game
    saveStudy()
    if path.steps.isEmpty {
      say("No step of the six applies from here.")
    } else {
      show(path.steps.map(\.description).joined(separator: "\n"))
    }
    if !wasOver {
      studyStore.release()
      say("Given up: no record, and this game won't be resumed. Type study for a new one.")
    }
  }

  /// The `Solved` line, the level's record, and the game closed.
  private func solved(_ summary: StudySummary) {
    say(style.paint(summary.message, .correct))
    // The solved board stays open for steps (a review), export and board; the save is let go.
    studyStore.release()
    guard let level = summary.level.difficulty,
      let update = StudyRecord.update(state.studyRecord(level), with: summary)
    else {
      say(StudyText.noRecordBeyondTheSix)
      return
    }
    record([
      .studySolved(level, seconds: summary.wholeSeconds, hints: summary.hints + summary.reveals)
    ])
    say(StudyText.recorded(update, level: level))
  }

  // MARK: Starting and resuming

  /// `study`, `study <level>`, `study <puzzle or library line>`.
  func study(_ arguments: [String]) {
    let yes = Shell.isConfirmed(arguments)
    let words = arguments.filter { !Shell.confirmationFlags.contains($0) }
    guard let first = words.first else { return studyAlone() }
    if words.count == 1, let level = Difficulty(rawValue: first.lowercased()) {
      startStudy(confirmed: yes, what: "study \(level.rawValue)") {
        self.studySupply.game(level)
      }
      return
    }
    let text = words.joined(separator: " ")
    let game: StudyGame
    do {
      game = try StudyGame.pasted(text)
    } catch {
      say(error.message + (words.count == 1 && first.count < 20 ? Self.studyUsageTail : ""))
      return
    }
    startStudy(confirmed: yes, what: "study <puzzle>") { game }
  }

  static let studyUsageTail =
    " study takes easy, medium, hard or expert, or a puzzle (81 digits, or a library line)."

  /// `study` alone: the open game again; else the saved game resumed; else a medium one.
  private func studyAlone() {
    if let game = studyGame, !game.isOver {
      if studyOpen {
        say(studyHeader())
        show(boardText(game.board, extraLines: 3))
      } else {
        openStudy(game, saying: "Back to your puzzle.")
      }
      return
    }
    switch studyStore.claim() {
    case .openElsewhere:
      say(openElsewhere)
    case .problem(let line, _):
      // Nothing starts in the place of a save that can't be used: no game, so no lock either.
      studyStore.release()
      warn(line)
    case .game(let game) where !game.isOver:
      studySaveFailed = false
      openStudy(game, saying: "Resumed your saved \(game.level.name) game.")
    case .game, .none:
      let game = studySupply.game(.medium)
      studySaveFailed = false
      studyGame = game
      saveStudy()
      openStudy(game, saying: "A new medium puzzle (study easy, hard or expert for another level).")
    }
  }

  private var openElsewhere: String {
    "Your study game (\(studyStore.url.path)) is open in another sudoku-academy shell; "
      + "finish or quit it there first."
  }

  /// A new game, asking before an unfinished one (open here or saved) is replaced.
  private func startStudy(confirmed: Bool, what: String, make: () -> StudyGame) {
    var unfinished: StudyGame? = studyGame.flatMap { $0.isOver ? nil : $0 }
    if studyGame == nil || !studyStore.isHeld {
      switch studyStore.claim() {
      case .openElsewhere:
        say(openElsewhere)
        return
      case .problem(let line, let keptAside):
        warn(line)
        // A damaged save kept aside leaves room for the game asked for; anything else is refused.
        guard keptAside else { return }
      case .game(let saved):
        if !saved.isOver { unfinished = saved }
      case .none:
        break
      }
    }
    if let unfinished, !confirmed {
      let old = "your unfinished \(unfinished.level.name) game"
      guard configuration.interactive else {
        say(
          "This would replace \(old); type \(what) --yes to replace it, or study to resume it. "
            + "Nothing was replaced.")
        return
      }
      guard confirm("Replace \(old) with a new one? Type yes to confirm: ") else {
        say("Nothing was replaced; study resumes your game.")
        return
      }
    }
    leaveStudy()
    let game = make()
    studyGame = game
    studySaveFailed = false
    studyTechnique = nil
    saveStudy()
    let level =
      game.level == .beyondTheSix
      ? "Pasted puzzle: it needs a technique beyond the six, so hints stop where the six do and "
        + "no record is kept."
      : game.seed == nil
        ? "Pasted puzzle, graded \(game.level.name)." : "A new \(game.level.name) puzzle."
    openStudy(game, saying: level + " Enter moves like r3c5=7 or r1c7<>5; hint when stuck.")
  }

  /// `help study`: what to type, and what it does.
  static let studyHelpRows: [(String, String)] = [
    ("study easy|medium|hard|expert", "a new puzzle of that level (one of each is kept ready)"),
    ("study <puzzle or library line>", "a puzzle of yours, checked and graded first"),
    ("study", "the open game again, else the saved one, else a medium one"),
    ("r3c5=7  r1c7<>5  r1c789<>5", "place digits and remove candidates, several at once"),
    ("r3c5=0  clear r3c5", "clear a digit you placed"),
    ("restore r3c5", "bring back the candidates you removed from a cell"),
    ("hint", "where to look; hint again reveals it (marked on the board, applied)"),
    ("show", "reveal at once (easy 3, medium 4, hard 5, expert 6 reveals a game)"),
    ("undo", "take back the last move or reveal (up to 200)"),
    ("check", "the cells holding a wrong digit (counts as a hint)"),
    ("steps [--yes]", "the simplest-first path; before solving it gives the game up"),
    ("export", "the position as a library line (study <line> reads it back)"),
    ("board [full|compact|auto|1-9]", "the board again, its view, or one digit"),
    ("practise, back", "the lesson of the last hint's technique; the puzzle again"),
  ]

  func studyHelp() {
    say(
      "study \(style.dash) a whole puzzle with the six techniques, saved after every move.",
      hanging: "")
    helpRows(Self.studyHelpRows)
    say(
      "A digit that repeats one in its row, column or box is refused and counts as a mistake; "
        + "anything else stays until check or a hint finds it. Time counts only while the puzzle "
        + "is open (idle gaps count at most 5 minutes). lesson, drill and review leave the puzzle "
        + "saved; quit too. Starting a new game over an unfinished one asks first (--yes in a script).",
      hanging: "")
  }
}
