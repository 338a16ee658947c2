import SudokuCore

/// A claiming step's pattern as the academy reads it: `digit` in `line` lies on `cells`, all in
/// `box`.
struct ClaimingPattern: PatternTeaching {
  let digit: Int
  let line: House
  let box: House
  let cells: [Cell]

  func neededGone(on grid: Grid) -> [Candidate] { line.cells.map { Candidate($0, digit) } }

  var region: [(Cell, DigitSet)] { placesOf([line], [digit]) }

  func englishReason(_ reason: ReasonParts) -> String {
    "In \(line.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all inside "
      + "\(box.spelledOut)\(reason.aside). The line's \(digit) will be in that box, so "
      + "the box's other cells can't take \(digit): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    "\(Phrasing.capitalized(StepWords.houses([line], .in))), os \(digit) só estão em "
      + "\(Notation.group(cells)), todos dentro \(StepWords.houses([box], .of))\(reason.aside). O "
      + "\(digit) da \(line.kind.name) ficará nessa caixa, por isso as outras casas da caixa não "
      + "podem receber o \(digit): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    ClaimingWords.patternCandidate(candidate, line: line, box: box)
  }
}
