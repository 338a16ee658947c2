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

  /// The instances of `technique`, by its rule's finder (`TechniqueRule.find`).
  static func steps(_ technique: Technique, in grid: Grid, map: CandidateMap) -> [Step] {
    technique.rule.find(grid, map)
  }
}
