/// A naked pair: `cells` hold exactly `digits`, shared by every house in `houses`.
struct NakedPairShape: PatternShape {
  let digits: DigitSet
  let cells: [Cell]
  let houses: [House]

  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { digits }
  var patternHouses: [House] { houses }
  /// The first house the pair shares (a line before a box).
  func housesToLookAt(on grid: Grid) -> [House] { Array(houses.sorted().prefix(1)) }
  /// `Locked Pair` for HoDoKu's Locked Pair (`Step.isLockedPair`).
  func hodokuName(of step: Step) -> String {
    step.isLockedPair ? "Locked Pair" : step.technique.hodokuName
  }
  func libraryCode(of step: Step) -> String {
    step.isLockedPair ? "0110" : step.technique.libraryCode
  }
  func text(of step: Step) -> String { step.groupedText("\(digits) in \(Notation.group(cells))") }
}

/// Hidden pair and triple, naked triple (locked triple included).
extension Subset: PatternShape {
  var patternCells: [Cell] { cells }
  var patternDigits: DigitSet { digits }
  var patternHouses: [House] { houses }
  /// The first house of the subset (a line before a box).
  func housesToLookAt(on grid: Grid) -> [House] { Array(houses.prefix(1)) }
  func hodokuName(of step: Step) -> String { name }
  func libraryCode(of step: Step) -> String { libraryCode }
  func text(of step: Step) -> String {
    "\(step.name): \(digits) in \(Notation.compact(cells)) => " + step.perDigitEliminations
  }
}
