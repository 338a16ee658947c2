import SudokuCore

/// An XYZ-Wing's pattern as the academy reads it.
extension XYZWing: PatternTeaching {
  /// Each of the three cells shows exactly its digits: what it lost besides them.
  func neededGone(on grid: Grid) -> [Candidate] {
    cells.flatMap { candidates(otherThan: grid.candidates(at: $0), in: [$0]) }
  }

  var region: [(Cell, DigitSet)] { cells.map { ($0, .all) } }

  /// The pincers (the pivot is the rest).
  var endCells: [Cell] { pincers }

  /// The pincers with the pivot digit each pairs with z, at this turn (a study chain may have
  /// removed other candidates before it).
  private func pincerDigits(on board: Grid, after chain: [Step]) -> [(cell: Cell, other: Int)] {
    var grid = board
    for earlier in chain {
      for candidate in earlier.eliminations { grid.eliminate(candidate) }
    }
    return pincers.map { pincer in
      (pincer, grid.candidates(at: pincer).subtracting([z]).first ?? 0)
    }
  }

  func englishReason(_ reason: ReasonParts) -> String {
    let pincers = pincerDigits(on: reason.board, after: reason.chain)
    let sees = pincers.map { "\($0.cell), which shows only \(digitList([$0.other, z]))" }
    return "\(pivot) shows only \(digitList(digits)); it sees \(sees[0]), and "
      + "\(sees[1])\(reason.aside). If \(pivot) is \(pincers[0].other), \(pincers[0].cell) is "
      + "\(z); if it is \(pincers[1].other), \(pincers[1].cell) is \(z); if it is \(z), it is "
      + "the \(z) itself. Either way one of the three is \(z), so no cell that sees all three "
      + "can be \(z): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let pincers = pincerDigits(on: reason.board, after: reason.chain)
    let sees = pincers.map { "\($0.cell), que só mostra \(digitList([$0.other, z]))" }
    return "\(pivot) só mostra \(digitList(digits)); vê \(sees[0]), e \(sees[1])"
      + "\(reason.aside). Se \(pivot) for \(pincers[0].other), \(pincers[0].cell) será \(z); se "
      + "for \(pincers[1].other), \(pincers[1].cell) será \(z); se for \(z), é ela o \(z). Em "
      + "qualquer dos casos, uma das três é \(z), por isso nenhuma casa que veja as três pode "
      + "ser \(z): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    XYZWingWords.patternCandidate(candidate, self)
  }
}
