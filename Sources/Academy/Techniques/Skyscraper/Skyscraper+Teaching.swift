import SudokuCore

/// A skyscraper's pattern as the academy reads it.
extension Skyscraper: PatternTeaching {
  func neededGone(on grid: Grid) -> [Candidate] {
    lines.flatMap(\.cells).map { Candidate($0, digit) }
  }

  var region: [(Cell, DigitSet)] { placesOf(lines, [digit]) }

  /// The roofs (its base cells are the rest).
  var endCells: [Cell] { roofs.sorted() }

  func englishReason(_ reason: ReasonParts) -> String {
    let line = lines[0].kind.name
    return "In \(StepWords.houses(lines)) the \(plural(digit)) sit only in two cells "
      + "each\(reason.aside), and \(listed(baseCells.map(\.description))) "
      + "share \(base.spelledOut), so at most one of them is \(digit). Each \(line) "
      + "needs its \(digit), so one of the other two cells, "
      + "\(listed(roofs.map(\.description), or: true)), is \(digit), and no cell "
      + "that sees both can be \(digit): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let line = lines[0].kind.name
    return "\(Phrasing.capitalized(StepWords.houses(lines, .in))), os \(digit) só "
      + "estão em duas casas de cada \(line)\(reason.aside), e "
      + "\(listed(baseCells.map(\.description))) partilham "
      + "\(StepWords.houses([base], .none)), por isso no máximo uma delas é \(digit). "
      + "Cada \(line) precisa do seu \(digit), por isso uma das outras duas casas, "
      + "\(listed(roofs.map(\.description), or: true)), é \(digit), e nenhuma casa "
      + "que veja as duas pode ser \(digit): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    SkyscraperWords.patternCandidate(candidate, self)
  }
}
