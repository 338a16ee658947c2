import Foundation
import SudokuCore

/// The learner's progress: one mastery meter, its counters, recent answer times and a review
/// schedule per technique, the study records per level, and the shell's sound setting.
///
/// A value; the only ways to change it are `applying(_:)` a `ProgressDelta` and reading it from a
/// progress file (`ProgressState+JSON.swift`). Anything in a file that this version does not know
/// (a technique key or field added by hand or by a later release that kept version 1) is carried in
/// `preserved` and written back unchanged.
public struct ProgressState: Hashable, Sendable {
  /// Progress of the techniques that have any; a technique missing here has never been practised.
  var techniques: [Technique: TechniqueProgress]
  /// Study records of the levels with a solved game.
  var study: [Difficulty: StudyRecord] = [:]
  /// Challenge records of the levels solved at least once, by level number.
  var challenge: [Int: ChallengeRecord] = [:]
  /// When the shell rings the terminal bell, as last set with `sound off|on|all`; nil when it was
  /// never set, which means on (a file from before the setting existed has none).
  var sound: SoundSetting?
  /// Whether study games show the learner's own pencil marks (`notes on|off`); nil when never
  /// set, which means off (a file from before the setting has none).
  var notes: Bool?
  /// The language chosen with `language pt|en`; nil when it was never chosen (the flag or the
  /// locale decide).
  public internal(set) var language: Language?
  /// The identity of the last study or challenge solve recorded (`SolveIdentity`), nil before the
  /// first solve of a version that keeps it: a solve whose identity this holds is not counted again.
  public internal(set) var lastSolve: String?
  /// The last finished games' trend (`GameTrend`), oldest first, at most `GameTrend.kept`.
  public internal(set) var recentGames: [GameTrend] = []
  /// What the file held that this version does not understand, kept to be written back.
  var preserved: PreservedJSON

  /// No progress at all: the state of a first session.
  static let empty = ProgressState(techniques: [:], preserved: PreservedJSON())

  /// The technique's meter and counters (all zero when it has never been practised).
  public subscript(technique: Technique) -> TechniqueProgress {
    techniques[technique] ?? .zero
  }

  /// The study records of `level` (zero when no game of it was solved).
  public func studyRecord(_ level: Difficulty) -> StudyRecord {
    study[level] ?? .zero
  }

  /// The record of challenge level `number` (zero when it was never solved).
  public func challengeRecord(_ number: Int) -> ChallengeRecord {
    challenge[number] ?? .zero
  }

  /// The first challenge level not solved yet, nil when every level is: what `challenge` opens.
  public var nextChallenge: ChallengeLevel? {
    ChallengeLevel.ladder.first { challengeRecord($0.number).solved == 0 }
  }

  /// Whether challenge level `number` may be played: the first level always, any other of the
  /// ladder once the one before it is solved; a number off the ladder never.
  public func isChallengeOpen(_ number: Int) -> Bool {
    guard ChallengeLevel.level(number) != nil else { return false }
    return number == 1 || challengeRecord(number - 1).solved > 0
  }

  /// Whether the solve named `solve` is the last one recorded (nil, a solve without identity, never
  /// is).
  public func isRecorded(_ solve: String?) -> Bool {
    solve != nil && solve == lastSolve
  }

  /// When the shell rings the terminal bell: on unless `sound off` or `sound all` was chosen.
  public var soundSetting: SoundSetting { sound ?? .on }

  /// Whether study games show only the learner's own pencil marks: off unless `notes on` was
  /// chosen.
  public var notesOn: Bool { notes ?? false }

  /// Whether the shell may ring the terminal bell at all: on unless `sound off` was chosen.
  public var soundIsOn: Bool { soundSetting != .off }

  /// The first technique in curriculum order whose meter is below 5, or nil when every meter is full.
  public var nextLesson: Technique? {
    Technique.allCases.first { self[$0].mastery < TechniqueProgress.maximumMastery }
  }

  /// This state with `delta` applied.
  func applying(_ delta: ProgressDelta) -> ProgressState {
    var next = self
    switch delta {
    case .drillFinished(let technique, let firstTry, let date):
      var progress = self[technique]
      progress.attempted = FileBounds.count(progress.attempted, plus: 1)
      let maximum = TechniqueProgress.maximumMastery
      if firstTry {
        progress.firstTry = FileBounds.count(progress.firstTry, plus: 1)
        if progress.mastery == maximum - 1, progress.reviewDue == nil {
          progress.schedule(days: 1, from: date)
        }
        progress.mastery = min(progress.mastery + 1, maximum)
      }
      progress.lastPractised = date.wholeSeconds
      progress.recentResults = Array(
        (progress.recentResults + [firstTry]).suffix(TechniqueProgress.keptResults))
      next.techniques[technique] = progress
    case .answerTimed(let technique, let milliseconds):
      guard (0...TechniqueProgress.longestAnswerTime).contains(milliseconds) else { break }
      var progress = self[technique]
      progress.answerTimes = Array(
        (progress.answerTimes + [milliseconds]).suffix(TechniqueProgress.keptAnswerTimes))
      next.techniques[technique] = progress
    case .reviewed(let technique, let firstTry, let date):
      var progress = self[technique]
      // Only a technique on the schedule (mastered) has a review to move.
      guard progress.dueDate != nil else { break }
      if !firstTry {
        progress.schedule(days: 1, from: date)
      } else if progress.isReviewDue(at: date) {
        let doubled = 2 * (progress.reviewInterval ?? 1)
        progress.schedule(days: min(doubled, TechniqueProgress.maximumReviewInterval), from: date)
      }
      next.techniques[technique] = progress
    case .studySolved(let level, let seconds, let hints, let solve):
      guard !isRecorded(solve) else { break }
      next.study[level] = StudyRecord.update(study[level], seconds: seconds, hints: hints).record
      next.lastSolve = solve ?? lastSolve
    case .gameReviewed(let trend, let solve):
      guard !isRecorded(solve) else { break }
      next.recentGames = Array((recentGames + [trend]).suffix(GameTrend.kept))
    case .challengeSolved(let level, let stars, let solve):
      guard !isRecorded(solve), ChallengeLevel.level(level) != nil else { break }
      next.challenge[level] = challengeRecord(level).adding(stars: stars)
      next.lastSolve = solve ?? lastSolve
    case .resetChallenge:
      next.challenge = [:]
      next.preserved.challengeFields = [:]
    case .reset(let technique):
      next.techniques[technique] = nil
      next.preserved.fields[technique] = nil
    case .resetAll:
      next.techniques = [:]
      next.preserved.fields = [:]
    case .resetStudy:
      next.study = [:]
      next.recentGames = []
      next.preserved.studyFields = [:]
    case .sound(let setting):
      next.sound = setting
    case .language(let language):
      next.language = language
    case .notes(let on):
      next.notes = on
    }
    return next
  }

  /// This state with each of `deltas` applied in order.
  func applying(_ deltas: [ProgressDelta]) -> ProgressState {
    deltas.reduce(self) { $0.applying($1) }
  }
}

/// The parts of a progress file that this version does not interpret, kept as they were read.
struct PreservedJSON: Hashable, Sendable {
  /// Top-level members other than `version`, `techniques`, `study` and `sound`.
  var topLevel: [String: JSONValue] = [:]
  /// Members of `techniques` whose key is not a `Technique`.
  var unknownTechniques: [String: JSONValue] = [:]
  /// Members of a known technique's entry other than the fields this version reads.
  var fields: [Technique: [String: JSONValue]] = [:]
  /// Members of `study` whose key is not a level.
  var unknownLevels: [String: JSONValue] = [:]
  /// Members of a level's study record other than the three this version reads.
  var studyFields: [Difficulty: [String: JSONValue]] = [:]
  /// Members of `challenge` whose key is not a level of the ladder.
  var unknownChallengeLevels: [String: JSONValue] = [:]
  /// Members of a level's challenge record other than the two this version reads.
  var challengeFields: [Int: [String: JSONValue]] = [:]
}

extension TechniqueProgress {
  /// Sets the review interval to `days` and the next review that many days after `date`.
  fileprivate mutating func schedule(days: Int, from date: Date) {
    reviewInterval = days
    reviewDue = date.wholeSeconds + Double(days) * 86_400
  }
}

extension Date {
  /// The date without its fraction of a second: the file keeps whole seconds, and dropping the
  /// fraction here keeps memory and file equal.
  var wholeSeconds: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
