import SudokuCore

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
      throw .unreadable(error)
    }
    // The candidate formats read a lone candidate as a filled cell, so clashes are checked here too.
    if let (first, second) = grid.conflicts.first {
      let digit = grid.digit(at: first)
      let house = first.houses.first { $0.contains(second) }!
      throw .repeatedDigit(first, second, digit: digit, house: house)
    }
    let givens = grid.givens
    let placed = grid.placedDigits
    switch Solver.countSolutions(givens, limit: 2) {
    case 0:
      throw .noSolution
    case 1:
      break
    default:
      throw .severalSolutions
    }
    guard let solution = Solver.solve(givens) else {
      throw .noSolution
    }
    return StudyGame(
      givens: givens, solution: solution, level: StudyLevel.grade(givens: givens).level, seed: nil,
      placed: placed, eliminations: Set(grid.deletedCandidates))
  }
}
