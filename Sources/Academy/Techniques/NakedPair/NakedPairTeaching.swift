extension TechniqueTeaching {
  static let nakedPair = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(
        phrase: "a naked pair", plural: "naked pairs", stepNoun: "naked pair"),
      portuguese: PortugueseTechniqueName(.masculine, plural: "pares nus")),
    miss: { .noPair($1, $0.pairBlocks($1)) })
}
