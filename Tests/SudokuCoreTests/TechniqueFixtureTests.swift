import Foundation
import SudokuCore
import TestSupport
import Testing

/// One line of `Fixtures/techniques.txt`: `technique|position|expected`.
///
/// The line is parsed inside the test, so a malformed line fails as its own case.
struct TechniqueFixture: Sendable, CustomTestStringConvertible {
  let line: Int
  let text: String

  var testDescription: String { "techniques.txt:\(line)" }

  static let path = "Tests/SudokuCoreTests/Fixtures/techniques.txt"

  /// Every case in the file (comments and blank lines skipped); empty when the file can't be read, which
  /// `fixturesArePresent` reports.
  static let all = Fixture.cases(path).map { TechniqueFixture(line: $0.line, text: $0.text) }
}

/// What a fixture line expects: the exact set, or candidates that must not be found.
enum FixtureExpectation: Equatable {
  case exactly(Set<Candidate>)
  case never(Set<Candidate>)
}

/// Reads `r3c5=7` or `r3c5<>7` (with `placement` saying which), or nil.
func fixtureCandidate(_ token: Substring, placement: Bool) -> Candidate? {
  let characters = Array(token)
  let separator = placement ? "=" : "<>"
  guard characters.count == 5 + separator.count, characters[0] == "r", characters[2] == "c",
    String(characters[4..<4 + separator.count]) == separator,
    let row = characters[1].wholeNumberValue, let column = characters[3].wholeNumberValue,
    let digit = characters.last?.wholeNumberValue,
    (1...9).contains(row), (1...9).contains(column), (1...9).contains(digit)
  else { return nil }
  return Candidate(Cell(row: row - 1, column: column - 1), digit)
}

@Suite struct TechniqueFixtureTests {
  @Test func fixturesArePresent() {
    // A parameterized test over nothing passes silently: make sure the file was read.
    #expect(
      TechniqueFixture.all.count >= 30,
      "read \(TechniqueFixture.all.count) cases from \(TechniqueFixture.path)")
    let techniques = Set(TechniqueFixture.all.compactMap { $0.text.split(separator: "|").first })
    // The six after X-Wing have their own file, techniques-master.txt (MasterTechniqueFixtureTests).
    #expect(techniques == Set(Technique.upToXWing.map { Substring($0.rawValue) }))
  }

  @Test(arguments: TechniqueFixture.all)
  func finderAndReferenceGiveTheExpectedSet(_ fixture: TechniqueFixture) throws {
    let fields = fixture.text.split(separator: "|", omittingEmptySubsequences: false)
    try #require(fields.count == 3, "expected technique|position|expected")
    let technique = try #require(Technique(rawValue: String(fields[0])), "unknown technique")
    let grid = try Position(parsing: String(fields[1])).grid
    let placement = technique.placesDigits

    let tokens = fields[2].split(separator: " ")
    let expectation: FixtureExpectation
    if tokens == ["none"] {
      expectation = .exactly([])
    } else if tokens.allSatisfy({ $0.hasPrefix("!") }) {
      let forbidden = tokens.compactMap { fixtureCandidate($0.dropFirst(), placement: placement) }
      try #require(forbidden.count == tokens.count, "unreadable must-not-find entry")
      expectation = .never(Set(forbidden))
    } else {
      let expected = tokens.compactMap { fixtureCandidate($0, placement: placement) }
      try #require(expected.count == tokens.count, "unreadable candidate in the expected set")
      // Keep the file canonical: sorted by cell then digit, no repeats.
      #expect(PositionAudit.text(Set(expected), placement: placement) == String(fields[2]))
      expectation = .exactly(Set(expected))
    }

    let sides = [
      ("finder", PositionAudit.finderResults(Finder.steps(technique, in: grid), for: technique)),
      ("reference", Reference(grid).results(technique)),
    ]
    for (side, found) in sides {
      switch expectation {
      case .exactly(let expected):
        #expect(
          PositionAudit.text(found, placement: placement)
            == PositionAudit.text(expected, placement: placement), "\(side)")
      case .never(let forbidden):
        #expect(
          found.isDisjoint(with: forbidden),
          "\(side) found \(PositionAudit.text(found.intersection(forbidden), placement: placement))"
        )
      }
    }
  }
}
