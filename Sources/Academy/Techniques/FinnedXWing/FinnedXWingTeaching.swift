extension TechniqueTeaching {
  static let finnedXWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a finned X-Wing", plural: "finned X-Wings", stepNoun: "finned X-Wing",
        endNoun: "fin"),
      portuguese: PortugueseTechniqueName(
        .masculine, plural: "Finned X-Wings", keepsCapital: true, endNoun: "barbatana")),
    miss: { .noFinnedXWing(.init($1, grid: $0.grid, instances: $0.instances)) })
}
