/// An X-Wing: `digit` in the two `base` lines lies only in the two `cover` lines, on `cells`.
struct XWingShape: PatternShape {
  let digit: Int
  let base: [House]
  let cover: [House]
  let cells: [Cell]

  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { base + cover }
  /// The two base lines.
  func housesToLookAt(on grid: Grid) -> [House] { base.sorted() }
  func text(of step: Step) -> String {
    step.groupedText("\(digit) \(Notation.groupHouses(base)) \(Notation.groupHouses(cover))")
  }
}

/// A swordfish (a basic fish of three lines).
extension Fish: PatternShape {
  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { base + cover }
  /// The three base lines.
  func housesToLookAt(on grid: Grid) -> [House] { base }
  func text(of step: Step) -> String {
    "\(step.name): \(digit) \(Notation.groupHouses(base)) "
      + "\(Notation.groupHouses(cover)) => " + step.perDigitEliminations
  }
}
