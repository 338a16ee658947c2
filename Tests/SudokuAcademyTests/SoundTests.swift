import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// `sound on|off` and when the shell rings, fed lines directly with a bell that counts: a refused
/// conflicting digit and Solved in a study game ring, nothing in a drill does, sound off silences
/// both, and the setting is kept in the progress file for the next session.
@Suite struct SoundTests {
  final class Bell: @unchecked Sendable {
    var rings = 0
  }

  /// Counts the rings of `shell`'s bell.
  static func ring(_ shell: Shell) -> Bell {
    let bell = Bell()
    shell.bell = { bell.rings += 1 }
    return bell
  }

  /// Every empty cell of the study puzzle with its solution digit: the line that solves it.
  static var solvingLine: String {
    let givens = Array(StudyShellTests.puzzle)
    let solution = StudyShellTests.solution
    return Cell.all.filter { givens[$0.index] == "." }.map { "\($0)=\(solution[$0])" }
      .joined(separator: " ")
  }

  @Test func aConflictAndSolvedRingAndSoundOffSilencesThem() throws {
    let folder = try ScratchDirectory("academy-sound")
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
    let bell = SoundTests.ring(shell)
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    #expect(bell.rings == 0)
    _ = shell.handle("r1c2=4")
    #expect(transcript.text.contains("r1c2=4 repeats the 4 in r1c1"))
    #expect(bell.rings == 1, "a refused conflicting digit rings")
    // Refusals that count no mistake are silent: a given, a line that can't be read.
    _ = shell.handle("r1c1=5")
    _ = shell.handle("r1c2=x")
    _ = shell.handle("r2c5<>1")
    #expect(bell.rings == 1)
    _ = shell.handle("sound off")
    #expect(transcript.text.contains("Sound off, now and in later sessions: no bell."))
    _ = shell.handle("r1c2=4")
    #expect(bell.rings == 1, "sound off: silent")
    _ = shell.handle("sound on")
    transcript.lines = []
    _ = shell.handle(Self.solvingLine)
    #expect(transcript.text.contains("Solved in"))
    #expect(bell.rings == 2, "Solved rings")
  }

  @Test func aRevealThatSolvesRingsToo() throws {
    let folder = try ScratchDirectory("academy-sound")
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
    let bell = SoundTests.ring(shell)
    _ = shell.handle("study \(StudyShellTests.nearlySolved(blanks: 1))")
    _ = shell.handle("show")
    #expect(transcript.text.contains("Solved in"))
    #expect(bell.rings == 1)
  }

  /// A drill never rings: a wrong placement there is judged and explained, not refused, and a
  /// right answer is one step, not a game won.
  @Test func drillsNeverRing() throws {
    let folder = try ScratchDirectory("academy-sound")
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
    let bell = SoundTests.ring(shell)
    _ = shell.handle("lesson 1")
    let drill = try #require(shell.focus.drill?.state.drill)
    // A digit that repeats one in its row: a miss in a drill.
    let cell = try #require(drill.grid.emptyCells.first)
    let peer = try #require(cell.peers.first { !drill.grid.isEmpty($0) })
    _ = shell.handle("\(cell)=\(drill.grid.digit(at: peer))")
    #expect(transcript.text.contains("✗"), "\(transcript.text)")
    _ = shell.handle(try #require(drill.answers.first))
    #expect(transcript.text.contains("✓"))
    #expect(bell.rings == 0)
  }

  /// The setting is kept in the progress file: a new session reads it, and says so.
  @Test func theSettingSurvivesARestart() throws {
    let folder = try ScratchDirectory("academy-sound")
    do {
      let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
      _ = shell.handle("sound")
      #expect(transcript.lines.last?.hasPrefix("Sound is on: the terminal bell rings") == true)
      _ = shell.handle("SOUND Off")
      shell.finish()
    }
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
    let bell = SoundTests.ring(shell)
    #expect(!shell.state.soundIsOn)
    _ = shell.handle("sound")
    #expect(transcript.lines.last == "Sound is off: no bell. sound on turns it back on.")
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    _ = shell.handle("r1c2=4")
    #expect(bell.rings == 0)
    _ = shell.handle("sound loud")
    #expect(
      transcript.lines.last
        == "sound takes on or off, not 'loud'; sound alone says whether it is on.")
    #expect(!shell.state.soundIsOn, "a word it doesn't know changes nothing")
  }

  /// A progress file from before the setting (today's version, with study records and a field
  /// this version does not know) reads as on; a session that only asks leaves it byte for byte,
  /// and `sound off` adds the one member.
  @Test func anOldProgressFileReadsAsOnAndIsKeptWhole() throws {
    let old = """
      {
        "note": "kept",
        "study": {
          "easy": {
            "bestSeconds": 412,
            "fewestHints": 0,
            "solved": 2
          }
        },
        "techniques": {
          "hidden-single": {
            "attempted": 3,
            "firstTry": 2,
            "lastPractised": "2026-11-30T08:00:00Z",
            "mastery": 2,
            "recentResults": [
              true,
              false,
              true
            ]
          }
        },
        "version": 1
      }

      """
    let folder = try ScratchDirectory("academy-sound")
    let url = folder.url.appendingPathComponent("progress.json")
    do {
      let (shell, transcript, _) = try TestShell.make(seed: 5, progressFile: old, in: folder.url)
      #expect(shell.state.soundIsOn)
      _ = shell.handle("sound")
      #expect(transcript.text.hasPrefix("Sound is on"))
      shell.finish()
      #expect(try String(contentsOf: url, encoding: .utf8) == old, "read, and kept whole")
    }
    let (shell, _, _) = try TestShell.make(seed: 5, in: folder.url)
    _ = shell.handle("sound off")
    shell.finish()
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == old.replacingOccurrences(
          of: "  \"study\": {", with: "  \"sound\": false,\n  \"study\": {"))
  }

  /// A progress file this version can't save (a newer version's, left untouched): the choice
  /// holds for the session, and the shell says only for it.
  @Test func aChoiceThatCannotBeKeptSaysSo() throws {
    let newer = #"{"version": 2, "techniques": {}}"#
    let folder = try ScratchDirectory("academy-sound")
    let (shell, transcript, _) = try TestShell.make(seed: 5, progressFile: newer, in: folder.url)
    let bell = SoundTests.ring(shell)
    _ = shell.handle("sound off")
    #expect(transcript.lines.last?.hasPrefix("Sound off, for this session only: no bell.") == true)
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    _ = shell.handle("r1c2=4")
    #expect(bell.rings == 0, "off in this session")
    shell.finish()
    let url = folder.url.appendingPathComponent("progress.json")
    #expect(try String(contentsOf: url, encoding: .utf8) == newer)
  }

  /// In a script the setting is kept, and the shell says the bell stays silent there.
  @Test func aScriptIsToldItStaysSilent() throws {
    let folder = try ScratchDirectory("academy-sound")
    let (shell, transcript, _) = try TestShell.make(seed: 5, in: folder.url)
    _ = shell.handle("sound")
    #expect(transcript.text.contains("It rings only on a terminal, so this scripted session"))
  }
}
