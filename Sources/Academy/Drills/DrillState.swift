import SudokuCore

/// What happened to a drill that the progress file must record.
public enum ProgressEvent: Hashable, Sendable {
  /// The drill has had its first judged answer, hint, show or skip.
  case attempted(Technique)
  /// The drill was solved on its first answer with no hint, show or skip: one mastery step.
  case solvedFirstTry(Technique)
}

/// The life of one open drill: first answer, help used, closed.
///
/// Unreadable input and answers of the wrong form are free; any judged answer, hint, show or skip makes
/// the drill attempted; only a correct first answer with no help earns a mastery step.
public struct DrillState: Sendable {
  public let drill: Drill
  public let checker: AnswerChecker
  /// nil until the first judged answer; then whether it was correct.
  public private(set) var firstAnswerCorrect: Bool?
  /// A hint, show or skip was used.
  public private(set) var usedHelp = false
  public private(set) var isClosed = false
  public private(set) var isAttempted = false

  public init(drill: Drill) {
    self.drill = drill
    checker = AnswerChecker(drill: drill)
  }

  /// The outcome of an answer: the verdict and the progress events it caused.
  public struct AnswerOutcome: Sendable {
    public let verdict: Verdict
    public let events: [ProgressEvent]
    /// The answer earned a mastery step.
    public var earnedStep: Bool {
      events.contains { if case .solvedFirstTry = $0 { true } else { false } }
    }
  }

  /// Judges an answer. A closed drill judges nothing.
  public mutating func answer(_ text: String) -> AnswerOutcome {
    let verdict = checker.check(text)
    guard verdict.isJudged, !isClosed else { return AnswerOutcome(verdict: verdict, events: []) }
    var events = markAttempted()
    let isFirst = firstAnswerCorrect == nil
    if isFirst { firstAnswerCorrect = verdict.kind == .correct }
    if verdict.kind == .correct {
      isClosed = true
      if isFirst && !usedHelp { events.append(.solvedFirstTry(drill.technique)) }
    }
    return AnswerOutcome(verdict: verdict, events: events)
  }

  /// Why this correct answer earned no mastery step, if it did not.
  public var noStepReason: String? {
    if usedHelp { return "you asked for help" }
    if firstAnswerCorrect == false { return "it wasn't your first answer" }
    return nil
  }

  /// The instance `hint`, `show` and `skip` talk about: one whose eliminations an earlier lesson can't
  /// make, when there is one.
  public var featuredInstance: Step {
    let earlier = Set(
      checker.allSteps.filter { drill.technique.earlier.contains($0.key) }.values.flatMap { $0 }
        .flatMap(\.eliminations))
    return drill.instances.first {
      !Set($0.eliminations).isSubset(of: earlier) || $0.eliminations.isEmpty
    }
      ?? drill.instances[0]
  }

  /// Marks a hint as used (forfeits first-try credit) and returns the instance the nudge is about; the
  /// lesson's hint template turns it into words (the house and digit to look at, not the answer).
  public mutating func hint() -> (step: Step, events: [ProgressEvent]) {
    let events = isClosed ? [] : markAttempted()
    if !isClosed { usedHelp = true }
    return (featuredInstance, events)
  }

  /// One full instance. Forfeits first-try credit.
  public mutating func show() -> (step: Step, events: [ProgressEvent]) {
    let events = isClosed ? [] : markAttempted()
    if !isClosed { usedHelp = true }
    return (featuredInstance, events)
  }

  /// One full instance, and the drill is closed.
  public mutating func skip() -> (step: Step, events: [ProgressEvent]) {
    let result = show()
    isClosed = true
    return result
  }

  mutating func markAttempted() -> [ProgressEvent] {
    guard !isAttempted else { return [] }
    isAttempted = true
    return [.attempted(drill.technique)]
  }
}
