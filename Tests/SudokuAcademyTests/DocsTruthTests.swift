import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// The repository documents itself, so its pages and comments must name only what exists: a Swift
/// type, a source file, a subcommand, an option or a shell command that a page in `docs/`, the
/// README, `Lessons/README.md` or a comment names in backticks is checked against the sources and
/// the declarations.
///
/// Only what looks like code is checked, so prose stays free: a camel-case word (`LogicalSolver`,
/// `StudyStore.url`) or a capitalised one with a member (`Shell.run`) is a type; a backticked path
/// with a `/` or a name ending in `.swift` is a file; `sudoku-academy …` is a command line; the
/// first column of the README's shell table holds shell commands. Placeholders (`<key>`), globs,
/// `$VARIABLES`, `~` and absolute paths are not checked.
@Suite struct DocsTruthTests {
  static let root = Fixture.repository

  static let pages: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md", "Lessons/README.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  static func text(_ page: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
  }

  /// Every Swift file of the package (sources, tests, scripts, plugins, benchmarks), by path.
  static let swiftFiles: [String] = {
    var files: [String] = []
    for folder in ["Sources", "Tests", "Scripts", "Plugins", "Benchmarks"] {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: base.path)
      while let path = walker?.nextObject() as? String {
        if path.hasSuffix(".swift") && !path.contains(".build/") {
          files.append(folder + "/" + path)
        }
      }
    }
    return files
  }()

  static let swiftSource: String = swiftFiles.compactMap {
    try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
  }.joined(separator: "\n")

  /// `R9C4`, `r1c789`: a cell, not a type.
  static func isCell(_ code: String) -> Bool {
    code.lowercased().wholeMatch(of: /r\d+c\d+/) != nil
  }

  /// Names declared (or extended) as types anywhere in the package, and the targets' names.
  static let typeNames: Set<String> = {
    var names: Set<String> = ["SudokuCore", "Academy", "LessonEmbedder", "EmbedLessons"]
    let pattern = /(?:struct|enum|class|protocol|actor|typealias|extension)\s+([A-Z]\w*)/
    for match in swiftSource.matches(of: pattern) { names.insert(String(match.1)) }
    return names
  }()

  /// Names declared as functions, properties or cases anywhere in the package.
  static let memberNames: Set<String> = {
    Set(swiftSource.matches(of: /(?:func|var|let|case)\s+(\w+)/).map { String($0.1) })
  }()

  static func declaresMember(_ name: String) -> Bool { memberNames.contains(name) }

  /// The inline code spans of a page, outside fenced blocks, with their line numbers.
  static func spans(_ text: String) -> [(line: Int, code: String)] {
    var result: [(Int, String)] = []
    var fenced = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        fenced.toggle()
        continue
      }
      guard !fenced else { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      for index in stride(from: 1, to: parts.count - 1, by: 2) {
        result.append((number + 1, String(parts[index])))
      }
    }
    return result
  }

  /// What is wrong with one code span, or nil: a type that isn't declared, a file that isn't there,
  /// a command line the declaration would refuse.
  static func problem(_ code: String, on page: String) -> String? {
    if !code.hasSuffix(".swift"),
      let match = code.wholeMatch(
        of: /([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z]+)(?:\.(\w+))?(\([\w:]*\))?/)
    {
      let type = String(match.1)
      // A camel-case word is one of ours; a plain capitalised one (`Int.max`, `Solved`) is
      // checked only when it is ours.
      let isCamel = type.dropFirst().contains { $0.isUppercase }
      guard typeNames.contains(type) else { return isCamel ? "no type \(type)" : nil }
      if let member = match.2, !["allCases", "rawValue"].contains(member),
        !declaresMember(String(member))
      {
        return "\(type) has no member \(member)"
      }
      return nil
    }
    if code.hasPrefix("sudoku-academy") {
      return commandProblem(code)
    }
    // Paths into the repository's own folders, and Swift files by name.
    let folders = [
      "Sources/", "Tests/", "Scripts/", "Plugins/", "Benchmarks/", "docs/", "Lessons/",
    ]
    let isPath =
      code.hasSuffix(".swift") || code.hasSuffix(".md") || folders.contains { code.hasPrefix($0) }
      || page.hasPrefix("docs/") && code.contains("/")
    guard isPath, !code.contains(" "), code.first.map({ $0.isLetter || $0 == "." }) == true,
      !code.contains(where: { "*<>$~|=".contains($0) }), !code.hasPrefix("..")
    else { return nil }
    let trimmed = code.hasSuffix("/") ? String(code.dropLast()) : code
    let fileManager = FileManager.default
    let pageFolder = root.appendingPathComponent(page).deletingLastPathComponent()
    let bases =
      [root, pageFolder] + ["Sources", "Lessons", "docs"].map(root.appendingPathComponent)
    for base in bases {
      if fileManager.fileExists(atPath: base.appendingPathComponent(trimmed).path) { return nil }
    }
    if swiftFiles.contains(where: { $0.hasSuffix("/" + trimmed) }) { return nil }
    return "no file \(code)"
  }

  /// A command line: its subcommand must exist and each option must be declared and apply to it.
  static func commandProblem(_ line: String) -> String? {
    for part in line.split(separator: "|") {
      let words = part.split(separator: " ").map(String.init)
      guard words.first == CommandLineDeclaration.program else { continue }
      var command: Command?
      var valueFollows = false
      for word in words.dropFirst() {
        if word.hasPrefix("#") || word.hasPrefix("<") && word.count == 1 { break }
        if valueFollows {
          valueFollows = false
          continue
        }
        if word.hasPrefix("--") {
          let name = String(word.dropFirst(2).prefix { $0 != "=" })
          guard let option = OptionName(rawValue: name) else { return "no option --\(name)" }
          let spec = CommandLineDeclaration.option(named: option)
          if let spec, !spec.applies(to: command ?? .shell) {
            return "--\(name) does not apply to \((command ?? .shell).spoken)"
          }
          valueFollows = spec?.value != OptionValue.none && !word.contains("=")
        } else if command == nil, word.first?.isLetter == true {
          guard let named = Command(rawValue: word), named != .shell else {
            return "no subcommand \(word)"
          }
          command = named
        } else if command == nil, !word.hasPrefix("-") {
          command = .shell
        }
      }
    }
    return nil
  }

  @Test(arguments: pages)
  func pagesNameOnlyWhatExists(page: String) throws {
    let text = try Self.text(page)
    var problems: [String] = []
    for (line, code) in Self.spans(text) {
      if let problem = Self.problem(code, on: page) {
        problems.append("\(page):\(line): \(problem)")
      }
    }
    // Command lines in code blocks: `$ sudoku-academy …` transcripts and the subcommand list.
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let command = line.hasPrefix("$ ") ? line.dropFirst(2) : line[...]
      if command.hasPrefix(CommandLineDeclaration.program + " "),
        let problem = Self.commandProblem(String(command))
      {
        problems.append("\(page):\(number + 1): \(problem)")
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// docs/techniques.md's table is the registry's: every technique in curriculum order, with its
  /// key, its library code and whether it places digits, and nothing else.
  @Test func theTechniquesTableIsTheRegistry() throws {
    let rows = try Self.text("docs/techniques.md").split(separator: "\n").filter {
      $0.hasPrefix("| ") && ($0.dropFirst(2).first?.isNumber ?? false)
    }.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    let listed = rows.map { Array($0.prefix(4)) }
    let registry = Technique.allCases.map { technique in
      [
        "\(technique.number)", "`\(technique.rawValue)`", technique.libraryCode,
        technique.placesDigits ? "placement" : "elimination",
      ]
    }
    // The code column may say which other codes are read too: `0002 (0000 full house read too)`.
    let codesRead = listed.map { row in row.enumerated().map { $0 == 2 ? String($1.prefix(4)) : $1 }
    }
    #expect(codesRead == registry)
  }

  /// docs/portuguese.md's table of names is the registry's, in curriculum order: each technique's
  /// name in an English and a Portuguese sentence (a parenthesis may add the locked variant) and its
  /// Portuguese article.
  @Test func thePortugueseNamesTableIsTheRegistry() throws {
    let rows = try Self.text("docs/portuguese.md").split(separator: "\n").filter {
      $0.hasPrefix("| ") && ($0.dropFirst(2).first?.isNumber ?? false)
    }.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
    func name(_ cell: String) -> String {
      String(cell.split(separator: " (")[0])
    }
    let listed = rows.map { [$0[0], name($0[1]), name($0[2]), name($0[3])] }
    let registry = Technique.allCases.map { technique in
      let english = Language.$current.withValue(.english) { technique.nameInSentence }
      let portuguese = Language.$current.withValue(.portuguese) { technique.nameInSentence }
      let article = technique.gender == .feminine ? "a" : "o"
      return ["\(technique.number)", english, portuguese, "\(article) \(portuguese)"]
    }
    #expect(listed == registry)
  }

  /// docs/formats.md names exactly the library codes the registry reads: each technique's own and
  /// the others read as it (`0110` locked pair).
  @Test func theLibraryCodesParagraphIsTheRegistry() throws {
    let text = try Self.text("docs/formats.md")
    let paragraph = try #require(text.range(of: "Our\n     codes are")).lowerBound
    let end = try #require(text[paragraph...].range(of: "any other code names no technique"))
    let codes = Set(
      text[paragraph..<end.lowerBound].matches(of: /`(\d{4})`/).map { String($0.output.1) })
    let registry = Set(
      Technique.allCases.flatMap { [$0.rule.libraryCode] + $0.rule.otherLibraryCodes })
    #expect(codes == registry)
  }

  /// Comments follow the same rule as the pages: a type, member, file or command line named in
  /// backticks exists (the build plugin's generated `EmbeddedLessons.swift` aside), and a page a
  /// comment cites (`docs/study.md`, `README.md`) is one the repository has — it documents itself,
  /// so a design note kept elsewhere is no reference.
  @Test func commentsNameOnlyWhatExists() throws {
    var problems: [String] = []
    for file in Self.swiftFiles where !file.hasSuffix("DocsTruthTests.swift") {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n").enumerated()
      where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for (_, code) in Self.spans(String(line))
        where code != "EmbeddedLessons.swift" && !Self.isCell(code) {
          if let problem = Self.problem(code, on: file) {
            problems.append("\(file):\(number + 1): \(problem)")
          }
        }
        for match in line.matches(of: /[\w\/.-]*[\w-]+\.md\b/) {
          let page = String(match.0)
          let candidates = page.contains("/") ? [page] : [page, "docs/" + page, "Lessons/" + page]
          let exists = candidates.contains {
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
          }
          if !exists { problems.append("\(file):\(number + 1): \(page)") }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The README's table of shell commands names only commands the shell has.
  @Test func theShellTableNamesShellCommands() throws {
    let text = try Self.text("README.md")
    let section = try #require(text.components(separatedBy: "## The shell\n").dropFirst().first)
    let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n")
      .filter { $0.hasPrefix("| `") }
    #expect(rows.count > 10)
    let commands = Set(ShellCommand.allWords)
    for row in rows {
      let firstCell = String(row.dropFirst(1)).components(separatedBy: " | ")[0]
      for (_, code) in Self.spans(firstCell) {
        let word = code.split(separator: " ").first.map(String.init) ?? code
        let isAnswer = word.first == "r" && word.dropFirst().first?.isNumber == true
        #expect(commands.contains(word) || isAnswer, "README: no shell command '\(word)' (\(row))")
      }
    }
  }

  /// The table of where each option applies (docs/command-line.md) says what the declaration says.
  @Test func theOptionTableMatchesTheDeclaration() throws {
    let text = try Self.text("docs/command-line.md")
    let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("| `--") }
    var seen: Set<OptionName> = []
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let options = Self.spans(cells[0]).compactMap { span -> OptionName? in
        let flag = span.code.split(separator: " ")[0].split(separator: "/")[0]
        return OptionName(rawValue: String(flag.dropFirst(2)))
      }
      #expect(!options.isEmpty, "\(row)")
      var commands = Set(Self.spans(cells[1]).compactMap { Command(rawValue: $0.code) })
      if cells[1].hasPrefix("shell") { commands.insert(.shell) }
      if cells[1] == "everything" { commands = Set(Command.allCases) }
      for option in options {
        seen.insert(option)
        let declared = try #require(CommandLineDeclaration.option(named: option))
        #expect(
          commands == Set(declared.commands),
          "--\(option.rawValue): the table says \(commands.map(\.rawValue).sorted()), the declaration \(declared.commands.map(\.rawValue).sorted())"
        )
      }
    }
    #expect(seen == Set(OptionName.allCases), "every option has a row")
  }

  /// The checks find what they are for (a test that cannot fail would prove nothing).
  @Test(arguments: [
    ("`ShellRouter`", "no type ShellRouter"),
    ("`LogicalSolver.nonsense`", "LogicalSolver has no member nonsense"),
    ("`Sources/sudoku-academy/Loose.swift`", "no file Sources/sudoku-academy/Loose.swift"),
    ("`sudoku-academy solve --seed 3 -`", "--seed does not apply to solve"),
    ("`sudoku-academy sovle -`", "no subcommand sovle"),
    ("`sudoku-academy --frobnicate`", "no option --frobnicate"),
  ])
  func theChecksFindWhatTheyAreFor(span: String, expected: String) {
    let code = String(span.dropFirst().dropLast())
    #expect(Self.problem(code, on: "docs/x.md") == expected)
  }

  @Test(arguments: [
    "`LogicalSolver`", "`StudyStore.url`", "`Solved`", "`Marks:`", "`NO_COLOR`", "`r3c5=7`",
    "`Lessons/<key>.md`", "`$XDG_DATA_HOME/sudoku-academy/progress.json`", "`make test`",
    "`Sources/Academy/Files/DurableFile.swift`", "`sudoku-academy drill <key> --seed D`",
    "`sudoku-academy --lessons Lessons`", "`PREFIX=/usr/local`", "`Technique.allCases`",
    "`Int.max`", "`share/man/man1`", "`.build/release/sudoku-academy`",
  ])
  func prosePasses(span: String) {
    #expect(Self.problem(String(span.dropFirst().dropLast()), on: "README.md") == nil)
  }
}
