import SudokuCore

/// The judgement of one answer: a value, not an error. It carries its reason as facts; the words
/// are made from them by the words layer (`VerdictWords`).
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

  /// Why the answer was judged so.
  public let reason: VerdictReason
  /// For a correct answer, the instances it belongs to.
  public let instances: [Step]

  init(_ reason: VerdictReason) {
    self.reason = reason
    if case .correct(let correct) = reason {
      instances = correct.used
    } else {
      instances = []
    }
  }

  public var kind: Kind {
    switch reason {
    case .correct: .correct
    case .miss: .miss
    case .unreadable: .unreadable
    case .wrongForm: .wrongForm
    case .filledCell: .filledCell
    }
  }

  /// The explanation, without the leading `Correct — ` / `Miss — `; may span several lines.
  public var text: String { Language.current.verdictWords.text(reason) }

  /// Whether the answer counts as the drill's first answer (it was judged on the board).
  public var isJudged: Bool { kind == .correct || kind == .miss }

  /// The verdict as printed: `Correct — …`, `Miss — …` (`Certo — …`, `Errado — …`), or the
  /// message for free input.
  public var line: String {
    switch kind {
    case .correct: Language.current.verdictWords.correctLead + text
    case .miss: Language.current.verdictWords.missLead + text
    case .unreadable, .wrongForm, .filledCell: text
    }
  }
}
