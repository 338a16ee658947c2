/// The six techniques after X-Wing that issue 21 will teach as lessons 7–12, in that curriculum order.
///
/// Their finders exist and are checked, but they are not lessons yet: `Technique` and `Step`'s `Pattern` drive
/// the lessons, progress keys and every exhaustive switch in Academy and the executable, so these kinds
/// live apart until they are folded in (docs/techniques-next.md says how). The raw value is the key the
/// lesson, progress file and shell will use.
public enum NextTechnique: String, CaseIterable, Hashable, Comparable, Sendable {
  case hiddenPair = "hidden-pair"
  /// Naked triples, HoDoKu's Locked Triples included (as Locked Pairs count for naked pair).
  case nakedTriple = "naked-triple"
  case hiddenTriple = "hidden-triple"
  case skyscraper = "skyscraper"
  /// Basic swordfish only: finned and sashimi fish are not swordfish eliminations.
  case swordfish = "swordfish"
  case xyWing = "xy-wing"

  /// The lesson number it will have: 7 for hidden pair … 12 for XY-Wing.
  public var lessonNumber: Int {
    Technique.allCases.count + NextTechnique.allCases.firstIndex(of: self)! + 1
  }

  /// HoDoKu's name for the technique (a locked triple's steps are named `Locked Triple`).
  public var hodokuName: String {
    switch self {
    case .hiddenPair: "Hidden Pair"
    case .nakedTriple: "Naked Triple"
    case .hiddenTriple: "Hidden Triple"
    case .skyscraper: "Skyscraper"
    case .swordfish: "Swordfish"
    case .xyWing: "XY-Wing"
    }
  }

  /// HoDoKu's library code (a locked triple's steps carry `0111`).
  public var libraryCode: String {
    switch self {
    case .hiddenPair: "0210"
    case .nakedTriple: "0201"
    case .hiddenTriple: "0211"
    case .skyscraper: "0400"
    case .swordfish: "0301"
    case .xyWing: "0800"
    }
  }

  /// The kind for a library code; `0111` (locked triple) reads as naked triple.
  public init?(libraryCode: String) {
    switch libraryCode {
    case "0210": self = .hiddenPair
    case "0201", "0111": self = .nakedTriple
    case "0211": self = .hiddenTriple
    case "0400": self = .skyscraper
    case "0301": self = .swordfish
    case "0800": self = .xyWing
    default: return nil
    }
  }

  /// The kinds before this one in the curriculum (the six come before all of them).
  public var earlier: [NextTechnique] {
    Array(NextTechnique.allCases.prefix(NextTechnique.allCases.firstIndex(of: self)!))
  }

  public static func < (lhs: NextTechnique, rhs: NextTechnique) -> Bool {
    lhs.lessonNumber < rhs.lessonNumber
  }
}
