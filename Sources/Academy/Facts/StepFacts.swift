import SudokuCore

/// A candidate the board no longer shows that no placed digit rules out: it was removed before the
/// board was shown (the board shows it gone), or by an earlier step of the same reveal.
public struct Removal: Hashable, Sendable {
  public let candidate: Candidate
  /// The step of the chain that removed it; nil when it was gone before (removed earlier).
  public let step: Step?
}

/// Why one instance holds on the board as displayed: the facts its explanation and its pattern hint
/// are made of, computed from the position, never assumed from the basic candidates.
///
/// Example: a naked single r9c7=4 whose houses hold 1, 2, 3, 5, 8 and 9, and whose 6 and 7 were
/// removed by earlier steps: `seen` names the six digits by house, `removals` the two candidates.
public struct StepFacts: Hashable, Sendable {
  /// A placed digit that rules the step's digit out of some cells (a hidden single), or a digit a
  /// house of the cell holds (a naked single): where it stands and the house that counts.
  public struct Seen: Hashable, Sendable {
    /// The placed digit's cell.
    public let placed: Cell
    public let digit: Int
    /// Naked single: the house of the answer cell that holds the digit (the first of row, column,
    /// box). Hidden single: unused (the house of the single).
    public let house: House
    /// Hidden single: the house's other empty cells this digit rules out; naked single: empty.
    public let cells: [Cell]
  }

  /// What the placed digits rule out, in the order the sentence names them.
  public let seen: [Seen]
  /// What the pattern needs gone that no placed digit rules out, with what removed it.
  public let removals: [Removal]

  /// The facts of `step` at its turn in a reveal.
  ///
  /// - Parameters:
  ///   - board: the board as displayed (before the reveal's steps).
  ///   - chain: the steps of the same reveal shown before this one (their eliminations made), empty in
  ///     a drill.
  public init(_ step: Step, on board: Grid, after chain: [Step] = []) {
    var grid = board
    // A cell's chain (`hint <cell>`) may place digits before this step, as well as eliminate.
    for earlier in chain { LogicalSolver.apply(earlier, to: &grid) }
    func removal(_ candidate: Candidate) -> Removal {
      Removal(candidate: candidate, step: chain.first { $0.eliminations.contains(candidate) })
    }
    /// Whether the candidate is one no placed digit rules out, yet the board at this turn lacks.
    func isRemoved(_ candidate: Candidate) -> Bool {
      grid.isEmpty(candidate.cell)
        && grid.peerCandidates(at: candidate.cell).contains(candidate.digit)
        && !grid.candidates(at: candidate.cell).contains(candidate.digit)
    }
    switch step.pattern {
    case .hiddenSingle(let digit, let answer, let house, _):
      let others = house.cells.filter { $0 != answer && grid.isEmpty($0) }
      // The fewest placed digits that between them see every other cell they can (greedy cover, the
      // one that rules out most cells first); the cells no placed digit sees lost the digit.
      var uncovered = others.filter { !grid.peerCandidates(at: $0).contains(digit) }
      let placed = Cell.all.filter { grid.digit(at: $0) == digit }
      var seen: [Seen] = []
      while let best = placed.max(by: { a, b in
        uncovered.filter { $0.sees(a) }.count < uncovered.filter { $0.sees(b) }.count
      }), uncovered.contains(where: { $0.sees(best) }) {
        seen.append(
          Seen(placed: best, digit: digit, house: house, cells: uncovered.filter { $0.sees(best) }))
        uncovered.removeAll { $0.sees(best) }
      }
      self.seen = seen
      removals = others.map { Candidate($0, digit) }.filter(isRemoved).map(removal)
    case .nakedSingle(let digit, let cell, _):
      var seen: [Seen] = []
      for other in 1...9 where other != digit {
        if let (house, placed) = cell.houses.lazy.compactMap({ house in
          grid.placedCell(of: other, in: house).map { (house, $0) }
        }).first {
          seen.append(Seen(placed: placed, digit: other, house: house, cells: []))
        }
      }
      self.seen = seen
      removals = (1...9).filter { $0 != digit }.map { Candidate(cell, $0) }.filter(isRemoved)
        .map(removal)
    case .pointing(let digit, let box, _, _):
      seen = []
      removals = box.cells.map { Candidate($0, digit) }.filter(isRemoved).map(removal)
    case .claiming(let digit, let line, _, _):
      seen = []
      removals = line.cells.map { Candidate($0, digit) }.filter(isRemoved).map(removal)
    case .xWing(let digit, let base, _, _):
      seen = []
      removals = base.sorted().flatMap(\.cells).map { Candidate($0, digit) }.filter(isRemoved)
        .map(removal)
    case .nakedPair(let digits, let cells, _):
      seen = []
      removals = Self.others(than: digits, in: cells).filter(isRemoved).map(removal)
    case .subset(let subset) where subset.kind == .naked:
      seen = []
      removals = Self.others(than: subset.digits, in: subset.cells).filter(isRemoved).map(removal)
    case .subset(let subset):
      // A hidden subset needs its digits gone from the rest of its houses.
      seen = []
      removals = subset.houses.flatMap(\.cells).uniqued().filter { !subset.cells.contains($0) }
        .flatMap { cell in subset.digits.map { Candidate(cell, $0) } }.filter(isRemoved)
        .map(removal)
    case .skyscraper(let skyscraper):
      seen = []
      removals = skyscraper.lines.flatMap(\.cells).map { Candidate($0, skyscraper.digit) }
        .filter(isRemoved).map(removal)
    case .fish(let fish):
      seen = []
      removals = fish.base.flatMap(\.cells).map { Candidate($0, fish.digit) }.filter(isRemoved)
        .map(removal)
    case .xyWing(let wing):
      // Each of the three cells shows exactly two digits: what it lost besides them.
      seen = []
      removals = wing.cells.flatMap { Self.others(than: grid.candidates(at: $0), in: [$0]) }
        .filter(isRemoved).map(removal)
    }
  }

  /// Every candidate of `cells` but `digits`: what a cell of a naked pattern must have lost.
  private static func others(than digits: DigitSet, in cells: [Cell]) -> [Candidate] {
    cells.flatMap { cell in (1...9).filter { !digits.contains($0) }.map { Candidate(cell, $0) } }
  }
}

extension Cell {
  /// Shares a row, column or box with `other` (and is not it).
  func sees(_ other: Cell) -> Bool {
    self != other && (row == other.row || column == other.column || box == other.box)
  }
}
