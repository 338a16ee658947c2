import SudokuCore

struct EnglishXYWingPhrasing: XYWingPhrasing {
  func missOpening(_ candidate: Candidate) -> String {
    "no XY-Wing removes \(candidate.digit) from \(candidate.cell): "
  }

  func otherDigit(_ shape: String, z: Int, from cell: Cell, not digit: Int) -> String {
    "The XY-Wing \(shape) removes \(z) from \(cell), not \(digit)."
  }

  func rule(_ digit: Int) -> String {
    "An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one "
      + "showing just x and \(digit), the other just y and \(digit); it removes \(digit) from the "
      + "cells that see both of those."
  }

  func wingsOpening(_ cell: Cell, _ digit: Int, one: Bool) -> String {
    one
      ? "the XY-Wing on \(digit) on the board, which removes it only from cells that see both "
        + "its pincers, does not reach \(cell): "
      : "the XY-Wings on \(digit) on the board, which remove it only from cells that see both "
        + "their pincers, do not reach \(cell): "
  }

  let removesNothing = "removes nothing"
  func removesOnly(_ cells: String) -> String { "removes it only from \(cells)" }
  func isAPincer(_ cell: Cell) -> String { "\(cell) is one of its pincers" }
  func seesNeither(_ cell: Cell) -> String { "\(cell) sees neither" }
  func seesOnly(_ cell: Cell, _ seen: Cell) -> String { "\(cell) sees only \(seen)" }
  let and = ", and "

  func shape(_ digits: String, pivot: Cell, pincers: String) -> String {
    "\(digits) (pivot \(pivot), pincers \(pincers))"
  }

  func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch near {
    case .pivotOutOfSight(let pincers, let pivot, let seen):
      let sight = seen.isEmpty ? "neither of them" : "only \(seen[0])"
      return "\(cell) sees \(listed(pincers.map(\.spoken))), and \(pivot.spoken) could be their "
        + "pivot, but it sees \(sight)"
    case .otherZ(let pivot, let pincer, let other):
      return "\(cell) sees \(pincer.spoken), and \(pivot.spoken) sees that cell and "
        + "\(other.spoken), but \(other.cell) has no \(digit) \u{2014} an XY-Wing's pincers share "
        + "the digit it removes"
    case .noPivot(let pincers):
      let others = pincers.map { $0.digits.subtracting([digit]) }
        .reduce(DigitSet.empty) { $0.union($1) }
      return "\(cell) sees \(listed(pincers.map(\.spoken))), but no cell shows just "
        + "\(digitList(others)) to be their pivot"
    case .sameDigits(let pincers):
      let other = pincers[0].digits.subtracting([digit])
      return "the cells \(cell) sees that show just \(digit) and one other, "
        + "\(listed(pincers.map(\.spoken))), all pair \(digit) with \(digitList(other))"
    case .fewPincers(let pincers) where pincers.isEmpty:
      return "\(cell) sees no cell showing just \(digit) and one other digit"
    case .fewPincers(let pincers):
      return "\(cell) sees only one cell showing just \(digit) and one other digit, "
        + pincers[0].spoken
    }
  }

  func patternCandidate(_ candidate: Candidate, shape: String, wing: XYWing, pincers: String)
    -> String
  {
    let role = candidate.cell == wing.pivot ? "the pivot" : "a pincer"
    return "\(candidate.cell) is \(role) of the XY-Wing \(shape) (pivot \(wing.pivot), pincers "
      + "\(pincers)): "
      + "the wing keeps its three cells' candidates and removes \(wing.z) only from the cells that "
      + "see both pincers."
  }
}
