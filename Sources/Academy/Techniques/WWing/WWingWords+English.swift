import SudokuCore

struct EnglishWWingPhrasing: WWingPhrasing {
  func rule(_ digit: Int) -> String {
    "A W-Wing needs two cells showing just \(digit) and one same other digit, y, and a house "
      + "holding y in exactly two cells, one seeing each of them; it removes \(digit) only from "
      + "the cells that see both."
  }

  /// `r1c9 and r8c7 {1,4} (joined by column 3's 1s, r1c3 and r8c3)`
  private func shape(_ wing: WWing) -> String {
    "\(listed(wing.cells.map(\.description))) {\(wing.digits)} (joined by "
      + "\(wing.link.spelledOut)'s \(plural(wing.linkDigit)), "
      + "\(listed(wing.linkCells.sorted().map(\.description))))"
  }

  func closest(_ closest: WWingMiss.Closest, _ facts: WWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .noLink(let pair, let weak):
      let other = pair[0].digits.subtracting([digit]).first!
      var text =
        "\(cell) sees \(listed(pair.map(\.spoken))), but no house holds \(other) in exactly two "
        + "cells with one seeing each of them"
      if let weak {
        text +=
          "; \(weak.house.spelledOut) comes closest, with one seeing each, but holds \(other) "
          + "\(Language.current.grammar.number(weak.cells.count)) times "
          + "(\(listed(weak.cells.map(\.description)))): no strong link"
      }
      return text
    case .wing(let wing, let seen, let reaches):
      let (first, second) = (wing.cells[0], wing.cells[1])
      let sight =
        seen.isEmpty
        ? "\(cell) sees neither \(first) nor \(second)" : "\(cell) sees only \(seen[0])"
      let reach =
        reaches.isEmpty
        ? "removes nothing: no cell that sees both \(first) and \(second) shows \(digit)"
        : "removes \(digit) only from \(listed(reaches.map(\.description))), which "
          + "\(reaches.count == 1 ? "sees" : "see") both \(first) and \(second)"
      return "the W-Wing on \(shape(wing)) \(reach); \(sight)"
    case .noPair(let shown) where shown.count == 1:
      return "\(cell) sees only one cell showing just \(digit) and one other digit, "
        + "\(shown[0].spoken), and a W-Wing needs two showing the same two digits"
    case .noPair(let shown):
      return "the cells \(cell) sees that show just \(digit) and one other digit, "
        + "\(listed(shown.map(\.spoken))), pair \(digit) with different digits; a W-Wing needs "
        + "two showing the same two"
    case .nothing:
      return "\(cell) sees no cell showing just \(digit) and one other digit"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: WWing) -> String {
    let cell = candidate.cell
    let removed = wing.removed
    let both = listed(wing.cells.map(\.description))
    guard wing.linkCells.contains(cell) else {
      return "\(cell) is one of the two cells of the W-Wing on \(shape(wing)): one of them is "
        + "\(removed), so the wing keeps their candidates and removes \(removed) only from the "
        + "cells that see both."
    }
    guard candidate.digit == removed else {
      return "\(cell) is a link cell of the W-Wing on \(shape(wing)): the link needs its "
        + "\(wing.linkDigit), and the wing removes only \(removed), from the cells that see both "
        + "\(both)."
    }
    return "\(cell) is a link cell of the W-Wing on \(shape(wing)): the wing removes \(removed) "
      + "only from the cells that see both \(both), and \(cell) sees only one of them."
  }
}
