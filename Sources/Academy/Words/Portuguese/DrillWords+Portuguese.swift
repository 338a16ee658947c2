struct PortugueseDrillWords: DrillWords {
  var askedForHelp: String { "pediu ajuda" }
  var notFirstAnswer: String { "não foi a sua primeira resposta" }
  var exportWithheld: String {
    "O código de uma linha da biblioteca diz a técnica, e uma revisão guarda esse segredo até o "
      + "exercício fechar: export dá a linha quando o tiver resolvido, ou depois de skip."
  }
}
