import SudokuCore

/// A W-Wing's pattern as the academy reads it.
extension WWing: PatternTeaching {
  /// The two cells show exactly the wing's digits, and the link's house its digit only in the
  /// link's two cells.
  func neededGone(on grid: Grid) -> [Candidate] {
    candidates(otherThan: digits, in: cells)
      + link.cells.filter { !linkCells.contains($0) }.map { Candidate($0, linkDigit) }
  }

  var region: [(Cell, DigitSet)] { cells.map { ($0, .all) } + placesOf([link], [linkDigit]) }

  /// The link's two cells (the two cells showing the pair are the rest).
  var endCells: [Cell] { linkCells.sorted() }

  func englishReason(_ reason: ReasonParts) -> String {
    let pair = listed(cells.map(\.description))
    return "\(pair) show only \(digitList(digits)); \(link.spelledOut) holds its "
      + "\(plural(linkDigit)) only in \(linkCells[0]), which sees \(cells[0]), and "
      + "\(linkCells[1]), which sees \(cells[1])\(reason.aside). If neither \(cells[0]) nor "
      + "\(cells[1]) were \(removed), both would be \(linkDigit), and neither \(linkCells[0]) nor "
      + "\(linkCells[1]) could be: \(link.spelledOut) would have no \(linkDigit). So one of them "
      + "is \(removed), and no cell that sees both can be \(removed): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let pair = listed(cells.map(\.description))
    let house = StepWords.houses([link], .none)
    return "\(pair) só mostram \(digitList(digits)); \(house) só tem o \(linkDigit) em "
      + "\(linkCells[0]), que vê \(cells[0]), e em \(linkCells[1]), que vê \(cells[1])"
      + "\(reason.aside). Se nem \(cells[0]) nem \(cells[1]) fossem \(removed), seriam ambas "
      + "\(linkDigit), e nem \(linkCells[0]) nem \(linkCells[1]) o poderiam ser: \(house) ficaria "
      + "sem \(linkDigit). Por isso uma delas é \(removed), e nenhuma casa que veja as duas pode "
      + "ser \(removed): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    WWingWords.patternCandidate(candidate, self)
  }
}
