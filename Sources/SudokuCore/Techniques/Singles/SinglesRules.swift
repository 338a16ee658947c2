extension TechniqueRule {
  /// A digit with one place left in a house (a full house when that place is the house's last
  /// empty cell).
  static let hiddenSingle = TechniqueRule(
    .hiddenSingle, hodokuName: "Hidden Single", libraryCode: "0002", otherLibraryCodes: ["0000"],
    placesDigits: true, level: .easy, find: { HiddenSingleFinder.find(in: $0, map: $1) })

  /// A cell with one candidate left.
  static let nakedSingle = TechniqueRule(
    .nakedSingle, hodokuName: "Naked Single", libraryCode: "0003", placesDigits: true,
    level: .easy, find: { NakedSingleFinder.find(in: $0, map: $1) })
}
