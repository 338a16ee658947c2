import SudokuCore

struct EnglishFinnedXWingPhrasing: FinnedXWingPhrasing {
  func rule(_ digit: Int) -> String {
    "A finned X-Wing needs two rows (or columns) whose \(plural(digit)) lie in the same two "
      + "columns (or rows) but for fins, all in one box; it removes \(digit) only from the cells "
      + "of those two lines in the fins' box, outside the two base lines."
  }

  /// `rows 2 and 9 (columns 3 and 8, fin r2c2 in box 1)`
  private func shape(_ wing: FinnedXWing) -> String {
    let fins = wing.fins.count == 1 ? "fin" : "fins"
    return "\(StepWords.houses(wing.base)) (\(StepWords.houses(wing.cover)), \(fins) "
      + "\(listed(wing.fins.map(\.description))) in \(wing.finBox.spelledOut))"
  }

  func closest(_ closest: FinnedXWingMiss.Closest, _ facts: FinnedXWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .finsElsewhere(let wing) where !wing.finBoxMeetsCover:
      return "the closest, \(shape(wing)), removes nothing: \(wing.finBox.spelledOut) is off "
        + StepWords.houses(wing.cover)
    case .finsElsewhere(let wing):
      return "the finned X-Wing on \(shape(wing)) removes \(digit) only from its "
        + "\(wing.cover[0].kind.pluralName) in \(wing.finBox.spelledOut), and \(cell) is not in "
        + "\(wing.finBox.spelledOut): it does not see the \(wing.fins.count == 1 ? "fin" : "fins")"
    case .finsApart(let base, let cover, let fins):
      return "\(StepWords.houses(base)) hold their \(plural(digit)) in \(StepWords.houses(cover)) "
        + "but for \(listed(fins.map(\.description))), fins in "
        + "\(StepWords.houses(Set(fins.map(\.box)).sorted().map(House.box))): no cell sees them all"
    case .nothing:
      return "no two rows or columns keep their \(plural(digit)) in a line through \(cell) and "
        + "one other, fins aside"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: FinnedXWing) -> String {
    let cell = candidate.cell
    let digit = wing.digit
    let opening = "the finned X-Wing on \(digit) in \(shape(wing))"
    guard wing.fins.contains(cell) else {
      return "\(cell) is a corner of \(opening): the wing keeps its cells' \(plural(digit)) and "
        + "removes \(digit) only from its \(wing.cover[0].kind.pluralName) in "
        + "\(wing.finBox.spelledOut), outside \(StepWords.houses(wing.base))."
    }
    return "\(cell) is a fin of \(opening): the fin may be the \(digit), and then the wing "
      + "removes \(digit) only from the cells that see it."
  }
}
