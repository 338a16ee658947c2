import SudokuCore

/// The words of the claiming lesson's misses (facts: `ClaimingBlock`, in `ClaimingMiss.swift`): the
/// clause order, shared by every language, is written once here; the leaves are the reader's
/// language's `ClaimingPhrasing` (`ClaimingWords+English.swift`, `ClaimingWords+Portuguese.swift`
/// beside this file), chosen in `Language+AcademyWords.swift`.
enum ClaimingWords {
  static func miss(_ candidate: Candidate, box: House, _ blocks: [Miss.ClaimingBlock]) -> String {
    let words = Language.current.claimingPhrasing
    let reasons = blocks.map { block($0, candidate.digit, box: box) }.joined(separator: "; ")
    return words.missOpening(candidate, box: box) + reasons + words.missRule
  }

  static func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String {
    Language.current.claimingPhrasing.block(block, digit, box: box)
  }

  /// The learner removed the digit from one of the cells where the line keeps it.
  static func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String {
    Language.current.claimingPhrasing.patternCandidate(candidate, line: line, box: box)
  }
}

/// The leaves of `ClaimingWords` in one language.
protocol ClaimingPhrasing: Sendable {
  /// What opens a miss: `nothing claims 3 in box 2 for r1c5: `.
  func missOpening(_ candidate: Candidate, box: House) -> String

  /// What closes a miss, after its reasons: `. Claiming removes a digit from a box only when …`.
  var missRule: String { get }

  /// One line's reason: `row 3 already has its 3 (r3c4)`.
  func block(_ block: Miss.ClaimingBlock, _ digit: Int, box: House) -> String

  /// The learner removed the digit from one of the cells where the line keeps it.
  func patternCandidate(_ candidate: Candidate, line: House, box: House) -> String
}
