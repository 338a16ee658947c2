import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// The study save survives SIGKILL: a session places and clears one digit over and over (a journal
/// record after every move) and is killed at a random moment; after every kill `study.json` is a
/// complete save, it and its journal give the old or the new digit, and the next session resumes
/// it (the killed shell's lock went with it).
@Suite(.serialized) struct StudyKillTests {
  @Test func studySaveSurvivesSigkillDuringSaves() throws {
    let binary = try AcademyBinary.require()
    let scratch = try ScratchDirectory("academy-study-kill")
    let save = scratch.path("data/sudoku-academy/study.json")
    let digit = StudyShellTests.solution[1]
    let storm = String(repeating: "r1c2=\(digit)\nr1c2=0\n", count: 400)
    var random = SplitMix64(seed: 0x57_0D_1E)
    var midSave = 0
    var tempsSeen: Set<String> = []
    // A saved game to start from, written by a session that ends normally.
    let first = try runAcademy(
      ["--seed", "3"], input: "study \(StudyShellTests.puzzle)\nquit\n", in: scratch)
    #expect(first.status == 0)
    for round in 0..<12 {
      let program = try RunningProgram(
        binary, ["--seed", "3"], input: Data(("study\n" + storm).utf8), in: scratch,
        environment: [:])
      usleep(useconds_t(random.pick(0.05...0.4) * 1_000_000))
      kill(program.process.processIdentifier, SIGKILL)
      let result = program.finish(timeout: 30)
      // Killed after it answered `study` (a line past the banner, the lessons and the line
      // saying a game is saved): it got the lock the last killed shell held. Under load the kill
      // can land just after the banner. Found by that line, not by counting the banner's lines,
      // which change with the welcome and the number of lessons.
      let lines = result.output.split(separator: "\n")
      let saved = lines.firstIndex { $0.hasPrefix("Your unfinished easy study game is saved") }
      if let saved, saved + 1 < lines.count {
        #expect(
          result.output.contains("Resumed your saved easy game."),
          "round \(round): \(result.errors)")
      }
      let folder = (save as NSString).deletingLastPathComponent
      let temps = Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
          $0.hasPrefix("study.json.tmp-")
        })
      if !temps.subtracting(tempsSeen).isEmpty { midSave += 1 }
      tempsSeen.formUnion(temps)
      let game = try StudyGame(saveData: Data(contentsOf: URL(fileURLWithPath: save)))
      #expect([0, digit].contains(game.placed[1]), "round \(round)")
      #expect(game.placed.enumerated().allSatisfy { $0.offset == 1 || $0.element == 0 })
      #expect(game.givens == Puzzle(text: StudyShellTests.puzzle))
      let resumed = try #require(
        StudyStore(url: URL(fileURLWithPath: save), ownsPath: true).peek(), "round \(round)")
      #expect([0, digit].contains(resumed.placed[1]), "round \(round)")
      #expect(resumed.placed.enumerated().allSatisfy { $0.offset == 1 || $0.element == 0 })
    }
    print("study kill test: 12 kills survived, \(midSave) left a half-done save behind")
  }
}
