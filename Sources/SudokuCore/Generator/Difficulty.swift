/// How hard a generated puzzle is, by the techniques it needs.
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  /// About 40 clues, singles suffice.
  case easy
  /// About 32 clues, singles suffice.
  case medium
  /// About 26 clues, needs pointing, claiming or a naked pair, and those suffice.
  case hard
  /// At most 25 clues, needs an X-Wing, and the six techniques suffice.
  case expert

  /// The clue count the digger aims at.
  public var targetClues: Int {
    switch self {
    case .easy: 40
    case .medium: 32
    case .hard: 26
    case .expert: 22
    }
  }

  /// The clue counts a puzzle of this level has: the target for easy and medium (or one above it
  /// for a symmetric dig, which empties cells in pairs), 24–28 for hard (the window `GradedDigger`
  /// digs in), at most 25 for expert.
  public var clueWindow: ClosedRange<Int> {
    switch self {
    case .easy, .medium: targetClues...targetClues + 1
    case .hard: GradedDigger.hardWindow
    case .expert: 17...25
    }
  }

  /// Whether a quick grade (see `LogicalSolver.quickGrade`) fits this level.
  public func accepts(_ grade: (solved: Bool, hardestElimination: Technique?)) -> Bool {
    guard grade.solved else { return false }
    switch self {
    case .easy, .medium: return grade.hardestElimination == nil
    case .hard: return grade.hardestElimination.map { $0 < .xWing } ?? false
    case .expert: return grade.hardestElimination == .xWing
    }
  }

  /// Whether a solve path fits this level.
  public func accepts(_ path: SolvePath, clues: Int) -> Bool {
    guard path.isSolved, let hardest = path.hardest else { return false }
    switch self {
    case .easy, .medium:
      return hardest.placesDigits
    case .hard:
      return [.pointing, .claiming, .nakedPair].contains(hardest) && clueWindow.contains(clues)
    case .expert:
      return hardest == .xWing && clueWindow.contains(clues)
    }
  }
}
