import Foundation
import Testing

@testable import sudoku_academy

/// The batch subcommands' input and output: lines read as bytes, `--json` written by typed records
/// whose bytes must equal what `JSONEncoder` makes of the same values.
@Suite struct BatchIOTests {
  static func encoderLine(_ record: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(record), as: UTF8.self) + "\n"
  }

  static func writerLine(_ record: some JSONRecord) -> String {
    var writer = JSONWriter()
    return String(decoding: writer.line(record), as: UTF8.self)
  }

  @Test func recordsWriteWhatJSONEncoderWrites() throws {
    let step = StepRecord(
      cells: ["r1c2", "r3c2"], digits: [1, 9], eliminations: ["r1c1<>1"], houses: ["c2", "b1"],
      name: "Locked Candidates Type 2 (Claiming)", placements: [],
      step: "Locked Candidates Type 2 (Claiming): 1 in c2 => r13c1<>1")
    let records: [any JSONRecord] = [
      SolveRecord(puzzle: "1.3", solution: "123", solutions: 1),
      SolveRecord(puzzle: "...", solution: nil, solutions: 2),
      GradeRecord(
        grade: "x-wing", puzzle: "+12.", solved: true, steps: ["a; b", "quote \" \\ \n\t"]),
      FindRecord(
        position: ":0000:x:1.::::", techniques: ["x-wing": [], "claiming": [step, step]]),
      GenerateRecord(
        clues: 25, difficulty: "expert", grade: "x-wing", puzzle: "..1", seed: 18_446_744_073_709,
        solution: "231"),
      DrillRecord(
        answers: ["r1c7<>5", "r2c7<>5"], position: ":0100:x:…:", puzzle: ".", seed: 0,
        solution: "9", technique: "pointing"),
    ]
    for record in records {
      #expect(Self.writerLine(record) == (try Self.encoderLine(record)))
    }
  }

  /// Lines come out without their line breaks (`\n` or `\r\n`), a last line without a newline
  /// included, and a line longer than the read block is whole.
  @Test func byteLinesSplitAsReadLineDoes() throws {
    let long = String(repeating: "7", count: 300)
    let text = "first\r\n\nsecond\n\(long)\nlast"
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let written = text.utf8.withContiguousStorageIfAvailable {
      write(descriptors[1], $0.baseAddress!, $0.count)
    }
    #expect(written == text.utf8.count)
    close(descriptors[1])
    var reader = ByteLineReader(fileDescriptor: descriptors[0], blockSize: 16)
    var lines: [String] = []
    reader.forEachLine { lines.append(String(decoding: $0, as: UTF8.self)) }
    close(descriptors[0])
    #expect(lines == ["first", "", "second", long, "last"])
  }

  struct SolveLine: Decodable {
    let puzzle: String
    let solution: String?
    let solutions: Int
  }

  /// `solutions` is a number for every outcome (it used to be the string "many" for several).
  @Test func solveJSONHasStableTypes() throws {
    let unique =
      "000000010400000000020000000000050407008000300001090000300400200050100000000806000"
    let many = String(repeating: "0", count: 81)
    let none = "12345678." + "........9" + String(repeating: ".", count: 63)
    let result = try runAcademy(
      ["solve", "--json", "-"], input: [unique, many, none].joined(separator: "\n"),
      in: ScratchDirectory("academy-solve-json"))
    #expect(result.status == 1)
    let lines = try result.output.split(separator: "\n").map {
      try JSONDecoder().decode(SolveLine.self, from: Data($0.utf8))
    }
    #expect(lines.map(\.solutions) == [1, 2, 0])
    #expect(lines[0].solution?.count == 81)
    #expect(lines[1].solution == nil)
    #expect(result.errors.contains("line 2: the puzzle has more than one solution"))
    #expect(result.errors.contains("line 3: the puzzle has no solution"))
  }
}

/// The progress line of batch work: its text, and that nothing appears when standard error is not
/// a terminal.
@Suite struct ProgressLineTests {
  @Test(arguments: [
    (1234, 10000, 2.0, "1,234/10,000  617/s  14s left"),
    (50, 1000, 10.0, "50/1,000  5.0/s  3m 10s left"),
    (7, 9, 3.0, "7/9  2.3/s  0.9s left"),
    (100, 100, 4.0, "100/100  25/s"),
    (3, 100_000, 1.5, "3/100,000  2.0/s  13h 53m left"),
  ])
  func knownTotal(done: Int, total: Int, elapsed: Double, text: String) {
    #expect(ProgressLine.format(done: done, total: total, elapsed: elapsed) == text)
  }

  @Test func unknownTotal() {
    #expect(ProgressLine.format(done: 49158, total: nil, elapsed: 0.5) == "49,158 done  98,316/s")
    #expect(ProgressLine.format(done: 0, total: nil, elapsed: 0) == "0 done  0.0/s")
  }

  /// With the one-second wait turned off, a batch whose standard error is a pipe still writes
  /// nothing there.
  @Test(arguments: [
    ["generate", "--count", "40", "--seed", "3"], ["solve", "-"], ["find", "all", "-", "--json"],
    ["drill", "pointing", "--count", "3", "--seed", "1"],
  ])
  func nothingWhenStandardErrorIsNotATerminal(arguments: [String]) throws {
    let puzzles = [
      "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
      "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
    ].joined(separator: "\n")
    let result = try runAcademy(
      arguments, input: puzzles, in: ScratchDirectory("academy-progress"),
      environment: ["SUDOKU_ACADEMY_PROGRESS_DELAY": "0"])
    #expect(result.status == 0)
    #expect(!result.output.isEmpty)
    #expect(result.stderr.isEmpty, "\(result.errors)")
  }
}
