import SudokuCore
import Testing

@testable import Academy

/// What `guide` says about a worked example is what the learner can see: the board, not the
/// library line behind it.
@Suite struct LessonWordingTests {
  /// The candidates an example's position removed before it (its library line's `deleted` field,
  /// `544` = 5 in r4c4) are absent from the board the guide draws; the text must say which they
  /// are, naming each cell, rather than point at a line the learner never sees.
  @Test(arguments: Technique.allCases, Language.allCases)
  func removedCandidatesAreNamedNotReferredTo(technique: Technique, language: Language) throws {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: language)
    let fields = lesson.examplePosition.split(separator: ":", omittingEmptySubsequences: false)
    let deleted = fields.count > 4 ? fields[4].split(separator: " ") : []
    for code in deleted {
      let digits = Array(code)
      let cell = "r\(digits[1])c\(digits[2])"
      #expect(lesson.example.contains(cell), "\(technique): the text names \(cell)")
    }
    // `removed`; `eliminaram`, `eliminados`…
    let removed = language == .english ? "removed" : "elimin"
    if !deleted.isEmpty { #expect(lesson.example.contains(removed), "\(technique) (\(language))") }
    let hidden = language == .english ? ["position line", "the line lists"] : ["position"]
    for text in [lesson.idea, lesson.spotting, lesson.example, lesson.answering, lesson.mistakes] {
      #expect(!hidden.contains { text.contains($0) }, "\(technique) (\(language))")
    }
  }
}
