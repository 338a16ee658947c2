import SudokuCore

struct EnglishPointingWords: PointingWords {
  func missOpening(_ candidate: Candidate) -> String {
    "nothing points \(candidate.digit) at \(candidate.cell): "
  }

  var missRule: String {
    ". Pointing removes a digit only from the line its box's candidates share."
  }

  func block(_ block: Miss.PointingBlock, _ digit: Int) -> String {
    switch block {
    case .placed(let box, let cell):
      "\(box.spelledOut) already has its \(digit) (\(cell))"
    case .singleLeft(let box, let cell):
      "\(box.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single, not pointing"
    case .otherLine(let box, let spread, let kind, let line):
      "\(box.spelledOut)'s \(plural(digit)) lie on \(lines(spread, kind)), not \(line.spelledOut)"
    case .notConfined(let box, let spread, let kind):
      "in \(box.spelledOut) the \(plural(digit)) sit on \(lines(spread, kind)) \u{2014} not "
        + "confined to one line"
    }
  }

  func patternCandidate(_ candidate: Candidate, box: House, line: House) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "\(cell) is one of the cells the \(plural(digit)) of \(box.spelledOut) point from "
      + "\u{2014} pointing removes \(digit) from the rest of \(line.spelledOut), never from the "
      + "box's own cells."
  }
}
