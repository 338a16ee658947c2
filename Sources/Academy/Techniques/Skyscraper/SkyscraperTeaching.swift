extension TechniqueTeaching {
  static let skyscraper = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a skyscraper", stepNoun: "skyscraper", endNoun: "roof"),
      portuguese: PortugueseTechniqueName(.masculine, endNoun: "telhado")),
    miss: { .noSkyscraper(.init($1, grid: $0.grid, instances: $0.instances)) })
}
