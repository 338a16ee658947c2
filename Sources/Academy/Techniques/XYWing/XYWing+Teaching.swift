import SudokuCore

/// An XY-Wing's pattern as the academy reads it.
extension XYWing: PatternTeaching {
  /// Each of the three cells shows exactly two digits: what it lost besides them.
  func neededGone(on grid: Grid) -> [Candidate] {
    cells.flatMap { candidates(otherThan: grid.candidates(at: $0), in: [$0]) }
  }

  var region: [(Cell, DigitSet)] { cells.map { ($0, .all) } }

  /// The pincers (the pivot is the rest).
  var endCells: [Cell] { pincers }

  /// The pincers with the pivot digit each shares, at this turn: a study chain may have removed
  /// other candidates before it.
  private func pincerDigits(on board: Grid, after chain: [Step]) -> [(cell: Cell, shared: Int)] {
    var grid = board
    for earlier in chain {
      for candidate in earlier.eliminations { grid.eliminate(candidate) }
    }
    return pincers.map { pincer in
      (cell: pincer, shared: grid.candidates(at: pincer).intersection(pivotDigits).first ?? 0)
    }
  }

  func englishReason(_ reason: ReasonParts) -> String {
    let pincers = pincerDigits(on: reason.board, after: reason.chain)
    let sees = pincers.map { "\($0.cell), which shows only \(digitList([$0.shared, z]))" }
    let cases = pincers.map { "\($0.cell) is \(z)" }
    return "\(pivot) shows only \(digitList(pivotDigits)); it sees "
      + "\(sees[0]), and \(sees[1])\(reason.aside). "
      + "If \(pivot) is \(pincers[0].shared), \(cases[0]); if it is \(pincers[1].shared), "
      + "\(cases[1]). Either way one of them is \(z), so no cell that sees both "
      + "\(listed(self.pincers.map(\.description))) can be \(z): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let pincers = pincerDigits(on: reason.board, after: reason.chain)
    let sees = pincers.map { "\($0.cell), que só mostra \(digitList([$0.shared, z]))" }
    let cases = pincers.map { "\($0.cell) será \(z)" }
    return "\(pivot) só mostra \(digitList(pivotDigits)); vê \(sees[0]), e "
      + "\(sees[1])\(reason.aside). Se \(pivot) for \(pincers[0].shared), \(cases[0]); se for "
      + "\(pincers[1].shared), \(cases[1]). Em qualquer dos casos, uma delas é \(z), por "
      + "isso nenhuma casa que veja tanto \(self.pincers[0]) como \(self.pincers[1]) pode ser "
      + "\(z): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    XYWingWords.patternCandidate(candidate, self)
  }
}
