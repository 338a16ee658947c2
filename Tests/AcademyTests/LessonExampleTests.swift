import SudokuCore
import Testing

@testable import Academy

/// Every lesson's worked example, in both languages, is a real position where the engine finds
/// exactly what the lesson says it finds.
@Suite struct LessonExampleTests {
  @Test(arguments: Technique.allCases, Language.allCases)
  func workedExampleIsFoundByTheFinders(technique: Technique, language: Language) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: language)
    let position = try Position(libraryLine: lesson.examplePosition)
    #expect(position.technique == technique)
    let found = Finder.steps(technique, in: position.grid)
    let results = Set(found.flatMap { technique.placesDigits ? $0.placements : $0.eliminations })
    let stated = Set(technique.placesDigits ? position.placements : position.eliminations)
    #expect(!stated.isEmpty)
    #expect(stated.isSubset(of: results), "the example's result is an instance the finders report")
    let solution = try #require(Solver.solve(position.grid.allDigits))
    for cell in position.grid.emptyCells {
      #expect(
        position.grid.candidates(at: cell).contains(solution[cell.index]), "\(cell) lost its digit")
    }
  }

  /// The step text a worked example quotes (a code span with `=>`) is the text the engine prints
  /// for one of the instances it finds there, so the lesson and `show` name a step alike.
  @Test(arguments: Technique.allCases, Language.allCases)
  func quotedStepTextIsTheTextTheEnginePrints(technique: Technique, language: Language) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: language)
    let position = try Position(libraryLine: lesson.examplePosition)
    let printed = Set(Finder.steps(technique, in: position.grid).map(\.description))
    let spans = lesson.example.split(separator: "`", omittingEmptySubsequences: false)
    let quoted = spans.indices.filter { $0 % 2 == 1 }
      .map { spans[$0].split(separator: "\n").joined(separator: " ") }
      .filter { $0.contains(" => ") }
    if !technique.placesDigits {
      #expect(!quoted.isEmpty, "\(technique) (\(language)): the example quotes HoDoKu's step text")
    }
    for text in quoted {
      #expect(
        printed.contains(text),
        "\(technique) (\(language)): `\(text)` is not among \(printed.sorted())")
    }
  }
}
