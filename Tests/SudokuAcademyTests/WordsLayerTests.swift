import Foundation
import Testing

/// A language is one unit: outside the words layer no code names a language, so adding one is a
/// folder of renderers the compiler asks for, not a hunt through the program.
///
/// The words layer is every `Words/` folder (`Sources/Academy/Words/`,
/// `Sources/sudoku-academy/Words/`, `Sources/LessonFormat/Words/`) and each technique's words file beside its miss
/// (`Sources/Academy/Techniques/XWing/XWingWords.swift`). Anywhere else in `Sources/`, a
/// `Language.current` test or switch, a `.english`/`.portuguese` case or comparison (of `Language`
/// or the lesson format's `LessonLanguage`), is a sentence written
/// in the wrong place; and the two-literal `inLanguage(en:pt:)` is gone everywhere, so a third
/// language cannot silently fall into one of two branches.
@Suite struct WordsLayerTests {
  static let sources = DocsTruthTests.root.appendingPathComponent("Sources")

  /// Every Swift file of `Sources/`, by its path below it, with its text.
  static let files: [(path: String, text: String)] = {
    var files: [(String, String)] = []
    let walker = FileManager.default.enumerator(atPath: sources.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift"),
        let text = try? String(
          contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      files.append((path, text))
    }
    return files.sorted { $0.0 < $1.0 }
  }()

  static func isWordsLayer(_ path: String) -> Bool {
    let name = path.split(separator: "/").last ?? ""
    return path.contains("/Words/")
      || (path.hasPrefix("Academy/Techniques/") && name.contains("Words"))
  }

  /// The lines of `text` (numbered from 1) that branch on the reader's language, comments aside.
  static func languageBranches(in text: String) -> [Int] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      number, line in
      let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let branches =
        code.contains("Language.current ==") || code.contains("Language.current !=")
        || code.contains("switch Language.current") || code.contains("case .english")
        || code.contains("case .portuguese") || code.contains(", .english)")
        || code.contains(", .portuguese)") || code.contains("== .english")
        || code.contains("!= .english") || code.contains("== .portuguese")
        || code.contains("!= .portuguese")
      return branches ? number + 1 : nil
    }
  }

  @Test func noLanguageBranchOutsideTheWordsLayer() {
    let found = Self.files.filter { !Self.isWordsLayer($0.path) }.flatMap { file in
      Self.languageBranches(in: file.text).map { "Sources/\(file.path):\($0)" }
    }
    #expect(
      found.isEmpty,
      "per-language branches outside the words layer:\n\(found.joined(separator: "\n"))")
  }

  @Test func noTwoLiteralSentenceIsLeft() {
    let found = Self.files.filter { $0.text.contains("inLanguage(") }.map { "Sources/\($0.path)" }
    #expect(found.isEmpty, "inLanguage(en:pt:) still called in:\n\(found.joined(separator: "\n"))")
  }

  /// The checks find what they are for (so a test that passes is not one that cannot fail).
  @Test(arguments: [
    ("  switch Language.current {", true),
    ("    guard Language.current == .english else {", true),
    ("    case (.row, .portuguese): \"linha\"", true),
    ("    case .english: \"row\"", true),
    ("    where language != .english || file.name != \"README.md\" {", true),
    ("    \"no \\(language == .english ? \"\" : \"Portuguese \")lesson\"", true),
    ("  Language.$current.withValue(language) {", false),
    ("  // switch Language.current in a comment", false),
    ("  let language = Language(word: word)", false),
  ])
  func theCheckFindsBranches(line: String, branches: Bool) {
    #expect(Self.languageBranches(in: line).isEmpty == !branches)
  }

  @Test func theWordsLayerIsTheWordsFolders() {
    #expect(Self.isWordsLayer("Academy/Words/Phrasing.swift"))
    #expect(Self.isWordsLayer("sudoku-academy/Words/Portuguese/ShellWords+Portuguese.swift"))
    #expect(Self.isWordsLayer("Academy/Techniques/XWing/XWingWords.swift"))
    #expect(Self.isWordsLayer("Academy/Techniques/XWing/XWingWords+Portuguese.swift"))
    #expect(!Self.isWordsLayer("Academy/Techniques/XWing/XWingMiss.swift"))
    #expect(!Self.isWordsLayer("sudoku-academy/Shell/Shell.swift"))
  }
}
