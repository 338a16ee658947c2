import SudokuCore

/// What the academy teaches of one technique, beside what the engine knows of it
/// (`TechniqueRule`): the words each language names it with, and why a wrong elimination is not
/// one of its instances.
///
/// Each technique's teaching is written once, in its folder with its miss facts and its sentences
/// (`Techniques/XWing/`: `XWingTeaching.swift`, `XWingMiss.swift`, `XWingWords.swift`), and
/// `Technique.teaching` lists them: the academy's one switch over techniques outside the typed
/// patterns. The technique's names in prose (`Technique+Words.swift`), the drills' "why not"
/// (`AnswerChecker.explainElimination`) read it.
struct TechniqueTeaching: Sendable {
  /// How the technique is named in each language's sentences.
  let names: TechniqueNames
  /// Why no instance of the technique removes a candidate the lesson's checker was given; nil
  /// for the singles, which place digits (their misses are placements).
  let miss: (@Sendable (AnswerChecker, Candidate) -> Miss)?
  /// The clues the drill factory digs its puzzles to (`DrillFactory.make`): where positions with
  /// the technique as the next step come cheapest. 22 for most; more where more clues keep the
  /// yield and cost less to dig (docs/drills.md has the figures).
  let drillClues: Int

  init(
    names: TechniqueNames, drillClues: Int = 22,
    miss: (@Sendable (AnswerChecker, Candidate) -> Miss)? = nil
  ) {
    self.names = names
    self.drillClues = drillClues
    self.miss = miss
  }
}

/// A technique's names in each language's sentences (its title is its lesson's): one field per
/// language, so a language added here is asked of every technique.
struct TechniqueNames: Sendable {
  let english: EnglishTechniqueName
  let portuguese: PortugueseTechniqueName
}

/// How English sentences name a technique.
struct EnglishTechniqueName: Sendable {
  /// With its article: `a hidden single`, `pointing`, `an X-Wing`.
  let phrase: String
  /// Counted, after a number: `hidden singles` (*two hidden singles*); nil for a name that is not
  /// counted so (`pointing`, `claiming`: *pointing twice*).
  let plural: String?
  /// After "the": `pointing step`, `naked pair`.
  let stepNoun: String
  /// What a board's legend calls the cells of `Step.endCells`: `roof`, `pincer`; nil where the
  /// pattern's cells all play one part.
  let endNoun: String?

  init(phrase: String, plural: String? = nil, stepNoun: String, endNoun: String? = nil) {
    self.phrase = phrase
    self.plural = plural
    self.stepNoun = stepNoun
    self.endNoun = endNoun
  }
}

/// How Portuguese sentences name a technique: its title, lower-cased unless it keeps its capital,
/// with the article of its gender (`o par nu`, `a reivindicação`, `o Swordfish`).
struct PortugueseTechniqueName: Sendable {
  let gender: Gender
  /// Whether the name keeps its capital in a sentence (`o Swordfish`, a name, not a word).
  let keepsCapital: Bool
  /// Counted, after a number: `únicos escondidos` (*dois únicos escondidos*), `arranha-céus`.
  let plural: String
  /// What a board's legend calls the cells of `Step.endCells`: `telhado`, `pinça`.
  let endNoun: String?

  init(_ gender: Gender, plural: String, keepsCapital: Bool = false, endNoun: String? = nil) {
    self.gender = gender
    self.plural = plural
    self.keepsCapital = keepsCapital
    self.endNoun = endNoun
  }
}

extension Technique {
  /// The technique's teaching: the one place that lists every technique's, in curriculum order
  /// (a technique added to `Technique` is listed here or nothing compiles).
  var teaching: TechniqueTeaching {
    switch self {
    case .hiddenSingle: .hiddenSingle
    case .nakedSingle: .nakedSingle
    case .pointing: .pointing
    case .claiming: .claiming
    case .nakedPair: .nakedPair
    case .xWing: .xWing
    case .hiddenPair: .hiddenPair
    case .nakedTriple: .nakedTriple
    case .hiddenTriple: .hiddenTriple
    case .skyscraper: .skyscraper
    case .swordfish: .swordfish
    case .xyWing: .xyWing
    case .twoStringKite: .twoStringKite
    case .emptyRectangle: .emptyRectangle
    case .finnedXWing: .finnedXWing
    case .wWing: .wWing
    case .xyzWing: .xyzWing
    case .simpleColors: .simpleColors
    }
  }
}
