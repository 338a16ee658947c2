import SudokuCore

/// Judges answers to a drill on the candidates as displayed, and explains every miss.
///
/// An answer is correct when each of its placements or eliminations belongs to some instance of the
/// lesson's technique at the shown position (the parts may come from different instances).
public struct AnswerChecker: Sendable {
  public let technique: Technique
  public let grid: Grid
  public let solution: Puzzle
  /// Every instance of the lesson's technique.
  public let instances: [Step]
  /// Every instance of every technique, for "true, but that is claiming" verdicts.
  let allSteps: [Technique: [Step]]

  public init(drill: Drill) {
    self.init(technique: drill.technique, grid: drill.grid, solution: drill.solution)
  }

  public init(technique: Technique, grid: Grid, solution: Puzzle) {
    self.technique = technique
    self.grid = grid
    self.solution = solution
    allSteps = Finder.steps(Technique.allCases, in: grid)
    instances = allSteps[technique, default: []]
  }

  static let placementExample = "r3c5=7"
  static let eliminationExample = "r1c7<>5"

  /// Judges one line of input.
  public func check(_ text: String) -> Verdict {
    let answer: Answer
    do {
      answer = try Answer(parsing: text)
    } catch {
      return Self.unreadable(error)
    }
    let wanted: Answer.Kind = technique.placesDigits ? .placement : .elimination
    if answer.kind != wanted {
      return technique.placesDigits
        ? Verdict(
          .wrongForm,
          "This lesson places digits: answer with a placement like \(Self.placementExample) (\(answer.description.keptTogether) removes a candidate). Not counted — try again."
        )
        : Verdict(
          .wrongForm,
          "This lesson removes candidates: answer with an elimination like \(Self.eliminationExample) (\(answer.description.keptTogether) places a digit). Not counted — try again."
        )
    }
    let candidates = answer.candidates
    for candidate in candidates {
      if let miss = explainMiss(candidate) {
        let prefix =
          candidates.count > 1
          ? "\(Notation.canonical(candidate, placement: technique.placesDigits)): " : ""
        let suffix = candidates.count > 1 ? " (One wrong part makes the whole answer a miss.)" : ""
        return Verdict(.miss, prefix + miss + suffix)
      }
    }
    return correct(candidates)
  }

  /// The verdict for input that is no answer at all (free: not a first answer).
  static func unreadable(_ error: NotationError) -> Verdict {
    Verdict(.unreadable, "Can't read that answer: \(error.message).")
  }

  /// Whether a single candidate is a valid answer.
  public func isValid(_ candidate: Candidate) -> Bool {
    instances.contains { instance in
      (technique.placesDigits ? instance.placements : instance.eliminations).contains(candidate)
    }
  }

  func correct(_ candidates: [Candidate]) -> Verdict {
    // Name the fewest instances that cover the answer, largest first.
    var uncovered = Set(candidates)
    var used: [Step] = []
    while !uncovered.isEmpty {
      let best = instances.max { a, b in
        uncovered.intersection(results(a)).count < uncovered.intersection(results(b)).count
      }!
      used.append(best)
      uncovered.subtract(results(best))
    }
    var text = used.map(\.description.keptTogether).joined(separator: "; ") + "."
    var others: [Step] = []
    for instance in instances where !instance.isDuplicate(ofAny: used + others) {
      others.append(instance)
    }
    if others.count == 1 {
      text += " (Also there: \(others[0].description.keptTogether).)"
    } else if others.count > 1 {
      text +=
        " (\(others.count) other instances were there too, e.g. \(others[0].description.keptTogether).)"
    }
    // Say when another of the six techniques reaches the same result: worth knowing, not a fault.
    let answer = Set(candidates)
    let alsoBy = Technique.allCases.filter { other in
      other != technique && other.placesDigits == technique.placesDigits
        && allSteps[other, default: []].contains { !answer.isDisjoint(with: results($0)) }
    }
    if !alsoBy.isEmpty {
      let phrase = listed(alsoBy.map(\.phrase))
      let verb = alsoBy.count == 1 ? "gives" : "give"
      text += " (" + phrase.prefix(1).uppercased() + phrase.dropFirst() + " \(verb) it too.)"
    }
    return Verdict(.correct, text, instances: used)
  }

  func results(_ step: Step) -> Set<Candidate> {
    Set(technique.placesDigits ? step.placements : step.eliminations)
  }

  /// Why `candidate` is not an answer, or nil when it is one.
  func explainMiss(_ candidate: Candidate) -> String? {
    let cell = candidate.cell
    let digit = candidate.digit
    if !grid.isEmpty(cell) {
      return
        "\(cell) is already filled (\(grid.digit(at: cell))). Pick a cell that still shows candidates."
    }
    let shown = grid.candidates(at: cell)
    if !shown.contains(digit) {
      return "\(digit) is not a candidate in \(cell) (it shows \(digitList(shown)))"
        + (technique.placesDigits ? "." : " — there is nothing to remove.")
    }
    if isValid(candidate) { return nil }
    return technique.placesDigits ? explainPlacement(candidate) : explainElimination(candidate)
  }
}

extension Step {
  /// The same pattern found from another house (a naked pair seen from its row and its box).
  func isDuplicate(ofAny steps: [Step]) -> Bool {
    steps.contains {
      $0.placements == placements && $0.eliminations == eliminations && $0.technique == technique
    }
  }
}

extension AnswerChecker {
  /// The instance hints and `show` talk about: one whose eliminations an earlier lesson can't
  /// make, when there is one.
  var featuredInstance: Step {
    instances.first { instance in
      instance.eliminations.isEmpty
        || !EarlierLessons.beyondEarlierLessons(Set(instance.eliminations), of: technique) {
          allSteps[$0, default: []]
        }.isEmpty
    } ?? instances[0]
  }
}
