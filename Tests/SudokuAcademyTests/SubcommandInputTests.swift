import Foundation
import Testing

/// Every subcommand that reads positions reads every format and every HoDoKu code, through the
/// real binary: a puzzle, a library line (our codes, a variant such as `0110-1`, another
/// technique's code), the 729-character candidate string.
@Suite struct SubcommandInputTests {
  static let line =
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"
  static let solution =
    "963182475142567389785349261631258794824793156597416823478635912359821647216974538"

  static func coded(_ code: String) -> String { ":\(code)" + line.dropFirst(":0100".count) }

  static func run(_ arguments: [String]) throws -> RunResult {
    try runAcademy(arguments, input: "", in: ScratchDirectory("academy-inputs"))
  }

  @Test(arguments: ["0100", "0110-1", "0000", "0901", "0606-x"])
  func solveGradeAndFindReadLibraryLinesOfAnyCode(code: String) throws {
    let position = Self.coded(code)
    let solved = try Self.run(["solve", position])
    #expect(solved.status == 0 && solved.output == Self.solution + "\n", "\(solved.errors)")
    let graded = try Self.run(["grade", position])
    let plain = try Self.run(["grade", String(Self.line.split(separator: ":")[2])])
    #expect(graded.status == 0 && !graded.output.isEmpty, "\(graded.errors)")
    #expect(graded.output == plain.output, "the code changes nothing but the technique named")
    let found = try Self.run(["find", "all", position])
    #expect(found.status == 0, "\(found.errors)")
    #expect(found.output.contains("pointing\tLocked Candidates Type 1 (Pointing): 3 in b7"))
    #expect(found.output.contains("naked-pair\tNaked Pair: 3,4 in r78c1 => r12c1<>3,4"))
  }

  /// `grade` names the technique of lessons 7–12 a puzzle needs (master puzzles of seed 20261201,
  /// one needing an XY-Wing, one a skyscraper), and says "beyond the eighteen" where the twelve
  /// stall (the first puzzle of top1465), in text and in `--json`.
  @Test(arguments: [
    (
      "..5..92......5...1...3.48..5........8......63.9..1...83.6.....7.....6..471.9...3.", "xy-wing"
    ),
    (
      ".....3..44..7..5...76....1.642........5...6.8...1........58......1..27.3.8..9.2..",
      "skyscraper"
    ),
    (
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
      "beyond the eighteen"
    ),
  ])
  func gradeNamesTheTwelveAndWhereTheyStall(puzzle: String, grade: String) throws {
    let text = try Self.run(["grade", puzzle])
    #expect(text.status == 0 && text.output.hasPrefix(grade + "\t"), "\(text.output.prefix(80))")
    let json = try Self.run(["grade", puzzle, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(object?["grade"] as? String == grade)
    #expect(object?["solved"] as? Bool == (grade != "beyond the eighteen"))
  }

  @Test func positionsAreReportedAndCandidateStringsRead() throws {
    let found = try Self.run(["find", "all", Self.line, "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [String: Any]
    let position = try #require(object?["position"] as? String)
    #expect(position.hasPrefix(":0000:x:"))
    let candidates = Array(repeating: "123456789", count: 81).joined()
    let solved = try Self.run(["solve", candidates])
    #expect(solved.status == 1 && solved.errors.contains("more than one solution"))
  }
}
