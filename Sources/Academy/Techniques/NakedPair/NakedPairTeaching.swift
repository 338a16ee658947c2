extension TechniqueTeaching {
  static let nakedPair = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "a naked pair", stepNoun: "naked pair"),
      portuguese: PortugueseTechniqueName(.masculine)),
    miss: { .noPair($1, $0.pairBlocks($1)) })
}
