struct EnglishDataFileWords: DataFileWords {
  func expected(_ value: ExpectedValue) -> String {
    switch value {
    case .list: "a list"
    case .object: "an object"
    case .trueOrFalse: "true or false"
    case .number: "a number"
    case .wholeNumber: "a whole number"
    case .text: "text"
    case .hexIdentity: "16 hexadecimal digits"
    case .utcTime: "a UTC time like 2026-11-30T08:00:00Z"
    case .oneOf(let texts): EnglishGrammar().list(texts, or: true)
    }
  }

  func shouldBe(_ subject: String, _ expected: String) -> String {
    "\(subject) should be \(expected)"
  }

  func found(_ summary: String) -> String { ", found \(summary)" }

  func isButShouldBe(_ subject: String, _ value: String, _ expected: String) -> String {
    "\(subject) is \(value); it should be \(expected)"
  }

  func range(from lower: Int, to upper: Int) -> String { "\(lower) to \(upper)" }
  func orMore(_ lower: Int) -> String { "\(lower) or more" }

  func nestedTooDeep(_ limit: Int) -> String {
    "it nests lists and objects more than \(limit) deep"
  }

  var notValidJSON: String { "it is not valid JSON" }
  var endsEarly: String { "it ends early" }
  func line(_ number: Int) -> String { "line \(number)" }
}
