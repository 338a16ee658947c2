extension TechniqueTeaching {
  static let hiddenPair = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a hidden pair", plural: "hidden pairs", stepNoun: "hidden pair"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "pares escondidos")),
    miss: { .noHiddenSubset(.init($1, size: 2, grid: $0.grid, instances: $0.instances)) })

  static let hiddenTriple = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a hidden triple", plural: "hidden triples", stepNoun: "hidden triple"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "trios escondidos")),
    miss: { .noHiddenSubset(.init($1, size: 3, grid: $0.grid, instances: $0.instances)) })
}
