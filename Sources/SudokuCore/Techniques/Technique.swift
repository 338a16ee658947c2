/// The six techniques the academy teaches, in curriculum order.
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
    }
  }

  /// The technique for a library code; `0110` (locked pair) and `0000` (full house) are read too.
  public init?(libraryCode: String) {
    switch libraryCode {
    case "0000", "0002": self = .hiddenSingle
    case "0003": self = .nakedSingle
    case "0100": self = .pointing
    case "0101": self = .claiming
    case "0200", "0110": self = .nakedPair
    case "0300": self = .xWing
    default: return nil
    }
  }

  /// Whether the technique places a digit (singles) or removes candidates.
  public var placesDigits: Bool { self == .hiddenSingle || self == .nakedSingle }

  /// The techniques taught before this one.
  public var earlier: [Technique] { Array(Technique.allCases.prefix(number - 1)) }

  public static func < (lhs: Technique, rhs: Technique) -> Bool { lhs.number < rhs.number }
}
