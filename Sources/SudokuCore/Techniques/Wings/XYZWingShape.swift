extension XYZWing: PatternShape {
  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { digits }
  /// The houses the pivot shares with each pincer.
  var patternHouses: [House] {
    Array(Set(pincers.flatMap { House.shared(by: [pivot, $0]) })).sorted()
  }
  /// The pivot's box, where the search starts (as for an XY-Wing).
  func housesToLookAt(on grid: Grid) -> [House] { [.box(pivot.box)] }
  /// `XYZ-Wing: 1/2/8 in r4c1,r6c13 => r4c3<>2`: the pivot's three digits, then the three cells,
  /// as HoDoKu prints them.
  func text(of step: Step) -> String {
    let xyz = digits.map(String.init).joined(separator: "/")
    return "\(step.name): \(xyz) in \(Notation.compact(cells)) => " + step.perDigitEliminations
  }
}
