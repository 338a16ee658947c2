import SudokuCore

/// A 2-String Kite's pattern as the academy reads it.
extension TwoStringKite: PatternTeaching {
  func neededGone(on grid: Grid) -> [Candidate] {
    [row, column].flatMap(\.cells).map { Candidate($0, digit) }
  }

  var region: [(Cell, DigitSet)] { placesOf([row, column], [digit]) }

  /// The ends (its box cells are the rest).
  var endCells: [Cell] { ends.sorted() }

  func englishReason(_ reason: ReasonParts) -> String {
    let (rowCells, columnCells) = linkCells
    return "\(Phrasing.capitalized(row.spelledOut)) holds its \(plural(digit)) only in "
      + "\(listed(rowCells)), and \(column.spelledOut) only in \(listed(columnCells))"
      + "\(reason.aside); \(listed(boxCells.map(\.description))) share \(box.spelledOut), so "
      + "at most one of them is \(digit). The row and the column each need their \(digit), so "
      + "one of the other two cells, \(listed(ends.map(\.description), or: true)), is \(digit), "
      + "and \(target), which sees both, cannot be: \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let (rowCells, columnCells) = linkCells
    return "\(Phrasing.capitalized(StepWords.houses([row], .none))) só tem o \(digit) em "
      + "\(listed(rowCells)), e \(StepWords.houses([column], .none)) só em "
      + "\(listed(columnCells))\(reason.aside); \(listed(boxCells.map(\.description))) "
      + "partilham \(StepWords.houses([box], .none)), por isso no máximo uma delas é \(digit). "
      + "A linha e a coluna precisam cada uma do seu \(digit), por isso uma das outras duas "
      + "casas, \(listed(ends.map(\.description), or: true)), é \(digit), e \(target), que vê "
      + "as duas, não pode ser \(digit): \(reason.result)."
  }

  /// The row's two cells and the column's, each pair in board order.
  private var linkCells: ([String], [String]) {
    (
      [boxCells[0], ends[0]].sorted().map(\.description),
      [boxCells[1], ends[1]].sorted().map(\.description)
    )
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    TwoStringKiteWords.patternCandidate(candidate, self)
  }
}
