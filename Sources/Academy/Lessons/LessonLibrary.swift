import Foundation
import SudokuCore

/// The six lessons, one per technique: built into the binary, or read live from a folder.
///
/// The texts come from `Lessons/` at the package root. A build-tool plugin copies them into
/// the program (`embeddedLessonFiles`), so a binary copied anywhere still has them; authors
/// point `--lessons DIR` at a folder to see edits without rebuilding.
public struct LessonLibrary: Sendable {
  private let lessons: [Technique: Lesson]

  /// The lessons built into the binary.
  ///
  /// - Throws: `LessonError` only if the embedded texts are malformed, which the build
  ///   already refuses; the check stays so a broken build can never show half a lesson.
  public static func embedded() throws(LessonError) -> LessonLibrary {
    LessonLibrary(
      lessons: try LessonParser.parseLibrary(files: embeddedLessonFiles, folder: "Lessons"))
  }

  /// The lessons in `directory`, read now (for `--lessons DIR`).
  ///
  /// - Throws: `LessonError` naming `file:line` and what to fix: an unreadable folder, a file
  ///   that is not `<technique>.md` (or `README.md`), a missing lesson, a malformed lesson.
  public static func load(directory: URL) throws(LessonError) -> LessonLibrary {
    let files = try readLessonFolder(directory)
    return LessonLibrary(
      lessons: try LessonParser.parseLibrary(files: files, folder: directory.path))
  }

  /// The lesson for `technique` (every technique has one: loading checks it).
  public func lesson(_ technique: Technique) -> Lesson {
    lessons[technique]!
  }
}
