import SudokuCore

/// The explanation of each kind of miss, naming the cells, houses and digits involved.
extension AnswerChecker {
  // MARK: Singles

  func explainPlacement(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let shown = grid.candidates(at: cell)
    let nakedGivesIt = allSteps[.nakedSingle, default: []].contains {
      $0.placements.contains(candidate)
    }
    let hiddenStep = allSteps[.hiddenSingle, default: []].first {
      $0.placements.contains(candidate)
    }
    switch technique {
    case .hiddenSingle where nakedGivesIt:
      return
        "right digit, but that's a naked single — \(cell) has no other candidate. This lesson is about hidden singles: find a digit with only one place in a row, column or box."
    case .nakedSingle:
      if let hiddenStep, case .hiddenSingle(_, _, let house, _) = hiddenStep.pattern {
        return
          "right digit, but that's a hidden single — \(digit) has only one place in \(house.spelledOut), yet \(cell) still has \(digitList(shown)). This lesson is about naked singles: find a cell with one candidate left."
      }
      return "\(cell) still has \(digitList(shown))."
    default:
      return
        "\(digit) can also go in \(CheckWords.places(Self.otherPlaces(of: candidate, in: grid)))."
    }
  }

  /// The other cells where the candidate's digit can go, house by house, each cell once (in the
  /// first house it shares with the candidate's cell): row, column, box.
  static func otherPlaces(of candidate: Candidate, in grid: Grid) -> [(house: House, cells: [Cell])]
  {
    var named: Set<Cell> = []
    var groups: [(house: House, cells: [Cell])] = []
    for house in candidate.cell.houses {
      let others = grid.cells(of: candidate.digit, in: house).filter {
        $0 != candidate.cell && !named.contains($0)
      }
      guard !others.isEmpty else { continue }
      named.formUnion(others)
      groups.append((house, others))
    }
    return groups
  }

  // MARK: Eliminations

  func explainElimination(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    // A true elimination by another technique is named first: the answer is right, only the
    // technique is not this lesson's (even where the cell is also part of this lesson's pattern).
    for other in LogicalSolver.order where other != technique && !other.placesDigits {
      if let step = allSteps[other, default: []].first(where: {
        $0.eliminations.contains(candidate)
      }) {
        return
          "true, but that follows from \(other.phrase), not \(technique.phrase): \(step.description.keptTogether)."
      }
    }
    if let own = instances.first(where: {
      $0.patternCells.contains(cell) && $0.digits.contains(digit)
    }) {
      return explainPatternCandidate(candidate, own)
    }
    switch technique {
    case .pointing: return explainNoPointing(candidate)
    case .claiming: return explainNoClaiming(candidate)
    case .nakedPair: return explainNoPair(candidate)
    default: return explainNoXWing(candidate)
    }
  }

  func explainPatternCandidate(_ candidate: Candidate, _ step: Step) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    switch step.pattern {
    case .pointing(_, let box, let line, _):
      return
        "\(cell) is one of the cells the \(plural(digit)) of \(box.spelledOut) point from — pointing removes \(digit) from the rest of \(line.spelledOut), never from the box's own cells."
    case .claiming(_, let line, let box, _):
      return
        "\(cell) is one of the cells where \(line.spelledOut) keeps its \(plural(digit)) — claiming removes \(digit) from the rest of \(box.spelledOut), never from the line's own cells."
    case .nakedPair(let digits, let cells, _):
      return
        "that candidate is the one the pair protects: \(listed(cells.map(\.description))) hold exactly \(digitList(digits)), so \(digit) must go in one of them."
    case .xWing(_, let base, let cover, _):
      return
        "\(cell) is a corner of the X-Wing on \(digit) (\(Notation.groupHouses(base)) × \(Notation.groupHouses(cover))): the X-Wing keeps its own \(plural(digit)) and removes \(digit) from the rest of \(listed(cover.map(\.spelledOut)))."
    default:
      return "\(cell) is part of the pattern itself."
    }
  }

  /// Where the digit sits in a house, as a phrase: `rows 1 and 3`, `columns 4 to 6`.
  func spread(_ cells: [Cell], along kind: House.Kind) -> String {
    let indices = Array(Set(cells.map { kind == .row ? $0.row : $0.column })).sorted().map {
      $0 + 1
    }
    let name = kind == .row ? "row" : "column"
    return indices.count == 1
      ? "\(name) \(indices[0])" : "\(name)s \(listed(indices.map(String.init)))"
  }

  func explainNoPointing(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    var reasons: [String] = []
    for line in [House.row(cell.row), House.column(cell.column)] {
      let boxes = Set(line.cells.map(\.box)).subtracting([cell.box]).sorted()
      for box in boxes {
        let house = House.box(box)
        let name = house.spelledOut
        if let placed = grid.placedCell(of: digit, in: house) {
          reasons.append("\(name) already has its \(digit) (\(placed))")
          continue
        }
        let cells = grid.cells(of: digit, in: house)
        let kind: House.Kind = line.kind
        if cells.count == 1 {
          reasons.append(
            "\(name) has a single \(digit) left (\(cells[0])) — a hidden single, not pointing")
        } else if cells.allSatisfy({
          (kind == .row ? $0.row : $0.column) == (kind == .row ? cells[0].row : cells[0].column)
        }) {
          reasons.append(
            "\(name)'s \(plural(digit)) lie on \(spread(cells, along: kind)), not \(line.spelledOut)"
          )
        } else {
          reasons.append(
            "in \(name) the \(plural(digit)) sit on \(spread(cells, along: kind)) — not confined to one line"
          )
        }
      }
    }
    return
      "nothing points \(digit) at \(cell): \(reasons.joined(separator: "; ")). Pointing removes a digit only from the line its box's candidates share."
  }

  func explainNoClaiming(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let box = House.box(cell.box)
    var reasons: [String] = []
    let rows = Set(box.cells.map(\.row)).subtracting([cell.row]).sorted().map(House.row)
    let columns = Set(box.cells.map(\.column)).subtracting([cell.column]).sorted().map(House.column)
    for line in rows + columns {
      let name = line.spelledOut
      if let placed = grid.placedCell(of: digit, in: line) {
        reasons.append("\(name) already has its \(digit) (\(placed))")
        continue
      }
      let cells = grid.cells(of: digit, in: line)
      let outside = cells.filter { $0.box != cell.box }
      if cells.isEmpty || cells.count == outside.count {
        reasons.append("\(name) has no \(digit) in \(box.spelledOut)")
      } else if cells.count == 1 {
        reasons.append("\(name) has a single \(digit) left (\(cells[0])) — a hidden single")
      } else {
        reasons.append(
          "\(name) has \(plural(digit)) outside \(box.spelledOut) (\(Notation.group(outside)))")
      }
    }
    return
      "nothing claims \(digit) in \(box.spelledOut) for \(cell): \(reasons.joined(separator: "; ")). Claiming removes a digit from a box only when a row or column keeps all its candidates for it inside that box."
  }

  func explainNoPair(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    var reasons: [String] = []
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
        let braces = "{\(set)}"
        if let superset = near.first {
          reasons.append(
            "in \(house.spelledOut) \(member) holds \(braces), but \(superset) holds {\(grid.candidates(at: superset))} — \(braces) beside {\(grid.candidates(at: superset))} is not a pair"
          )
        } else {
          reasons.append(
            "in \(house.spelledOut) \(member) holds \(braces), but no other cell there holds exactly \(braces)"
          )
        }
      }
    }
    if reasons.isEmpty {
      let houses = listed(cell.houses.map(\.spelledOut))
      return
        "no naked pair removes \(digit) from \(cell): no other cell of \(houses) holds \(digit) with just one other candidate. A naked pair needs two cells of one house with exactly the same two candidates."
    }
    return
      "no naked pair removes \(digit) from \(cell): \(reasons.joined(separator: "; ")). A naked pair needs two cells of one house with exactly the same two candidates."
  }

  func explainNoXWing(_ candidate: Candidate) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    var reasons: [String] = []
    for baseKind in [House.Kind.row, .column] {
      let coverKind: House.Kind = baseKind == .row ? .column : .row
      let coverIndex = baseKind == .row ? cell.column : cell.row
      let ownIndex = baseKind == .row ? cell.row : cell.column
      let coverName = House(coverKind, coverIndex).spelledOut
      // Lines of the base kind (other than the cell's own) with the digit in the cell's cover line.
      var bases: [(house: House, positions: [Int])] = []
      for index in 0..<9 where index != ownIndex {
        let base = House(baseKind, index)
        let positions = grid.cells(of: digit, in: base).map {
          baseKind == .row ? $0.column : $0.row
        }
        if positions.contains(coverIndex) { bases.append((base, positions)) }
      }
      let letter = coverKind == .row ? "r" : "c"
      func names(_ positions: [Int]) -> String {
        positions.map { "\(letter)\($0 + 1)" }.joined(separator: ", ")
      }
      if let fin = finnedXWing(bases, baseKind: baseKind, digit: digit) {
        reasons.append(fin)
        continue
      }
      let tight = bases.filter { $0.positions.count == 2 }
      let linesName = baseKind == .row ? "rows" : "columns"
      if tight.isEmpty {
        reasons.append(
          "no other \(baseKind.name) has just two \(plural(digit)) with one in \(coverName)")
      } else if tight.count == 1 {
        reasons.append(
          "the only \(baseKind.name) with just two \(plural(digit)), one in \(coverName), is \(tight[0].house) (\(names(tight[0].positions))) — it has no partner"
        )
      } else {
        let listedBases = tight.map { "\($0.house) (\(names($0.positions)))" }
        reasons.append(
          "the \(linesName) with just two \(plural(digit)), one in \(coverName), are \(listed(listedBases)) — no two share the same other \(coverKind.name)"
        )
      }
    }
    return
      "no X-Wing on \(digit) covers \(cell): \(reasons.joined(separator: "; ")). An X-Wing needs two lines whose \(plural(digit)) sit in the same two cross lines and nowhere else."
  }

  /// A finned X-Wing among `bases`: one line with exactly two places, another with the same two plus one
  /// or two extra candidates in the box of one corner.
  func finnedXWing(_ bases: [(house: House, positions: [Int])], baseKind: House.Kind, digit: Int)
    -> String?
  {
    for tight in bases where tight.positions.count == 2 {
      for other in bases where other.house != tight.house {
        let extra = Set(other.positions).subtracting(tight.positions)
        guard Set(tight.positions).isSubset(of: other.positions), (1...2).contains(extra.count)
        else { continue }
        let corners = tight.positions.map { position in
          baseKind == .row
            ? Cell(row: other.house.index, column: position)
            : Cell(row: position, column: other.house.index)
        }
        let extraCells = extra.sorted().map { position in
          baseKind == .row
            ? Cell(row: other.house.index, column: position)
            : Cell(row: position, column: other.house.index)
        }
        guard corners.contains(where: { corner in extraCells.allSatisfy { $0.box == corner.box } })
        else { continue }
        let coverKind: House.Kind = baseKind == .row ? .column : .row
        let cover = tight.positions.map { House(coverKind, $0).spelledOut }
        return
          "\(tight.house) and \(other.house) would make an X-Wing on \(listed(cover)), but \(other.house) also has \(Phrasing.article(digit)) in \(listed(extraCells.map(\.description))) — a fin, and finned X-Wings don't count here"
      }
    }
    return nil
  }
}
