import SudokuCore

/// The sentence of every reading error: an answer (`NotationError`), a puzzle or position
/// (`FormatError`), a line of study moves (`StudyMoveError`) and a pasted puzzle
/// (`StudyPasteProblem`). The engine and the study game return what went wrong and where; this
/// is the one place those facts become words, so the answer checker, the study game, the shell
/// and the batch commands (`solve`, `grade`, `find`) all say the same thing (message table in
/// `Tests/AcademyTests/ReadingErrorWordsTests.swift`).
///
/// Each message says what was expected and, where it helps, what to type instead:
/// `there is no row 10 (rows and columns go from 1 to 9) — type a placement like r3c5=7 or an
/// elimination like r1c7<>5`. Every message is written in English and in European Portuguese
/// (`Language.current`): each `text` switches over the language to an `english` and a
/// `portuguese` function, each switching over every case.
public enum ReadingErrorWords {
  /// What to type, closing the messages about an answer's shape.
  static var answerExample: String {
    inLanguage(
      en: "type a placement like \(VerdictWords.placementExample) or an elimination like "
        + VerdictWords.eliminationExample,
      pt: "escreva uma colocação como \(VerdictWords.placementExample) ou uma eliminação como "
        + VerdictWords.eliminationExample)
  }

  /// The message for an answer that can't be read (no capital, no full stop: it is quoted).
  public static func text(_ error: NotationError) -> String {
    switch Language.current {
    case .english: english(error)
    case .portuguese: portuguese(error)
    }
  }

  private static func english(_ error: NotationError) -> String {
    switch error {
    case .empty:
      return "empty answer: \(answerExample)"
    case .expected(let expected, let place):
      return "expected \(text(expected)) \(text(place)) — \(answerExample)"
    case .placementOfSeveral(let cells, let digits):
      return "a placement puts one digit in one cell, like \(VerdictWords.placementExample); "
        + "\(Notation.group(cells))=\(digits.map(String.init).joined()) names more than one"
    case .zeroDigit:
      return "0 is not a digit (digits go from 1 to 9) — \(answerExample)"
    case .noSuchLine(let kind, let typed):
      return
        "there is no \(kind.name) \(typed) (rows and columns go from 1 to 9) — \(answerExample)"
    }
  }

  private static func portuguese(_ error: NotationError) -> String {
    switch error {
    case .empty:
      return "resposta vazia: \(answerExample)"
    case .expected(let expected, let place):
      return "esperava-se \(text(expected)) \(text(place)) — \(answerExample)"
    case .placementOfSeveral(let cells, let digits):
      return "uma colocação põe um dígito numa casa, como \(VerdictWords.placementExample); "
        + "\(Notation.group(cells))=\(digits.map(String.init).joined()) indica mais do que um"
    case .zeroDigit:
      return "0 não é um dígito (os dígitos vão de 1 a 9) — \(answerExample)"
    case .noSuchLine(let kind, let typed):
      return "não há \(kind.name) \(typed) (as linhas e as colunas vão de 1 a 9) — "
        + answerExample
    }
  }

  static func text(_ expected: NotationError.Expected) -> String {
    guard Language.current == .english else {
      return switch expected {
      case .eliminationSign: "<> para uma eliminação"
      case .sign(let cells): "= (colocação) ou <> (eliminação) depois de \(Notation.group(cells))"
      case .digit: "um dígito de 1 a 9"
      case .cell: "uma casa como r3c5"
      case .column: "c e uma coluna depois da linha"
      case .number(let kind): "um número de \(kind.name) de 1 a 9"
      }
    }
    return switch expected {
    case .eliminationSign: "<> for an elimination"
    case .sign(let cells): "= (placement) or <> (elimination) after \(Notation.group(cells))"
    case .digit: "a digit 1–9"
    case .cell: "a cell like r3c5"
    case .column: "c and a column after the row"
    case .number(let kind): "a \(kind.name) number 1–9"
    }
  }

  static func text(_ place: NotationError.Place) -> String {
    switch (place, Language.current) {
    case (.end, .english): "at the end"
    case (.character(let number, let shown), .english): "at “\(shown)” (character \(number))"
    case (.end, .portuguese): "no fim"
    case (.character(let number, let shown), .portuguese): "em “\(shown)” (carácter \(number))"
    }
  }

  /// The message for a puzzle or position that can't be read (no capital, no full stop: the
  /// batch commands print it after `line 17: `, the study game inside its own sentence).
  public static func text(_ error: FormatError) -> String {
    switch Language.current {
    case .english: english(error)
    case .portuguese: portuguese(error)
    }
  }

  private static func english(_ error: FormatError) -> String {
    switch error {
    case .emptyPuzzle:
      "empty puzzle: expected 81 characters, row by row"
    case .tooManyCells(let count):
      "wrong length: \(count) cells (more than 81 cells) — a puzzle is 81 characters, row by row"
    case .tooFewCells(let count):
      "only \(count) cells: a puzzle is 81 characters, row by row, with 0 or . for empty cells"
    case .plusTwice(let character):
      "character \(character): two + in a row — + goes before a placed digit"
    case .plusBeforeEmpty(let character, let cell):
      "character \(character) (\(cell)): + must be followed by a digit 1–9"
    case .endsWithPlus:
      "the puzzle ends with +: + goes before a placed digit"
    case .notACell(let character, let cell, let found):
      "character \(character) (\(cell)) is “\(shown(found))”: expected a digit 1–9, or 0 or . "
        + "for an empty cell"
    case .repeatedDigit(let character, let cell, let digit, let clash):
      "character \(character) (\(cell)): \(digit) is already in \(clash), which shares a house "
        + "with it"
    case .candidateStringLength(let count):
      "a candidate string has 729 characters (9 per cell); this one has \(count)"
    case .notACandidateCharacter(let character, let cell, let found):
      "character \(character) (\(cell)) is “\(shown(found))”: expected a digit 1–9 or ."
    case .candidateListCount(let count):
      "a candidate grid has 81 cells; this one has \(count)"
    case .notACandidateList(let number, let cell, let token):
      "cell \(number) (\(cell)) is “\(token)”: expected its candidates as digits 1–9"
    case .bothHold(let first, let second, let digit):
      "\(first) and \(second) both hold \(digit) and share a house"
    case .noCandidates(let cell):
      "\(cell) has no candidates"
    case .candidateHeldByPeer(let cell, let digit, let holder):
      "\(cell) lists \(digit) as a candidate, but \(holder.map(\.description) ?? "a peer") "
        + "holds \(digit)"
    case .libraryFieldCount(let count):
      "a library line has the form :code:digits:givens:deleted candidates:eliminations:"
        + "placements: — this one has \(count) fields"
    case .libraryCode(let code):
      "library code “\(code)” is not a HoDoKu code: digits such as 0100, optionally with a "
        + "variant such as 0110-1"
    case .givensField(let inner):
      "givens field: \(text(inner))"
    case .notACandidate(let field, let token):
      "\(name(field)) field: “\(token)” is not a candidate — write digit, row and column, like "
        + "537 for 5 in r3c7"
    case .deletedLeaveNoCandidate(let cell):
      "deleted candidates leave \(cell) with no candidate"
    }
  }

  private static func portuguese(_ error: FormatError) -> String {
    switch error {
    case .emptyPuzzle:
      "puzzle vazio: esperavam-se 81 caracteres, linha a linha"
    case .tooManyCells(let count):
      "comprimento errado: \(count) casas (mais de 81) — um puzzle tem 81 caracteres, linha a "
        + "linha"
    case .tooFewCells(let count):
      "só \(counted(count, .cell)): um puzzle tem 81 caracteres, linha a linha, com 0 ou . nas "
        + "casas vazias"
    case .plusTwice(let character):
      "carácter \(character): dois + seguidos — o + vem antes de um dígito colocado"
    case .plusBeforeEmpty(let character, let cell):
      "carácter \(character) (\(cell)): o + tem de ser seguido de um dígito de 1 a 9"
    case .endsWithPlus:
      "o puzzle acaba em +: o + vem antes de um dígito colocado"
    case .notACell(let character, let cell, let found):
      "o carácter \(character) (\(cell)) é “\(shown(found))”: esperava-se um dígito de 1 a 9, ou "
        + "0 ou . para uma casa vazia"
    case .repeatedDigit(let character, let cell, let digit, let clash):
      "carácter \(character) (\(cell)): o \(digit) já está em \(clash), que partilha uma unidade "
        + "com ela"
    case .candidateStringLength(let count):
      "uma cadeia de candidatos tem 729 caracteres (9 por casa); esta tem \(count)"
    case .notACandidateCharacter(let character, let cell, let found):
      "o carácter \(character) (\(cell)) é “\(shown(found))”: esperava-se um dígito de 1 a 9 ou ."
    case .candidateListCount(let count):
      "uma grelha de candidatos tem 81 casas; esta tem \(count)"
    case .notACandidateList(let number, let cell, let token):
      "a casa \(number) (\(cell)) é “\(token)”: esperavam-se os seus candidatos, em dígitos de "
        + "1 a 9"
    case .bothHold(let first, let second, let digit):
      "\(first) e \(second) têm ambas o \(digit) e partilham uma unidade"
    case .noCandidates(let cell):
      "\(cell) não tem candidatos"
    case .candidateHeldByPeer(let cell, let digit, let holder):
      "\(cell) tem o \(digit) como candidato, mas "
        + "\(holder.map(\.description) ?? "uma casa que a vê") tem o \(digit)"
    case .libraryFieldCount(let count):
      "uma linha da biblioteca tem a forma :código:dígitos:pistas:candidatos apagados:"
        + "eliminações:colocações: — esta tem \(counted(count, .readingLibraryField))"
    case .libraryCode(let code):
      "o código “\(code)” não é um código HoDoKu: dígitos como 0100, com uma variante opcional "
        + "como 0110-1"
    case .givensField(let inner):
      "campo das pistas: \(text(inner))"
    case .notACandidate(let field, let token):
      "campo \(name(field)): “\(token)” não é um candidato — escreva dígito, linha e coluna, "
        + "como 537 para o 5 em r3c7"
    case .deletedLeaveNoCandidate(let cell):
      "os candidatos apagados deixam \(cell) sem nenhum candidato"
    }
  }

  /// `deleted candidates`, `eliminations`, `placements`: a library line's fields by their names
  /// in `docs/formats.md`; in Portuguese after *campo*: `dos candidatos apagados`.
  static func name(_ field: FormatError.LibraryField) -> String {
    guard Language.current == .english else {
      return switch field {
      case .deletedCandidates: "dos candidatos apagados"
      case .eliminations: "das eliminações"
      case .placements: "das colocações"
      }
    }
    return switch field {
    case .deletedCandidates: "deleted candidates"
    case .eliminations: "eliminations"
    case .placements: "placements"
    }
  }

  /// The character, or its code point when it is not printable (`U+0000`), so a control
  /// character read from a file is named, not sent to the terminal.
  static func shown(_ character: Character) -> String {
    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
    {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return String(character)
  }

  /// The refusal of a line of study moves.
  public static func text(_ error: StudyMoveError) -> String {
    switch (error, Language.current) {
    case (.notation(let notation), _):
      text(notation)
    case (.needsCell(let command), .english):
      "\(command.rawValue) needs a cell, like \(command.rawValue) r3c5"
    case (.notACell(let word, let command), .english):
      "“\(word)” is not a cell: \(command.rawValue) takes cells like r3c5"
    case (.needsCell(let command), .portuguese):
      "\(command.rawValue) precisa de uma casa, como \(command.rawValue) r3c5"
    case (.notACell(let word, let command), .portuguese):
      "“\(word)” não é uma casa: \(command.rawValue) aceita casas como r3c5"
    }
  }

  /// Why a pasted puzzle can't be studied: one sentence.
  public static func text(_ problem: StudyPasteProblem) -> String {
    switch Language.current {
    case .english: english(problem)
    case .portuguese: portuguese(problem)
    }
  }

  private static func portuguese(_ problem: StudyPasteProblem) -> String {
    switch problem {
    case .unreadable(let error):
      "Não é um puzzle: \(text(error))."
    case .repeatedDigit(let first, let second, let digit, let house):
      "\(first) e \(second) têm ambas o \(digit) na \(house.spelledOut): cada dígito aparece uma "
        + "só vez em cada linha, coluna e caixa."
    case .noSolution:
      "Este puzzle não tem solução: não há nada para estudar."
    case .severalSolutions:
      "Este puzzle tem mais de uma solução, por isso nenhuma dica poderia ser segura: dê-lhe "
        + "mais pistas."
    }
  }

  private static func english(_ problem: StudyPasteProblem) -> String {
    switch problem {
    case .unreadable(let error):
      "Not a puzzle: \(text(error))."
    case .repeatedDigit(let first, let second, let digit, let house):
      "\(first) and \(second) both hold \(digit) in \(house.spelledOut): a digit goes once in "
        + "each row, column and box."
    case .noSolution:
      "This puzzle has no solution: nothing to study."
    case .severalSolutions:
      "This puzzle has more than one solution, so no hint could be sure: give it more clues."
    }
  }
}

extension Noun {
  /// A field of a HoDoKu library line (`campo`): the reading errors count them.
  static let readingLibraryField = Noun(
    en: "field", "fields", pt: "campo", "campos", .masculine)
}
