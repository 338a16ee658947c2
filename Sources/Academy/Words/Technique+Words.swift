import LessonFormat
import SudokuCore

/// The techniques' names in sentences. The engine knows a technique by its key and HoDoKu's
/// names (a format); the words a learner reads are made here, from each technique's
/// `TechniqueNames` (written in its folder, `Techniques/<Name>/<Name>Teaching.swift`).
extension Technique {
  /// `Hidden single`, `Único escondido`: the title of the technique's lesson in the reader's
  /// language (`Technique.lessonTitle(in:)`, where the titles are written once).
  public var title: String { lessonTitle(in: Language.current.lessons) }

  /// The gender of the technique's Portuguese name: `o par nu`, `a reivindicação`.
  public var gender: Gender { teaching.names.portuguese.gender }

  /// The technique's name inside a sentence: `hidden pair`, `pointing`, but `X-Wing` and
  /// `XY-Wing` as they are spelt, for they are names, not words (`Next up: lesson 12, XY-Wing.`);
  /// so is Swordfish in Portuguese (`o Swordfish`), which keeps its English name there.
  public var nameInSentence: String {
    let letters = Array(title)
    guard letters.count > 1, letters[1].isLowercase else { return title }
    if Language.current.nameWords.keepsCapital(self) { return title }
    return title.prefix(1).lowercased() + title.dropFirst()
  }

  /// The technique in a sentence: `a hidden single`, `pointing`, `an X-Wing`; `um único
  /// escondido`, `um apontamento`, `uma reivindicação`, `um X-Wing`.
  public var phrase: String { Language.current.nameWords.phrase(self) }

  /// What a board's legend calls the cells of `Step.endCells`: `roof`, `pincer` (`telhado`,
  /// `pinça`); nil for the techniques whose cells all play one part.
  public var endNoun: String? { Language.current.nameWords.endNoun(self) }

  /// The step of this technique as a noun phrase after "the": `pointing step`, `naked pair`;
  /// in Portuguese the technique's name (`o apontamento`, `a reivindicação`, `o par nu`).
  var stepNoun: String { Language.current.nameWords.stepNoun(self) }
}
