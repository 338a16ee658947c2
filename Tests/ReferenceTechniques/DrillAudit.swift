import Academy
import SudokuCore

/// Checks one drill against `Reference` and its own solution: the drill rules of DESIGN.md, its answer
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
    let reference = Reference(grid)
    let answers = reference.results(technique)
    let name = "\(technique.rawValue) drill seed \(drill.seed) at \(PositionAudit.line(grid))"
    var problems: [String] = []

    // The drill rules.
    if placement {
      if !(1...10).contains(answers.count) {
        problems.append("\(name): \(answers.count) placements, not 1 to 10")
      }
      let other: Technique = technique == .hiddenSingle ? .nakedSingle : .hiddenSingle
      if answers.isSubset(of: reference.results(other)) {
        problems.append("\(name): every answer is also a \(other.rawValue)")
      }
    } else {
      for single in [Technique.nakedSingle, .hiddenSingle] {
        let found = reference.results(single)
        if !found.isEmpty {
          problems.append(
            "\(name): a \(single.rawValue) is available: \(PositionAudit.text(found, placement: true))"
          )
        }
      }
      let earlier = Technique.allCases.prefix { $0 != technique }.filter { !$0.placesDigits }
      let byEarlier = earlier.reduce(into: Set<Candidate>()) { $0.formUnion(reference.results($1)) }
      if answers.subtracting(byEarlier).isEmpty {
        problems.append(
          "\(name): no elimination beyond earlier lessons' (\(PositionAudit.text(answers, placement: false)))"
        )
      }
    }

    // The answer list.
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

    // The checker: every answer is correct, all of them at once too, and non-answers are misses.
    let checker = AnswerChecker(drill: drill)
    for text in expected {
      let verdict = checker.check(text)
      if verdict.kind != .correct {
        problems.append("\(name): checker says \(verdict.line) to the answer \(text)")
      }
    }
    if expected.count > 1 {
      let all = expected.joined(separator: " ")
      let verdict = checker.check(all)
      if verdict.kind != .correct {
        problems.append("\(name): checker says \(verdict.line) to all answers at once: \(all)")
      }
    }
    var others: [Candidate] = []
    for cell in grid.emptyCells {
      for digit in grid.candidates(at: cell) where !answers.contains(Candidate(cell, digit)) {
        others.append(Candidate(cell, digit))
      }
    }
    // An even spread over the board, the same every run.
    let stride = max(1, others.count / max(1, sample))
    for candidate in Swift.stride(from: 0, to: others.count, by: stride).prefix(sample).map({
      others[$0]
    }) {
      let text = PositionAudit.text(candidate, placement: placement)
      let verdict = checker.check(text)
      if verdict.kind != .miss {
        problems.append("\(name): checker says \(verdict.line) to the non-answer \(text)")
      }
    }
    return problems
  }
}
