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
      return Verdict(
        .wrongForm(answer: answer.description, lessonPlacesDigits: technique.placesDigits))
    }
    let candidates = answer.candidates
    if let filled = Self.filled(candidates, in: grid) { return filled }
    for candidate in candidates {
      if let miss = explainMiss(candidate) {
        return Verdict(
          .miss(miss, part: Self.part(candidate, of: candidates, placing: wanted == .placement)))
      }
    }
    return correct(candidates)
  }

  /// A wrong part's name when the answer has several parts (`r1c7<>5`), else nil.
  static func part(_ candidate: Candidate, of candidates: [Candidate], placing: Bool) -> String? {
    candidates.count > 1 ? Notation.canonical(candidate, placement: placing) : nil
  }

  /// The verdict for input that is no answer at all (free: not a first answer).
  static func unreadable(_ error: NotationError) -> Verdict {
    Verdict(.unreadable(error))
  }

  /// The free verdict for an answer naming a filled cell, or nil when every cell is empty.
  static func filled(_ candidates: [Candidate], in grid: Grid) -> Verdict? {
    guard let cell = candidates.map(\.cell).first(where: { !grid.isEmpty($0) }) else { return nil }
    return Verdict(.filledCell(cell, digit: grid.digit(at: cell)))
  }

  /// Whether a single candidate is a valid answer.
  public func isValid(_ candidate: Candidate) -> Bool {
    instances.contains { instance in
      (technique.placesDigits ? instance.placements : instance.eliminations).contains(candidate)
    }
  }

  /// The correct verdict's facts: the fewest instances that cover the answer, other instances,
  /// and the other techniques that give it too (but `notNaming`, which the caller speaks of).
  func correct(_ candidates: [Candidate], notNaming: Technique? = nil) -> VerdictReason.Correct {
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
    var others: [Step] = []
    for instance in instances where !instance.isDuplicate(ofAny: used + others) {
      others.append(instance)
    }
    // Say when another of the twelve techniques reaches the same result: worth knowing, not a fault.
    let answer = Set(candidates)
    // The six's drills name only the six; a later lesson's names everything up to itself.
    let known = max(technique.number, Technique.upToXWing.count)
    // Each with the parts it gives: "gives it too" of a technique that gives only some parts
    // would be false of the others.
    let alsoBy = Technique.allCases.compactMap { other -> VerdictReason.AlsoBy? in
      guard
        other.number <= known && other != technique && other != notNaming
          && other.placesDigits == technique.placesDigits
      else { return nil }
      let given = allSteps[other, default: []].reduce(into: Set<Candidate>()) {
        $0.formUnion(answer.intersection(results($1)))
      }
      guard !given.isEmpty else { return nil }
      return VerdictReason.AlsoBy(
        technique: other, parts: given.sorted(), givesAll: given == answer,
        placing: technique.placesDigits)
    }
    var correct = VerdictReason.Correct(used: used, others: others, alsoBy: alsoBy, review: nil)
    correct.singlesInside = used.flatMap { singles(inside: $0) }
    return correct
  }

  /// The singles inside a subset or fish, as the board shows them: a digit of a hidden subset
  /// with one place in one of its houses, a cell of a naked subset with one candidate, a base line
  /// of a fish with one place for its digit. Empty for other patterns and for whole ones.
  func singles(inside step: Step) -> [VerdictReason.SingleInside] {
    step.pattern.teaching.singlesInside(SinglesInside(grid: grid, technique: technique))
  }

  func correct(_ candidates: [Candidate]) -> Verdict {
    Verdict(.correct(correct(candidates, notNaming: nil)))
  }

  func results(_ step: Step) -> Set<Candidate> {
    Set(technique.placesDigits ? step.placements : step.eliminations)
  }

  /// Why `candidate` is not an answer, or nil when it is one.
  func explainMiss(_ candidate: Candidate) -> Miss? {
    let shown = grid.candidates(at: candidate.cell)
    if !shown.contains(candidate.digit) {
      return .notACandidate(candidate, shown: shown, eliminating: !technique.placesDigits)
    }
    if isValid(candidate) { return nil }
    return technique.placesDigits ? explainPlacement(candidate) : explainElimination(candidate)
  }
}

extension [Step] {
  /// The instances that remove something from `cell`, each pattern once (one found from two
  /// houses counts once): what a miss names as the instances that reach the cell with other digits.
  func reaching(_ cell: Cell) -> [Step] {
    var reaching: [Step] = []
    for instance in self
    where instance.eliminations.contains(where: { $0.cell == cell })
      && !instance.isDuplicate(ofAny: reaching)
    {
      reaching.append(instance)
    }
    return reaching
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
