/// The languages a learner can read the academy in: English and European Portuguese.
///
/// Every sentence of the words layer is rendered in the reader's language, `Language.current`:
/// a message is a typed value (`ChallengeMessage.solved(…)`, a `Verdict`, a `StudyMoveError`) or
/// a requirement of a message family (`FileWords`, `StudyWords`, …), rendered by one conformer
/// per language (`Words/English/`, `Words/Portuguese/`), chosen in `Language+AcademyWords.swift`,
/// so a language left out does not compile. What is a format rather than prose stays the same in
/// both: commands and their words (`hint`, `show`, `r3c5=7`), technique keys, JSON keys, cells
/// and candidates, and HoDoKu's step strings (`Naked Pair: 3,9 in r8c34 => r8c2<>3`).
///
/// The raw values are what `language pt|en`, `--language` and the progress file say.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case english = "en"
  case portuguese = "pt"

  /// The language sentences are rendered in here: set for a session (or one shell line) with
  /// `Language.$current.withValue(.portuguese) { … }`; English where nothing set it.
  ///
  /// A task-local value rather than a parameter on every sentence: the words layer is called
  /// from hundreds of places that have no other reason to know who reads them, and a value bound
  /// for a scope cannot leak into another session or test running beside it.
  @TaskLocal public static var current: Language = .english

  /// The language a word names: `en`, `pt`, also `english`, `portuguese`, `português` (any case).
  public init?(word: String) {
    switch word.lowercased() {
    case "en", "english", "inglês", "ingles": self = .english
    case "pt", "portuguese", "português", "portugues": self = .portuguese
    default: return nil
    }
  }

  /// The language the locale asks for, read as POSIX does: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `pt`, `pt_PT.UTF-8`, `pt_BR`
  /// mean Portuguese, anything else English. Nil when none is set (or it is `C`/`POSIX`).
  public static func fromLocale(_ environment: [String: String]) -> Language? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      if lowered == "c" || lowered == "posix" || lowered.hasPrefix("c.") { return nil }
      return lowered.hasPrefix("pt") ? .portuguese : .english
    }
    return nil
  }
}
