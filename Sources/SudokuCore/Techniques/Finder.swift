/// Finds every instance of a technique in a position, judged on the candidates as displayed.
public enum Finder {
  /// All instances of `technique` in `grid`; elimination techniques report only instances that remove
  /// something.
  public static func steps(_ technique: Technique, in grid: Grid) -> [Step] {
    steps(technique, in: grid, map: CandidateMap(grid))
  }

  /// All instances of each of `techniques`, keyed by technique.
  public static func steps(_ techniques: [Technique], in grid: Grid) -> [Technique: [Step]] {
    let map = CandidateMap(grid)
    var result: [Technique: [Step]] = [:]
    for technique in techniques { result[technique] = steps(technique, in: grid, map: map) }
    return result
  }

  static func steps(_ technique: Technique, in grid: Grid, map: CandidateMap) -> [Step] {
    switch technique {
    case .hiddenSingle: HiddenSingleFinder.find(in: grid, map: map)
    case .nakedSingle: NakedSingleFinder.find(in: grid, map: map)
    case .pointing: PointingFinder.find(in: grid, map: map)
    case .claiming: ClaimingFinder.find(in: grid, map: map)
    case .nakedPair: NakedPairFinder.find(in: grid, map: map)
    case .xWing: XWingFinder.find(in: grid, map: map)
    case .hiddenPair: subsets(HiddenSubsetFinder.find(size: 2, in: grid, map: map), technique)
    case .nakedTriple: subsets(NakedSubsetFinder.find(size: 3, in: grid, map: map), technique)
    case .hiddenTriple: subsets(HiddenSubsetFinder.find(size: 3, in: grid, map: map), technique)
    case .skyscraper:
      SkyscraperFinder.find(in: grid, map: map).map {
        step(technique, .skyscraper($0.skyscraper), $0.eliminations)
      }
    case .swordfish:
      BasicFishFinder.find(size: 3, in: grid, map: map).map {
        step(technique, .fish($0.fish), $0.eliminations)
      }
    case .xyWing:
      XYWingFinder.find(in: grid, map: map).map {
        step(technique, .xyWing($0.wing), $0.eliminations)
      }
    }
  }

  private static func step(
    _ technique: Technique, _ pattern: Step.Pattern, _ eliminations: [Candidate]
  ) -> Step {
    Step(technique: technique, pattern: pattern, placements: [], eliminations: eliminations)
  }

  private static func subsets(
    _ found: [(subset: Subset, eliminations: [Candidate])], _ technique: Technique
  ) -> [Step] {
    found.map { step(technique, .subset($0.subset), $0.eliminations) }
  }
}
