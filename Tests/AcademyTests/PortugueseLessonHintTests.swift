import LessonFormat
import SudokuCore
import Testing

@testable import Academy

/// The Portuguese lessons' hints read right once filled: `{houses}` becomes `linha 4` or
/// `linhas 3 e 4` (no article), so each template supplies the article that agrees with it (*a*
/// linha, *nas* linhas), and `{digits}` becomes `8 e 9`.
///
/// Each case is the lesson's own worked example: the instance it describes, found by the engine,
/// gives the houses and digits, as a drill on that position would.
@Suite struct PortugueseLessonHintTests {
  @Test(arguments: [
    (
      Technique.nakedPair,
      "Observe a linha 4 e os dígitos 8 e 9: que duas casas contêm apenas esses?",
      "As duas casas marcadas da linha 4 só contêm 8 e 9. Que outras casas das unidades que elas "
        + "partilham ainda mostram algum destes dígitos?"
    ),
    (
      .xWing,
      "Observe o dígito 6 nas linhas 3 e 4: onde estão os seus candidatos?",
      "As casas marcadas são os únicos lugares para o 6 nas linhas 3 e 4, e ficam nas mesmas duas "
        + "colunas em ambas. Em que outras casas dessas colunas ainda aparece o 6?"
    ),
    (
      .hiddenPair,
      "Observe a coluna 6 e os dígitos 2 e 3: em que casas pode ainda ir cada um deles?",
      "As duas casas marcadas são os únicos lugares dos dígitos 2 e 3 na coluna 6. Que outros "
        + "candidatos mostram?"
    ),
    (
      .nakedTriple,
      "Observe a linha 3 e os dígitos 1, 3 e 8: que três casas contêm apenas esses?",
      "As três casas marcadas da linha 3 só contêm 1, 3 e 8 entre elas. Que outras casas das "
        + "unidades que elas partilham ainda mostram algum destes dígitos?"
    ),
    (
      .hiddenTriple,
      "Observe a linha 2 e os dígitos 1, 2 e 3: que três casas são os seus únicos lugares?",
      "As casas marcadas são os únicos lugares dos dígitos 1, 2 e 3 na linha 2. Que outros "
        + "candidatos mostram?"
    ),
    (
      .skyscraper,
      "Observe o dígito 2 nas linhas 3 e 8: onde estão os seus candidatos?",
      "As casas marcadas são os únicos lugares para o 2 nas linhas 3 e 8, e duas delas estão "
        + "alinhadas. Que casas veem as outras duas e ainda mostram o 2?"
    ),
    (
      .swordfish,
      "Observe o dígito 6 nas linhas 3, 4 e 8: que três colunas contêm todos os seus candidatos?",
      "As casas marcadas são os únicos lugares para o 6 nas linhas 3, 4 e 8, e ficam em três "
        + "colunas. Em que outras casas dessas colunas ainda aparece o 6?"
    ),
    (
      .xyWing,
      "Observe a caixa 5 e os dígitos 3, 6 e 8: que casa de dois candidatos vê duas outras?",
      "Das casas marcadas, uma vê as outras duas e partilha um dígito com cada uma delas; essas "
        + "duas partilham o terceiro dígito. Que casas veem ambas e ainda o mostram?"
    ),
  ])
  func theWorkedExamplesHintsReadAsPortuguese(
    technique: Technique, hint: String, patternHint: String
  ) throws {
    let library = try LessonLibrary.embedded()
    let lesson = library.lesson(technique, in: .portuguese)
    try Language.$current.withValue(.portuguese) {
      let position = try Position(libraryLine: lesson.examplePosition)
      let stated = Set(position.eliminations)
      let step = try #require(
        Finder.steps(technique, in: position.grid).first { stated.isSubset(of: $0.eliminations) },
        "\(technique): the engine finds the worked example's instance")
      // A template keeps its file's line breaks; the shell rewraps it, so compare the words.
      let firstHint = oneLine(library.hint(for: step, on: position.grid))
      // The lesson's words, then any facts the marks alone don't show.
      let secondHint = oneLine(library.patternHint(for: step, on: position.grid))
      #expect(firstHint == hint)
      #expect(secondHint.hasPrefix(patternHint), "\(secondHint)")
      for text in [firstHint, secondHint] {
        #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
      }
    }
  }

  /// A translation says the same things in the same formats: every `code` span of the English
  /// lesson (answers, commands, HoDoKu's step strings) is in the Portuguese one, as often, and
  /// nothing else is.
  @Test(arguments: Technique.allCases)
  func aTranslationKeepsTheEnglishCodeSpans(technique: Technique) throws {
    let library = try LessonLibrary.embedded()
    let english = codeSpans(of: library.lesson(technique, in: .english))
    let portuguese = codeSpans(of: library.lesson(technique, in: .portuguese))
    #expect(portuguese == english, "\(technique): Lessons/pt/\(technique.rawValue).md")
  }

  /// A template's placeholders are formats: `{digits}` is not an English word left behind.
  @Test func placeholdersAreNotEnglish() {
    #expect(EnglishLeak.words(in: "Observe a {houses} e os dígitos {digits}: {2,3}?").isEmpty)
    #expect(EnglishLeak.words(in: "Look at {houses} and the {digits}") == ["at", "and", "the"])
  }

  private func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The lesson's `…` spans, sorted, each on one line.
  private func codeSpans(of lesson: Lesson) -> [String] {
    let text = [
      lesson.summary, lesson.idea, lesson.spotting, lesson.example, lesson.answering,
      lesson.mistakes, lesson.hint, lesson.patternHint,
    ].joined(separator: "\n\n")
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return parts.indices.filter { $0 % 2 == 1 }.map { oneLine(String(parts[$0])) }.sorted()
  }
}
