import SudokuCore

struct PortugueseGameReviewWords: GameReviewWords {
  private let grammar = PortugueseGrammar()

  var heading: String { "Revisão do seu jogo" }

  var noLog: String {
    "As jogadas deste jogo não foram registadas (foi guardado por uma versão anterior do "
      + "Sudoku Academy, ou o registo não se lê), por isso não há jogadas para rever. Os jogos "
      + "que jogar a partir de agora guardam-no."
  }

  var logNotWhole: String {
    "O registo guarda só as primeiras \(GameLog.capacity) jogadas do jogo; a revisão cobre essas."
  }

  func tally(_ items: [String]) -> String {
    items.isEmpty
      ? "Não colocou nem eliminou nada sem ajuda: todos os passos vieram de revelações."
      : "Em que assentaram as suas jogadas: " + items.joined(separator: "; ") + "."
  }

  func placed(_ count: Int) -> String { "\(count) \(count == 1 ? "colocado" : "colocados")" }

  func removed(_ count: Int) -> String { "\(count) \(count == 1 ? "eliminado" : "eliminados")" }

  func guesses(_ count: Int) -> String {
    count == 0
      ? "Palpites: nenhum; cada dígito que colocou estava forçado quando o colocou."
      : "Palpites: \(count), dígitos que nada do curso forçava ainda quando os colocou."
  }

  func mistakes(_ count: Int) -> String {
    "Erros: \(count) (um dígito errado, ou o próprio dígito da solução eliminado)."
  }

  func unjustified(_ count: Int) -> String {
    "\(grammar.capitalized(grammar.count(count, .candidate))) "
      + (count == 1
        ? "eliminado antes de alguma técnica o justificar."
        : "eliminados antes de alguma técnica os justificar.")
  }

  func hardest(needed: Technique?, found: Technique?) -> String {
    let neededName = needed?.nameInSentence ?? "nenhuma"
    guard let found else {
      return "A técnica mais difícil de que o jogo precisava: \(neededName); não encontrou "
        + "nenhum passo sem ajuda."
    }
    return "A técnica mais difícil de que o jogo precisava: \(neededName); a mais difícil que "
      + "encontrou sem ajuda: \(found.nameInSentence)."
  }

  func beyondTheCurriculum(found: Technique?) -> String {
    "O jogo vai além das \(grammar.techniqueCount) técnicas"
      + (found.map { "; a mais difícil que encontrou sem ajuda: \($0.nameInSentence)." } ?? ".")
  }

  func wait(at time: String, lasting: String, wayOn: String?) -> String {
    "Aos \(time) esperou \(lasting); "
      + (wayOn.map { "o caminho era \($0)." } ?? "o curso não tinha passo seguinte ali.")
  }

  func hints(_ list: String) -> String { "Dicas: \(list)." }
  var noHints: String { "Nenhuma dica." }
  func reveals(_ list: String) -> String { "Revelações: \(list)." }
  var noReveals: String { "Nenhuma revelação." }

  func helpAt(_ name: String?, _ time: String) -> String {
    name.map { "\($0) aos \(time)" } ?? "uma verificação aos \(time)"
  }

  var keyMomentsHeading: String { "Momentos-chave" }

  func guessMoment(at time: String, _ move: String, forcedAfter: Int?, wayOn: String?) -> String {
    let after =
      forcedAfter.map { " Passou a ser um único \(grammar.count($0, .move)) depois." }
      ?? " Nunca chegou a ser um único antes do fim."
    return "\(time): \(move) foi um palpite; nada do curso o forçava então.\(after)"
      + (wayOn.map { " O caminho era \($0)." } ?? "")
  }

  func waitMoment(at time: String, lasting: String, wayOn: String?) -> String {
    "\(time): esperou \(lasting)."
      + (wayOn.map { " O caminho era \($0)." } ?? " O curso não tinha passo seguinte ali.")
  }

  func hintMoment(at time: String, named: String?, wayOn: String?) -> String {
    guard let named else { return "\(time): pediu uma verificação." }
    return "\(time): pediu uma dica; apontou para \(named)."
  }

  func practise(_ name: String, lesson: Int, because: String) -> String {
    "Pratique \(name) (escreva lesson \(lesson)): \(because)."
  }

  func neededHints(_ count: Int) -> String {
    "precisou de \(grammar.count(count, .hint)) para isso"
  }
  var wasTheWayOnWhenYouWaited: String { "era o caminho quando esperou mais tempo" }
  var youGuessedPastIt: String { "deu palpites quando era o caminho" }

  var nothingToPractise: String {
    "Nada a praticar deste jogo: nenhuma dica, nenhuma espera longa e nenhum palpite."
  }

  func praise(_ name: String, times: Int) -> String {
    "Bem jogado: encontrou \(name) sem ajuda \(times) vezes."
  }

  func movesHeading(_ count: Int) -> String { "Todas as jogadas (\(count))" }

  func basis(_ basis: GameReview.Basis) -> String {
    switch basis {
    case .single(let technique): technique.nameInSentence
    case .chain(let hardest, _):
      "um único depois de \(hardest.phrase)"
    case .guess(let after):
      "palpite" + (after.map { ", um único \(grammar.count($0, .move)) depois" } ?? "")
    case .justified(let technique): technique.nameInSentence
    case .notJustified: "ainda não justificado"
    case .mistake: "erro"
    case .undone: "desfeito"
    }
  }

  var revealWord: String { "revelação" }

  func hintNamed(_ phrase: String) -> String { "apontou para \(phrase)" }

  var checkHint: String { "uma verificação, ou um erro a corrigir" }

  var offer: String { "Escreva study review para ver em que assentou cada uma das suas jogadas." }

  var finishFirst: String {
    "A revisão vem quando o jogo termina: revelaria o que ainda falta encontrar. Resolva o "
      + "puzzle e escreva study review."
  }

  var noFinishedGame: String {
    "Não há jogo terminado para rever: resolva um puzzle de estudo (study começa um) e escreva "
      + "study review."
  }
}
