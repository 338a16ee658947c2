import SudokuCore

/// An Empty Rectangle's pattern as the academy reads it.
extension EmptyRectangle: PatternTeaching {
  /// The digit off the box's two lines in the box, and off the link in its line.
  func neededGone(on grid: Grid) -> [Candidate] {
    let offLines = box.cells.filter { !row.contains($0) && !column.contains($0) }
    let offLink = line.cells.filter { !link.contains($0) }
    return (offLines + offLink).map { Candidate($0, digit) }
  }

  var region: [(Cell, DigitSet)] { placesOf([box, line], [digit]) }

  /// The link's two cells (the box's cells are the rest).
  var endCells: [Cell] { link.sorted() }

  func englishReason(_ reason: ReasonParts) -> String {
    "\(Phrasing.capitalized(box.spelledOut)) shows \(digit) only in \(listed(boxCells.map(\.description))), "
      + "on \(row.spelledOut) and \(column.spelledOut), and \(line.spelledOut) holds it only in "
      + "\(link[0]) and \(link[1])\(reason.aside). If \(link[1]) is not \(digit), \(link[0]) is, "
      + "so \(box.spelledOut)'s \(digit) is off \(linkedLine.spelledOut), in "
      + "\(crossLine.spelledOut). \(target) sees \(link[1]) and \(box.spelledOut)'s cells in "
      + "\(crossLine.spelledOut), so it cannot be \(digit) either way: \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    "\(Phrasing.capitalized(StepWords.houses([box], .none))) só mostra o \(digit) em "
      + "\(listed(boxCells.map(\.description))), \(StepWords.houses([row, column], .in)), e "
      + "\(StepWords.houses([line], .none)) só o tem em \(link[0]) e \(link[1])\(reason.aside). "
      + "Se \(link[1]) não for \(digit), \(link[0]) é, e o \(digit) "
      + "\(StepWords.houses([box], .of)) fica fora \(StepWords.houses([linkedLine], .of)), "
      + "\(StepWords.houses([crossLine], .in)). \(target) vê \(link[1]) e as casas "
      + "\(StepWords.houses([box], .of)) \(StepWords.houses([crossLine], .in)), por isso não pode "
      + "ser \(digit) em nenhum caso: \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    EmptyRectangleWords.patternCandidate(candidate, self)
  }
}
