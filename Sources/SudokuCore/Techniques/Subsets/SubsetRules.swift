extension TechniqueRule {
  /// Two cells of a house holding the same two candidates and nothing else (HoDoKu's Locked Pair
  /// included).
  static let nakedPair = TechniqueRule(
    .nakedPair, hodokuName: "Naked Pair", libraryCode: "0200", otherLibraryCodes: ["0110"],
    level: .hard, find: { NakedPairFinder.find(in: $0, map: $1) })

  /// Two digits with the same two places in a house, and none elsewhere in it.
  static let hiddenPair = subsets(
    .hiddenPair, hodokuName: "Hidden Pair", libraryCode: "0210"
  ) { HiddenSubsetFinder.find(size: 2, in: $0, map: $1) }

  /// Three cells of a house holding three digits between them (HoDoKu's Locked Triple included).
  static let nakedTriple = subsets(
    .nakedTriple, hodokuName: "Naked Triple", libraryCode: "0201", otherLibraryCodes: ["0111"]
  ) { NakedSubsetFinder.find(size: 3, in: $0, map: $1) }

  /// Three digits with the same three places in a house.
  static let hiddenTriple = subsets(
    .hiddenTriple, hodokuName: "Hidden Triple", libraryCode: "0211"
  ) { HiddenSubsetFinder.find(size: 3, in: $0, map: $1) }

  /// The rule of a subset technique of lessons 7–9, which masters a puzzle.
  private static func subsets(
    _ technique: Technique, hodokuName: String, libraryCode: String,
    otherLibraryCodes: [String] = [],
    finding:
      @escaping @Sendable (Grid, CandidateMap) -> [(
        subset: Subset, eliminations: [Candidate]
      )]
  ) -> TechniqueRule {
    TechniqueRule(
      technique, hodokuName: hodokuName, libraryCode: libraryCode,
      otherLibraryCodes: otherLibraryCodes, level: .master
    ) { grid, map in
      finding(grid, map).map { step(technique, .subset($0.subset), $0.eliminations) }
    }
  }
}
