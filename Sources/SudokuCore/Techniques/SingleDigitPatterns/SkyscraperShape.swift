extension Skyscraper: PatternShape {
  var patternCells: [Cell] { (baseCells + roofs).sorted() }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { lines + [base] }
  /// Its two lines (the base is what to find in them).
  func housesToLookAt(on grid: Grid) -> [House] { lines }
  func text(of step: Step) -> String {
    "\(step.name): \(digit) in \(Notation.compact(roofs)) "
      + "(connected by \(Notation.compact(baseCells))) => " + step.perDigitEliminations
  }
}
