import Academy
import SudokuCore

struct PortugueseSubcommandWords: SubcommandWords {
  var inputLabel: String {
    "entrada"
  }

  func argumentLabel(_ number: Int) -> String {
    "argumento \(number)"
  }

  func lineLabel(_ number: Int) -> String {
    "linha \(number)"
  }

  func lineTooLong(limit: Int) -> String {
    ": demasiado longa (mais de \(limit) bytes); foi ignorada, pois nenhuma posição "
      + "precisa de tanto"
  }

  var anyTechnique: String {
    "qualquer das \(techniqueCount) técnicas"
  }

  var noInstanceOf: String {
    "nenhuma ocorrência de "
  }

  var noSolution: String {
    "o puzzle não tem solução"
  }

  var severalSolutions: String {
    "o puzzle tem mais de uma solução"
  }
}
