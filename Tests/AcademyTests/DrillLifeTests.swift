import Foundation
import SudokuCore
import Testing

@testable import Academy

/// docs/checking.md, *The life of a drill*: what counts as the first answer, what forfeits the step, and the one
/// progress change each drill makes.
@Suite struct DrillLifeTests {
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  static func drill() -> DrillState { DrillState(drill: SharedDrills.drill(.pointing, seed: 3)) }

  static func nonAnswer(_ state: DrillState) -> String {
    let grid = state.drill.grid
    let valid = Set(state.drill.answerCandidates)
    let candidate = grid.emptyCells.lazy.flatMap { cell in
      grid.candidates(at: cell).map { Candidate(cell, $0) }
    }
    .first { !valid.contains($0) }!
    return Notation.canonical(candidate, placement: false)
  }

  @Test func aRightFirstAnswerEarnsAStep() throws {
    var state = Self.drill()
    let (verdict, changes) = state.answer(try #require(state.drill.answers.first), at: Self.date)
    #expect(verdict.kind == .correct)
    #expect(
      changes == [
        .drillFinished(.pointing, firstTry: true, at: Self.date),
        .reviewed(.pointing, firstTry: true, at: Self.date),
      ])
    #expect(state.isClosed && state.earnedStep)
  }

  @Test func freeInputDoesNotCountAsTheFirstAnswer() throws {
    var state = Self.drill()
    #expect(state.answer("nonsense", at: Self.date).changes.isEmpty)
    #expect(state.answer("r1c1=1", at: Self.date).verdict.kind == .wrongForm)
    #expect(!state.isAttempted)
    let (_, changes) = state.answer(try #require(state.drill.answers.first), at: Self.date)
    #expect(
      changes == [
        .drillFinished(.pointing, firstTry: true, at: Self.date),
        .reviewed(.pointing, firstTry: true, at: Self.date),
      ])
  }

  @Test func aMissFirstMeansNoStep() throws {
    var state = Self.drill()
    #expect(state.answer(Self.nonAnswer(state), at: Self.date).verdict.kind == .miss)
    #expect(state.isAttempted && !state.isClosed)
    let (verdict, changes) = state.answer(try #require(state.drill.answers.first), at: Self.date)
    #expect(verdict.kind == .correct)
    #expect(changes == [.drillFinished(.pointing, firstTry: false, at: Self.date)])
    #expect(state.noStepReason == "it wasn't your first answer")
  }

  @Test func hintAndShowForfeitTheStep() throws {
    for help in ["hint", "show"] {
      var state = Self.drill()
      if help == "hint" { _ = state.hint() } else { _ = state.show() }
      #expect(state.isAttempted)
      let (_, changes) = state.answer(try #require(state.drill.answers.first), at: Self.date)
      #expect(changes == [.drillFinished(.pointing, firstTry: false, at: Self.date)])
      #expect(state.noStepReason == "you asked for help")
    }
  }

  @Test func hintsClimbALadderAndStopWhenTheDrillIsClosed() throws {
    var state = Self.drill()
    let rungs = (0..<4).compactMap { _ in state.hint()?.rung }
    #expect(rungs == [.nudge, .pattern, .showIsNext, .showIsNext])
    _ = state.answer(try #require(state.drill.answers.first), at: Self.date)
    #expect(state.isClosed)
    #expect(state.hint() == nil, "a closed drill gives no hint")
  }

  @Test func skipClosesOnceAndAbandoningCountsOnlyAttemptedDrills() {
    var state = Self.drill()
    #expect(state.abandoned(at: Self.date).isEmpty, "an untouched drill counts for nothing")
    _ = state.hint()
    #expect(
      state.abandoned(at: Self.date) == [.drillFinished(.pointing, firstTry: false, at: Self.date)])
    let (_, changes) = state.skip(at: Self.date)
    #expect(changes == [.drillFinished(.pointing, firstTry: false, at: Self.date)])
    #expect(state.skip(at: Self.date).changes.isEmpty, "a closed drill reports nothing more")
    #expect(state.abandoned(at: Self.date).isEmpty)
  }

  @Test func theFeaturedInstanceTeachesTheLesson() {
    for seed in 0..<UInt64(10) {
      let state = DrillState(drill: SharedDrills.drill(.nakedPair, seed: seed))
      let earlier = Set(
        Finder.steps([.pointing, .claiming], in: state.drill.grid).values.flatMap { $0 }.flatMap(
          \.eliminations))
      #expect(!Set(state.featuredInstance.eliminations).isSubset(of: earlier))
    }
  }
}
