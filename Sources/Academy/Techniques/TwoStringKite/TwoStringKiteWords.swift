import SudokuCore

/// The words of the 2-String Kite lesson's misses (facts: `TwoStringKiteMiss`): the clause order,
/// shared by every language, is written once here; the leaves are the reader's language's
/// `TwoStringKitePhrasing` (`TwoStringKiteWords+English.swift`,
/// `TwoStringKiteWords+Portuguese.swift` beside this file), chosen in `Language+AcademyWords.swift`.
enum TwoStringKiteWords {
  static func miss(_ facts: TwoStringKiteMiss) -> String {
    let words = Language.current.twoStringKitePhrasing
    let candidate = facts.candidate
    var text = words.missOpening(candidate) + words.closest(facts.closest, facts) + "."
    if facts.reaching.count > 1 {
      text +=
        " " + words.othersRemove(facts.reaching.patternsSpoken, facts.reaching.allDigits, candidate)
    } else if case .otherDigits(let step) = facts.nearby {
      text += " " + words.otherRemoves(step.patternText.keptTogether, step.digits, candidate)
    }
    return text + " " + words.rule
  }

  /// The learner removed the digit from one of the kite's own four cells.
  static func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String {
    Language.current.twoStringKitePhrasing.patternCandidate(candidate, kite)
  }
}

/// The leaves of `TwoStringKiteWords` in one language.
protocol TwoStringKitePhrasing: Sendable {
  /// `no 2-string kite on 3 reaches r4c4: `
  func missOpening(_ candidate: Candidate) -> String

  /// Several kites remove other digits from the cell: `The 2-string kites on the board (…)
  /// remove 2 and 5 from r1c4, not 4.`
  func othersRemove(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// One kite removes another digit from the cell.
  func otherRemoves(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// What closes a miss: the rule.
  var rule: String { get }

  /// `row 2 and column 5 (joined in box 2, ends r2c1 and r8c5)`.
  func shape(_ kite: TwoStringKite) -> String

  /// The closest the board comes to a kite through the cell.
  func closest(_ closest: TwoStringKiteMiss.Closest, _ facts: TwoStringKiteMiss) -> String

  /// The learner removed the digit from one of the kite's own four cells.
  func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String
}
