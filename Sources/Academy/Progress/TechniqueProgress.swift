import Foundation

/// One technique's line in the progress file: the mastery meter, the counters behind it, recent
/// answer times and the spaced-review schedule.
///
/// A technique never practised has every field at zero, no times and no dates; the file may leave
/// it out.
public struct TechniqueProgress: Hashable, Sendable {
  /// The highest value of the mastery meter.
  public static let maximumMastery = 5
  /// How many recent answer times are kept.
  public static let keptAnswerTimes = 20
  /// The longest answer time kept, in milliseconds: past 10 minutes the learner had left.
  public static let longestAnswerTime = 600_000
  /// How many recent drill results are kept (for the weakest technique: review's choice).
  public static let keptResults = 10
  /// The longest review interval, in days.
  public static let maximumReviewInterval = 60

  /// The meter, `0...5`: one step for each drill solved on its first answer with no help.
  public internal(set) var mastery: Int
  /// Drills that had a judged answer, a hint, a show or a skip.
  public internal(set) var attempted: Int
  /// Drills solved on their first answer with no hint, show or skip (never more than `attempted`).
  public internal(set) var firstTry: Int
  /// When a drill of this technique was last finished, to the whole second.
  public internal(set) var lastPractised: Date?
  /// The last (at most 20) first-answer times without help, in milliseconds, oldest first.
  public internal(set) var answerTimes: [Int] = []
  /// The last (at most 10) finished drills: true for a first-try success, oldest first.
  public internal(set) var recentResults: [Bool] = []
  /// Days between reviews, `1...60`; nil until the meter first reaches 5.
  public internal(set) var reviewInterval: Int?
  /// When the next review is due, to the whole second; nil until the meter first reaches 5.
  public internal(set) var reviewDue: Date?

  /// When the technique is due for review: its `reviewDue`, or for a file from the first version
  /// (mastery 5, no schedule) one day after it was last practised; nil when not mastered yet.
  public var dueDate: Date? {
    if let reviewDue { return reviewDue }
    guard mastery == Self.maximumMastery, let lastPractised else { return nil }
    return lastPractised + 86_400
  }

  /// The first-try rate of the recent drills (`recentResults`), or of all drills for a file that
  /// has no recent results yet; nil when none was attempted.
  public var recentFirstTryRate: Double? {
    if !recentResults.isEmpty {
      return Double(recentResults.filter { $0 }.count) / Double(recentResults.count)
    }
    return attempted == 0 ? nil : Double(firstTry) / Double(attempted)
  }

  /// Whether a review is due at `date`.
  public func isReviewDue(at date: Date) -> Bool {
    dueDate.map { $0 <= date } ?? false
  }

  /// A technique never practised.
  static let zero = TechniqueProgress(mastery: 0, attempted: 0, firstTry: 0, lastPractised: nil)
}
