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

  /// Each error names the character, cell or field at fault (the words are Academy's, tested in
  /// `ReadingErrorWordsTests`).
  @Test(
    arguments: [
      ("12345678", FormatError.tooFewCells(8)),
      (
        String(repeating: ".", count: 80) + "x",
        .notACell(character: 81, cell: Cell(80), found: "x")
      ),
      (
        "11" + String(repeating: ".", count: 79),
        .repeatedDigit(character: 2, cell: Cell(1), digit: 1, clash: Cell(0))
      ),
      (String(repeating: ".", count: 82), .tooManyCells(82)),
      ("+" + String(repeating: ".", count: 81), .plusBeforeEmpty(character: 2, cell: Cell(0))),
      ("++1" + String(repeating: ".", count: 80), .plusTwice(character: 2)),
      (String(repeating: ".", count: 81) + "+", .endsWithPlus),
      (
        "\u{0}" + String(repeating: ".", count: 80),
        .notACell(character: 1, cell: Cell(0), found: "\u{0}")
      ),
      (":lp:x:" + String(repeating: ".", count: 81) + "::::", .libraryCode("lp")),
      (
        ":0100:x:" + String(repeating: ".", count: 81) + ":1000:::",
        .notACandidate(.deletedCandidates, token: "1000")
      ),
      (
        ":0100:x:" + String(repeating: ".", count: 81) + "::111 x::",
        .notACandidate(.eliminations, token: "x")
      ),
      (":0100:x:" + String(repeating: ".", count: 80) + "::::", .givensField(.tooFewCells(80))),
      (":0100", .libraryFieldCount(1)),
      ("", .emptyPuzzle),
    ] as [(String, FormatError)])
  func parseErrorsSayWhatAndWhere(input: String, error: FormatError) {
    #expect(throws: error) { try Position(parsing: input) }
  }

  @Test func deletionsThatEmptyACellAreRefused() {
    let all = (1...9).map { "\($0)11" }.joined(separator: " ")
    #expect(throws: FormatError.deletedLeaveNoCandidate(Cell(0))) {
      try Position(parsing: ":0000:x:" + String(repeating: ".", count: 81) + ":\(all):::")
    }
  }

  @Test func candidateFormatsNameTheCellAtFault() throws {
    let digits = String(repeating: "123456789", count: 81)
    var string = Array(digits)
    string[9 * 4 + 2] = "x"
    #expect(throws: FormatError.notACandidateCharacter(character: 39, cell: Cell(4), found: "x")) {
      try Position(candidateString: String(string))
    }
    #expect(throws: FormatError.candidateStringLength(728)) {
      try Position(candidateString: String(digits.dropLast()))
    }
    string[9 * 4 + 2] = "3"
    string[0..<9] = Array(".........")[...]
    #expect(throws: FormatError.noCandidates(Cell(0))) {
      try Position(candidateString: String(string))
    }
    var lists = Array(repeating: "123456789", count: 81)
    #expect(throws: FormatError.candidateListCount(80)) {
      try Position(candidateLists: Array(lists.dropLast()))
    }
    lists[3] = "12a"
    #expect(throws: FormatError.notACandidateList(number: 4, cell: Cell(3), token: "12a")) {
      try Position(candidateLists: lists)
    }
    lists[3] = "5"
    lists[4] = "5"
    #expect(throws: FormatError.bothHold(Cell(4), Cell(3), digit: 5)) {
      try Position(candidateLists: lists)
    }
    lists[4] = "15"
    #expect(throws: FormatError.candidateHeldByPeer(Cell(0), digit: 5, holder: Cell(3))) {
      try Position(candidateLists: lists)
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
