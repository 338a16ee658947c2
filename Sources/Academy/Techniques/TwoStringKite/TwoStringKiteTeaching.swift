extension TechniqueTeaching {
  static let twoStringKite = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a 2-string kite", plural: "2-string kites", stepNoun: "kite",
        endNoun: "end"),
      portuguese: PortugueseTechniqueName(
        .masculine, plural: "papagaios", endNoun: "ponta")),
    miss: { .noTwoStringKite(.init($1, grid: $0.grid, instances: $0.instances)) })
}
