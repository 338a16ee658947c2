import SudokuCore

/// A naked pair's pattern as the academy reads it: `cells` hold exactly `digits`, removed from the
/// other cells of every house in `houses`.
struct NakedPairPattern: PatternTeaching {
  let digits: DigitSet
  let cells: [Cell]
  let houses: [House]

  func neededGone(on grid: Grid) -> [Candidate] { candidates(otherThan: digits, in: cells) }

  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] {
    singles.naked(cells)
  }

  var region: [(Cell, DigitSet)] { cells.map { ($0, .all) } }

  func englishReason(_ reason: ReasonParts) -> String {
    let pair = listed(digits.map(String.init))
    return "\(listed(cells.map(\.description))) hold exactly \(pair)\(reason.aside): "
      + "one gets each, so neither digit can go anywhere else in \(StepWords.houses(houses)): "
      + "\(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let pair = listed(digits.map(String.init))
    return "\(listed(cells.map(\.description))) têm exatamente \(pair)\(reason.aside): cada uma "
      + "fica com um deles, por isso nenhum dos dois dígitos pode ir para outra casa "
      + "\(StepWords.houses(houses, .of)): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    Language.current.nakedPairWords.patternCandidate(candidate, digits: digits, cells: cells)
  }
}
