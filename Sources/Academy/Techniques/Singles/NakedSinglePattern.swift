import SudokuCore

/// A naked single's pattern as the academy reads it: `cell` has `digit` as its only candidate.
struct NakedSinglePattern: PatternTeaching {
  let digit: Int
  let cell: Cell
  let isFullHouse: Bool

  /// Each other digit, with the first of the cell's houses (row, column, box) that holds it.
  func seen(on grid: Grid) -> [StepFacts.Seen] {
    var seen: [StepFacts.Seen] = []
    for other in 1...9 where other != digit {
      if let (house, placed) = cell.houses.lazy.compactMap({ house in
        grid.placedCell(of: other, in: house).map { (house, $0) }
      }).first {
        seen.append(StepFacts.Seen(placed: placed, digit: other, house: house, cells: []))
      }
    }
    return seen
  }

  func neededGone(on grid: Grid) -> [Candidate] {
    (1...9).filter { $0 != digit }.map { Candidate(cell, $0) }
  }

  var region: [(Cell, DigitSet)] { [(cell, .all)] }

  func englishReason(_ reason: ReasonParts) -> String {
    if isFullHouse {
      return "\(cell) is the last empty cell of its house, so it takes the one digit "
        + "the house is missing: \(reason.result)."
    }
    var byHouse: [String] = []
    for house in cell.houses {
      let digits = reason.facts.seen.filter { $0.house == house }.map(\.digit)
      guard !digits.isEmpty else { continue }
      let name = "its \(house.kind.name)"
      byHouse.append(
        (byHouse.isEmpty ? "\(name) rules out " : "\(name) ") + listed(digits.map(String.init)))
    }
    var why = listed(byHouse)
    if reason.facts.removals.isEmpty {
      why += " \u{2014} the other eight digits"
    } else {
      why += (byHouse.isEmpty ? "" : "; ") + reason.removed
    }
    return "\(cell) has no candidate but \(digit) left: \(why). So \(reason.result)."
  }

  func portugueseReason(_ reason: ReasonParts) -> String {
    if isFullHouse {
      return "\(cell) é a última casa vazia da sua unidade, por isso recebe o único dígito "
        + "que lá falta: \(reason.result)."
    }
    var byHouse: [String] = []
    for house in cell.houses {
      let digits = reason.facts.seen.filter { $0.house == house }.map(\.digit)
      guard !digits.isEmpty else { continue }
      let name = "a sua \(house.kind.name)"
      byHouse.append(
        (byHouse.isEmpty ? "\(name) exclui " : "\(name) ") + listed(digits.map(String.init)))
    }
    var why = listed(byHouse)
    if reason.facts.removals.isEmpty {
      why += " \u{2014} os outros oito dígitos"
    } else {
      why += (byHouse.isEmpty ? "" : "; ") + reason.removed
    }
    return "\(cell) já só tem o candidato \(digit): \(why). Logo, \(reason.result)."
  }

  /// Singles place digits: an elimination lesson's pattern is never one.
  func patternCandidate(_ candidate: Candidate, _ words: any VerdictWords) -> String {
    words.partOfPattern(candidate.cell)
  }
}
