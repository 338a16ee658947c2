extension TechniqueTeaching {
  static let xWing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "an X-Wing", plural: "X-Wings", stepNoun: "X-Wing"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "X-Wings")),
    miss: { .noXWing($1, $0.xWingBlocks($1)) })
}
