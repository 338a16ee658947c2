import SudokuCore

/// Judges answers to a review drill, whose header names no technique: any placement or elimination
/// of some instance of any of the six techniques is correct, and is credited to the technique the
/// answer belongs to. Misses are explained for the technique the drill was cut for.
///
/// The credit: the drill's own technique when it gives every part of the answer; else the simplest
/// technique that gives every part; else (parts from different techniques) the hardest of the
/// techniques the parts need. `r12c1<>3` on a board where pointing and a naked pair both give it,
/// in a drill cut for naked pairs, is a naked pair.
public struct ReviewChecker: Sendable {
  /// The checker of the technique the drill was cut for: its misses are the review's misses.
  public let drilled: AnswerChecker

  public init(drill: Drill) {
    drilled = AnswerChecker(drill: drill)
  }

  /// The verdict and, for a correct answer, the technique it is credited to.
  public func check(_ text: String) -> (verdict: Verdict, credited: Technique?) {
    let answer: Answer
    do {
      answer = try Answer(parsing: text)
    } catch {
      return (AnswerChecker.unreadable(error), nil)
    }
    let placing = answer.kind == .placement
    let candidates = answer.candidates
    var needed: [[Technique]] = []
    for candidate in candidates {
      let givers = LogicalSolver.order.filter { technique in
        technique.placesDigits == placing
          && drilled.allSteps[technique, default: []].contains {
            (placing ? $0.placements : $0.eliminations).contains(candidate)
          }
      }
      guard !givers.isEmpty else {
        let prefix =
          candidates.count > 1 ? "\(Notation.canonical(candidate, placement: placing)): " : ""
        let suffix = candidates.count > 1 ? " (One wrong part makes the whole answer a miss.)" : ""
        return (Verdict(.miss, prefix + explainMiss(candidate, placing: placing) + suffix), nil)
      }
      needed.append(givers)
    }
    let credited = credit(needed)
    let checker = AnswerChecker(
      technique: credited, grid: drilled.grid, solution: drilled.solution)
    let correct = checker.correct(candidates)
    var text = "that's \(credited.phrase): " + correct.text
    if credited != drilled.technique {
      text +=
        " (This drill was cut for \(drilled.technique.phrase), which was there too: "
        + "\(drilled.featuredInstance.description.keptTogether).)"
    }
    return (Verdict(.correct, text, instances: correct.instances), credited)
  }

  /// Every correct one-part answer, in canonical form and sorted, each with the technique it is
  /// credited to.
  public var answers: [(answer: String, technique: Technique)] {
    var credited: [Candidate: (placing: Bool, givers: [Technique])] = [:]
    for technique in LogicalSolver.order {
      for step in drilled.allSteps[technique, default: []] {
        for candidate in step.placements + step.eliminations {
          var entry = credited[candidate] ?? (technique.placesDigits, [])
          if !entry.givers.contains(technique) { entry.givers.append(technique) }
          credited[candidate] = entry
        }
      }
    }
    return credited.keys.sorted().map { candidate in
      let entry = credited[candidate]!
      return (Notation.canonical(candidate, placement: entry.placing), credit([entry.givers]))
    }
  }

  /// The technique an answer is credited to, given the techniques that give each of its parts.
  func credit(_ needed: [[Technique]]) -> Technique {
    let drilledTechnique = drilled.technique
    if needed.allSatisfy({ $0.contains(drilledTechnique) }) { return drilledTechnique }
    if let common = LogicalSolver.order.first(where: { technique in
      needed.allSatisfy { $0.contains(technique) }
    }) {
      return common
    }
    let simplest = needed.map { $0[0] }
    return LogicalSolver.order.last { simplest.contains($0) }!
  }

  /// Why a part of the answer is no step of the six here, without naming a solution digit.
  func explainMiss(_ candidate: Candidate, placing: Bool) -> String {
    if placing == drilled.technique.placesDigits {
      return drilled.explainMiss(candidate) ?? "none of the six gives that here."
    }
    let cell = candidate.cell
    if !drilled.grid.isEmpty(cell) {
      return "\(cell) is already filled (\(drilled.grid.digit(at: cell))). Pick a cell that still "
        + "shows candidates."
    }
    let shown = drilled.grid.candidates(at: cell)
    if !shown.contains(candidate.digit) {
      return "\(candidate.digit) is not a candidate in \(cell) (it shows \(digitList(shown)))."
    }
    return placing
      ? "no single places \(candidate.digit) in \(cell): it still has \(digitList(shown)), and "
        + "\(candidate.digit) has other places in its row, column and box."
      : "none of the six removes \(candidate.digit) from \(cell) on this board."
  }
}
