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

/// A finned (or sashimi) X-Wing: HoDoKu's name and code tell the two apart.
extension FinnedXWing: PatternShape {
  var patternCells: [Cell] { (cells + fins).sorted() }
  var patternDigits: DigitSet { [digit] }
  var patternHouses: [House] { base + cover + [finBox] }
  /// The two base lines.
  func housesToLookAt(on grid: Grid) -> [House] { base }
  func hodokuName(of step: Step) -> String { isSashimi ? "Sashimi X-Wing" : "Finned X-Wing" }
  func libraryCode(of step: Step) -> String { isSashimi ? "0320" : "0310" }
  /// `Finned X-Wing: 3 r29 c38 fr2c2 => r3c3<>3`: the digit, the base and cover lines, then each
  /// fin after `f`, as HoDoKu writes a fish in its library.
  func text(of step: Step) -> String {
    step.groupedText(
      "\(digit) \(Notation.groupHouses(base)) \(Notation.groupHouses(cover)) "
        + fins.map { "f\($0)" }.joined(separator: " "))
  }
}
