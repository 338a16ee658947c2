import SudokuCore

/// Why an answer was judged as it was: the facts the checkers find, from which the words layer
/// (`Words/VerdictWords.swift`) makes the sentence a learner reads. The code that finds a problem
/// never builds a sentence.
public enum VerdictReason: Hashable, Sendable {
  /// The input is no answer at all.
  case unreadable(NotationError)
  /// A placement in an elimination lesson or the reverse; `answer` in canonical form.
  case wrongForm(answer: String, lessonPlacesDigits: Bool)
  /// The answer names a cell that is already filled.
  case filledCell(Cell, digit: Int)
  /// One part of the answer is wrong; `part` is named when the answer has several.
  case miss(Miss, part: String?)
  /// Every part is a step of the credited technique.
  case correct(Correct)

  /// What a correct answer belongs to.
  public struct Correct: Hashable, Sendable {
    /// The fewest instances that cover the answer.
    public let used: [Step]
    /// Other distinct instances of the same technique on the board.
    public let others: [Step]
    /// Other techniques the learner has met that give some part of the answer too, each with the
    /// parts it gives.
    public let alsoBy: [AlsoBy]
    /// In review: the technique credited, and what is said of the drill's own technique.
    public let review: Review?
    /// Singles inside the instances named (a hidden pair one of whose digits has one place in
    /// its house): HoDoKu counts such degenerate subsets and fish, and so do we, saying so.
    public var singlesInside: [SingleInside] = []
  }

  /// A single inside a subset or fish that a correct answer was credited to: the instance follows
  /// from it. `houses` are where a hidden single's digit has its one place (row 5 and box 5),
  /// empty for a naked single (the cell's one candidate).
  public struct SingleInside: Hashable, Sendable {
    public let technique: Technique
    public let candidate: Candidate
    public let houses: [House]
  }

  /// Another technique that gives some part of a correct answer too, and which parts: all of
  /// them (`gives it too`), or only `parts` (`gives r5c8<>7 too`).
  public struct AlsoBy: Hashable, Sendable {
    public let technique: Technique
    /// The parts of the answer it gives, sorted.
    public let parts: [Candidate]
    /// Whether it gives every part of the answer.
    public let givesAll: Bool
    /// Whether the parts are placements.
    public let placing: Bool
  }

  /// A review's credit: the technique named, and the drill's own technique when it differs.
  public struct Review: Hashable, Sendable {
    public let credited: Technique
    public let drilled: Technique
    /// The drill's technique gives every part too (said as such), else one of its instances.
    public let drilledGivesIt: Bool
    public let drilledInstance: Step
  }
}
