import SudokuCore

struct EnglishClaimingPhrasing: ClaimingPhrasing {
  func missOpening(_ candidate: Candidate, box: House) -> String {
    "nothing claims \(candidate.digit) in \(box.spelledOut) for \(candidate.cell): "
  }

  let missRule =
    ". Claiming removes a digit from a box only when a row or column keeps all its "
    + "candidates for it inside that box."

  func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    switch block {
    case .placed(let line, let cell):
      "\(line.spelledOut) already has its \(digit) (\(cell))"
    case .noneInBox(let line):
      "\(line.spelledOut) has no \(digit) in \(box.spelledOut)"
    case .singleLeft(let line, let cell):
      "\(line.spelledOut) has a single \(digit) left (\(cell)) \u{2014} a hidden single"
    case .outside(let line, let cells):
      "\(line.spelledOut) has \(plural(digit)) outside \(box.spelledOut) (\(Notation.group(cells)))"
    }
  }

  func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String {
    let digit = candidate.digit
    return "\(candidate.cell) is one of the cells where \(line.spelledOut) keeps its "
      + "\(plural(digit)) \u{2014} claiming removes \(digit) from the rest of \(box.spelledOut), "
      + "never from the line's own cells."
  }
}
