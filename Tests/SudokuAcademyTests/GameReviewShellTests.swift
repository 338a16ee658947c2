import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// `study review` and `review-game`: a game with a planted guess, a planted long wait and a hint,
/// played in the shell on an injected clock, reviewed in both languages; the subcommand reviews
/// the same moves from a file.
@Suite struct GameReviewShellTests {
  static let puzzle = StudyShellTests.puzzle
  static var solution: Puzzle { StudyShellTests.solution }

  /// The empty cells, last first: the first few are placed before anything forces them.
  static var order: [Cell] {
    let characters = Array(puzzle)
    return Cell.all.filter { characters[$0.index] == "." }.reversed()
  }

  /// Plays the game: 7 s a move, 150 s before the 11th, a hint before the 13th.
  static func play(_ shell: Shell) {
    var clock: UInt64 = 1_000_000_000
    shell.monotonic = { clock }
    _ = shell.handle("study \(puzzle)")
    for (index, cell) in order.enumerated() {
      clock += (index == 10 ? 150 : 7) * 1_000_000_000
      if index == 12 { _ = shell.handle("hint") }
      _ = shell.handle("\(cell)=\(solution[cell.index])")
    }
  }

  @Test func afterSolvedTheReviewSaysWhatEachMoveRestedOn() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    _ = shell.handle("study review")
    #expect(transcript.text.contains("No finished game to review"))
    _ = shell.handle("study \(Self.puzzle)")
    transcript.lines.removeAll()
    _ = shell.handle("study review")
    #expect(transcript.text.contains("The review comes when the game is over"))
    Self.play(shell)
    #expect(transcript.text.contains("Type study review to see what each of your moves rested on."))
    transcript.lines.removeAll()
    _ = shell.handle("study review")
    let text = transcript.text
    for expected in [
      "Review of your game",
      "What your moves rested on: hidden single",
      "Guesses: 3, digits nothing of the curriculum forced yet when you placed them.",
      "At 1:10 you waited 2m 30s; a full house in box 8 was the way on.",
      "Hints: hidden single at",
      "Key moments",
      "r9c3=9 was a guess; nothing of the curriculum forced it then. It became a\n  single 1 move later.",
      "Practise hidden single (type lesson 1)",
      "Every move (41)",
      "hint (pointed to a hidden single)",
      "   1  0:07    r9c9=7 (hidden single)",
      "   4  0:28    r9c3=9 (guess, a single 1 move later)",
    ] {
      #expect(text.contains(expected), "the review says \(expected)")
    }
    #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
  }

  @Test func theReviewReadsInPortugueseAndAfterARestart() throws {
    let folder = try ScratchDirectory.fresh("review")
    do {
      let (shell, _, _) = try TestShell.make(seed: 5, in: folder)
      Self.play(shell)
      shell.finish()
    }
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, seed: 5, in: folder)
    _ = shell.handle("study review")
    let text = transcript.text
    for expected in [
      "Revisão do seu jogo",
      "Palpites: 3, dígitos que nada do curso forçava ainda quando os colocou.",
      "Momentos-chave",
      "foi um palpite; nada do curso o forçava então.",
      "Pratique único escondido (escreva lesson 1)",
      "Todas as jogadas (41)",
    ] {
      #expect(text.contains(expected), "a revisão diz \(expected)")
    }
  }

  @Test func reviewGameReviewsTheSameMovesFromAFile() throws {
    let directory = try ScratchDirectory("review-game")
    let folder = directory.url
    var lines = ["# a game", Self.puzzle]
    var seconds = 0
    for (index, cell) in Self.order.enumerated() {
      seconds += index == 10 ? 150 : 7
      let time = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
      if index == 12 { lines.append("\(time) hint") }
      lines.append("\(time) \(cell)=\(Self.solution[cell.index])")
    }
    let file = folder.appendingPathComponent("game.txt")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let json = try runAcademy(["review-game", "--json", file.path], input: "", in: directory)
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    #expect(object["guesses"] as? Int == 3)
    let waits = try #require(object["waits"] as? [[String: Any]])
    #expect(waits.first?["seconds"] as? Int == 150)
    let moves = try #require(object["moves"] as? [[String: Any]])
    #expect(moves.count == 42, "41 moves and a hint")
    let text = try runAcademy(["review-game", file.path], input: "", in: directory)
    #expect(
      text.output.contains("At 1:10 you waited 2m 30s; a full house in box 8 was the way on."))
    let bad = try runAcademy(
      ["review-game", "-"], input: Self.puzzle + "\nr1c2=4\n", in: directory)
    #expect(bad.status == 1)
    #expect(
      bad.errors
        == "line 2: r1c2=4 repeats the 4 in r1c1 (row 1): not placed, counted as a mistake.\n")
  }
}

/// `progress` shows the trend of the last games: guesses per game and the hardest technique found
/// unaided, as sparklines with the first and last values, or in ASCII as words.
@Suite struct GameTrendViewTests {
  static let games = [
    GameTrend(guesses: 3, hardestFound: .hiddenSingle),
    GameTrend(guesses: 2, hardestFound: .pointing),
    GameTrend(guesses: 0, hardestFound: .nakedPair),
    GameTrend(guesses: 0, hardestFound: .nakedPair),
  ]

  @Test func theTrendReadsInBothLanguagesAndInASCII() {
    let unicode = RenderStyle(color: false, unicode: true)
    let ascii = RenderStyle(color: false, unicode: false)
    #expect(
      Language.$current.withValue(.english) { ProgressView.recentGames(Self.games, style: unicode) }
        == "Last 4 games: guesses per game █▅▁▁ (3 → 0); the hardest technique you found on your own ▁▄██ (hidden single → naked pair)."
    )
    #expect(
      Language.$current.withValue(.english) { ProgressView.recentGames(Self.games, style: ascii) }
        == "Last 4 games: guesses per game fewer (3 -> 0); the hardest technique you found on your own harder (hidden single -> naked pair)."
    )
    #expect(
      Language.$current.withValue(.portuguese) {
        ProgressView.recentGames(Self.games, style: unicode)
      }
        == "Últimos 4 jogos: palpites por jogo █▅▁▁ (3 → 0); a técnica mais difícil que encontrou sem ajuda ▁▄██ (único escondido → par nu)."
    )
    #expect(
      Language.$current.withValue(.english) {
        ProgressView.recentGames([GameTrend(guesses: 1, hardestFound: .xWing)], style: unicode)
      } == "Last game: 1 guess; the hardest technique you found on your own: X-Wing.")
    #expect(ProgressView.recentGames([], style: unicode) == nil)
  }

  @Test func progressShowsItAfterASolvedGame() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 5)
    GameReviewShellTests.play(shell)
    transcript.lines.removeAll()
    _ = shell.handle("progress")
    #expect(
      transcript.text.contains(
        "Last game: 3 guesses; the hardest technique you found on your own: naked\n"))
  }
}
