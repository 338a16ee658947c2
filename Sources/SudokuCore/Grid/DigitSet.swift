/// A set of digits 1–9 as a 9-bit mask (bit `d - 1` for digit `d`).
public struct DigitSet: Hashable, Sendable, Sequence, CustomStringConvertible,
  ExpressibleByArrayLiteral
{
  public var rawValue: UInt16

  public init(rawValue: UInt16) { self.rawValue = rawValue & 0x1FF }
  public init<S: Sequence>(_ digits: S) where S.Element == Int {
    var mask: UInt16 = 0
    for digit in digits { mask |= 1 << UInt16(digit - 1) }
    rawValue = mask
  }
  public init(arrayLiteral digits: Int...) { self.init(digits) }

  public static let all = DigitSet(rawValue: 0x1FF)
  public static let empty = DigitSet(rawValue: 0)

  public var count: Int { rawValue.nonzeroBitCount }
  public var isEmpty: Bool { rawValue == 0 }
  public func contains(_ digit: Int) -> Bool { rawValue & (1 << UInt16(digit - 1)) != 0 }
  /// The smallest digit in the set, or nil when empty.
  public var first: Int? { isEmpty ? nil : rawValue.trailingZeroBitCount + 1 }

  public mutating func insert(_ digit: Int) { rawValue |= 1 << UInt16(digit - 1) }
  public mutating func remove(_ digit: Int) { rawValue &= ~(1 << UInt16(digit - 1)) }
  public func union(_ other: DigitSet) -> DigitSet { DigitSet(rawValue: rawValue | other.rawValue) }
  public func intersection(_ other: DigitSet) -> DigitSet {
    DigitSet(rawValue: rawValue & other.rawValue)
  }
  public func isSubset(of other: DigitSet) -> Bool { rawValue & ~other.rawValue == 0 }
  public func subtracting(_ other: DigitSet) -> DigitSet {
    DigitSet(rawValue: rawValue & ~other.rawValue)
  }

  public func makeIterator() -> AnyIterator<Int> {
    var bits = rawValue
    return AnyIterator {
      guard bits != 0 else { return nil }
      let digit = bits.trailingZeroBitCount + 1
      bits &= bits - 1
      return digit
    }
  }

  /// `3,9` — HoDoKu's way of listing digits.
  public var description: String { map(String.init).joined(separator: ",") }
}
