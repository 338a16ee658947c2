import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// Long texts a part at a time on a terminal (`guide`, `help`, `rules`), and what replaces what
/// cannot fit a narrow one (a board, the progress table's last columns), in both languages:
/// scripted shells given a terminal's size, so every lesson's guide is measured in milliseconds.
@Suite struct PagingTests {
  /// A shell on a terminal of `columns`×`rows` speaking `language`.
  static func shell(_ language: Language, columns: Int, rows: Int) throws -> (
    Shell, ShellTests.Transcript
  ) {
    let (shell, transcript, _) = try TestShell.make(
      language: language, size: TerminalSize(columns: columns, rows: rows), seed: 7)
    return (shell, transcript)
  }

  static func printed(_ line: String, _ shell: Shell, _ transcript: ShellTests.Transcript)
    -> [String]
  {
    transcript.lines = []
    _ = shell.handle(line)
    return transcript.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { DisplayWidth.plain(String($0)) }
  }

  /// `command` and Enter after each part: the parts, each with its last line.
  static func parts(_ command: String, _ shell: Shell, _ transcript: ShellTests.Transcript)
    -> [[String]]
  {
    var parts = [printed(command, shell, transcript)]
    while shell.pendingParts != nil && parts.count < 20 {
      parts.append(printed("", shell, transcript))
    }
    return parts
  }

  static let languages: [Language] = [.english, .portuguese]

  /// A guide's example board too wide for the terminal is replaced by a line about the example:
  /// not the note a drill's board gets (`widen it, and board shows the board again`, `board 1` to
  /// `board 9`), as `board` shows the open game, never the example.
  @Test(arguments: languages)
  func aGuidesExampleTooWideIsNamedAsTheExample(language: Language) throws {
    let (shell, transcript) = try Self.shell(language, columns: 50, rows: 1_000)
    let note = Language.$current.withValue(language) {
      Language.current.boardWords.exampleTooNarrow(needed: 0, columns: 50)
    }
    let drillNote = Language.$current.withValue(language) {
      Language.current.boardWords.tooNarrow(needed: 0, columns: 50)
    }
    let opening = String(note.prefix(while: { $0 != "0" }))
    let drillEnding = String(drillNote.suffix(20))
    for technique in Technique.allCases {
      let text = Self.printed("guide \(technique.rawValue)", shell, transcript)
        .joined(separator: " ").replacingOccurrences(of: "\u{A0}", with: " ")
      let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(words.contains(opening), "\(technique): \(words.prefix(400))")
      #expect(!words.contains(drillEnding), "\(technique)")
      #expect(!words.contains("board 1"), "\(technique)")
    }
  }

  /// Every lesson's guide at 60×20 and 80×24: each part with the typed line and the prompt fits
  /// the terminal, each but the last ends saying how to get the next (`guide <key> <n>`), and
  /// the parts hold every line of the guide a tall terminal of the same width shows whole.
  @Test(arguments: languages)
  func everyGuideComesInPartsThatFit(language: Language) throws {
    for (columns, rows) in [(60, 20), (80, 24)] {
      let (shell, transcript) = try Self.shell(language, columns: columns, rows: rows)
      let (tall, tallTranscript) = try Self.shell(language, columns: columns, rows: 1_000)
      for technique in Technique.allCases {
        let key = technique.rawValue
        let parts = Self.parts("guide \(key)", shell, transcript)
        #expect(parts.count > 1, "\(key) at \(columns)×\(rows)")
        for (index, part) in parts.enumerated() {
          #expect(part.count + 2 <= rows, "\(key) part \(index + 1): \(part.count) lines")
          #expect(part.allSatisfy { DisplayWidth.of($0) <= columns }, "\(part)")
          guard index + 1 < parts.count else { continue }
          let footer = Language.$current.withValue(language) {
            Language.current.screenFitWords.nextGuidePart(
              command: "guide \(key) \(index + 2)", part: index + 2, count: parts.count, dash: "—")
          }
          #expect(part.last == footer.replacingOccurrences(of: "\u{A0}", with: " "))
        }
        // At 60 columns the board is drawn alike however tall the terminal (never full).
        if columns == 60 {
          let whole = Self.printed("guide \(key)", tall, tallTranscript).filter { !$0.isEmpty }
          let shown = parts.flatMap { $0.dropLast() } + [parts.last!.last!]
          #expect(shown.filter { !$0.isEmpty } == whole, "\(key): nothing lost, nothing added")
        }
        // guide <key> <n> shows part n at once; Enter then goes on from there.
        #expect(Self.printed("guide \(key) 2", shell, transcript) == parts[1])
        if parts.count > 2 { #expect(Self.printed("", shell, transcript) == parts[2]) }
        // Another line drops the rest: Enter then prints nothing.
        _ = Self.printed("guide \(key)", shell, transcript)
        _ = Self.printed("lessons", shell, transcript)
        #expect(Self.printed("", shell, transcript) == [""])
      }
    }
  }

  /// A part the guide does not have gets one line saying which it has; on a pipe there is one.
  @Test func aGuidePartThatIsNotThere() throws {
    let (shell, transcript) = try Self.shell(.english, columns: 80, rows: 24)
    let count = Self.parts("guide pointing", shell, transcript).count
    #expect(
      Self.printed("guide pointing 99", shell, transcript) == [
        "guide pointing has \(count) parts on this screen: 1 to \(count), not '99'."
      ])
    #expect(Self.printed("guide 3 x", shell, transcript).first?.hasSuffix("not 'x'.") == true)
    let (pt, ptTranscript) = try Self.shell(.portuguese, columns: 80, rows: 24)
    #expect(
      Self.printed("guide pointing 0", pt, ptTranscript) == [
        "guide pointing tem \(count) partes neste ecrã: de 1 a \(count), e não «0»."
      ])
    let (piped, pipedTranscript, _) = try TestShell.make(seed: 7)
    let whole = Self.printed("guide pointing", piped, pipedTranscript)
    #expect(piped.pendingParts == nil && whole.count > 50, "a pipe gets the guide whole")
    #expect(
      Self.printed("guide pointing 2", piped, pipedTranscript) == [
        "guide pointing is one part on this screen, not '2'."
      ])
  }

  /// `help` with nothing open, `help all` and the first two rules pages at 60×20 come in parts
  /// that fit, ending `— Enter for part 2 of 3 —`; a heading never ends a part.
  @Test(arguments: languages)
  func helpAndRulesAtSixtyByTwenty(language: Language) throws {
    let (shell, transcript) = try Self.shell(language, columns: 60, rows: 20)
    for command in ["help", "help all", "rules 1", "rules 2", "rules 3"] {
      let parts = Self.parts(command, shell, transcript)
      #expect(parts.count > 1, "\(command) at 60×20")
      for (index, part) in parts.enumerated() {
        #expect(part.count + 2 <= 20, "\(command) part \(index + 1)")
        #expect(part.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(part.joined(separator: "\n"))")
        guard index + 1 < parts.count else { continue }
        let footer = Language.$current.withValue(language) {
          Language.current.screenFitWords.nextPart(part: index + 2, count: parts.count, dash: "—")
        }
        #expect(part.last == footer)
        #expect(part.dropLast().last?.hasSuffix(":") == false, "a heading ends no part")
      }
    }
  }

  /// The pager keeps a heading with what follows, starts no part with a blank line and cuts a
  /// piece taller than a part between its paragraphs.
  @Test func piecesAreCutWhereTheyMayBe() {
    let heading = Pager.Piece(lines: ["", "Heading"], keepsWithNext: true)
    let text = Pager.Piece(lines: ["a", "b", "", "c", "d", "e"])
    #expect(
      Pager.parts([Pager.Piece(lines: ["1", "2", "3"]), heading, text], height: 6) == [
        ["1", "2", "3"], ["Heading", "a", "b"], ["c", "d", "e"],
      ])
    #expect(Pager.parts([Pager.Piece(lines: ["1", "2", "3"])], height: 2) == [["1", "2"], ["3"]])
  }

  /// On a terminal too short for a lesson a line, `lessons` sets them in two columns, 1 down the
  /// left, every lesson once, with a line saying what the arrow marks; a tall one keeps one.
  @Test(arguments: languages)
  func aShortTerminalListsTheLessonsInTwoColumns(language: Language) throws {
    let (short, shortTranscript) = try Self.shell(language, columns: 60, rows: 20)
    let list = Self.printed("lessons", short, shortTranscript).filter { !$0.isEmpty }
    let count = Technique.allCases.count
    #expect(list.count == (count + 1) / 2 + 1, "\(list.joined(separator: "\n"))")
    #expect(list.allSatisfy { DisplayWidth.of($0) <= 60 })
    let words = list.joined(separator: " ").split(separator: " ").joined(separator: " ")
    for technique in Technique.allCases {
      let entry = Language.$current.withValue(language) {
        "\(technique.number) \(technique.title) "
      }
      #expect(words.components(separatedBy: entry).count == 2, "\(entry)")
    }
    #expect(list[0].hasPrefix(" 1 ") && list[0].contains(" \((count + 1) / 2 + 1) "))
    let next = Language.$current.withValue(language) { Language.current.drillShellWords.nextFlag }
    let title = Language.$current.withValue(language) { Technique.hiddenSingle.title }
    #expect(list.last == "← \(next): 1 \(title)")
    let (tall, tallTranscript) = try Self.shell(language, columns: 60, rows: 40)
    #expect(Self.printed("lessons", tall, tallTranscript).filter { !$0.isEmpty }.count == count)
  }

  /// A table's rows carry its heading, written again at the top of each part after the first.
  @Test func aTableKeepsItsHeadingOnEveryPart() {
    let heading = Pager.Piece(lines: ["#  Title"], keepsWithNext: true)
    let rows = (1...5).map { Pager.Piece(lines: ["row \($0)"], heading: ["#  Title"]) }
    #expect(
      Pager.parts([heading] + rows + [Pager.Piece(lines: ["note"])], height: 3) == [
        ["#  Title", "row 1", "row 2"], ["#  Title", "row 3", "row 4"],
        ["#  Title", "row 5", "note"],
      ])
  }

  /// At 60 columns: a board wider than the terminal is not drawn but said (with what fits),
  /// `rules 3`'s full board is cut to the boxes that fit with a line saying so, the digit
  /// view's legend wraps, and the progress table leaves out its trend and last columns.
  @Test(arguments: languages)
  func narrowTerminalsGetWhatFits(language: Language) throws {
    let (shell, transcript) = try Self.shell(language, columns: 60, rows: 20)
    let rules = Self.parts("rules 3", shell, transcript).joined()
    #expect(rules.allSatisfy { DisplayWidth.of($0) <= 60 })
    #expect(
      rules.contains { $0.hasPrefix("  ┌────────────────────────┬────────────────────────┐") })
    let cut = language == .english ? "(Only the first 2 boxes across" : "(Só as primeiras 2 caixas"
    #expect(rules.contains { $0.hasPrefix(cut) })
    let (narrow, narrowTranscript) = try Self.shell(language, columns: 44, rows: 20)
    let lesson = Self.printed("lesson 3", narrow, narrowTranscript)
    #expect(lesson.allSatisfy { DisplayWidth.of($0) <= 44 }, "\(lesson.joined(separator: "\n"))")
    #expect(!lesson.contains { $0.contains("│") }, "no board drawn at 44 columns")
    let needs = language == .english ? "This board needs a terminal " : "Esta grelha precisa de "
    #expect(lesson.contains { $0.hasPrefix(needs) })
    let digit = Self.printed("board 4", narrow, narrowTranscript)
    #expect(digit.allSatisfy { DisplayWidth.of($0) <= 44 }, "\(digit.joined(separator: "\n"))")
    // The progress view comes in parts that fit, at 20 rows and at 12, every part of the table
    // under its heading, and together they hold every technique's row once.
    for rows in [20, 12] {
      let (short, shortTranscript) = try Self.shell(language, columns: 60, rows: rows)
      let progress = Self.parts("progress", short, shortTranscript)
      #expect(progress.count > 1, "the rows and the notes do not fit \(rows) rows")
      let heading = try #require(progress.first?.first)
      #expect(heading.hasPrefix("   #  "))
      func isRow(_ line: String) -> Bool {
        let number = line.prefix(4).drop { $0 == " " }
        return !number.isEmpty && number.allSatisfy(\.isNumber) && line.dropFirst(4).hasPrefix("  ")
      }
      for part in progress {
        let text = part.joined(separator: "\n")
        #expect(part.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(text)")
        #expect(part.count + 2 <= rows, "\(text)")
        #expect(!part.contains(where: isRow) || part.first == heading, "\(text)")
      }
      let tableRows = progress.joined().filter(isRow)
      for technique in Technique.allCases {
        let start = String(technique.number).leftPadded(4) + "  "
        #expect(tableRows.filter { $0.hasPrefix(start) }.count == 1, "\(technique)")
      }
    }
  }
}
