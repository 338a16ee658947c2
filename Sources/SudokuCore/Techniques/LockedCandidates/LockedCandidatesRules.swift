extension TechniqueRule {
  /// A digit of a box confined to one line of it: it leaves the rest of the line.
  static let pointing = TechniqueRule(
    .pointing, hodokuName: "Locked Candidates Type 1 (Pointing)", libraryCode: "0100",
    level: .hard, find: { PointingFinder.find(in: $0, map: $1) })

  /// A digit of a line confined to one box: it leaves the rest of the box.
  static let claiming = TechniqueRule(
    .claiming, hodokuName: "Locked Candidates Type 2 (Claiming)", libraryCode: "0101",
    level: .hard, find: { ClaimingFinder.find(in: $0, map: $1) })
}
