import Foundation
import SudokuCore
import Testing

@testable import Academy

@Suite struct ProgressStateTests {
  let monday = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

  @Test func aFirstTryDrillAddsAStepAndCountsIt() {
    let state = ProgressState.empty.applying(.drillFinished(.pointing, firstTry: true, at: monday))
    #expect(
      state[.pointing]
        == TechniqueProgress(mastery: 1, attempted: 1, firstTry: 1, lastPractised: monday))
    #expect(state[.claiming] == .zero)
  }

  @Test func aHelpedDrillCountsAsAttemptedOnly() {
    let state = ProgressState.empty
      .applying(.drillFinished(.xWing, firstTry: true, at: monday))
      .applying(.drillFinished(.xWing, firstTry: false, at: monday + 60))
    #expect(
      state[.xWing]
        == TechniqueProgress(mastery: 1, attempted: 2, firstTry: 1, lastPractised: monday + 60))
  }

  @Test func masteryStopsAtFiveWhileCountersGoOn() {
    let deltas = Array(
      repeating: ProgressDelta.drillFinished(.nakedPair, firstTry: true, at: monday), count: 8)
    let state = ProgressState.empty.applying(deltas)
    #expect(state[.nakedPair].mastery == 5)
    #expect(state[.nakedPair].attempted == 8)
    #expect(state[.nakedPair].firstTry == 8)
  }

  @Test func lastPractisedKeepsWholeSeconds() {
    let state = ProgressState.empty.applying(
      .drillFinished(.claiming, firstTry: false, at: monday + 0.75))
    #expect(state[.claiming].lastPractised == monday)
  }

  @Test func resetClearsOneTechnique() {
    let state = ProgressState.empty.applying([
      .drillFinished(.hiddenSingle, firstTry: true, at: monday),
      .drillFinished(.nakedSingle, firstTry: true, at: monday),
      .reset(.hiddenSingle),
    ])
    #expect(state[.hiddenSingle] == .zero)
    #expect(state[.nakedSingle].mastery == 1)
  }

  @Test func resetAllClearsEveryTechnique() {
    let state = ProgressState.empty.applying(
      Technique.allCases.map { .drillFinished($0, firstTry: true, at: monday) } + [.resetAll])
    #expect(state == .empty)
  }

  @Test func deltasFromTwoSessionsAddUp() {
    // Two shells each adding one step from 2 end at 4, whichever order their deltas land in.
    let start = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.pointing, firstTry: true, at: monday), count: 2))
    let first = ProgressDelta.drillFinished(.pointing, firstTry: true, at: monday + 10)
    let second = ProgressDelta.drillFinished(.pointing, firstTry: true, at: monday + 10)
    #expect(start.applying([first, second])[.pointing].mastery == 4)
    #expect(start.applying([first, second]) == start.applying([second, first]))
  }

  @Test func nextLessonIsTheFirstMeterBelowFive() {
    var state = ProgressState.empty
    #expect(state.nextLesson == .hiddenSingle)
    state = state.applying(
      Array(repeating: .drillFinished(.hiddenSingle, firstTry: true, at: monday), count: 5))
    #expect(state.nextLesson == .nakedSingle)
    state = state.applying(
      Array(repeating: .drillFinished(.nakedSingle, firstTry: true, at: monday), count: 5))
    state = state.applying(.drillFinished(.claiming, firstTry: true, at: monday))
    #expect(state.nextLesson == .pointing)
  }

  @Test func nextLessonIsNilWhenEveryMeterIsFull() {
    let state = ProgressState.empty.applying(
      Technique.allCases.flatMap { technique in
        Array(repeating: .drillFinished(technique, firstTry: true, at: monday), count: 5)
      })
    #expect(state.nextLesson == nil)
    #expect(state.applying(.reset(.xWing)).nextLesson == .xWing)
  }
}
