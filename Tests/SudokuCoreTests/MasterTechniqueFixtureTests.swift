import Foundation
import SudokuCore
import TestSupport
import Testing

/// One line of `Fixtures/techniques-master.txt`: `key|position|expected[|text]`.
///
/// The line is parsed inside the test, so a malformed line fails as its own case.
struct MasterTechniqueFixture: Sendable, CustomTestStringConvertible {
  let line: Int
  let text: String

  var testDescription: String { "techniques-master.txt:\(line)" }

  static let path = "Tests/SudokuCoreTests/Fixtures/techniques-master.txt"

  /// Every case in the file (comments and blank lines skipped); empty when the file can't be read, which
  /// `fixturesArePresent` reports.
  static let all = Fixture.cases(path).map { MasterTechniqueFixture(line: $0.line, text: $0.text) }

  /// Reads `r3c5<>7`, or nil.
  static func elimination(_ token: Substring) -> Candidate? {
    let characters = Array(token)
    guard characters.count == 7, characters[0] == "r", characters[2] == "c",
      String(characters[4..<6]) == "<>", let row = characters[1].wholeNumberValue,
      let column = characters[3].wholeNumberValue, let digit = characters[6].wholeNumberValue,
      (1...9).contains(row), (1...9).contains(column), (1...9).contains(digit)
    else { return nil }
    return Candidate(Cell(row: row - 1, column: column - 1), digit)
  }
}

@Suite struct MasterTechniqueFixtureTests {
  @Test func fixturesArePresent() {
    // A parameterized test over nothing passes silently: make sure the file was read.
    #expect(
      MasterTechniqueFixture.all.count >= 20,
      "read \(MasterTechniqueFixture.all.count) cases from \(MasterTechniqueFixture.path)")
    let keys = Set(MasterTechniqueFixture.all.compactMap { $0.text.split(separator: "|").first })
    #expect(keys == Set(MasterAudit.kinds.map { Substring($0.rawValue) }))
    // Every kind has a case that finds something and one that must not.
    for technique in MasterAudit.kinds {
      let lines = MasterTechniqueFixture.all.map { $0.text.split(separator: "|") }
        .filter { $0[0] == technique.rawValue }
      #expect(lines.contains { $0[2] != "none" && !$0[2].hasPrefix("!") }, "\(technique)")
      #expect(lines.contains { $0[2] == "none" || $0[2].hasPrefix("!") }, "\(technique)")
    }
  }

  @Test(arguments: MasterTechniqueFixture.all)
  func finderAndReferenceGiveTheExpectedSet(_ fixture: MasterTechniqueFixture) throws {
    let fields = fixture.text.split(separator: "|", omittingEmptySubsequences: false)
    try #require((3...4).contains(fields.count), "expected key|position|expected[|text]")
    let technique = try #require(Technique(rawValue: String(fields[0])), "unknown key")
    let grid = try Position(parsing: String(fields[1])).grid

    let tokens = fields[2].split(separator: " ")
    let steps = Finder.steps(technique, in: grid)
    let sides = [
      ("finder", Set(steps.flatMap(\.eliminations))),
      ("reference", Reference(grid).results(technique)),
    ]
    if tokens.allSatisfy({ $0.hasPrefix("!") }) {
      let forbidden = Set(tokens.compactMap { MasterTechniqueFixture.elimination($0.dropFirst()) })
      try #require(forbidden.count == tokens.count, "unreadable must-not-find entry")
      for (side, found) in sides {
        #expect(
          found.isDisjoint(with: forbidden),
          "\(side) found \(PositionAudit.text(found.intersection(forbidden), placement: false))")
      }
    } else {
      let expected =
        tokens == ["none"] ? [] : Set(tokens.compactMap { MasterTechniqueFixture.elimination($0) })
      try #require(
        tokens == ["none"] || expected.count == tokens.count, "unreadable entry in the expected set"
      )
      // Keep the file canonical: sorted by cell then digit, no repeats.
      #expect(PositionAudit.text(expected, placement: false) == String(fields[2]))
      for (side, found) in sides {
        #expect(
          PositionAudit.text(found, placement: false)
            == PositionAudit.text(expected, placement: false), "\(side)")
      }
    }
    if fields.count == 4 {
      #expect(steps.map(\.description) == [String(fields[3])])
    }
  }
}
