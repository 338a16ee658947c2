import SudokuCore

/// A subset's pattern as the academy reads it, naked (the naked triple, `NakedTriple/`) or hidden
/// (the hidden pair and triple, this folder): one kind of pattern, told apart by `kind`.
extension Subset: PatternTeaching {
  func neededGone(on grid: Grid) -> [Candidate] {
    switch kind {
    case .naked: return candidates(otherThan: digits, in: cells)
    case .hidden:
      // A hidden subset needs its digits gone from the rest of its houses.
      return houses.flatMap(\.cells).uniqued().filter { !cells.contains($0) }
        .flatMap { cell in digits.map { Candidate(cell, $0) } }
    }
  }

  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] {
    switch kind {
    case .naked: singles.naked(cells)
    case .hidden: digits.flatMap { singles.hidden($0, in: houses) }
    }
  }

  var region: [(Cell, DigitSet)] {
    kind == .naked ? cells.map { ($0, .all) } : placesOf(houses, digits)
  }

  func englishReason(_ reason: ReasonParts) -> String {
    StepWords.subset(self, aside: reason.aside, result: reason.result)
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    StepWords.portugueseSubset(self, aside: reason.aside, result: reason.result)
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    switch kind {
    case .naked: NakedTripleWords.patternCandidate(candidate, self)
    case .hidden: HiddenSubsetWords.patternCandidate(candidate, self)
    }
  }
}
