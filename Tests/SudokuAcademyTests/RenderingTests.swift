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
    try Fixture.snapshot(text + "\n", at: "Tests/SudokuAcademyTests/Snapshots/\(name).txt")
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
    #expect(text.contains("x3"), "a removed candidate is marked x")
    #expect(!text.contains("-3"), "a removed candidate never reads as a minus or a range")
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
      text.contains("\u{1B}[31mx\u{1B}[0m\u{1B}[9;31m3\u{1B}[0m"),
      "removed candidates are struck through in red and marked x")
  }

  /// A skyscraper's roofs and an XY-Wing's pincers are marked `^`, apart from the base cells and
  /// the pivot (`*`), on the second hint's board and on `show`'s, and the legend names them.
  @Test(arguments: [
    (
      Technique.skyscraper,
      ":0400:x:+1.3+7+8+2..4+2+58+9647+1+3+7.+45+3+12.+84.1+6...2+5.2+6..5..+75.+9+2.3..6.1+5....+7+2..71+26..9..+23+578.1::::",
      "roof"
    ),
    (
      Technique.xyWing,
      ":0800:x:6+53+98+7+41+27+4+9..+5..3+1+8+246+3+795....4.+1.........2..+615.93.+89+3+7.+5+42.+15+26..1...81+4..2..7:644 744 844 648 654 854 657 888 698:::",
      "pincer"
    ),
  ])
  func roofsAndPincersAreMarkedApart(_ technique: Technique, _ line: String, _ noun: String) throws
  {
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first)
    let ends = Set(step.endCells)
    #expect(ends.count == 2 && ends.isSubset(of: step.patternCells))
    let renderer = BoardRenderer(style: RenderStyle(color: false, unicode: true))
    let hint = BoardMarks(
      pattern: step.hintPatternCells(in: grid), digits: step.hintPatternDigits, grid: grid,
      endsOf: step)
    for marks in [hint, BoardMarks(step: step, grid: grid)] {
      let lines = renderer.render(grid, marks: marks, view: .compact).split(separator: "\n")
      for cell in step.patternCells {
        let row = try #require(lines.first { $0.hasPrefix("\(cell.row + 1) ") })
        let shown = grid.candidates(at: cell).map { digit in
          marks.removed.contains(Candidate(cell, digit)) ? "x\(digit)" : "\(digit)"
        }.joined()
        let mark = ends.contains(cell) ? "^" : "*"
        #expect(row.contains(" \(mark)\(shown)"), "\(cell) marked \(mark):\n\(row)")
      }
      #expect(
        lines.last!.hasPrefix("Marks: [5] given   (5) placed   * pattern cell   ^ \(noun)"),
        "\(lines.last!)")
    }
  }

  @Test func boardFitsEightyColumns() throws {
    let grid = try Position(parsing: Self.position).grid
    for style in [RenderStyle.plain, RenderStyle(color: false, unicode: true)] {
      for line in BoardRenderer(style: style).render(grid).split(separator: "\n") {
        #expect(line.count <= 80)
      }
    }
  }

  @Test func compactBoardIsOneLinePerRowAndMarksTheSame() throws {
    let grid = try Position(parsing: Self.position).grid
    let step = try Self.pointingStep(grid)
    let renderer = BoardRenderer(style: RenderStyle(color: false, unicode: true))
    let text = renderer.render(grid, marks: BoardMarks(step: step, grid: grid), view: .compact)
    try Self.snapshot("show-compact", text)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 15, "labels, 3 bands of 3 rows with 4 borders, and the legend")
    let widths = Set(lines.dropFirst().dropLast().map { DisplayWidth.of($0) })
    #expect(widths.count == 1, "every grid line has one width: \(widths)")
    #expect(text.contains("*34"), "pattern cells are marked * before their candidates")
    #expect(text.contains("x3"), "removed candidates are marked x")
    #expect(lines.last!.hasPrefix("Marks: [5] given   (5) placed   * pattern cell   x7 removed"))
  }

  @Test func oneDigitBoardShowsOnlyThatDigit() throws {
    let grid = try Position(parsing: Self.position).grid
    let text = BoardRenderer(style: .plain).digit(3, in: grid)
    try Self.snapshot("digit-3-ascii", text)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 15)
    let digits = Set(text.filter(\.isNumber).map { $0 })
    #expect(
      lines.dropFirst().dropLast().allSatisfy { line in
        line.dropFirst(2).allSatisfy { !$0.isNumber || $0 == "3" }
      }, "the grid shows no digit but 3")
    #expect(digits.isSuperset(of: ["3"]))
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
    let term = ["TERM": "xterm-256color"]
    #expect(RenderStyle(mode: .auto, ascii: false, environment: term, stdoutIsTerminal: true).color)
    #expect(!RenderStyle(mode: .auto, ascii: false, environment: [:], stdoutIsTerminal: true).color)
    #expect(
      !RenderStyle(mode: .auto, ascii: false, environment: ["TERM": "dumb"], stdoutIsTerminal: true)
        .color)
    #expect(
      !RenderStyle(
        mode: .auto, ascii: false, environment: ["NO_COLOR": "1", "TERM": "xterm"],
        stdoutIsTerminal: true
      ).color)
    #expect(
      !RenderStyle(mode: .auto, ascii: false, environment: term, stdoutIsTerminal: false).color)
    #expect(
      RenderStyle(
        mode: .always, ascii: false, environment: ["NO_COLOR": "1"], stdoutIsTerminal: false
      ).color)
  }
}
