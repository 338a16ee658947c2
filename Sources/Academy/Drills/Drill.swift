import SudokuCore

/// A practice position for one lesson, cut from a freshly generated puzzle.
public struct Drill: Sendable {
  public let technique: Technique
  /// The drill's own seed: `DrillFactory.make(technique, seed:)` rebuilds exactly this drill.
  public let seed: UInt64
  /// The position shown: digits placed so far and the candidates at that point.
  public let grid: Grid
  /// The generated puzzle's givens (0 for empty) and its unique solution.
  public let puzzle: Puzzle
  public let solution: Puzzle
  /// Every instance of the lesson's technique at the position.
  public let instances: [Step]

  /// The generated puzzle as 81 characters, `.` for an empty cell.
  public var puzzleString: String { puzzle.description }

  /// The solution as 81 digits.
  public var solutionString: String { solution.description }

  /// The instances with different results: a hidden single seen from its row and its box counts
  /// once.
  public var distinctInstances: [Step] {
    var distinct: [Step] = []
    for instance in instances where !instance.isDuplicate(ofAny: distinct) {
      distinct.append(instance)
    }
    return distinct
  }

  /// Every valid single answer in canonical form (`r3c5=7` or `r2c4<>1`), sorted by cell and digit.
  public var answers: [String] {
    answerCandidates.map { Notation.canonical($0, placement: technique.placesDigits) }
  }

  /// The distinct placements or eliminations the lesson's instances give, sorted.
  public var answerCandidates: [Candidate] {
    Set(instances.flatMap { technique.placesDigits ? $0.placements : $0.eliminations }).sorted()
  }

  /// The position as a HoDoKu library line coded for the lesson's technique, with `x` for the digits
  /// and empty elimination and placement fields, so it never gives the answer away (`export`).
  public var libraryLine: String {
    Position(grid: grid, technique: technique).libraryLine(hidingAnswer: true)
  }

  /// The position as a library line for a review drill: coded for the simplest step on the board
  /// (as a solver would code it), so the line does not tell which technique the drill was cut for.
  public var reviewLibraryLine: String {
    let next = LogicalSolver.nextStep(in: grid)?.technique ?? technique
    return Position(grid: grid, technique: next).libraryLine(hidingAnswer: true)
  }

}
