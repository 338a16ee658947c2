import Academy
import SudokuCore

struct PortugueseHelpWords: HelpWords {
  func placeholder(_ placeholder: Placeholder) -> String {
    switch placeholder {
    case .technique: "técnica"
    case .number: "número"
    case .part: "parte"
    case .level: "nível"
    case .puzzle: "puzzle"
    case .cell: "casa"
    case .command: "comando"
    case .page: "página"
    case .subcommand: "subcomando"
    case .arguments: "argumentos"
    case .options: "opções"
    case .position: "posição"
    case .digits: "dígitos"
    }
  }

  var anywhere: String {
    "Sempre disponíveis:"
  }

  var answersHeading: String {
    "Respostas (maiúsculas e espaços não contam):"
  }

  func noCommand(_ word: String, suggestion: String) -> String {
    "Não há nenhum comando «\(word)».\(suggestion) Escreva help para "
      + "ver a lista."
  }

  var commands: String {
    "Comandos:"
  }

  var also: String {
    "Também: "
  }

  var lessonPlacesDigits: String {
    "Respostas aqui: uma colocação como r3c5=7 "
  }

  var lessonRemovesCandidates: String {
    "Respostas aqui: eliminações como r1c7<>5 ou r1c789<>5 "
  }

  var moreHelp: String {
    "help all lista todos os comandos, help <comando> explica um; Tab completa "
      + "comandos, lições e casas; a seta para cima recupera linhas anteriores."
  }

  var answersLine: String {
    "Respostas: uma colocação como r3c5=7, ou eliminações como r1c7<>5, r1c789<>5 "
  }

  var answersRule: String {
    "Uma resposta está certa quando cada parte dela é uma colocação ou eliminação de alguma "
      + "ocorrência da técnica da lição, na grelha tal como é mostrada. O que não se consegue "
      + "ler e uma resposta do tipo errado não contam; tudo o resto é a sua primeira resposta."
  }

  func studyLevel(_ levels: [String]) -> String {
    "um puzzle novo desse nível, \(listed(levels, or: true)) (já preparado)"
  }

  var studyPuzzleUsage: String {
    "study <puzzle ou linha da biblioteca>"
  }

  var studyPuzzle: String {
    "um puzzle seu, antes verificado e classificado"
  }

  var studyResume: String {
    "o jogo aberto ou guardado, ou um novo (médio)"
  }

  var studyReview: String {
    "depois de resolver: em que assentou cada jogada, e o que praticar"
  }

  var studyMoves: String {
    "colocar dígitos, eliminar candidatos (vários)"
  }

  func studyHeading(dash: String) -> String {
    "study \(dash) um puzzle inteiro com as \(techniqueCount) técnicas, guardado a cada jogada."
  }

  func studyRules(caps: String, idleMinutes: Int) -> String {
    "Um dígito que repete outro da sua linha, coluna ou caixa é recusado e conta como "
      + "erro; qualquer outro fica até que check ou uma dica o encontre. Revelações por jogo: "
      + caps + "; undo recua até \(counted(StudyGame.undoLimit, .move)), r3c5=0 apaga um "
      + "dígito. O tempo só conta enquanto o puzzle está aberto (cada pausa conta no máximo "
      + "\(counted(idleMinutes, .minute))). lesson, drill e review deixam o puzzle guardado; "
      + "quit também. Antes de um jogo novo substituir um jogo por acabar, o shell pede "
      + "confirmação (--yes num script)."
  }

  var answerExamples: String {
    """
      colocação     r3c5=7   r3c5:7
      eliminação    r3c5<>7  r3c5-7  -7r3c5
      várias        r1c789<>5 (r1c7, r1c8 e r1c9)   r12c1<>3   r8c7<>39
                    r1c7<>5 r2c7<>5
    """
  }
}
