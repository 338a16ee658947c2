import SudokuCore

/// The words of the Empty Rectangle lesson's misses (facts: `EmptyRectangleMiss`): the clause
/// order, shared by every language, is written once here; the leaves are the reader's language's
/// `EmptyRectanglePhrasing` (`EmptyRectangleWords+English.swift`,
/// `EmptyRectangleWords+Portuguese.swift` beside this file), chosen in
/// `Language+AcademyWords.swift`.
enum EmptyRectangleWords {
  static func miss(_ facts: EmptyRectangleMiss) -> String {
    let words = Language.current.emptyRectanglePhrasing
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

  /// The learner removed the digit from one of the pattern's own cells.
  static func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String {
    Language.current.emptyRectanglePhrasing.patternCandidate(candidate, rectangle)
  }
}

/// The leaves of `EmptyRectangleWords` in one language.
protocol EmptyRectanglePhrasing: Sendable {
  /// `no empty rectangle on 5 reaches r3c4: `
  func missOpening(_ candidate: Candidate) -> String

  /// Several empty rectangles remove other digits from the cell.
  func othersRemove(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// One empty rectangle removes another digit from the cell.
  func otherRemoves(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// What closes a miss: the rule.
  var rule: String { get }

  /// The closest the board comes to an empty rectangle through the cell.
  func closest(_ closest: EmptyRectangleMiss.Closest, _ facts: EmptyRectangleMiss) -> String

  /// The learner removed the digit from one of the pattern's own cells.
  func patternCandidate(_ candidate: Candidate, _ rectangle: EmptyRectangle) -> String
}
