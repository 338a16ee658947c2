import SudokuCore

/// How a language names the things its sentences are about: the kinds of house and the
/// techniques (each technique's names are data of its teaching, `EnglishTechniqueName` and
/// `PortugueseTechniqueName`, which each renderer reads).
protocol NameWords: Sendable {
  /// `row`, `column`, `box`.
  func name(of kind: House.Kind) -> String

  /// `rows`, `columns`, `boxes`.
  func pluralName(of kind: House.Kind) -> String

  /// Whether the technique's title keeps its capital inside a sentence even where it is a word:
  /// never in English; `o Swordfish` in Portuguese.
  func keepsCapital(_ technique: Technique) -> Bool

  /// The technique in a sentence: `a hidden single`, `pointing`, `an X-Wing`.
  func phrase(_ technique: Technique) -> String

  /// The technique found `count` times (more than once): `two hidden singles`, `pointing twice`,
  /// `three naked pairs`; `dois únicos escondidos`, `duas reivindicações`.
  func counted(_ technique: Technique, _ count: Int) -> String

  /// What a board's legend calls the cells of `Step.endCells`: `roof`, `pincer`; nil for the
  /// techniques whose cells all play one part.
  func endNoun(_ technique: Technique) -> String?

  /// The step of the technique as a noun phrase after "the": `pointing step`, `naked pair`.
  func stepNoun(_ technique: Technique) -> String
}
