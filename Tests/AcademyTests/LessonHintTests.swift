import LessonFormat
import SudokuCore
import Testing

@testable import Academy

/// The lessons' hints as the shell prints them, in each language: a template filled for an
/// instance names its houses and digits, and a worked example's hints, filled for the instance the
/// engine finds in it, read as the language. In Portuguese `{houses}` becomes `linha 4` or
/// `linhas 3 e 4` (no article), so each template supplies the article that agrees with it (*a*
/// linha, *nas* linhas), and `{digits}` becomes `8 e 9`.
@Suite struct LessonHintTests {
  /// The first hint of lessons 1–6 filled for an instance, in each language.
  enum InstanceHints {
    /// English: the house and the digits as the learner reads them on the board.
    static let english: [(Step.Pattern, String)] = [
      (
        Step.Pattern.hiddenSingle(
          digit: 7, cell: Cell(row: 3, column: 5), house: .box(4), isFullHouse: false),
        "Look at box 5 and the digit 7: how many cells there can still take it?"
      ),
      (
        .nakedSingle(digit: 9, cell: Cell(row: 2, column: 4), isFullHouse: false),
        "Look at box 2: one of its cells has room for only one digit."
      ),
      (
        .pointing(
          digit: 3, box: .box(6), line: .column(0),
          cells: [Cell(row: 6, column: 0), Cell(row: 7, column: 0)]),
        "Look at box 7 and the digit 3: which line do its candidates share?"
      ),
      (
        .claiming(
          digit: 9, line: .row(4), box: .box(3),
          cells: [Cell(row: 4, column: 0), Cell(row: 4, column: 1), Cell(row: 4, column: 2)]),
        "Look at row 5 and the digit 9: which box holds all of its candidates there?"
      ),
      (
        .nakedPair(
          digits: [8, 9], cells: [Cell(row: 3, column: 0), Cell(row: 3, column: 8)],
          houses: [.row(3)]),
        "Look at row 4 and the digits 8 and 9: which two cells hold only those?"
      ),
      (
        .xWing(
          digit: 6, base: [.row(3), .row(2)], cover: [.column(3), .column(8)],
          cells: [
            Cell(row: 2, column: 3), Cell(row: 2, column: 8), Cell(row: 3, column: 3),
            Cell(row: 3, column: 8),
          ]),
        "Look at the digit 6 in rows 3 and 4: where do its candidates sit?"
      ),
    ]

    /// Portuguese: the house with its article (`a caixa 5`, feminine like every house) and the digit.
    static let portuguese: [(Step.Pattern, String)] = [
      (
        Step.Pattern.hiddenSingle(
          digit: 7, cell: Cell(row: 3, column: 5), house: .box(4), isFullHouse: false),
        "Olhe para a caixa 5 e para o dígito 7: quantas casas ali ainda o podem receber?"
      ),
      (
        .hiddenSingle(
          digit: 2, cell: Cell(row: 0, column: 5), house: .column(5), isFullHouse: false),
        "Olhe para a coluna 6 e para o dígito 2: quantas casas ali ainda o podem receber?"
      ),
      (
        .nakedSingle(digit: 9, cell: Cell(row: 2, column: 4), isFullHouse: false),
        "Olhe para a caixa 2: uma das suas casas só tem lugar para um dígito."
      ),
      (
        .pointing(
          digit: 3, box: .box(6), line: .column(0),
          cells: [Cell(row: 6, column: 0), Cell(row: 7, column: 0)]),
        "Olhe para a caixa 7 e para o dígito 3: que linha ou coluna partilham os seus candidatos?"
      ),
      (
        .claiming(
          digit: 9, line: .row(4), box: .box(3),
          cells: [Cell(row: 4, column: 0), Cell(row: 4, column: 1), Cell(row: 4, column: 2)]),
        "Olhe para a linha 5 e para o dígito 9: em que caixa ficam todos os seus candidatos ali?"
      ),
    ]

    static let cases: [(Language, Step.Pattern, String)] =
      english.map { (.english, $0.0, $0.1) } + portuguese.map { (.portuguese, $0.0, $0.1) }
  }

  @Test(arguments: InstanceHints.cases)
  func hintsNameTheHousesAndDigitsOfAnInstance(
    language: Language, pattern: Step.Pattern, hint: String
  ) throws {
    let technique: Technique
    switch pattern {
    case .hiddenSingle: technique = .hiddenSingle
    case .nakedSingle: technique = .nakedSingle
    case .pointing: technique = .pointing
    case .claiming: technique = .claiming
    case .nakedPair: technique = .nakedPair
    case .xWing: technique = .xWing
    case .subset(let subset):
      technique =
        subset.kind == .naked ? .nakedTriple : subset.size == 2 ? .hiddenPair : .hiddenTriple
    case .skyscraper: technique = .skyscraper
    case .fish: technique = .swordfish
    case .xyWing: technique = .xyWing
    case .twoStringKite: technique = .twoStringKite
    case .emptyRectangle: technique = .emptyRectangle
    case .finnedXWing: technique = .finnedXWing
    case .wWing: technique = .wWing
    case .xyzWing: technique = .xyzWing
    case .simpleColors: technique = .simpleColors
    }
    let step = Step(technique: technique, pattern: pattern, placements: [], eliminations: [])
    let library = try LessonLibrary.embedded()
    #expect(Language.$current.withValue(language) { library.hint(for: step, on: Grid()) } == hint)
  }

  /// Each worked example's two hints, in each language: the lesson's own example position, the
  /// instance it describes found by the engine, gives the houses and digits, as a drill on that
  /// position would. The second hint starts with the lesson's words (then any facts the marks
  /// alone don't show).
  enum WorkedExampleHints {
    static let english: [(Technique, String, String)] = [
      (
        .nakedPair, "Look at row 4 and the digits 8 and 9: which two cells hold only those?",
        "The two marked cells of row 4 hold 8 and 9 and nothing else. Which other cells of the houses they share still show 8 and 9?"
      ),
      (
        .xWing, "Look at the digit 6 in rows 3 and 4: where do its candidates sit?",
        "The marked cells are the only places for 6 in rows 3 and 4: the same two cross lines in both. Where else do those cross lines still show 6?"
      ),
      (
        .hiddenPair,
        "Look at column 6 and the digits 2 and 3: in which cells can each of them still go?",
        "The two marked cells are the only places for 2 and 3 in column 6. Which other candidates do they show?"
      ),
      (
        .nakedTriple, "Look at row 3 and the digits 1, 3 and 8: which three cells hold only those?",
        "The three marked cells of row 3 hold only 1, 3 and 8 between them. Which other cells of the houses they share still show 1, 3 and 8?"
      ),
      (
        .hiddenTriple,
        "Look at row 2 and the digits 1, 2 and 3: which three cells are their only places?",
        "The marked cells are the only places for 1, 2 and 3 in row 2. Which other candidates do they show?"
      ),
      (
        .skyscraper, "Look at the digit 2 in rows 3 and 8: where do its candidates sit?",
        "The marked cells are the only places for 2 in rows 3 and 8, and two of them line up. Which cells see both of the other two and still show 2?"
      ),
      (
        .swordfish,
        "Look at the digit 6 in rows 3, 4 and 8: which three cross lines hold all of its candidates?",
        "The marked cells are the only places for 6 in rows 3, 4 and 8, and they lie in three cross lines. Where else do those cross lines still show 6?"
      ),
      (
        .xyWing,
        "Look at box 5 and the digits 3, 6 and 8: which two-candidate cell sees two others?",
        "Of the marked cells, one sees the other two and shares one digit with each; those two share the third digit. Which cells see both of them and still show it?"
      ),
    ]

    static let portuguese: [(Technique, String, String)] = [
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
    ]

    static let cases: [(Language, Technique, String, String)] =
      english.map { (.english, $0.0, $0.1, $0.2) }
      + portuguese.map { (.portuguese, $0.0, $0.1, $0.2) }
  }

  @Test(arguments: WorkedExampleHints.cases)
  func theWorkedExamplesHintsReadAsTheirLanguage(
    language: Language, technique: Technique, hint: String, patternHint: String
  ) throws {
    let library = try LessonLibrary.embedded()
    let lesson = library.lesson(technique, in: language)
    try Language.$current.withValue(language) {
      let position = try Position(libraryLine: lesson.examplePosition)
      let stated = Set(position.eliminations)
      let step = try #require(
        Finder.steps(technique, in: position.grid).first { stated.isSubset(of: $0.eliminations) },
        "\(technique): the engine finds the worked example's instance")
      // A template keeps its file's line breaks; the shell rewraps it, so compare the words.
      let firstHint = oneLine(library.hint(for: step, on: position.grid))
      let secondHint = oneLine(library.patternHint(for: step, on: position.grid))
      #expect(firstHint == hint)
      #expect(secondHint.hasPrefix(patternHint), "\(secondHint)")
      if language == .portuguese {
        for text in [firstHint, secondHint] {
          #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
        }
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

  // Portuguese grammar

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
