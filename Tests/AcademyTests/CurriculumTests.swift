import SudokuCore
import Testing

@testable import Academy

@Suite struct CurriculumTests {
  @Test func curriculumFollowsTheDesignOrder() {
    #expect(
      Technique.allCases.map(\.rawValue) == [
        "hidden-single", "naked-single", "pointing", "claiming", "naked-pair", "x-wing",
      ])
  }

  @Test func techniquesAcceptKeysAndNumbers() {
    #expect(Technique(argument: "3") == .pointing)
    #expect(Technique(argument: "X-Wing") == .xWing)
    #expect(Technique(argument: "naked_pair") == .nakedPair)
    #expect(Technique(argument: "7") == nil)
  }
}
