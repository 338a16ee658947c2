import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// What a learner reading Portuguese sees: the real binary with `--language pt` on a
/// pseudo-terminal at 80×24, in colour and in ASCII, through the commands that draw (the session
/// of `ScreenTerminalTests`, then `lessons` and `progress`). Portuguese lines are longer, and the
/// fixed blocks (the lessons list, the progress table, board legends) must still fit.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct ScreenTerminalPortugueseTests {
  static let commands =
    Array(ScreenTerminalTests.commands.dropLast()) + ["lessons", "progress", "quit"]

  /// From a drill's header to its legend, with the prompt under it.
  static func drillHeights(_ lines: [String]) -> [Int] {
    var heights: [Int] = []
    var start: Int?
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("Exercício ") { start = index }
      if line.hasPrefix("Marcas: "), let first = start {
        heights.append(index - first + 2)
        start = nil
      }
    }
    return heights
  }

  @Test(arguments: [[], ["--ascii"]])
  func eightyByTwentyFour(style: [String]) async throws {
    let screen = try await ScreenTerminalTests.session(
      columns: 80, rows: 24, arguments: ["--language", "pt"] + style, commands: Self.commands)
    ScreenTerminalTests.checkScreen(screen)
    let plain = screen.lines.map(DisplayWidth.plain)
    let heights = Self.drillHeights(plain)
    #expect(heights.count == 2, "\(plain.joined(separator: "\n"))")
    #expect(heights.allSatisfy { $0 <= 24 }, "a drill fits the screen: \(heights)")
    #expect(plain.contains { $0.hasPrefix("Dígito 4: [4] pista, (4) colocado (") })
    let table = try #require(plain.firstIndex { $0.hasPrefix("   #  Técnica ") })
    #expect(plain[table + 1].hasPrefix("   1  Único escondido  "))
    #expect(plain.contains { $0.hasPrefix("   1 Único escondido  ") }, "the lessons list")
    // The lines the shell and the screen make, in Portuguese: the table and the lessons list.
    let ours = plain[table...table + 12].joined(separator: "\n")
    #expect(EnglishLeak.words(in: ours).isEmpty, "\(ours)")
  }
}
