extension TechniqueTeaching {
  static let xyWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "an XY-Wing", plural: "XY-Wings", stepNoun: "XY-Wing", endNoun: "pincer"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "XY-Wings", endNoun: "pinça")),
    miss: { .noXYWing(.init($1, grid: $0.grid, instances: $0.instances)) })
}
