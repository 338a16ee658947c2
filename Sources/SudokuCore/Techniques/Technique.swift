/// The techniques the academy teaches, in curriculum order: those up to X-Wing (lessons 1–6), then
/// those beyond it. What the engine knows of each is its `rule` (`TechniqueRule`), written beside
/// its finder.
///
/// The raw value is the stable key used everywhere: lesson file names, progress-file keys, fixture lines,
/// shell arguments and completion.
public enum Technique: String, CaseIterable, Hashable, Comparable, Sendable, Codable,
  CodingKeyRepresentable
{
  case hiddenSingle = "hidden-single"
  case nakedSingle = "naked-single"
  case pointing = "pointing"
  case claiming = "claiming"
  case nakedPair = "naked-pair"
  case xWing = "x-wing"
  case hiddenPair = "hidden-pair"
  /// Naked triples, HoDoKu's Locked Triples included (as Locked Pairs count for naked pair).
  case nakedTriple = "naked-triple"
  case hiddenTriple = "hidden-triple"
  /// Skyscrapers, crossed ones included (which HoDoKu 2.2 misses; docs/techniques-master.md).
  case skyscraper = "skyscraper"
  /// Basic swordfish only: finned and sashimi fish are not swordfish eliminations.
  case swordfish = "swordfish"
  case xyWing = "xy-wing"
  /// A row and a column link of one digit joined in a box (HoDoKu's 2-String Kite).
  case twoStringKite = "two-string-kite"
  /// A box's digit on two crossing lines and a strong link from one (HoDoKu's Empty Rectangle).
  case emptyRectangle = "empty-rectangle"
  /// An X-Wing with fins in one box (HoDoKu's Finned X-Wing and Sashimi X-Wing).
  case finnedXWing = "finned-x-wing"
  /// Two cells showing the same two digits joined by a strong link on one (HoDoKu's W-Wing).
  case wWing = "w-wing"
  /// A pivot showing three digits and two pincers showing two of them each (HoDoKu's XYZ-Wing).
  case xyzWing = "xyz-wing"
  /// A digit's strong links coloured alternately: traps and wraps (HoDoKu's Simple Colors).
  case simpleColors = "simple-colors"

  /// 1-based position in the curriculum.
  public var number: Int { Technique.allCases.firstIndex(of: self)! + 1 }

  public init?(number: Int) {
    guard (1...Technique.allCases.count).contains(number) else { return nil }
    self = Technique.allCases[number - 1]
  }

  /// Accepts a key (`x-wing`, case-insensitive, `_` or space for `-`) or a curriculum number.
  public init?(argument: String) {
    let key = String(argument.lowercased().map { $0 == "_" ? "-" : $0 })
    if let number = Int(key) {
      self.init(number: number)
    } else if let technique = Technique(rawValue: key.split(separator: " ").joined(separator: "-"))
    {
      self = technique
    } else if let technique = Technique.allCases.first(where: {
      $0.rawValue.filter { $0 != "-" } == key
    }) {
      self = technique
    } else {
      return nil
    }
  }

  /// HoDoKu's name for the technique (`TechniqueRule.hodokuName`).
  public var hodokuName: String { rule.hodokuName }

  /// HoDoKu's library code (`0100` for pointing).
  public var libraryCode: String { rule.libraryCode }

  /// The technique for a library code, its rule's own or one of its `otherLibraryCodes` (`0110`,
  /// locked pair; `0111`, locked triple; `0000`, full house).
  public init?(libraryCode: String) {
    guard
      let technique = Technique.allCases.first(where: {
        $0.rule.libraryCode == libraryCode || $0.rule.otherLibraryCodes.contains(libraryCode)
      })
    else { return nil }
    self = technique
  }

  /// Whether the technique places a digit (singles) or removes candidates.
  public var placesDigits: Bool { rule.placesDigits }

  /// The techniques up to X-Wing (lessons 1–6), which the first four levels, easy to expert, are
  /// made of.
  public static let upToXWing: [Technique] = allCases.filter(\.isUpToXWing)

  /// The last technique of the curriculum: where a walk over all of them stops (`LogicalSolver`'s
  /// default), so a technique added at the end is walked without another change.
  public static let hardest: Technique = allCases.last!

  /// Whether the technique is one of those up to X-Wing (lessons 1–6).
  public var isUpToXWing: Bool { self <= .xWing }

  /// The techniques taught before this one.
  public var earlier: [Technique] { Array(Technique.allCases.prefix(number - 1)) }

  public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.number < rhs.number }
}
