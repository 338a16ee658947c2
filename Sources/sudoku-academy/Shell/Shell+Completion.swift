import CEditLine
import SudokuCore

extension Shell {
  /// The words Tab may put in place of the word being typed, given the text before the cursor.
  func completions(before text: String) -> [String] {
    let endsWithSpace = text.last == " " || text.last == "\t"
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let current = endsWithSpace ? "" : words.last ?? ""
    let previous = endsWithSpace ? words : Array(words.dropLast())
    if previous.isEmpty && !ShellInput.looksLikeAnswer(current) && current.first != "r" {
      return ShellCommand.allCases.map(\.rawValue)
    }
    if let first = previous.first, let command = ShellCommand(rawValue: first.lowercased()) {
      return previous.count == 1 ? command.argumentWords : []
    }
    return cellCompletions(current.lowercased())
  }

  /// Inside an answer: empty cells (`r3c5`), then the cell with its operator and each candidate
  /// (`r3c5<>2`, `r3c5<>7`).
  func cellCompletions(_ word: String) -> [String] {
    let studyGrid = studyOpen ? studyGame?.board : nil
    guard let grid = studyGrid ?? drill?.drill.grid else { return [] }
    let placing = studyGrid != nil || (drill?.drill.technique.placesDigits ?? false)
    let characters = Array(word)
    if characters.count >= 4, let cell = Notation.parseCell(String(characters.prefix(4))),
      grid.isEmpty(cell)
    {
      let rest = String(characters.dropFirst(4))
      let operators = placing ? ["=", ":"] : ["<>", "-"]
      let op = operators.first { rest.hasPrefix($0) } ?? operators[0]
      return grid.candidates(at: cell).map { "\(cell)\(op)\($0)" }
    }
    return grid.emptyCells.map(\.description)
  }
}

func fflushStandardOutput() {
  cedit_flush_stdout()
}
