import SudokuCore
import TestSupport
import Testing

@testable import Academy

@Suite struct CurriculumTests {
  @Test func curriculumFollowsTheDesignOrder() {
    #expect(
      Technique.allCases.map(\.rawValue) == [
        "hidden-single", "naked-single", "pointing", "claiming", "naked-pair", "x-wing",
        "hidden-pair", "naked-triple", "hidden-triple", "skyscraper", "swordfish", "xy-wing",
        "two-string-kite", "empty-rectangle", "finned-x-wing", "w-wing", "xyz-wing",
        "simple-colors",
      ])
  }

  @Test func techniquesAcceptKeysAndNumbers() {
    #expect(Technique(argument: "3") == .pointing)
    #expect(Technique(argument: "X-Wing") == .xWing)
    #expect(Technique(argument: "naked_pair") == .nakedPair)
    #expect(Technique(argument: "7") == .hiddenPair)
    #expect(Technique(argument: "XY-Wing") == .xyWing)
    #expect(Technique(argument: "\(Technique.allCases.count)") == Technique.hardest)
    #expect(Technique(argument: "\(Technique.allCases.count + 1)") == nil)
    #expect(Technique(argument: "0") == nil)
  }

  /// The count the tests spell (`CountWords`) is the registry's, in the words each language says.
  @Test func theTestsCountWordsAreTheCurriculums() {
    #expect(CountWords.count == Technique.allCases.count)
    #expect(
      Language.$current.withValue(.english) { Phrasing.number(CountWords.count) }
        == CountWords.english)
    #expect(
      Language.$current.withValue(.portuguese) { Phrasing.number(CountWords.count, .feminine) }
        == CountWords.portuguese)
  }
}
