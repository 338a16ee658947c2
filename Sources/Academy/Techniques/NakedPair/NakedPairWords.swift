import SudokuCore

/// The words of the naked pair lesson's misses (facts: `PairBlock`, in `NakedPairMiss.swift`): one
/// conformer per language beside this file (`NakedPairWords+English.swift`,
/// `NakedPairWords+Portuguese.swift`), chosen in `Language+AcademyWords.swift`; the miss's clause
/// order, shared by every language, is written once below.
protocol NakedPairWords: Sendable {
  /// What opens a miss: `no naked pair removes 3 from r1c9: `.
  func missOpening(_ candidate: Candidate) -> String

  /// What closes a miss: ` A naked pair needs two cells of one house with exactly the same two
  /// candidates.`
  var missRule: String { get }

  /// The miss's reason when no cell of the candidate's houses could pair: `no other cell of row
  /// 1, column 9 and box 3 holds 3 with just one other candidate.`
  func noOtherCell(_ candidate: Candidate) -> String

  /// One cell that does not pair: `in row 1 r1c3 holds {3,4}, but r1c2 holds {3,4,6} — {3,4}
  /// beside {3,4,6} is not a pair`.
  func block(_ block: Miss.PairBlock) -> String

  /// The learner removed one of the pair's own digits from one of its cells: `that candidate is
  /// the one the pair protects: r1c1 and r1c2 hold exactly 3 and 4, so 3 must go in one of
  /// them.`
  func patternCandidate(_ candidate: Candidate, digits: DigitSet, cells: [Cell]) -> String
}

extension NakedPairWords {
  /// The opening, then the reasons (`; ` between them, a full stop after) or why no cell could
  /// pair, then the rule.
  func miss(_ candidate: Candidate, _ blocks: [Miss.PairBlock]) -> String {
    let reasons =
      blocks.isEmpty ? noOtherCell(candidate) : blocks.map(block).joined(separator: "; ") + "."
    return missOpening(candidate) + reasons + missRule
  }
}
