import Academy
import Foundation
import SudokuCore
import Testing

@testable import sudoku_academy

/// Seeded fuzzing of everything that reads a learner's text: `Answer(parsing:)`, `Grid(puzzle:)`,
/// `Position(parsing:)`, the answer checker and the shell's line handler.
///
/// Lines are random strings over an alphabet weighted toward notation, or mutations of real
/// inputs (answers, commands, puzzles, library lines, candidate strings) with odd Unicode mixed
/// in. Each target must not crash, must give every line it rejects a non-empty message, and must
/// keep a property on the lines it accepts (answers and positions survive a round trip through
/// their canonical text, a correct verdict names only valid candidates).
///
/// The quick suite fuzzes 5,000 lines across the targets; the soak suite 100,000, or `FUZZ_LINES`.
/// `FUZZ_SEED` changes the stream. `Scripts/fuzz.sh` runs 1,000,000 in a release build.
@Suite(.serialized) struct FuzzParserTests {
  static let total = 5_000

  @Test func answerParser() { FuzzTargets.answerParser(total: Self.total) }
  @Test func puzzleParser() { FuzzTargets.puzzleParser(total: Self.total) }
  @Test func positionParser() { FuzzTargets.positionParser(total: Self.total) }
  @Test func answerChecker() throws { try FuzzTargets.answerChecker(total: Self.total) }
  @Test func shellLineHandler() throws { try FuzzTargets.shellLineHandler(total: Self.total) }
}

@Suite(.serialized, .tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct FuzzParserSoak {
  static let total =
    ProcessInfo.processInfo.environment["FUZZ_LINES"].flatMap { Int($0) } ?? 100_000

  @Test func answerParser() { FuzzTargets.answerParser(total: Self.total) }
  @Test func puzzleParser() { FuzzTargets.puzzleParser(total: Self.total) }
  @Test func positionParser() { FuzzTargets.positionParser(total: Self.total) }
  @Test func answerChecker() throws { try FuzzTargets.answerChecker(total: Self.total) }
  @Test func shellLineHandler() throws { try FuzzTargets.shellLineHandler(total: Self.total) }
}

/// The fuzz targets, each given the total number of lines of the run.
enum FuzzTargets {
  static let seed =
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0xF0CC
  /// Shares of the total in percent: answers are the most common input, the shell the slowest
  /// target (40 answers, 15 puzzles, 15 positions, 20 checked answers, 10 shell lines).
  static func lines(_ share: Int, of total: Int) -> Int { max(1, total * share / 100) }

  static func answerParser(total: Int) {
    var fuzz = FuzzLines(seed: Self.seed ^ 1, shape: .answer)
    var failures = FailureLog()
    var accepted = 0
    for _ in 0..<lines(40, of: total) {
      let line = fuzz.next()
      let answer: Answer
      do {
        answer = try Answer(parsing: line)
      } catch {
        if ReadingErrorWords.text(error).isEmpty { failures.add(line, "an empty error message") }
        continue
      }
      accepted += 1
      let candidates = Tagged.all(in: answer)
      if candidates.contains(where: { !(1...9).contains($0.candidate.digit) }) {
        failures.add(line, "a digit out of 1–9 in \(answer)")
      }
      if (try? Answer(parsing: answer.description)).map(Tagged.all(in:)) != candidates {
        failures.add(line, "its canonical form \(answer) does not read back the same")
      }
    }
    failures.report("Answer(parsing:)", lines: lines(40, of: total), "\(accepted) read as answers")
  }

  static func puzzleParser(total: Int) {
    var fuzz = FuzzLines(seed: Self.seed ^ 2, shape: .puzzle)
    var failures = FailureLog()
    var accepted = 0
    for _ in 0..<lines(15, of: total) {
      let line = fuzz.next()
      let grid: Grid
      do {
        grid = try Grid(puzzle: line)
      } catch {
        if ReadingErrorWords.text(error).isEmpty { failures.add(line, "an empty error message") }
        continue
      }
      accepted += 1
      if !grid.conflicts.isEmpty { failures.add(line, "accepted a grid with clashing digits") }
      if (try? Grid(puzzle: grid.puzzleString(markingPlaced: true))) != grid {
        failures.add(line, "the grid does not read back the same")
      }
    }
    failures.report("Grid(puzzle:)", lines: lines(15, of: total), "\(accepted) read as puzzles")
  }

  static func positionParser(total: Int) {
    var fuzz = FuzzLines(seed: Self.seed ^ 3, shape: .position)
    var failures = FailureLog()
    var accepted = 0
    for _ in 0..<lines(15, of: total) {
      let line = fuzz.next()
      let position: Position
      do {
        position = try Position(parsing: line)
      } catch {
        if ReadingErrorWords.text(error).isEmpty { failures.add(line, "an empty error message") }
        continue
      }
      accepted += 1
      let libraryLine = position.libraryLine()
      do {
        if try Position(parsing: libraryLine).grid != position.grid {
          failures.add(line, "its library line \(libraryLine) reads back differently")
        }
      } catch {
        failures.add(line, "its library line \(libraryLine) cannot be read back: \(error)")
      }
    }
    failures.report(
      "Position(parsing:)", lines: lines(15, of: total), "\(accepted) read as positions")
  }

  static func answerChecker(total: Int) throws {
    let checkers = [Technique.hiddenSingle, .nakedSingle].map { technique in
      AnswerChecker(drill: SharedDrills.drill(technique, seed: Self.seed))
    }
    var fuzz = FuzzLines(seed: Self.seed ^ 4, shape: .answer)
    for checker in checkers {
      for instance in checker.instances {
        fuzz.corpus.append(Notation.format(placements: instance.placements))
        fuzz.corpus.append(Notation.format(eliminations: instance.eliminations))
      }
    }
    var failures = FailureLog()
    var correct = 0
    for number in 0..<lines(20, of: total) {
      let line = fuzz.next()
      let checker = checkers[number % checkers.count]
      let verdict = checker.check(line)
      if verdict.line.isEmpty { failures.add(line, "a verdict with no text") }
      if verdict.kind == .correct {
        correct += 1
        let answer = try Answer(parsing: line)
        if !answer.candidates.allSatisfy(checker.isValid) {
          failures.add(line, "judged correct, but not every part is valid")
        }
      }
    }
    failures.report("AnswerChecker.check", lines: lines(20, of: total), "\(correct) judged correct")
  }

  /// The shell answers every line that is not blank (and not `quit`) with at least one non-empty
  /// line. Lines that would build a new drill (`drill`, `lesson 1`) or close the open one (`skip`)
  /// are counted but not run, to keep the drill open and the run fast; a drill closed by a correct
  /// answer is replaced.
  static func shellLineHandler(total: Int) throws {
    let (shell, sink, _) = try TestShell.make(style: .plain, seed: Self.seed)
    _ = shell.handle("lesson 1")
    var fuzz = FuzzLines(seed: Self.seed ^ 5, shape: .answer)
    var failures = FailureLog()
    var run = 0
    var reopened = 0
    for _ in 0..<lines(10, of: total) {
      let line = fuzz.next()
      switch ShellInput(Shell.sanitize(line)) {
      case .command(.drill, _), .command(.skip, _):
        continue
      case .command(.lesson, let arguments)
      where arguments.first.flatMap(Technique.init(argument:)) != nil:
        continue
      default:
        break
      }
      run += 1
      sink.lines.removeAll()
      let goesOn = shell.handle(line)
      let blank = Shell.sanitize(line).trimmingCharacters(in: .whitespaces).isEmpty
      if goesOn && !blank && sink.lines.isEmpty { failures.add(line, "no message") }
      if sink.lines.contains(where: \.isEmpty) { failures.add(line, "an empty message") }
      if shell.focus.drill?.state.isClosed ?? true, reopened < 10 {
        reopened += 1
        _ = shell.handle("drill")
      }
    }
    failures.report(
      "Shell.handle", lines: run,
      "\(lines(10, of: total) - run) more that open or close a drill not run, \(reopened) drills reopened"
    )
  }
}

/// Cases the fuzzer found, kept as plain tests.
@Suite struct FuzzFindingsTests {
  /// A puzzle with a cell its givens leave no candidate (r4c5 sees 1–9) is a puzzle without a
  /// solution, readable as such; its library line must read back too, not fail with "deleted
  /// candidates leave r4c5 with no candidate" when nothing was deleted.
  @Test func puzzleWithADeadCellRoundTripsThroughItsLibraryLine() throws {
    let puzzle =
      "..1.5.......496.21.941....74.7........8314.7.....68..917..2.89...6....3.8........"
    let position = try Position(parsing: puzzle)
    #expect(position.grid.deadCell == Cell(row: 3, column: 4))
    let line = position.libraryLine()
    #expect(try Position(parsing: line).grid == position.grid)
    // Deleting a cell's last candidate is still refused.
    let lastOfR1c1 = position.grid.candidates(at: Cell(0)).map { "\($0)11" }
    #expect(throws: FormatError.self) {
      try Position(libraryLine: ":0000:x:\(puzzle):\(lastOfR1c1.joined(separator: " ")):::")
    }
  }

  /// A line longer than the shell reads gets one short message and changes nothing.
  @Test func overlongLineGetsOneShortMessage() throws {
    let (shell, sink, folder) = try TestShell.make(style: .plain)
    let longest = "help " + String(repeating: "x", count: Shell.maximumLineLength - 5)
    #expect(shell.handle(longest))
    #expect(sink.lines.count == 1 && sink.lines[0].hasPrefix("No command 'xxx"))
    sink.lines.removeAll()
    #expect(shell.handle(String(repeating: "r123456789c123456789<>123456789 ", count: 200)))
    #expect(
      sink.lines == [
        "Line too long (over 4096 bytes); commands and answers are short, like r3c5=7."
      ])
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("progress.json").path))
  }
}

/// A candidate with the kind of part it came from.
struct Tagged: Hashable {
  let kind: Answer.Kind
  let candidate: Candidate

  static func all(in answer: Answer) -> Set<Tagged> {
    Set(
      answer.parts.flatMap { part in part.candidates.map { Tagged(kind: part.kind, candidate: $0) }
      })
  }
}

/// The first few failing lines of a target, recorded as issues with the line that caused them.
struct FailureLog {
  private(set) var count = 0
  private var samples: [String] = []

  mutating func add(_ line: String, _ problem: String) {
    count += 1
    if samples.count < 10 { samples.append("\(problem): \(line.debugDescription.prefix(300))") }
  }

  /// Records the samples and prints `fuzz <target>: <lines> lines, <detail>, <count> failures`.
  func report(_ target: String, lines: Int, _ detail: String) {
    for sample in samples { Issue.record("\(target): \(sample)") }
    print("fuzz \(target): \(lines) lines, \(detail), \(count) failures")
  }
}

/// A seeded stream of fuzz lines: random text, mutated real inputs, or freshly built inputs of the
/// target's shape (answers, puzzles, positions), lightly mutated half the time.
struct FuzzLines {
  enum Shape { case answer, puzzle, position }

  var random: SplitMix64
  let shape: Shape
  var corpus: [String] = [
    "r3c5=7", "r3c5:7", "r1c7<>5", "r3c5-7", "-7r3c5", "r1c789<>5", "r12c1<>3", "r8c7<>39",
    "r8c7<>3,9", "r1c7<>5 r2c7<>5", "R4C1<>3, r5c1<>3; r6c1<>3", "r1c1≠4", "- 7 r 3 c 5",
    "lessons", "lesson 3", "lesson pointing", "lesson 0", "board", "hint", "show", "export",
    "progress", "reset pointing", "reset all", "help", "help answers", "help reset", "?", "h",
    "q", "quit", "exit", "drill", "skip",
    "..1.5.......496.21.941....74.7........8314.7......8..917..2.89...6....3.8........",
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::",
    ":0002:4:..1.5.......496.21.941....74.7........8314.7......8..917..2.89...6....3.8........:512 513:437::",
    String(repeating: "123456789", count: 81),
    Array(repeating: "1234", count: 80).joined(separator: " ") + " 5",
  ]

  init(seed: UInt64, shape: Shape) {
    random = SplitMix64(seed: seed)
    self.shape = shape
  }

  static let notation = Array("rRcC0123456789=<>-:,; +.≠\t*|")
  static let odd: [String] = [
    "\u{0}", "\u{7}", "\u{1B}[2J", "\u{7F}", "\u{301}", "\u{200B}", "\u{202E}", "\u{2028}",
    "\u{FFFD}", "\u{FEFF}", "３", "٣", "⑦", "½", "é", "👩‍👩‍👧", "🇫🇷", "\r", "\n", "\t", "\\", "\"",
    "%n", "%s", "\u{10FFFF}", "r\u{301}", "1\u{20E3}",
  ]

  mutating func next() -> String {
    let roll = random.next() % 10
    if roll < 2 { return randomText() }
    var text: [Character]
    if roll < 6 {
      text = Array(corpus[Int(random.next() % UInt64(corpus.count))])
    } else {
      switch shape {
      case .answer: text = Array(builtAnswer())
      case .puzzle:
        // Puzzles may be spaced out any way.
        text = Array(builtGrid().puzzleString(markingPlaced: true)).flatMap { character in
          random.next() % 40 == 0 ? [character, " "] : [character]
        }
      case .position: text = Array(builtPosition())
      }
      if random.next() % 2 == 0 { return String(text) }
    }
    for _ in 0..<(1 + random.next() % 3) { mutate(&text) }
    return String(text)
  }

  private mutating func digits(_ count: UInt64, separator: String = "") -> String {
    (0..<(1 + random.next() % count)).map { _ in String(1 + random.next() % 9) }
      .joined(separator: separator)
  }

  /// `r12c3<>45`, `-7r3c5`, `r3c5=7`, several parts.
  private mutating func builtAnswer() -> String {
    let parts = (0..<(1 + random.next() % 3)).map { _ -> String in
      let cells =
        "r" + digits(random.next() % 4 == 0 ? 3 : 1) + "c" + digits(random.next() % 4 == 0 ? 3 : 1)
      switch random.next() % 6 {
      case 0: return cells + "=" + digits(1)
      case 1: return cells + ":" + digits(1)
      case 2: return "-" + digits(2) + cells
      case 3: return cells + "-" + digits(2)
      case 4: return cells + "<>" + digits(3, separator: ",")
      default: return cells + "<>" + digits(3)
      }
    }
    return parts.joined(separator: ["", " ", ",", ";", ", "][Int(random.next() % 5)])
  }

  /// A grid with no clashing digits: some givens, some placed (`+`).
  private mutating func builtGrid() -> Grid {
    var grid = Grid()
    for _ in 0..<(random.next() % 40) {
      let cell = Cell(Int(random.next() % 81))
      let digit = Int(1 + random.next() % 9)
      if grid.isEmpty(cell), grid.candidates(at: cell).contains(digit) {
        grid.place(digit, at: cell, given: random.next() % 4 != 0)
      }
    }
    return grid
  }

  /// A grid with some candidates removed, as a library line, a candidate string or 81 lists.
  private mutating func builtPosition() -> String {
    var grid = builtGrid()
    for _ in 0..<(random.next() % 30) {
      let cell = Cell(Int(random.next() % 81))
      let digit = Int(1 + random.next() % 9)
      if grid.candidates(at: cell).count > 1 { grid.eliminate(Candidate(cell, digit)) }
    }
    let position = Position(grid: grid, technique: Technique.allCases.randomElement(using: &random))
    switch random.next() % 3 {
    case 0: return position.libraryLine(hidingAnswer: random.next() % 2 == 0)
    case 1: return position.candidateString
    default:
      return Cell.all.map { cell in
        grid.isEmpty(cell)
          ? grid.candidates(at: cell).map(String.init).joined() : String(grid.digit(at: cell))
      }.joined(separator: " ")
    }
  }

  private mutating func randomText() -> String {
    let length = Int(random.next() % 100)
    var text = ""
    for _ in 0..<length {
      switch random.next() % 10 {
      case 0..<7: text.append(Self.notation[Int(random.next() % UInt64(Self.notation.count))])
      case 7: text += Self.odd[Int(random.next() % UInt64(Self.odd.count))]
      case 8: text.append(Character(UnicodeScalar(UInt8(random.next() % 128))))
      default:
        text.unicodeScalars.append(
          UnicodeScalar(UInt32(random.next() % 0xD000)) ?? "?")
      }
    }
    return text
  }

  private mutating func mutate(_ text: inout [Character]) {
    let position = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count + 1))
    switch random.next() % 8 {
    case 0 where !text.isEmpty:
      // Replace one character with notation.
      text[min(position, text.count - 1)] =
        Self.notation[Int(random.next() % UInt64(Self.notation.count))]
    case 1:
      text.insert(contentsOf: Self.odd[Int(random.next() % UInt64(Self.odd.count))], at: position)
    case 2 where !text.isEmpty:
      let end = min(text.count, position + 1 + Int(random.next() % 8))
      text.removeSubrange(min(position, end)..<end)
    case 3 where !text.isEmpty:
      // Repeat a stretch, up to a few hundred characters.
      let end = min(text.count, position + 1 + Int(random.next() % 12))
      let stretch = text[min(position, end)..<end]
      for _ in 0..<(1 + random.next() % 20) { text.insert(contentsOf: stretch, at: position) }
    case 4:
      let other = corpus[Int(random.next() % UInt64(corpus.count))]
      text.insert(contentsOf: " " + other, at: position)
    case 5:
      text = text.map { character in
        let upper = character.uppercased()
        return random.next() % 2 == 0 && upper.count == 1 ? Character(upper) : character
      }
    case 6 where !text.isEmpty:
      text.removeSubrange(position..<text.count)
    default:
      text.insert(
        Self.notation[Int(random.next() % UInt64(Self.notation.count))], at: position)
    }
  }
}
