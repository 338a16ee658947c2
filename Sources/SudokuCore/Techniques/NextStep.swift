/// One instance of a technique after the six: its typed pattern, what it removes, and HoDoKu's text.
///
/// It mirrors `Step` so that folding the kinds into `Technique` is mechanical: each `Pattern` case here
/// becomes a case of `Step`'s `Pattern` carrying the same payload (docs/techniques-next.md).
public struct NextStep: Hashable, Sendable, CustomStringConvertible {
  /// The typed details of each kind's pattern.
  public enum Pattern: Hashable, Sendable {
    /// Hidden pair, hidden triple, naked triple (and locked triple).
    case subset(Subset)
    /// Swordfish (basic fish of any size).
    case fish(Fish)
    case skyscraper(Skyscraper)
    case xyWing(XYWing)
  }

  public let technique: NextTechnique
  public let pattern: Pattern
  /// Candidates removed, sorted.
  public let eliminations: [Candidate]

  public init(technique: NextTechnique, pattern: Pattern, eliminations: [Candidate]) {
    self.technique = technique
    self.pattern = pattern
    self.eliminations = eliminations.sorted()
  }

  /// The cells that make up the pattern (to be highlighted by `show`).
  public var patternCells: [Cell] {
    switch pattern {
    case .subset(let subset): subset.cells
    case .fish(let fish): fish.cells
    case .skyscraper(let skyscraper): (skyscraper.baseCells + skyscraper.roofs).sorted()
    case .xyWing(let wing): wing.cells
    }
  }

  /// The digits the pattern is about (x, y and z for an XY-Wing).
  public var digits: DigitSet {
    switch pattern {
    case .subset(let subset): subset.digits
    case .fish(let fish): [fish.digit]
    case .skyscraper(let skyscraper): [skyscraper.digit]
    case .xyWing(let wing): wing.pivotDigits.union([wing.z])
    }
  }

  /// The houses the pattern lives in: a subset's houses, base and cover of a fish, a skyscraper's two
  /// lines and its base, the houses the pivot shares with each pincer.
  public var houses: [House] {
    switch pattern {
    case .subset(let subset): subset.houses
    case .fish(let fish): fish.base + fish.cover
    case .skyscraper(let skyscraper): skyscraper.lines + [skyscraper.base]
    case .xyWing(let wing):
      Array(Set(wing.pincers.flatMap { House.shared(by: [wing.pivot, $0]) })).sorted()
    }
  }

  /// HoDoKu's name for this step (`Locked Triple` for a locked naked triple).
  public var name: String {
    switch pattern {
    case .subset(let subset): subset.name
    case .fish(let fish): fish.name
    case .skyscraper, .xyWing: technique.hodokuName
    }
  }

  /// HoDoKu's library code for this step (`0111` for a locked triple).
  public var libraryCode: String {
    switch pattern {
    case .subset(let subset): subset.libraryCode
    case .fish(let fish): fish.libraryCode
    case .skyscraper, .xyWing: technique.libraryCode
    }
  }

  /// HoDoKu's step text, as its SolutionStep.toString() writes it, e.g.
  /// `Hidden Pair: 1,9 in r5c19 => r5c1<>4, r5c1<>7`,
  /// `Skyscraper: 3 in r2c5,r6c6 (connected by r26c1) => r1c6<>3`, `Swordfish: 5 r159 c267 => r3c2<>5`,
  /// `XY-Wing: 1/6/9 in r2c4,r5c49 => r2c9<>9`.
  public var description: String {
    let body: String
    switch pattern {
    case .subset(let subset):
      body = "\(subset.digits) in \(Notation.compact(subset.cells))"
    case .fish(let fish):
      body = "\(fish.digit) \(Notation.groupHouses(fish.base)) \(Notation.groupHouses(fish.cover))"
    case .skyscraper(let skyscraper):
      body =
        "\(skyscraper.digit) in \(Notation.compact(skyscraper.roofs)) (connected by \(Notation.compact(skyscraper.baseCells)))"
    case .xyWing(let wing):
      let xy = wing.pivotDigits.map(String.init).joined(separator: "/")
      body = "\(xy)/\(wing.z) in \(Notation.compact(wing.cells))"
    }
    return "\(name): \(body) => " + Notation.formatPerDigit(eliminations: eliminations)
  }
}
