/// Finds every instance of a technique after the six, judged on the candidates as displayed.
///
/// The counterpart of `Finder` for `NextTechnique`; when the kinds join `Technique` these cases move into
/// `Finder.steps(_:in:map:)`.
public enum NextFinder {
  /// All instances of `technique` in `grid` that remove something.
  public static func steps(_ technique: NextTechnique, in grid: Grid) -> [NextStep] {
    steps(technique, in: grid, map: CandidateMap(grid))
  }

  /// All instances of each of `techniques`, keyed by technique.
  public static func steps(_ techniques: [NextTechnique], in grid: Grid) -> [NextTechnique:
    [NextStep]]
  {
    let map = CandidateMap(grid)
    var result: [NextTechnique: [NextStep]] = [:]
    for technique in techniques { result[technique] = steps(technique, in: grid, map: map) }
    return result
  }

  static func steps(_ technique: NextTechnique, in grid: Grid, map: CandidateMap) -> [NextStep] {
    switch technique {
    case .hiddenPair:
      HiddenSubsetFinder.find(size: 2, in: grid, map: map).map {
        NextStep(technique: technique, pattern: .subset($0.subset), eliminations: $0.eliminations)
      }
    case .nakedTriple:
      NakedSubsetFinder.find(size: 3, in: grid, map: map).map {
        NextStep(technique: technique, pattern: .subset($0.subset), eliminations: $0.eliminations)
      }
    case .hiddenTriple:
      HiddenSubsetFinder.find(size: 3, in: grid, map: map).map {
        NextStep(technique: technique, pattern: .subset($0.subset), eliminations: $0.eliminations)
      }
    case .skyscraper:
      SkyscraperFinder.find(in: grid, map: map).map {
        NextStep(
          technique: technique, pattern: .skyscraper($0.skyscraper), eliminations: $0.eliminations)
      }
    case .swordfish:
      BasicFishFinder.find(size: 3, in: grid, map: map).map {
        NextStep(technique: technique, pattern: .fish($0.fish), eliminations: $0.eliminations)
      }
    case .xyWing:
      XYWingFinder.find(in: grid, map: map).map {
        NextStep(technique: technique, pattern: .xyWing($0.wing), eliminations: $0.eliminations)
      }
    }
  }

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
