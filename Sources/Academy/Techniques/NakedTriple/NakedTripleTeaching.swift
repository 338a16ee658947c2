extension TechniqueTeaching {
  static let nakedTriple = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a naked triple", plural: "naked triples", stepNoun: "naked triple"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "trios nus")),
    miss: { .noNakedTriple(.init($1, grid: $0.grid, instances: $0.instances)) })
}
