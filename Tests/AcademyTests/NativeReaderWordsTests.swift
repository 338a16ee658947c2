import SudokuCore
import Testing

@testable import Academy

/// "What the learner reads, second pass", items 16 and 17: the sentences a native European
/// Portuguese reader found clumsy, and the names Portuguese players also use, checked in
/// Portuguese and, where English had the same flaw, in English.
@Suite struct NativeReaderWordsTests {
  static func inLanguage<T>(_ language: Language, _ body: () -> T) -> T {
    Language.$current.withValue(language, operation: body)
  }

  /// `text` with its spaces and line breaks made single spaces.
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The sentences of `text` (split after `. `) that hold more than one colon, HoDoKu's library
  /// form (`:code:digits:…:`, a format) left out.
  static func sentencesWithColons(_ text: String) -> [String] {
    let forms = [
      ":code:digits:givens:deleted candidates:eliminations:placements:",
      ":código:dígitos:pistas:candidatos apagados:eliminações:colocações:",
    ]
    let prose = forms.reduce(text) { $0.replacingOccurrences(of: $1, with: "FORM") }
    return prose.split(separator: ". ").map(String.init).filter {
      $0.filter { $0 == ":" }.count > 1
    }
  }

  // MARK: At most one colon in a sentence

  /// A pasted text that is no puzzle: "Isto não é um puzzle." ends a sentence of its own before
  /// the reason, whatever the reason is (it may hold a colon of its own).
  @Test(arguments: Language.allCases)
  func aPasteThatIsNoPuzzleHasOneColonASentence(language: Language) {
    for error in ReadingErrorWordsTests.formatSamples {
      let text = Self.inLanguage(language) { StudyPasteProblem.unreadable(error).message }
      #expect(Self.sentencesWithColons(text).isEmpty, "\(text)")
    }
    #expect(
      Self.inLanguage(.portuguese) { StudyPasteProblem.unreadable(.tooFewCells(3)).message }
        == "Isto não é um puzzle. Só 3 casas: um puzzle tem 81 caracteres, linha a linha, com 0 "
        + "ou . nas casas vazias.")
    #expect(
      Self.inLanguage(.english) { StudyPasteProblem.unreadable(.tooFewCells(3)).message }
        == "That is not a puzzle. Only 3 cells: a puzzle is 81 characters, row by row, with 0 or "
        + ". for empty cells.")
  }

  /// An answer that cannot be read: one colon, after "Não foi possível ler essa resposta".
  @Test(arguments: Language.allCases)
  func anUnreadableAnswerHasOneColon(language: Language) {
    for error in ReadingErrorWordsTests.notationSamples {
      let text = Self.inLanguage(language) {
        ExplanationTests.printed(AnswerChecker.unreadable(error))
      }
      #expect(Self.sentencesWithColons(text).isEmpty, "\(text)")
    }
  }

  /// "Corrija isto primeiro:" then each cell to fix with a semicolon, never a second colon.
  @Test(arguments: Language.allCases)
  func fixItHasOneColonASentence(language: Language) {
    let r1c7 = Cell(row: 0, column: 6)
    let r2c2 = Cell(row: 1, column: 1)
    for (wrong, removed) in [([r1c7], []), ([r1c7, r2c2], []), ([], [r2c2]), ([r1c7], [r2c2])] {
      let text = Self.inLanguage(language) { StudyText.fixIt(wrong, removed) }
      #expect(Self.sentencesWithColons(text).isEmpty, "\(text)")
    }
    #expect(
      Self.inLanguage(.portuguese) { StudyText.fixIt([r1c7], []) }
        == "Corrija isto primeiro: r1c7 tem um dígito errado; apague-o com r1c7=0.")
    #expect(
      Self.inLanguage(.english) { StudyText.fixIt([r1c7], []) }
        == "Fix this first: r1c7 holds a wrong digit; clear it with r1c7=0.")
  }

  // MARK: Reading errors

  /// A digit repeated in a house: the cell it clashes with is named, not left to a pronoun.
  @Test func aRepeatedDigitNamesBothCells() {
    let error = FormatError.repeatedDigit(character: 2, cell: Cell(1), digit: 1, clash: Cell(0))
    #expect(
      Self.inLanguage(.portuguese) { ReadingErrorWords.text(error) }
        == "carácter 2 (r1c2): o 1 já está em r1c1, na mesma unidade que r1c2")
    #expect(
      Self.inLanguage(.english) { ReadingErrorWords.text(error) }
        == "character 2 (r1c2): 1 is already in r1c1, in the same house as r1c2")
  }

  /// An answer cut short says what is missing; after a cell, `depois de r1c1` already says where
  /// (no "depois de r1c1 no fim").
  @Test func anAnswerCutShortSaysWhatIsMissing() throws {
    let cut = try #require(throws: NotationError.self) { try Answer(parsing: "r1c1") }
    let digit = try #require(throws: NotationError.self) { try Answer(parsing: "r1c1=") }
    let wrong = try #require(throws: NotationError.self) { try Answer(parsing: "r1c1x") }
    let tail = " — escreva uma colocação como r3c5=7 ou uma eliminação como r1c7<>5"
    Self.inLanguage(.portuguese) {
      #expect(
        ReadingErrorWords.text(cut) == "falta = (colocação) ou <> (eliminação) depois de r1c1"
          + tail)
      #expect(ReadingErrorWords.text(digit) == "falta um dígito de 1 a 9 no fim" + tail)
      #expect(
        ReadingErrorWords.text(wrong)
          == "esperava-se = (colocação) ou <> (eliminação) depois de r1c1 em vez de «x» "
          + "(carácter 5)" + tail)
    }
    #expect(
      Self.inLanguage(.english) { ReadingErrorWords.text(cut) }
        == "missing = (placement) or <> (elimination) after r1c1 — type a placement like r3c5=7 "
        + "or an elimination like r1c7<>5")
  }

  // MARK: Quotation marks

  /// Portuguese prose quotes with « »: a reading error shows the character it found so.
  @Test func portugueseQuotesWithGuillemets() {
    let error = FormatError.notACell(character: 1, cell: Cell(0), found: "h")
    let text = Self.inLanguage(.portuguese) { ReadingErrorWords.text(error) }
    #expect(text.hasPrefix("o carácter 1 (r1c1) é «h»: "), "\(text)")
    #expect(!text.contains("“") && !text.contains("\""))
  }

  // MARK: Lessons

  /// Each of the first four lessons gives once, in its idea, the other name Portuguese players
  /// use; no Portuguese lesson quotes with "…".
  @Test(arguments: [
    (Technique.hiddenSingle, "Ao único escondido muitos jogadores também chamam único lugar"),
    (.nakedSingle, "Ao único nu muitos jogadores também chamam candidato único."),
    (
      .pointing,
      "muitos jogadores dizem só candidatos bloqueados, o mesmo nome que dão à reivindicação"
    ),
    (
      .claiming,
      "muitos jogadores dizem só candidatos bloqueados, o mesmo nome que dão ao apontamento"
    ),
  ])
  func theNamesPlayersAlsoUseAreGivenOnce(technique: Technique, sentence: String) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: .portuguese)
    #expect(Self.flat(lesson.idea).contains(sentence), "\(lesson.idea)")
    let whole = [lesson.spotting, lesson.example, lesson.answering, lesson.mistakes]
      .joined(separator: " ")
    #expect(!Self.flat(whole).contains(sentence))
  }

  @Test(arguments: Technique.allCases)
  func portugueseLessonsQuoteWithGuillemets(technique: Technique) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: .portuguese)
    for text in [lesson.summary, lesson.idea, lesson.spotting, lesson.answering, lesson.mistakes] {
      #expect(!text.contains("\"") && !text.contains("“"), "\(technique): \(text)")
    }
  }

  /// Three cells *formam* a trio (not "é um trio"); the skyscraper's summary names the ends as
  /// the English does (it read "uma de cada alinhada, sai das que veem as outras"); the
  /// pointing lesson's tip does not read as "only one line".
  @Test func lessonSentences() throws {
    let library = try LessonLibrary.embedded()
    let triple = Self.flat(library.lesson(.nakedTriple, in: .portuguese).idea)
    #expect(triple.contains("{3,8}, {1,3} e {1,8} formam um trio."))
    #expect(
      Self.flat(library.lesson(.nakedTriple, in: .english).idea)
        .contains("{3,8}, {1,3} and {1,8} form a triple."))
    #expect(
      library.lesson(.skyscraper, in: .portuguese).summary
        == "Duas linhas com um dígito em duas casas cada, uma ponta alinhada: sai das que veem as "
        + "outras pontas.")
    // Full House counts as a hidden single here; it read "O HoDoKu chama-lhe Full House, e conta
    // como único escondido", as if HoDoKu counted it.
    let single = Self.flat(library.lesson(.hiddenSingle, in: .portuguese).idea)
    #expect(single.contains("O HoDoKu chama-lhe Full House; aqui conta como único escondido."))
    let pointing = Self.flat(library.lesson(.pointing, in: .portuguese).spotting)
    #expect(!pointing.contains("Só uma linha"))
    #expect(
      pointing.contains("Só há eliminação quando essa linha ainda tem o dígito fora da caixa"))
  }
}
