import SudokuCore

struct EnglishNakedTriplePhrasing: NakedTriplePhrasing {
  func missOpening(_ candidate: Candidate) -> String {
    "no naked triple removes \(candidate.digit) from \(candidate.cell): "
  }

  func othersInHouses(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String {
    "The naked triples in the houses of \(candidate.cell) (\(patterns)) remove only "
      + "\(digitList(digits)) \u{2014} not \(candidate.digit)."
  }

  func otherInAHouse(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String {
    "The naked triple in a house of \(candidate.cell) (\(pattern)) removes only "
      + "\(digitList(digits)) \u{2014} not \(candidate.digit)."
  }

  func outside(_ pattern: String, _ houses: [House], _ candidate: Candidate) -> String {
    "The naked triple with \(Phrasing.article(candidate.digit)) (\(pattern)) "
      + "removes it only from \(StepWords.houses(houses)), and \(candidate.cell) is not there."
  }

  func severalOutside(_ each: [String], _ candidate: Candidate) -> String {
    "The naked triples with \(Phrasing.article(candidate.digit)) remove it only from their own "
      + "houses, and \(candidate.cell) is in none of them: \(each.joined(separator: "; "))."
  }

  let rule =
    "A naked triple needs three cells of one house that show only three digits between them; "
    + "it removes those digits from the rest of the house."

  func block(_ block: NakedTripleMiss.Block, _ candidate: Candidate, small: Bool) -> String {
    let digit = candidate.digit
    let besides = small ? ", besides \(candidate.cell) itself," : ""
    return switch block {
    case .few(let house, let cells) where cells.isEmpty:
      "in \(house.spelledOut) no other cell shows three candidates or fewer"
    case .few(let house, let cells):
      "in \(house.spelledOut)\(besides) only \(listed(cells.map(\.spoken))) "
        + "\(cells.count == 1 ? "shows" : "show") three candidates or fewer"
    case .without(let house, let cells):
      "in \(house.spelledOut) the other cells with three candidates or fewer, "
        + "\(listed(cells.map(\.spoken))), hold no \(digit)"
    case .near(let house, let cells, let digits):
      "in \(house.spelledOut) \(listed(cells.map(\.spoken))) hold "
        + "\(Phrasing.number(digits.count)) digits between them (\(digitList(digits)))"
        + (digits.count == 4 ? ", one too many" : "")
    }
  }

  func patternCandidate(_ candidate: Candidate, _ subset: Subset, cells: String) -> String {
    let digits = digitList(subset.digits)
    return "\(candidate.cell) is one of the naked triple's cells: "
      + "\(cells) show only \(digits) between them, so each keeps "
      + "its own candidates, and the triple removes \(digits) from the rest of "
      + "\(StepWords.houses(subset.houses))."
  }
}
