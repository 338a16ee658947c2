import SudokuCore

/// The judgement of one answer: a value, not an error.
public struct Verdict: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The answer is a placement or elimination of some instance of the lesson's technique.
    case correct
    /// The answer was judged on the board and is wrong; `text` says precisely why.
    case miss
    /// The input could not be read as an answer (free: not a first answer).
    case unreadable
    /// A placement in an elimination lesson or the reverse (free: not a first answer).
    case wrongForm
  }

  public let kind: Kind
  /// The explanation, without the leading `Correct — ` / `Miss — `; may span several lines.
  public let text: String
  /// For a correct answer, the instances it belongs to.
  public let instances: [Step]

  public init(_ kind: Kind, _ text: String, instances: [Step] = []) {
    self.kind = kind
    self.text = text
    self.instances = instances
  }

  /// Whether the answer counts as the drill's first answer (it was judged on the board).
  public var isJudged: Bool { kind == .correct || kind == .miss }

  /// The verdict as printed: `Correct — …`, `Miss — …`, or the message for free input.
  public var line: String {
    switch kind {
    case .correct: "Correct — " + text
    case .miss: "Miss — " + text
    case .unreadable, .wrongForm: text
    }
  }
}

/// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`): the one list of words every message
/// uses, the command line's included.
public func listed(_ items: [String], or: Bool = false) -> String {
  switch items.count {
  case 0: ""
  case 1: items[0]
  default: items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
  }
}

/// `1 hint`, `2 hints`: a count and its noun, plural unless the count is one.
public func counted(_ value: Int, _ noun: String) -> String {
  "\(value) \(noun)\(value == 1 ? "" : "s")"
}

/// `3`, `3 and 4`
func digitList(_ digits: DigitSet) -> String { listed(digits.map(String.init)) }

/// `7s`
func plural(_ digit: Int) -> String { "\(digit)s" }

extension String {
  /// The text with its spaces made no-break spaces (U+00A0), so that a terminal's prose wrapping
  /// keeps it on one line: a HoDoKu step string or an answer must not break across lines.
  public var keptTogether: String { String(map { $0 == " " ? "\u{A0}" : $0 }) }
}
