extension SimpleColors: PatternShape {
  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { links }
  /// The houses that link the chain (the colouring and what sees both colours are what to find).
  func housesToLookAt(on grid: Grid) -> [House] { links }
  /// `Simple Colors Wrap` or `Simple Colors Trap`.
  func hodokuName(of step: Step) -> String {
    isWrap ? "Simple Colors Wrap" : step.technique.hodokuName
  }
  /// `0501` for a wrap, `0500` for a trap.
  func libraryCode(of step: Step) -> String { isWrap ? "0501" : step.technique.libraryCode }
  /// `Simple Colors Trap: 7 (r1c2,r5c8) / (r1c8,r3c4) => r2c5<>7`: the digit, then each colour's
  /// cells in board order, the first colour first, as HoDoKu prints them.
  func text(of step: Step) -> String {
    let colored = colors.map { "(" + $0.map(\.description).joined(separator: ",") + ")" }
    return "\(step.name): \(digit) \(colored[0]) / \(colored[1]) => " + step.perDigitEliminations
  }
}
