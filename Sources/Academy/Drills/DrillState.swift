import Foundation
import SudokuCore

/// The life of one open drill: first answer, help used, closed — and the one progress change it makes.
///
/// Unreadable input and answers of the wrong form are free; any judged answer, hint, show or skip makes
/// the drill attempted; only a correct first answer with no help earns a mastery step. A drill reports
/// itself to the progress file once, when it closes (correct answer or skip) or is abandoned after it
/// was attempted.
public struct DrillState: Sendable {
  public let drill: Drill
  public let checker: AnswerChecker
  /// nil until the first judged answer; then whether it was correct.
  public private(set) var firstAnswerCorrect: Bool?
  /// A hint, show or skip was used.
  public private(set) var usedHelp = false
  public private(set) var isClosed = false
  /// Had a judged answer, a hint, a show or a skip.
  public private(set) var isAttempted = false

  public init(drill: Drill) {
    self.drill = drill
    checker = AnswerChecker(drill: drill)
  }

  /// Judges an answer. When it closes the drill, `finished` is the progress change to record (a mastery
  /// step when it was the first answer and no help was used). A closed drill judges nothing new.
  public mutating func answer(_ text: String, at date: Date) -> (
    verdict: Verdict, finished: ProgressDelta?
  ) {
    let verdict = checker.check(text)
    guard verdict.isJudged, !isClosed else { return (verdict, nil) }
    isAttempted = true
    if firstAnswerCorrect == nil { firstAnswerCorrect = verdict.kind == .correct }
    guard verdict.kind == .correct else { return (verdict, nil) }
    isClosed = true
    return (verdict, .drillFinished(drill.technique, firstTry: earnedStep, at: date))
  }

  /// Whether the drill earned a mastery step: solved on its first answer with no hint, show or skip.
  public var earnedStep: Bool { isClosed && firstAnswerCorrect == true && !usedHelp }

  /// Why this correct answer earned no mastery step, if it did not.
  public var noStepReason: String? {
    if usedHelp { return "you asked for help" }
    if firstAnswerCorrect == false { return "it wasn't your first answer" }
    return nil
  }

  /// The instance `hint`, `show` and `skip` talk about: one whose eliminations an earlier lesson can't
  /// make, when there is one.
  public var featuredInstance: Step {
    let steps = checker.allSteps
    return drill.instances.first { instance in
      instance.eliminations.isEmpty
        || !EarlierLessons.beyondEarlierLessons(Set(instance.eliminations), of: drill.technique) {
          steps[$0, default: []]
        }.isEmpty
    }
      ?? drill.instances[0]
  }

  /// Marks a hint as used (forfeits first-try credit) and returns the instance the nudge is about; the
  /// lesson's hint template turns it into words (the house and digit to look at, not the answer).
  public mutating func hint() -> Step {
    useHelp()
    return featuredInstance
  }

  /// One full instance. Forfeits first-try credit.
  public mutating func show() -> Step {
    useHelp()
    return featuredInstance
  }

  /// One full instance, and the drill is closed; `finished` is the progress change to record.
  public mutating func skip(at date: Date) -> (step: Step, finished: ProgressDelta?) {
    let wasClosed = isClosed
    let step = show()
    isClosed = true
    return (step, wasClosed ? nil : .drillFinished(drill.technique, firstTry: false, at: date))
  }

  /// The progress change to record when the drill is left open for another one: an attempted drill
  /// counts as a drill done (without a step); an untouched one counts for nothing.
  public func abandoned(at date: Date) -> ProgressDelta? {
    isAttempted && !isClosed ? .drillFinished(drill.technique, firstTry: false, at: date) : nil
  }

  mutating func useHelp() {
    guard !isClosed else { return }
    usedHelp = true
    isAttempted = true
  }
}
