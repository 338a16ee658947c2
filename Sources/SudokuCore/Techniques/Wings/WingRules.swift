extension TechniqueRule {
  /// A pivot xy seeing pincers xz and yz: whatever sees both pincers loses z.
  static let xyWing = TechniqueRule(
    .xyWing, hodokuName: "XY-Wing", libraryCode: "0800", level: .master
  ) { grid, map in
    XYWingFinder.find(in: grid, map: map).map { step(.xyWing, .xyWing($0.wing), $0.eliminations) }
  }
}

extension TechniqueRule {
  /// Two cells showing exactly x and y, joined by a strong link on y: whatever sees both loses x.
  static let wWing = TechniqueRule(
    .wWing, hodokuName: "W-Wing", libraryCode: "0803", level: .grandmaster
  ) { grid, map in
    WWingFinder.find(in: grid, map: map).map { step(.wWing, .wWing($0.wing), $0.eliminations) }
  }
}

extension TechniqueRule {
  /// A pivot x,y,z seeing pincers x,z and y,z: whatever sees all three loses z.
  static let xyzWing = TechniqueRule(
    .xyzWing, hodokuName: "XYZ-Wing", libraryCode: "0801", level: .grandmaster
  ) { grid, map in
    XYZWingFinder.find(in: grid, map: map).map {
      step(.xyzWing, .xyzWing($0.wing), $0.eliminations)
    }
  }
}
