import SudokuCore
import Testing

@testable import Academy

/// Every lesson's worked example is a real position where the engine finds exactly what the lesson
/// says it finds.
@Suite struct LessonExampleTests {
  @Test(arguments: Technique.allCases)
  func workedExampleIsFoundByTheFinders(technique: Technique) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique)
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
}
