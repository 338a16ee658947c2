import SudokuCore

/// Why a pasted puzzle can't be studied: one line naming the problem (and the cells), nothing started.
public struct StudyPasteProblem: Error, Hashable, Sendable, CustomStringConvertible {
  public let message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

extension StudyGame {
  /// A game from a pasted puzzle or position in any accepted format (an `export` line too): its givens
  /// are the puzzle, `+` digits are the learner's placements and deleted candidates the learner's
  /// eliminations. The puzzle must have exactly one solution; it is graded (see `StudyLevel.grade`).
  /// - Throws: `StudyPasteProblem` for an unreadable text, a digit repeated in a house (naming both
  ///   cells), no solution or several solutions.
  public static func pasted(_ text: String) throws(StudyPasteProblem) -> StudyGame {
    let grid: Grid
    do {
      grid = try Position(parsing: text).grid
    } catch {
      throw StudyPasteProblem(message: "Not a puzzle: \(error.message).")
    }
    // The candidate formats read a lone candidate as a filled cell, so clashes are checked here too.
    if let (first, second) = grid.conflicts.first {
      let digit = grid.digit(at: first)
      let house = first.houses.first { $0.contains(second) }!
      throw StudyPasteProblem(
        message:
          "\(first) and \(second) both hold \(digit) in \(house.spelledOut): a digit goes once in each row, column and box."
      )
    }
    let givens = grid.givens
    let placed = grid.placedDigits
    switch Solver.countSolutions(givens, limit: 2) {
    case 0:
      throw StudyPasteProblem(message: "This puzzle has no solution: nothing to study.")
    case 1:
      break
    default:
      throw StudyPasteProblem(
        message:
          "This puzzle has more than one solution, so no hint could be sure: give it more clues.")
    }
    guard let solution = Solver.solve(givens) else {
      throw StudyPasteProblem(message: "This puzzle has no solution: nothing to study.")
    }
    return StudyGame(
      givens: givens, solution: solution, level: StudyLevel.grade(givens: givens).level, seed: nil,
      placed: placed, eliminations: Set(grid.deletedCandidates))
  }
}
