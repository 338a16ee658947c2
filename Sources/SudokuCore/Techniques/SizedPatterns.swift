/// Subsets and basic fish of any size 2–4, beyond the sizes the lessons teach: for checks and
/// measurements (a size-2 fish is an X-Wing by HoDoKu's wider definition, which lets a base line hold
/// the digit once; a size-2 naked subset may have a cell showing one digit).
public enum SizedPatterns {
  /// Naked subsets of any size 2–4 (2: the naked pair's cells, with HoDoKu's wider definition that lets
  /// a cell show one digit; 3: naked triple), for checks and measurements beyond the lessons.
  public static func nakedSubsets(size: Int, in grid: Grid) -> [(
    subset: Subset, eliminations: [Candidate]
  )] {
    precondition((2...4).contains(size), "subsets have 2 to 4 cells")
    return NakedSubsetFinder.find(size: size, in: grid, map: CandidateMap(grid))
  }

  /// Hidden subsets of any size 2–4.
  public static func hiddenSubsets(size: Int, in grid: Grid) -> [(
    subset: Subset, eliminations: [Candidate]
  )] {
    precondition((2...4).contains(size), "subsets have 2 to 4 digits")
    return HiddenSubsetFinder.find(size: size, in: grid, map: CandidateMap(grid))
  }

  /// Basic fish of any size 2–4 (2: X-Wing with HoDoKu's wider definition that lets a base line hold
  /// the digit once).
  public static func basicFish(size: Int, in grid: Grid) -> [(
    fish: Fish, eliminations: [Candidate]
  )] {
    precondition((2...4).contains(size), "basic fish have 2 to 4 base lines")
    return BasicFishFinder.find(size: size, in: grid, map: CandidateMap(grid))
  }
}
