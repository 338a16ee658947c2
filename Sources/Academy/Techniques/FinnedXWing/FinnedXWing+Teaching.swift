import SudokuCore

/// A finned (or sashimi) X-Wing's pattern as the academy reads it.
extension FinnedXWing: PatternTeaching {
  /// The digit off the body and the fins in the two base lines.
  func neededGone(on grid: Grid) -> [Candidate] {
    base.flatMap(\.cells).map { Candidate($0, digit) }
  }

  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] {
    singles.hidden(digit, in: base)
  }

  var region: [(Cell, DigitSet)] { placesOf(base, [digit]) }

  /// The fins (the body is the rest).
  var endCells: [Cell] { fins }

  var coverKind: House.Kind? { cover.first?.kind }

  func englishReason(_ reason: ReasonParts) -> String {
    let bases = StepWords.houses(base)
    let covers = StepWords.houses(cover)
    let box = StepWords.houses([finBox])
    let finsSaid =
      fins.count == 1
      ? "\(fins[0]), a fin in \(box)"
      : "\(listed(fins.map(\.description))), fins in \(box)"
    let (noFin, aFin) =
      fins.count == 1
      ? ("\(fins[0]) is not \(digit)", "it is") : ("no fin is \(digit)", "a fin is \(digit)")
    return "In \(bases) the \(plural(digit)) sit only in \(covers), but for \(finsSaid)"
      + "\(reason.aside). If \(noFin), \(bases) make an X-Wing and \(digit) leaves the rest of "
      + "\(covers); if \(aFin), no other cell of \(box) can be. "
      + "Either way the cells of \(covers) in \(box), outside \(bases), cannot be "
      + "\(digit): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let box = StepWords.houses([finBox], .in)
    let (noFin, aFin) =
      fins.count == 1
      ? ("\(fins[0]) não for \(digit)", "for") : ("nenhuma barbatana for \(digit)", "uma for")
    let finsSaid =
      fins.count == 1
      ? "\(fins[0]), uma barbatana \(box)"
      : "\(listed(fins.map(\.description))), barbatanas \(box)"
    return "\(Phrasing.capitalized(StepWords.houses(base, .in))), os \(digit) só estão "
      + "\(StepWords.houses(cover, .in)), exceto \(finsSaid)\(reason.aside). Se \(noFin), "
      + "\(MissArticles.houses(base)) formam um X-Wing e o \(digit) sai do resto "
      + "\(StepWords.houses(cover, .of)); se \(aFin), nenhuma outra casa "
      + "\(StepWords.houses([finBox], .of)) o pode ser. Em qualquer dos casos, as casas "
      + "\(StepWords.houses(cover, .of)) \(box), fora \(StepWords.houses(base, .of)), não podem "
      + "ser \(digit): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    FinnedXWingWords.patternCandidate(candidate, self)
  }
}
