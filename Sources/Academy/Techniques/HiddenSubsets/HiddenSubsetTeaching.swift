extension TechniqueTeaching {
  static let hiddenPair = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a hidden pair", stepNoun: "hidden pair"),
      portuguese: PortugueseTechniqueName(.masculine)),
    miss: { .noHiddenSubset(.init($1, size: 2, grid: $0.grid, instances: $0.instances)) })

  static let hiddenTriple = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a hidden triple", stepNoun: "hidden triple"),
      portuguese: PortugueseTechniqueName(.masculine)),
    miss: { .noHiddenSubset(.init($1, size: 3, grid: $0.grid, instances: $0.instances)) })
}
