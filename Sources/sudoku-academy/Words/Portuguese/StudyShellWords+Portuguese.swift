import Academy
import SudokuCore

struct PortugueseStudyShellWords: StudyShellWords {
  var noGameToGoBackTo: String {
    "Não há nenhum jogo de estudo a que voltar. Escreva study para começar um."
  }

  var alreadyOpen: String {
    "O puzzle já está aberto; board mostra-o de novo."
  }

  var practiseWithoutGame: String {
    "practise abre a lição da técnica que uma dica de estudo indicou; não há nenhum "
      + "jogo de estudo aberto."
  }

  var noTechniqueNamed: String {
    "Nenhuma dica indicou ainda uma técnica: escreva primeiro hint, e depois practise "
      + "abre a lição dela."
  }

  var puzzleSaved: String {
    "O seu puzzle está guardado: escreva back para voltar a ele."
  }

  func newGameOfLevel(level: Difficulty) -> String {
    "um jogo novo de nível \(StudyLevel(level).name)"
  }

  var thePastedOne: String {
    "o puzzle colado"
  }

  func studyUsageTail(some: String, last: String) -> String {
    " study aceita \(some) ou \(last), ou um puzzle (81 dígitos, ou uma linha da "
      + "biblioteca)."
  }

  var backToYourPuzzle: String {
    "De volta ao seu puzzle."
  }

  func resumed(level: String) -> String {
    "O seu jogo guardado (\(level)) foi retomado."
  }

  var newMediumPuzzle: String {
    "Um puzzle novo de nível \(StudyLevel.medium.name) (study easy, hard, expert, "
      + "master ou grandmaster para outro nível)."
  }

  func openElsewhere(path: String) -> String {
    "O seu jogo de estudo (\(path)) está aberto noutro shell do sudoku-academy; termine-o "
      + "ou saia dele lá primeiro."
  }

  func unfinishedGame(_ name: String) -> String {
    "o seu jogo por acabar (\(name))"
  }

  func wouldReplace(old: String, byNew: String, what: String) -> String {
    "Isto substituiria \(old) \(byNew); escreva \(what) --yes para o substituir, ou "
      + "study para o retomar. Nada foi substituído."
  }

  func replaceQuestion(old: String, byNew: String) -> String {
    "Substituir \(old) \(byNew)? Escreva sim para confirmar: "
  }

  var nothingReplaced: String {
    "Nada foi substituído; study retoma o seu jogo."
  }

  func replacedWith(_ new: String) -> String {
    por(new)
  }

  func noLevel(_ word: String) -> String {
    "Não há nenhum nível «\(word)»."
  }

  func promptLabel(level: String) -> String {
    "estudo \(level)"
  }

  var unsaved: String {
    "; o jogo continua nesta sessão, sem ser guardado."
  }

  var noteUsage: String {
    "note aceita uma casa e as suas notas, como note r3c5 47 (o mesmo que r3c5+47)."
  }

  func notesClearNeedsCells(_ word: String?) -> String {
    "notes clear aceita casas, como notes clear r3c5" + (word.map { ", e não «\($0)»." } ?? ".")
  }

  func hintNeedsACell(_ word: String) -> String {
    "hint aceita uma casa, como hint r3c5, e não «\(word)»; hint sozinho dá o próximo passo da "
      + "grelha."
  }

  func needsACell(name: String) -> String {
    "\(name) precisa de uma casa, como \(name) r3c5."
  }

  var stepsGiveUp: String {
    "steps antes de resolver abandona este jogo (sem registo, e não poderá ser "
      + "retomado); num script, escreva steps --yes. O jogo não foi abandonado."
  }

  var giveUpQuestion: String {
    "Abandonar este jogo e ver os passos? Escreva sim para confirmar: "
  }

  var nothingGivenUp: String {
    "O jogo não foi abandonado."
  }

  var noStepApplies: String {
    "Nenhum passo das \(techniqueCount) técnicas se aplica a partir daqui."
  }

  var stepsHeading: String {
    "Passos (notação HoDoKu):"
  }

  var givenUp: String {
    "Jogo abandonado: sem registo, e não será retomado. Escreva study para um novo."
  }

  func opening(_ game: StudyGame) -> String {
    let name = game.level.name
    let level =
      game.level == .beyondTheCurriculum
      ? "Puzzle colado: precisa de uma técnica além das \(techniqueCount), por isso as dicas param onde as "
        + "\(techniqueCount) param e não fica registo."
      : game.seed == nil
        ? "Puzzle colado, classificado como \(name)." : "Um puzzle novo de nível \(name)."
    return level + " Escreva jogadas como r3c5=7 ou r1c7<>5; hint quando não souber avançar."
  }

  func challengeGame(_ name: String) -> String {
    "o " + name
  }

  /// `por` before a Portuguese noun phrase, joined to its definite article: `pelo puzzle
  /// colado`, `pela …`, `por um jogo novo`.
  private func por(_ phrase: String) -> String {
    if phrase.hasPrefix("o ") { return "pelo " + phrase.dropFirst(2) }
    if phrase.hasPrefix("a ") { return "pela " + phrase.dropFirst(2) }
    if phrase.hasPrefix("os ") { return "pelos " + phrase.dropFirst(3) }
    if phrase.hasPrefix("as ") { return "pelas " + phrase.dropFirst(3) }
    return "por " + phrase
  }
}
