import Academy
import SudokuCore

/// Checks drills against `Reference` and their own solution: the drill rules of docs/drills.md, the answer
/// list, and the answer checker's verdicts.
public enum DrillAudit {
  /// Every problem with `drill`; empty when it is right.
  ///
  /// - Parameter sample: how many non-answers (shown candidates that are no answer) to put to the checker,
  ///   each of which must be a miss.
  public static func problems(_ drill: Drill, sample: Int = 5) -> [String] {
    let technique = drill.technique
    let placement = technique.placesDigits
    let grid = drill.grid
    let answers = Reference(grid).results(technique)
    let name = "\(technique.rawValue) drill seed \(drill.seed) at \(PositionAudit.line(grid))"
    var problems = ruleProblems(technique, grid).map { "\(name): \($0)" }

    let expected = answers.sorted().map { PositionAudit.text($0, placement: placement) }
    if drill.answers != expected {
      problems.append(
        "\(name): drill.answers [\(drill.answers.joined(separator: " "))], reference [\(expected.joined(separator: " "))]"
      )
    }

    // Truth: the shown position and every answer agree with the solution.
    problems += PositionAudit.checkCandidates(grid, solution: drill.solution).map {
      "\(name): \($0)"
    }
    for answer in answers {
      let solved = drill.solution[answer.cell.index]
      if placement ? answer.digit != solved : answer.digit == solved {
        problems.append(
          "\(name): answer \(PositionAudit.text(answer, placement: placement)) contradicts the solution (\(solved))"
        )
      }
    }

    problems += checkerProblems(
      AnswerChecker(drill: drill), answers: answers, sample: sample
    ).map { "\(name): \($0)" }
    return problems
  }

  /// How `grid` breaks docs/drills.md's drill rules for `technique`, judged by the reference; empty when it
  /// makes a good drill.
  ///
  /// Elimination lessons: the technique is the next step of a simplest-first solve — no naked or hidden
  /// single, no elimination of any earlier lesson anywhere on the board, and some of its own. Singles: 1
  /// to 10 placements, not all of them given by the other single too (the factory's rule, so the drill is
  /// about this single).
  public static func ruleProblems(_ technique: Technique, _ grid: Grid) -> [String] {
    let reference = Reference(grid)
    let answers = reference.results(technique)
    var problems: [String] = []
    if technique.placesDigits {
      if !(1...10).contains(answers.count) {
        problems.append("\(answers.count) placements, not 1 to 10")
      }
      let other: Technique = technique == .hiddenSingle ? .nakedSingle : .hiddenSingle
      if answers.isSubset(of: reference.results(other)) {
        problems.append("every answer is also a \(other.rawValue)")
      }
    } else {
      for single in [Technique.nakedSingle, .hiddenSingle] {
        let found = reference.results(single)
        if !found.isEmpty {
          problems.append(
            "a \(single.rawValue) is available: \(PositionAudit.text(found, placement: true))")
        }
      }
      let earlier = Technique.allCases.prefix { $0 != technique }.filter { !$0.placesDigits }
      for other in earlier {
        let found = reference.results(other)
        if !found.isEmpty {
          problems.append(
            "an earlier lesson applies: \(other.rawValue) \(PositionAudit.text(found, placement: false))"
          )
        }
      }
      if answers.isEmpty { problems.append("no \(technique.rawValue) on the board") }
    }
    return problems
  }

  /// Whether the checker says Correct to each of `answers` and to all of them at once, and Miss to a
  /// `sample` of the shown candidates that are no answer (spread evenly over the board).
  public static func checkerProblems(
    _ checker: AnswerChecker, answers: Set<Candidate>, sample: Int
  ) -> [String] {
    let placement = checker.technique.placesDigits
    let grid = checker.grid
    let expected = answers.sorted().map { PositionAudit.text($0, placement: placement) }
    var problems: [String] = []
    for text in expected {
      let verdict = checker.check(text)
      if verdict.kind != .correct {
        problems.append("checker says \(verdict.line) to the answer \(text)")
      }
    }
    if expected.count > 1 {
      let all = expected.joined(separator: " ")
      let verdict = checker.check(all)
      if verdict.kind != .correct {
        problems.append("checker says \(verdict.line) to all answers at once: \(all)")
      }
    }
    var others: [Candidate] = []
    for cell in grid.emptyCells {
      for digit in grid.candidates(at: cell) where !answers.contains(Candidate(cell, digit)) {
        others.append(Candidate(cell, digit))
      }
    }
    let step = max(1, others.count / max(1, sample))
    for index in stride(from: 0, to: others.count, by: step).prefix(sample) {
      let text = PositionAudit.text(others[index], placement: placement)
      let verdict = checker.check(text)
      if verdict.kind != .miss {
        problems.append("checker says \(verdict.line) to the non-answer \(text)")
      }
    }
    return problems
  }

  /// At one position, for every lesson: `DrillFactory.qualifies` must agree with `ruleProblems`, and where
  /// the position qualifies, the checker must judge it right.
  public static func positionProblems(_ grid: Grid, solution: Puzzle, sample: Int = 3) -> [String] {
    var problems: [String] = []
    for technique in Technique.allCases {
      let broken = ruleProblems(technique, grid)
      let qualifies = DrillFactory.qualifies(grid, for: technique)
      let name = "\(technique.rawValue) at \(PositionAudit.line(grid))"
      if qualifies != broken.isEmpty {
        problems.append(
          "\(name): DrillFactory.qualifies says \(qualifies), the reference says "
            + (broken.isEmpty ? "it qualifies" : broken.joined(separator: "; ")))
      }
      guard qualifies else { continue }
      let checker = AnswerChecker(technique: technique, grid: grid, solution: solution)
      let answers = Reference(grid).results(technique)
      problems += checkerProblems(checker, answers: answers, sample: sample).map {
        "\(name): \($0)"
      }
    }
    return problems
  }
}
