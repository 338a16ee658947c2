import SudokuCore

/// A hidden single's pattern as the academy reads it: `digit` has only `cell` left in `house`.
struct HiddenSinglePattern: PatternTeaching {
  let digit: Int
  let cell: Cell
  let house: House
  let isFullHouse: Bool

  /// The fewest placed digits that between them see every other cell they can (greedy cover, the
  /// one that rules out most cells first); the cells no placed digit sees lost the digit.
  func seen(on grid: Grid) -> [StepFacts.Seen] {
    var uncovered = others(on: grid).filter { !grid.peerCandidates(at: $0).contains(digit) }
    let placed = Cell.all.filter { grid.digit(at: $0) == digit }
    var seen: [StepFacts.Seen] = []
    while let best = placed.max(by: { a, b in
      uncovered.filter { $0.sees(a) }.count < uncovered.filter { $0.sees(b) }.count
    }), uncovered.contains(where: { $0.sees(best) }) {
      seen.append(
        StepFacts.Seen(
          placed: best, digit: digit, house: house, cells: uncovered.filter { $0.sees(best) }))
      uncovered.removeAll { $0.sees(best) }
    }
    return seen
  }

  func neededGone(on grid: Grid) -> [Candidate] { others(on: grid).map { Candidate($0, digit) } }

  /// The house's other empty cells.
  private func others(on grid: Grid) -> [Cell] {
    house.cells.filter { $0 != cell && grid.isEmpty($0) }
  }

  var region: [(Cell, DigitSet)] { placesOf([house], [digit]) }

  func englishReason(_ reason: ReasonParts) -> String {
    let result = reason.result
    if isFullHouse {
      return "\(cell) is the last empty cell of \(house.spelledOut), so it takes the one digit "
        + "the house is missing: \(result)."
    }
    var why = reason.facts.seen.map { seen in
      "the \(digit) in \(seen.placed) rules out \(listed(seen.cells.map(\.description)))"
    }
    if !reason.removed.isEmpty { why.append(reason.removed) }
    return "\(digit) has one place left in \(house.spelledOut): "
      + (why.isEmpty ? "it has no other empty cell" : StepWords.clauses(why)) + ". So \(result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    let result = reason.result
    if isFullHouse {
      return "\(cell) é a última casa vazia \(StepWords.houses([house], .of)), por isso recebe o "
        + "único dígito que falta à unidade: \(result)."
    }
    var why = reason.facts.seen.map { seen in
      "o \(digit) de \(seen.placed) exclui \(listed(seen.cells.map(\.description)))"
    }
    if !reason.removed.isEmpty { why.append(reason.removed) }
    return "O \(digit) só tem um lugar possível \(StepWords.houses([house], .in)): "
      + (why.isEmpty ? "a unidade não tem outra casa vazia" : StepWords.clauses(why))
      + ". Logo, \(result)."
  }

  /// Singles place digits: an elimination lesson's pattern is never one.
  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    words.partOfPattern(candidate.cell)
  }
}
