import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// The challenge ladder in the shell, fed lines directly: opening the first level not yet solved,
/// locked levels, playing to Solved with the stars, the best kept, the next level opened, the save
/// and resume, replacing an unfinished game, progress and Tab.
@Suite struct ChallengeShellTests {
  /// The open game's solution as lines of placements, `perLine` cells a line.
  static func solvingLines(_ game: StudyGame, perLine: Int = 12) -> [String] {
    let moves = Cell.all.filter { game.digit(at: $0) == 0 }.map {
      "\($0)=\(game.solution[$0.index])"
    }
    return stride(from: 0, to: moves.count, by: perLine).map {
      moves[$0..<min($0 + perLine, moves.count)].joined(separator: " ")
    }
  }

  /// Prose as it reads, its wrapping at 80 columns undone.
  static func unwrapped(_ text: String?) -> String {
    (text ?? "").replacing(/\n +/, with: " ")
  }

  static func solve(_ shell: Shell) throws {
    let game = try #require(shell.study?.game)
    for line in solvingLines(game) { _ = shell.handle(line) }
  }

  @Test func challengeOpensLevelOneAndASolveEarnsThreeStars() throws {
    let (shell, transcript, folder) = try TestShell.make(seed: 21)
    let url = folder.appendingPathComponent("progress.json")
    _ = shell.handle("challenge")
    let game = try #require(shell.study?.game)
    #expect(game.challenge == 1)
    #expect(game.seed == ChallengeLevel.level(1)!.seed(session: 21, index: 0))
    #expect(
      transcript.text.contains(
        "Challenge 1: 40 clues, needs singles only. Stars: no mistake or hint ★★★"))
    #expect(
      transcript.lines.contains {
        $0.hasPrefix("Challenge 1 · 0:00 · 0 moves · 0 mistakes · 0 hints · 3/3 reveals")
      })
    #expect(shell.prompt.hasSuffix(" challenge 1 > "))
    try Self.solve(shell)
    let solved = try #require(transcript.lines.firstIndex { $0.hasPrefix("Solved in") })
    #expect(
      Self.unwrapped(transcript.lines[solved + 1])
        == "Challenge 1 ★★★: 0 mistakes + 0 hints + 0 reveals = 0. Level 2 is open (38 or 39 clues, needs singles only). Type challenge to play level 2."
    )
    #expect(shell.state.challengeRecord(1) == ChallengeRecord(solved: 1, bestStars: 3))
    #expect(
      try readProgressFile(url.path).challengeRecord(1) == ChallengeRecord(solved: 1, bestStars: 3))
    // No study record for a challenge game.
    #expect(shell.state.studyRecord(.easy).solved == 0)
    _ = shell.handle("progress")
    #expect(
      Self.unwrapped(transcript.text).contains(
        "Challenge: 1 ★★★; next, level 2 of 12 (38 or 39 clues, needs singles only)."))
    // The next level opens; the one after is locked.
    _ = shell.handle("challenge")
    #expect(shell.study?.game.challenge == 2)
    _ = shell.handle("challenge 3")
    #expect(
      Self.unwrapped(transcript.lines.last)
        == "Challenge level 3 opens when level 2 is solved; challenge plays level 2, the first not yet solved."
    )
    #expect(shell.study?.game.challenge == 2)
  }

  @Test func aReplayWithMistakesAndHintsEarnsFewerStarsAndKeepsTheBest() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 21)
    _ = shell.handle("challenge 1")
    try Self.solve(shell)
    _ = shell.handle("challenge 1")
    let game = try #require(shell.study?.game)
    #expect(game.challenge == 1 && game.moves == 0, "a fresh puzzle of the same level")
    #expect(game.seed == ChallengeLevel.level(1)!.seed(session: 21, index: 1))
    // A conflicting digit is a mistake; undo after a move erases none of it.
    let empty = try #require(Cell.all.first { game.digit(at: $0) == 0 })
    let clash = try #require(
      (1...9).first { d in empty.peers.contains { game.digit(at: $0) == d } })
    _ = shell.handle("\(empty)=\(clash)")
    _ = shell.handle("hint")
    _ = shell.handle("\(empty)=\(game.solution[empty.index])")
    _ = shell.handle("undo")
    #expect(
      transcript.lines.contains {
        $0.hasPrefix("Challenge 1 · ") && $0.contains("1 mistake · 1 hint")
      })
    try Self.solve(shell)
    #expect(
      transcript.lines.contains {
        $0.hasPrefix("Challenge 1 ★★☆: 1 mistake + 1 hint + 0 reveals = 2. Best for level 1: ★★★.")
      })
    #expect(shell.state.challengeRecord(1) == ChallengeRecord(solved: 2, bestStars: 3))
  }

  @Test func anUnfinishedChallengeIsSavedResumedAndNotReplacedWithoutYes() throws {
    let directory = try ScratchDirectory.fresh("challenge")
    let (shell, transcript, folder) = try TestShell.make(seed: 5, in: directory)
    _ = shell.handle("challenge")
    let game = try #require(shell.study?.game)
    let first = try #require(Self.solvingLines(game, perLine: 3).first)
    _ = shell.handle(first)
    shell.finish()
    #expect(
      Self.unwrapped(transcript.lines.last)
        == "Your unfinished challenge 1 is saved: type challenge to resume it.")
    #expect(try StudyShellTests.saved(in: folder).challenge == 1)

    let (again, log, _) = try TestShell.make(seed: 5, in: directory)
    again.start()
    #expect(log.text.contains("Your unfinished challenge 1 is saved: type challenge to resume it."))
    _ = again.handle("challenge")
    #expect(
      log.text.contains("Resumed your unfinished challenge 1 (40 or 41 clues, needs singles only).")
    )
    #expect(again.study?.game.placed == shell.study?.game.placed)
    #expect(again.study?.game.moves == 1)
    // A fresh level (or a study game) would replace it: a script needs --yes.
    _ = again.handle("challenge 1")
    #expect(
      Self.unwrapped(log.lines.last)
        == "This would replace your unfinished challenge 1 game with challenge 1; type challenge 1 --yes to replace it, or study to resume it. Nothing was replaced."
    )
    _ = again.handle("study easy")
    #expect(
      log.lines.last?.hasPrefix("This would replace your unfinished challenge 1 game") == true)
    _ = again.handle("challenge 1 --yes")
    #expect(again.study?.game.moves == 0)
    again.finish()
  }

  @Test func badLevelsAndTab() throws {
    let (shell, transcript, _) = try TestShell.make()
    _ = shell.handle("challenge 13")
    #expect(
      Self.unwrapped(transcript.lines.last)
        == "There is no challenge level '13': the levels are 1 to 12 (challenge alone plays the first not yet solved)."
    )
    _ = shell.handle("challenge hard")
    #expect(transcript.lines.last?.hasPrefix("There is no challenge level 'hard'") == true)
    #expect(shell.completions(before: "chall").contains("challenge"))
    #expect(shell.completions(before: "challenge ") == (1...12).map(String.init))
    _ = shell.handle("help challenge")
    #expect(transcript.text.contains("challenge [level] [--yes]"))
    #expect(transcript.text.contains("12 levels from 40 clues down to 23"))
  }

  @Test func everyLevelSolvedAndTheResetStartsAgain() throws {
    let solvedAll = ProgressState.empty.applying(
      ChallengeLevel.ladder.map { .challengeSolved($0.number, stars: 1) })
    let (shell, transcript, _) = try TestShell.make(progressFile: solvedAll.fileText)
    _ = shell.handle("challenge")
    #expect(
      Self.unwrapped(transcript.lines.last)
        == "Every challenge level is solved. challenge 1 to 12 plays one again for more stars.")
    _ = shell.handle("progress")
    #expect(transcript.text.contains("Challenge: 1 ★☆☆, 2 ★☆☆"))
    #expect(Self.unwrapped(transcript.text).contains("every level of 12 solved."))
    _ = shell.handle("reset challenge --yes")
    #expect(
      Self.unwrapped(transcript.lines.last)
        == "Reset your challenge records: the ladder starts again at level 1.")
    #expect(shell.state.nextChallenge?.number == 1)
  }

  @Test func asciiStarsWithoutUTF8() throws {
    let (shell, transcript, _) = try TestShell.make(
      style: RenderStyle(color: false, unicode: false), seed: 21)
    _ = shell.handle("challenge")
    #expect(
      Self.unwrapped(transcript.text).contains("no mistake or hint ***, 1-3 **-, 4 or more *--"))
    try Self.solve(shell)
    #expect(transcript.lines.contains { $0.hasPrefix("Challenge 1 ***: 0 mistakes") })
    _ = shell.handle("progress")
    #expect(transcript.text.contains("Challenge: 1 ***; next, level 2"))
  }
}
