/// A line of `--json` output: a typed, `Encodable` value that can also write itself straight to bytes.
///
/// Foundation's `JSONEncoder` would do, but `find all - --json` writes about 2 KB per position and the
/// encoder (and `JSONSerialization` before it, three quarters of that command's time) costs more than
/// finding the steps. So each record writes its own fields with `JSONWriter`, in sorted key order,
/// and the tests check that the bytes equal `JSONEncoder`'s with `.sortedKeys` for the same value:
/// one schema, declared by the `Encodable` conformance, with stable field types. (One difference:
/// DEL and the C1 controls in a string are escaped here, where `JSONEncoder` writes them raw.)
protocol JSONRecord: Encodable {
  func write(to json: inout JSONWriter)
}

/// Appends JSON to a byte array: objects, arrays, strings, integers and booleans, no whitespace.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  private var needsComma = false

  init() { bytes.reserveCapacity(4096) }

  /// `record` as one line (with its newline), reusing this writer's storage.
  mutating func line(_ record: some JSONRecord) -> [UInt8] {
    bytes.removeAll(keepingCapacity: true)
    needsComma = false
    record.write(to: &self)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for element in elements { body(&self, element) }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A key inside an object; the value follows.
  mutating func key(_ name: String) {
    separate()
    writeString(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func value(_ string: String) {
    separate()
    writeString(string)
    needsComma = true
  }

  mutating func value(_ number: some BinaryInteger) {
    separate()
    if number == 0 {
      bytes.append(UInt8(ascii: "0"))
    } else {
      var magnitude = number.magnitude
      if number < 0 { bytes.append(UInt8(ascii: "-")) }
      var digits: [UInt8] = []
      while magnitude > 0 {
        digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        magnitude /= 10
      }
      bytes.append(contentsOf: digits.reversed())
    }
    needsComma = true
  }

  mutating func value(_ flag: Bool) {
    separate()
    bytes.append(contentsOf: flag ? Array("true".utf8) : Array("false".utf8))
    needsComma = true
  }

  mutating func value(_ strings: [String]) { array(strings) { $0.value($1) } }
  mutating func value(_ numbers: [Int]) { array(numbers) { $0.value($1) } }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// A quoted string, escaped as `JSONEncoder` escapes it (quote, backslash, control characters),
  /// and also DEL and the C1 controls (U+0080–U+009F) as `\u…`, which `JSONEncoder` writes raw:
  /// a line of `--json` never carries a byte a terminal acts on.
  private mutating func writeString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    // Almost every string needs no escape: copy it whole. 0xC2 leads U+0080–U+00BF in UTF-8.
    let plain = string.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      guard
        !utf8.contains(where: {
          $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == UInt8(ascii: "\"")
            || $0 == UInt8(ascii: "\\")
        })
      else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if plain == true {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    let hex = Array("0123456789abcdef".utf8)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case "\\": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case "\n": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case "\r": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case "\t": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(scalar.value >> 4)])
        bytes.append(hex[Int(scalar.value & 0xF)])
      default: bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
