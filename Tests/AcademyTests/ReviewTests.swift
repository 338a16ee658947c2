import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy

/// Review drills: any step of the twelve is correct and credited to its technique; the choice of
/// technique; a month of spaced review lived through with an injected clock.
@Suite struct ReviewTests {
  /// No single; in box 7 the 3s and 4s sit only in r7c1 and r8c1 (pointing), which also hold
  /// exactly 3 and 4 (a locked pair).
  static let position =
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"

  /// An X-Wing drill's position: pointing and claiming both remove r45c5<>4, a corner's digit.
  static let xWingPosition =
    ":0300:x:..+8+5...+13..54.1.....1...7+5..+56+1.2+3+871..3..59.8.+3+75...+1+53.8...49.+89..3.+7+5.+1.9.58+3.::::"

  static func drill(_ technique: Technique, _ text: String = position) throws -> Drill {
    let grid = try Position(parsing: text).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    return Drill(
      technique: technique, seed: 1, grid: grid, puzzle: grid.allDigits, solution: solution,
      instances: Finder.steps(technique, in: grid))
  }

  static func printed(_ verdict: Verdict) -> String {
    String(verdict.line.map { $0 == "\u{A0}" ? " " : $0 })
  }

  @Test func anyStepOfTheSixIsCorrectAndCreditedToItsTechnique() throws {
    let checker = ReviewChecker(drill: try Self.drill(.xWing, Self.xWingPosition))
    let (verdict, credited) = checker.check("r4c5<>4")
    #expect(verdict.kind == .correct)
    #expect(credited == .pointing, "the simplest technique that gives it")
    #expect(
      Self.printed(verdict).hasPrefix(
        "Correct — that's pointing: Locked Candidates Type 1 (Pointing): 4 in b8 => r45c5<>4."))
    #expect(
      Self.printed(verdict).contains(
        "(This drill was cut for an X-Wing, which was there too: X-Wing: 4 r48 c15 => "))
    let claimingDrill = ReviewChecker(drill: try Self.drill(.claiming, Self.xWingPosition))
    let (claimed, claimedTo) = claimingDrill.check("r45c5<>4")
    #expect(claimedTo == .pointing, "the simplest, though the drilled one gives it too")
    #expect(
      Self.printed(claimed).contains("(The claiming step this drill was cut for gives it too.)"))
  }

  /// Issue 17.2: `r2c3<>7`-style answers that pointing gives directly earn pointing, not the pair
  /// the drill was cut for; the verdict says the pair gives them too.
  @Test func theSimplestTechniqueWinsAndTheDrilledOneIsNamed() throws {
    let checker = ReviewChecker(drill: try Self.drill(.nakedPair))
    let (verdict, credited) = checker.check("r12c1<>34")
    #expect(credited == .pointing)
    #expect(
      Self.printed(verdict)
        == "Correct — that's pointing: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3; "
        + "Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4. (The naked pair this drill was "
        + "cut for gives it too.)")
  }

  /// Issue 17.2: a miss names no technique and no pattern words, and never a solution digit.
  @Test func aMissNamesNoTechniqueAndNoSolution() throws {
    let checker = ReviewChecker(drill: try Self.drill(.pointing))
    let (verdict, credited) = checker.check("r1c1<>9")
    #expect(verdict.kind == .miss && credited == nil)
    #expect(
      Self.printed(verdict)
        == "Miss — no step of the \(CountWords.english) removes 9 from r1c1 on this board; besides r1c1, 9 can go in "
        + "r1c8 and r1c9 (row 1); r2c1 (column 1).")
    let placement = checker.check("r1c1=9").verdict
    #expect(placement.kind == .miss, "a placement is judged in review")
    #expect(
      Self.printed(placement)
        == "Miss — no step of the \(CountWords.english) places 9 in r1c1 on this board: r1c1 still has 1, 3, 4 and 9, "
        + "and 9 can also go in r1c8 and r1c9 (row 1); r2c1 (column 1).")
    #expect(!checker.check("r4c1<>3").verdict.isJudged, "a filled cell is free in review too")
    // Every miss on every candidate of drills of all six: no technique's words.
    let words = [
      "single", "point", "claim", "pair", "x-wing", "fin", "pattern", "line its", "lesson",
    ]
    for technique in Technique.allCases {
      for seed in UInt64(0)..<3 {
        let drill = SharedDrills.drill(technique, seed: seed)
        let review = ReviewChecker(drill: drill)
        for cell in drill.grid.emptyCells {
          for digit in drill.grid.candidates(at: cell) {
            for text in ["\(cell)<>\(digit)", "\(cell)=\(digit)"] {
              let (verdict, _) = review.check(text)
              guard verdict.kind == .miss else { continue }
              for word in words {
                #expect(
                  !verdict.text.lowercased().contains(word), "\(technique) \(text): \(verdict.text)"
                )
              }
            }
          }
        }
      }
    }
  }

  @Test func everyAnswerOfTheSixIsListedWithItsTechnique() throws {
    let answers = ReviewChecker(drill: try Self.drill(.nakedPair)).answers
    #expect(answers.contains { $0 == ("r1c1<>3", .pointing) }, "the simplest that gives it")
    #expect(Set(answers.map(\.answer)).count == answers.count)
    let checker = ReviewChecker(drill: try Self.drill(.nakedPair))
    for (answer, technique) in answers {
      #expect(checker.check(answer).credited == technique, "\(answer)")
    }
  }

  @Test func theSeedAloneChoosesAndTheShellsChoiceMapsBack() {
    var generator = SplitMix64(seed: 9)
    for _ in 0..<200 {
      let seed = generator.next() % 1_000_000_000
      for technique in Technique.allCases {
        let moved = ReviewChoice.seed(seed, for: technique)
        #expect(ReviewChoice.technique(forSeed: moved) == technique)
        let count = UInt64(Technique.allCases.count)
        #expect(moved <= max(seed, count - 1) && seed - min(seed, moved) < count)
      }
    }
  }

  static let day: TimeInterval = 86_400
  static let start = Date(timeIntervalSince1970: 1_796_025_600)  // 2026-11-30T08:00:00Z

  @Test func dueFirstThenWeakestThenLeastRecentAmongLessonsStarted() {
    #expect(ReviewChoice.next(.empty, at: Self.start) == nil, "no lesson started")
    var state = ProgressState.empty.applying([
      .drillFinished(.hiddenSingle, firstTry: true, at: Self.start),
      .drillFinished(.pointing, firstTry: false, at: Self.start),
      .drillFinished(.claiming, firstTry: false, at: Self.start - Self.day),
    ])
    #expect(ReviewChoice.next(state, at: Self.start) == .claiming, "weakest, then least recent")
    state = state.applying(.drillFinished(.claiming, firstTry: true, at: Self.start))
    #expect(ReviewChoice.next(state, at: Self.start) == .pointing, "the weakest: 0 of 1")
    state = state.applying(
      Array(repeating: .drillFinished(.hiddenSingle, firstTry: true, at: Self.start), count: 4))
    #expect(state[.hiddenSingle].reviewDue == Self.start + Self.day)
    #expect(ReviewChoice.next(state, at: Self.start + 2 * Self.day) == .hiddenSingle, "due first")
  }

  /// A month with one technique on the schedule: the interval doubles on each first-try review
  /// that is due, a success before it is due changes nothing, a miss sets it back to one day.
  @Test func aMonthOfSpacedReview() {
    var state = ProgressState.empty.applying(
      Array(repeating: .drillFinished(.xWing, firstTry: true, at: Self.start), count: 5))
    func day(_ number: Double) -> Date { Self.start + number * Self.day }
    var log: [String] = []
    func review(on number: Double, firstTry: Bool) {
      let due = state[.xWing].isReviewDue(at: day(number))
      state = state.applying(.reviewed(.xWing, firstTry: firstTry, at: day(number)))
      log.append(
        "day \(Int(number)) due \(due) → interval \(state[.xWing].reviewInterval!), next "
          + "\(Int(state[.xWing].reviewDue!.timeIntervalSince(Self.start) / Self.day))")
    }
    review(on: 1, firstTry: true)
    review(on: 2, firstTry: true)
    review(on: 3, firstTry: true)
    review(on: 7, firstTry: true)
    review(on: 8, firstTry: false)
    review(on: 9, firstTry: true)
    review(on: 11, firstTry: true)
    review(on: 15, firstTry: true)
    review(on: 23, firstTry: true)
    #expect(
      log == [
        "day 1 due true → interval 2, next 3",
        "day 2 due false → interval 2, next 3",
        "day 3 due true → interval 4, next 7",
        "day 7 due true → interval 8, next 15",
        "day 8 due false → interval 1, next 9",
        "day 9 due true → interval 2, next 11",
        "day 11 due true → interval 4, next 15",
        "day 15 due true → interval 8, next 23",
        "day 23 due true → interval 16, next 39",
      ])
    #expect(state[.xWing].mastery == 5, "meters never drop")
    state = state.applying(.reset(.xWing))
    #expect(state[.xWing].reviewDue == nil && state[.xWing].answerTimes.isEmpty)
  }

  @Test func aFirstVersionFileAtMasteryFiveIsDueADayAfterItWasLastPractised() throws {
    let text = """
      {"version": 1, "techniques": {"claiming": {"mastery": 5, "attempted": 6, "firstTry": 5,
      "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(!state[.claiming].isReviewDue(at: Self.start + Self.day - 1))
    #expect(state[.claiming].isReviewDue(at: Self.start + Self.day))
    #expect(ReviewChoice.next(state, at: Self.start + Self.day) == .claiming)
  }

  @Test func aReviewDrillCreditsTheAnswersTechniqueAndMovesItsSchedule() throws {
    let drill = try Self.drill(.xWing, Self.xWingPosition)
    var state = DrillState(drill: drill, mode: .review)
    let (verdict, changes) = state.answer("r4c5<>4", at: Self.start, elapsedMilliseconds: 4200)
    #expect(verdict.kind == .correct)
    #expect(
      changes == [
        .answerTimed(.pointing, milliseconds: 4200),
        .drillFinished(.pointing, firstTry: true, at: Self.start),
        .reviewed(.pointing, firstTry: true, at: Self.start),
      ])
    // Removing a cell's solution digit is a miss whatever the technique.
    let cell = try #require(drill.grid.emptyCells.first)
    let wrong = "\(cell)<>\(drill.solution[cell.index])"
    var missed = DrillState(drill: drill, mode: .review)
    #expect(missed.answer(wrong, at: Self.start, elapsedMilliseconds: 900).changes.isEmpty)
    #expect(
      missed.abandoned(at: Self.start) == [
        .drillFinished(.xWing, firstTry: false, at: Self.start),
        .reviewed(.xWing, firstTry: false, at: Self.start),
      ])
  }
}
