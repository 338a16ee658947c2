import Academy
import SudokuCore

struct PortugueseScreenFitWords: ScreenFitWords {
  func nextPart(part: Int, count: Int, dash: String) -> String {
    "\(dash) Enter para a parte \(part) de \(count) \(dash)"
  }

  func nextGuidePart(command: String, part: Int, count: Int, dash: String) -> String {
    "\(dash) Enter ou \(command.keptTogether) para a parte \(part) de \(count) \(dash)"
  }

  func notAGuidePart(_ word: String, key: String, count: Int) -> String {
    count == 1
      ? "guide \(key) tem uma só parte neste ecrã, e não «\(word)»."
      : "guide \(key) tem \(count) partes neste ecrã: de 1 a \(count), e não «\(word)»."
  }

  var oneDigitAtATime: String {
    "Entretanto, " + "board 1".keptTogether + " a " + "board 9".keptTogether
      + " mostram um dígito de cada vez."
  }

  func boxesShown(_ boxes: Int, needed: Int) -> String {
    (boxes == 1
      ? "(Só a primeira caixa de cada linha" : "(Só as primeiras \(boxes) caixas de cada linha")
      + ": a grelha inteira precisa de um terminal com \(needed) colunas.)"
  }
}
