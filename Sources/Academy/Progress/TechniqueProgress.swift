import Foundation

/// One technique's line in the progress file: the mastery meter and the counters behind it.
///
/// A technique never practised has every field at zero and no date; the file may leave it out.
public struct TechniqueProgress: Hashable, Sendable {
  /// The highest value of the mastery meter.
  public static let maximumMastery = 5

  /// The meter, `0...5`: one step for each drill solved on its first answer with no help.
  public internal(set) var mastery: Int
  /// Drills that had a judged answer, a hint, a show or a skip.
  public internal(set) var attempted: Int
  /// Drills solved on their first answer with no hint, show or skip (never more than `attempted`).
  public internal(set) var firstTry: Int
  /// When a drill of this technique was last finished, to the whole second.
  public internal(set) var lastPractised: Date?

  /// Whether the numbers are ones this version can have written: mastery in `0...5`, counters not
  /// negative, first-try drills no more than attempted ones.
  var isConsistent: Bool {
    (0...Self.maximumMastery).contains(mastery) && attempted >= 0 && firstTry >= 0
      && firstTry <= attempted
  }

  /// A technique never practised.
  static let zero = TechniqueProgress(mastery: 0, attempted: 0, firstTry: 0, lastPractised: nil)
}
