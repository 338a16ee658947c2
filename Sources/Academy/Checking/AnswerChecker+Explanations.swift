import SudokuCore

/// Why each kind of miss is one, as facts (`Miss`) naming the cells, houses and digits involved; the
/// words are made in `Words/VerdictWords.swift`. Each elimination technique's own rules live in its
/// folder of `Techniques/` (`Techniques/XWing/XWingMiss.swift`, its words beside them in
/// `XWingWords.swift`, the call in `XWingTeaching.swift`); this file holds what every lesson shares
/// (the singles, "follows from", the pattern's own candidate).
extension AnswerChecker {
  // MARK: Singles

  func explainPlacement(_ candidate: Candidate) -> Miss {
    let cell = candidate.cell
    let shown = grid.candidates(at: cell)
    let nakedGivesIt = allSteps[.nakedSingle, default: []].contains {
      $0.placements.contains(candidate)
    }
    let hiddenStep = allSteps[.hiddenSingle, default: []].first {
      $0.placements.contains(candidate)
    }
    if technique == .hiddenSingle && nakedGivesIt { return .nakedNotHidden(cell) }
    if technique == .nakedSingle {
      if let hiddenStep, case .hiddenSingle(_, _, let house, _) = hiddenStep.pattern {
        return .hiddenNotNaked(candidate, house: house, shown: shown)
      }
      return .stillHas(cell, shown: shown)
    }
    return .alsoGoes(candidate, elsewhere: Self.otherPlaces(of: candidate, in: grid))
  }

  /// The other cells where the candidate's digit can go, house by house, each cell once (in the
  /// first house it shares with the candidate's cell): row, column, box.
  static func otherPlaces(of candidate: Candidate, in grid: Grid) -> [Miss.Places] {
    var named: Set<Cell> = []
    var groups: [Miss.Places] = []
    for house in candidate.cell.houses {
      let others = grid.cells(of: candidate.digit, in: house).filter {
        $0 != candidate.cell && !named.contains($0)
      }
      guard !others.isEmpty else { continue }
      named.formUnion(others)
      groups.append(Miss.Places(house: house, cells: others))
    }
    return groups
  }

  // MARK: Eliminations

  func explainElimination(_ candidate: Candidate) -> Miss {
    let cell = candidate.cell
    let digit = candidate.digit
    // A true elimination by another technique is named first: the answer is right, only the
    // technique is not this lesson's (even where the cell is also part of this lesson's pattern).
    // Only techniques the learner has met are named: the six's drills name the six, a later
    // lesson's the lessons up to it (as a correct answer's "gives it too" does).
    let known = max(technique.number, Technique.upToXWing.count)
    for other in LogicalSolver.order
    where other != technique && !other.placesDigits && other.number <= known {
      if let step = allSteps[other, default: []].first(where: {
        $0.eliminations.contains(candidate)
      }) {
        return .followsFrom(other, not: technique, step: step)
      }
    }
    if let own = instances.first(where: {
      $0.patternCells.contains(cell) && $0.digits.contains(digit)
    }) {
      return .patternCandidate(candidate, step: own)
    }
    guard let miss = technique.teaching.miss else {
      preconditionFailure("the singles lessons place digits; their misses are placements")
    }
    return miss(self, candidate)
  }
}
