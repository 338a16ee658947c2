extension TechniqueRule {
  /// A digit confined to the same two cover lines in two base lines.
  static let xWing = TechniqueRule(
    .xWing, hodokuName: "X-Wing", libraryCode: "0300", level: .expert,
    find: { XWingFinder.find(in: $0, map: $1) })

  /// A digit confined to the same three cover lines in three base lines (basic fish only).
  static let swordfish = TechniqueRule(
    .swordfish, hodokuName: "Swordfish", libraryCode: "0301", level: .master
  ) { grid, map in
    BasicFishFinder.find(size: 3, in: grid, map: map).map {
      step(.swordfish, .fish($0.fish), $0.eliminations)
    }
  }

  /// Two base lines whose digit lies in two cover lines but for fins in one box: the digit leaves
  /// the cover lines' cells in that box, outside the base lines. Sashimi X-Wings are read too.
  static let finnedXWing = TechniqueRule(
    .finnedXWing, hodokuName: "Finned X-Wing", libraryCode: "0310", otherLibraryCodes: ["0320"],
    level: .grandmaster
  ) { grid, map in
    FinnedXWingFinder.find(in: grid, map: map).map {
      step(.finnedXWing, .finnedXWing($0.wing), $0.eliminations)
    }
  }
}
