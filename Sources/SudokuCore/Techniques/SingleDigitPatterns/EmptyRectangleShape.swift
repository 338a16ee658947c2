extension EmptyRectangle: PatternShape {
  var patternCells: [Cell] { (boxCells + link).sorted() }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { [box, line] }
  /// The box and the line holding the link (the two lines crossing in the box are what to find).
  func housesToLookAt(on grid: Grid) -> [House] { [box, line] }
  /// `Empty Rectangle: 5 in b8 (r7c1,r9c1) => r9c5<>5`: the box, then the link's two cells in
  /// board order (as HoDoKu prints cells, sorted).
  func text(of step: Step) -> String {
    "\(step.name): \(digit) in \(box) (\(Notation.compact(link))) => "
      + step.perDigitEliminations
  }
}
