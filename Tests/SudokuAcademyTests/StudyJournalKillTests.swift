import Foundation
import SudokuCore
import Testing

@testable import Academy

/// A study move is on the disk before its answer is printed, through the journal
/// (`study.journal`): a session making moves is ended (`_exit(137)`, what a SIGKILL leaves)
/// right after each of its durable writes in turn, and the next session resumes every move whose
/// answer the killed one printed, and at most the one more it had written without answering. A
/// journal whose last record a crash tore is resumed with the moves before it, without a word; a
/// journal of another save is kept aside and said, in the learner's language.
@Suite struct StudyJournalKillTests {
  /// The empty cells of the shell tests' easy puzzle, in order, with their solution digits.
  static var moves: [String] {
    let givens = Puzzle(text: StudyShellTests.puzzle)!
    let solution = StudyShellTests.solution
    return Cell.all.filter { givens[$0.index] == 0 }.prefix(6).map {
      "\($0)=\(solution[$0.index])"
    }
  }

  /// A fresh save of the puzzle in the scratch folder, as a shell that started it left it.
  static func startingSave(in scratch: ScratchDirectory) throws -> String {
    let folder = scratch.path("data/sudoku-academy")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let givens = try #require(Puzzle(text: StudyShellTests.puzzle))
    let game = StudyGame(
      givens: givens, solution: StudyShellTests.solution, level: .easy, seed: nil)
    try game.saveData().write(to: URL(fileURLWithPath: folder + "/study.json"))
    return folder
  }

  /// The most moves a header in `output` counts (`… · 3 moves · …`): the moves answered.
  static func answered(_ output: String) -> Int {
    let pattern = try! NSRegularExpression(pattern: "([0-9]+) (moves?|jogadas?)\\b")
    let text = output as NSString
    return pattern.matches(in: output, range: NSRange(location: 0, length: text.length)).map {
      Int(text.substring(with: $0.range(at: 1)))!
    }.max() ?? 0
  }

  @Test func everyAnsweredMoveSurvivesAKillAfterAnyWrite() throws {
    var completed = false
    var killedMidGame = 0
    for point in 1...(Self.moves.count + 2) {
      let scratch = try ScratchDirectory("journal-kill")
      let folder = try Self.startingSave(in: scratch)
      let input = "study\n" + Self.moves.joined(separator: "\n") + "\nquit\n"
      let killed = try runAcademy(
        [], input: input, in: scratch,
        environment: ["SUDOKU_ACADEMY_CRASH_AFTER_WRITES": String(point)])
      let store = StudyStore(
        url: URL(fileURLWithPath: folder + "/study.json"), ownsPath: true)
      let resumed = try #require(store.peek(), "point \(point): no game to resume")
      let answered = Self.answered(killed.output)
      if killed.status == 0 {
        #expect(resumed.moves == Self.moves.count)
        completed = true
        break
      }
      #expect(killed.status == 137, "point \(point): \(killed.errors)")
      // Each move is one journal record, written before its answer: the kill after the
      // `point`th leaves `point` moves, `point - 1` of them answered (past the moves, the write
      // is quit's rewrite of the whole save).
      let written = min(point, Self.moves.count)
      #expect(resumed.moves == written, "point \(point)")
      #expect(
        (answered...(answered + 1)).contains(resumed.moves),
        "point \(point): answered \(answered), resumed \(resumed.moves)")
      if answered >= 1 { killedMidGame += 1 }
      // And the next session plays on from there.
      let next = try runAcademy([], input: "study\nquit\n", in: scratch)
      #expect(next.status == 0, "point \(point): \(next.errors)")
      #expect(next.output.contains("Resumed your saved easy game."), "point \(point)")
      #expect(Self.answered(next.output) == written, "point \(point): \(next.output)")
    }
    #expect(completed, "the session never ran to its end")
    #expect(killedMidGame >= 1)
  }

  @Test func aJournalTornMidAppendResumesWithTheEarlierMoves() throws {
    let scratch = try ScratchDirectory("journal-torn")
    let folder = try Self.startingSave(in: scratch)
    let input = "study\n" + Self.moves.joined(separator: "\n") + "\nquit\n"
    // Killed right after the fourth move's record.
    let killed = try runAcademy(
      [], input: input, in: scratch, environment: ["SUDOKU_ACADEMY_CRASH_AFTER_WRITES": "4"])
    #expect(killed.status == 137)
    let journalURL = URL(fileURLWithPath: folder + "/study.journal")
    // The records, before the zeros the file is kept long with.
    var journal = try Data(contentsOf: journalURL).prefix { $0 != 0 }
    #expect(journal.count { $0 == 0x0A } == 4)
    // What a crash in the middle of the fourth record's write leaves: part of the record.
    journal.removeLast(30)
    try journal.write(to: journalURL)
    let next = try runAcademy([], input: "study\nquit\n", in: scratch)
    #expect(next.status == 0, "\(next.errors)")
    #expect(next.output.contains("Resumed your saved easy game."))
    #expect(Self.answered(next.output) == 3, "\(next.output)")
    #expect(!next.output.contains("journal"), "\(next.output)")
    #expect(!next.errors.contains("journal"), "\(next.errors)")
  }

  @Test(arguments: ["en", "pt"])
  func aJournalOfAnotherSaveIsKeptAsideAndSaid(language: String) throws {
    let scratch = try ScratchDirectory("journal-other")
    let folder = try Self.startingSave(in: scratch)
    let original = try Data(contentsOf: URL(fileURLWithPath: folder + "/study.json"))
    let input = "study\n" + Self.moves.joined(separator: "\n") + "\nquit\n"
    _ = try runAcademy(
      [], input: input, in: scratch, environment: ["SUDOKU_ACADEMY_CRASH_AFTER_WRITES": "3"])
    // The save put back by hand to an older copy of another game's state.
    var older = try StudyGame(saveData: original)
    _ = older.enter(Self.moves[5])
    try older.saveData().write(to: URL(fileURLWithPath: folder + "/study.json"))
    let next = try runAcademy(["--language", language], input: "study\nquit\n", in: scratch)
    #expect(next.status == 0, "\(next.errors)")
    let said = (next.output + " " + next.errors).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    let expected =
      language == "en"
      ? "is of another save than study.json; it was kept as study.journal.corrupt-"
      : "está ligado a outro ficheiro de estudo que não o study.json; foi posto de lado como "
        + "study.journal.corrupt-"
    #expect(said.contains(expected), "\(said)")
    // The game goes on from study.json, and the moves are in the kept file.
    #expect(Self.answered(next.output) == 1, "\(next.output)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasPrefix("study.journal.corrupt-")
    }
    #expect(kept.count == 1)
  }
}
