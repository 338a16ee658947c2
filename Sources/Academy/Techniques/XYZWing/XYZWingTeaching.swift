extension TechniqueTeaching {
  static let xyzWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "an XYZ-Wing", plural: "XYZ-Wings", stepNoun: "XYZ-Wing", endNoun: "pincer"),
      portuguese: PortugueseTechniqueName(
        .masculine, plural: "XYZ-Wings", keepsCapital: true, endNoun: "pinça")),
    miss: { .noXYZWing(.init($1, grid: $0.grid, instances: $0.instances)) })
}
