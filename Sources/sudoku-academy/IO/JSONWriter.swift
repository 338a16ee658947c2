/// A line of `--json` output: a typed, `Encodable` value, written straight to bytes by
/// `JSONWriter` from its `Encodable` conformance.
///
/// Foundation's `JSONEncoder` would do, but `find all - --json` writes about 2 KB per position and the
/// encoder (and `JSONSerialization` before it, three quarters of that command's time) costs more than
/// finding the steps. So `JSONWriter` streams the record's own `encode(to:)` into bytes, and the
/// tests check that they equal `JSONEncoder`'s with `.sortedKeys` for the same value: one schema,
/// declared by the `Encodable` conformance, with stable field types. A record declares its stored
/// properties in sorted key order (checked in debug builds), since a stream writes each key as it
/// comes; a dictionary's keys are sorted here. (One difference: DEL and the C1 controls in a
/// string are escaped here, where `JSONEncoder` writes them raw.)
protocol JSONRecord: Encodable {}

/// Writes `JSONRecord`s as lines of JSON: objects, arrays, strings, integers, booleans and null, no
/// whitespace, reusing one buffer from line to line.
struct JSONWriter {
  private let encoder = JSONStreamEncoder()

  init() {}

  /// `record` as one line (with its newline).
  mutating func line(_ record: some JSONRecord) -> [UInt8] {
    encoder.start()
    encoder.write(record)
    encoder.bytes.append(UInt8(ascii: "\n"))
    return encoder.bytes
  }
}

/// The one writer of every `--json` record: an `Encoder` that appends each value to `bytes` as
/// `encode(to:)` hands it over. A container's closing bracket is written when the `encode(to:)`
/// that opened it returns.
private final class JSONStreamEncoder: Encoder {
  var bytes: [UInt8] = []
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The containers open, innermost last, with the last key written in each object.
  private var open: [(close: UInt8, lastKey: String?)] = []
  private var needsComma = false

  init() { bytes.reserveCapacity(4096) }

  func start() {
    bytes.removeAll(keepingCapacity: true)
    open.removeAll(keepingCapacity: true)
    needsComma = false
  }

  /// Writes `value` whole: a string, integer, boolean or list of them at once, a dictionary with
  /// its keys sorted, anything else by its own `encode(to:)`, closing what that opened.
  func write(_ value: some Encodable) {
    switch value {
    case let string as String: self.value(string)
    case let flag as Bool: self.value(flag)
    case let number as Int: self.value(number)
    case let number as UInt64: self.value(number)
    // The lists nearly every record holds, without a container each.
    case let strings as [String]:
      begin("[", "]")
      for string in strings { self.value(string) }
      end()
    case let numbers as [Int]:
      begin("[", "]")
      for number in numbers { self.value(number) }
      end()
    case let dictionary as [String: any Encodable]:
      begin("{", "}")
      for key in dictionary.keys.sorted() {
        self.key(key)
        write(dictionary[key]!)
      }
      end()
    default:
      let depth = open.count
      do {
        try value.encode(to: self)
      } catch {
        preconditionFailure("a --json record holds strings, integers, booleans and lists: \(error)")
      }
      while open.count > depth { end() }
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    begin("{", "}")
    return KeyedEncodingContainer(Keyed<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    begin("[", "]")
    return Unkeyed(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

  // MARK: Bytes

  fileprivate func begin(_ opening: Character, _ closing: Character) {
    separate()
    bytes.append(opening.asciiValue!)
    open.append((closing.asciiValue!, nil))
    needsComma = false
  }

  fileprivate func end() {
    bytes.append(open.removeLast().close)
    needsComma = true
  }

  /// A key inside an object; the value follows.
  fileprivate func key(_ name: String) {
    if let last = open.last?.lastKey {
      assert(last < name, "a --json record's keys must come in sorted order: \(name) after \(last)")
    }
    if !open.isEmpty { open[open.count - 1].lastKey = name }
    separate()
    writeString(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  fileprivate func value(_ string: String) {
    separate()
    writeString(string)
    needsComma = true
  }

  fileprivate func value(_ number: some BinaryInteger) {
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

  fileprivate func value(_ flag: Bool) {
    separate()
    bytes.append(contentsOf: flag ? Array("true".utf8) : Array("false".utf8))
    needsComma = true
  }

  fileprivate func null() {
    separate()
    bytes.append(contentsOf: Array("null".utf8))
    needsComma = true
  }

  private func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// A quoted string, escaped as `JSONEncoder` escapes it (quote, backslash, control characters),
  /// and also DEL and the C1 controls (U+0080–U+009F) as `\u…`, which `JSONEncoder` writes raw:
  /// a line of `--json` never carries a byte a terminal acts on.
  private func writeString(_ string: String) {
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

// MARK: Containers

extension JSONStreamEncoder {
  /// An object's members, written as they are encoded.
  fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONStreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
      encoder.key(key.stringValue)
      encoder.null()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      encoder.key(key.stringValue)
      encoder.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      encoder.key(key.stringValue)
      return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder.key(key.stringValue)
      return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
  }

  /// An array's elements, written as they are encoded.
  fileprivate struct Unkeyed: UnkeyedEncodingContainer {
    let encoder: JSONStreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: JSONStreamEncoder) { self.encoder = encoder }

    mutating func encodeNil() throws {
      count += 1
      encoder.null()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      count += 1
      encoder.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      count += 1
      return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      count += 1
      return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder }
  }

  /// One value: a string, an integer, a boolean or null (a record holds no floating point).
  fileprivate struct Single: SingleValueEncodingContainer {
    let encoder: JSONStreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.null() }
    mutating func encode(_ value: Bool) throws { encoder.value(value) }
    mutating func encode(_ value: String) throws { encoder.value(value) }
    mutating func encode(_ value: Double) throws { throw Self.noFloats(value) }
    mutating func encode(_ value: Float) throws { throw Self.noFloats(value) }
    mutating func encode(_ value: Int) throws { encoder.value(value) }
    mutating func encode(_ value: Int8) throws { encoder.value(value) }
    mutating func encode(_ value: Int16) throws { encoder.value(value) }
    mutating func encode(_ value: Int32) throws { encoder.value(value) }
    mutating func encode(_ value: Int64) throws { encoder.value(value) }
    mutating func encode(_ value: UInt) throws { encoder.value(value) }
    mutating func encode(_ value: UInt8) throws { encoder.value(value) }
    mutating func encode(_ value: UInt16) throws { encoder.value(value) }
    mutating func encode(_ value: UInt32) throws { encoder.value(value) }
    mutating func encode(_ value: UInt64) throws { encoder.value(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.write(value) }

    private static func noFloats(_ value: Any) -> EncodingError {
      EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "a --json record holds no floating point"))
    }
  }
}
