extension TechniqueTeaching {
  static let wWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a W-Wing", plural: "W-Wings", stepNoun: "W-Wing", endNoun: "link cell"),
      portuguese: PortugueseTechniqueName(
        .masculine, plural: "W-Wings", keepsCapital: true, endNoun: "casa da ligação")),
    miss: { .noWWing(.init($1, grid: $0.grid, instances: $0.instances)) })
}
