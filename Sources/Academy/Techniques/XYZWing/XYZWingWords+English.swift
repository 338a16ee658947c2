import SudokuCore

struct EnglishXYZWingPhrasing: XYZWingPhrasing {
  func rule(_ digit: Int) -> String {
    "An XYZ-Wing needs a pivot showing just three digits, \(digit) among them, that sees two cells "
      + "showing just \(digit) and one of its other digits, a different one each; it removes "
      + "\(digit) only from the cells that see all three."
  }

  /// `1/2/8 (pivot r6c1, pincers r4c1 and r6c3)`
  private func shape(_ wing: XYZWing) -> String {
    "\(XYZWingWords.digits(wing)) (pivot \(wing.pivot), pincers "
      + "\(listed(wing.pincers.map(\.description))))"
  }

  func closest(_ closest: XYZWingMiss.Closest, _ facts: XYZWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .wing(let wing, let seen, let reaches):
      let reach =
        reaches.isEmpty
        ? "removes nothing: no cell that sees all three shows \(digit)"
        : "removes \(digit) only from \(listed(reaches.map(\.description))), which "
          + "\(reaches.count == 1 ? "sees" : "see") all three"
      let sight: String
      switch XYZWingWords.sight(of: cell, wing, seen: seen) {
      case .own(let isPivot):
        let part = isPivot ? "its pivot" : "one of its pincers"
        return "the XYZ-Wing \(shape(wing)) \(reach), and \(cell) is \(part)"
      case .nothing: sight = "\(cell) sees none of them"
      case .pincersOnly:
        sight = "\(cell) sees both pincers but not the pivot, which may be the \(digit) itself"
      case .only(let seen): sight = "\(cell) sees only \(listed(seen.map(\.description)))"
      }
      return "the XYZ-Wing \(shape(wing)) \(reach); \(sight)"
    case .fewPincers(let pivot, let pincers) where pincers.isEmpty:
      return "\(pivot.spoken) could be a pivot, but it sees no cell showing just \(digit) and "
        + "one of its other digits"
    case .fewPincers(let pivot, let pincers) where pincers.count == 1:
      let (other, missing) = XYZWingWords.pairing(pivot: pivot, pincer: pincers[0], digit: digit)
      return "\(pivot.spoken) could be a pivot, but the only cell it sees showing just \(digit) "
        + "and one of its other digits, \(pincers[0].spoken), pairs \(digit) with "
        + "\(digitList(other)): none pairs it with \(digitList(missing))"
    case .fewPincers(let pivot, let pincers):
      let (other, missing) = XYZWingWords.pairing(pivot: pivot, pincer: pincers[0], digit: digit)
      return "\(pivot.spoken) could be a pivot, but the cells it sees showing just \(digit) and "
        + "one of its other digits, \(listed(pincers.map(\.spoken))), all pair \(digit) with "
        + "\(digitList(other)): none with \(digitList(missing))"
    case .noPivot:
      return "\(cell) sees no cell showing just three digits with \(digit) among them"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: XYZWing) -> String {
    let role = candidate.cell == wing.pivot ? "the pivot" : "a pincer"
    return "\(candidate.cell) is \(role) of the XYZ-Wing \(shape(wing)): the wing keeps its "
      + "three cells' candidates and removes \(wing.z) only from the cells that see all three."
  }
}
