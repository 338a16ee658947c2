import Academy
import SudokuCore

struct PortugueseResetWords: ResetWords {
  var resetWhat: String {
    "Repor o quê? Escreva reset <técnica> ou reset all (num script, junte --yes)."
  }

  func noTechniqueToReset(_ word: String, keys: String) -> String {
    "Não há nenhuma técnica «\(word)» para repor. Use uma destas: \(keys), all, study "
      + "(os registos de estudo) ou challenge (os registos do desafio)."
  }

  func needsYes(target: String) -> String {
    "Num script, reset precisa de --yes (reset \(target) --yes); nada foi reposto."
  }

  func resetQuestion(what: String) -> String {
    "Repor \(what) a zero? Escreva sim para confirmar: "
  }

  var nothingReset: String {
    "Nada foi reposto."
  }

  func phrase(_ target: Shell.ResetTarget) -> String {
    target.challenge
      ? "os seus registos do desafio"
      : target.study
        ? "os seus registos de estudo"
        : target.technique.map { "o seu progresso em \($0.nameInSentence)" }
          ?? "todo o seu progresso"
  }

  func done(_ target: Shell.ResetTarget) -> String {
    let cleared = phrase(target)
    return cleared.prefix(1).uppercased() + cleared.dropFirst()
      + (target.challenge || target.study ? " foram repostos" : " foi reposto")
      + " a zero."
  }
}
