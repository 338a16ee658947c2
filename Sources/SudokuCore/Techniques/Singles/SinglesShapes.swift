/// A hidden single: `digit` has only `cell` left in `house`.
struct HiddenSingleShape: PatternShape {
  let digit: Int
  let cell: Cell
  let house: House
  let isFullHouse: Bool

  var patternCells: [Cell] { [cell] }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { [house] }

  /// Its house; a full house's, the house it completes, box first, then row, column (the model's
  /// order of singles).
  func housesToLookAt(on grid: Grid) -> [House] {
    isFullHouse ? [Step.completedHouse(of: cell, on: grid) ?? house] : [house]
  }

  /// HoDoKu writes only the placement; the house tells a learner where the single lives.
  func text(of step: Step) -> String {
    "\(step.name): \(digit) in \(house) => " + Notation.format(placements: step.placements)
  }
}

/// A naked single: `cell` has `digit` as its only candidate.
struct NakedSingleShape: PatternShape {
  let digit: Int
  let cell: Cell
  let isFullHouse: Bool

  var patternCells: [Cell] { [cell] }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { cell.houses }

  /// The cell's box; a full house's, the house it completes.
  func housesToLookAt(on grid: Grid) -> [House] {
    [(isFullHouse ? Step.completedHouse(of: cell, on: grid) : nil) ?? .box(cell.box)]
  }

  func text(of step: Step) -> String {
    "\(step.name): " + Notation.format(placements: step.placements)
  }
}
