/// How hard a generated puzzle is, by the techniques it needs.
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  /// About 40 clues, singles suffice.
  case easy
  /// About 32 clues, singles suffice.
  case medium
  /// About 26 clues, needs pointing, claiming or a naked pair, and those suffice.
  case hard
  /// At most 25 clues, needs an X-Wing, and the techniques up to it suffice.
  case expert
  /// At most 25 clues, needs at least one technique whose rule says master (lessons 7–12, hidden
  /// pair … XY-Wing), and those suffice. Added after the four, which keep their meaning: a walk the
  /// techniques up to X-Wing finish never reaches the later ones, so no expert puzzle needs a later
  /// technique and no master puzzle is solved without one.
  case master
  /// At most 25 clues, needs at least one technique whose rule says grandmaster (lessons 13–18,
  /// 2-String Kite …), and the curriculum suffices. Added after master, which keeps its meaning the
  /// same way: a walk the first twelve finish never reaches a later technique.
  case grandmaster

  /// The clue count the digger aims at.
  public var targetClues: Int {
    switch self {
    case .easy: 40
    case .medium: 32
    case .hard: 26
    case .expert, .master, .grandmaster: 22
    }
  }

  /// The clue counts a puzzle of this level has: the target for easy and medium (or one above it
  /// for a symmetric dig, which empties cells in pairs), 24–28 for hard (the window `GradedDigger`
  /// digs in), at most 25 for expert and master.
  public var clueWindow: ClosedRange<Int> {
    switch self {
    case .easy, .medium: targetClues...targetClues + 1
    case .hard: GradedDigger.hardWindow
    case .expert, .master, .grandmaster: 17...25
    }
  }

  /// The level a solved puzzle has by its hardest step (nil: singles only), its clues aside: the
  /// hardest technique's `TechniqueRule.level` (easy for the singles, where the clue count tells
  /// easy from medium). The one definition of the levels: the generator's checks below and the
  /// study levels read it.
  public static func needed(byHardest hardest: Technique?) -> Difficulty {
    hardest?.rule.level ?? .easy
  }

  /// Whether a puzzle needing `needed` (see `needed(byHardest:)`) is of this level, its clues
  /// aside: medium puzzles need what easy ones do.
  private func admits(_ needed: Difficulty) -> Bool {
    self == .medium ? needed == .easy : needed == self
  }

  /// Whether a quick grade (see `LogicalSolver.quickGrade`) fits this level.
  public func accepts(_ grade: (solved: Bool, hardestElimination: Technique?)) -> Bool {
    grade.solved && admits(Self.needed(byHardest: grade.hardestElimination))
  }

  /// Whether a solve path fits this level: its hardest step's, and, from hard on, the clue window.
  public func accepts(_ path: SolvePath, clues: Int) -> Bool {
    guard path.isSolved, let hardest = path.hardest, admits(Self.needed(byHardest: hardest)) else {
      return false
    }
    switch self {
    case .easy, .medium: return true
    case .hard, .expert, .master, .grandmaster: return clueWindow.contains(clues)
    }
  }
}
