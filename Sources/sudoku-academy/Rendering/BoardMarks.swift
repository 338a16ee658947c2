import Academy
import SudokuCore

/// What a board highlights: a revealed instance (`show`), or the pattern a second hint points at.
struct BoardMarks: Sendable {
  /// Cells of the pattern: marked `*`, or `^` when they are also `ends`.
  var patternCells: Set<Cell> = []
  /// The pattern cells that are its ends (a skyscraper's roofs, an XY-Wing's pincers): marked `^`,
  /// so the base or the pivot stands apart from them.
  var ends: Set<Cell> = []
  /// What the legend calls the ends (`roof`, `pincer`), in the order the steps came.
  var endNouns: [String] = []
  /// Candidates that are the pattern's own (the digit in the pattern cells): highlighted.
  var patternCandidates: Set<Candidate> = []
  /// Candidates the step removes: struck through in colour and marked `x` in text.
  var removed: Set<Candidate> = []
  /// Digits the step places: highlighted like pattern candidates.
  var placed: Set<Candidate> = []
  /// Cells a chain of steps leads to (a study reveal's single after its eliminations): marked `>`,
  /// apart from the pattern cells of the steps that lead there.
  var targets: Set<Cell> = []

  static let none = BoardMarks()

  init() {}

  /// The marks for one whole technique instance (for a single: the answer cell and the digits that
  /// make it one, as the second hint marks them), at its turn after `chain`.
  init(step: Step, grid: Grid, after chain: [Step] = []) {
    self.init(
      pattern: step.shownPatternCells(in: grid, after: chain), digits: step.digits, grid: grid,
      endsOf: step)
    removed = Set(step.eliminations)
    placed = Set(step.placements)
  }

  /// Only a pattern: its cells and, in the empty ones, their candidates among `digits`; with
  /// `endsOf`, that step's ends marked apart.
  init(pattern cells: [Cell], digits: DigitSet, grid: Grid, endsOf step: Step? = nil) {
    patternCells = Set(cells)
    if let step, let noun = step.technique.endNoun {
      ends = Set(step.endCells).intersection(patternCells)
      endNouns = ends.isEmpty ? [] : [noun]
    }
    for cell in cells where grid.isEmpty(cell) {
      for digit in grid.candidates(at: cell).intersection(digits) {
        patternCandidates.insert(Candidate(cell, digit))
      }
    }
  }

  /// The marks of a reveal of several steps on one board: each step's pattern and removals; when
  /// eliminations lead to a last step (a chain into its single), that step's cells are its targets,
  /// not pattern cells.
  init(reveal steps: [Step], grid: Grid) {
    self.init()
    for (index, step) in steps.dropLast().enumerated() {
      self = merging(BoardMarks(step: step, grid: grid, after: Array(steps[..<index])))
    }
    guard let last = steps.last else { return }
    var final = BoardMarks(step: last, grid: grid, after: Array(steps.dropLast()))
    if steps.count > 1 {
      // The single's own cell is the target; the placed digits that make it one stay pattern.
      final.targets = Set(last.patternCells)
      final.patternCells.subtract(final.targets)
      final.ends.subtract(final.targets)
    }
    self = merging(final)
  }

  /// These marks and `other`'s together (a reveal of several steps on one board).
  func merging(_ other: BoardMarks) -> BoardMarks {
    var marks = self
    marks.patternCells.formUnion(other.patternCells)
    marks.patternCandidates.formUnion(other.patternCandidates)
    marks.removed.formUnion(other.removed)
    marks.placed.formUnion(other.placed)
    marks.targets.formUnion(other.targets)
    marks.ends.formUnion(other.ends)
    marks.endNouns += other.endNouns.filter { !marks.endNouns.contains($0) }
    return marks
  }
}
