import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The trend of the last games (issue 30, "over time"): a solve records its review's guesses and
/// hardest technique found unaided in the progress file's `recentGames`, once per solve, the last
/// twenty kept, read back as written and refused when bent out of shape.
@Suite struct GameTrendTests {
  @Test func aSolveRecordsItsReviewOnceBeforeItsRecord() throws {
    var game = StudyGame.generated(.easy, seed: 2)
    while let cell = Cell.all.first(where: { game.digit(at: $0) == 0 }) {
      game.secondsPlayed += 5
      _ = game.enter("\(cell)=\(game.solution[cell.index])")
    }
    game.markSolve("00000000000000cd")
    let records = game.solveRecords
    let review = GameReview(
      givens: game.givens, solution: game.solution, log: try #require(game.log))
    #expect(records.first == .gameReviewed(GameTrend(review), solve: "00000000000000cd"))
    #expect(records.last == game.solveRecord)
    let once = ProgressState.empty.applying(records)
    #expect(once.recentGames == [GameTrend(review)])
    #expect(once.applying(records) == once, "a solve reported again adds nothing")
  }

  @Test func theLastTwentyAreKeptAndResetStudyClearsThem() {
    var state = ProgressState.empty
    for index in 0..<25 {
      state = state.applying(.gameReviewed(GameTrend(guesses: index, hardestFound: .pointing)))
    }
    #expect(state.recentGames.count == GameTrend.kept)
    #expect(state.recentGames.first?.guesses == 5 && state.recentGames.last?.guesses == 24)
    #expect(state.applying(.resetStudy).recentGames.isEmpty)
  }

  @Test func theFileKeepsThemAndReadsThemBack() throws {
    let state = ProgressState.empty.applying([
      .gameReviewed(GameTrend(guesses: 3, hardestFound: .hiddenSingle)),
      .gameReviewed(GameTrend(guesses: 0, hardestFound: nil)),
    ])
    #expect(
      state.fileText.contains(#""recentGames" : ["#)
        || state.fileText.contains(#""recentGames": ["#))
    let reread = try ProgressState(fileBytes: Array(state.fileText.utf8))
    #expect(reread.recentGames == state.recentGames)
    // A technique a later version added reads as none found; a bent shape is refused.
    let later =
      #"{"version": 1, "techniques": {}, "recentGames": [{"guesses": 2, "hardestFound": "sue-de-coq"}]}"#
    #expect(
      try ProgressState(fileBytes: Array(later.utf8)).recentGames == [
        GameTrend(guesses: 2, hardestFound: nil)
      ])
    for bent in [
      #"{"version": 1, "techniques": {}, "recentGames": {"guesses": 2}}"#,
      #"{"version": 1, "techniques": {}, "recentGames": [{"guesses": -1}]}"#,
      #"{"version": 1, "techniques": {}, "recentGames": [{"guesses": "2"}]}"#,
      #"{"version": 1, "techniques": {}, "recentGames": [3]}"#,
    ] {
      #expect(throws: ProgressFileProblem.self) { try ProgressState(fileBytes: Array(bent.utf8)) }
    }
  }
}
