import Foundation
import Testing

@testable import sudoku_academy

/// Small terminals, through the real binary on a pseudo-terminal in colour: `board auto` never puts
/// the full board (77 columns) on a terminal it doesn't fit, and when even the compact board is
/// wider than the terminal the program says how wide it must be; help and study fit too.
@Suite(.enabled(if: TerminalSession.available, "needs util-linux script at /usr/bin/script"))
struct BoardFitTerminalTests {
  /// A drill with its pattern hint and show, the help lists, and a study game with a reveal.
  static let commands = [
    "lesson 3", "board", "hint", "hint", "show", "help", "help study", "study easy", "hint", "hint",
    "quit",
  ]

  /// The full board's top border: three segments of 24.
  static let fullBorder = "  ┌────────────────────────┬"

  static func boards(_ plain: [String]) -> [[String]] {
    var boards: [[String]] = []
    var current: [String] = []
    for line in plain + [""] {
      let columnLabels = line.hasPrefix("    1 ") && line.allSatisfy { $0 == " " || $0.isNumber }
      if columnLabels || line.contains("│") || line.hasPrefix("  ┌") || line.hasPrefix("  ├")
        || line.hasPrefix("  └")
      {
        current.append(line)
      } else if !current.isEmpty {
        boards.append(current)
        current = []
      }
    }
    return boards
  }

  @Test(arguments: [(60, 20), (44, 20)])
  func autoFitsSmallTerminals(columns: Int, rows: Int) async throws {
    let screen = try await ScreenTerminalTests.session(
      columns: columns, rows: rows, commands: Self.commands)
    let plain = screen.lines.map(DisplayWidth.plain)
    #expect(!plain.contains { $0.hasPrefix(Self.fullBorder) }, "no full board at \(columns)")
    // The drill, board, the pattern hint, show, the study game, a reveal: each a board that fits,
    // or in its place the line saying how wide the terminal must be (never a broken board).
    let boards = Self.boards(plain)
    let notes = plain.filter { $0.hasPrefix("This board needs a terminal ") }
    #expect(boards.count + notes.count >= 6, "\(boards.count) boards, \(notes.count) notes")
    for board in boards {
      let width = board.map { DisplayWidth.of($0) }.max() ?? 0
      #expect(width <= columns, "a \(width)-column board at \(columns)")
    }
    if columns < 50 { #expect(boards.isEmpty, "no compact board fits \(columns)") }
    #expect(
      plain.joined(separator: " ").contains("show one digit at a time") || notes.isEmpty,
      "the note says what fits")
    for line in plain where !line.hasPrefix(":0") {
      #expect(DisplayWidth.of(line) <= columns, "wider than \(columns): \(line)")
    }
  }
}
