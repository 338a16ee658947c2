import SudokuCore

/// Compares the fast finders with `Reference` on one position, and both with the puzzle's solution.
///
/// Every check returns the problems it found as lines a person can act on (the position as a HoDoKu library
/// line, the technique, and what each side says); an empty list means agreement.
public enum PositionAudit {
  /// `r3c5=7` or `r3c5<>7`, spelled here rather than by `Notation` so the audit does not lean on it.
  public static func text(_ candidate: Candidate, placement: Bool) -> String {
    let cell = candidate.cell
    return "r\(cell.row + 1)c\(cell.column + 1)\(placement ? "=" : "<>")\(candidate.digit)"
  }

  /// A set of candidates sorted by cell and digit, space-separated; `none` when empty.
  public static func text(_ candidates: Set<Candidate>, placement: Bool) -> String {
    candidates.isEmpty
      ? "none" : candidates.sorted().map { text($0, placement: placement) }.joined(separator: " ")
  }

  /// The placements or eliminations the finder's steps give, as one set.
  public static func finderResults(_ steps: [Step], for technique: Technique) -> Set<Candidate> {
    Set(steps.flatMap { technique.placesDigits ? $0.placements : $0.eliminations })
  }

  /// The position as a library line, for messages.
  public static func line(_ grid: Grid) -> String {
    Position(grid: grid).libraryLine(hidingAnswer: true)
  }

  /// Where `Finder.steps` and `Reference` disagree, technique by technique.
  public static func compareFinders(_ grid: Grid) -> [String] {
    let reference = Reference(grid)
    let found = Finder.steps(Technique.allCases, in: grid)
    var problems: [String] = []
    for technique in Technique.allCases {
      let fast = finderResults(found[technique, default: []], for: technique)
      let slow = reference.results(technique)
      guard fast != slow else { continue }
      let placement = technique.placesDigits
      problems.append(
        "\(technique.rawValue) at \(line(grid)): finder only [\(text(fast.subtracting(slow), placement: placement))], reference only [\(text(slow.subtracting(fast), placement: placement))]"
      )
    }
    return problems
  }

  /// Placements that differ from the solution and eliminations of the solution digit, from both the finders
  /// and the reference; also shown candidate sets that lack the solution digit and digits that differ from
  /// it.
  public static func checkAgainstSolution(_ grid: Grid, solution: Puzzle) -> [String] {
    var problems = checkCandidates(grid, solution: solution)
    let reference = Reference(grid)
    let found = Finder.steps(Technique.allCases, in: grid)
    for technique in Technique.allCases {
      let sides = [
        ("finder", finderResults(found[technique, default: []], for: technique)),
        ("reference", reference.results(technique)),
      ]
      for (side, results) in sides {
        let wrong = results.filter { candidate in
          let solved = solution[candidate.cell.index]
          return technique.placesDigits ? candidate.digit != solved : candidate.digit == solved
        }
        guard !wrong.isEmpty else { continue }
        problems.append(
          "\(technique.rawValue) by the \(side) contradicts the solution at \(line(grid)): \(text(Set(wrong), placement: technique.placesDigits))"
        )
      }
    }
    return problems
  }

  /// Filled cells that differ from the solution, and empty cells whose candidates lack the solution digit.
  public static func checkCandidates(_ grid: Grid, solution: Puzzle) -> [String] {
    var problems: [String] = []
    for cell in Cell.all {
      let solved = solution[cell.index]
      if !grid.isEmpty(cell) {
        if grid.digit(at: cell) != solved {
          problems.append(
            "\(text(Candidate(cell, grid.digit(at: cell)), placement: true)) is filled but the solution has \(solved) at \(line(grid))"
          )
        }
      } else if !grid.candidates(at: cell).contains(solved) {
        problems.append(
          "r\(cell.row + 1)c\(cell.column + 1) lacks its solution digit \(solved) at \(line(grid))")
      }
    }
    return problems
  }
}
