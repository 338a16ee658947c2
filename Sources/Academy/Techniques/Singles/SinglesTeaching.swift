extension TechniqueTeaching {
  static let hiddenSingle = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a hidden single", plural: "hidden singles", stepNoun: "hidden single"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "únicos escondidos")),
    drillClues: 28)

  static let nakedSingle = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a naked single", plural: "naked singles", stepNoun: "naked single"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "únicos nus")),
    drillClues: 28)
}
