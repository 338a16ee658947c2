extension TechniqueTeaching {
  static let emptyRectangle = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "an empty rectangle", plural: "empty rectangles", stepNoun: "empty rectangle",
        endNoun: "link"),
      portuguese: PortugueseTechniqueName(
        .masculine, plural: "retângulos vazios", endNoun: "elo")),
    miss: { .noEmptyRectangle(.init($1, grid: $0.grid, instances: $0.instances)) })
}
