import SudokuCore

/// What the second hint and `show` mark on the board for one instance: the pattern's cells, its
/// ends apart, the digits to highlight. Facts of the board (the executable draws them); the words
/// are `StepWords.swift`'s.
extension Step {
  /// The cells the second hint marks: the pattern without what it places or removes.
  ///
  /// - Elimination techniques: the pattern's cells.
  /// - Hidden single: the placed digits that rule the digit out of the house's other empty cells
  ///   (never the answer cell).
  /// - Naked single: one placed cell for each digit the answer cell's houses hold (never the cell).
  public func hintPatternCells(in grid: Grid) -> [Cell] {
    technique.placesDigits ? StepFacts(self, on: grid).seen.map(\.placed) : patternCells
  }

  /// The cells `show` marks: what the second hint marks and the pattern itself (for a single, the
  /// answer cell and the digits that make it one).
  public func shownPatternCells(in grid: Grid, after chain: [Step] = []) -> [Cell] {
    guard technique.placesDigits else { return patternCells }
    return StepFacts(self, on: grid, after: chain).seen.map(\.placed) + patternCells
  }

  /// The pattern's ends, marked apart from its other cells by the second hint and `show`: a
  /// skyscraper's roofs (its base cells are the rest) and an XY-Wing's pincers (the pivot is the
  /// rest) — the cells whose common peers lose the digit, so telling them apart is the whole
  /// search for what to remove. Empty for patterns whose cells all play one part.
  public var endCells: [Cell] {
    pattern.teaching.endCells
  }

  /// The digits whose candidates the second hint highlights in the marked cells (none for singles,
  /// whose marked cells are filled).
  public var hintPatternDigits: DigitSet {
    technique.placesDigits ? [] : digits
  }
}
