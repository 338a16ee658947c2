import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// Golden text for what the learner sees: boards plain, in color and in ASCII, `show` marks, the lesson
/// list and the progress view. Set `RECORD_SNAPSHOTS=1` to rewrite the files after a deliberate change.
@Suite struct RenderingTests {
  static let position =
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"

  static func snapshot(_ name: String, _ text: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots/\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text + "\n" == expected, "\(name) differs from Snapshots/\(name).txt")
  }

  static func pointingStep(_ grid: Grid) throws -> Step {
    try #require(Finder.steps(.pointing, in: grid).first)
  }

  @Test func plainBoard() throws {
    let grid = try Position(parsing: Self.position).grid
    try Self.snapshot(
      "board-unicode", BoardRenderer(style: RenderStyle(color: false, unicode: true)).render(grid))
  }

  @Test func asciiShowMarksPatternAndRemovals() throws {
    let grid = try Position(parsing: Self.position).grid
    let step = try Self.pointingStep(grid)
    let text = BoardRenderer(style: .plain).render(grid, marks: BoardMarks(step: step, grid: grid))
    try Self.snapshot("show-ascii", text)
    #expect(text.contains("-3"), "a removed candidate is marked -d")
    #expect(text.contains("*"), "pattern cells are marked *")
    let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII)
  }

  @Test func colorShowStrikesThroughRemovals() throws {
    let grid = try Position(parsing: Self.position).grid
    let step = try Self.pointingStep(grid)
    let text = BoardRenderer(style: RenderStyle(color: true, unicode: true)).render(
      grid, marks: BoardMarks(step: step, grid: grid))
    try Self.snapshot("show-color", text)
    #expect(
      text.contains("\u{1B}[9;1;31m-3\u{1B}[0m"), "removed candidates are struck through in red")
  }

  @Test func boardFitsEightyColumns() throws {
    let grid = try Position(parsing: Self.position).grid
    for style in [RenderStyle.plain, RenderStyle(color: false, unicode: true)] {
      for line in BoardRenderer(style: style).render(grid).split(separator: "\n") {
        #expect(line.count <= 80)
      }
    }
  }

  @Test func meters() {
    #expect(RenderStyle(color: false, unicode: true).meter(3) == "■■■□□")
    #expect(RenderStyle.plain.meter(2) == "[##...]")
  }

  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], true), (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
    (["LC_CTYPE": "C.utf8"], true), ([:], false),
  ])
  func unicodeFollowsTheLocale(environment: [String: String], unicode: Bool) {
    #expect(RenderStyle.localeIsUTF8(environment) == unicode)
  }

  @Test func colorAutoNeedsATerminalAndNoNoColor() {
    #expect(RenderStyle(mode: .auto, ascii: false, environment: [:], stdoutIsTerminal: true).color)
    #expect(
      !RenderStyle(
        mode: .auto, ascii: false, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true
      ).color)
    #expect(
      !RenderStyle(mode: .auto, ascii: false, environment: [:], stdoutIsTerminal: false).color)
    #expect(
      RenderStyle(
        mode: .always, ascii: false, environment: ["NO_COLOR": "1"], stdoutIsTerminal: false
      ).color)
  }
}
