import Foundation
import SudokuCore
import Testing

@testable import Academy

/// A solve is never lost between its two writes. The solving move writes the solved board to
/// `study.json`, then its record to `progress.json`; the session is ended (`_exit(137)`, what a
/// SIGKILL leaves) right after each of its writes in turn — the first, the second, … until one run
/// ends normally — and after every end the next start must hold the record exactly once: recorded
/// then (and said) when the save was ahead of the progress file, never counted twice, and no
/// record at all when the solve never reached the save.
@Suite struct StudySolveKillTests {
  /// The easy puzzle of `StudyShellTests` with every cell but r1c2 placed.
  static let lastCell = 1

  /// A study game of the easy puzzle, or challenge level 1 when `challenge`, one placement from
  /// solved, as the save a shell would have written.
  static func nearlySolvedSave(challenge: Bool) throws -> Data {
    let givens = try #require(Puzzle(text: StudyShellTests.puzzle))
    let solution = StudyShellTests.solution
    var placed = Puzzle()
    for index in 0..<81 where givens[index] == 0 && index != lastCell {
      placed[index] = solution[index]
    }
    let game = StudyGame(
      givens: givens, solution: solution, level: .easy, seed: challenge ? 41 : nil,
      placed: placed, challenge: challenge ? 1 : nil)
    return try game.saveData()
  }

  /// How many times the progress file at `path` counts the solve (0 when there is no file).
  static func recorded(_ path: String, challenge: Bool) throws -> Int {
    guard FileManager.default.fileExists(atPath: path) else { return 0 }
    let state = try readProgressFile(path)
    return challenge ? state.challengeRecord(1).solved : state.studyRecord(.easy).solved
  }

  @Test(arguments: [false, true], ["en", "pt"])
  func aSolveKilledAfterAnyWriteIsRecordedOnce(challenge: Bool, language: String) throws {
    let repairLine =
      language == "en"
      ? "had not been recorded: it is now." : "registad\(challenge ? "a" : "o"); ficou agora."
    let digit = StudyShellTests.solution[Self.lastCell]
    let command = challenge ? "challenge" : "study"
    var repaired = 0
    var completed = false
    for point in 1...12 {
      let scratch = try ScratchDirectory("solve-kill")
      let folder = scratch.path("data/sudoku-academy")
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      try Self.nearlySolvedSave(challenge: challenge).write(
        to: URL(fileURLWithPath: folder + "/study.json"))
      let killed = try runAcademy(
        ["--language", language], input: "\(command)\nr1c2=\(digit)\nquit\n", in: scratch,
        environment: ["SUDOKU_ACADEMY_CRASH_AFTER_WRITES": String(point)])
      let save = try StudyGame(
        saveData: Data(contentsOf: URL(fileURLWithPath: folder + "/study.json")))
      let progress = folder + "/progress.json"
      let before = try Self.recorded(progress, challenge: challenge)
      #expect(before <= 1, "point \(point): counted \(before) times")
      // The next start: the save ahead of the progress file is recorded, and said.
      let next = try runAcademy(["--language", language], input: "quit\n", in: scratch)
      #expect(next.status == 0, "point \(point): \(next.errors)")
      let after = try Self.recorded(progress, challenge: challenge)
      #expect(after == (save.isSolved ? 1 : 0), "point \(point): solved \(save.isSolved)")
      let said = next.output.replacingOccurrences(of: "\n  ", with: " ").contains(repairLine)
      #expect(said == (save.isSolved && before == 0), "point \(point): \(next.output)")
      if said { repaired += 1 }
      if save.isSolved { #expect(save.solve != nil, "point \(point): a solve without identity") }
      // And the one after counts nothing again.
      _ = try runAcademy([], input: "quit\n", in: scratch)
      #expect(try Self.recorded(progress, challenge: challenge) == after, "point \(point)")
      if killed.status == 0 {
        completed = true
        break
      }
      #expect(killed.status == 137, "point \(point): \(killed.errors)")
    }
    #expect(completed, "the session never ran to its end")
    // The walk passed through the gap between the two writes at least once.
    #expect(repaired >= 1)
  }

  /// Two solves of the same puzzle are two records: the identity is the solve's, not the puzzle's.
  @Test func theSamePuzzleSolvedTwiceCountsTwice() throws {
    let scratch = try ScratchDirectory("solve-twice")
    let folder = scratch.path("data/sudoku-academy")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let digit = StudyShellTests.solution[Self.lastCell]
    for round in 1...2 {
      try Self.nearlySolvedSave(challenge: false).write(
        to: URL(fileURLWithPath: folder + "/study.json"))
      let result = try runAcademy([], input: "study\nr1c2=\(digit)\nquit\n", in: scratch)
      #expect(result.status == 0, "\(result.errors)")
      #expect(try Self.recorded(folder + "/progress.json", challenge: false) == round)
    }
  }
}
