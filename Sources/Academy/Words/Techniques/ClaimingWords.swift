import SudokuCore

/// The words of the claiming lesson's misses (facts: `ClaimingBlock`, in `ClaimingMiss.swift`).
enum ClaimingWords {
  static func miss(_ candidate: Candidate, box: House, _ blocks: [Miss.ClaimingBlock]) -> String {
    return "nothing claims \(candidate.digit) in \(box.spelledOut) for \(candidate.cell): "
      + blocks.map { block($0, candidate.digit, box: box) }.joined(separator: "; ")
      + ". Claiming removes a digit from a box only when a row or column keeps all its "
      + "candidates for it inside that box."
  }

  static func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
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

  /// The learner removed the digit from one of the cells where the line keeps it.
  static func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "\(cell) is one of the cells where \(line.spelledOut) keeps its \(plural(digit)) "
      + "\u{2014} claiming removes \(digit) from the rest of \(box.spelledOut), never from the "
      + "line's own cells."
  }
}
