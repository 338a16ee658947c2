import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// `sound on|off|all` and when the shell rings, fed lines directly with a bell that counts: a
/// refused conflicting digit and Solved in a study game ring, `sound all` adds each accepted
/// placement and each reveal, nothing in a drill does, sound off silences every one, and the
/// setting is kept in the progress file for the next session.
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

  /// The study puzzle's `n`th empty cell, its solution digit, and a candidate of it that is not.
  static func empty(_ n: Int = 0) -> (cell: Cell, digit: Int, other: Int) {
    let grid = Grid(givens: Puzzle(text: StudyShellTests.puzzle)!)
    let cell = grid.emptyCells.filter { grid.candidates(at: $0).count > 1 }[n]
    let digit = StudyShellTests.solution[cell]
    let other = grid.candidates(at: cell).sorted().first { $0 != digit }!
    return (cell, digit, other)
  }

  /// Each event of a study game, at each level of `sound`, in both languages: what rings and what
  /// does not. Off: nothing. On: a refused conflicting digit and Solved. All: those and each line
  /// that places a digit and each reveal; a line that only removes candidates, a clear, an undo
  /// and rung 1 stay silent; a placement or reveal that solves rings once, not twice.
  @Test(arguments: [Language.english, .portuguese], SoundSetting.allCases)
  func eachEventAtEachLevel(_ language: Language, _ setting: SoundSetting) throws {
    let (shell, _, _) = try TestShell.make(language: language)
    let bell = SoundTests.ring(shell)
    let (cell, digit, other) = Self.empty()
    let (second, secondDigit, _) = Self.empty(1)
    let (third, _, thirdOther) = Self.empty(2)
    _ = shell.handle("sound \(setting.rawValue)")
    #expect(shell.state.soundSetting == setting)
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    func expectRings(
      _ line: String, _ rings: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let before = bell.rings
      _ = shell.handle(line)
      #expect(
        bell.rings - before == rings, "\(line) with sound \(setting)",
        sourceLocation: sourceLocation)
    }
    let onRings = setting == .off ? 0 : 1
    let allRings = setting == .all ? 1 : 0
    expectRings("r1c2=4", onRings)  // a conflicting digit, refused
    expectRings("\(cell)<>\(other)", 0)  // only eliminations
    expectRings("\(cell)=\(digit)", allRings)  // an accepted placement
    expectRings("\(cell)=0", 0)  // a clear
    expectRings("undo", 0)  // the digit back, by undo
    expectRings("\(second)=\(secondDigit) \(third)<>\(thirdOther)", allRings)  // with others
    expectRings("hint", 0)  // rung 1: where to look, nothing placed
    expectRings("hint", allRings)  // rung 2, a reveal
    expectRings("show", allRings)
    expectRings(Self.solvingLine, onRings)  // Solved, one bell
    // A reveal that solves: one bell too.
    _ = shell.handle("study \(StudyShellTests.nearlySolved(blanks: 1))")
    expectRings("show", onRings)
  }

  /// `sound all` and `sound` after it, in both languages, and the refusal of a word it doesn't
  /// know naming the three.
  @Test func soundAllSaysWhatRingsInBothLanguages() throws {
    let (english, englishTranscript, _) = try TestShell.make(interactive: true)
    func said(_ shell: Shell, _ transcript: ShellTests.Transcript, _ line: String) -> String {
      ShellPortugueseTests.flat(ShellPortugueseTests.said(shell, transcript, line))
    }
    #expect(
      said(english, englishTranscript, "sound all")
        == "Sound on every move, now and in later sessions: the terminal bell rings on each "
        + "digit a study game accepts and on each reveal, as well as when it refuses a digit "
        + "that repeats one in its row, column or box, and on Solved.")
    #expect(
      said(english, englishTranscript, "sound")
        == "Sound is on for every move: the terminal bell rings on each digit a study game "
        + "accepts and on each reveal, as well as when it refuses a digit that repeats one in "
        + "its row, column or box, and on Solved. sound on rings only on a refused digit and "
        + "Solved; sound off silences it.")
    _ = english.handle("sound on")
    #expect(
      said(english, englishTranscript, "sound").hasSuffix(
        "and on Solved. sound all rings on each placement and reveal too; sound off silences it."))

    let (portuguese, transcript, _) = try TestShell.make(language: .portuguese, interactive: true)
    let all = said(portuguese, transcript, "sound all")
    ShellPortugueseTests.expectPortuguese(all)
    #expect(
      all
        == "Som em todas as jogadas, agora e nas sessões seguintes: o terminal dá um sinal "
        + "sonoro a cada dígito que um jogo de estudo aceita e a cada revelação, e também quando "
        + "recusa um dígito que repete outro da sua linha, coluna ou caixa, e quando o puzzle "
        + "fica resolvido.")
    let status = said(portuguese, transcript, "sound")
    ShellPortugueseTests.expectPortuguese(status)
    #expect(
      status
        == "O som está ligado em todas as jogadas: o terminal dá um sinal sonoro a cada dígito "
        + "que um jogo de estudo aceita e a cada revelação, e também quando recusa um dígito "
        + "que repete outro da sua linha, coluna ou caixa, e quando o puzzle fica resolvido. "
        + "sound on deixa-o soar só num dígito recusado e no Resolvido; sound off desliga-o.")
    _ = portuguese.handle("sound on")
    #expect(
      said(portuguese, transcript, "sound").hasSuffix(
        "fica resolvido. sound all fá-lo soar também a cada colocação e revelação; sound off "
          + "desliga-o."))
    #expect(
      said(portuguese, transcript, "sound alto")
        == "sound aceita on, all ou off, e não «alto»; sound sozinho diz qual está escolhido.")
    #expect(portuguese.state.soundSetting == .on, "a word it doesn't know changes nothing")
  }

  /// `sound all` is kept in the progress file: a new session reads it back, says it, and rings on
  /// a placement; the file holds `"sound": "all"`.
  @Test func soundAllSurvivesARestart() throws {
    let folder = try ScratchDirectory("academy-sound")
    do {
      let (shell, _, _) = try TestShell.make(in: folder.url)
      _ = shell.handle("sound all")
      shell.finish()
    }
    let text = try String(
      contentsOf: folder.url.appendingPathComponent("progress.json"), encoding: .utf8)
    #expect(text.contains("\"sound\": \"all\""))
    let (shell, transcript, _) = try TestShell.make(in: folder.url)
    let bell = SoundTests.ring(shell)
    #expect(shell.state.soundSetting == .all)
    _ = shell.handle("sound")
    #expect(transcript.text.hasPrefix("Sound is on for every move"))
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    let (cell, digit, _) = Self.empty()
    _ = shell.handle("\(cell)=\(digit)")
    #expect(bell.rings == 1)
  }

  /// `sound all` never rings in a drill either: a placement there is an answer, not a move.
  @Test func drillsNeverRingWithSoundAll() throws {
    let (shell, transcript, _) = try TestShell.make()
    let bell = SoundTests.ring(shell)
    _ = shell.handle("sound all")
    _ = shell.handle("lesson 1")
    let drill = try #require(shell.focus.drill?.state.drill)
    _ = shell.handle("hint")
    _ = shell.handle(try #require(drill.answers.first))
    #expect(transcript.text.contains("✓"))
    _ = shell.handle("lesson 2")
    _ = shell.handle("show")
    #expect(bell.rings == 0)
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
        == "sound takes on, all or off, not 'loud'; sound alone says which is on.")
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
    #expect(
      ShellPortugueseTests.flat(transcript.text).contains(
        "It rings only on a terminal, so this scripted session"))
    _ = shell.handle("sound all")
    #expect(
      ShellPortugueseTests.flat(transcript.text).hasSuffix(
        "and on Solved. It rings only on a terminal, so this scripted session stays silent."))
    let (portuguese, portugueseTranscript, _) = try TestShell.make(language: .portuguese)
    _ = portuguese.handle("sound all")
    #expect(
      ShellPortugueseTests.flat(portugueseTranscript.text).hasSuffix(
        "fica resolvido. Só soa num terminal, por isso esta sessão em script fica em silêncio."))
  }
}
