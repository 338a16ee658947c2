extension TechniqueTeaching {
  static let skyscraper = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a skyscraper", plural: "skyscrapers", stepNoun: "skyscraper", endNoun: "roof"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "arranha-céus", endNoun: "telhado")),
    miss: { .noSkyscraper(.init($1, grid: $0.grid, instances: $0.instances)) })
}
