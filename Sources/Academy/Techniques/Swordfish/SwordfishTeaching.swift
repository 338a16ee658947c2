extension TechniqueTeaching {
  static let swordfish = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a swordfish", plural: "swordfish", stepNoun: "swordfish"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "Swordfish", keepsCapital: true)),
    drillClues: 26,
    miss: { .noSwordfish(.init($1, grid: $0.grid, instances: $0.instances)) })
}
