extension XYWing: PatternShape {
  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { pivotDigits.union([z]) }
  /// The houses the pivot shares with each pincer.
  var patternHouses: [House] {
    Array(Set(pincers.flatMap { House.shared(by: [pivot, $0]) })).sorted()
  }
  /// The pivot's box, where the search starts (the pivot is the two-candidate cell that sees the
  /// other two; naming the lines to its pincers would give the wing away).
  func housesToLookAt(on grid: Grid) -> [House] { [.box(pivot.box)] }
  func text(of step: Step) -> String {
    let xy = pivotDigits.map(String.init).joined(separator: "/")
    return "\(step.name): \(xy)/\(z) in \(Notation.compact(cells)) => " + step.perDigitEliminations
  }
}
