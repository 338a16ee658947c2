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
