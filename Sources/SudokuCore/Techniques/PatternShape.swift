/// What a step's pattern says of itself: the cells it is made of, the digits and houses it is
/// about, where a hint points a learner to find it, and HoDoKu's name, code and text for it.
///
/// Each kind of pattern answers in its technique family's folder, beside its finder
/// (`Fish/FishShapes.swift` for the X-Wing and the swordfish, `Subsets/SubsetShapes.swift` for
/// the naked pair and the subsets), and the `shape` of `Step`'s `Pattern` lists them: the one
/// switch over patterns the engine's description of a step has. `Step`'s `patternCells`,
/// `digits`, `houses`, `name`, `libraryCode`, `description` and `housesToLookAt(on:)` read it.
///
/// For describing a step, never inside a finder or the solver's walk.
protocol PatternShape {
  /// The cells that make up the pattern (highlighted by `show`).
  var patternCells: [Cell] { get }
  /// The digits the pattern is about.
  var patternDigits: DigitSet { get }
  /// The houses the pattern lives in.
  var patternHouses: [House] { get }
  /// Where a hint points a learner to find the step (`Step.housesToLookAt(on:)`).
  func housesToLookAt(on grid: Grid) -> [House]
  /// HoDoKu's name for `step`, a step of this pattern that is no Full House.
  func hodokuName(of step: Step) -> String
  /// HoDoKu's library code for `step`, a step of this pattern that is no Full House.
  func libraryCode(of step: Step) -> String
  /// HoDoKu's step text for `step` (`Step.description`).
  func text(of step: Step) -> String
}

extension PatternShape {
  /// The technique's own name, as for most patterns.
  func hodokuName(of step: Step) -> String { step.technique.hodokuName }

  /// The technique's own code, as for most patterns.
  func libraryCode(of step: Step) -> String { step.technique.libraryCode }
}

extension Step.Pattern {
  /// The pattern's shape: the one place that lists every kind of pattern's (a kind added to
  /// `Step`'s `Pattern` is listed here or nothing compiles).
  var shape: any PatternShape {
    switch self {
    case .hiddenSingle(let digit, let cell, let house, let isFullHouse):
      HiddenSingleShape(digit: digit, cell: cell, house: house, isFullHouse: isFullHouse)
    case .nakedSingle(let digit, let cell, let isFullHouse):
      NakedSingleShape(digit: digit, cell: cell, isFullHouse: isFullHouse)
    case .pointing(let digit, let box, let line, let cells):
      PointingShape(digit: digit, box: box, line: line, cells: cells)
    case .claiming(let digit, let line, let box, let cells):
      ClaimingShape(digit: digit, line: line, box: box, cells: cells)
    case .nakedPair(let digits, let cells, let houses):
      NakedPairShape(digits: digits, cells: cells, houses: houses)
    case .xWing(let digit, let base, let cover, let cells):
      XWingShape(digit: digit, base: base, cover: cover, cells: cells)
    case .subset(let subset): subset
    case .skyscraper(let skyscraper): skyscraper
    case .fish(let fish): fish
    case .xyWing(let wing): wing
    case .twoStringKite(let kite): kite
    case .emptyRectangle(let rectangle): rectangle
    case .finnedXWing(let wing): wing
    case .wWing(let wing): wing
    case .xyzWing(let wing): wing
    case .simpleColors(let colors): colors
    }
  }
}

extension Step {
  /// HoDoKu's text of an elimination step with the grouping the first six kinds always had:
  /// `Locked Candidates Type 1 (Pointing): 5 in b1 => r3c7<>5`, `r5c1<>4,7`.
  func groupedText(_ pattern: String) -> String {
    "\(name): \(pattern) => " + Notation.format(eliminations: eliminations)
  }

  /// The eliminations as HoDoKu's SolutionStep.toString() writes them, digit by digit
  /// (`r5c1<>4, r5c1<>7`): the kinds after X-Wing.
  var perDigitEliminations: String { Notation.formatPerDigit(eliminations: eliminations) }

  /// The house, box first, in which `cell` is the last empty cell.
  static func completedHouse(of cell: Cell, on grid: Grid) -> House? {
    [House.box(cell.box), .row(cell.row), .column(cell.column)].first {
      $0.cells.filter(grid.isEmpty) == [cell]
    }
  }
}
