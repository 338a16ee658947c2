import SudokuCore

/// How hard a study puzzle is: one of the generator's levels (easy to expert, which the first six
/// techniques finish, then master), or beyond the eighteen techniques.
///
/// A generated puzzle has the level it was made for; a pasted one is graded by the hardest technique
/// its simplest-first solve needs (see `grade(givens:)`).
public enum StudyLevel: String, CaseIterable, Hashable, Sendable, Codable {
  case easy, medium, hard, expert, master, grandmaster
  /// The curriculum's techniques do not finish it. The key, `beyond-the-six`, is the one saves had
  /// when there were six techniques, kept so a save of then still reads (such a game is beyond the
  /// curriculum or master today).
  case beyondTheCurriculum = "beyond-the-six"

  public init(_ difficulty: Difficulty) {
    switch difficulty {
    case .easy: self = .easy
    case .medium: self = .medium
    case .hard: self = .hard
    case .expert: self = .expert
    case .master: self = .master
    case .grandmaster: self = .grandmaster
    }
  }

  /// The generator's level, nil beyond the eighteen.
  public var difficulty: Difficulty? { Difficulty(rawValue: rawValue) }

  /// Reveals a game of this level allows: easy 3, medium 4, hard 5, expert 6 (and 6 for master and beyond the eighteen,
  /// where hints stop where the six do anyway).
  public var revealCap: Int {
    switch self {
    case .easy: 3
    case .medium: 4
    case .hard: 5
    case .expert, .master, .grandmaster, .beyondTheCurriculum: 6
    }
  }

  /// The level in prose: `easy` … `master`, `beyond the eighteen`; `fácil`, `médio`, `difícil`,
  /// `perito`, `mestre`, `além das doze` (docs/portuguese.md). The key a learner types
  /// (`study easy`) is `rawValue`, the same in both languages.
  public var name: String { Language.current.studyWords.levelName(self) }

  /// The fewest givens a singles-only puzzle has to be graded easy rather than medium (the generator
  /// aims at about 40 and 32).
  public static let easyClues = 36

  /// The level of a puzzle with a unique solution: beyond the curriculum when its techniques do
  /// not finish it; otherwise the generator's level for its hardest step
  /// (`Difficulty.needed(byHardest:)`, the one definition), where singles-only puzzles are easy
  /// with at least `easyClues` givens and medium below.
  public static func grade(givens: Puzzle) -> (level: StudyLevel, path: SolvePath) {
    let path = LogicalSolver.solve(Grid(givens: givens))
    guard path.isSolved else { return (.beyondTheCurriculum, path) }
    let needed = Difficulty.needed(byHardest: path.hardest)
    guard needed == .easy else { return (StudyLevel(needed), path) }
    let clues = givens.lazy.filter { $0 != 0 }.count
    return (clues >= easyClues ? .easy : .medium, path)
  }
}
