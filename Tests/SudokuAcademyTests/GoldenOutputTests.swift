import Foundation
import SudokuCore
import Testing

/// Pins seeds to their output through the real binary: each lesson's first two drills of seed
/// 20261201 (header, library line, board, and the `--json` form with every valid answer) and three
/// generated puzzles of each level. A change to drills or puzzles is then a deliberate decision:
/// re-record with `make record-snapshots` (`RECORD_SNAPSHOTS=1`) and commit the new files with the
/// change that made them.
@Suite struct GoldenOutputTests {
  static let seed = "20261201"

  static func compare(_ name: String, _ arguments: [[String]]) throws {
    let directory = try ScratchDirectory("academy-golden")
    var output = ""
    for command in arguments {
      let result = try runAcademy(command, input: "", in: directory)
      #expect(result.status == 0, "\(command): \(result.errors)")
      output += result.output
    }
    try Fixture.snapshot(output, at: "Tests/SudokuAcademyTests/Snapshots/\(name).txt")
  }

  @Test(arguments: Technique.allCases)
  func drillsOfASeedStayTheSame(technique: Technique) throws {
    let drill = ["drill", technique.rawValue, "--seed", Self.seed, "--count", "2"]
    try Self.compare("drill-\(technique.rawValue)", [drill, drill + ["--json"]])
  }

  @Test(arguments: Difficulty.allCases)
  func puzzlesOfASeedStayTheSame(difficulty: Difficulty) throws {
    try Self.compare(
      "generate-\(difficulty.rawValue)",
      [
        [
          "generate", "--difficulty", difficulty.rawValue, "--seed", Self.seed, "--count", "3",
          "--json",
        ]
      ])
  }
}
