import Academy
import Foundation
import SudokuCore

/// `progress` and `reset`, and the confirmation a script gives with `--yes`.
extension Shell {
  func reset(_ arguments: [String]) {
    let words = arguments.filter { !$0.hasPrefix("--") }
    let yes = Shell.isConfirmed(arguments)
    guard let target = words.first else {
      say("Reset what? Type reset <technique> or reset all (add --yes in a script).")
      return
    }
    let technique = Technique(argument: target)
    let studyRecords = target.lowercased() == "study"
    let challengeRecords = target.lowercased() == "challenge"
    guard target.lowercased() == "all" || studyRecords || challengeRecords || technique != nil
    else {
      say(
        "There is no technique '\(Shell.clip(target))' to reset. Use one of \(Technique.allCases.map(\.rawValue).joined(separator: ", ")), all, study (the study records) or challenge (the challenge records)."
      )
      return
    }
    let what =
      challengeRecords
      ? "your challenge records"
      : studyRecords
        ? "your study records"
        : technique.map { "your \($0.nameInSentence) progress" } ?? "all your progress"
    if !yes {
      guard configuration.interactive else {
        say("reset needs --yes in a script (reset \(target) --yes); nothing was reset.")
        return
      }
      guard ask("Reset \(what) to zero? Type yes to confirm: ") else {
        say("Nothing was reset.")
        return
      }
    }
    if challengeRecords {
      record([.resetChallenge])
      say(ChallengeMessage.reset.text(style.stars))
      return
    }
    record([studyRecords ? .resetStudy : technique.map { .reset($0) } ?? .resetAll])
    say("Reset \(what).")
  }

  /// Whether a command's arguments carry `--yes` (or `-y`): confirmed in advance, as a script must.
  static func isConfirmed(_ arguments: [String]) -> Bool {
    arguments.contains { confirmationFlags.contains($0) }
  }

  static let confirmationFlags: Set = ["--yes", "-y"]

  /// Whether a reply to "Type yes to confirm" confirms: only `yes` (in any case) does.
  static func confirms(_ reply: String) -> Bool {
    reply.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
  }
}
