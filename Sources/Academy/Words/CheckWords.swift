import SudokuCore

/// The words of verdicts that are made from facts the checkers return: the free answer about a
/// filled cell, where else a digit can go, and a review drill's misses and credit, which name no
/// technique until the drill closes.
protocol CheckWords: Sendable {
  /// `r1c2 is already filled (5): pick a cell that still shows candidates. Not counted — try again.`
  func filledCell(_ cell: Cell, holding digit: Int) -> String

  /// A review miss for a placement: `no step of the twelve places 9 in r1c1 on this board: r1c1
  /// still has 1, 4 and 9, and 9 can also go in r1c5 (row 1) and r4c1 (column 1).` (the count is
  /// the registry's, `Grammar.techniqueCount`).
  func reviewPlacementMiss(_ candidate: Candidate, shown: DigitSet, elsewhere: [Miss.Places])
    -> String

  /// A review miss for an elimination: `no step of the twelve removes 9 from r1c1 on this board;
  /// besides r1c1, 9 can go in r1c5 (row 1) and r4c1 (column 1).`
  func reviewEliminationMiss(_ candidate: Candidate, elsewhere: [Miss.Places]) -> String

  /// What a correct review answer is credited to: `that's pointing: ` before the instance.
  func credited(_ technique: Technique) -> String

  /// The drill's own technique gives the answer too, but a simpler one was credited:
  /// ` (The naked pair this drill was cut for gives it too.)`
  func drilledGivesItToo(_ drilled: Technique) -> String

  /// The drill's own technique does not give the answer: ` (This drill was cut for an X-Wing,
  /// which was there too: X-Wing: …)`.
  func drilledWasThere(_ drilled: Technique, _ instance: Step) -> String
}

extension CheckWords {
  /// `r3c6 (row 3), r1c5 (column 5) and r2c4 (box 2)`; with several cells in a house, semicolons
  /// between houses: `r3c6 and r3c8 (row 3); r1c5 (column 5)`. Empty when there is no other place.
  /// In Portuguese `r3c6 e r3c8 (linha 3); r1c5 (coluna 5)`.
  func places(_ groups: [Miss.Places]) -> String {
    let phrases = groups.map { "\(listed($0.cells.map(\.description))) (\($0.house.spelledOut))" }
    return groups.allSatisfy { $0.cells.count == 1 }
      ? listed(phrases) : phrases.joined(separator: "; ")
  }
}
