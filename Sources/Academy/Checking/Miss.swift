import SudokuCore

/// Why one candidate is not an answer to the lesson's technique (or, in review, to any of the twelve).
public enum Miss: Hashable, Sendable {
  /// The digit is not a candidate of the cell; `eliminating` for an elimination.
  case notACandidate(Candidate, shown: DigitSet, eliminating: Bool)
  /// Hidden-single lesson: the cell has no other candidate (a naked single, not a hidden one).
  case nakedNotHidden(Cell)
  /// Naked-single lesson: the digit has one place in `house`, but the cell has other candidates.
  case hiddenNotNaked(Candidate, house: House, shown: DigitSet)
  /// The cell still has other candidates.
  case stillHas(Cell, shown: DigitSet)
  /// The digit can go elsewhere in the cell's houses.
  case alsoGoes(Candidate, elsewhere: [Places])
  /// The elimination is true, but another technique makes it.
  case followsFrom(Technique, not: Technique, step: Step)
  /// The candidate is part of the pattern of an instance of the lesson's technique.
  case patternCandidate(Candidate, step: Step)
  /// Why nothing points the digit at the cell: one reason per other box of its row and column.
  case noPointing(Candidate, [PointingBlock])
  /// Why nothing claims the digit in the cell's box: one reason per other line through the box.
  case noClaiming(Candidate, box: House, [ClaimingBlock])
  /// Why no naked pair removes the digit: each near pair in the cell's houses (none: `[]`).
  case noPair(Candidate, [PairBlock])
  /// Why no X-Wing covers the cell: one reason per orientation.
  case noXWing(Candidate, [XWingBlock])
  /// Why no hidden pair or hidden triple removes the candidate (`HiddenSubsetMiss.swift`).
  case noHiddenSubset(HiddenSubsetMiss)
  /// Why no naked triple removes the candidate (`NakedTripleMiss.swift`).
  case noNakedTriple(NakedTripleMiss)
  /// Why no skyscraper removes the candidate (`SkyscraperMiss.swift`).
  case noSkyscraper(SkyscraperMiss)
  /// Why no swordfish removes the candidate (`SwordfishMiss.swift`).
  case noSwordfish(SwordfishMiss)
  /// Why no XY-Wing removes the candidate (`XYWingMiss.swift`).
  case noXYWing(XYWingMiss)
  /// Why no 2-String Kite removes the candidate (`TwoStringKiteMiss.swift`).
  case noTwoStringKite(TwoStringKiteMiss)
  /// Why no Empty Rectangle removes the candidate (`EmptyRectangleMiss.swift`).
  case noEmptyRectangle(EmptyRectangleMiss)
  /// Why no finned X-Wing removes the candidate (`FinnedXWingMiss.swift`).
  case noFinnedXWing(FinnedXWingMiss)
  /// Why no W-Wing removes the candidate (`WWingMiss.swift`).
  case noWWing(WWingMiss)
  /// Why no XYZ-Wing removes the candidate (`XYZWingMiss.swift`).
  case noXYZWing(XYZWingMiss)
  /// Why no Simple Colors step removes the candidate (`SimpleColorsMiss.swift`).
  case noSimpleColors(SimpleColorsMiss)
  /// Review: no step of the twelve places the digit here; where else it can go.
  case reviewPlacement(Candidate, shown: DigitSet, elsewhere: [Places])
  /// Review: no step of the twelve removes the digit here; where else it can go.
  case reviewElimination(Candidate, elsewhere: [Places])

  /// Other cells of one house where the digit can go.
  public struct Places: Hashable, Sendable {
    public let house: House
    public let cells: [Cell]
  }

  /// A cell and the candidates it shows, as a miss names them (`r1c2 {1,5}`).
  public struct Shown: Hashable, Sendable {
    public let cell: Cell
    public let digits: DigitSet
  }

  /// An instance of the lesson's technique near a wrong elimination, and how it falls short of it.
  public enum Nearby: Hashable, Sendable {
    /// The instance reaches the cell but removes other digits, not the answer's (the right pattern,
    /// the wrong digit).
    case otherDigits(Step)
    /// The instance is about the answer's digit but does not reach the cell; for a skyscraper or an
    /// XY-Wing, `seen` is which of its roofs or pincers the cell sees.
    case outside(Step, seen: [Cell])
  }

  /// Where one digit can go in one house, as the subset and fish misses name it.
  public struct DigitPlaces: Hashable, Sendable {
    public let digit: Int
    public let cells: [Cell]
  }
}
