import SudokuCore

/// A fish's pattern (the swordfish's) as the academy reads it.
extension Fish: PatternTeaching {
  func neededGone(on grid: Grid) -> [Candidate] {
    base.flatMap(\.cells).map { Candidate($0, digit) }
  }

  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] {
    singles.hidden(digit, in: base)
  }

  var region: [(Cell, DigitSet)] { placesOf(base, [digit]) }

  var coverKind: House.Kind? { cover.first?.kind }

  func englishReason(_ reason: ReasonParts) -> String {
    let bases = StepWords.houses(base)
    let covers = StepWords.houses(cover)
    let count = Phrasing.number(size)
    return "In \(bases) the \(plural(digit)) sit only in \(covers)"
      + "\(reason.aside). Each of those \(count) \(base[0].kind.pluralName) "
      + "needs \(Phrasing.article(digit)), no two in one \(cover[0].kind.name), so between them "
      + "they give each of \(covers) its \(digit), and no other cell of those "
      + "\(cover[0].kind.pluralName) can be \(digit): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let covers = StepWords.houses(cover, .of)
    let coverKind = cover[0].kind
    return "\(Phrasing.capitalized(StepWords.houses(base, .in))), os \(digit) só estão "
      + "\(StepWords.houses(cover, .in))\(reason.aside). Cada uma dessas "
      + "\(Phrasing.number(size, .feminine)) \(base[0].kind.pluralName) precisa de "
      + "\(Phrasing.article(digit)), nunca dois na mesma \(coverKind.name), por isso, entre "
      + "elas, dão a cada uma \(covers) o seu \(digit), e nenhuma outra casa dessas "
      + "\(coverKind.pluralName) pode ser \(digit): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    SwordfishWords.patternCandidate(candidate, self)
  }
}
