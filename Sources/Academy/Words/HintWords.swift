import SudokuCore

/// The words of hint rungs: where to look (a study plan's rung 1, a review drill's first hint) and
/// what the marked pattern alone doesn't show (a drill's second hint).
enum HintWords {
  /// Rung 1 of a study hint: `a naked pair in row 4, then a hidden single in box 6`.
  static func lead(_ plan: HintPlan) -> String? {
    let steps = plan.lookAt
    guard !steps.isEmpty else { return nil }
    return steps.map(lead).joined(separator: ", then ")
  }

  /// `a naked pair in row 4`, `a full house in box 2`, `an X-Wing in rows 2 and 5`.
  static func lead(_ planned: PlannedStep) -> String {
    let step = planned.step
    let what = step.isFullHouse ? "a full house" : step.technique.phrase
    return "\(what) in \(StepWords.houses(planned.houses))"
  }

  /// A review drill's first hint, which names no technique: `Look at box 7 and the digit 3.`,
  /// `Look at rows 2 and 5 and the digit 1.`, `Look at box 9.` (a digit is named only when it is
  /// the pattern's, never a single's answer in a cell to find).
  static func reviewNudge(houses: [House], digits: DigitSet) -> String {
    let place = StepWords.houses(houses)
    switch digits.count {
    case 0: return "Look at \(place)."
    case 1: return "Look at \(place) and the digit \(digits.first!)."
    default: return "Look at \(place) and the digits \(digitList(digits))."
    }
  }

  /// What the second hint adds to the lesson's words: where candidates went that no marked digit
  /// rules out, and, for a naked single, how many digits the marks are. Empty when the marks say it
  /// all.
  ///
  /// `They are six different digits; the cell lost its other candidates, 6 and 7, earlier, as the
  /// board shows.` — `(r1c8 lost its 5 earlier, as the board shows.)`
  static func patternFacts(_ step: Step, on grid: Grid) -> String {
    let facts = StepFacts(step, on: grid)
    if case .nakedSingle(_, _, let isFullHouse) = step.pattern, !isFullHouse {
      let count = "They are \(Phrasing.number(facts.seen.count)) different digits"
      guard !facts.removals.isEmpty else { return count + "." }
      let lost = listed(facts.removals.map { String($0.candidate.digit) })
      return count + "; that cell lost its other "
        + (facts.removals.count == 1 ? "candidate, \(lost)," : "candidates, \(lost),")
        + " earlier, as the board shows."
    }
    let removed = StepWords.removals(facts.removals)
    return removed.isEmpty ? "" : "(\(removed).)"
  }
}
