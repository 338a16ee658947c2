/// The records of solved study games at one level: the progress file's `study` section.
public struct StudyRecord: Hashable, Sendable {
  /// Games of this level solved.
  public internal(set) var solved = 0
  /// The fastest solve, in seconds; nil before the first.
  public internal(set) var bestSeconds: Int?
  /// The fewest hints a solve needed; nil before the first.
  public internal(set) var fewestHints: Int?

  /// No game of the level solved yet.
  static let zero = StudyRecord()
}

/// The study records of a level (`StudyRecord`, kept in the progress file's `study` section) after
/// a solve.
extension StudyRecord {
  /// What a solve changes in a level's record, and which bests it beat.
  public struct Update: Hashable, Sendable {
    public let record: StudyRecord
    /// The time is a new best (also the first solve of the level).
    public let newBestTime: Bool
    /// The hint count is a new best (also the first solve of the level).
    public let newFewestHints: Bool
  }

  /// The record after `summary`'s solve: one more solved, the best time and the fewest hints kept.
  /// Returns nil for a game beyond the eighteen, which keeps no record.
  public static func update(_ record: StudyRecord?, with summary: StudySummary) -> Update? {
    guard summary.level != .beyondTheCurriculum else { return nil }
    return update(record, seconds: summary.wholeSeconds, hints: summary.help)
  }

  /// The record after a solve of `seconds` with `hints` (hints + reveals): the one rule, used both
  /// by the progress file's `studySolved` change and by the words that say which bests were beaten.
  /// The numbers are bounded as the file is when it is read, so a save is never one the next read
  /// refuses.
  public static func update(_ record: StudyRecord?, seconds: Int, hints: Int) -> Update {
    let old = record ?? StudyRecord()
    let seconds = min(max(seconds, 0), FileBounds.longestSeconds)
    let hints = min(max(hints, 0), FileBounds.largestCount)
    let newBestTime = old.bestSeconds.map { seconds < $0 } ?? true
    let newFewestHints = old.fewestHints.map { hints < $0 } ?? true
    return Update(
      record: StudyRecord(
        solved: FileBounds.count(old.solved, plus: 1),
        bestSeconds: newBestTime ? seconds : old.bestSeconds,
        fewestHints: newFewestHints ? hints : old.fewestHints),
      newBestTime: newBestTime, newFewestHints: newFewestHints)
  }
}

/// Time played on a study puzzle: only while it is the open thing in the shell, and an idle gap longer
/// than five minutes counts as five minutes (the learner left).
///
/// The shell marks the clock with a monotonic time in seconds whenever the learner acts; each mark
/// returns the seconds to add to the game.
public struct PlayClock: Hashable, Sendable {
  /// The longest gap between two marks that counts in full.
  public static let idleCap: Double = 300

  /// The time of the last mark while the puzzle is open; nil while it is not.
  public private(set) var lastMark: Double?

  public init() {}

  /// The seconds a gap between two marks adds: never negative, at most `idleCap`.
  public static func credited(_ gap: Double) -> Double {
    guard gap.isFinite, gap > 0 else { return 0 }
    return min(gap, idleCap)
  }

  /// The puzzle becomes the open thing: time counts from `now`. Adds nothing.
  public mutating func open(at now: Double) { lastMark = now }

  /// The learner acted at `now`: the seconds since the last mark (capped), zero while closed.
  public mutating func mark(at now: Double) -> Double {
    guard let last = lastMark else { return 0 }
    lastMark = now
    return Self.credited(now - last)
  }

  /// The puzzle stops being the open thing (a lesson, `quit`): the seconds up to `now`, then nothing
  /// counts until `open`.
  public mutating func close(at now: Double) -> Double {
    let added = mark(at: now)
    lastMark = nil
    return added
  }
}
