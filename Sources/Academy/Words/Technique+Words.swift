import LessonFormat
import SudokuCore

/// The techniques' names in sentences. The engine knows a technique by its key and HoDoKu's
/// names (a format); the words a learner reads are made here.
extension Technique {
  /// `Hidden single`, `Único escondido`: the title of the technique's lesson in the reader's
  /// language (`Technique.lessonTitle(in:)`, where the titles are written once).
  public var title: String { lessonTitle(in: Language.current.lessons) }

  /// The gender of the technique's Portuguese name: `o par nu`, `a reivindicação`.
  public var gender: Gender { self == .claiming ? .feminine : .masculine }

  /// The technique's name inside a sentence: `hidden pair`, `pointing`, but `X-Wing` and
  /// `XY-Wing` as they are spelt, for they are names, not words (`Next up: lesson 12, XY-Wing.`);
  /// so is Swordfish in Portuguese (`o Swordfish`), which keeps its English name there.
  public var nameInSentence: String {
    let letters = Array(title)
    guard letters.count > 1, letters[1].isLowercase else { return title }
    if Language.current == .portuguese && self == .swordfish { return title }
    return title.prefix(1).lowercased() + title.dropFirst()
  }

  /// The technique in a sentence: `a hidden single`, `pointing`, `an X-Wing`; `um único
  /// escondido`, `um apontamento`, `uma reivindicação`, `um X-Wing`.
  public var phrase: String {
    guard Language.current == .english else {
      return (gender == .feminine ? "uma " : "um ") + nameInSentence
    }
    return englishPhrase
  }

  private var englishPhrase: String {
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

  /// What a board's legend calls the cells of `Step.endCells`: `roof`, `pincer` (`telhado`,
  /// `pinça`); nil for the techniques whose cells all play one part.
  public var endNoun: String? {
    switch self {
    case .skyscraper: inLanguage(en: "roof", pt: "telhado")
    case .xyWing: inLanguage(en: "pincer", pt: "pinça")
    default: nil
    }
  }

  /// The step of this technique as a noun phrase after "the": `pointing step`, `naked pair`;
  /// in Portuguese the technique's name (`o apontamento`, `a reivindicação`, `o par nu`).
  var stepNoun: String {
    guard Language.current == .english else { return nameInSentence }
    return switch self {
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
