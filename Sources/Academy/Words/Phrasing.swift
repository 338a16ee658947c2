import SudokuCore

/// The small grammar every sentence of the words layer shares: lists, counts, plurals and articles.
///
/// One place for them, so that "an 8", "1 hint / 2 hints" and "a, b and c" are decided once (and a
/// second language replaces this file's rules, not the sentences that use them).
enum Phrasing {
  /// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`).
  static func list(_ items: [String], or: Bool = false) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }
  }

  /// `1 hint`, `2 hints`, `0 mistakes`: a count and its noun, plural unless the count is one.
  static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  /// The indefinite article for a digit: `an 8`, `a 5` (English says "an" before the sound of a
  /// vowel: of 1–9 only eight, and 11 and 18 would be too).
  static func article(_ digit: Int) -> String {
    let spoken = String(digit)
    let vowelSound = spoken.hasPrefix("8") || spoken == "11" || spoken == "18"
    return (vowelSound ? "an " : "a ") + spoken
  }

  /// `one`, `two`, … `nine`: small counts in prose ("six different digits").
  static func number(_ value: Int) -> String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    return words.indices.contains(value) ? words[value] : String(value)
  }

  /// The sentence with its first letter made upper case (a list used to open a sentence).
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}

/// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`): the one list of words every message
/// uses, the command line's included.
public func listed(_ items: [String], or: Bool = false) -> String { Phrasing.list(items, or: or) }

/// `1 hint`, `2 hints`: a count and its noun, plural unless the count is one.
public func counted(_ value: Int, _ noun: String) -> String { Phrasing.count(value, noun) }

/// `3`, `3 and 4`
func digitList(_ digits: DigitSet) -> String { listed(digits.map(String.init)) }

/// `7s`
func plural(_ digit: Int) -> String { "\(digit)s" }
