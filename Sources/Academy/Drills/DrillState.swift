import Foundation
import SudokuCore

/// The life of one open drill: first answer, help used, closed — and the progress changes it makes.
///
/// Unreadable input, answers of the wrong form and answers about a filled cell are free; any judged
/// answer, hint, show or skip makes the drill attempted; only a correct first answer with no help earns a mastery step. A drill reports
/// its result to the progress file once, when it closes (correct answer or skip) or is abandoned after
/// it was attempted; the time of a first answer given without help is reported when it is given.
///
/// A review drill (`.review`) names no technique until it closes: any step of the twelve is correct,
/// credited to the simplest technique that gives it, and every review drill moves its technique's
/// review schedule.
public struct DrillState: Sendable {
  /// A lesson drill, or a review drill whose header names no technique.
  public enum Mode: Sendable, Equatable {
    case lesson, review
  }

  public let drill: Drill
  public let mode: Mode
  public let checker: AnswerChecker
  /// For review drills: the checker that accepts any step of the twelve.
  let reviewChecker: ReviewChecker?
  /// The technique the first answer was credited to, when it was correct.
  public private(set) var credited: Technique?
  /// nil until the first judged answer; then whether it was correct.
  public private(set) var firstAnswerCorrect: Bool?
  /// A hint, show or skip was used.
  public private(set) var usedHelp = false
  public private(set) var isClosed = false
  /// Had a judged answer, a hint, a show or a skip.
  public private(set) var isAttempted = false
  /// How many times `hint` was asked: the next rung of the ladder is this plus one.
  public private(set) var hintsTaken = 0

  public init(drill: Drill, mode: Mode = .lesson) {
    self.drill = drill
    self.mode = mode
    checker = AnswerChecker(drill: drill)
    reviewChecker = mode == .review ? ReviewChecker(drill: drill) : nil
  }

  /// Judges an answer. Returns the progress changes to record: the answer's time when it is a
  /// correct first answer given without help (`elapsedMilliseconds` since the board was shown),
  /// and the drill's result when the answer closes it (a mastery step when it was the first
  /// answer and no help was used). A closed drill judges nothing new.
  public mutating func answer(
    _ text: String, at date: Date, elapsedMilliseconds: Int? = nil
  ) -> (verdict: Verdict, changes: [ProgressDelta]) {
    let (verdict, creditedTo) =
      reviewChecker?.check(text) ?? (checker.check(text), drill.technique)
    guard verdict.isJudged, !isClosed else { return (verdict, []) }
    isAttempted = true
    var changes: [ProgressDelta] = []
    if firstAnswerCorrect == nil {
      let correct = verdict.kind == .correct
      firstAnswerCorrect = correct
      if correct { credited = creditedTo }
      // Fluency is the time to a right first answer found alone: a quick wrong guess is no
      // measure of it.
      if correct, !usedHelp, let elapsedMilliseconds {
        changes.append(
          .answerTimed(creditedTo ?? drill.technique, milliseconds: elapsedMilliseconds))
      }
    }
    guard verdict.kind == .correct else { return (verdict, changes) }
    isClosed = true
    return (verdict, changes + result(at: date))
  }

  /// The technique the drill's result goes to: the credited one for a first-try success (in review
  /// it may differ from the one the drill was cut for), else the drill's own.
  public var resultTechnique: Technique {
    earnedStep ? credited ?? drill.technique : drill.technique
  }

  /// The drill's result: attempted (and a step when earned); the review schedule moves on a
  /// first-try success (in review, on any result).
  func result(at date: Date) -> [ProgressDelta] {
    let technique = resultTechnique
    var changes: [ProgressDelta] = [.drillFinished(technique, firstTry: earnedStep, at: date)]
    if mode == .review || earnedStep {
      changes.append(.reviewed(technique, firstTry: earnedStep, at: date))
    }
    return changes
  }

  /// Whether the drill earned a mastery step: solved on its first answer with no hint, show or skip.
  public var earnedStep: Bool { isClosed && firstAnswerCorrect == true && !usedHelp }

  /// The instance `hint`, `show` and `skip` talk about: one whose eliminations an earlier lesson can't
  /// make, when there is one.
  public var featuredInstance: Step { checker.featuredInstance }

  /// The rungs of the hint ladder.
  public enum HintRung: Int, Sendable {
    /// The house(s) and digit(s) to look at (the lesson's `## Hint`).
    case nudge = 1
    /// The pattern marked on the board, without what it removes or places (`## Pattern hint`).
    case pattern
    /// No rung left: `show` is next.
    case showIsNext
  }

  /// Climbs the hint ladder one rung (forfeits first-try credit) and returns the rung and the
  /// instance it is about. A closed drill gives no hint: `nil`.
  public mutating func hint() -> (rung: HintRung, step: Step)? {
    guard !isClosed else { return nil }
    useHelp()
    hintsTaken += 1
    return (HintRung(rawValue: min(hintsTaken, HintRung.showIsNext.rawValue))!, featuredInstance)
  }

  /// One full instance. Forfeits first-try credit.
  public mutating func show() -> Step {
    useHelp()
    return featuredInstance
  }

  /// One full instance, and the drill is closed; `changes` are the progress changes to record.
  public mutating func skip(at date: Date) -> (step: Step, changes: [ProgressDelta]) {
    let wasClosed = isClosed
    let step = show()
    isClosed = true
    return (step, wasClosed ? [] : result(at: date))
  }

  /// The progress changes to record when the drill is left open for another one: an attempted drill
  /// counts as a drill done (without a step); an untouched one counts for nothing.
  public func abandoned(at date: Date) -> [ProgressDelta] {
    isAttempted && !isClosed ? result(at: date) : []
  }

  mutating func useHelp() {
    guard !isClosed else { return }
    usedHelp = true
    isAttempted = true
  }
}
