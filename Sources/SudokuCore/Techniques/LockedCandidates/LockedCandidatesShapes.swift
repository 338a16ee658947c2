/// Pointing: `digit` in `box` lies on `cells`, all in `line`.
struct PointingShape: PatternShape {
  let digit: Int
  let box: House
  let line: House
  let cells: [Cell]

  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { [box, line] }
  /// The box.
  func housesToLookAt(on grid: Grid) -> [House] { [box] }
  func text(of step: Step) -> String { step.groupedText("\(digit) in \(box)") }
}

/// Claiming: `digit` in `line` lies on `cells`, all in `box`.
struct ClaimingShape: PatternShape {
  let digit: Int
  let line: House
  let box: House
  let cells: [Cell]

  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { [line, box] }
  /// The line.
  func housesToLookAt(on grid: Grid) -> [House] { [line] }
  func text(of step: Step) -> String { step.groupedText("\(digit) in \(line)") }
}
