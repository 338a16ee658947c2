import Foundation
import SudokuCore
import Testing

/// The real binary in scripted mode fed what a terminal or a pipe can deliver: random bytes, NULs,
/// invalid UTF-8, megabyte lines, and input that stops in the middle of a command. It must end on
/// its own with status 0 (or a non-zero status and a message), never by a signal, and answer a huge
/// line with a message of ordinary size.
@Suite struct FuzzBinaryTests {
  static let megabyte = 1 << 20

  /// `count` bytes from a seeded stream: any byte value, with a newline about every 60.
  static func randomBytes(seed: UInt64, count: Int) -> [UInt8] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let value = random.next()
      return value % 60 == 0 ? 0x0A : UInt8(truncatingIfNeeded: value >> 8)
    }
  }

  static let inputs: [(String, [UInt8])] = [
    ("random bytes 1", randomBytes(seed: 1, count: 32 * 1024)),
    ("random bytes 2", randomBytes(seed: 2, count: 32 * 1024)),
    (
      "random bytes with a drill open",
      Array("lesson 1\n".utf8) + randomBytes(seed: 3, count: 16 * 1024)
    ),
    (
      "NULs",
      Array("\0\0lesson\0 1\n\0help\0\nr1c1\0=5\n".utf8) + [UInt8](repeating: 0, count: 4096) + [
        0x0A
      ]
    ),
    (
      "invalid UTF-8",
      [0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A, 0x72, 0x31, 0x63, 0x31, 0x3D, 0xE2, 0x28, 0xA1, 0x0A]
        + [
          0xF0, 0x28, 0x8C, 0xBC, 0x0A, 0xED, 0xA0, 0x80, 0x0A, 0xC0, 0xAF, 0x0A, 0x80, 0x80, 0x0A,
        ]
        + Array("lesson 1\nr1c1=\u{FFFD}5\n".utf8) + [0x72, 0x32, 0x63, 0x32, 0x3D, 0xFF, 0x0A]
    ),
    ("a 1 MB word", [UInt8](repeating: 0x78, count: megabyte) + Array("\nhelp\n".utf8)),
    ("a 1 MB help topic", Array("help ".utf8) + [UInt8](repeating: 0x79, count: megabyte) + [0x0A]),
    (
      "a 1 MB lesson name",
      Array("lesson ".utf8) + [UInt8](repeating: 0x7A, count: megabyte) + [0x0A]
    ),
    (
      "a 1 MB answer with a drill open",
      Array("lesson 1\n".utf8) + Array(String(repeating: "r1c1=5 ", count: megabyte / 7).utf8) + [
        0x0A
      ]
    ),
    (
      "a 1 MB answer of wide groups with a drill open",
      Array("lesson 1\n".utf8)
        + Array(String(repeating: "r123456789c123456789<>123456789 ", count: megabyte / 32).utf8)
        + [0x0A]
    ),
    ("EOF in the middle of a command", Array("help\nlesson 1\nr1c".utf8)),
    ("EOF in the middle of a word", Array("hel".utf8)),
  ]

  @Test(arguments: inputs.map(\.0))
  func binaryEndsNormallyOnOddInput(_ name: String) throws {
    let bytes = try #require(Self.inputs.first { $0.0 == name }?.1)
    let scratch = try ScratchDirectory("academy-fuzz-binary")
    let result = try runProgram(
      try AcademyBinary.require(), ["--progress", scratch.path("progress.json"), "--seed", "7"],
      input: Data(bytes), in: scratch, timeout: 120)
    #expect(!result.timedOut, "still running after 120 s")
    #expect(result.reason == .exit, "ended by signal \(result.status)")
    #expect(
      result.status == 0 || !result.errors.isEmpty,
      "status \(result.status) with no message")
    #expect(result.output.hasPrefix("Sudoku Academy"))
    if name.contains("1 MB") {
      // One short message, not seconds of work or an echo of the line.
      #expect(result.output.contains("Line too long (over 4096 bytes)"))
      #expect(result.stdout.count < 16 * 1024, "\(result.stdout.count) bytes of output")
    }
  }

  /// A command at the very end of the input, with no newline after it, still runs.
  @Test func lastLineWithoutNewlineIsRun() throws {
    let scratch = try ScratchDirectory("academy-fuzz-binary")
    let help = try runAcademy(
      ["--progress", scratch.path("progress.json")], input: "help", in: scratch)
    #expect(help.status == 0 && help.output.contains("Commands:"))
    let answer = try runAcademy(
      ["--progress", scratch.path("progress.json"), "--seed", "7"], input: "lesson 1\nr1c",
      in: scratch)
    #expect(answer.status == 0 && answer.output.contains("Can't read that answer"))
  }
}
