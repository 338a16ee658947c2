import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import LessonFormat

/// A small valid pointing lesson; each case below breaks one line of it.
private let validLesson = """
  # Pointing
  A box's candidates for a digit all on one line: the digit leaves that line outside the box.

  ## Idea
  The idea.

  ## Spotting it
  How to spot it.

  ## Worked example
  position: :0100:3:\(String(repeating: ".", count: 81))::311 321::
  The example.

  ## Answering
  How to answer.

  ## Common mistakes
  The mistakes.

  ## Hint
  Look at {houses} and the digit {digits}.

  ## Pattern hint
  The marked cells hold {digits} in {houses}.

  """

/// One malformed lesson: line `line` of `validLesson` replaced by `replacement` (`nil` removes
/// it), and the exact message the loader must give for `pointing.md`.
struct MalformedLesson: CustomTestStringConvertible, Sendable {
  let line: Int
  let replacement: [String]
  let message: String

  init(_ line: Int, _ replacement: String?, _ message: String) {
    self.line = line
    self.replacement = replacement.map { [$0] } ?? []
    self.message = message
  }

  var text: String {
    var lines = validLesson.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.replaceSubrange((line - 1)..<line, with: replacement)
    return lines.joined(separator: "\n")
  }

  var testDescription: String { "pointing.md:\(line) → \(message.prefix(50))" }
}

private let position = "position: :0100:3:\(String(repeating: ".", count: 81))"

private let malformedLessons: [MalformedLesson] = [
  .init(
    1, "Pointing",
    ###"pointing.md:1: the first line must be the title, like "# Pointing"; found "Pointing""###),
  .init(
    2, "## Idea",
    ###"pointing.md:2: expected the one-line summary after the title; found "## Idea"; "###
      + "write one line saying what the technique does"),
  .init(
    3, "and a second summary line",
    "pointing.md:3: text between the summary and the first section; the summary is one line: "
      + "join it to the summary or move it into a section"),
  .init(
    7, "## Idea",
    ###"pointing.md:7: duplicate section "## Idea" (first at line 4); merge the two into one"###),
  .init(
    7, "## Spotting",
    ###"pointing.md:7: unknown section "## Spotting"; the sections are ## Idea, ## Spotting it, "###
      + "## Worked example, ## Answering, ## Common mistakes, ## Hint and ## Pattern hint"),
  .init(
    7, "## spotting it",
    ###"pointing.md:7: unknown section "## spotting it"; did you mean "## Spotting it"?"###),
  .init(
    20, "## Hints",
    ###"pointing.md:20: unknown section "## Hints"; the sections are ## Idea, ## Spotting it, "###
      + "## Worked example, ## Answering, ## Common mistakes, ## Hint and ## Pattern hint"),
  .init(
    17, nil,
    ###"pointing.md:23: missing section "## Common mistakes"; add it (a lesson has ## Idea, "###
      + "## Spotting it, ## Worked example, ## Answering, ## Common mistakes, ## Hint and "
      + "## Pattern hint)"),
  .init(
    5, "",
    ###"pointing.md:4: section "## Idea" is empty; write its text below the heading"###),
  .init(
    18, "# Mistakes",
    ###"pointing.md:18: a second title "# Mistakes"; a lesson has one "# " title: "###
      + ###"make this a "## " section or remove it"###),
  .init(
    11, "",
    ###"pointing.md:10: "## Worked example" has no "position: " line; add the example as a "###
      + "HoDoKu library line (see README.md)"),
  .init(
    12, position + "::311 321::",
    ###"pointing.md:12: a second "position: " line (first at line 11); "###
      + "a worked example has one position"),
  .init(
    8, position + "::311 321::",
    ###"pointing.md:8: a "position: " line belongs in "## Worked example", not in "## Spotting it""###
  ),
  .init(
    11, "position: :0101:3:\(String(repeating: ".", count: 81))::311 321::",
    "pointing.md:11: position line: code 0101 is claiming, but this is the pointing lesson "
      + "(code 0100)"),
  .init(
    11, "position: :0100:3:\(String(repeating: ".", count: 80))::311 321::",
    "pointing.md:11: position line: the givens have 80 cells, expected 81; the form is "
      + ":<code>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:"),
  .init(
    11, "position: :0100:3:\(String(repeating: ".", count: 81))::31 321::",
    ###"pointing.md:11: position line: "31" in the eliminations is not a candidate; "###
      + "write digit, row and column, like 537 for 5 in r3c7"),
  .init(
    11, position + "::::",
    "pointing.md:11: position line: a pointing example states its eliminations in the fifth "
      + "field and no placements; the form is "
      + ":<code>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:"),
  .init(
    11, position + ":311 321:",
    "pointing.md:11: position line: expected 6 fields between colons, found 4; the form is "
      + ":<code>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:"),
  .init(
    21, "Look at {house}.",
    ###"pointing.md:21: unknown placeholder "{house}" in "## Hint"; use {houses}, {digits} or "###
      + "{crossLines}"),
  .init(
    24, "The marked {cells}.",
    ###"pointing.md:24: unknown placeholder "{cells}" in "## Pattern hint"; use {houses}, "###
      + "{digits} or {crossLines}"),
  .init(
    8, "    " + String(repeating: "r1c1 {1,2} ", count: 7),
    "pointing.md:8: an indented line of 81 characters; indented lines are shown as they are, so "
      + "keep them to 78 to fit an 80-column terminal"),
  .init(
    23, "## Pattern hints",
    ###"pointing.md:23: unknown section "## Pattern hints"; the sections are ## Idea, "###
      + "## Spotting it, ## Worked example, ## Answering, ## Common mistakes, ## Hint and "
      + "## Pattern hint"),
]

@Suite struct LessonFormatTests {
  /// The techniques' titles are written once (`lessonTitle(in:)`), and every embedded lesson's
  /// own heading is that title, in its language.
  @Test(arguments: Language.allCases)
  func theEmbeddedLessonsHeadingsAreTheTitles(language: Language) throws {
    let library = try LessonLibrary.embedded()
    Language.$current.withValue(language) {
      for technique in Technique.allCases {
        #expect(library.lesson(technique).title == technique.title)
        #expect(library.lesson(technique).language.rawValue == language.rawValue)
      }
    }
  }

  @Test func theValidFixtureParses() throws {
    let lesson = try LessonParser.parse(validLesson, technique: .pointing, file: "pointing.md")
    #expect(lesson.title == "Pointing")
    #expect(lesson.idea == "The idea.")
    #expect(lesson.example == "The example.")
    #expect(lesson.examplePosition.hasSuffix("::311 321::"))
    #expect(lesson.hint(houses: "box 7", digits: "3") == "Look at box 7 and the digit 3.")
  }

  @Test func theFixtureTableIsNotEmpty() {
    #expect(malformedLessons.count >= 15)
  }

  @Test(arguments: malformedLessons)
  func malformedLessonsNameFileAndLine(_ fixture: MalformedLesson) throws {
    #expect(throws: LessonError.self) {
      try LessonParser.parse(fixture.text, technique: .pointing, file: "pointing.md")
    }
    do {
      _ = try LessonParser.parse(fixture.text, technique: .pointing, file: "pointing.md")
    } catch {
      #expect(error.description == fixture.message)
    }
  }

  @Test func aMalformedLessonInAFolderNamesItsPath() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pointing.md")
    try MalformedLesson(7, "## Idea", "").text.write(to: file, atomically: true, encoding: .utf8)
    #expect(
      message(loading: folder)
        == "\(folder.path)/pointing.md:7: duplicate section \"## Idea\" (first at line 4); "
        + "merge the two into one")
  }

  /// Every lesson file's name, in curriculum order, as the error lists them.
  static let lessonFiles = Technique.allCases.map { "\($0.rawValue).md" }.joined(separator: ", ")

  @Test func anUnknownFileNameIsAnErrorThatSuggestsTheKey() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("x-wing.md"), to: folder.appendingPathComponent("XWing.md"))
    #expect(
      message(loading: folder)
        == "\(folder.path)/XWing.md:1: \"XWing.md\" is not a lesson file name; lessons are named "
        + "after their technique (\(Self.lessonFiles)); rename it to x-wing.md")

    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("XWing.md"), to: folder.appendingPathComponent("notes.txt"))
    #expect(
      message(loading: folder)
        == "\(folder.path)/notes.txt:1: \"notes.txt\" is not a lesson file name; lessons are "
        + "named after their technique (\(Self.lessonFiles)); rename it or move it out of the "
        + "folder")
  }

  @Test func aMissingLessonNamesTheFileToAdd() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("naked-pair.md"))
    #expect(
      message(loading: folder)
        == "\(folder.path)/naked-pair.md: missing: there is no lesson for naked-pair (Naked pair); "
        + "add naked-pair.md (copy another lesson and follow README.md)")
  }

  @Test func windowsLineEndingsReadTheSame() throws {
    let crlf = validLesson.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(
      try LessonParser.parse(crlf, technique: .pointing, file: "pointing.md")
        == LessonParser.parse(validLesson, technique: .pointing, file: "pointing.md"))
  }

  private func message(loading folder: URL) -> String? {
    do {
      _ = try LessonLibrary.load(directory: folder)
      return nil
    } catch {
      return error.description
    }
  }
}
