import SudokuCore

/// The words of the hidden pair and hidden triple lessons' misses (facts: `HiddenSubsetMiss`): one
/// rule for both, each lesson's own nouns and counts ("a hidden pair needs two digits with the same
/// two places", "three digits in four cells"). The clause order, shared by every language, is
/// written once here; the leaves are the reader's language's `HiddenSubsetPhrasing`
/// (`HiddenSubsetWords+English.swift`, `HiddenSubsetWords+Portuguese.swift` beside this file),
/// chosen in `Language+AcademyWords.swift`.
enum HiddenSubsetWords {
  /// `hidden pair`, `hidden triple`; `par escondido`, `trio escondido`
  static func noun(_ size: Int) -> String {
    (size == 2 ? Technique.hiddenPair : .hiddenTriple).nameInSentence
  }

  static func miss(_ facts: HiddenSubsetMiss) -> String {
    let words = Language.current.hiddenSubsetPhrasing
    let noun = noun(facts.size)
    var text =
      words.missOpening(noun, facts.candidate)
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    if let step = facts.others.first, facts.others.count == 1 {
      text += " " + words.oneOther(noun, step.patternText.keptTogether, in: step.houses)
    } else if !facts.others.isEmpty {
      text += " " + words.severalOthers(facts.size, in: houses(facts.others), each(facts.others))
    }
    return text + " " + words.rule(facts.size, facts.candidate.cell)
  }

  /// The houses of `steps`, each once, in the order they come.
  private static func houses(_ steps: [Step]) -> [House] {
    var houses: [House] = []
    for house in steps.flatMap(\.houses) where !houses.contains(house) { houses.append(house) }
    return houses
  }

  /// `Hidden Triple: 3,7,8 in r146c2 (column 2); Hidden Triple: 4,5,7 in r3c146 (row 3)`; `…
  /// (coluna 2); … (linha 3)`: each subset with its houses.
  private static func each(_ steps: [Step]) -> String {
    steps.map { "\($0.patternText.keptTogether) (\(listed($0.houses.map(\.spelledOut))))" }
      .joined(separator: "; ")
  }

  static func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String {
    Language.current.hiddenSubsetPhrasing.block(block, facts)
  }

  /// The learner removed one of the subset's own digits from one of its cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    Language.current.hiddenSubsetPhrasing.patternCandidate(
      candidate, subset, noun: noun(subset.size), cells: listed(subset.cells.map(\.description)))
  }
}

/// The leaves of `HiddenSubsetWords` in one language.
protocol HiddenSubsetPhrasing: Sendable {
  /// `no hidden pair removes 7 from r1c4: `, given the lesson's noun.
  func missOpening(_ noun: String, _ candidate: Candidate) -> String

  /// The one subset of the lesson in the cell's houses or with the digit, which clears only its
  /// own cells.
  func oneOther(_ noun: String, _ pattern: String, in houses: [House]) -> String

  /// Several such subsets, `each` listed with its houses.
  func severalOthers(_ size: Int, in houses: [House], _ each: String) -> String

  /// What closes a miss: the rule for `size` digits, with the cell among the subset's.
  func rule(_ size: Int, _ cell: Cell) -> String

  /// One of the cell's houses: `in row 1, of the digits still to place other than 2, only 5 (…)
  /// has two places or fewer`.
  func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String

  /// The learner removed one of the subset's own digits from one of its cells (`cells` listed).
  func patternCandidate(_ candidate: Candidate, _ subset: Subset, noun: String, cells: String)
    -> String
}
