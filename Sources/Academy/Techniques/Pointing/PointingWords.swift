import SudokuCore

/// The words of the pointing lesson's misses (facts: `PointingBlock`, in `PointingMiss.swift`):
/// one conformer per language beside this file (`PointingWords+English.swift`,
/// `PointingWords+Portuguese.swift`), chosen in `Language+AcademyWords.swift`; the miss's clause
/// order, shared by every language, is written once below.
protocol PointingWords: Sendable {
  /// What opens a miss: `nothing points 3 at r1c5: `.
  func missOpening(_ candidate: Candidate) -> String

  /// What closes a miss, after its reasons: `. Pointing removes a digit only from the line its
  /// box's candidates share.`
  var missRule: String { get }

  /// One box's reason: `box 2 already has its 3 (r3c4)`, `in box 1 the 3s sit on rows 1 and 2 —
  /// not confined to one line`.
  func block(_ block: Miss.PointingBlock, _ digit: Int) -> String

  /// The learner removed the digit from one of the cells the box's candidates point from: `r1c1
  /// is one of the cells the 3s of box 1 point from — pointing removes 3 from the rest of row 1,
  /// never from the box's own cells.`
  func patternCandidate(_ candidate: Candidate, box: House, line: House) -> String
}

extension PointingWords {
  /// The opening, the reasons with `; ` between them, the rule.
  func miss(_ candidate: Candidate, _ blocks: [Miss.PointingBlock]) -> String {
    missOpening(candidate) + blocks.map { block($0, candidate.digit) }.joined(separator: "; ")
      + missRule
  }

  /// `row 3`, `rows 1 and 3`; `linha 3`, `linhas 1 e 3`.
  func lines(_ lines: [Int], _ kind: House.Kind) -> String {
    lines.count == 1
      ? "\(kind.name) \(lines[0])" : "\(kind.pluralName) \(listed(lines.map(String.init)))"
  }
}
