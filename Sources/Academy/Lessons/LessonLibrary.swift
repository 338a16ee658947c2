import Foundation
// `Lesson` and `LessonError` are part of Academy's interface: whoever imports Academy sees them.
@_exported import LessonFormat
import SudokuCore

/// The twelve lessons, one per technique, in English and in Portuguese: built into the binary, or
/// read live from a folder. A lesson is given in the reader's language (`Language.current`).
///
/// The texts come from `Lessons/` (English) and `Lessons/pt/` (Portuguese) at the package root. A build-tool plugin copies them into
/// the program (`embeddedLessonFiles`), so a binary copied anywhere still has them; authors
/// point `--lessons DIR` at a folder to see edits without rebuilding.
public struct LessonLibrary: Sendable {
  private let lessons: [LessonLanguage: [Technique: Lesson]]

  /// The lessons built into the binary.
  ///
  /// - Throws: `LessonError` only if the embedded texts are malformed, which the build
  ///   already refuses; the check stays so a broken build can never show half a lesson.
  public static func embedded() throws(LessonError) -> LessonLibrary {
    LessonLibrary(
      lessons: try LessonParser.parseLibraries(files: embeddedLessonFiles, folder: "Lessons"))
  }

  /// The lessons in `directory` and its `pt/`, read now (for `--lessons DIR`).
  ///
  /// - Throws: `LessonError` naming `file:line` and what to fix: an unreadable folder, a file
  ///   that is not `<technique>.md` (or `README.md`), a missing lesson, a malformed lesson.
  public static func load(directory: URL) throws(LessonError) -> LessonLibrary {
    let files = try readLessonFolder(directory)
    return LessonLibrary(
      lessons: try LessonParser.parseLibraries(files: files, folder: directory.path))
  }

  /// The lesson for `technique` in the reader's language (every technique has one in each
  /// language: loading checks it).
  public func lesson(_ technique: Technique) -> Lesson {
    lesson(technique, in: Language.current)
  }

  /// The lesson for `technique` in `language`.
  public func lesson(_ technique: Technique, in language: Language) -> Lesson {
    lessons[language.lessons]![technique]!
  }
}

extension LessonLibrary {
  /// What `lesson <key>` prints before the first drill: the title and summary, the idea, and
  /// how to spot the technique.
  public func introduction(_ technique: Technique) -> String {
    let lesson = lesson(technique)
    return "\(lesson.title) — \(lesson.summary)\n\n\(lesson.idea)\n\n\(lesson.spotting)"
  }

  /// The lesson's hint for one instance: the house(s) and digit(s) to look at, never the
  /// answer. `Look at box 7 and the digit 3: which line do its candidates share?`
  ///
  /// The houses are where the pattern is found: a single's house (a naked single's box), the
  /// box that points, the line that claims, the pair's line (or box), the X-Wing's base lines.
  public func hint(for step: Step, on grid: Grid) -> String {
    lesson(step.technique).hint(
      houses: StepWords.houses(step.housesToLookAt(on: grid)), digits: hintDigits(step),
      crossLines: crossLines(step))
  }

  /// The lesson's second hint for one instance, printed under the board with the pattern marked,
  /// and what the marks alone don't show: candidates the board lost without a placed digit to rule
  /// them out (`HintWords.patternFacts`).
  public func patternHint(for step: Step, on grid: Grid) -> String {
    let text = lesson(step.technique).patternHint(
      houses: StepWords.houses(step.housesToLookAt(on: grid)), digits: hintDigits(step),
      crossLines: crossLines(step))
    let facts = HintWords.patternFacts(step, on: grid)
    return facts.isEmpty ? text : text + " " + facts
  }

  /// The first hint of a review drill: the houses and digits to look at, in words that name no
  /// technique (`HintWords.reviewNudge`).
  public func reviewHint(for step: Step, on grid: Grid) -> String {
    // A naked single's digit is its answer: only the box is named.
    HintWords.reviewNudge(
      houses: step.housesToLookAt(on: grid),
      digits: step.technique == .nakedSingle ? [] : step.digits)
  }

  private func hintDigits(_ step: Step) -> String { listed(step.digits.map(String.init)) }

  /// A fish's cover lines by their kind, in the reader's language: `columns` (`colunas`) when
  /// the base is rows, `rows` (`linhas`) when it is columns — in this program *linha* is a row,
  /// so a Portuguese hint never calls columns *linhas transversais*. Empty for other patterns.
  private func crossLines(_ step: Step) -> String {
    step.pattern.teaching.coverKind?.pluralName ?? ""
  }
}
