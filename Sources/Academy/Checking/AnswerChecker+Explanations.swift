import SudokuCore

/// Why each kind of miss is one, as facts (`Miss`) naming the cells, houses and digits involved; the
/// words are made in `Words/VerdictWords.swift`.
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
    switch technique {
    case .hiddenSingle where nakedGivesIt:
      return .nakedNotHidden(cell)
    case .nakedSingle:
      if let hiddenStep, case .hiddenSingle(_, _, let house, _) = hiddenStep.pattern {
        return .hiddenNotNaked(candidate, house: house, shown: shown)
      }
      return .stillHas(cell, shown: shown)
    default:
      return .alsoGoes(candidate, elsewhere: Self.otherPlaces(of: candidate, in: grid))
    }
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
    let known = max(technique.number, Technique.six.count)
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
    switch technique {
    case .pointing: return .noPointing(candidate, pointingBlocks(candidate))
    case .claiming: return .noClaiming(candidate, box: .box(cell.box), claimingBlocks(candidate))
    case .nakedPair: return .noPair(candidate, pairBlocks(candidate))
    case .xWing: return .noXWing(candidate, xWingBlocks(candidate))
    case .hiddenPair:
      return .noHiddenSubset(.init(candidate, size: 2, grid: grid, instances: instances))
    case .nakedTriple: return .noNakedTriple(.init(candidate, grid: grid, instances: instances))
    case .hiddenTriple:
      return .noHiddenSubset(.init(candidate, size: 3, grid: grid, instances: instances))
    case .skyscraper: return .noSkyscraper(.init(candidate, grid: grid, instances: instances))
    case .swordfish: return .noSwordfish(.init(candidate, grid: grid, instances: instances))
    case .xyWing: return .noXYWing(.init(candidate, grid: grid, instances: instances))
    case .hiddenSingle, .nakedSingle:
      preconditionFailure("the singles lessons place digits; their misses are placements")
    }
  }

  /// The 1-based lines of `kind` that `cells` lie on, ascending.
  func lines(_ cells: [Cell], along kind: House.Kind) -> [Int] {
    Array(Set(cells.map { kind == .row ? $0.row : $0.column })).sorted().map { $0 + 1 }
  }

  func pointingBlocks(_ candidate: Candidate) -> [Miss.PointingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.PointingBlock] = []
    for line in [House.row(cell.row), House.column(cell.column)] {
      let boxes = Set(line.cells.map(\.box)).subtracting([cell.box]).sorted()
      for box in boxes {
        let house = House.box(box)
        if let placed = grid.placedCell(of: digit, in: house) {
          blocks.append(.placed(box: house, at: placed))
          continue
        }
        let cells = grid.cells(of: digit, in: house)
        let spread = lines(cells, along: line.kind)
        if cells.count == 1 {
          blocks.append(.singleLeft(box: house, at: cells[0]))
        } else if spread.count == 1 {
          blocks.append(.otherLine(box: house, lines: spread, kind: line.kind, not: line))
        } else {
          blocks.append(.notConfined(box: house, lines: spread, kind: line.kind))
        }
      }
    }
    return blocks
  }

  func claimingBlocks(_ candidate: Candidate) -> [Miss.ClaimingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    let box = House.box(cell.box)
    var blocks: [Miss.ClaimingBlock] = []
    let rows = Set(box.cells.map(\.row)).subtracting([cell.row]).sorted().map(House.row)
    let columns = Set(box.cells.map(\.column)).subtracting([cell.column]).sorted().map(House.column)
    for line in rows + columns {
      if let placed = grid.placedCell(of: digit, in: line) {
        blocks.append(.placed(line: line, at: placed))
        continue
      }
      let cells = grid.cells(of: digit, in: line)
      let outside = cells.filter { $0.box != cell.box }
      if cells.isEmpty || cells.count == outside.count {
        blocks.append(.noneInBox(line: line))
      } else if cells.count == 1 {
        blocks.append(.singleLeft(line: line, at: cells[0]))
      } else {
        blocks.append(.outside(line: line, cells: outside))
      }
    }
    return blocks
  }

  func pairBlocks(_ candidate: Candidate) -> [Miss.PairBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.PairBlock] = []
    for house in cell.houses {
      let bivalue = house.cells.filter {
        $0 != cell && grid.isEmpty($0) && grid.candidates(at: $0).count == 2
          && grid.candidates(at: $0).contains(digit)
      }
      for member in bivalue {
        let set = grid.candidates(at: member)
        let near = house.cells.filter {
          $0 != member && $0 != cell && grid.isEmpty($0) && grid.candidates(at: $0).count == 3
            && grid.candidates(at: $0).intersection(set) == set
        }
        if let superset = near.first {
          blocks.append(
            .beside(
              house: house, member: member, set: set, superset: superset,
              supersetSet: grid.candidates(at: superset)))
        } else {
          blocks.append(.unmatched(house: house, member: member, set: set))
        }
      }
    }
    return blocks
  }

  func xWingBlocks(_ candidate: Candidate) -> [Miss.XWingBlock] {
    let cell = candidate.cell
    let digit = candidate.digit
    var blocks: [Miss.XWingBlock] = []
    for baseKind in [House.Kind.row, .column] {
      let coverKind: House.Kind = baseKind == .row ? .column : .row
      let coverIndex = baseKind == .row ? cell.column : cell.row
      let ownIndex = baseKind == .row ? cell.row : cell.column
      let cover = House(coverKind, coverIndex)
      // Lines of the base kind (other than the cell's own) with the digit in the cell's cover line.
      var bases: [Miss.BaseLine] = []
      for index in 0..<9 where index != ownIndex {
        let base = House(baseKind, index)
        let positions = grid.cells(of: digit, in: base).map {
          baseKind == .row ? $0.column : $0.row
        }
        if positions.contains(coverIndex) {
          bases.append(Miss.BaseLine(house: base, positions: positions))
        }
      }
      if let fin = finnedXWing(bases, baseKind: baseKind) {
        blocks.append(fin)
        continue
      }
      let tight = bases.filter { $0.positions.count == 2 }
      if tight.isEmpty {
        blocks.append(.noTight(baseKind: baseKind, cover: cover))
      } else if tight.count == 1 {
        blocks.append(.noPartner(baseKind: baseKind, cover: cover, base: tight[0]))
      } else {
        blocks.append(.noneShare(baseKind: baseKind, cover: cover, bases: tight))
      }
    }
    return blocks
  }

  /// A finned X-Wing among `bases`: one line with exactly two places, another with the same two plus one
  /// or two extra candidates in the box of one corner.
  func finnedXWing(_ bases: [Miss.BaseLine], baseKind: House.Kind) -> Miss.XWingBlock? {
    for tight in bases where tight.positions.count == 2 {
      for other in bases where other.house != tight.house {
        let extra = Set(other.positions).subtracting(tight.positions)
        guard Set(tight.positions).isSubset(of: other.positions), (1...2).contains(extra.count)
        else { continue }
        func cell(_ position: Int) -> Cell {
          baseKind == .row
            ? Cell(row: other.house.index, column: position)
            : Cell(row: position, column: other.house.index)
        }
        let corners = tight.positions.map(cell)
        let extraCells = extra.sorted().map(cell)
        guard corners.contains(where: { corner in extraCells.allSatisfy { $0.box == corner.box } })
        else { continue }
        let coverKind: House.Kind = baseKind == .row ? .column : .row
        return .fin(
          tight: tight.house, other: other.house,
          cover: tight.positions.map { House(coverKind, $0) }, extra: extraCells)
      }
    }
    return nil
  }
}
