import SudokuCore

struct EnglishHiddenSubsetPhrasing: HiddenSubsetPhrasing {
  func missOpening(_ noun: String, _ candidate: Candidate) -> String {
    "no \(noun) removes \(candidate.digit) from \(candidate.cell): "
  }

  func oneOther(_ noun: String, _ pattern: String, in houses: [House]) -> String {
    "The \(noun) in \(StepWords.houses(houses)) (\(pattern)) clears only its own cells."
  }

  func severalOthers(_ size: Int, in houses: [House], _ each: String) -> String {
    "The \(HiddenSubsetWords.noun(size))s in \(StepWords.houses(houses)) clear only their own "
      + "cells: \(each)."
  }

  func rule(_ size: Int, _ cell: Cell) -> String {
    size == 2
      ? "A hidden pair needs two digits whose only places in a row, column or box are the same "
        + "two cells, \(cell) one of them; it clears those cells of every other candidate."
      : "A hidden triple needs three digits whose places in a row, column or box lie in just "
        + "\(Phrasing.number(size)) cells, \(cell) one of them; it clears those cells of every "
        + "other candidate."
  }

  func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String {
    let size = facts.size
    let count = Phrasing.number(size)
    let digit = facts.candidate.digit
    switch block {
    case .tooSmall(let house, let empty):
      return "\(house.spelledOut) has only \(Phrasing.number(empty)) empty "
        + "\(empty == 1 ? "cell" : "cells") \u{2014} too few to hide a \(size == 2 ? "pair" : "triple")"
    case .few(let house, let digits) where digits.isEmpty:
      return "in \(house.spelledOut) every digit still to place other than \(digit) has "
        + "\(Phrasing.number(size + 1)) places or more"
    case .few(let house, let digits):
      let verb = digits.count == 1 ? "has" : "have"
      return "in \(house.spelledOut), of the digits still to place other than \(digit), only "
        + listed(digits.map(\.spoken)) + " \(verb) \(count) places or fewer"
    case .elsewhere(let house, let digits):
      return "in \(house.spelledOut) the digits with \(count) places or fewer (\(digit) aside), "
        + listed(digits.map(\.spoken)) + ", have none in \(facts.candidate.cell)"
    case .near(let house, let digits, let cells):
      return "in \(house.spelledOut) the closest are " + listed(digits.map(\.spoken))
        + ": \(count) digits in \(Phrasing.number(cells.count)) cells"
        + (cells.count == size + 1 ? ", one too many" : "")
    }
  }

  func patternCandidate(_ candidate: Candidate, _ subset: Subset, noun: String, cells: String)
    -> String
  {
    let digits = digitList(subset.digits)
    return "\(candidate.cell) is one of the \(noun)'s cells: in "
      + "\(StepWords.houses(subset.houses)), \(digits) have no places but "
      + "\(cells), so the \(noun.split(separator: " ")[1]) keeps "
      + "\(digits) there and removes the cells' other candidates."
  }
}
