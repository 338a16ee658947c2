import SudokuCore

/// A pointing step's pattern as the academy reads it: `digit` in `box` lies on `cells`, all in
/// `line`.
struct PointingPattern: PatternTeaching {
  let digit: Int
  let box: House
  let line: House
  let cells: [Cell]

  func neededGone(on grid: Grid) -> [Candidate] { box.cells.map { Candidate($0, digit) } }

  var region: [(Cell, DigitSet)] { placesOf([box], [digit]) }

  func englishReason(_ reason: ReasonParts) -> String {
    "In \(box.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all on "
      + "\(line.spelledOut)\(reason.aside). The box's \(digit) will be on that line, "
      + "so no other cell of \(line.spelledOut) can take \(digit): \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    "\(Phrasing.capitalized(StepWords.houses([box], .in))), os \(digit) só estão em "
      + "\(Notation.group(cells)), todos \(StepWords.houses([line], .in))\(reason.aside). O "
      + "\(digit) da caixa ficará nessa \(line.kind.name), por isso nenhuma outra casa "
      + "\(StepWords.houses([line], .of)) pode receber o \(digit): \(reason.result)."
  }

  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    Language.current.pointingWords.patternCandidate(candidate, box: box, line: line)
  }
}
