import SudokuCore

/// The words of the X-Wing lesson's misses (facts: `XWingBlock`, in `XWingMiss.swift`): one
/// conformer per language beside this file (`XWingWords+English.swift`,
/// `XWingWords+Portuguese.swift`), chosen in `Language+AcademyWords.swift`; the miss's clause
/// order, shared by every language, is written once below.
protocol XWingWords: Sendable {
  /// What opens a miss: `no X-Wing on 4 covers r7c2: `.
  func missOpening(_ candidate: Candidate) -> String

  /// What closes a miss, after its reasons: `. An X-Wing needs two base rows (or columns) whose
  /// 4s sit in the same two cover columns (or rows) and nowhere else.`
  func missRule(_ digit: Int) -> String

  /// One reason no X-Wing removes the digit: `no other row has just two 4s with one in column
  /// 2`, `the only row with just two 4s, one in column 2, is r3 (c2, c7) — it has no partner`.
  func block(_ block: Miss.XWingBlock, _ digit: Int) -> String

  /// The learner removed the digit from a corner of the X-Wing: `r1c1 is a corner of the X-Wing
  /// on 4 (r15 × c15): the X-Wing keeps its own 4s and removes 4 from the rest of columns 1 and
  /// 5.`
  func patternCandidate(_ candidate: Candidate, base: [House], cover: [House]) -> String
}

extension XWingWords {
  /// `no X-Wing on 4 covers r7c2: ` + the reasons, `; ` between them + the rule.
  func miss(_ candidate: Candidate, _ blocks: [Miss.XWingBlock]) -> String {
    let digit = candidate.digit
    return missOpening(candidate) + blocks.map { block($0, digit) }.joined(separator: "; ")
      + missRule(digit)
  }

  /// `r1, r5`: the cross lines where a base line holds the digit, in HoDoKu's short names.
  func names(_ base: Miss.BaseLine, cross: House.Kind) -> String {
    let letter = cross == .row ? "r" : "c"
    return base.positions.map { "\(letter)\($0 + 1)" }.joined(separator: ", ")
  }

}
