import SudokuCore

/// The words of the XY-Wing lesson's misses (facts: `XYWingMiss`).
enum XYWingWords {
  static func miss(_ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text = "no XY-Wing removes \(digit) from \(cell): " + near(facts.near, facts) + "."
    switch facts.nearby {
    case .otherDigits(let step):
      if case .xyWing(let wing) = step.pattern {
        text +=
          " The XY-Wing on the board (\(step.patternText.keptTogether)) removes \(wing.z) from \(cell), not "
          + "\(digit)."
      }
    case .outside(let step, let seen):
      if case .xyWing(let wing) = step.pattern {
        let sight =
          seen.isEmpty ? "\(cell) sees neither" : "\(cell) sees only \(seen[0])"
        text +=
          " The XY-Wing on the board (\(step.patternText.keptTogether)) removes \(digit) only from cells that see "
          + "both \(listed(wing.pincers.map(\.description))); \(sight)."
      }
    case nil:
      break
    }
    return text
      + " An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells showing "
      + "just x,\(digit) and y,\(digit); it removes \(digit) from the cells that see both of those."
  }

  static func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
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

  /// The learner removed a candidate of one of the wing's own three cells.
  static func patternCandidate(_ candidate: Candidate, _ wing: XYWing) -> String {
    let role = candidate.cell == wing.pivot ? "the pivot" : "a pincer"
    let digits = (Array(wing.pivotDigits) + [wing.z]).map(String.init).joined(separator: "/")
    return "\(candidate.cell) is \(role) of the XY-Wing \(digits) (pivot \(wing.pivot), pincers "
      + "\(listed(wing.pincers.map(\.description)))): "
      + "the wing keeps its three cells' candidates and removes \(wing.z) only from the cells that "
      + "see both pincers."
  }
}
