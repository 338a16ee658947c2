import Academy
import SudokuCore

/// `challenge`: the ladder of levels, each a study game (`StudyActivity` plays it, `StudyStore`
/// saves it: one unfinished game at a time, study or challenge) whose solve earns stars.
extension Shell {
  /// `challenge` (the unfinished challenge game, else the first level not yet solved) and
  /// `challenge N` (a fresh game of an open level).
  func challenge(_ arguments: [String]) {
    let yes = Shell.isConfirmed(arguments)
    let words = arguments.filter { !Shell.confirmationFlags.contains($0) }
    guard let word = words.first else { return challengeAlone(confirmed: yes) }
    guard words.count == 1, let number = Int(word), let level = ChallengeLevel.level(number) else {
      say(ChallengeMessage.notALevel(Shell.clip(words.joined(separator: " "))).text(style.stars))
      return
    }
    guard state.isChallengeOpen(number) else {
      say(ChallengeMessage.locked(level: number, next: state.nextChallenge).text(style.stars))
      return
    }
    startChallenge(level, confirmed: yes, what: "challenge \(number)")
  }

  /// `challenge` alone: the unfinished challenge game (open, left for a lesson, or saved) again;
  /// else the first level not yet solved.
  private func challengeAlone(confirmed: Bool) {
    if let study, !study.game.isOver, let level = study.challengeLevel {
      if focus.study != nil {
        study.redraw()
      } else {
        openStudy(study, saying: ChallengeMessage.resumed(level).text(style.stars))
      }
      return
    }
    guard case .claimed(let saved) = claimStudySave() else { return }
    if let saved, !saved.isOver, saved.challenge != nil {
      let activity = StudyActivity(saved, store: studyStore, shell: self)
      study = activity
      let level = activity.challengeLevel!
      openStudy(activity, saying: ChallengeMessage.resumed(level).text(style.stars))
      return
    }
    guard let level = state.nextChallenge else {
      say(ChallengeMessage.allSolved.text(style.stars))
      return
    }
    startChallenge(level, confirmed: confirmed, what: "challenge")
  }

  /// A fresh game of `level`, asking first (as `study` does) before an unfinished game is
  /// replaced; `what` is the command to repeat with `--yes`.
  private func startChallenge(_ level: ChallengeLevel, confirmed: Bool, what: String) {
    startStudy(
      confirmed: confirmed, what: what,
      new: Language.current.studyShellWords.challengeGame(ChallengeMessage.name(level)),
      opening: { ChallengeMessage.started(level, clues: $0.givens.clues).text(self.style.stars) },
      make: { challengeSupply.game(level) })
  }

  /// A challenge game was solved (its `Solved` line is said): the stars, the level's record kept
  /// in the progress file, and the level that opens.
  func challengeSolved(_ level: ChallengeLevel, game: StudyGame) {
    let stars = ChallengeStars.earned(by: game)
    // The record before, as the file held it under its lock (another shell may have solved
    // levels meanwhile).
    let change = record(game.solveRecords)
    let before = (change?.before ?? state).challengeRecord(level.number)
    let opened = before.solved == 0 ? ChallengeLevel.level(level.number + 1) : nil
    let next = state.nextChallenge
    say(
      ChallengeMessage.solved(
        level, stars: stars, mistakes: game.mistakes, hints: game.hints, reveals: game.reveals,
        before: before, opened: opened, next: next
      ).text(style.stars), paint: .correct)
    if let next { challengeSupply.prefetch(next.number) }
  }
}
