import SudokuCore

/// What the academy reads of one kind of pattern, beside what the engine reads of it
/// (`PatternShape`, in SudokuCore): the candidates it needs gone (`StepFacts`), the singles inside
/// it (`AnswerChecker.singles(inside:)`), the part of the board a hint in notes mode compares
/// (`StudyGame.regionOfPattern`), its ends and cover lines, and its sentences — why it works
/// (`Step.reason`) and what it keeps (`VerdictWords.patternCandidate`).
///
/// Each kind answers in its technique's folder (`Techniques/XWing/XWingPattern.swift`,
/// `Techniques/Swordfish/Fish+Teaching.swift`), and the `teaching` of `Step`'s `Pattern` lists
/// them: the academy's one switch over patterns. A technique of a kind already there (a hidden
/// quad is a `Subset`) needs nothing here.
protocol PatternTeaching {
  /// The placed digits that rule the pattern's digit out (a single's), in the order its sentence
  /// names them, on `grid` at the step's turn. Empty for eliminations.
  func seen(on grid: Grid) -> [StepFacts.Seen]

  /// Every candidate the pattern needs gone on `grid` at the step's turn, of which `StepFacts`
  /// keeps those no placed digit rules out but the board lacks.
  func neededGone(on grid: Grid) -> [Candidate]

  /// The singles inside the pattern, as the board shows them (a hidden subset's digit with one
  /// place, a naked subset's cell with one candidate, a fish's base line with one place).
  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside]

  /// The cells the pattern is read from, each with the digits that matter there.
  var region: [(Cell, DigitSet)] { get }

  /// The pattern's ends, marked apart from its other cells (`Step.endCells`).
  var endCells: [Cell] { get }

  /// The kind of a fish's cover lines (`Step`'s cross lines in a hint); nil for other patterns.
  var coverKind: House.Kind? { get }

  /// Why the instance works, in English, ending with what it places or removes.
  func englishReason(_ reason: ReasonParts) -> String

  /// The same reason in European Portuguese.
  func portugueseReason(_ reason: ReasonParts) -> String

  /// The learner removed `candidate`, one the pattern keeps: what it keeps, in `words`' language.
  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String
}

extension PatternTeaching {
  func seen(on grid: Grid) -> [StepFacts.Seen] { [] }
  func singlesInside(_ singles: SinglesInside) -> [VerdictReason.SingleInside] { [] }
  var endCells: [Cell] { [] }
  var coverKind: House.Kind? { nil }
}

/// What a reason sentence is made of: the step's facts at its turn, its result and the removals
/// aside, and the board and chain it is read on.
struct ReasonParts {
  let facts: StepFacts
  /// What the step places or removes, kept together: `r12c1<>3`.
  let result: String
  /// What the step removes (`result`'s candidates), for a reason that names where they are.
  let eliminations: [Candidate]
  /// Where the candidates the pattern needs gone went (`StepWords.removals`), or nothing.
  let removed: String
  let board: Grid
  let chain: [Step]

  /// The removals as an aside after a pattern clause.
  var aside: String { StepWords.aside(removed) }
}

/// The two ways a single shows inside a pattern, for `PatternTeaching.singlesInside`: a digit with
/// one place in a house, a cell with one candidate, on the checker's board.
struct SinglesInside {
  let grid: Grid
  let technique: Technique

  /// One entry per hidden single of `digit` in `houses`, with every house it is one in.
  func hidden(_ digit: Int, in houses: [House]) -> [VerdictReason.SingleInside] {
    var found: [(cell: Cell, houses: [House])] = []
    for house in houses {
      let places = grid.cells(of: digit, in: house)
      guard places.count == 1 else { continue }
      if let index = found.firstIndex(where: { $0.cell == places[0] }) {
        found[index].houses.append(house)
      } else {
        found.append((places[0], [house]))
      }
    }
    return found.map {
      .init(technique: technique, candidate: Candidate($0.cell, digit), houses: $0.houses)
    }
  }

  /// One entry per cell of `cells` with one candidate left.
  func naked(_ cells: [Cell]) -> [VerdictReason.SingleInside] {
    cells.compactMap { cell in
      let shown = grid.candidates(at: cell)
      guard shown.count == 1, let digit = shown.first else { return nil }
      return .init(technique: technique, candidate: Candidate(cell, digit), houses: [])
    }
  }
}

/// The cells of `houses`, each once and in order, with `digits`: a pattern of a digit's places.
func placesOf(_ houses: [House], _ digits: DigitSet) -> [(Cell, DigitSet)] {
  Array(Set(houses.flatMap(\.cells))).sorted().map { ($0, digits) }
}

/// Every candidate of `cells` but `digits`: what a cell of a naked pattern must have lost.
func candidates(otherThan digits: DigitSet, in cells: [Cell]) -> [Candidate] {
  cells.flatMap { cell in (1...9).filter { !digits.contains($0) }.map { Candidate(cell, $0) } }
}

extension Step.Pattern {
  /// The pattern's teaching: the one place in the academy that lists every kind of pattern's (a
  /// kind added to `Step`'s `Pattern` is listed here or nothing compiles).
  var teaching: any PatternTeaching {
    switch self {
    case .hiddenSingle(let digit, let cell, let house, let isFullHouse):
      HiddenSinglePattern(digit: digit, cell: cell, house: house, isFullHouse: isFullHouse)
    case .nakedSingle(let digit, let cell, let isFullHouse):
      NakedSinglePattern(digit: digit, cell: cell, isFullHouse: isFullHouse)
    case .pointing(let digit, let box, let line, let cells):
      PointingPattern(digit: digit, box: box, line: line, cells: cells)
    case .claiming(let digit, let line, let box, let cells):
      ClaimingPattern(digit: digit, line: line, box: box, cells: cells)
    case .nakedPair(let digits, let cells, let houses):
      NakedPairPattern(digits: digits, cells: cells, houses: houses)
    case .xWing(let digit, let base, let cover, let cells):
      XWingPattern(digit: digit, base: base, cover: cover, cells: cells)
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
