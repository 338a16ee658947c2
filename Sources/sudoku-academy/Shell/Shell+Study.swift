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
      say(
        Language.current.studyShellWords.noGameToGoBackTo)
      return
    }
    if focus.study != nil {
      say(
        Language.current.studyShellWords.alreadyOpen)
      return
    }
    openStudy(study, saying: Self.backToYourPuzzle)
  }

  /// `practise`: the lesson of the technique the last study hint named.
  func practise() {
    guard let study else {
      say(
        Language.current.studyShellWords.practiseWithoutGame)
      return
    }
    guard let technique = study.technique else {
      say(
        Language.current.studyShellWords.noTechniqueNamed)
      return
    }
    openLesson(technique.rawValue)
    if !study.game.isOver {
      say(
        Language.current.studyShellWords.puzzleSaved)
    }
  }

  // MARK: Starting and resuming

  /// `study`, `study <level>`, `study <puzzle or library line>`.
  func study(_ arguments: [String]) {
    let yes = Shell.isConfirmed(arguments)
    let words = arguments.filter { !Shell.confirmationFlags.contains($0) }
    guard let first = words.first else { return studyAlone() }
    if words.count == 1, first.lowercased() == "review" { return reviewGame() }
    if words.count == 1, let level = Difficulty(rawValue: first.lowercased()) {
      let new = Language.current.studyShellWords.newGameOfLevel(level: level)
      startStudy(confirmed: yes, what: "study \(level.rawValue)", new: new) {
        self.studySupply.game(level)
      }
      return
    }
    // A word that can't be a puzzle (letters only) is a level misspelt, not a bad puzzle.
    if words.count == 1, first.allSatisfy(\.isLetter) {
      let levels = Difficulty.allCases.map(\.rawValue)
      let near = nearest(to: first.lowercased(), in: levels)
      let word = Shell.clip(first)
      let suggestion = near.map(Language.current.shellWords.didYouMean) ?? ""
      say(Language.current.studyShellWords.noLevel(word) + suggestion + Self.studyUsageTail)
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
    let new = Language.current.studyShellWords.thePastedOne
    startStudy(confirmed: yes, what: "study <puzzle>", new: new) { game }
  }

  static var studyUsageTail: String {
    let levels = Difficulty.allCases.map(\.rawValue)
    let some = levels.dropLast().joined(separator: ", ")
    return Language.current.studyShellWords.studyUsageTail(some: some, last: levels.last!)
  }

  /// `Back to your puzzle.`
  static var backToYourPuzzle: String {
    Language.current.studyShellWords.backToYourPuzzle
  }

  /// `study` alone: the open game again; else the saved game resumed; else a medium one.
  private func studyAlone() {
    if let study, !study.game.isOver {
      if focus.study != nil {
        study.redraw()
      } else {
        openStudy(study, saying: Self.backToYourPuzzle)
      }
      return
    }
    let claimed = studyStore.claim()
    if let notice = studyStore.notice { warn(notice) }
    switch claimed {
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
          ?? Language.current.studyShellWords.resumed(level: game.level.name))
    case .game, .none:
      let activity = StudyActivity(studySupply.game(.medium), store: studyStore, shell: self)
      study = activity
      activity.save(whole: true)
      openStudy(
        activity,
        saying: Language.current.studyShellWords.newMediumPuzzle)
    }
  }

  var openElsewhere: String {
    // The path came from `--progress`: shown, never sent (the bytes a terminal acts on).
    let path = TerminalText.visible(studyStore.url.path)
    return Language.current.studyShellWords.openElsewhere(path: path)
  }

  /// What claiming the study save for a game about to start or resume gives.
  enum SaveClaim {
    /// Nothing may start, and the shell has said why.
    case refused
    /// The save is this shell's; `saved` is the game it holds, if any.
    case claimed(saved: StudyGame?)
  }

  /// The study save claimed for a game about to start or resume (`study`, `challenge`), unless
  /// this shell holds it already (then nothing is read). Refused, and said, when the save is
  /// open in another shell or damaged and not kept aside (then released: no game, so no lock);
  /// a damaged save kept aside leaves room for the game asked for.
  func claimStudySave() -> SaveClaim {
    guard study == nil || !studyStore.isHeld else { return .claimed(saved: nil) }
    let claimed = studyStore.claim()
    if let notice = studyStore.notice { warn(notice) }
    switch claimed {
    case .openElsewhere:
      say(openElsewhere)
      return .refused
    case .problem(let line, let keptAside):
      warn(line)
      guard keptAside else {
        studyStore.release()
        return .refused
      }
      return .claimed(saved: nil)
    case .game(let saved):
      return .claimed(saved: saved)
    case .none:
      return .claimed(saved: nil)
    }
  }

  /// A new game, asking before an unfinished one (open here or saved) is replaced; `new` names
  /// the new game in the question ("a new hard one"); `opening`, when given, makes the line the
  /// new game opens with (a challenge level's).
  func startStudy(
    confirmed: Bool, what: String, new: String, opening: ((StudyGame) -> String)? = nil,
    make: () -> StudyGame
  ) {
    var unfinished: StudyGame? = study.flatMap { $0.game.isOver ? nil : $0.game }
    guard case .claimed(let saved) = claimStudySave() else { return }
    if let saved, !saved.isOver { unfinished = saved }
    if let unfinished, !confirmed {
      let name = Self.gameName(unfinished)
      let old = Language.current.studyShellWords.unfinishedGame(name)
      // `por` joins the article of the new game's name: pelo puzzle colado, por um jogo novo.
      let byNew = Language.current.studyShellWords.replacedWith(new)
      guard configuration.interactive else {
        say(
          Language.current.studyShellWords.wouldReplace(old: old, byNew: byNew, what: what))
        return
      }
      guard
        ask(
          Language.current.studyShellWords.replaceQuestion(old: old, byNew: byNew))
      else {
        say(
          Language.current.studyShellWords.nothingReplaced)
        return
      }
    }
    if focus.study != nil { turn(to: .nothing) }
    let game = make()
    let activity = StudyActivity(game, store: studyStore, shell: self)
    study = activity
    activity.save(whole: true)
    openStudy(activity, saying: opening?(game) ?? Self.opening(game))
  }

  /// What a new study game opens with: its level and how to play it.
  static func opening(_ game: StudyGame) -> String {
    Language.current.studyShellWords.opening(game)
  }

  /// How a sentence names a game: its study level (`hard`), or its challenge level
  /// (`challenge 7`).
  static func gameName(_ game: StudyGame) -> String {
    game.challenge.flatMap(ChallengeLevel.level).map(ChallengeMessage.name) ?? game.level.name
  }
}
