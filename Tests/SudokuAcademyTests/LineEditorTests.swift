import Testing

@testable import sudoku_academy

/// The editor itself needs a terminal (see the tmux checks in the commit); its pure parts are here.
@Suite struct LineEditorTests {
  @Test(arguments: [
    ("academy > ", "academy > "),
    ("\u{1B}[1;32macademy\u{1B}[0m > ", "\u{1}\u{1B}[1;32m\u{1}academy\u{1}\u{1B}[0m\u{1} > "),
    ("■ \u{1B}[7mx", "■ \u{1}\u{1B}[7m\u{1}x"),
    ("a\u{1}b", "ab"),
    ("\u{1B}(B>", "\u{1}\u{1B}(B\u{1}>"),
    ("cut \u{1B}[1", "cut \u{1}\u{1B}[1\u{1}"),
  ])
  func escapeSequencesInPromptsAreMarkedInvisible(prompt: String, marked: String) {
    #expect(markingEscapeSequencesInvisible(prompt) == marked)
  }
}
