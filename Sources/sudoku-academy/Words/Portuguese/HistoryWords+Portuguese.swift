import Academy
import SudokuCore

struct PortugueseHistoryWords: HistoryWords {
  func couldNotRead(path: String) -> String {
    "não foi possível ler \(path); ficou como estava e "
  }

  func tooLarge(path: String, size: Int, limit: Int, kept: String) -> String {
    "histórico: \(path) tem \(size) bytes, mais do que os "
      + "\(DurableFileError.bytes(limit)) que um histórico pode ter; foi guardado como "
      + "\(kept), sem ser lido, e começou um histórico novo"
  }

  func foreign(path: String, kept: String) -> String {
    "histórico: \(path) não foi escrito pelo sudoku-academy; foi guardado como \(kept) e "
      + "começou um histórico novo"
  }

  func couldNotSave(path: String, error: String) -> String {
    "histórico: não foi possível guardar em \(path) (\(error)); o ficheiro anterior "
      + "ficou como estava"
  }

  var prefix: String {
    "histórico: "
  }

  var sessionOnly: String {
    "o histórico só fica guardado durante esta sessão"
  }

  func writing(_ path: String) -> String {
    "ao escrever \(path)"
  }
}
