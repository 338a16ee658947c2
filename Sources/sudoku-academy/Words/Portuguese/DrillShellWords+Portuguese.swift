import Academy
import SudokuCore

struct PortugueseDrillShellWords: DrillShellWords {
  var reviewPrompt: String {
    "revisão"
  }

  func masteryEarned(meter: String) -> String {
    "  Domínio \(meter). Escreva drill para o seguinte."
  }

  func noMasteryStep(reason: String?) -> String {
    "  Desta vez não há passo de domínio: \(reason ?? "não foi a sua primeira resposta"). "
      + "Escreva drill para o seguinte."
  }

  func nextReview(technique: Technique, name: String, when: String) -> String {
    "  Próxima revisão \(technique.gender == .feminine ? "da" : "do") \(name): \(when)."
  }

  var noMoreHints: String {
    "Não há mais dicas para este exercício: escreva show para ver uma ocorrência "
      + "completa, ou skip para avançar."
  }

  func moreOnThisBoard(more: String) -> String {
    "  (\(more) nesta grelha.)"
  }

  var skipped: String {
    "Exercício saltado. Escreva drill para o seguinte."
  }

  var answerWhenReady: String {
    "  Responda quando quiser (este exercício já não dá passo de domínio)."
  }

  var drillClosed: String {
    "Este exercício está fechado. Escreva drill para o seguinte."
  }

  var nextFlag: String {
    "a seguir"
  }

  var reviewDueFlag: String {
    "revisão pendente"
  }

  func whichLesson(count: Int) -> String {
    "Que lição? Escreva lesson 1 a \(count), ou um nome como lesson pointing."
  }

  var guideShowsMore: String {
    "(guide mostra a lição completa: a ideia, como encontrar o padrão, um exemplo "
      + "resolvido.)"
  }

  var nothingToReview: String {
    "A revisão mistura as lições que já começou; ainda não começou nenhuma. Comece "
      + "com lesson 1."
  }

  var boardBringsTheDrillBack: String {
    "Escreva board para voltar a ver o exercício."
  }

  var boardBringsThePuzzleBack: String {
    "Escreva board para voltar a ver o seu puzzle."
  }

  func practiseLesson(number: Int) -> String {
    "Escreva lesson \(number) para a praticar."
  }

  func noLesson(_ word: String) -> String {
    "Não há nenhuma lição «\(word)»."
  }

  func lessonRange(count: Int, list: String) -> String {
    " As lições são de 1 a \(count): \(list)."
  }

  var reviewExample: String {
    "r1c7<>5 ou r3c5=7"
  }

  func reviewClosing(number: Int, technique: String, command: String) -> String {
    "A revisão \(number) foi preparada para \(technique); reconstrua-a com "
      + "\(command)."
  }

  var placeADigit: String {
    "coloque um dígito"
  }

  var removeACandidate: String {
    "elimine um candidato"
  }

  var drillWord: String {
    "Exercício"
  }

  var reviewWord: String {
    "Revisão"
  }

  var seedWord: String {
    "semente"
  }

  var findAStep: String {
    "encontre um passo"
  }

  var answerLike: String {
    "responda como"
  }

  var like: String {
    "como"
  }

  func mastered(_ technique: Technique, next: Technique?) -> String {
    let following = next.map { "A seguir: lição \($0.number), \($0.nameInSentence)." }
    let mastered = technique.gender == .feminine ? "dominada" : "dominado"
    return
      "\(technique.title) \(mastered). \(following ?? "Dominou as \(techniqueCount) técnicas — parabéns.")"
  }
}
