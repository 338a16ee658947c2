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
        == TechniqueProgress(
          mastery: 1, attempted: 1, firstTry: 1, lastPractised: monday, recentResults: [true]))
    #expect(state[.claiming] == .zero)
  }

  @Test func aHelpedDrillCountsAsAttemptedOnly() {
    let state = ProgressState.empty
      .applying(.drillFinished(.xWing, firstTry: true, at: monday))
      .applying(.drillFinished(.xWing, firstTry: false, at: monday + 60))
    #expect(
      state[.xWing]
        == TechniqueProgress(
          mastery: 1, attempted: 2, firstTry: 1, lastPractised: monday + 60,
          recentResults: [true, false]))
  }

  @Test func recentResultsKeepTheLastTenDrillsForTheWeakestChoice() {
    var deltas = Array(
      repeating: ProgressDelta.drillFinished(.claiming, firstTry: false, at: monday), count: 6)
    deltas += Array(repeating: .drillFinished(.claiming, firstTry: true, at: monday), count: 8)
    let state = ProgressState.empty.applying(deltas)
    #expect(state[.claiming].recentResults == [false, false] + Array(repeating: true, count: 8))
    #expect(state[.claiming].recentFirstTryRate == 0.8, "the last ten, not all fourteen")
  }

  @Test func aReviewMovesOnlyATechniqueOnTheSchedule() {
    let state = ProgressState.empty
      .applying(.drillFinished(.pointing, firstTry: true, at: monday))
      .applying(.reviewed(.pointing, firstTry: false, at: monday))
    #expect(state[.pointing].reviewDue == nil, "a miss in review of a technique not mastered")
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

  // MARK: - Answer times, review schedule, study records

  let day: TimeInterval = 86_400

  @Test func answerTimesKeepTheLastTwentyAndNothingOverTenMinutes() {
    var state = ProgressState.empty
    for milliseconds in 1...25 {
      state = state.applying(.answerTimed(.pointing, milliseconds: milliseconds))
    }
    state = state.applying([
      .answerTimed(.pointing, milliseconds: 600_001), .answerTimed(.pointing, milliseconds: -1),
      .answerTimed(.pointing, milliseconds: 600_000),
    ])
    #expect(state[.pointing].answerTimes == Array(7...25) + [600_000])
    #expect(state[.pointing].mastery == 0 && state[.pointing].attempted == 0)
  }

  @Test func reachingMasteryFiveStartsTheReviewSchedule() {
    let fourth = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.claiming, firstTry: true, at: monday), count: 4))
    #expect(fourth[.claiming].reviewInterval == nil && fourth[.claiming].reviewDue == nil)
    #expect(fourth[.claiming].dueDate == nil)
    let fifth = fourth.applying(.drillFinished(.claiming, firstTry: true, at: monday + 0.5))
    #expect(fifth[.claiming].reviewInterval == 1)
    #expect(fifth[.claiming].reviewDue == monday + day)
    // Later drills at mastery 5 leave the schedule to the reviews.
    let sixth = fifth.applying(.drillFinished(.claiming, firstTry: true, at: monday + 5 * day))
    #expect(sixth[.claiming].reviewDue == monday + day)
    #expect(sixth[.claiming].isReviewDue(at: monday + day))
    #expect(!sixth[.claiming].isReviewDue(at: monday + day - 1))
  }

  @Test func aDueReviewPassedDoublesTheIntervalUpToSixtyDays() {
    var state = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.xWing, firstTry: true, at: monday), count: 5))
    var now = monday
    var intervals: [Int] = []
    for _ in 0..<8 {
      now = state[.xWing].reviewDue!
      state = state.applying(.reviewed(.xWing, firstTry: true, at: now))
      intervals.append(state[.xWing].reviewInterval!)
      #expect(state[.xWing].reviewDue == now + Double(intervals.last!) * day)
    }
    #expect(intervals == [2, 4, 8, 16, 32, 60, 60, 60])
  }

  @Test func aReviewPassedBeforeItIsDueLeavesTheSchedule() {
    let state = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.xWing, firstTry: true, at: monday), count: 5))
    let early = state.applying(.reviewed(.xWing, firstTry: true, at: monday + 3600))
    #expect(early[.xWing].reviewInterval == 1 && early[.xWing].reviewDue == monday + day)
  }

  @Test func aMissedReviewGoesBackToOneDay() {
    var state = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.xWing, firstTry: true, at: monday), count: 5))
    state = state.applying(.reviewed(.xWing, firstTry: true, at: monday + day))
    #expect(state[.xWing].reviewInterval == 2)
    state = state.applying(.reviewed(.xWing, firstTry: false, at: monday + 10 * day + 0.9))
    #expect(state[.xWing].reviewInterval == 1)
    #expect(state[.xWing].reviewDue == monday + 11 * day)
  }

  @Test func aFirstVersionFileAtMasteryFiveIsDueADayAfterItWasLastPractised() throws {
    let text =
      #"{"version": 1, "techniques": {"pointing": {"mastery": 5, "attempted": 5, "firstTry": 5, "lastPractised": "2026-11-30T08:00:00Z"}}}"#
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(state[.pointing].reviewDue == nil)
    #expect(state[.pointing].dueDate == monday + day)
    let passed = state.applying(.reviewed(.pointing, firstTry: true, at: monday + 2 * day))
    #expect(passed[.pointing].reviewInterval == 2)
    #expect(passed[.pointing].reviewDue == monday + 4 * day)
  }

  @Test func resetClearsTimesAndSchedule() {
    let state = ProgressState.empty
      .applying(Array(repeating: .drillFinished(.pointing, firstTry: true, at: monday), count: 5))
      .applying(.answerTimed(.pointing, milliseconds: 4000))
    #expect(state.applying(.reset(.pointing))[.pointing] == .zero)
    #expect(state.applying(.resetAll)[.pointing] == .zero)
  }

  @Test func studyRecordsKeepTheBestAndAreResetOnTheirOwn() {
    var state = ProgressState.empty.applying([
      .studySolved(.easy, seconds: 412, hints: 2), .studySolved(.easy, seconds: 500, hints: 0),
      .studySolved(.expert, seconds: 1800, hints: 5),
      .drillFinished(.pointing, firstTry: true, at: monday),
    ])
    #expect(state.studyRecord(.easy) == StudyRecord(solved: 2, bestSeconds: 412, fewestHints: 0))
    #expect(state.studyRecord(.expert) == StudyRecord(solved: 1, bestSeconds: 1800, fewestHints: 5))
    #expect(state.studyRecord(.medium) == .zero)
    #expect(state.applying(.resetAll).studyRecord(.easy).solved == 2)
    state = state.applying(.resetStudy)
    #expect(state.studyRecord(.easy) == .zero && state.studyRecord(.expert) == .zero)
    #expect(state[.pointing].mastery == 1)
  }
}
