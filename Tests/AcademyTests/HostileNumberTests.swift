import Foundation
import SudokuCore
import Testing

@testable import Academy

/// Numbers at the ends of `Int` from a file or a line are compared, never offset, before they are
/// known to be in range: `Int.min` as a challenge key crashed every command that read the progress
/// file (`ChallengeLevel.level` computed `number - 1`).
@Suite struct HostileNumberTests {
  @Test(arguments: [Int.min, Int.min + 1, -1, 0, 13, Int.max])
  func aNumberOffTheLadderIsNoLevel(number: Int) {
    #expect(ChallengeLevel.level(number) == nil)
    #expect(!ProgressState.empty.isChallengeOpen(number))
    // A solve of a number off the ladder changes nothing.
    #expect(ProgressState.empty.applying(.challengeSolved(number, stars: 3)) == .empty)
  }

  @Test func theLaddersEndsAreLevels() {
    #expect(ChallengeLevel.level(1)?.number == 1)
    #expect(ChallengeLevel.level(ChallengeLevel.ladder.count)?.number == 12)
  }

  /// The key of the report, and its neighbours, are kept as keys of no level, and written back.
  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "-1", "0", "13"])
  func aChallengeKeyAtTheEndsOfIntIsKeptUnread(key: String) throws {
    let text = #"{"version":1,"techniques":{},"challenge":{"\#(key)":{"solved":1}}}"#
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(state.nextChallenge?.number == 1)
    #expect(state.fileText.contains("\"\(key)\""))
  }

  /// A solve with an identity counts once however often it is reported; another identity, or
  /// none, counts again.
  @Test func aSolveIsCountedOnceByItsIdentity() throws {
    let first = SolveIdentity.make()
    let second = SolveIdentity.make()
    #expect(first != second && SolveIdentity.isWellFormed(first))
    var state = ProgressState.empty.applying([
      .studySolved(.easy, seconds: 100, hints: 1, solve: first),
      .studySolved(.easy, seconds: 90, hints: 0, solve: first),
    ])
    #expect(state.studyRecord(.easy) == StudyRecord(solved: 1, bestSeconds: 100, fewestHints: 1))
    #expect(state.isRecorded(first) && !state.isRecorded(second) && !state.isRecorded(nil))
    state = state.applying([
      .challengeSolved(1, stars: 2, solve: second), .challengeSolved(1, stars: 3, solve: second),
      .studySolved(.easy, seconds: 80, hints: 0),
    ])
    #expect(state.challengeRecord(1) == ChallengeRecord(solved: 1, bestStars: 2))
    #expect(state.studyRecord(.easy).solved == 2)
    // The identity survives the file, so a second start does not count the solve again.
    let reread = try ProgressState(fileBytes: Array(state.fileText.utf8))
    #expect(reread == state)
    #expect(reread.isRecorded(second))
  }

  @Test(arguments: [#""lastSolve":"xyz""#, #""lastSolve":12"#, #""lastSolve":"0123456789ABCDEF""#])
  func aDamagedSolveIdentityIsReported(member: String) {
    let text = #"{"version":1,"techniques":{},\#(member)}"#
    #expect(throws: ProgressFileProblem.self) {
      try ProgressState(fileBytes: Array(text.utf8))
    }
  }

  /// The save keeps the solve's identity, and refuses one on a board that is not solved.
  @Test func theSaveKeepsTheSolveAndRefusesOneOnAnUnsolvedBoard() throws {
    let givens = try #require(Puzzle(text: StudyShellFixture.puzzle))
    let solution = try #require(Solver.solve(givens))
    var game = StudyGame(givens: givens, solution: solution, level: .easy, seed: 4)
    game.markSolve()
    #expect(game.solve == nil, "an unsolved game has no solve")
    var placed = Puzzle()
    for index in 0..<81 where givens[index] == 0 { placed[index] = solution[index] }
    var solved = StudyGame(
      givens: givens, solution: solution, level: .easy, seed: 4, placed: placed)
    solved.markSolve("00000000000000ab")
    solved.markSolve("00000000000000cd")
    #expect(solved.solve == "00000000000000ab", "marked once")
    let data = try solved.saveData()
    #expect(String(decoding: data, as: UTF8.self).contains(#""solve":"00000000000000ab""#))
    #expect(try StudyGame(saveData: data) == solved)
    #expect(
      solved.solveRecord == .studySolved(.easy, seconds: 0, hints: 0, solve: "00000000000000ab"))
    var unsolved = game.save
    unsolved.solve = "00000000000000ab"
    #expect(throws: StudySaveProblem.self) { try StudyGame(save: unsolved) }
  }
}

/// The easy puzzle the study tests play (40 givens, singles suffice).
enum StudyShellFixture {
  static let puzzle =
    "4.2867.136.8.5..42.1......6974.3.2.883...2.911.....3.52.37.685...13....4...428..."
}
