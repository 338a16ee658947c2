import SudokuCore

/// What the hint ladder and `show` say about one instance, beyond HoDoKu's step text.
extension Cell {
  /// Shares a row, column or box with `other` (and is not it).
  fileprivate func sees(_ other: Cell) -> Bool {
    self != other && (row == other.row || column == other.column || box == other.box)
  }
}

extension Step {
  /// The cells the second hint marks: the pattern without what it places or removes.
  ///
  /// - Pointing, claiming, naked pair and X-Wing: the pattern's cells.
  /// - Hidden single: the placed digits that rule the digit out of the house's other empty cells
  ///   (never the answer cell).
  /// - Naked single: one placed cell for each digit the answer cell sees (never the cell itself).
  public func hintPatternCells(in grid: Grid) -> [Cell] {
    switch pattern {
    case .hiddenSingle(let digit, let answer, let house, _):
      // The fewest placed digits that between them see every other empty cell of the house
      // (greedy cover, the digit that rules out most cells first).
      var uncovered = house.cells.filter { $0 != answer && grid.isEmpty($0) }
      let placed = Cell.all.filter { grid.digit(at: $0) == digit }
      var marked: [Cell] = []
      while true {
        let best = placed.max { a, b in
          uncovered.filter { $0.sees(a) }.count < uncovered.filter { $0.sees(b) }.count
        }
        guard let best, uncovered.contains(where: { $0.sees(best) }) else { return marked }
        marked.append(best)
        uncovered.removeAll { $0.sees(best) }
      }
    case .nakedSingle(let digit, let answer, _):
      var marked: [Cell] = []
      for seen in 1...9 where seen != digit {
        if let blocker = answer.houses.lazy.compactMap({ grid.placedCell(of: seen, in: $0) }).first,
          !marked.contains(blocker)
        {
          marked.append(blocker)
        }
      }
      return marked
    case .pointing, .claiming, .nakedPair, .xWing:
      return patternCells
    }
  }

  /// The digits whose candidates the second hint highlights in the marked cells (none for singles,
  /// whose marked cells are filled).
  public var hintPatternDigits: DigitSet {
    technique.placesDigits ? [] : digits
  }

  /// Why the instance works, in words, ending with what it places or removes.
  ///
  /// `In box 7 the 3s sit only in r78c1, all in column 1. …: r12c1<>3.`
  public var reason: String {
    let result =
      (technique.placesDigits
      ? Notation.format(placements: placements) : Notation.format(eliminations: eliminations))
      .keptTogether
    switch pattern {
    case .hiddenSingle(let digit, let cell, let house, let isFullHouse):
      if isFullHouse {
        return "\(cell) is the last empty cell of \(house.spelledOut), so it takes the one digit "
          + "the house is missing: \(result)."
      }
      return "\(digit) has one place left in \(house.spelledOut): every other cell there already "
        + "sees a \(digit) or has lost it. So \(result)."
    case .nakedSingle(let digit, let cell, let isFullHouse):
      if isFullHouse {
        return "\(cell) is the last empty cell of its house, so it takes the one digit "
          + "the house is missing: \(result)."
      }
      return "\(cell) has no candidate but \(digit) left: its row, column and box rule out the "
        + "other eight digits. So \(result)."
    case .pointing(let digit, let box, let line, let cells):
      return "In \(box.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all on "
        + "\(line.spelledOut). The box's \(digit) will be on that line, so no other cell of "
        + "\(line.spelledOut) can take \(digit): \(result)."
    case .claiming(let digit, let line, let box, let cells):
      return "In \(line.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all inside "
        + "\(box.spelledOut). The line's \(digit) will be in that box, so the box's other cells "
        + "can't take \(digit): \(result)."
    case .nakedPair(let digits, let cells, let houses):
      let pair = listed(digits.map(String.init))
      return "\(listed(cells.map(\.description))) hold exactly \(pair): one gets each, so "
        + "neither digit can go anywhere else in \(LessonLibrary.spell(houses)): \(result)."
    case .xWing(let digit, let base, let cover, _):
      let bases = LessonLibrary.spell(base.sorted())
      let covers = LessonLibrary.spell(cover.sorted())
      return "In \(bases) the \(digit)s sit only in \(covers). Whichever way they fall, each of "
        + "\(covers) gets its \(digit) in one of \(bases), so \(digit) leaves the rest of \(covers): "
        + "\(result)."
    }
  }
}
