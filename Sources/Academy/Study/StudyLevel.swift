import SudokuCore

/// How hard a study puzzle is: one of the generator's four levels, or beyond the six techniques.
///
/// A generated puzzle has the level it was made for; a pasted one is graded by the hardest technique
/// its simplest-first solve needs (see `grade(givens:)`).
public enum StudyLevel: String, CaseIterable, Hashable, Sendable, Codable {
  case easy, medium, hard, expert
  case beyondTheSix = "beyond-the-six"

  public init(_ difficulty: Difficulty) {
    switch difficulty {
    case .easy: self = .easy
    case .medium: self = .medium
    case .hard: self = .hard
    case .expert: self = .expert
    }
  }

  /// The generator's level, nil beyond the six.
  public var difficulty: Difficulty? { Difficulty(rawValue: rawValue) }

  /// Reveals a game of this level allows: easy 3, medium 4, hard 5, expert 6 (and 6 beyond the six,
  /// where hints stop where the six do anyway).
  public var revealCap: Int {
    switch self {
    case .easy: 3
    case .medium: 4
    case .hard: 5
    case .expert, .beyondTheSix: 6
    }
  }

  /// `easy` … `expert`, `beyond the six`.
  public var name: String { self == .beyondTheSix ? "beyond the six" : rawValue }

  /// The fewest givens a singles-only puzzle has to be graded easy rather than medium (the generator
  /// aims at about 40 and 32).
  public static let easyClues = 36

  /// The level of a puzzle with a unique solution: beyond the six when the six techniques do not
  /// finish it; expert when it needs an X-Wing; hard when it needs pointing, claiming or a naked pair;
  /// otherwise singles suffice and the clue count tells easy (at least `easyClues`) from medium.
  public static func grade(givens: Puzzle) -> (level: StudyLevel, path: SolvePath) {
    let path = LogicalSolver.solve(Grid(givens: givens))
    guard path.isSolved else { return (.beyondTheSix, path) }
    switch path.hardest {
    case .xWing: return (.expert, path)
    case .pointing, .claiming, .nakedPair: return (.hard, path)
    default:
      let clues = givens.lazy.filter { $0 != 0 }.count
      return (clues >= easyClues ? .easy : .medium, path)
    }
  }
}
