import Academy
import SudokuCore

struct PortugueseBoardWords: BoardWords {
  var label: String {
    "Marcas:"
  }

  var given: String {
    "pista"
  }

  var placed: String {
    "colocado"
  }

  var patternCell: String {
    "casa do padrão"
  }

  var target: String {
    "alvo"
  }

  var removed: String {
    "candidato eliminado"
  }

  func exampleTooNarrow(needed: Int, columns: Int) -> String {
    "A grelha do exemplo precisa de um terminal com \(needed) colunas de largura (este tem "
      + "\(columns)); o texto abaixo percorre-a."
  }

  func tooNarrow(needed: Int, columns: Int) -> String {
    "Esta grelha precisa de um terminal com \(needed) colunas de largura (este tem "
      + "\(columns)): alargue-o, e board mostra a grelha de novo."
  }

  var yourMarks: String { "as suas notas (notes on)" }

  func digitViewOfMarks(digit: Int, placed: Int, marked: Int) -> String {
    "Dígito \(digit): [\(digit)] pista, (\(digit)) colocado (\(placed) de 9 ao todo), "
      + "\(digit) nas suas notas (\(counted(marked, .cell)))"
  }

  func digitView(digit: Int, placed: Int, open: Int) -> String {
    "Dígito \(digit): [\(digit)] pista, (\(digit)) colocado (\(placed) de 9 ao todo), "
      + "\(digit) como candidato (\(counted(open, .cell)))"
  }
}
