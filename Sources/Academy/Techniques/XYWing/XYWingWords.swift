import SudokuCore

/// The words of the XY-Wing lesson's misses (facts: `XYWingMiss`): the clause order, shared by
/// every language, is written once here; the leaves are the reader's language's `XYWingPhrasing`
/// (`XYWingWords+English.swift`, `XYWingWords+Portuguese.swift` beside this file), chosen in
/// `Language+AcademyWords.swift`.
enum XYWingWords {
  static func miss(_ facts: XYWingMiss) -> String {
    let words = Language.current.xyWingPhrasing
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text = words.missOpening(facts.candidate)
    if facts.wingsAccount {
      text += wings(facts) + "."
    } else {
      text += words.near(facts.near, facts) + "."
      if !facts.wings.isEmpty { text += " " + Phrasing.capitalized(wings(facts)) + "." }
    }
    if case .otherDigits(let step) = facts.nearby, case .xyWing(let wing) = step.pattern {
      text += " " + words.otherDigit(shape(wing), z: wing.z, from: cell, not: digit)
    }
    return text + " " + words.rule(digit)
  }

  /// The XY-Wings on the digit, each with what it reaches and what the cell sees of it: `the XY-Wing
  /// on 7 on the board, which removes it only from cells that see both its pincers, does not reach
  /// r1c6: 3/5/7 (pivot r9c5, pincers r8c4 and r9c6) removes nothing, and r1c6 sees only r9c6`;
  /// `os XY-Wings com o 7 da grelha, que só o eliminam das casas que veem as duas pinças, não chegam
  /// a r1c6: …; …`
  static func wings(_ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let words = Language.current.xyWingPhrasing
    let each = facts.wings.map { item in
      let reach =
        item.reaches.isEmpty
        ? words.removesNothing : words.removesOnly(listed(item.reaches.map(\.description)))
      let sight =
        item.seen.contains(cell)
        ? words.isAPincer(cell)
        : item.seen.isEmpty ? words.seesNeither(cell) : words.seesOnly(cell, item.seen[0])
      return "\(shape(item.wing)) \(reach)\(words.and)\(sight)"
    }
    return words.wingsOpening(cell, facts.candidate.digit, one: facts.wings.count == 1)
      + each.joined(separator: "; ")
  }

  /// `3/5/7 (pivot r9c5, pincers r8c4 and r9c6)`; `3/5/7 (pivô r9c5, pinças r8c4 e r9c6)`
  static func shape(_ wing: XYWing) -> String {
    let digits = (Array(wing.pivotDigits) + [wing.z]).map(String.init).joined(separator: "/")
    return Language.current.xyWingPhrasing.shape(
      digits, pivot: wing.pivot, pincers: listed(wing.pincers.map(\.description)))
  }

  static func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
    Language.current.xyWingPhrasing.near(near, facts)
  }

  /// The learner removed a candidate of one of the wing's own three cells.
  static func patternCandidate(_ candidate: Candidate, _ wing: XYWing) -> String {
    let digits = (Array(wing.pivotDigits) + [wing.z]).map(String.init).joined(separator: "/")
    return Language.current.xyWingPhrasing.patternCandidate(
      candidate, shape: digits, wing: wing, pincers: listed(wing.pincers.map(\.description)))
  }
}

/// The leaves of `XYWingWords` in one language.
protocol XYWingPhrasing: Sendable {
  /// `no XY-Wing removes 7 from r1c6: `
  func missOpening(_ candidate: Candidate) -> String

  /// ` The XY-Wing 3/5/7 (…) removes 3 from r1c6, not 7.`, without its leading space.
  func otherDigit(_ shape: String, z: Int, from cell: Cell, not digit: Int) -> String

  /// What closes a miss: the rule, without its leading space.
  func rule(_ digit: Int) -> String

  /// What opens the list of wings: `the XY-Wing on 7 on the board, which … does not reach r1c6: `.
  func wingsOpening(_ cell: Cell, _ digit: Int, one: Bool) -> String

  var removesNothing: String { get }
  func removesOnly(_ cells: String) -> String
  func isAPincer(_ cell: Cell) -> String
  func seesNeither(_ cell: Cell) -> String
  func seesOnly(_ cell: Cell, _ seen: Cell) -> String
  /// What joins a wing's reach and what the cell sees of it: `, and `.
  var and: String { get }

  /// `3/5/7 (pivot r9c5, pincers r8c4 and r9c6)`, given the digits and the pincers listed.
  func shape(_ digits: String, pivot: Cell, pincers: String) -> String

  /// The nearest would-be XY-Wing when none accounts for the answer: `r1c8 sees r1c7 {6,7} and …`.
  func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String

  /// The learner removed a candidate of one of the wing's own three cells.
  func patternCandidate(_ candidate: Candidate, shape: String, wing: XYWing, pincers: String)
    -> String
}
