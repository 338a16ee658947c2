import Academy
import CEditLine
import SudokuCore

extension Shell {
  /// The words Tab may put in place of the word being typed, given the text before the cursor.
  func completions(before text: String) -> [String] {
    speaking { completing(before: text) }
  }

  private func completing(before text: String) -> [String] {
    // A yes/no question takes yes or no, not a command (sim or não when asked in Portuguese).
    if asking {
      return Language.current.shellWords.yesAndNo
    }
    let endsWithSpace = text.last == " " || text.last == "\t"
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let current = endsWithSpace ? "" : words.last ?? ""
    let previous = endsWithSpace ? words : Array(words.dropLast())
    if previous.isEmpty && !ShellInput.looksLikeAnswer(current) {
      // A word that starts with r may become a command (review, rules) or a cell (r3c5).
      let commands = ShellCommand.allWords
      return current.lowercased().hasPrefix("r")
        ? commands + cellCompletions(current.lowercased()) : commands
    }
    if let first = previous.first, let command = ShellCommand(word: first) {
      guard previous.count == 1 else { return [] }
      let completion = command.declaration.completion
      guard completion == .emptyCells else { return completion.words }
      // `hint r3c5` in a study game: the empty cells, without an answer's operators.
      guard focus.activity?.kind == .study, let grid = focus.activity?.grid else { return [] }
      return grid.emptyCells.map(\.description)
    }
    return cellCompletions(current.lowercased())
  }

  /// Inside an answer: empty cells (`r3c5`), then the cell with its operator and each candidate
  /// (`r3c5<>2`, `r3c5<>7`); where both forms are answers (study, review), both.
  func cellCompletions(_ word: String) -> [String] {
    guard let open = focus.activity else { return [] }
    let grid = open.grid
    let characters = Array(word)
    if characters.count >= 4, let cell = Notation.parseCell(String(characters.prefix(4))),
      grid.isEmpty(cell)
    {
      let rest = String(characters.dropFirst(4))
      let allowed = open.answerOperators
      // The form being typed, else each usual form (`=`, `<>`) this board takes.
      let typed = allowed.first { !rest.isEmpty && (rest.hasPrefix($0) || $0.hasPrefix(rest)) }
      let forms = typed.map { [$0] } ?? allowed.filter { $0 == "=" || $0 == "<>" }
      return forms.flatMap { form in
        // `+` writes marks (notes mode): the digits not marked yet, not those that are.
        let digits =
          form == "+"
          ? DigitSet.all.subtracting(grid.candidates(at: cell)) : grid.candidates(at: cell)
        return digits.map { "\(cell)\(form)\($0)" }
      }
    }
    return grid.emptyCells.map(\.description)
  }
}

func fflushStandardOutput() {
  cedit_flush_stdout()
}
