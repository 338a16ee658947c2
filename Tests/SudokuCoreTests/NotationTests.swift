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
    ("r10c1=5", "there is no row 10 (rows and columns go from 1 to 9)"),
    ("r0c1=5", "there is no row 0 (rows and columns go from 1 to 9)"),
    ("r1c20<>5", "there is no column 20 (rows and columns go from 1 to 9)"),
  ])
  func namesTheNumberTypedWhenItIsNoRowOrColumn(input: String, message: String) {
    #expect {
      try Answer(parsing: input)
    } throws: { error in
      (error as? NotationError)?.message.hasPrefix(message) == true
    }
  }

  @Test func groupsCells() {
    let cells = [Cell(row: 0, column: 6), Cell(row: 0, column: 7), Cell(row: 0, column: 8)]
    #expect(Notation.group(cells) == "r1c789")
    #expect(Notation.group([Cell(row: 0, column: 0), Cell(row: 1, column: 0)]) == "r12c1")
    let rectangle = [(1, 0), (1, 4), (4, 0), (4, 4)].map { Cell(row: $0.0, column: $0.1) }
    #expect(Notation.group(rectangle) == "r25c15")
  }
}
