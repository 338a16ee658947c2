/// The twelve techniques the academy teaches, in curriculum order: the six up to X-Wing, then the six
/// beyond it (lessons 7–12).
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
  /// Skyscrapers, crossed ones included (which HoDoKu 2.2 misses; docs/techniques-next.md).
  case skyscraper = "skyscraper"
  /// Basic swordfish only: finned and sashimi fish are not swordfish eliminations.
  case swordfish = "swordfish"
  case xyWing = "xy-wing"

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

  /// HoDoKu's name for the technique.
  public var hodokuName: String {
    switch self {
    case .hiddenSingle: "Hidden Single"
    case .nakedSingle: "Naked Single"
    case .pointing: "Locked Candidates Type 1 (Pointing)"
    case .claiming: "Locked Candidates Type 2 (Claiming)"
    case .nakedPair: "Naked Pair"
    case .xWing: "X-Wing"
    case .hiddenPair: "Hidden Pair"
    case .nakedTriple: "Naked Triple"
    case .hiddenTriple: "Hidden Triple"
    case .skyscraper: "Skyscraper"
    case .swordfish: "Swordfish"
    case .xyWing: "XY-Wing"
    }
  }

  /// HoDoKu's library code (`0100` for pointing).
  public var libraryCode: String {
    switch self {
    case .hiddenSingle: "0002"
    case .nakedSingle: "0003"
    case .pointing: "0100"
    case .claiming: "0101"
    case .nakedPair: "0200"
    case .xWing: "0300"
    case .hiddenPair: "0210"
    case .nakedTriple: "0201"
    case .hiddenTriple: "0211"
    case .skyscraper: "0400"
    case .swordfish: "0301"
    case .xyWing: "0800"
    }
  }

  /// The technique for a library code; `0110` (locked pair), `0111` (locked triple) and `0000` (full
  /// house) are read too.
  public init?(libraryCode: String) {
    switch libraryCode {
    case "0000", "0002": self = .hiddenSingle
    case "0003": self = .nakedSingle
    case "0100": self = .pointing
    case "0101": self = .claiming
    case "0200", "0110": self = .nakedPair
    case "0300": self = .xWing
    case "0210": self = .hiddenPair
    case "0201", "0111": self = .nakedTriple
    case "0211": self = .hiddenTriple
    case "0400": self = .skyscraper
    case "0301": self = .swordfish
    case "0800": self = .xyWing
    default: return nil
    }
  }

  /// Whether the technique places a digit (singles) or removes candidates.
  public var placesDigits: Bool { self == .hiddenSingle || self == .nakedSingle }

  /// The six techniques up to X-Wing, which the first four study levels are built from.
  public static let six: [Technique] = Array(allCases.prefix(6))

  /// The last technique of the curriculum: where a walk over all of them stops (`LogicalSolver`'s
  /// default), so a technique added at the end is walked without another change.
  public static let hardest: Technique = allCases.last!

  /// Whether the technique is one of the six up to X-Wing (lessons 1–6).
  public var isOneOfTheSix: Bool { number <= 6 }

  /// The techniques taught before this one.
  public var earlier: [Technique] { Array(Technique.allCases.prefix(number - 1)) }

  public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.number < rhs.number }
}
