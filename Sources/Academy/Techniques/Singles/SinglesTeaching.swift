extension TechniqueTeaching {
  static let hiddenSingle = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a hidden single", stepNoun: "hidden single"),
      portuguese: PortugueseTechniqueName(.masculine)))

  static let nakedSingle = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a naked single", stepNoun: "naked single"),
      portuguese: PortugueseTechniqueName(.masculine)))
}
