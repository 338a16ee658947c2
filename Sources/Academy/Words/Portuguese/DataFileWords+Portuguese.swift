struct PortugueseDataFileWords: DataFileWords {
  func expected(_ value: ExpectedValue) -> String {
    switch value {
    case .list: "uma lista"
    case .object: "um objeto"
    case .trueOrFalse: "true ou false"
    case .number: "um número"
    case .wholeNumber: "um número inteiro"
    case .text: "texto"
    case .hexIdentity: "16 algarismos hexadecimais"
    case .utcTime: "uma hora UTC como 2026-11-30T08:00:00Z"
    case .oneOf(let texts): PortugueseGrammar().list(texts, or: true)
    }
  }

  func shouldBe(_ subject: String, _ expected: String) -> String {
    "\(subject) devia ser \(expected)"
  }

  func found(_ summary: String) -> String { ", mas é \(summary)" }

  func isButShouldBe(_ subject: String, _ value: String, _ expected: String) -> String {
    "\(subject) é \(value); devia ser \(expected)"
  }

  func range(from lower: Int, to upper: Int) -> String { "de \(lower) a \(upper)" }
  func orMore(_ lower: Int) -> String { "\(lower) ou mais" }

  func nestedTooDeep(_ limit: Int) -> String {
    "tem listas e objetos encaixados a mais de \(limit) níveis"
  }

  var notValidJSON: String { "não é JSON válido" }
  var endsEarly: String { "termina a meio" }
  func line(_ number: Int) -> String { "linha \(number)" }
}
