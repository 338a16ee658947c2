// The lesson format, in a module of its own that two targets depend on: Academy (which reads the
// embedded texts, or a folder given with --lessons) and LessonEmbedder (the build tool that embeds
// Lessons/ in the binary), so a malformed lesson fails the build with the same message the loader
// gives. Keep it free of anything but SudokuCore and Foundation: the build tool links it too.

import Foundation
import SudokuCore

/// A problem in the lessons folder: the file, the line when there is one, and what to do.
///
/// Printed as `Lessons/pointing.md:12: duplicate section "## Idea" (first at line 5); …`.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as the reader gave it (`Lessons/pointing.md`).
  public let file: String
  /// The 1-based line, or `nil` when the problem is the file itself (a lesson that is missing).
  public let line: Int?
  /// What is wrong and what to do about it.
  public let problem: String

  public init(file: String, line: Int?, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  public var description: String {
    if let line { return "\(file):\(line): \(problem)" }
    return "\(file): \(problem)"
  }
}

/// One technique's lesson, as written in `Lessons/<key>.md` (English) or `Lessons/pt/<key>.md`
/// (Portuguese).
public struct Lesson: Hashable, Sendable {
  public let technique: Technique
  /// The language it is written in, which its section headings are in too.
  public let language: LessonLanguage
  /// The `# ` title line (`Pointing`, `Apontamento`).
  public let title: String
  /// The one-line summary under the title.
  public let summary: String
  /// `## Idea`: the technique in plain words.
  public let idea: String
  /// `## Spotting it`: how to find it on a full candidate grid.
  public let spotting: String
  /// `## Worked example` without its `position:` line.
  public let example: String
  /// The worked example's position as a HoDoKu library line (`:0100:3:…:311 321::`).
  public let examplePosition: String
  /// `## Answering`: how to type an answer in the shell.
  public let answering: String
  /// `## Common mistakes`.
  public let mistakes: String
  /// `## Hint`: the nudge template, with `{houses}` and `{digits}` placeholders, and for a fish
  /// `{crossLines}` (`columns` when the base is rows).
  public let hint: String
  /// `## Pattern hint`: the second hint's words, printed under the board with the pattern marked
  /// (and nothing it removes or places); the same placeholders.
  public let patternHint: String

  /// A section's name in this lesson's language, for a reader's heading: `Worked example`,
  /// `Exemplo resolvido`.
  public func heading(_ section: LessonSection) -> String { section.name(in: language) }

  /// The hint with its placeholders filled: `hint(houses: "box 7", digits: "3")`; `crossLines`
  /// names a fish's cover lines by their kind (`columns`, `colunas`).
  public func hint(houses: String, digits: String, crossLines: String = "") -> String {
    Self.fill(hint, houses: houses, digits: digits, crossLines: crossLines)
  }

  /// The pattern hint with its placeholders filled.
  public func patternHint(houses: String, digits: String, crossLines: String = "") -> String {
    Self.fill(patternHint, houses: houses, digits: digits, crossLines: crossLines)
  }

  static func fill(_ template: String, houses: String, digits: String, crossLines: String)
    -> String
  {
    template.replacingOccurrences(of: "{houses}", with: houses)
      .replacingOccurrences(of: "{digits}", with: digits)
      .replacingOccurrences(of: "{crossLines}", with: crossLines)
  }
}

/// The seven sections every lesson has; their headings are written in the lesson's language.
public enum LessonSection: CaseIterable, Sendable {
  case idea
  case spotting
  case example
  case answering
  case mistakes
  case hint
  case patternHint

  /// The section's line in a lesson file: `## Idea`, `## Ideia`.
  func heading(in language: LessonLanguage) -> String { "## \(name(in: language))" }

  /// The section a heading's name stands for in `language`, or nil.
  init?(name: String, in language: LessonLanguage) {
    guard let section = Self.allCases.first(where: { $0.name(in: language) == name }) else {
      return nil
    }
    self = section
  }

  /// `## Idea, ## Spotting it, … and ## Pattern hint`
  static func list(in language: LessonLanguage) -> String {
    allCases.dropLast().map { $0.heading(in: language) }.joined(separator: ", ") + " and "
      + allCases.last!.heading(in: language)
  }
}

/// Reads lesson files strictly: every problem is a `LessonError` naming `file:line`.
public enum LessonParser {
  static let positionPrefix = "position: "
  static let placeholders = ["{houses}", "{digits}", "{crossLines}"]
  /// The longest indented (fixed) line a lesson may have.
  static let maximumFixedWidth = 78

  /// Every lesson set of a folder: the English lessons at its top, the Portuguese ones in `pt/`.
  ///
  /// - Parameters:
  ///   - files: every file of the folder and of its `pt/` subfolder except hidden ones, named
  ///     as `readLessonFolder` names them (`pointing.md`, and `pointing.md` of `pt/` as "pt/" + its name); `README.md` at the
  ///     top is skipped.
  ///   - folder: the folder's path as it should appear in messages.
  /// - Throws: the first problem, English lessons first: a file that is not a lesson's, a
  ///   missing lesson in either language, a malformed lesson.
  public static func parseLibraries(files: [(name: String, text: String)], folder: String)
    throws(LessonError) -> [LessonLanguage: [Technique: Lesson]]
  {
    var sets: [LessonLanguage: [Technique: Lesson]] = [:]
    for language in LessonLanguage.allCases {
      let prefix = language.namePrefix
      let own = files.filter { file in
        guard file.name.hasPrefix(prefix) else { return false }
        let name = file.name.dropFirst(prefix.count)
        // An English name has no folder; a name in another language's folder is that one's.
        return !name.contains("/")
      }
      sets[language] = try parseLibrary(
        files: own.map { (String($0.name.dropFirst(prefix.count)), $0.text) },
        folder: language.subfolder.map { "\(folder)/\($0)" } ?? folder, language: language)
    }
    return sets
  }

  /// The lesson files of one language's folder, keyed by technique.
  ///
  /// - Parameters:
  ///   - files: every file of the folder except hidden ones (`README.md` is skipped here).
  ///   - folder: the folder's path as it should appear in messages (`Lessons/pt`).
  ///   - language: the language its lessons are written in, which their headings must be in.
  public static func parseLibrary(
    files: [(name: String, text: String)], folder: String, language: LessonLanguage = .english
  ) throws(LessonError) -> [Technique: Lesson] {
    var lessons: [Technique: Lesson] = [:]
    for file in files.sorted(by: { $0.name < $1.name })
    where !language.keepsTheReadme || file.name != "README.md" {
      let path = "\(folder)/\(file.name)"
      guard file.name.hasSuffix(".md"),
        let technique = Technique(rawValue: String(file.name.dropLast(3)))
      else {
        throw LessonError(file: path, line: 1, problem: unknownFileProblem(file.name))
      }
      lessons[technique] = try parse(
        file.text, technique: technique, file: path, language: language)
    }
    for technique in Technique.allCases where lessons[technique] == nil {
      throw LessonError(
        file: "\(folder)/\(technique.rawValue).md", line: nil,
        problem:
          "missing: there is no \(language.missingLessonNoun) for "
          + "\(technique.rawValue) (\(technique.lessonTitle)); add \(technique.rawValue).md "
          + "(copy another lesson and follow README.md)")
    }
    return lessons
  }

  private static func unknownFileProblem(_ name: String) -> String {
    let names = Technique.allCases.map { "\($0.rawValue).md" }
    var problem =
      "\"\(name)\" is not a lesson file name; lessons are named after their technique ("
      + names.joined(separator: ", ") + ")"
    let squeezed = squeeze(name.hasSuffix(".md") ? String(name.dropLast(3)) : name)
    if let match = Technique.allCases.first(where: { squeeze($0.rawValue) == squeezed }) {
      problem += "; rename it to \(match.rawValue).md"
    } else {
      problem += "; rename it or move it out of the folder"
    }
    return problem
  }

  /// `X_Wing` and `x-wing` both squeeze to `xwing`; `Dica do Padrao` and `Dica do padrão` to
  /// `dicadopadrao`.
  private static func squeeze(_ text: String) -> String {
    String(
      text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .filter { $0.isLetter || $0.isNumber })
  }

  /// One lesson file, written in `language` (whose section headings it must use).
  public static func parse(
    _ text: String, technique: Technique, file: String, language: LessonLanguage = .english
  ) throws(LessonError) -> Lesson {
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    func fail(_ line: Int, _ problem: String) -> LessonError {
      LessonError(file: file, line: line, problem: problem)
    }

    guard let first = lines.first, first.hasPrefix("# "), !trim(first.dropFirst(2)).isEmpty
    else {
      let found = lines.first.map { "found \"\($0)\"" } ?? "the file is empty"
      throw fail(
        1,
        "the first line must be the title, like \"# \(technique.lessonTitle(in: language))\"; "
          + found)
    }
    let title = trim(first.dropFirst(2))

    var index = 1
    while index < lines.count, isBlank(lines[index]) { index += 1 }
    guard index < lines.count, !lines[index].hasPrefix("#") else {
      let found = index < lines.count ? "found \"\(lines[index])\"" : "the file ends"
      throw fail(
        min(index, lines.count) + 1,
        "expected the one-line summary after the title; \(found); "
          + "write one line saying what the technique does")
    }
    let summary = trim(lines[index][...])
    index += 1

    var bodies: [LessonSection: (heading: Int, lines: [(number: Int, text: String)])] = [:]
    var current: LessonSection?
    for (offset, line) in lines.enumerated().dropFirst(index) {
      let number = offset + 1
      if line.hasPrefix("## ") {
        let name = trim(line.dropFirst(3))
        guard let section = LessonSection(name: name, in: language) else {
          throw fail(number, unknownSectionProblem(line, name: name, language: language))
        }
        if let earlier = bodies[section] {
          throw fail(
            number,
            "duplicate section \"\(section.heading(in: language))\" "
              + "(first at line \(earlier.heading)); "
              + "merge the two into one")
        }
        bodies[section] = (number, [])
        current = section
      } else if line.hasPrefix("# ") || line == "#" {
        throw fail(
          number,
          "a second title \"\(line)\"; a lesson has one \"# \" title: "
            + "make this a \"## \" section or remove it")
      } else if let current {
        bodies[current]!.lines.append((number, line))
      } else if !isBlank(line) {
        throw fail(
          number,
          "text between the summary and the first section; the summary is one line: "
            + "join it to the summary or move it into a section")
      }
    }

    var texts: [LessonSection: String] = [:]
    var position: String?
    for section in LessonSection.allCases {
      guard var body = bodies[section] else {
        throw fail(
          max(lines.count, 1),
          "missing section \"\(section.heading(in: language))\"; add it (a lesson has "
            + "\(LessonSection.list(in: language)))")
      }
      let positionLines = body.lines.filter { $0.text.hasPrefix(positionPrefix) }
      if section == .example {
        guard let line = positionLines.first else {
          throw fail(
            body.heading,
            "\"\(section.heading(in: language))\" has no \"\(positionPrefix)\" line; "
              + "add the example as "
              + "a HoDoKu library line (see README.md)")
        }
        if positionLines.count > 1 {
          throw fail(
            positionLines[1].number,
            "a second \"\(positionPrefix)\" line (first at line \(line.number)); "
              + "a worked example has one position")
        }
        let value = trim(line.text.dropFirst(positionPrefix.count))
        if let problem = positionProblem(value, technique: technique) {
          throw fail(line.number, "position line: \(problem)")
        }
        position = value
        body.lines.removeAll { $0.number == line.number }
      } else if let line = positionLines.first {
        throw fail(
          line.number,
          "a \"\(positionPrefix)\" line belongs in "
            + "\"\(LessonSection.example.heading(in: language))\", "
            + "not in \"\(section.heading(in: language))\"")
      }
      // Indented lines are shown as they are, never wrapped: they must fit an 80-column terminal.
      if let wide = body.lines.first(where: {
        ($0.text.hasPrefix("    ") || $0.text.hasPrefix("\t")) && $0.text.count > maximumFixedWidth
      }) {
        throw fail(
          wide.number,
          "an indented line of \(wide.text.count) characters; indented lines are shown as they "
            + "are, so keep them to \(maximumFixedWidth) to fit an 80-column terminal")
      }
      let text = trimBlankLines(body.lines.map(\.text))
      if text.isEmpty {
        throw fail(
          body.heading,
          "section \"\(section.heading(in: language))\" is empty; write its text below the "
            + "heading")
      }
      if section == .hint || section == .patternHint {
        for line in body.lines {
          if let unknown = unknownPlaceholder(in: line.text) {
            throw fail(
              line.number,
              "unknown placeholder \"\(unknown)\" in \"\(section.heading(in: language))\"; "
                + "use {houses}, {digits} or "
                + "{crossLines}")
          }
        }
      }
      texts[section] = text
    }

    return Lesson(
      technique: technique, language: language, title: title, summary: summary, idea: texts[.idea]!,
      spotting: texts[.spotting]!, example: texts[.example]!, examplePosition: position!,
      answering: texts[.answering]!, mistakes: texts[.mistakes]!, hint: texts[.hint]!,
      patternHint: texts[.patternHint]!)
  }

  /// What to say of a `## ` line that names no section of `language`: the heading meant when
  /// the name is another language's heading or a near miss, else the list of sections.
  private static func unknownSectionProblem(
    _ line: String, name: String, language: LessonLanguage
  ) -> String {
    let unknown = "unknown section \"\(line)\""
    for other in LessonLanguage.allCases where other != language {
      if let section = LessonSection(name: name, in: other) {
        return "\"\(line)\" is the heading of \(other.lessonPhrase); \(language.lessonPhrase) "
          + "uses \"\(section.heading(in: language))\""
      }
    }
    if let match = LessonSection.allCases.first(where: {
      squeeze($0.name(in: language)) == squeeze(name)
    }) {
      return "\(unknown); did you mean \"\(match.heading(in: language))\"?"
    }
    return "\(unknown); the sections are \(LessonSection.list(in: language))"
  }

  /// What is wrong with a worked example's library line, or `nil` when its form is right.
  ///
  /// Only the form is checked here; whether the technique really finds the stated
  /// eliminations is the engine's business (and its tests').
  static func positionProblem(_ line: String, technique: Technique) -> String? {
    let form = "the form is :<code>:<digits>:<givens>:<deleted>:<eliminations>:<placements>:"
    let fields = line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 8, fields[0].isEmpty, fields[7].isEmpty else {
      return "expected 6 fields between colons, found \(max(fields.count - 2, 0)); \(form)"
    }
    let code = fields[1]
    guard let coded = Technique(libraryCode: code) else {
      return "unknown technique code \"\(code)\"; \(technique.rawValue) uses "
        + "\(technique.libraryCode)"
    }
    guard coded == technique else {
      return "code \(code) is \(coded.rawValue), but this is the \(technique.rawValue) lesson "
        + "(code \(technique.libraryCode))"
    }
    var cells = 0
    var afterPlus = false
    for character in fields[3] {
      let isDigit = ("1"..."9").contains(character)
      let isEmpty = character == "." || character == "0"
      if character == "+" && !afterPlus {
        afterPlus = true
        continue
      }
      guard isDigit || (isEmpty && !afterPlus) else {
        return "unexpected \"\(character)\" in the givens; use 1-9, \".\" or \"0\" for empty, "
          + "and \"+\" only before a placed digit"
      }
      afterPlus = false
      cells += 1
    }
    guard cells == 81, !afterPlus else {
      return "the givens have \(cells) cells, expected 81; \(form)"
    }
    let names = ["deleted candidates", "eliminations", "placements"]
    for (field, name) in zip(fields[4...6], names) {
      for token in field.split(separator: " ") {
        guard Candidate(libraryCode: token) != nil else {
          return "\"\(token)\" in the \(name) is not a candidate; write digit, row and column, "
            + "like 537 for 5 in r3c7"
        }
      }
    }
    let eliminations = !fields[5].isEmpty
    let placements = !fields[6].isEmpty
    if technique.placesDigits, eliminations || !placements {
      return "a \(technique.rawValue) example states its placement in the last field "
        + "and no eliminations; \(form)"
    }
    if !technique.placesDigits, !eliminations || placements {
      return "a \(technique.rawValue) example states its eliminations in the fifth field "
        + "and no placements; \(form)"
    }
    return nil
  }

  private static func unknownPlaceholder(in line: String) -> String? {
    var rest = line[...]
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else {
        return String(rest[open...])
      }
      let placeholder = String(rest[open...close])
      if !placeholders.contains(placeholder) { return placeholder }
      rest = rest[rest.index(after: close)...]
    }
    return nil
  }

  private static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

  private static func trim(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  private static func trimBlankLines(_ lines: [String]) -> String {
    var lines = lines[...]
    while let first = lines.first, isBlank(first) { lines.removeFirst() }
    while let last = lines.last, isBlank(last) { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

/// Reads a lessons folder: every regular, non-hidden file's name and UTF-8 text, the English
/// lessons at the top and the Portuguese ones of its `pt/` subfolder (named with a "pt/" before).
///
/// A folder without `pt/` reads as one whose Portuguese lessons are all missing, which
/// `LessonParser.parseLibraries` then reports lesson by lesson.
public func readLessonFolder(_ folder: URL) throws(LessonError) -> [(name: String, text: String)] {
  // Said in our words: Foundation's own ("NSCocoaErrorDomain error 256") names nothing.
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
    throw LessonError(
      file: folder.path, line: nil, problem: "there is no lessons folder here; check the path")
  }
  guard isFolder.boolValue else {
    throw LessonError(
      file: folder.path, line: nil,
      problem: "is not a folder; give --lessons the folder that holds the lesson files")
  }
  let subfolders = LessonLanguage.allCases.compactMap(\.subfolder)
  var files = try readFiles(of: folder, skipping: subfolders)
  for subfolder in subfolders {
    let url = folder.appendingPathComponent(subfolder)
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      continue
    }
    guard isFolder.boolValue else {
      throw LessonError(
        file: url.path, line: nil,
        problem: "is not a folder; \(subfolder)/ holds the lessons of one language")
    }
    files += try readFiles(of: url, skipping: []).map { ("\(subfolder)/\($0.name)", $0.text) }
  }
  return files
}

/// The regular, non-hidden files of one folder, but for the subfolders named in `skipping`.
private func readFiles(of folder: URL, skipping subfolders: [String]) throws(LessonError)
  -> [(name: String, text: String)]
{
  let names: [String]
  do {
    names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
  } catch {
    throw LessonError(
      file: folder.path, line: nil,
      problem: "cannot read the lessons folder; check that it may be read")
  }
  var files: [(name: String, text: String)] = []
  for name in names.sorted() where !name.hasPrefix(".") && !subfolders.contains(name) {
    let url = folder.appendingPathComponent(name)
    // A FIFO or a device would block or never end: only a regular file (links followed) is read.
    let kind =
      try? FileManager.default.attributesOfItem(
        atPath: url.resolvingSymlinksInPath().path)[.type] as? FileAttributeType
    guard kind == .typeRegular, let data = FileManager.default.contents(atPath: url.path) else {
      throw LessonError(
        file: url.path, line: 1,
        problem: "cannot be read as a file; lessons are plain files named <technique>.md")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw LessonError(file: url.path, line: 1, problem: "is not UTF-8 text; save it as UTF-8")
    }
    files.append((name, text))
  }
  return files
}
