extension TechniqueTeaching {
  static let claiming = TechniqueTeaching(
    names: TechniqueNames(
      english: EnglishTechniqueName(phrase: "claiming", stepNoun: "claiming step"),
      portuguese: PortugueseTechniqueName(.feminine, plural: "reivindicações")),
    miss: { .noClaiming($1, box: .box($1.cell.box), $0.claimingBlocks($1)) })
}
