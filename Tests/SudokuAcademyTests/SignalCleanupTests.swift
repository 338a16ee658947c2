import Foundation
import SudokuCore
import Testing

@testable import Academy

#if canImport(Glibc)
  import Glibc
#endif

/// Temp files and signals (hostile input, second attack, item 8): SIGHUP, SIGTERM or SIGINT
/// during a save used to leave `study.json.tmp-*` behind (closing the terminal within 0.5 s of
/// typed lines left 6 in 8 tries). The handler removes the save's own temp file before the process
/// dies of the signal; at start, temp files of ours whose process is gone are removed.
@Suite(.serialized) struct SignalCleanupTests {
  @Test func aSignalDuringSavesLeavesNoTempFile() throws {
    let binary = try AcademyBinary.require()
    let scratch = try ScratchDirectory("academy-signal")
    let folder = scratch.path("data/sudoku-academy")
    let digit = StudyShellTests.solution[1]
    let storm = String(repeating: "r1c2=\(digit)\nr1c2=0\n", count: 400)
    var random = SplitMix64(seed: 0x51_6E_A1)
    let first = try runAcademy(
      ["--seed", "3"], input: "study \(StudyShellTests.puzzle)\nquit\n", in: scratch)
    #expect(first.status == 0)
    for round in 0..<9 {
      let signal = [SIGHUP, SIGTERM, SIGINT][round % 3]
      let program = try RunningProgram(
        binary, ["--seed", "3"], input: Data(("study\n" + storm).utf8), in: scratch,
        environment: [:])
      let pid = program.process.processIdentifier
      usleep(useconds_t(random.pick(0.1...0.5) * 1_000_000))
      kill(pid, signal)
      let result = program.finish(timeout: 30)
      #expect(result.reason == .uncaughtSignal && result.status == signal, "round \(round)")
      let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
        $0.contains(".tmp-\(pid)-")
      }
      #expect(left.isEmpty, "round \(round), signal \(signal): \(left)")
      let game = try StudyGame(
        saveData: Data(contentsOf: URL(fileURLWithPath: folder + "/study.json")))
      #expect([0, digit].contains(game.placed[1]), "round \(round)")
    }
  }

  /// Temp files a dead process of ours left (a SIGKILL mid-save) are removed at start; a live
  /// process's, a user's `progress.json.tmp` and names not of our pattern are left alone.
  @Test func staleTempFilesOfOursAreRemovedAtStart() throws {
    let scratch = try ScratchDirectory("academy-signal")
    let folder = scratch.url.appendingPathComponent("data/sudoku-academy")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let gone = try SpawnedProcess(
      "/bin/true", [], environment: [:], directory: "/", standardInput: 0, standardOutput: 1,
      standardError: 2)
    gone.waitUntilExit()
    let dead = gone.processIdentifier
    let stale = ["progress.json.tmp-\(dead)-1a2b3c", "study.json.tmp-\(dead)-ff"]
    let kept = [
      "progress.json.tmp-\(getpid())-abc", "progress.json.tmp", "progress.json.tmp-\(dead)-XYZ",
      "progress.json.tmp-\(dead)", "notes.txt.tmp-\(dead)-ab",
    ]
    for name in stale + kept {
      try Data("half".utf8).write(to: folder.appendingPathComponent(name))
    }
    let result = try runAcademy(
      ["--seed", "5"], input: "lesson 1\nskip\nstudy easy\nquit\n", in: scratch)
    #expect(result.status == 0, "\(result.errors)")
    let names = try fileNames(in: folder)
    for name in stale { #expect(!names.contains(name), "\(name)") }
    for name in kept { #expect(names.contains(name), "\(name)") }
  }
}
