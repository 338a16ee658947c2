import Testing

@testable import Academy

@Suite struct ProgressJSONValueTests {
  @Test func printsSortedKeysAndTwoSpaceIndents() throws {
    let value = try JSONValue(parsing: Array(#"{"b": [1, {"d": null, "c": true}], "a": {}}"#.utf8))
    #expect(
      value.prettyPrinted == """
        {
          "a": {},
          "b": [
            1,
            {
              "c": true,
              "d": null
            }
          ]
        }

        """)
  }

  @Test func keepsNumbersAsWritten() throws {
    let value = try JSONValue(parsing: Array("[0, -0.0, 2.50, 1E+400, 7]".utf8))
    #expect(value == .array(["0", "-0.0", "2.50", "1E+400", "7"].map { .number($0) }))
    #expect(value == (try JSONValue(parsing: Array(value.prettyPrinted.utf8))))
  }

  @Test(arguments: [
    ("{\n  \"a\": 1,\n  x\n}", JSONSyntaxError(kind: .unexpected, line: 3)),
    ("{\n  \"a\": [1,\n", JSONSyntaxError(kind: .endsEarly, line: 3)),
    ("\"abc", JSONSyntaxError(kind: .endsEarly, line: 1)),
    ("[1,]", JSONSyntaxError(kind: .unexpected, line: 1)),
    ("[1]\n\n[2]", JSONSyntaxError(kind: .unexpected, line: 3)),
    ("[-]", JSONSyntaxError(kind: .unexpected, line: 1)),
    ("[1.]", JSONSyntaxError(kind: .unexpected, line: 1)),
    ("[tru]", JSONSyntaxError(kind: .unexpected, line: 1)),
    (#"["\x"]"#, JSONSyntaxError(kind: .unexpected, line: 1)),
    (#"["\ud800x"]"#, JSONSyntaxError(kind: .unexpected, line: 1)),
    ("{\"a\": 1,\n \"a\": 2}", JSONSyntaxError(kind: .duplicateKey("a"), line: 2)),
  ])
  func reportsTheKindAndLineOfAnError(text: String, error: JSONSyntaxError) {
    #expect(throws: error) { try JSONValue(parsing: Array(text.utf8)) }
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try JSONValue(parsing: Array(#"["\u00e9\ud83d\ude00\/\t"]"#.utf8))
    #expect(value == .array([.string("é😀/\t")]))
  }
}
