import SudokuCore

/// The sentence of every reading error: an answer (`NotationError`), a puzzle or position
/// (`FormatError`), a line of study moves (`StudyMoveError`) and a pasted puzzle
/// (`StudyPasteProblem`). The engine and the study game return what went wrong and where; this
/// is the one place those facts become words (`ReadingWords`, one renderer per language), so the
/// answer checker, the study game, the shell and the batch commands (`solve`, `grade`, `find`) all
/// say the same thing (message table in `Tests/AcademyTests/ReadingErrorWordsTests.swift`).
///
/// Each message says what was expected and, where it helps, what to type instead:
/// `there is no row 10 (rows and columns go from 1 to 9) — type a placement like r3c5=7 or an
/// elimination like r1c7<>5`.
public enum ReadingErrorWords {
  private static var words: any ReadingWords { Language.current.readingWords }

  /// What to type, closing the messages about an answer's shape.
  static var answerExample: String { words.answerExample }

  /// The message for an answer that can't be read (no capital, no full stop: it is quoted).
  public static func text(_ error: NotationError) -> String { words.notation(error) }

  static func text(_ expected: NotationError.Expected) -> String { words.expected(expected) }

  static func text(_ place: NotationError.Place) -> String { words.place(place) }

  /// The message for a puzzle or position that can't be read (no capital, no full stop: the
  /// batch commands print it after `line 17: `, the study game inside its own sentence).
  public static func text(_ error: FormatError) -> String { words.format(error) }

  /// `deleted candidates`, `eliminations`, `placements`: a library line's fields by their names
  /// in `docs/formats.md`; in Portuguese after *campo*: `dos candidatos apagados`.
  static func name(_ field: FormatError.LibraryField) -> String { words.fieldName(field) }

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
    case .notation(let notation): words.notation(notation)
    case .needsCell(let command): words.needsCell(command.rawValue)
    case .notACell(let word, let command): words.notACell(word, command: command.rawValue)
    case .marksNeedDigits(let word): words.marksNeedDigits(word)
    }
  }

  /// Why a pasted puzzle can't be studied: one sentence.
  public static func text(_ problem: StudyPasteProblem) -> String { words.paste(problem) }
}

extension Noun {
  /// A field of a HoDoKu library line (`campo`): the reading errors count them.
  static let readingLibraryField = Noun(
    en: "field", "fields", pt: "campo", "campos", .masculine)
}
