extension TwoStringKite: PatternShape {
  var patternCells: [Cell] { (boxCells + ends).sorted() }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { [row, column, box] }
  /// Its row and its column (the box that joins them is what to find).
  func housesToLookAt(on grid: Grid) -> [House] { [row, column] }
  /// `2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3`: the ends, then the
  /// box cells, each pair in board order (as HoDoKu prints cells, sorted).
  func text(of step: Step) -> String {
    "\(step.name): \(digit) in \(Notation.compact(ends)) "
      + "(connected by \(Notation.compact(boxCells))) => " + step.perDigitEliminations
  }
}
