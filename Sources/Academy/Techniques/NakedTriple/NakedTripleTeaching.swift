extension TechniqueTeaching {
  static let nakedTriple = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a naked triple", stepNoun: "naked triple"),
      portuguese: PortugueseTechniqueName(.masculine)),
    miss: { .noNakedTriple(.init($1, grid: $0.grid, instances: $0.instances)) })
}
