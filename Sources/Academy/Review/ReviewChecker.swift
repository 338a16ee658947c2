import SudokuCore

/// Judges answers to a review drill, whose header names no technique: any placement or elimination
/// of some instance of any of the twelve techniques is correct, and is credited to the technique the
/// answer belongs to. A miss names no technique either: it says what is true of the candidate (no
/// step of the twelve gives it; where else the digit can go), so the drill's technique stays hidden
/// until the drill closes.
///
/// The credit: the simplest technique (simplest-first order) that gives every part of the answer —
/// the rule lessons use for "true, but that follows from pointing" — saying when the drill's own
/// technique gives it too; else (parts from different techniques) the hardest of the techniques the
/// parts need. `r12c1<>3` on a board where pointing and a naked pair both give it, in a drill cut
/// for naked pairs, is pointing ("The naked pair this drill was cut for gives it too.").
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
    if let filled = AnswerChecker.filled(candidates, in: drilled.grid) { return (filled, nil) }
    var needed: [[Technique]] = []
    for candidate in candidates {
      let givers = LogicalSolver.order.filter { technique in
        technique.placesDigits == placing
          && drilled.allSteps[technique, default: []].contains {
            (placing ? $0.placements : $0.eliminations).contains(candidate)
          }
      }
      guard !givers.isEmpty else {
        let part = AnswerChecker.part(candidate, of: candidates, placing: placing)
        return (Verdict(.miss(explainMiss(candidate, placing: placing), part: part)), nil)
      }
      needed.append(givers)
    }
    let credited = credit(needed)
    let checker = AnswerChecker(
      technique: credited, grid: drilled.grid, solution: drilled.solution)
    let correct = checker.correct(candidates, notNaming: drilled.technique)
    let review = VerdictReason.Review(
      credited: credited, drilled: drilled.technique,
      drilledGivesIt: needed.allSatisfy { $0.contains(drilled.technique) },
      drilledInstance: drilled.featuredInstance)
    var credit = VerdictReason.Correct(
      used: correct.used, others: correct.others, alsoBy: correct.alsoBy, review: review)
    credit.singlesInside = correct.singlesInside
    return (Verdict(.correct(credit)), credited)
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

  /// The technique an answer is credited to, given the techniques that give each of its parts
  /// (each list in simplest-first order).
  func credit(_ needed: [[Technique]]) -> Technique {
    if let common = LogicalSolver.order.first(where: { technique in
      needed.allSatisfy { $0.contains(technique) }
    }) {
      return common
    }
    let simplest = needed.map { $0[0] }
    return LogicalSolver.order.last { simplest.contains($0) }!
  }

  /// Why a part of the answer is no step of the twelve here, in words that name no technique and no
  /// solution digit: the cell's candidates, and where else the digit can go.
  func explainMiss(_ candidate: Candidate, placing: Bool) -> Miss {
    let grid = drilled.grid
    let shown = grid.candidates(at: candidate.cell)
    if !shown.contains(candidate.digit) {
      return .notACandidate(candidate, shown: shown, eliminating: false)
    }
    let elsewhere = AnswerChecker.otherPlaces(of: candidate, in: grid)
    return placing
      ? .reviewPlacement(candidate, shown: shown, elsewhere: elsewhere)
      : .reviewElimination(candidate, elsewhere: elsewhere)
  }
}
