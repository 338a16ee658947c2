import LessonFormat
import SudokuCore

/// The techniques' names in sentences. The engine knows a technique by its key and HoDoKu's
/// names (a format); the words a learner reads are made here.
extension Technique {
  /// `Hidden single`: the lesson file's title.
  public var title: String { lessonTitle }

  /// The technique's name inside a sentence: `hidden pair`, `pointing`, but `X-Wing` and
  /// `XY-Wing` as they are spelt, for they are names, not words (`Next up: lesson 12, XY-Wing.`).
  public var nameInSentence: String {
    let letters = Array(title)
    guard letters.count > 1, letters[1].isLowercase else { return title }
    return title.prefix(1).lowercased() + title.dropFirst()
  }

  /// The technique in a sentence: `a hidden single`, `pointing`, `an X-Wing`.
  public var phrase: String {
    switch self {
    case .hiddenSingle: "a hidden single"
    case .nakedSingle: "a naked single"
    case .pointing: "pointing"
    case .claiming: "claiming"
    case .nakedPair: "a naked pair"
    case .xWing: "an X-Wing"
    case .hiddenPair: "a hidden pair"
    case .nakedTriple: "a naked triple"
    case .hiddenTriple: "a hidden triple"
    case .skyscraper: "a skyscraper"
    case .swordfish: "a swordfish"
    case .xyWing: "an XY-Wing"
    }
  }

  /// What a board's legend calls the cells of `Step.endCells`: `roof`, `pincer`; nil for the
  /// techniques whose cells all play one part.
  public var endNoun: String? {
    switch self {
    case .skyscraper: "roof"
    case .xyWing: "pincer"
    default: nil
    }
  }

  /// The step of this technique as a noun phrase after "the": `pointing step`, `naked pair`.
  var stepNoun: String {
    switch self {
    case .hiddenSingle: "hidden single"
    case .nakedSingle: "naked single"
    case .pointing: "pointing step"
    case .claiming: "claiming step"
    case .nakedPair: "naked pair"
    case .xWing: "X-Wing"
    case .hiddenPair: "hidden pair"
    case .nakedTriple: "naked triple"
    case .hiddenTriple: "hidden triple"
    case .skyscraper: "skyscraper"
    case .swordfish: "swordfish"
    case .xyWing: "XY-Wing"
    }
  }
}
