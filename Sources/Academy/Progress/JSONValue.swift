/// A JSON document as read, with a parser that says on which line it gave up and a printer that
/// writes the progress file's layout.
///
/// Foundation's decoder reports neither a line nor the kind of damage, and it rounds numbers; the
/// progress file needs both for its messages ("not valid JSON (line 3)") and wants fields it does not
/// understand written back exactly. So numbers keep their text, and objects are printed with sorted
/// keys, two-space indents and `"key": value`:
///
///     {
///       "techniques": {},
///       "version": 1
///     }
indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// The number's text as it appeared (`3`, `-0.5e3`), so it is written back unchanged.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as an `Int` when it is a number written as a whole number (`3`, not `3.0`).
  var integer: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }
}

/// Why a text is not a JSON document, and where.
struct JSONSyntaxError: Error, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// The text stops in the middle of a value (a truncated file, or an empty one).
    case endsEarly
    /// Something other than what JSON allows at that point.
    case unexpected
    /// An object names the same key twice.
    case duplicateKey(String)
    /// Bytes that are not UTF-8.
    case notUTF8
    /// Arrays and objects nested deeper than any progress file could need.
    case tooDeep
  }

  var kind: Kind
  /// 1-based line of the problem.
  var line: Int
}

extension JSONValue {
  /// Parses a whole UTF-8 JSON document (one value, surrounding whitespace allowed).
  ///
  /// - Throws: `JSONSyntaxError` naming the kind of problem and its line.
  init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes: bytes)
    self = try parser.parseDocument()
  }

  /// The value printed with sorted keys and two-space indents, ending with a newline.
  var prettyPrinted: String {
    var output = ""
    write(to: &output, indent: "")
    output += "\n"
    return output
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += JSONValue.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += indent + "  "
        element.write(to: &output, indent: indent + "  ")
        output += index < elements.count - 1 ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += indent + "  " + JSONValue.quoted(key) + ": "
        members[key]!.write(to: &output, indent: indent + "  ")
        output += index < keys.count - 1 ? ",\n" : "\n"
      }
      output += indent + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// A recursive-descent parser over UTF-8 bytes, following RFC 8259 to the letter.
private struct JSONParser {
  static let maximumDepth = 256

  let bytes: [UInt8]
  var position = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw failure(.unexpected) }
    return value
  }

  private func failure(_ kind: JSONSyntaxError.Kind, at offset: Int? = nil) -> JSONSyntaxError {
    let end = min(offset ?? position, bytes.count)
    let line = 1 + bytes[..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count
    return JSONSyntaxError(kind: kind, line: line)
  }

  /// The byte at the current position, or an "ends early" error at the end of the text.
  private func peek() throws(JSONSyntaxError) -> UInt8 {
    guard position < bytes.count else { throw failure(.endsEarly) }
    return bytes[position]
  }

  private mutating func skipWhitespace() {
    while position < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position])
    {
      position += 1
    }
  }

  private mutating func expect(_ text: String) throws(JSONSyntaxError) {
    for byte in text.utf8 {
      guard try peek() == byte else { throw failure(.unexpected) }
      position += 1
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    switch try peek() {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw failure(.unexpected)
    }
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure(.tooDeep) }
    position += 1
    skipWhitespace()
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var members: [String: JSONValue] = [:]
    if try peek() == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      guard try peek() == UInt8(ascii: "\"") else { throw failure(.unexpected) }
      let keyStart = position
      let key = try parseString()
      guard members[key] == nil else { throw failure(.duplicateKey(key), at: keyStart) }
      skipWhitespace()
      try expect(":")
      skipWhitespace()
      members[key] = try parseValue()
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default:
        throw failure(.unexpected)
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    if try peek() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default:
        throw failure(.unexpected)
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = position
    if try peek() == UInt8(ascii: "-") { position += 1 }
    if try peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      try digits()
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      try digits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      let sign = try peek()
      if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
      try digits()
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// One or more decimal digits.
  private mutating func digits() throws(JSONSyntaxError) {
    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(try peek()) else {
      throw failure(.unexpected)
    }
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1  // the opening quote
    var utf8: [UInt8] = []
    while true {
      let byte = try peek()
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw failure(.notUTF8)
        }
        return text
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0..<0x20:
        position -= 1
        throw failure(.unexpected)
      default:
        utf8.append(byte)
      }
    }
  }

  private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    let byte = try peek()
    position += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let replacement = simple[byte] {
      utf8.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      position -= 1
      throw failure(.unexpected)
    }
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      // A high surrogate must be followed by an escaped low one.
      try expect("\\u")
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else { throw failure(.unexpected) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw failure(.unexpected) }
    utf8.append(contentsOf: String(unicode).utf8)
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = try peek()
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else {
        throw failure(.unexpected)
      }
      value = value << 4 + UInt32(digit)
      position += 1
    }
    return value
  }
}
