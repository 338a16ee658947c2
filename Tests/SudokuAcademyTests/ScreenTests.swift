import Academy
import SudokuCore
import Testing

@testable import sudoku_academy

/// The output layer: display width, prose wrapping that keeps tokens whole, fixed blocks untouched.
@Suite struct ScreenTests {
  @Test(arguments: [
    ("plain", 5), ("\u{1B}[1;31mred\u{1B}[0m", 3), ("日本語", 6), ("e\u{301}", 1), ("■□", 2),
    ("│ (5) │", 7),
  ])
  func displayWidthCountsColumnsNotBytes(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func escapeSequencesDoNotCountTowardTheWidth() {
    let style = RenderStyle(color: true, unicode: true)
    let words = (1...30).map { style.paint("word\($0)", .code) }.joined(separator: " ")
    let lines = TextWrap.wrap(words, width: 40)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(lines.dropLast().allSatisfy { DisplayWidth.of($0) > 30 }, "lines are filled")
  }

  @Test func aGluedStepStringNeverBreaks() {
    let step = "Locked Candidates Type 1 (Pointing): 4 in b8 => r45c5<>4"
    let text = "✗ Miss — true, but that follows from pointing, not an X-Wing: \(step.keptTogether)."
    for width in 60...79 {
      let lines = TextWrap.wrap(text, width: width)
      #expect(lines.contains { $0.contains(step) }, "width \(width): \(lines)")
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      #expect(lines.allSatisfy { !$0.contains("\u{A0}") }, "glue is printed as a space")
    }
  }

  @Test func aGluedTokenLongerThanALineBreaksAtItsGlue() {
    let step = "X-Wing: 4 r48 c15 => r1c1,r3c1,r5c5,r9c1,r9c5<>4".keptTogether
    let lines = TextWrap.wrap("Also there: \(step) and more.", width: 30)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(lines)")
  }

  @Test func continuationLinesAreIndented() {
    let lines = TextWrap.wrap(String(repeating: "abc ", count: 40), width: 30)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
  }

  @Test func fixedBlocksAreNeverWrapped() {
    let line = ":0200:x:" + String(repeating: "1.3.5.7.9", count: 9) + ":612 618 712 713 714:::"
    let screen = Screen(
      style: RenderStyle(color: true, unicode: true),
      size: { TerminalSize(columns: 40, rows: 24) }, write: { _ in })
    #expect(screen.text(.fixed(line)) == line)
    let prose = screen.text(.prose(String(repeating: "word ", count: 30)))
    #expect(prose.split(separator: "\n").allSatisfy { $0.count <= 39 })
  }

  @Test func proseFollowsTheTerminalWidthReadAtEachOutput() {
    final class Width: @unchecked Sendable { var columns = 120 }
    let width = Width()
    let screen = Screen(
      style: RenderStyle(color: false, unicode: true),
      size: { TerminalSize(columns: width.columns, rows: 40) }, write: { _ in })
    let text = String(repeating: "word ", count: 60)
    let wide = screen.text(.prose(text)).split(separator: "\n")
    #expect(wide.map(\.count).max()! > 79 && wide.map(\.count).max()! <= 100, "capped at 100")
    width.columns = 50
    #expect(screen.text(.prose(text)).split(separator: "\n").allSatisfy { $0.count <= 49 })
  }

  @Test func lessonMarkdownIsRenderedNotPrinted() {
    let text = """
      Name the cell, `<>`, then the digit: `r1c1<>3`. HoDoKu writes it
      `Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3`.

          r7c1 {3,4}    r8c1 {3,4}

      - A list item that goes on
        over two lines.
      """
    let blocks = TextWrap.lessonBlocks(text, style: RenderStyle(color: false, unicode: true))
    let screen = Screen(
      style: RenderStyle(color: false, unicode: true), size: { nil }, write: { _ in })
    let shown = blocks.map(screen.text).joined(separator: "\n")
    #expect(!shown.contains("`"), "backticks are rendered, not printed")
    #expect(shown.contains("Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3"))
    #expect(shown.contains("\n    r7c1 {3,4}    r8c1 {3,4}\n"), "indented lines stay as they are")
    #expect(shown.contains("- A list item that goes on over two lines."))
  }
}
