import Testing

@testable import SudokuCore

/// The community formats, read and written both ways, and parse errors that say what and where.
@Suite struct FormatTests {
  static let libraryLine =
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"

  @Test func libraryLineRoundTrips() throws {
    let position = try Position(parsing: Self.libraryLine)
    #expect(position.technique == .pointing)
    #expect(position.libraryLine(hidingAnswer: true) == Self.libraryLine)
    #expect(position.grid.isGiven[Cell(row: 0, column: 5).index] == false, "+2 is a placed digit")
    #expect(position.grid.digit(at: Cell(row: 0, column: 5)) == 2)
  }

  @Test func deletedCandidatesAndAnswersAreRead() throws {
    let line =
      ":0100:3:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8:911:311 321::"
    let position = try Position(parsing: line)
    #expect(!position.grid.candidates(at: Cell(row: 0, column: 0)).contains(9))
    #expect(position.grid.deletedCandidates == [Candidate(Cell(row: 0, column: 0), 9)])
    #expect(position.eliminations.map(\.libraryCode) == ["311", "321"])
    #expect(position.libraryLine() == line)
  }

  /// Every code HoDoKu writes is read, variants included; only our six name a technique.
  @Test(
    arguments: [
      ("0100", Technique.pointing), ("0110-1", .nakedPair), ("0000", .hiddenSingle),
      ("0200", .nakedPair), ("0300", .xWing), ("0901", nil), ("0606-x", nil), ("03111", nil),
      ("", nil),
    ] as [(String, Technique?)])
  func readsEveryHoDoKuCode(code: String, technique: Technique?) throws {
    let line = ":\(code)" + Self.libraryLine.dropFirst(":0100".count)
    let position = try Position(parsing: line)
    #expect(position.technique == technique)
    #expect(position.grid == (try Position(parsing: Self.libraryLine)).grid)
  }

  @Test func candidateFormatsRoundTrip() throws {
    let position = try Position(parsing: Self.libraryLine)
    let fromString = try Position(parsing: position.candidateString)
    #expect(fromString.grid.candidates == position.grid.candidates)
    #expect(fromString.grid.allDigits == position.grid.allDigits)
    let lists = Cell.all.map { cell in
      position.grid.isEmpty(cell)
        ? position.grid.candidates(at: cell).map(String.init).joined()
        : String(position.grid.digit(at: cell))
    }.joined(separator: " ")
    let fromLists = try Position(parsing: lists)
    #expect(fromLists.grid.candidates == position.grid.candidates)
  }

  @Test func puzzleStringsAcceptDotsZerosAndPlus() throws {
    let dots = try Grid(
      puzzle: "...1.6...4....3.81....2.943...3......36.95...12.6.4....5..6...2.1..7...82.4....5.")
    let zeros = try Grid(
      puzzle: "000106000400003081000020943000300000036095000120604000050060002010070008204000050")
    #expect(dots == zeros)
    #expect(
      dots.puzzleString()
        == "...1.6...4....3.81....2.943...3......36.95...12.6.4....5..6...2.1..7...82.4....5.")
  }

  @Test(arguments: [
    ("12345678", "only 8 cells"),
    (String(repeating: ".", count: 80) + "x", "character 81 (r9c9) is “x”"),
    ("11" + String(repeating: ".", count: 79), "character 2 (r1c2): 1 is already in r1c1"),
    (String(repeating: ".", count: 82), "more than 81 cells"),
    ("+" + String(repeating: ".", count: 81), "+ must be followed by a digit"),
    ("\u{0}" + String(repeating: ".", count: 80), "is “U+0000”"),
    (
      ":lp:x:" + String(repeating: ".", count: 81) + "::::",
      "library code “lp” is not a HoDoKu code"
    ),
    (":0100:x:" + String(repeating: ".", count: 81) + ":1000:::", "“1000” is not a candidate"),
    (":0100", "a library line has the form"),
    ("", "empty puzzle"),
  ])
  func parseErrorsSayWhatAndWhere(input: String, message: String) {
    do {
      _ = try Position(parsing: input)
      Issue.record("\(input.prefix(20)) was accepted")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test func transformsPreserveEveryTechnique() throws {
    let grid = try Position(parsing: Self.libraryLine).grid
    var generator = SplitMix64(seed: 12)
    for _ in 0..<20 {
      let transform = GridTransform.random(using: &generator)
      let moved = grid.transformed(by: transform)
      for technique in Technique.allCases {
        let before = Set(
          Finder.steps(technique, in: grid).flatMap(\.eliminations).map {
            Candidate(transform.map($0.cell), transform.relabel($0.digit))
          })
        let after = Set(Finder.steps(technique, in: moved).flatMap(\.eliminations))
        #expect(before == after, "\(technique)")
      }
    }
  }
}
