import SudokuCore

struct PortugueseChallengeWords: ChallengeWords {
  func title(_ number: Int) -> String { "Desafio \(number)" }
  func name(_ number: Int) -> String { "desafio \(number)" }
  func described(clues: String, needs: String) -> String { "\(clues) pistas, pede \(needs)" }

  func needs(_ difficulty: Difficulty) -> String {
    switch difficulty {
    case .easy, .medium: "só únicos"
    case .hard: "apontamento, reivindicação ou um par nu"
    case .expert: "um X-Wing"
    case .master: "uma técnica para lá do X-Wing"
    case .grandmaster: "uma técnica para lá do XY-Wing"
    }
  }

  func rule(three: String, two: String, one: String, dash: String) -> String {
    "sem erros nem dicas \(three), 1\(dash)3 \(two), 4 ou mais \(one)"
  }

  func started(title: String, clues: Int, needs: String, rule: String) -> String {
    "\(title): \(clues) pistas, pede \(needs). Estrelas: \(rule). Escreva jogadas como r3c5=7 ou "
      + "r1c7<>5; hint se não souber avançar."
  }

  func resumed(_ name: String, described: String) -> String {
    "Retomou o seu \(name) por acabar (\(described))."
  }

  func locked(_ number: Int, next: Int?) -> String {
    let first = next.map { "; challenge joga o nível \($0), o primeiro ainda por resolver" } ?? ""
    return "O nível \(number) do desafio abre quando o nível \(number - 1) estiver "
      + "resolvido\(first)."
  }

  func notALevel(_ word: String, count: Int) -> String {
    "Não há nenhum nível de desafio «\(word)»: os níveis vão de 1 a \(count) (challenge sozinho "
      + "joga o primeiro ainda por resolver)."
  }

  func allSolved(count: Int) -> String {
    "Todos os níveis do desafio estão resolvidos. challenge 1 a \(count) volta a jogar um deles, "
      + "por mais estrelas."
  }

  func newBest(_ number: Int, was stars: String) -> String {
    " Novo recorde do nível \(number) (era \(stars))."
  }
  func best(_ number: Int, stars: String) -> String { " Recorde do nível \(number): \(stars)." }
  func opened(_ number: Int, described: String) -> String {
    " O nível \(number) está aberto (\(described))."
  }
  func playNext(_ number: Int) -> String { " Escreva challenge para jogar o nível \(number)." }
  var ladderSolved: String { " Todos os níveis da escada estão resolvidos." }

  func waiting(_ name: String) -> String {
    "O seu \(name) por acabar está guardado: escreva challenge para o retomar."
  }
  var reset: String { "Os registos do desafio foram apagados: a escada recomeça no nível 1." }

  var commandSummary: String { "uma escada de puzzles que dão estrelas" }
  var playedAsStudy: String {
    "um nível da escada de desafios, jogado da mesma maneira, por estrelas"
  }

  func commandDetails(count: Int, first: Int, last: Int) -> String {
    "a escada de desafios: \(count) níveis de \(first) pistas até \(last), primeiro só com únicos, "
      + "com um X-Wing nos últimos. challenge retoma o seu jogo de desafio ou abre o primeiro "
      + "nível ainda por resolver; challenge N joga um nível aberto (um puzzle novo). Uma "
      + "resolução vale 3 estrelas sem erros, dicas nem revelações, 2 com 1 a 3, 1 com mais; fica "
      + "a melhor e abre-se o nível seguinte"
  }

  var ladderOpening: String { "Desafio: " }
  func nextLevel(_ number: Int, described: String, count: Int) -> String {
    "a seguir, o nível \(number) de \(count) (\(described))"
  }
  func everyLevelSolved(count: Int) -> String { "os \(count) níveis resolvidos" }
}
