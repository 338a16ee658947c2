import Foundation

/// A JSON document as read, kept whole so that fields this version does not know are written back,
/// and printed in the progress file's layout: sorted keys, two-space indents, `"key": value`.
///
///     {
///       "techniques": {},
///       "version": 1
///     }
///
/// Parsing is Foundation's `JSONSerialization` (a plain `JSONDecoder` would drop unknown keys);
/// numbers keep their value (`2.50` is written back as `2.5`).
indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// The number's text (`3`, `-1500`, `2.5`), written back as it is.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as an `Int` when it is a number written as a whole number (`3`, not `3.5`).
  var integer: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }

  /// The deepest nesting of lists and objects a file of ours may have. The progress file nests 4
  /// deep and the study save 4; the margin is for fields added later. Deeper is refused before
  /// parsing, which also keeps pretty-printing (two spaces a level) from growing a file.
  static let deepestNesting = 64

  /// Parses a whole JSON document.
  ///
  /// - Throws: `JSONSyntaxError` with the line Foundation gave up on, when it says, or with
  ///   `nestedTooDeep` for lists and objects nested deeper than `deepestNesting`.
  init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
    let nesting = Self.nesting(bytes)
    // Deep but closed as it opened: a shape no file of ours has. Left open, it is a syntax error.
    if nesting.deepest > Self.deepestNesting, nesting.balanced {
      throw JSONSyntaxError(endsEarly: false, line: nil, nestedTooDeep: true)
    }
    do {
      self.init(
        foundation: try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed))
    } catch {
      throw JSONSyntaxError(bytes: bytes, description: "\((error as NSError).userInfo)")
    }
  }

  /// How deep lists and objects nest in `bytes`, brackets inside strings not counted, and whether
  /// every one opened is closed: one pass, no allocation.
  static func nesting(_ bytes: [UInt8]) -> (deepest: Int, balanced: Bool) {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth < 0 { return (deepest, false) }
      default: break
      }
    }
    return (deepest, depth == 0 && !inString)
  }

  /// A short description of a value for a message: `"three"`, `3.5`, `a list`, `an object`.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): "\"\(text.count > 40 ? text.prefix(40) + "…" : text)\""
    case .array: Language.current.dataFileWords.expected(.list)
    case .object: Language.current.dataFileWords.expected(.object)
    }
  }

  /// What a value should have been and what it is, for the files' messages: `sound should be
  /// true or false, found 3`; `sound devia ser true ou false, mas é 3`.
  static func shouldBe(
    _ subject: String, _ expected: ExpectedValue, found value: JSONValue? = nil
  ) -> String {
    let words = Language.current.dataFileWords
    return words.shouldBe(subject, words.expected(expected))
      + (value.map { words.found($0.summary) } ?? "")
  }

  /// The numbers a field may hold: `0 to 9`, `1 or more`; `de 0 a 9`, `1 ou mais` (an upper
  /// bound of `Int.max` reads "or more").
  static func range(_ range: ClosedRange<Int>) -> String {
    let words = Language.current.dataFileWords
    return range.upperBound == .max
      ? words.orMore(range.lowerBound)
      : words.range(from: range.lowerBound, to: range.upperBound)
  }

  /// `it nests lists and objects more than 64 deep`: a text too deeply nested to be read.
  static var nestedTooDeepPhrase: String {
    Language.current.dataFileWords.nestedTooDeep(deepestNesting)
  }

  private init(foundation value: Any) {
    switch value {
    case let text as String: self = .string(text)
    case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
    case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(foundation:)))
    case let number as NSNumber:
      // `c` is how Foundation marks true and false among its numbers.
      self =
        String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.stringValue)
    default: self = .null
    }
  }

  /// The value with sorted keys and two-space indents, ending with a newline: the progress file.
  var prettyPrinted: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  /// The value on one line with sorted keys: a `--json` line.
  var compact: String {
    var output = ""
    write(to: &output, indent: nil)
    return output
  }

  /// How many levels are laid out one member a line; deeper values are written on one line, so
  /// pretty-printing a deeply nested field adds little (two spaces a level a line would grow a
  /// 64-deep field to many times its size).
  static let prettyDepth = 8

  /// Writes the value; a nil `indent` writes it on one line.
  private func write(to output: inout String, indent: String?) {
    let inner = indent.flatMap { $0.count < 2 * Self.prettyDepth ? $0 + "  " : nil }
    let open = inner == nil ? "" : "\n"
    let close = inner == nil ? "" : "\n" + (indent ?? "")
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += JSONValue.quoted(text)
    case .array(let elements):
      output += elements.isEmpty ? "[]" : "[" + open
      for (index, element) in elements.enumerated() {
        output += (index > 0 ? "," + open : "") + (inner ?? "")
        element.write(to: &output, indent: inner)
      }
      output += elements.isEmpty ? "" : close + "]"
    case .object(let members):
      output += members.isEmpty ? "{}" : "{" + open
      for (index, key) in members.keys.sorted().enumerated() {
        output += (index > 0 ? "," + open : "") + (inner ?? "") + JSONValue.quoted(key)
        output += inner == nil ? ":" : ": "
        members[key]!.write(to: &output, indent: inner)
      }
      output += members.isEmpty ? "" : close + "}"
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
      // C0, DEL and C1 (U+0080–U+009F, which a terminal may act on: U+009B is CSI) are all
      // written as `\u…`, so `progress --json` never sends a control byte, whatever a file held.
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// Why a text is not a JSON document, and where.
struct JSONSyntaxError: Error, Hashable, Sendable {
  /// The text stops in the middle of a value (a truncated file).
  var endsEarly: Bool
  /// 1-based line of the problem, when the parser said where it was.
  var line: Int?
  /// The text nests lists and objects deeper than `JSONValue.deepestNesting`: it may be valid
  /// JSON, but it is not the shape of any file of ours, and it was not parsed.
  var nestedTooDeep = false

  init(endsEarly: Bool, line: Int?, nestedTooDeep: Bool = false) {
    self.endsEarly = endsEarly
    self.line = line
    self.nestedTooDeep = nestedTooDeep
  }

  /// `it is not valid JSON (it ends early, line 3)`, or for deep nesting
  /// `it nests lists and objects more than 64 deep`: the end of "not a study save: …". In
  /// Portuguese `não é JSON válido (termina a meio, linha 3)`.
  var phrase: String {
    if nestedTooDeep { return JSONValue.nestedTooDeepPhrase }
    return Language.current.dataFileWords.notValidJSON + details
  }

  /// ` (it ends early, line 3)`, ` (termina a meio, linha 3)`, or nothing.
  var details: String {
    let words = Language.current.dataFileWords
    let ends = endsEarly ? words.endsEarly : nil
    let line = line.map(words.line)
    let detail = [ends, line].compactMap { $0 }.joined(separator: ", ")
    return detail.isEmpty ? "" : " (\(detail))"
  }

  /// From Foundation's words: `Unexpected end of file…`, `Invalid value around character 7.`
  fileprivate init(bytes: [UInt8], description: String) {
    func lineAt(_ offset: Int) -> Int { 1 + bytes.prefix(offset).count { $0 == 0x0A } }
    endsEarly = description.contains("end of file")
    if endsEarly {
      line = lineAt(bytes.count)
    } else if let range = description.range(of: "character ") {
      line = Int(description[range.upperBound...].prefix { $0.isNumber }).map(lineAt)
    } else {
      line = nil
    }
  }
}
