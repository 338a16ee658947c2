import Academy
import Foundation
import SudokuCore

/// `progress` and `reset`, and the confirmation a script gives with `--yes`.
extension Shell {
  func reset(_ arguments: [String]) {
    let words = arguments.filter { !$0.hasPrefix("--") }
    let yes = Shell.isConfirmed(arguments)
    guard let target = words.first else {
      say(
        inLanguage(
          en: "Reset what? Type reset <technique> or reset all (add --yes in a script).",
          pt: "Repor o quê? Escreva reset <técnica> ou reset all (num script, junte --yes)."))
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
        inLanguage(
          en:
            "There is no technique '\(word)' to reset. Use one of \(keys), all, study (the study records) or challenge (the challenge records).",
          pt: "Não há nenhuma técnica '\(word)' para repor. Use uma destas: \(keys), all, study "
            + "(os registos de estudo) ou challenge (os registos do desafio)."))
      return
    }
    let what = ResetTarget(
      technique: technique, study: studyRecords, challenge: challengeRecords)
    if !yes {
      guard configuration.interactive else {
        say(
          inLanguage(
            en: "reset needs --yes in a script (reset \(target) --yes); nothing was reset.",
            pt: "Num script, reset precisa de --yes (reset \(target) --yes); nada foi reposto."))
        return
      }
      guard
        ask(
          inLanguage(
            en: "Reset \(what.phrase) to zero? Type yes to confirm: ",
            pt: "Repor \(what.phrase) a zero? Escreva sim para confirmar: "))
      else {
        say(inLanguage(en: "Nothing was reset.", pt: "Nada foi reposto."))
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
  private struct ResetTarget {
    var technique: Technique?
    var study: Bool
    var challenge: Bool

    /// `your pointing progress`, `all your progress`; `o seu progresso em apontamento`.
    var phrase: String {
      switch Language.current {
      case .english:
        challenge
          ? "your challenge records"
          : study
            ? "your study records"
            : technique.map { "your \($0.nameInSentence) progress" } ?? "all your progress"
      case .portuguese:
        challenge
          ? "os seus registos do desafio"
          : study
            ? "os seus registos de estudo"
            : technique.map { "o seu progresso em \($0.nameInSentence)" } ?? "todo o seu progresso"
      }
    }

    /// The reply once it is done: `Reset your study records.`; `Os seus registos de estudo
    /// foram repostos a zero.`
    var done: String {
      switch Language.current {
      case .english: "Reset \(phrase)."
      case .portuguese:
        phrase.prefix(1).uppercased() + phrase.dropFirst()
          + (challenge || study ? " foram repostos" : " foi reposto")
          + " a zero."
      }
    }
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
    switch Language.current {
    case .english: return word == "yes"
    case .portuguese: return ["sim", "s", "yes", "y"].contains(word)
    }
  }
}
