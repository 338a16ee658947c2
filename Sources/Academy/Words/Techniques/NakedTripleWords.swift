import SudokuCore

/// The words of the naked triple lesson's misses (facts: `NakedTripleMiss`).
enum NakedTripleWords {
  static func miss(_ facts: NakedTripleMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no naked triple removes \(digit) from \(cell): "
      + facts.blocks.map { block($0, digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits(let step):
      text +=
        " The naked triple in a house of \(cell) (\(step.patternText.keptTogether)) removes only "
        + "\(digitList(step.digits)) \u{2014} not \(digit)."
    case .outside(let step, _):
      text +=
        " The naked triple with \(Phrasing.article(digit)) (\(step.patternText.keptTogether)) "
        + "removes it only from \(StepWords.houses(step.houses)), and \(cell) is not there."
    case nil:
      break
    }
    return text
      + " A naked triple needs three cells of one house that show only three digits between them; "
      + "it removes those digits from the rest of the house."
  }

  static func block(_ block: NakedTripleMiss.Block, _ digit: Int) -> String {
    switch block {
    case .few(let house, let cells) where cells.isEmpty:
      "in \(house.spelledOut) no other cell shows three candidates or fewer"
    case .few(let house, let cells):
      "in \(house.spelledOut) only \(listed(cells.map(\.spoken))) "
        + "\(cells.count == 1 ? "shows" : "show") three candidates or fewer"
    case .without(let house, let cells):
      "in \(house.spelledOut) the cells with three candidates or fewer, "
        + "\(listed(cells.map(\.spoken))), hold no \(digit)"
    case .near(let house, let cells, let digits):
      "in \(house.spelledOut) \(listed(cells.map(\.spoken))) hold "
        + "\(Phrasing.number(digits.count)) digits between them (\(digitList(digits)))"
        + (digits.count == 4 ? ", one too many" : "")
    }
  }

  /// The learner removed a candidate of one of the triple's own cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    let digits = digitList(subset.digits)
    return "\(candidate.cell) is one of the naked triple's cells: "
      + "\(listed(subset.cells.map(\.description))) show only \(digits) between them, so each keeps "
      + "its own candidates, and the triple removes \(digits) from the rest of "
      + "\(StepWords.houses(subset.houses))."
  }
}
