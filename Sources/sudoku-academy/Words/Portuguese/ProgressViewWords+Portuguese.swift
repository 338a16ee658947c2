import Academy
import SudokuCore

struct PortugueseProgressViewWords: ProgressViewWords {
  func nextLesson(number: Int, name: String) -> String {
    "A seguir: lição \(number), \(name)."
  }

  var allMastered: String {
    "Dominou as \(techniqueCount) técnicas."
  }

  var reviewLabel: String {
    "Revisões: "
  }

  var best: String {
    "melhor"
  }

  func levelName(_ level: Difficulty) -> String {
    StudyLevel(level).name
  }

  var studyLabel: String {
    "Estudo: "
  }

  func ladderHanging(label: String) -> String {
    ProgressView.hanging(label)
  }

  var faster: String {
    "a acelerar"
  }

  var slower: String {
    "a abrandar"
  }

  func recentGames(_ count: Int, guesses: String, found: String?) -> String {
    let games = count == 1 ? "Último jogo: " : "Últimos \(count) jogos: palpites por jogo "
    let tail =
      found.map {
        "; a técnica mais difícil que encontrou sem ajuda" + (count == 1 ? ": " : " ") + $0
      } ?? "; nenhum passo encontrado sem ajuda"
    return games + guesses + tail + "."
  }

  func guessCount(_ count: Int) -> String { count == 1 ? "1 palpite" : "\(count) palpites" }

  var fewer: String { "menos" }
  var more: String { "mais" }
  var harder: String { "mais difícil" }
  var easier: String { "mais fácil" }

  var steady: String {
    "estável"
  }

  var dueNow: String {
    "pendente"
  }

  var dueWithinADay: String {
    "dentro de um dia"
  }

  func dueIn(days: Int) -> String {
    "daqui a \(days) dias"
  }

  var columns: ProgressView.Columns {
    ProgressView.Columns(
      technique: "Técnica", mastery: "Domínio", drills: "Exerc.", firstTry: "1.ª tent.",
      time: "Tempo", trend: "Tendência", last: "Última vez", never: "nunca",
      title: Technique.allCases.map { DisplayWidth.of($0.title) }.max()!, drillsWidth: 8,
      firstTryWidth: 10)
  }

  func answerTime(_ seconds: Double) -> String {
    // A minute or more as a clock (`3:05`, not `3 min 5 s`): the column stays seven wide.
    guard seconds.isFinite, seconds >= 59.5 else { return TimeWords.duration(seconds) }
    return TimeWords.clock(Int(min(seconds, 1e12).rounded()))
  }
}
