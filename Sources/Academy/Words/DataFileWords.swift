/// What the readers of our JSON files (the progress file, the study save) say about a value that
/// is not what it should be: `sound should be true or false, found 3`, `version is 0; it should
/// be 1 or more`, `it is not valid JSON (it ends early, line 3)`.
///
/// The field names and the JSON values quoted stay as the file has them, in every language.
protocol DataFileWords: Sendable {
  /// What a value should be: `a list`, `an object`, `true or false`; `uma lista`, `um objeto`.
  func expected(_ value: ExpectedValue) -> String
  /// `sound should be true or false`; `sound devia ser true ou false`.
  func shouldBe(_ subject: String, _ expected: String) -> String
  /// `, found 3` after what a value should be; `, mas é 3`.
  func found(_ summary: String) -> String
  /// `version is 0; it should be 1 or more`; `version é 0; devia ser 1 ou mais`.
  func isButShouldBe(_ subject: String, _ value: String, _ expected: String) -> String
  /// `0 to 9`; `de 0 a 9`.
  func range(from lower: Int, to upper: Int) -> String
  /// `1 or more`; `1 ou mais`.
  func orMore(_ lower: Int) -> String
  /// `it nests lists and objects more than 64 deep`.
  func nestedTooDeep(_ limit: Int) -> String
  /// `it is not valid JSON`; `não é JSON válido`.
  var notValidJSON: String { get }
  /// `it ends early` (a truncated file); `termina a meio`.
  var endsEarly: String { get }
  /// `line 3`; `linha 3`.
  func line(_ number: Int) -> String
}

/// What a value of a file of ours should have been.
enum ExpectedValue: Hashable, Sendable {
  case list, object, trueOrFalse, number, wholeNumber, text
  /// A solve's identity: `16 hexadecimal digits`.
  case hexIdentity
  /// A UTC time as the files write it: `a UTC time like 2026-11-30T08:00:00Z`.
  case utcTime
  /// One of these JSON texts, quoted as given: `"en" or "pt"`.
  case oneOf([String])
}
