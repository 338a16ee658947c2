extension WWing: PatternShape {
  var patternCells: [Cell] { (cells + linkCells).sorted() }
  var patternDigits: DigitSet { digits }
  var patternHouses: [House] { [link] }
  /// The link's house (the two cells it joins are what to find).
  func housesToLookAt(on grid: Grid) -> [House] { [link] }
  /// `W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r1c7<>4`: the removed digit, the link's,
  /// the two cells, then the link's cells, as HoDoKu prints them.
  func text(of step: Step) -> String {
    "\(step.name): \(removed)/\(linkDigit) in \(Notation.compact(cells)) connected by "
      + "\(linkDigit) in \(Notation.compact(linkCells)) => " + step.perDigitEliminations
  }
}
