import Academy
import Foundation
import SudokuCore

/// `progress` and `reset`, and the confirmation a script gives with `--yes`.
extension Shell {
  /// The progress view; on a terminal too short for it, a part at a time, each part of the
  /// table under its heading.
  func showProgress() {
    let view = ProgressView.sections(
      state, style: style, now: now(), terminalColumns: screen.size()?.columns)
    screen.emit(.fixed(view.heading))
    keepWithNext()
    for row in view.rows {
      screen.emit(.fixed(row))
      pagedOutput.repeatHeading(view.heading)
    }
    for note in view.notes { screen.emit(note) }
  }

  func reset(_ arguments: [String]) {
    let words = arguments.filter { !$0.hasPrefix("--") }
    let yes = Shell.isConfirmed(arguments)
    guard let target = words.first else {
      say(
        Language.current.resetWords.resetWhat)
      return
    }
    let technique = Technique(argument: target)
    let studyRecords = target.lowercased() == "study"
    let challengeRecords = target.lowercased() == "challenge"
    guard target.lowercased() == "all" || studyRecords || challengeRecords || technique != nil
    else {
      let word = Shell.clip(target)
      let keys = Technique.allCases.map(\.rawValue).joined(separator: ", ")
      say(
        Language.current.resetWords.noTechniqueToReset(word, keys: keys))
      return
    }
    let what = ResetTarget(
      technique: technique, study: studyRecords, challenge: challengeRecords)
    if !yes {
      guard configuration.interactive else {
        say(
          Language.current.resetWords.needsYes(target: target))
        return
      }
      guard
        ask(
          Language.current.resetWords.resetQuestion(what: what.phrase))
      else {
        say(Language.current.resetWords.nothingReset)
        return
      }
    }
    if challengeRecords {
      record([.resetChallenge])
      say(ChallengeMessage.reset.text(style.stars))
      return
    }
    record([studyRecords ? .resetStudy : technique.map { .reset($0) } ?? .resetAll])
    say(what.done)
  }

  /// What `reset` clears, as its question and its reply name it.
  struct ResetTarget {
    var technique: Technique?
    var study: Bool
    var challenge: Bool

    /// `your pointing progress`, `all your progress`; `o seu progresso em apontamento`.
    var phrase: String { Language.current.resetWords.phrase(self) }

    /// The reply once it is done: `Reset your study records.`; `Os seus registos de estudo
    /// foram repostos a zero.`
    var done: String { Language.current.resetWords.done(self) }
  }

  /// Whether a command's arguments carry `--yes` (or `-y`): confirmed in advance, as a script must.
  static func isConfirmed(_ arguments: [String]) -> Bool {
    arguments.contains { confirmationFlags.contains($0) }
  }

  static let confirmationFlags: Set = ["--yes", "-y"]

  /// Whether a reply to "Type yes to confirm" confirms: only `yes` (in any case) does; asked in
  /// Portuguese ("Escreva sim para confirmar"), `sim` and `s` do too, and `yes` and `y`, which a
  /// learner used to the English commands may type.
  static func confirms(_ reply: String) -> Bool {
    let word = reply.trimmingCharacters(in: .whitespaces).lowercased()
    return Language.current.shellWords.confirms(word)
  }
}
