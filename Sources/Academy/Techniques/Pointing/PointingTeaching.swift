extension TechniqueTeaching {
  static let pointing = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "pointing", stepNoun: "pointing step"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "apontamentos")),
    miss: { .noPointing($1, $0.pointingBlocks($1)) })
}
