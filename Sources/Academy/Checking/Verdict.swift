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
    /// An answer about a cell that is already filled (free: not a first answer — like unreadable
    /// input, it is no attempt at the technique).
    case filledCell
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
    case .unreadable, .wrongForm, .filledCell: text
    }
  }
}
