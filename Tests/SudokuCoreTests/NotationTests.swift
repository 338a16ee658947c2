import Testing

@testable import SudokuCore

@Suite struct NotationTests {
  @Test(arguments: [
    ("r3c5=7", "r3c5=7"),
    ("R3C5:7", "r3c5=7"),
    ("r3c5<>7", "r3c5<>7"),
    ("r3c5-7", "r3c5<>7"),
    ("-7r3c5", "r3c5<>7"),
    ("r1c789<>5", "r1c789<>5"),
    ("r1c7<>5 r1c8<>5", "r1c7<>5 r1c8<>5"),
    (" r 3 c 5 <> 7 ", "r3c5<>7"),
    ("r8c7<>3,9", "r8c7<>3,9"),
  ])
  func parsesAnswerForms(input: String, canonical: String) throws {
    #expect(try Answer(parsing: input).description == canonical)
  }

  @Test(arguments: ["", "hello", "r3c5", "r0c5=1", "r3c5=0", "r3c=5", "r3c5=78", "r3c5<7"])
  func rejectsMalformedAnswers(input: String) {
    #expect(throws: NotationError.self) { try Answer(parsing: input) }
  }

  @Test(arguments: [
    ("r10c1=5", NotationError.noSuchLine(.row, typed: "10")),
    ("r0c1=5", .noSuchLine(.row, typed: "0")),
    ("r1c20<>5", .noSuchLine(.column, typed: "20")),
  ])
  func namesTheNumberTypedWhenItIsNoRowOrColumn(input: String, error: NotationError) {
    #expect(throws: error) { try Answer(parsing: input) }
  }

  /// Each error names what was expected and where the reader stopped (the words are Academy's).
  @Test(arguments: [
    ("", NotationError.empty),
    (" , ;", .empty),
    ("hello", .expected(.cell, at: .character(1, shown: "hello"))),
    ("r3c5", .expected(.sign(after: [Cell(row: 2, column: 4)]), at: .end)),
    ("r3c5 7", .expected(.sign(after: [Cell(row: 2, column: 4)]), at: .character(6, shown: "7"))),
    ("r3c5<7", .expected(.eliminationSign, at: .character(6, shown: "7"))),
    ("r3c=5", .expected(.number(.column), at: .character(4, shown: "=5"))),
    ("rc5=1", .expected(.number(.row), at: .character(2, shown: "c5=1"))),
    ("r3x5=1", .expected(.column, at: .character(3, shown: "x5=1"))),
    ("r3c5=", .expected(.digit, at: .end)),
    ("r3c5=0", .zeroDigit),
    (
      "r3c5=78",
      .placementOfSeveral(cells: [Cell(row: 2, column: 4)], digits: [7, 8])
    ),
    (
      "R1C12=3",
      .placementOfSeveral(cells: [Cell(row: 0, column: 0), Cell(row: 0, column: 1)], digits: [3])
    ),
  ])
  func errorsSayWhatWasExpectedWhere(input: String, error: NotationError) {
    #expect(throws: error) { try Answer(parsing: input) }
  }

  @Test func groupsCells() {
    let cells = [Cell(row: 0, column: 6), Cell(row: 0, column: 7), Cell(row: 0, column: 8)]
    #expect(Notation.group(cells) == "r1c789")
    #expect(Notation.group([Cell(row: 0, column: 0), Cell(row: 1, column: 0)]) == "r12c1")
    let rectangle = [(1, 0), (1, 4), (4, 0), (4, 4)].map { Cell(row: $0.0, column: $0.1) }
    #expect(Notation.group(rectangle) == "r25c15")
  }
}
