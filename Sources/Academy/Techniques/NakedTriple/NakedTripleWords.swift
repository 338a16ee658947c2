import SudokuCore

/// The words of the naked triple lesson's misses (facts: `NakedTripleMiss`): the clause order,
/// shared by every language, is written once here; the leaves are the reader's language's
/// `NakedTriplePhrasing` (`NakedTripleWords+English.swift`, `NakedTripleWords+Portuguese.swift`
/// beside this file), chosen in `Language+AcademyWords.swift`.
enum NakedTripleWords {
  static func miss(_ facts: NakedTripleMiss) -> String {
    let words = Language.current.nakedTriplePhrasing
    let candidate = facts.candidate
    var text =
      words.missOpening(candidate) + facts.blocks.map { block($0, facts) }.joined(separator: "; ")
      + "."
    switch facts.nearby {
    case .otherDigits where facts.inHouses.count > 1:
      let digits = facts.inHouses.reduce(DigitSet.empty) { $0.union($1.digits) }
      let patterns = facts.inHouses.map(\.patternText.keptTogether).joined(separator: "; ")
      text += " " + words.othersInHouses(patterns, digits, candidate)
    case .otherDigits(let step):
      text += " " + words.otherInAHouse(step.patternText.keptTogether, step.digits, candidate)
    case .outside(let step, _) where facts.outside.count <= 1:
      text += " " + words.outside(step.patternText.keptTogether, step.houses, candidate)
    case .outside:
      let each = facts.outside.map {
        "\($0.patternText.keptTogether) (\(listed($0.houses.map(\.spelledOut))))"
      }
      text += " " + words.severalOutside(each, candidate)
    case nil:
      break
    }
    return text + " " + words.rule
  }

  static func block(_ block: NakedTripleMiss.Block, _ facts: NakedTripleMiss) -> String {
    Language.current.nakedTriplePhrasing.block(block, facts.candidate, small: isSmall(facts))
  }

  /// Whether the answer's cell shows three candidates or fewer itself (so a count of the house's
  /// small cells names it too).
  private static func isSmall(_ facts: NakedTripleMiss) -> Bool {
    facts.shown.count <= NakedTripleMiss.size
  }

  /// The learner removed a candidate of one of the triple's own cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    Language.current.nakedTriplePhrasing.patternCandidate(
      candidate, subset, cells: listed(subset.cells.map(\.description)))
  }
}

/// The leaves of `NakedTripleWords` in one language.
protocol NakedTriplePhrasing: Sendable {
  /// `no naked triple removes 7 from r1c4: `
  func missOpening(_ candidate: Candidate) -> String

  /// Several naked triples in the cell's houses remove other digits.
  func othersInHouses(_ patterns: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// One naked triple in a house of the cell removes other digits.
  func otherInAHouse(_ pattern: String, _ digits: DigitSet, _ candidate: Candidate) -> String

  /// The one naked triple with the digit, whose houses the cell is not in.
  func outside(_ pattern: String, _ houses: [House], _ candidate: Candidate) -> String

  /// Several naked triples with the digit, each `Naked Triple: … (row 1, box 2)`.
  func severalOutside(_ each: [String], _ candidate: Candidate) -> String

  /// What closes a miss: the rule.
  var rule: String { get }

  /// One of the cell's houses: `in row 1 only r1c5 {3,7} shows three candidates or fewer`;
  /// `small` when the cell shows three or fewer itself.
  func block(_ block: NakedTripleMiss.Block, _ candidate: Candidate, small: Bool) -> String

  /// The learner removed a candidate of one of the triple's own cells (`cells` listed).
  func patternCandidate(_ candidate: Candidate, _ subset: Subset, cells: String) -> String
}
