import Foundation
import SudokuCore
import Testing

@testable import Academy

/// Study through the real binary, each session a separate process with its own HOME and XDG folders:
/// the save at the default path, resuming, undo across the resume, solving, the record, and bad input.
@Suite(.serialized) struct StudyEndToEndTests {
  static func folder(_ directory: ScratchDirectory) -> URL {
    directory.url.appendingPathComponent("data/sudoku-academy", isDirectory: true)
  }

  static func savePath(_ directory: ScratchDirectory) -> String {
    folder(directory).appendingPathComponent("study.json").path
  }

  static func session(_ lines: [String], in directory: ScratchDirectory) throws -> RunResult {
    let result = try runAcademy(
      ["--seed", "11"], input: lines.joined(separator: "\n") + "\n", in: directory)
    #expect(result.exitedNormally)
    #expect(result.status == 0)
    return result
  }

  /// The output with prose's wrapped lines joined again.
  static func flat(_ result: RunResult) -> String {
    result.output.replacingOccurrences(of: "\n  ", with: " ")
  }

  @Test func pasteConflictMovesQuitResumeUndoSolveAndRecord() throws {
    let directory = try ScratchDirectory("academy-study")
    let solution = StudyShellTests.solution
    let first = try Self.session(
      [
        "study \(StudyShellTests.puzzle)", "r1c2=4", "r1c2=\(solution[1])",
        "r2c2=\(solution[10]) r3c1<>\(solution[0] == 4 ? 5 : 4)", "quit",
      ], in: directory)
    #expect(first.errors.isEmpty, "\(first.errors)")
    #expect(Self.flat(first).contains("r1c2=4 repeats the 4 in r1c1 (row 1): not placed"))
    var saved = try StudyGame(
      saveData: Data(contentsOf: URL(fileURLWithPath: Self.savePath(directory))))
    #expect(saved.mistakes == 1)
    #expect(saved.moves == 2)
    #expect(saved.placed[10] == solution[10])

    let second = try Self.session(["study", "undo", "undo", "quit"], in: directory)
    #expect(second.output.contains("Resumed your saved easy game."))
    #expect(second.output.contains("Undid r2c2=\(solution[10])"))
    #expect(second.output.contains("Undid r1c2=\(solution[1])."))
    saved = try StudyGame(
      saveData: Data(contentsOf: URL(fileURLWithPath: Self.savePath(directory))))
    #expect(saved.placed == Puzzle())
    #expect(saved.mistakes == 1, "undo never erases a mistake")

    let third = try Self.session(
      [
        "study \(StudyShellTests.nearlySolved(blanks: 3))",
        "study \(StudyShellTests.nearlySolved(blanks: 3)) --yes",
        "show", "show", "show", "progress", "study", "quit",
      ],
      in: directory)
    #expect(Self.flat(third).contains("Nothing was replaced."))
    let solvedLines = third.output.split(separator: "\n").filter { $0.hasPrefix("Solved in") }
    #expect(solvedLines.count == 1, "\(third.output)")
    #expect(
      Self.flat(third).contains("Easy puzzles solved: 1. New best time and fewest hints + reveals"))
    #expect(third.output.contains("Study: "))
    #expect(third.output.contains("A new medium puzzle"), "a solved game is not resumed")
    let progress = try readProgressFile(
      Self.folder(directory).appendingPathComponent("progress.json").path)
    #expect(progress.studyRecord(.easy).solved == 1)
    #expect(progress.studyRecord(.easy).fewestHints == 3)
  }

  @Test func badInputGetsOneLineAndLosesNothing() throws {
    let directory = try ScratchDirectory("academy-study")
    _ = try Self.session(["study \(StudyShellTests.puzzle)", "r1c2=5", "quit"], in: directory)
    let before = try Data(contentsOf: URL(fileURLWithPath: Self.savePath(directory)))
    let long = "study " + String(repeating: "1", count: 10_000)
    let result = try Self.session(
      ["study 12zz", long, "r0c0=1", "study \(String(repeating: ".", count: 81)) --yes", "quit"],
      in: directory)
    let lines = result.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }
    // The banner's two lines (the welcome, the word about rules), the saved game's line, then
    // one line (wrapped or not) for each of the four bad inputs.
    #expect(lines.count == 7, "\(result.output)")
    #expect(Self.flat(result).contains("That is not a puzzle."))
    #expect(result.output.contains("Line too long (over 4096 bytes)"))
    #expect(Self.flat(result).contains("more than one solution"))
    #expect(!result.output.contains("Resumed"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: Self.savePath(directory))) == before)
  }

  @Test func aSaveOfTheWrongShapeIsKeptAsideAndNothingStarts() throws {
    let directory = try ScratchDirectory("academy-study")
    try FileManager.default.createDirectory(
      at: Self.folder(directory), withIntermediateDirectories: true)
    try Data("{\"version\": 1, \"givens\": [1, 2]}".utf8).write(
      to: URL(fileURLWithPath: Self.savePath(directory)))
    let result = try Self.session(["study", "quit"], in: directory)
    // A problem with a file goes to standard error, the progress file's and the save's alike.
    #expect(result.errors.contains("it was kept as study.json.corrupt-"), "\(result.errors)")
    #expect(result.errorLines.count == 1)
    #expect(!result.output.contains("A new medium puzzle"))
    let names = try fileNames(in: Self.folder(directory))
    #expect(names.contains { $0.hasPrefix("study.json.corrupt-") })
    #expect(!names.contains("study.json"), "nothing started in its place")
  }

  @Test(arguments: ["a FIFO", "a directory"])
  func somethingElseAtTheSavePathIsLeftAlone(kind: String) throws {
    let directory = try ScratchDirectory("academy-study")
    try FileManager.default.createDirectory(
      at: Self.folder(directory), withIntermediateDirectories: true)
    try makeSpecialFile(kind, at: Self.savePath(directory))
    let result = try Self.session(["study easy", "study", "quit"], in: directory)
    #expect(
      result.errors.contains("study.json is \(kind), not a study save"), "\(result.errors)")
    #expect(!result.output.contains("A new"))
    #expect(try fileKind(Self.savePath(directory)) == kind)
  }
}
