import SudokuCore

// The lesson format's words: what a lesson set of each language is called, where it lives,
// its section headings and its titles — the one place the format names a language.

/// The languages a lesson set is written in: English in `Lessons/`, Portuguese in `Lessons/pt/`.
///
/// The lesson format's own notion of a language (the build tool has no Academy, whose `Language`
/// says which one a reader gets); the raw values are the same (`en`, `pt`).
public enum LessonLanguage: String, CaseIterable, Hashable, Sendable {
  case english = "en"
  case portuguese = "pt"

  /// The subfolder of the lessons folder that holds this set: none for English, `pt` for
  /// Portuguese.
  public var subfolder: String? {
    switch self {
    case .english: nil
    case .portuguese: "pt"
    }
  }

  /// Whether this set's folder is the lessons folder itself, which also holds the authors'
  /// README.md (not a lesson); the other sets' folders hold lessons only.
  var keepsTheReadme: Bool { subfolder == nil }

  /// `pt/` before a Portuguese lesson's file name, nothing before an English one.
  var namePrefix: String { subfolder.map { "\($0)/" } ?? "" }

  /// What a missing lesson of this set is called: `lesson` (the English set is the default one),
  /// `Portuguese lesson`.
  var missingLessonNoun: String {
    switch self {
    case .english: "lesson"
    case .portuguese: "Portuguese lesson"
    }
  }

  /// What the parser's messages call a lesson of this set: `an English lesson`.
  var lessonPhrase: String {
    switch self {
    case .english: "an English lesson"
    case .portuguese: "a Portuguese lesson (pt/)"
    }
  }
}

extension LessonSection {
  /// The section's name in a lesson of `language`, as its `## ` line gives it: `Idea`, `Ideia`.
  public func name(in language: LessonLanguage) -> String {
    switch language {
    case .english:
      switch self {
      case .idea: "Idea"
      case .spotting: "Spotting it"
      case .example: "Worked example"
      case .answering: "Answering"
      case .mistakes: "Common mistakes"
      case .hint: "Hint"
      case .patternHint: "Pattern hint"
      }
    case .portuguese:
      switch self {
      case .idea: "Ideia"
      case .spotting: "Como encontrar"
      case .example: "Exemplo resolvido"
      case .answering: "Como responder"
      case .mistakes: "Erros comuns"
      case .hint: "Dica"
      case .patternHint: "Dica do padrão"
      }
    }
  }
}

extension Technique {
  /// The title an English lesson file opens with (`# Hidden single`).
  public var lessonTitle: String { lessonTitle(in: .english) }

  /// The title a lesson file of `language` opens with (`# Hidden single`, `# Único escondido`):
  /// the one place the techniques' titles are written. The parser's messages use it, and so
  /// does the words layer (`Technique.title`); the lesson embedder has only the engine and this
  /// parser, so the titles live here. The Portuguese names are a Portuguese Sudoku book's
  /// (docs/portuguese.md); the wings and the fish keep their English names there too.
  public func lessonTitle(in language: LessonLanguage) -> String {
    switch language {
    case .english: lessonTitles.english
    case .portuguese: lessonTitles.portuguese
    }
  }

  /// The technique's titles: one row per technique, in curriculum order, with a field per
  /// language, so a technique added is asked for its title in each and a language added is asked
  /// of every technique.
  private var lessonTitles: LessonTitles {
    switch self {
    case .hiddenSingle: LessonTitles(english: "Hidden single", portuguese: "Único escondido")
    case .nakedSingle: LessonTitles(english: "Naked single", portuguese: "Único nu")
    case .pointing: LessonTitles(english: "Pointing", portuguese: "Apontamento")
    case .claiming: LessonTitles(english: "Claiming", portuguese: "Reivindicação")
    case .nakedPair: LessonTitles(english: "Naked pair", portuguese: "Par nu")
    case .xWing: LessonTitles(english: "X-Wing", portuguese: "X-Wing")
    case .hiddenPair: LessonTitles(english: "Hidden pair", portuguese: "Par escondido")
    case .nakedTriple: LessonTitles(english: "Naked triple", portuguese: "Trio nu")
    case .hiddenTriple: LessonTitles(english: "Hidden triple", portuguese: "Trio escondido")
    case .skyscraper: LessonTitles(english: "Skyscraper", portuguese: "Arranha-céus")
    case .swordfish: LessonTitles(english: "Swordfish", portuguese: "Swordfish")
    case .xyWing: LessonTitles(english: "XY-Wing", portuguese: "XY-Wing")
    case .twoStringKite: LessonTitles(english: "2-string kite", portuguese: "Papagaio")
    case .emptyRectangle: LessonTitles(english: "Empty rectangle", portuguese: "Retângulo vazio")
    case .finnedXWing: LessonTitles(english: "Finned X-Wing", portuguese: "Finned X-Wing")
    case .wWing: LessonTitles(english: "W-Wing", portuguese: "W-Wing")
    case .xyzWing: LessonTitles(english: "XYZ-Wing", portuguese: "XYZ-Wing")
    case .simpleColors: LessonTitles(english: "Simple colours", portuguese: "Coloração")
    }
  }
}

/// A technique's lesson titles, one per language.
private struct LessonTitles {
  let english: String
  let portuguese: String
}
