extension TechniqueTeaching {
  static let simpleColors = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "simple colours", stepNoun: "colouring", endNoun: "other colour"),
      portuguese: PortugueseTechniqueName(.feminine, plural: "colorações", endNoun: "outra cor")),
    miss: { .noSimpleColors(.init($1, grid: $0.grid, instances: $0.instances)) })
}
