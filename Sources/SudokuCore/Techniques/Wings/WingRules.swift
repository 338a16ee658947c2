extension TechniqueRule {
  /// A pivot xy seeing pincers xz and yz: whatever sees both pincers loses z.
  static let xyWing = TechniqueRule(
    .xyWing, hodokuName: "XY-Wing", libraryCode: "0800", level: .master
  ) { grid, map in
    XYWingFinder.find(in: grid, map: map).map { step(.xyWing, .xyWing($0.wing), $0.eliminations) }
  }
}
