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
    let teaching = step.pattern.teaching
    seen = teaching.seen(on: grid)
    // A cell in two of the pattern's houses (a kite's row and column, a colouring's links) is
    // named once.
    removals = teaching.neededGone(on: grid).uniqued().filter(isRemoved).map(removal)
  }
}

extension Cell {
  /// Shares a row, column or box with `other` (and is not it).
  func sees(_ other: Cell) -> Bool {
    self != other && (row == other.row || column == other.column || box == other.box)
  }
}
