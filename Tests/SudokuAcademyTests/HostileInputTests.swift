import Foundation
import Testing

@testable import sudoku_academy

#if canImport(Glibc)
  import Glibc
#endif

/// Input made to hurt, through the real binary and the shell (issue 19): escapes are shown, not
/// sent; a huge line is skipped in one pass; invalid puzzles get no grade; messages say what is
/// really wrong.
@Suite struct HostileInputTests {
  static let puzzle =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."

  // MARK: Escapes (item 6)

  /// One escaping function: C0 and C1 controls and DEL shown as `cat -v` shows them.
  @Test(arguments: [
    ("plain r3c5=7", "plain r3c5=7"),
    ("\u{1B}]0;PWNED\u{7}", "^[]0;PWNED^G"),
    ("x\u{9B}2J", "xM-^[2J"),
    ("a\u{7F}b\tc\u{0}", "a^?b\tc^@"),
    ("é ■ 日本", "é ■ 日本"),
  ])
  func controlCharactersAreShownNotSent(text: String, shown: String) {
    #expect(TerminalText.visible(text) == shown)
  }

  /// A library line's fields with ESC and BEL in them come back on stderr escaped.
  @Test func solveEscapesWhatItEchoes() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let line = ":\u{1B}]0;PWNED\u{7}:5:\(Self.puzzle):::\n:0000:x:\(Self.puzzle):\u{1B}[2J::\n"
    let result = try runAcademy(["solve", "-"], input: line, in: scratch)
    #expect(result.status == 1)
    #expect(!result.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(result.errors.contains("^[]0;PWNED^G"), "\(result.errors)")
    #expect(result.errorLines.count == 2)
  }

  /// The shell never echoes C1 CSI (U+009B) back: the unknown command is shown without it.
  @Test func theShellEchoesNoC1Control() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let result = try runAcademy(
      ["--progress", scratch.path("p.json")], input: "x\u{9B}2J\nquit\n", in: scratch)
    #expect(result.status == 0)
    #expect(!result.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(result.output.contains("Unknown command 'x'"))
  }

  // MARK: One huge line (item 7)

  /// A line over 4 KB is skipped unread with `line N: too long`, and the next line is solved.
  @Test func aHugeLineIsSkippedAndTheNextIsRead() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let huge = String(repeating: "1", count: 3 << 20)
    let result = try runAcademy(
      ["solve", "-"], input: "\(huge)\n\(Self.puzzle)\r\n", in: scratch, timeout: 60)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "line 1: too long (over 4096 bytes); it was skipped, as no position needs that much\n")
    #expect(result.output.count == 82, "the second line solved: \(result.output)")
  }

  /// The reader keeps at most a longest line and a block, however long the line, and resumes its
  /// search for a newline where it stopped (one pass).
  @Test func theReaderSkipsALongLineInFlatMemory() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let text =
      "short\n" + String(repeating: "y", count: 20_000) + "\nafter\n"
      + String(
        repeating: "z", count: 4096) + "\r\n" + String(repeating: "w", count: 4097)
    let writeEnd = descriptors[1]
    let writer = Thread {
      _ = text.utf8.withContiguousStorageIfAvailable { write(writeEnd, $0.baseAddress!, $0.count) }
      close(writeEnd)
    }
    writer.start()
    var reader = ByteLineReader(fileDescriptor: descriptors[0], blockSize: 64)
    var lines: [String] = []
    reader.forEachLine {
      lines.append("(too long)")
    } _: {
      lines.append(String(decoding: $0, as: UTF8.self))
    }
    close(descriptors[0])
    #expect(
      lines == ["short", "(too long)", "after", String(repeating: "z", count: 4096), "(too long)"])
    #expect(reader.capacity <= ByteLineReader.longestLine + 2 + 64)
  }

  // MARK: grade (item 8)

  @Test(arguments: [
    ("112" + String(repeating: ".", count: 78), "input: character 2 (r1c2): 1 is already in r1c1"),
    (String(repeating: ".", count: 81), "input: the puzzle has more than one solution"),
    (
      "12345678." + "........9" + String(repeating: ".", count: 63),
      "input: the puzzle has no solution"
    ),
  ])
  func gradeRefusesAPuzzleWithoutOneSolution(puzzle: String, message: String) throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let result = try runAcademy(["grade", puzzle], input: "", in: scratch)
    #expect(result.status == 1)
    #expect(result.output.isEmpty, "no grade: \(result.output)")
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
  }

  // MARK: Messages (item 9)

  /// 728 ones are the wrong length, not a repeated digit; a trailing CR is not a cell.
  @Test func positionsSayWhatIsReallyWrong() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let long = try runAcademy(
      ["solve", String(repeating: "1", count: 728)], input: "", in: scratch)
    #expect(
      long.errors
        == "input: wrong length: 728 cells (more than 81 cells) — a puzzle is 81 characters, "
        + "row by row\n")
    let crlf = try runAcademy(["solve", Self.puzzle + "\r"], input: "", in: scratch)
    #expect(crlf.status == 0 && crlf.errors.isEmpty, "\(crlf.errors)")
  }

  /// `--count +5` is refused like any other non-number.
  @Test func aSignedCountIsRefused() throws {
    let scratch = try ScratchDirectory("academy-hostile")
    let result = try runAcademy(["generate", "--count", "+5"], input: "", in: scratch)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("sudoku-academy: --count takes a whole number from 1 to"))
    let seed = try runAcademy(["generate", "--seed", "+5"], input: "", in: scratch)
    #expect(seed.status == 2 && seed.errors.contains("--seed takes a whole number 0 or more"))
  }

  /// `q now` is refused as `quit now` is: neither ends the shell.
  @Test func qTakesNoArgumentLikeQuit() throws {
    let (shell, transcript, _) = try TestShell.make()
    #expect(shell.handle("quit now"))
    #expect(shell.handle("q now"))
    #expect(transcript.lines.count == 2)
    #expect(transcript.lines[0] == transcript.lines[1])
    #expect(!shell.handle("q"))
  }

  /// The shell's limit is in bytes, and so is its message.
  @Test func aLongShellLineIsMeasuredInBytes() throws {
    let (shell, transcript, _) = try TestShell.make()
    // 1,366 characters, 4,098 bytes.
    #expect(shell.handle(String(repeating: "■", count: 1366)))
    #expect(
      transcript.lines == [
        "Line too long (over 4096 bytes); commands and answers are short, like r3c5=7."
      ])
  }
}
