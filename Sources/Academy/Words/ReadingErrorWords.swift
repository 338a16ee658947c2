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
/// elimination like r1c7<>5`.
public enum ReadingErrorWords {
  /// What to type, closing the messages about an answer's shape.
  static let answerExample =
    "type a placement like \(VerdictWords.placementExample) or an elimination like "
    + VerdictWords.eliminationExample

  /// The message for an answer that can't be read (no capital, no full stop: it is quoted).
  public static func text(_ error: NotationError) -> String {
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

  static func text(_ expected: NotationError.Expected) -> String {
    switch expected {
    case .eliminationSign: "<> for an elimination"
    case .sign(let cells): "= (placement) or <> (elimination) after \(Notation.group(cells))"
    case .digit: "a digit 1–9"
    case .cell: "a cell like r3c5"
    case .column: "c and a column after the row"
    case .number(let kind): "a \(kind.name) number 1–9"
    }
  }

  static func text(_ place: NotationError.Place) -> String {
    switch place {
    case .end: "at the end"
    case .character(let number, let shown): "at “\(shown)” (character \(number))"
    }
  }

  /// The message for a puzzle or position that can't be read (no capital, no full stop: the
  /// batch commands print it after `line 17: `, the study game inside its own sentence).
  public static func text(_ error: FormatError) -> String {
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

  /// `deleted candidates`, `eliminations`, `placements`: a library line's fields by their names
  /// in `docs/formats.md`.
  static func name(_ field: FormatError.LibraryField) -> String {
    switch field {
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
    switch error {
    case .notation(let notation):
      text(notation)
    case .needsCell(let command):
      "\(command.rawValue) needs a cell, like \(command.rawValue) r3c5"
    case .notACell(let word, let command):
      "“\(word)” is not a cell: \(command.rawValue) takes cells like r3c5"
    }
  }

  /// Why a pasted puzzle can't be studied: one sentence.
  public static func text(_ problem: StudyPasteProblem) -> String {
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
