import SudokuCore

/// The words of the hidden pair and hidden triple lessons' misses (facts: `HiddenSubsetMiss`): one
/// rule for both, each lesson's own nouns and counts ("a hidden pair needs two digits with the same
/// two places", "three digits in four cells").
enum HiddenSubsetWords {
  /// `hidden pair`, `hidden triple`
  static func noun(_ size: Int) -> String { size == 2 ? "hidden pair" : "hidden triple" }

  static func miss(_ facts: HiddenSubsetMiss) -> String {
    let size = facts.size
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no \(noun(size)) removes \(digit) from \(cell): "
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    if case .outside(let step, _) = facts.nearby {
      text +=
        " The \(noun(size)) on the board (\(step.patternText.keptTogether)) clears only its own "
        + "cells."
    }
    let count = Phrasing.number(size)
    text +=
      size == 2
      ? " A hidden pair needs two digits whose only places in a row, column or box are the same "
        + "two cells, \(cell) one of them; it clears those cells of every other candidate."
      : " A hidden triple needs three digits whose places in a row, column or box lie in just "
        + "\(count) cells, \(cell) one of them; it clears those cells of every other candidate."
    return text
  }

  static func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String {
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

  /// The learner removed one of the subset's own digits from one of its cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    let noun = noun(subset.size)
    let digits = digitList(subset.digits)
    return "\(candidate.cell) is one of the \(noun)'s cells: in "
      + "\(StepWords.houses(subset.houses)), \(digits) have no places but "
      + "\(listed(subset.cells.map(\.description))), so the \(noun.split(separator: " ")[1]) keeps "
      + "\(digits) there and removes the cells' other candidates."
  }
}
