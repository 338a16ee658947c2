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

  func cannotRead(_ path: String, _ reason: String) -> String {
    "não foi possível ler \(path): \(reason)"
  }

  func timeGoesBack(_ time: String) -> String {
    "o tempo \(time) é anterior ao de uma linha anterior: dê a cada jogada o tempo de jogo em que "
      + "foi feita"
  }

  func notAMove(_ text: String) -> String {
    "não é uma jogada: \(text) (as jogadas escrevem-se como em study: r3c5=7, r1c7<>5, hint, show, "
      + "undo)"
  }

  var noPuzzleToReview: String {
    "não há puzzle para rever: a entrada está vazia (a primeira linha é o puzzle, depois uma "
      + "jogada por linha)"
  }
}
