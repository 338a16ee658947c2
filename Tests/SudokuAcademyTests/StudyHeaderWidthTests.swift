import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// The study header is said after every move: at its longest — the longest level name, the
/// largest seed, counts and time at the bounds a save may hold — every line of it fits the prose
/// width of an 80-column terminal (79) in both languages, and still names the seed and every
/// count.
@Suite struct StudyHeaderWidthTests {
  static let seeds: [UInt64?] = [nil, 0, 999_999_999, UInt64.max]
  static let counts = [0, 1, 12, 1_000, FileBounds.largestCount]

  @Test(arguments: [Language.english, .portuguese], [false, true])
  func everyHeaderFitsEightyColumns(language: Language, challenge: Bool) throws {
    let (shell, _, _) = try TestShell.make(seed: 5)
    let givens = try #require(Puzzle(text: StudyShellTests.puzzle))
    let solution = StudyShellTests.solution
    let levels: [(StudyLevel, Int?)] =
      challenge
      ? ChallengeLevel.ladder.map { ($0.studyLevel, $0.number) }
      : StudyLevel.allCases.map { ($0, nil) }
    Language.$current.withValue(language) {
      for (level, number) in levels {
        for seed in Self.seeds {
          for count in Self.counts {
            var game = StudyGame(
              givens: givens, solution: solution, level: level, seed: seed, challenge: number)
            game.moves = count
            game.mistakes = count
            game.hints = count
            game.reveals = min(count, level.revealCap)
            game.secondsPlayed = count == 0 ? 0 : Double(FileBounds.longestSeconds)
            let header = StudyActivity(game, store: shell.studyStore, shell: shell).header
            for line in header.split(separator: "\n") {
              #expect(DisplayWidth.of(line) <= 79, "\(DisplayWidth.of(line)): \(line)")
            }
            #expect(header.split(separator: "\n").count <= 2)
            if number == nil, let seed { #expect(header.contains(" \(seed)")) }
            #expect(header.contains("\(count) "))
          }
        }
      }
    }
  }

  /// The report's lines: a nine-digit seed in Portuguese (81 columns before) and a pasted puzzle
  /// beyond the eighteen in English (it wrapped).
  @Test func theReportedHeadersFitOnOneLine() throws {
    let (shell, _, _) = try TestShell.make(seed: 5)
    let givens = try #require(Puzzle(text: StudyShellTests.puzzle))
    let easy = StudyGame(
      givens: givens, solution: StudyShellTests.solution, level: .easy, seed: 377_829_464)
    let beyond = StudyGame(
      givens: givens, solution: StudyShellTests.solution, level: .beyondTheCurriculum, seed: nil)
    Language.$current.withValue(.portuguese) {
      #expect(
        StudyActivity(easy, store: shell.studyStore, shell: shell).header
          == "Fácil · semente 377829464 · 0:00 · 0 jogadas, 0 erros, 0 dicas, 3/3 revelações")
    }
    Language.$current.withValue(.english) {
      #expect(
        StudyActivity(beyond, store: shell.studyStore, shell: shell).header
          == "Beyond the lessons · pasted · 0:00 · 0 moves, 0 mistakes, 0 hints, 6/6 reveals"
      )
    }
  }
}
