import SudokuCore

/// An X-Wing's pattern as the academy reads it: `digit` in the two `base` lines lies only in the
/// two `cover` lines, on `cells`.
struct XWingPattern: PatternTeaching {
  let digit: Int
  let base: [House]
  let cover: [House]
  let cells: [Cell]

  func neededGone(on grid: Grid) -> [Candidate] {
    base.sorted().flatMap(\.cells).map { Candidate($0, digit) }
  }

  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] {
    singles.hidden(digit, in: base)
  }

  var region: [(Cell, DigitSet)] { placesOf(base, [digit]) }

  var coverKind: House.Kind? { cover.first?.kind }

  func englishReason(_ reason: ReasonParts) -> String {
    let bases = StepWords.houses(base.sorted())
    let covers = StepWords.houses(cover.sorted())
    return "In \(bases) the \(digit)s sit only in \(covers)\(reason.aside). "
      + "Whichever way they fall, each of \(covers) gets its \(digit) in one of \(bases), so "
      + "\(digit) leaves the rest of \(covers): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let bases = base.sorted()
    let covers = cover.sorted()
    return "\(Phrasing.capitalized(StepWords.houses(bases, .in))), os \(digit) só estão "
      + "\(StepWords.houses(covers, .in))\(reason.aside). Seja qual for a disposição, cada uma "
      + "\(StepWords.houses(covers, .of)) recebe o seu \(digit) numa "
      + "\(StepWords.houses(bases, .of)), por isso o \(digit) sai do resto "
      + "\(StepWords.houses(covers, .of)): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    Language.current.xWingWords.patternCandidate(candidate, base: base, cover: cover)
  }
}
