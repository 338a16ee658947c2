import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The repository's `Lessons/` folder, found from this file (tests read nothing outside the repo).
let lessonsFolder = Fixture.url("Lessons")

/// A fresh temporary folder holding a copy of `Lessons/`, removed by the caller (and its scratch
/// parent when the test process exits).
func copyOfLessons() throws -> URL {
  let folder = try ScratchDirectory.fresh("lessons").appendingPathComponent("Lessons")
  try FileManager.default.copyItem(at: lessonsFolder, to: folder)
  return folder
}

@Suite struct LessonLibraryTests {
  @Test(arguments: Technique.allCases, Language.allCases)
  func everyTechniqueHasAnEmbeddedLessonWithAllSections(technique: Technique, language: Language)
    throws
  {
    let lesson = try Language.$current.withValue(language) {
      try LessonLibrary.embedded().lesson(technique)
    }
    #expect(lesson == (try LessonLibrary.embedded().lesson(technique, in: language)))
    #expect(lesson.technique == technique)
    #expect(lesson.title == Language.$current.withValue(language) { technique.title })
    for text in [
      lesson.summary, lesson.idea, lesson.spotting, lesson.example, lesson.answering,
      lesson.mistakes, lesson.hint, lesson.patternHint,
    ] {
      #expect(!text.isEmpty)
      #expect(text.first?.isWhitespace == false && text.last?.isWhitespace == false)
    }
    #expect(lesson.examplePosition.hasPrefix(":\(technique.libraryCode):"))
    #expect(!lesson.example.contains("position: "))
  }

  @Test func embeddedTextsAreTheFilesInLessonsByteForByte() throws {
    let english = try FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }
    let portuguese = try FileManager.default.contentsOfDirectory(
      atPath: lessonsFolder.appendingPathComponent("pt").path
    ).filter { !$0.hasPrefix(".") }
    let keys = Technique.allCases.map { "\($0.rawValue).md" }.sorted()
    #expect(english.sorted() == keys)
    #expect(portuguese.sorted() == keys)
    let names = (english + portuguese.map { "pt/\($0)" }).sorted()
    #expect(embeddedLessonFiles.map(\.name) == names)
    for file in embeddedLessonFiles {
      let data = try #require(
        FileManager.default.contents(atPath: lessonsFolder.appendingPathComponent(file.name).path))
      #expect(Array(file.text.utf8) == Array(data), "\(file.name) differs from Lessons/")
    }
    let loaded = try LessonLibrary.load(directory: lessonsFolder)
    let embedded = try LessonLibrary.embedded()
    for technique in Technique.allCases {
      for language in Language.allCases {
        #expect(loaded.lesson(technique, in: language) == embedded.lesson(technique, in: language))
      }
    }
  }

  @Test func lessonFilesFitATerminal() throws {
    for file in embeddedLessonFiles {
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect((30...90).contains(lines.count), "\(file.name) has \(lines.count) lines")
      for (offset, line) in lines.enumerated() where !line.hasPrefix("position: ") {
        #expect(line.count <= 100, "\(file.name):\(offset + 1) is \(line.count) characters")
      }
    }
  }

  @Test func hintTemplatesFillTheirPlaceholders() throws {
    let pointing = try LessonLibrary.embedded().lesson(.pointing)
    #expect(
      pointing.hint(houses: "box 7", digits: "3")
        == "Look at box 7 and the digit 3: which line do its candidates share?")
  }

  @Test func theIntroductionIsTitleSummaryIdeaAndSpotting() throws {
    let library = try LessonLibrary.embedded()
    let lesson = library.lesson(.claiming)
    #expect(
      library.introduction(.claiming)
        == "Claiming — \(lesson.summary)\n\n\(lesson.idea)\n\n\(lesson.spotting)")
  }

  @Test func aDirectoryOverrideIsReadLive() throws {
    let folder = try copyOfLessons()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x-wing.md")
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "## Idea\n", with: "## Idea\nEdited by an author.\n")
    try text.write(to: file, atomically: true, encoding: .utf8)
    try "scratch".write(
      to: folder.appendingPathComponent(".x-wing.md.swp"), atomically: true, encoding: .utf8)

    let lesson = try LessonLibrary.load(directory: folder).lesson(.xWing)
    #expect(lesson.idea.hasPrefix("Edited by an author.\nSay 6 can go"))
    #expect(try LessonLibrary.embedded().lesson(.xWing).idea.hasPrefix("Say 6 can go"))
  }

  @Test func aMissingFolderSaysWhichPath() {
    let folder = URL(fileURLWithPath: "/nonexistent/lessons")
    #expect {
      try LessonLibrary.load(directory: folder)
    } throws: { error in
      let error = error as? LessonError
      return error?.file == "/nonexistent/lessons" && error?.line == nil
        && error?.problem == "there is no lessons folder here; check the path"
    }
  }
}
