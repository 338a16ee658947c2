import Academy
import Foundation
import SudokuCore

/// Study a puzzle: starting, resuming and returning to the game, which `StudyActivity` plays; the
/// save's lock is the `StudyStore`'s.
extension Shell {
  /// The game becomes the open thing: its header and board are shown and time counts.
  func openStudy(_ activity: StudyActivity, saying line: String? = nil) {
    turn(to: .study(activity))
    activity.present(saying: line)
  }

  /// `back`: the puzzle left for a lesson, exactly as it was.
  func back() {
    guard let study, !study.game.isOver else {
      say("No study game to go back to. Type study to start one.")
      return
    }
    if focus.study != nil {
      say("The puzzle is open already; board shows it again.")
      return
    }
    openStudy(study, saying: "Back to your puzzle.")
  }

  /// `practise`: the lesson of the technique the last study hint named.
  func practise() {
    guard let study else {
      say("practise opens the lesson of the technique a study hint named; no study game is open.")
      return
    }
    guard let technique = study.technique else {
      say("No hint has named a technique yet: type hint first, then practise opens its lesson.")
      return
    }
    openLesson(technique.rawValue)
    if !study.game.isOver { say("Your puzzle is saved: type back to return to it.") }
  }

  // MARK: Starting and resuming

  /// `study`, `study <level>`, `study <puzzle or library line>`.
  func study(_ arguments: [String]) {
    let yes = Shell.isConfirmed(arguments)
    let words = arguments.filter { !Shell.confirmationFlags.contains($0) }
    guard let first = words.first else { return studyAlone() }
    if words.count == 1, let level = Difficulty(rawValue: first.lowercased()) {
      startStudy(
        confirmed: yes, what: "study \(level.rawValue)", new: "a new \(level.rawValue) one"
      ) {
        self.studySupply.game(level)
      }
      return
    }
    // A word that can't be a puzzle (letters only) is a level misspelt, not a bad puzzle.
    if words.count == 1, first.allSatisfy(\.isLetter) {
      let levels = Difficulty.allCases.map(\.rawValue)
      let suggestion = nearest(to: first.lowercased(), in: levels).map { " Did you mean '\($0)'?" }
      say("There is no level '\(Shell.clip(first))'.\(suggestion ?? "")" + Self.studyUsageTail)
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
    startStudy(confirmed: yes, what: "study <puzzle>", new: "the pasted one") { game }
  }

  static var studyUsageTail: String {
    let levels = Difficulty.allCases.map(\.rawValue)
    return " study takes \(levels.dropLast().joined(separator: ", ")) or \(levels.last!), or a "
      + "puzzle (81 digits, or a library line)."
  }

  /// `study` alone: the open game again; else the saved game resumed; else a medium one.
  private func studyAlone() {
    if let study, !study.game.isOver {
      if focus.study != nil {
        study.redraw()
      } else {
        openStudy(study, saying: "Back to your puzzle.")
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
      let activity = StudyActivity(game, store: studyStore, shell: self)
      study = activity
      openStudy(
        activity,
        saying: activity.challengeLevel.map { ChallengeMessage.resumed($0).text(style.stars) }
          ?? "Resumed your saved \(game.level.name) game.")
    case .game, .none:
      let activity = StudyActivity(studySupply.game(.medium), store: studyStore, shell: self)
      study = activity
      activity.save()
      openStudy(
        activity,
        saying: "A new medium puzzle (study easy, hard, expert or master for another level).")
    }
  }

  var openElsewhere: String {
    "Your study game (\(studyStore.url.path)) is open in another sudoku-academy shell; "
      + "finish or quit it there first."
  }

  /// A new game, asking before an unfinished one (open here or saved) is replaced; `new` names
  /// the new game in the question ("a new hard one"); `opening`, when given, makes the line the
  /// new game opens with (a challenge level's).
  func startStudy(
    confirmed: Bool, what: String, new: String, opening: ((StudyGame) -> String)? = nil,
    make: () -> StudyGame
  ) {
    var unfinished: StudyGame? = study.flatMap { $0.game.isOver ? nil : $0.game }
    if study == nil || !studyStore.isHeld {
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
      let old = "your unfinished \(Self.gameName(unfinished)) game"
      guard configuration.interactive else {
        say(
          "This would replace \(old) with \(new); type \(what) --yes to replace it, or study to "
            + "resume it. Nothing was replaced.")
        return
      }
      guard ask("Replace \(old) with \(new)? Type yes to confirm: ") else {
        say("Nothing was replaced; study resumes your game.")
        return
      }
    }
    if focus.study != nil { turn(to: .nothing) }
    let game = make()
    let activity = StudyActivity(game, store: studyStore, shell: self)
    study = activity
    activity.save()
    let level =
      game.level == .beyondTheTwelve
      ? "Pasted puzzle: it needs a technique beyond the twelve, so hints stop where the twelve do and "
        + "no record is kept."
      : game.seed == nil
        ? "Pasted puzzle, graded \(game.level.name)." : "A new \(game.level.name) puzzle."
    openStudy(
      activity,
      saying: opening?(game) ?? level + " Enter moves like r3c5=7 or r1c7<>5; hint when stuck.")
  }

  /// How a sentence names a game: its study level (`hard`), or its challenge level
  /// (`challenge 7`).
  static func gameName(_ game: StudyGame) -> String {
    game.challenge.flatMap(ChallengeLevel.level).map(ChallengeMessage.name) ?? game.level.name
  }
}
