import Testing

@testable import Academy
@testable import sudoku_academy

/// `guide` prints the lesson of the shell's language, headings included.
@Suite struct ShellLessonsTests {
  static let englishHeadings = [
    "Idea", "Spotting it", "Worked example", "Answering", "Common mistakes",
  ]
  static let portugueseHeadings = [
    "Ideia", "Como encontrar", "Exemplo resolvido", "Como responder", "Erros comuns",
  ]

  @Test func theGuideHeadingsAreTheLessonsLanguage() throws {
    let (shell, transcript, _) = try TestShell.make()
    var lines: [String] { transcript.text.split(separator: "\n").map(String.init) }
    _ = shell.handle("guide 3")
    #expect(transcript.lines.first?.hasPrefix("Pointing — ") == true)
    #expect(Self.englishHeadings.allSatisfy(lines.contains), "\(transcript.text)")

    _ = shell.handle("language pt")
    transcript.lines.removeAll()
    _ = shell.handle("guide 3")
    #expect(transcript.lines.first?.hasPrefix("Apontamento — ") == true, "\(transcript.text)")
    #expect(Self.portugueseHeadings.allSatisfy(lines.contains), "\(transcript.text)")
    #expect(!Self.englishHeadings.contains(where: lines.contains), "\(transcript.text)")
  }
}
