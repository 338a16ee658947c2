extension TechniqueTeaching {
  static let xWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "an X-Wing", stepNoun: "X-Wing"),
      portuguese: PortugueseTechniqueName(.masculine)),
    miss: { .noXWing($1, $0.xWingBlocks($1)) })
}
