extension TechniqueRule {
  /// Two lines holding a digit twice each, one end of each on a shared base line: whatever sees
  /// both roofs loses the digit (crossed skyscrapers included).
  static let skyscraper = TechniqueRule(
    .skyscraper, hodokuName: "Skyscraper", libraryCode: "0400", level: .master
  ) { grid, map in
    SkyscraperFinder.find(in: grid, map: map).map {
      step(.skyscraper, .skyscraper($0.skyscraper), $0.eliminations)
    }
  }
}

extension TechniqueRule {
  /// A row and a column holding a digit twice each, joined in a box: the cell that sees both
  /// other ends loses the digit.
  static let twoStringKite = TechniqueRule(
    .twoStringKite, hodokuName: "2-String Kite", libraryCode: "0401", level: .grandmaster
  ) { grid, map in
    TwoStringKiteFinder.find(in: grid, map: map).map {
      step(.twoStringKite, .twoStringKite($0.kite), $0.eliminations)
    }
  }
}

extension TechniqueRule {
  /// A box's digit on one row or one column through it, and a strong link from one of those lines:
  /// where the link's other end's line meets the box's other line, the digit goes.
  static let emptyRectangle = TechniqueRule(
    .emptyRectangle, hodokuName: "Empty Rectangle", libraryCode: "0402", level: .grandmaster
  ) { grid, map in
    EmptyRectangleFinder.find(in: grid, map: map).map {
      step(.emptyRectangle, .emptyRectangle($0.rectangle), $0.eliminations)
    }
  }
}
