import SudokuCore
import Testing

@testable import Academy

/// The words of every reading error, as a learner or a batch user reads them: tables of input →
/// exact message through the real readers, and a walk over every case of each error enum.
@Suite struct ReadingErrorWordsTests {
  static let tail = " — type a placement like r3c5=7 or an elimination like r1c7<>5"

  static let answerCases: [(String, String)] = [
    ("", "empty answer — type a placement like r3c5=7 or an elimination like r1c7<>5"),
    (
      "r3c5 7",
      "expected = (placement) or <> (elimination) after r3c5 at “7” (character 6)" + tail
    ),
    ("r1c78", "missing = (placement) or <> (elimination) after r1c78" + tail),
    ("r3c5<7", "expected <> for an elimination at “7” (character 6)" + tail),
    ("r3c5=", "missing a digit 1–9 at the end" + tail),
    ("hello", "expected a cell like r3c5 at “hello” (character 1)" + tail),
    ("r3x5=1", "expected c and a column after the row at “x5=1” (character 3)" + tail),
    ("r3c=5", "expected a column number 1–9 at “=5” (character 4)" + tail),
    ("rc5=1", "expected a row number 1–9 at “c5=1” (character 2)" + tail),
    ("r3c5=78", "a placement puts one digit in one cell, like r3c5=7; r3c5=78 names more than one"),
    ("r3c5=0", "0 is not a digit (digits go from 1 to 9)" + tail),
    ("r10c1=5", "there is no row 10 (rows and columns go from 1 to 9)" + tail),
    ("r1c20<>5", "there is no column 20 (rows and columns go from 1 to 9)" + tail),
  ]

  static let answerCasesInPortuguese: [(String, String)] = [
    ("", "resposta vazia — escreva uma colocação como r3c5=7 ou uma eliminação como r1c7<>5"),
    (
      "r3c5 7",
      "esperava-se = (colocação) ou <> (eliminação) depois de r3c5 em vez de «7» (carácter 6) — escreva "
        + "uma colocação como r3c5=7 ou uma eliminação como r1c7<>5"
    ),
    (
      "r3c5=78",
      "uma colocação põe um dígito numa casa, como r3c5=7; r3c5=78 indica mais do que um"
    ),
    (
      "r10c1=5",
      "não há linha 10 (as linhas e as colunas vão de 1 a 9) — escreva uma colocação como r3c5=7 "
        + "ou uma eliminação como r1c7<>5"
    ),
    (
      "r3c=5",
      "esperava-se um número de coluna de 1 a 9 em vez de «=5» (carácter 4) — escreva uma colocação como "
        + "r3c5=7 ou uma eliminação como r1c7<>5"
    ),
  ]

  /// Each table's rows with the language they are in.
  static func inEachLanguage(_ english: [(String, String)], _ portuguese: [(String, String)])
    -> [(Language, String, String)]
  {
    english.map { (.english, $0.0, $0.1) } + portuguese.map { (.portuguese, $0.0, $0.1) }
  }

  @Test(arguments: inEachLanguage(answerCases, answerCasesInPortuguese))
  func answerMessages(language: Language, input: String, message: String) throws {
    let error = try #require(throws: NotationError.self) { try Answer(parsing: input) }
    #expect(Language.$current.withValue(language) { ReadingErrorWords.text(error) } == message)
  }

  static let dots80 = String(repeating: ".", count: 80)
  /// Every candidate of r1c1, as deleted candidates.
  static let allOfR1c1 = (1...9).map { "\($0)11" }.joined(separator: " ")

  static let positionCases: [(String, String)] = [
    ("", "empty puzzle: expected 81 characters, row by row"),
    (
      dots80 + "..",
      "wrong length: 82 cells (more than 81 cells) — a puzzle is 81 characters, row by row"
    ),
    (
      "12345678",
      "only 8 cells: a puzzle is 81 characters, row by row, with 0 or . for empty cells"
    ),
    ("++1" + dots80, "character 2: two + in a row — + goes before a placed digit"),
    ("+." + dots80, "character 2 (r1c1): + must be followed by a digit 1–9"),
    (dots80 + ".+", "the puzzle ends with +: + goes before a placed digit"),
    (
      dots80 + "x",
      "character 81 (r9c9) is “x”: expected a digit 1–9, or 0 or . for an empty cell"
    ),
    (
      "\u{0}" + dots80,
      "character 1 (r1c1) is “U+0000”: expected a digit 1–9, or 0 or . for an empty cell"
    ),
    (
      "11" + String(dots80.dropFirst()),
      "character 2 (r1c2): 1 is already in r1c1, in the same house as r1c2"
    ),
    (
      ":0100",
      "a library line has the form :code:digits:givens:deleted candidates:eliminations:"
        + "placements: — this one has 1 fields"
    ),
    (
      ":lp:x:" + dots80 + ".::::",
      "library code “lp” is not a HoDoKu code: digits such as 0100, optionally with a variant "
        + "such as 0110-1"
    ),
    (
      ":0100:x:" + dots80 + "::::",
      "in the givens field, only 80 cells: a puzzle is 81 characters, row by row, with 0 or . for "
        + "empty cells"
    ),
    (
      ":0100:x:" + dots80 + ".:1000:::",
      "deleted candidates field: “1000” is not a candidate — write digit, row and column, like "
        + "537 for 5 in r3c7"
    ),
    (
      ":0100:x:" + dots80 + ".::111 x::",
      "eliminations field: “x” is not a candidate — write digit, row and column, like 537 for "
        + "5 in r3c7"
    ),
    (
      ":0100:x:" + dots80 + ".:::0:",
      "placements field: “0” is not a candidate — write digit, row and column, like 537 for 5 "
        + "in r3c7"
    ),
    (
      ":0000:x:" + dots80 + ".:" + allOfR1c1 + ":::",
      "deleted candidates leave r1c1 with no candidate"
    ),
  ]

  static let positionCasesInPortuguese: [(String, String)] = [
    ("1", "só 1 casa: um puzzle tem 81 caracteres, linha a linha, com 0 ou . nas casas vazias"),
    (
      "12345678",
      "só 8 casas: um puzzle tem 81 caracteres, linha a linha, com 0 ou . nas casas vazias"
    ),
    (
      "11" + String(dots80.dropFirst()),
      "carácter 2 (r1c2): o 1 já está em r1c1, na mesma unidade que r1c2"
    ),
    (
      ":0100",
      "uma linha da biblioteca tem a forma :código:dígitos:pistas:candidatos apagados:"
        + "eliminações:colocações: — esta tem 1 campo"
    ),
    (
      ":0100:x:" + dots80 + ".:1000:::",
      "campo dos candidatos apagados: «1000» não é um candidato — escreva dígito, linha e coluna, "
        + "como 537 para o 5 em r3c7"
    ),
  ]

  @Test(arguments: inEachLanguage(positionCases, positionCasesInPortuguese))
  func positionMessages(language: Language, input: String, message: String) throws {
    let error = try #require(throws: FormatError.self) { try Position(parsing: input) }
    #expect(Language.$current.withValue(language) { ReadingErrorWords.text(error) } == message)
  }

  @Test func candidateFormatMessages() throws {
    func message(_ read: () throws(FormatError) -> Position) throws -> String {
      ReadingErrorWords.text(try #require(throws: FormatError.self) { try read() })
    }
    let full = Array(String(repeating: "123456789", count: 81))
    #expect(
      try message { () throws(FormatError) in try Position(candidateString: String(full.dropLast()))
      }
        == "a candidate string has 729 characters (9 per cell); this one has 728")
    var string = full
    string[38] = "x"
    #expect(
      try message { () throws(FormatError) in try Position(candidateString: String(string)) }
        == "character 39 (r1c5) is “x”: expected a digit 1–9 or .")
    string = full
    string[0..<9] = Array(".........")[...]
    #expect(
      try message { () throws(FormatError) in try Position(candidateString: String(string)) }
        == "r1c1 has no candidates")
    var lists = Array(repeating: "123456789", count: 81)
    #expect(
      try message { () throws(FormatError) in try Position(candidateLists: Array(lists.dropLast()))
      }
        == "a candidate grid has 81 cells; this one has 80")
    lists[3] = "12a"
    #expect(
      try message { () throws(FormatError) in try Position(candidateLists: lists) }
        == "cell 4 (r1c4) is “12a”: expected its candidates as digits 1–9")
    lists[3] = "5"
    lists[4] = "5"
    #expect(
      try message { () throws(FormatError) in try Position(candidateLists: lists) }
        == "r1c5 and r1c4 both hold 5 and share a house")
    lists[4] = "15"
    #expect(
      try message { () throws(FormatError) in try Position(candidateLists: lists) }
        == "r1c1 lists 5 as a candidate, but r1c4 holds 5")
    #expect(
      ReadingErrorWords.text(.candidateHeldByPeer(Cell(4), digit: 5, holder: nil))
        == "r1c5 lists 5 as a candidate, but a peer holds 5")
  }

  @Test(arguments: [
    ("clear", "clear needs a cell, like clear r3c5"),
    ("restore", "restore needs a cell, like restore r3c5"),
    ("restore r3", "“r3” is not a cell: restore takes cells like r3c5"),
    ("Clear r1c1 x9", "“x9” is not a cell: clear takes cells like r3c5"),
    (
      "r1c1=0 r3c5=78",
      "a placement puts one digit in one cell, like r3c5=7; r3c5=78 names more than one"
    ),
  ])
  func studyMoveMessages(input: String, message: String) throws {
    let error = try #require(throws: StudyMoveError.self) { try StudyGame.operations(input) }
    #expect(ReadingErrorWords.text(error) == message)
  }

  // MARK: Every case has words

  /// One value of every case of `NotationError`, its `Expected` and its `Place`. The switch in
  /// `notationCase` has no `default`, so a new case does not compile until it is added there and
  /// here.
  static let notationSamples: [NotationError] = [
    .empty,
    .expected(.eliminationSign, at: .character(6, shown: "7")),
    .expected(.sign(after: [Cell(0), Cell(1)]), at: .end),
    .expected(.digit, at: .end),
    .expected(.digit, at: .character(6, shown: "x")),
    .expected(.cell, at: .character(1, shown: "x")),
    .expected(.column, at: .character(3, shown: "x")),
    .expected(.number(.row), at: .character(2, shown: "c")),
    .placementOfSeveral(cells: [Cell(0)], digits: [1, 2]),
    .zeroDigit,
    .noSuchLine(.column, typed: "10"),
  ]

  static func notationCase(_ error: NotationError) -> String {
    switch error {
    case .empty: "empty"
    case .expected(let expected, let place):
      switch (expected, place) {
      case (.eliminationSign, _): "eliminationSign"
      case (.sign, _): "sign"
      case (.digit, .end): "digit"
      case (.digit, .character): "digit at a character"
      case (.cell, _): "cell"
      case (.column, _): "column"
      case (.number, _): "number"
      }
    case .placementOfSeveral: "placementOfSeveral"
    case .zeroDigit: "zeroDigit"
    case .noSuchLine: "noSuchLine"
    }
  }

  static let formatSamples: [FormatError] = [
    .emptyPuzzle, .tooManyCells(82), .tooFewCells(8), .plusTwice(character: 2),
    .plusBeforeEmpty(character: 2, cell: Cell(0)), .endsWithPlus,
    .notACell(character: 1, cell: Cell(0), found: "\u{7F}"),
    .repeatedDigit(character: 2, cell: Cell(1), digit: 1, clash: Cell(0)),
    .candidateStringLength(728), .notACandidateCharacter(character: 9, cell: Cell(0), found: "x"),
    .candidateListCount(80), .notACandidateList(number: 4, cell: Cell(3), token: "12a"),
    .bothHold(Cell(4), Cell(3), digit: 5), .noCandidates(Cell(0)),
    .candidateHeldByPeer(Cell(4), digit: 5, holder: Cell(3)), .libraryFieldCount(1),
    .libraryCode("lp"), .givensField(.endsWithPlus),
    .notACandidate(.deletedCandidates, token: "1000"), .notACandidate(.eliminations, token: "x"),
    .notACandidate(.placements, token: "0"), .deletedLeaveNoCandidate(Cell(0)),
  ]

  static func formatCase(_ error: FormatError) -> String {
    switch error {
    case .emptyPuzzle: "emptyPuzzle"
    case .tooManyCells: "tooManyCells"
    case .tooFewCells: "tooFewCells"
    case .plusTwice: "plusTwice"
    case .plusBeforeEmpty: "plusBeforeEmpty"
    case .endsWithPlus: "endsWithPlus"
    case .notACell: "notACell"
    case .repeatedDigit: "repeatedDigit"
    case .candidateStringLength: "candidateStringLength"
    case .notACandidateCharacter: "notACandidateCharacter"
    case .candidateListCount: "candidateListCount"
    case .notACandidateList: "notACandidateList"
    case .bothHold: "bothHold"
    case .noCandidates: "noCandidates"
    case .candidateHeldByPeer: "candidateHeldByPeer"
    case .libraryFieldCount: "libraryFieldCount"
    case .libraryCode: "libraryCode"
    case .givensField: "givensField"
    case .notACandidate(.deletedCandidates, _): "notACandidate deletedCandidates"
    case .notACandidate(.eliminations, _): "notACandidate eliminations"
    case .notACandidate(.placements, _): "notACandidate placements"
    case .deletedLeaveNoCandidate: "deletedLeaveNoCandidate"
    }
  }

  static let moveSamples: [StudyMoveError] = [
    .notation(.zeroDigit), .needsCell(.clear), .needsCell(.restore),
    .notACell("x", command: .clear), .marksNeedDigits("r3c5+"),
  ]

  static func moveCase(_ error: StudyMoveError) -> String {
    switch error {
    case .notation: "notation"
    case .needsCell(.clear): "needsCell clear"
    case .needsCell(.restore): "needsCell restore"
    case .notACell: "notACell"
    case .marksNeedDigits: "marksNeedDigits"
    }
  }

  static let pasteSamples: [StudyPasteProblem] = [
    .unreadable(.emptyPuzzle), .repeatedDigit(Cell(0), Cell(4), digit: 5, house: .row(0)),
    .noSolution, .severalSolutions,
  ]

  static func pasteCase(_ problem: StudyPasteProblem) -> String {
    switch problem {
    case .unreadable: "unreadable"
    case .repeatedDigit: "repeatedDigit"
    case .noSolution: "noSolution"
    case .severalSolutions: "severalSolutions"
    }
  }

  /// Every sample is a different case (so the lists cover as many cases as the switches name),
  /// and each has one line of words of its own: not empty, no line break, no two alike.
  func expectWords<Error>(
    _ samples: [Error], cases: Int, name: (Error) -> String, text: (Error) -> String
  ) {
    #expect(Set(samples.map(name)).count == samples.count, "two samples of one case")
    #expect(samples.count == cases, "a case without a sample")
    let texts = samples.map(text)
    for (sample, words) in zip(samples, texts) {
      #expect(!words.isEmpty && !words.contains("\n"), "\(name(sample)): “\(words)”")
    }
    #expect(Set(texts).count == texts.count, "two cases with the same words")
  }

  @Test func everyCaseHasItsWords() {
    expectWords(
      Self.notationSamples, cases: 11, name: Self.notationCase, text: ReadingErrorWords.text)
    expectWords(Self.formatSamples, cases: 22, name: Self.formatCase, text: ReadingErrorWords.text)
    expectWords(Self.moveSamples, cases: 5, name: Self.moveCase, text: ReadingErrorWords.text)
    expectWords(Self.pasteSamples, cases: 4, name: Self.pasteCase, text: ReadingErrorWords.text)
    #expect(
      ReadingErrorWords.text(.notACell(character: 1, cell: Cell(0), found: "\u{7F}")).contains(
        "U+007F"))
    #expect(
      ReadingErrorWords.text(.givensField(.endsWithPlus))
        == "in the givens field, the puzzle ends with +: + goes before a placed digit")
  }

  /// The walk of every case above, in Portuguese: no English left, one line each.
  @Test func everyCaseHasPortugueseWords() {
    Language.$current.withValue(.portuguese) {
      let texts =
        Self.notationSamples.map(ReadingErrorWords.text)
        + Self.formatSamples.map(ReadingErrorWords.text)
        + Self.moveSamples.map(ReadingErrorWords.text)
        + Self.pasteSamples.map(ReadingErrorWords.text)
      for text in texts {
        #expect(!text.isEmpty)
        #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
        #expect(!text.contains("\n"))
      }
      #expect(Set(texts).count == texts.count - 1, "only .notation repeats its inner words")
    }
  }

  /// Pasted puzzles' problems in Portuguese, word for word.
  @Test func pastedPuzzles() {
    Language.$current.withValue(.portuguese) {
      #expect(
        ReadingErrorWords.text(
          StudyPasteProblem.repeatedDigit(Cell(0), Cell(4), digit: 5, house: .row(0)))
          == "r1c1 e r1c5 têm ambas o 5 na linha 1: cada dígito aparece uma só vez em cada linha, "
          + "coluna e caixa.")
      #expect(
        StudyPasteProblem.unreadable(.emptyPuzzle).message
          == "Isto não é um puzzle. Puzzle vazio: esperavam-se 81 caracteres, linha a linha.")
    }
  }
}
