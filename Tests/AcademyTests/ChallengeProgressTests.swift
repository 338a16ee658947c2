import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The progress file's `challenge` section: added fields only, best stars kept, unknown members
/// kept, a file without it read and kept whole; and the challenge level in the study save.
@Suite struct ChallengeProgressTests {
  @Test func aSolveKeepsTheBestStarsAndOpensTheNextLevel() throws {
    var state = ProgressState.empty
    #expect(state.nextChallenge?.number == 1)
    #expect(state.isChallengeOpen(1) && !state.isChallengeOpen(2))
    state = state.applying([.challengeSolved(1, stars: 3), .challengeSolved(1, stars: 1)])
    #expect(state.challengeRecord(1) == ChallengeRecord(solved: 2, bestStars: 3))
    #expect(state.nextChallenge?.number == 2)
    #expect(state.isChallengeOpen(2) && !state.isChallengeOpen(3))
    state = state.applying(.challengeSolved(2, stars: 2))
    #expect(state.nextChallenge?.number == 3)
    let reread = try ProgressState(fileBytes: Array(state.fileText.utf8))
    #expect(reread == state)
    #expect(
      state.fileText.contains("\"challenge\" : {") || state.fileText.contains("\"challenge\": {"))
    let line = state.jsonLine
    #expect(
      line.contains(
        "\"challenge\":{\"1\":{\"bestStars\":3,\"solved\":2},\"2\":{\"bestStars\":2,\"solved\":1}}")
    )
    #expect(line.contains("\"nextChallenge\":3"))
    let cleared = state.applying(.resetChallenge)
    #expect(cleared.nextChallenge?.number == 1)
    #expect(!cleared.fileText.contains("challenge"))
  }

  @Test func everyLevelSolvedLeavesNoNextLevel() {
    let state = ProgressState.empty.applying(
      ChallengeLevel.ladder.map { .challengeSolved($0.number, stars: 2) })
    #expect(state.nextChallenge == nil)
    #expect(state.jsonLine.contains("\"nextChallenge\":null"))
  }

  /// Unknown levels (a longer ladder of a later version) and unknown fields are written back.
  @Test func unknownMembersOfTheSectionAreKept() throws {
    let text = """
      {"challenge": {"1": {"bestStars": 2, "solved": 1, "bestSeconds": 95}, "40": {"solved": 1},
       "bonus": [1, 2]}, "techniques": {}, "version": 1}
      """
    let state = try ProgressState(fileBytes: Array(text.utf8))
    #expect(state.challengeRecord(1) == ChallengeRecord(solved: 1, bestStars: 2))
    let after = state.applying(.challengeSolved(1, stars: 3))
    let written = try JSONValue(parsing: Array(after.fileText.utf8))
    guard case .object(let top) = written, case .object(let section) = top["challenge"],
      case .object(let one) = section["1"]
    else {
      Issue.record("no challenge section: \(after.fileText)")
      return
    }
    #expect(one["bestSeconds"] == .number("95"))
    #expect(one["bestStars"] == .number("3"))
    #expect(one["solved"] == .number("2"))
    #expect(section["40"] != nil && section["bonus"] != nil)
  }

  @Test(arguments: [
    ("{\"challenge\": [], \"techniques\": {}, \"version\": 1}", "challenge should be an object"),
    (
      "{\"challenge\": {\"1\": {\"solved\": 1, \"bestStars\": 4}}, \"techniques\": {}, \"version\": 1}",
      "challenge.1.bestStars is 4; it should be 1 to 3"
    ),
    (
      "{\"challenge\": {\"2\": {\"bestStars\": 1}}, \"techniques\": {}, \"version\": 1}",
      "challenge.2.solved is missing"
    ),
  ])
  func aSectionEditedIntoNonsenseIsReported(_ text: String, _ message: String) {
    #expect(throws: ProgressFileProblem.self) { try ProgressState(fileBytes: Array(text.utf8)) }
    do {
      _ = try ProgressState(fileBytes: Array(text.utf8))
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  @Test func theSaveKeepsTheChallengeLevel() throws {
    var game = ChallengeLevel.level(6)!.game(seed: 9)
    _ = game.hint()
    let data = try game.saveData()
    #expect(String(decoding: data, as: UTF8.self).contains("\"challenge\":6"))
    let read = try StudyGame(saveData: data)
    #expect(read.save == game.save)
    #expect(read.challenge == 6)
    // A study game's save has no such field, and reads back without one.
    let study = StudyGame.generated(.easy, seed: 3)
    #expect(!String(decoding: try study.saveData(), as: UTF8.self).contains("challenge"))
    #expect(try StudyGame(saveData: study.saveData()).challenge == nil)
  }

  @Test func aSaveWithAChallengeOutsideTheLadderOrOfAnotherLevelIsRefused() throws {
    let game = ChallengeLevel.level(6)!.game(seed: 9)
    let text = String(decoding: try game.saveData(), as: UTF8.self)
    for (edited, message) in [
      (
        text.replacingOccurrences(of: "\"challenge\":6", with: "\"challenge\":99"),
        "challenge is 99"
      ),
      (
        text.replacingOccurrences(of: "\"challenge\":6", with: "\"challenge\":1"),
        "challenge 1 plays as easy"
      ),
    ] {
      #expect(edited != text)
      do {
        _ = try StudyGame(saveData: Data(edited.utf8))
        Issue.record("accepted: \(edited)")
      } catch {
        #expect(error.message.contains(message), "\(error.message)")
      }
    }
  }
}
