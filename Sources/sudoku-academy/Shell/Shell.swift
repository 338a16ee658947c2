import Academy
import Foundation
import SudokuCore

/// The Technique Academy shell: lessons, drills, answers, help and progress, one line at a time.
///
/// The shell never reads input itself; a runner feeds it lines (from libedit on a terminal, or plain
/// lines in scripted mode) and it writes everything through `output`, so it is tested without a terminal.
final class Shell {
  struct Configuration {
    var style: RenderStyle
    /// A person at a terminal: `reset` asks before it acts.
    var interactive: Bool
    var sessionSeed: UInt64
    var backgroundDrills = true
  }

  let configuration: Configuration
  let lessons: LessonLibrary
  let progress: ProgressStore
  let provider: DrillProvider
  /// Writes text (each call a whole line or block) to standard output.
  let output: (String) -> Void
  /// Asks a yes/no question on the terminal (only called when interactive).
  var confirm: (String) -> Bool = { _ in false }
  var now: () -> Date = Date.init

  private(set) var state: ProgressState
  private(set) var currentLesson: Technique?
  private(set) var drill: DrillState?
  /// Drills opened this session; the next one has this index.
  private(set) var drillsOpened = 0
  /// Drills finished (or abandoned after an attempt) this session, and the mastery steps they earned.
  private(set) var drillsDone = 0
  private(set) var stepsEarned = 0
  private var style: RenderStyle { configuration.style }

  init(
    configuration: Configuration, lessons: LessonLibrary, progress: ProgressStore,
    output: @escaping (String) -> Void
  ) {
    self.configuration = configuration
    self.lessons = lessons
    self.progress = progress
    // Every line fits 80 columns: long messages wrap with a two-space indent.
    let unicode = configuration.style.unicode
    self.output = { text in
      let text = unicode ? text : text.asciiPunctuation
      output(
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
          TextWrap.wrap(String($0))
        }.joined(separator: "\n"))
    }
    provider = DrillProvider(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    state = progress.load()
  }

  // MARK: Session

  /// The banner and the lesson list.
  func start() {
    output(
      "Sudoku Academy \(style.dash) six solving techniques on fresh puzzles. Type help, or Tab."
    )
    output(lessonList())
    if let next = state.nextLesson { provider.prefetch(next, index: 0) }
  }

  /// `academy > ` or `academy pointing ■■□□□ > `.
  var prompt: String {
    guard let lesson = currentLesson else { return style.paint("academy", "1;36") + " > " }
    return style.paint("academy", "1;36") + " \(lesson.rawValue) "
      + style.paint(style.meter(state[lesson].mastery), "33")
      + " > "
  }

  /// The longest line the shell reads; commands and answers are far shorter (an answer naming
  /// twenty eliminations is about 200 characters).
  static let maximumLineLength = 4096

  /// Handles one line; returns false when the shell should end.
  func handle(_ line: String) -> Bool {
    // A pasted megabyte would otherwise cost seconds of "did you mean" distances, or expand into
    // millions of candidates (r123456789c123456789<>123456789 names 729) and be echoed back whole.
    if line.utf8.count > Shell.maximumLineLength {
      output(
        "Line too long (\(line.count) characters); commands and answers are short, like r3c5=7."
      )
      return true
    }
    let sanitized = Shell.sanitize(line)
    switch ShellInput(sanitized) {
    case .empty:
      return true
    case .answer(let text):
      answer(text)
    case .unknown(let word, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      output(
        "Unknown command '\(Shell.clip(word))'.\(hint) Type help for the commands, or answer like r3c5=7 or r1c7<>5."
      )
    case .command(let command, let arguments):
      return run(command, arguments)
    }
    return true
  }

  /// Records an abandoned attempted drill; call when the session ends.
  func finish() {
    closeDrill()
    guard drillsDone > 0 else { return }
    let steps =
      stepsEarned == 0
      ? "no mastery step" : stepsEarned == 1 ? "1 mastery step" : "\(stepsEarned) mastery steps"
    output(
      "This session: \(drillsDone) drill\(drillsDone == 1 ? "" : "s"), \(steps). See you next time."
    )
  }

  func run(_ command: ShellCommand, _ arguments: [String]) -> Bool {
    switch command {
    case .quit, .exit:
      return false
    case .lessons:
      output(lessonList())
    case .lesson:
      openLesson(arguments)
    case .drill:
      guard let lesson = currentLesson ?? state.nextLesson ?? Technique.allCases.first else {
        break
      }
      if currentLesson == nil { currentLesson = lesson }
      openDrill(lesson)
    case .board:
      withDrill { output(BoardRenderer(style: style).render($0.drill.grid)) }
    case .hint:
      hint()
    case .show:
      reveal(closing: false)
    case .skip:
      reveal(closing: true)
    case .export:
      withDrill { output($0.drill.libraryLine) }
    case .progress:
      output(progressTable())
    case .reset:
      reset(arguments)
    case .help:
      output(help(arguments.first))
    case .guide:
      guide(arguments)
    }
    return true
  }

  func withDrill(_ body: (DrillState) -> Void) {
    guard let drill else {
      output("No drill is open. Type lesson <number> to start one, or drill for the next.")
      return
    }
    body(drill)
  }

  // MARK: Lessons and drills

  func lessonList() -> String {
    let next = state.nextLesson
    return Technique.allCases.map { technique in
      let title = technique.title.padding(toLength: 14, withPad: " ", startingAt: 0)
      var line = "   \(technique.number) \(title) \(style.meter(state[technique].mastery))"
      if technique == next { line += "   " + style.paint("\(style.arrow) next", "1;33") }
      return line
    }.joined(separator: "\n")
  }

  func openLesson(_ arguments: [String]) {
    guard let argument = arguments.first else {
      output("Which lesson? Type lesson 1 to 6, or a name like lesson pointing.")
      output(lessonList())
      return
    }
    guard let technique = Technique(argument: argument) else {
      let suggestion =
        nearest(to: argument, in: Technique.allCases.map(\.rawValue)).map {
          " Did you mean '\($0)'?"
        } ?? ""
      output(
        "There is no lesson '\(Shell.clip(argument))'.\(suggestion) Lessons are 1 to 6: \(Technique.allCases.map(\.rawValue).joined(separator: ", "))."
      )
      return
    }
    currentLesson = technique
    output(TextWrap.reflow(lessons.introduction(technique)))
    output("(guide shows the whole lesson with its worked example.)\n")
    openDrill(technique)
  }

  /// The whole lesson: idea, spotting, the worked example on its board with the pattern marked,
  /// answering and the usual mistakes.
  func guide(_ arguments: [String]) {
    var technique = currentLesson ?? state.nextLesson ?? .hiddenSingle
    if let argument = arguments.first {
      guard let chosen = Technique(argument: argument) else {
        output(
          "There is no lesson '\(Shell.clip(argument))'. Lessons are 1 to 6: \(Technique.allCases.map(\.rawValue).joined(separator: ", "))."
        )
        return
      }
      technique = chosen
    }
    let lesson = lessons.lesson(technique)
    output(style.paint("\(lesson.title) — \(lesson.summary)", "1"))
    for (heading, text) in [("Idea", lesson.idea), ("Spotting it", lesson.spotting)] {
      output("\n" + style.paint(heading, "1") + "\n" + TextWrap.reflow(text))
    }
    output("\n" + style.paint("Worked example", "1"))
    if let position = try? Position(libraryLine: lesson.examplePosition) {
      let stated = Set(technique.placesDigits ? position.placements : position.eliminations)
      let step = Finder.steps(technique, in: position.grid).first {
        !stated.isDisjoint(with: $0.placements + $0.eliminations)
      }
      output(
        BoardRenderer(style: style).render(
          position.grid, marks: step.map { BoardMarks(step: $0, grid: position.grid) } ?? .none))
    }
    output(TextWrap.reflow(lesson.example))
    for (heading, text) in [("Answering", lesson.answering), ("Common mistakes", lesson.mistakes)] {
      output("\n" + style.paint(heading, "1") + "\n" + TextWrap.reflow(text))
    }
  }

  func openDrill(_ technique: Technique) {
    closeDrill()
    let index = drillsOpened
    let next = provider.drill(technique, index: index)
    drillsOpened += 1
    drill = DrillState(drill: next)
    // Build what is likely next while the learner reads: this lesson and the one after it.
    provider.prefetch(technique, index: drillsOpened)
    if let following = Technique.allCases.first(where: { $0 > technique }) {
      provider.prefetch(following, index: drillsOpened)
    }
    output(DrillText.header(next, number: drillsOpened, style: style))
    output(BoardRenderer(style: style).render(next.grid))
  }

  /// Records the open drill as finished if it was attempted and not yet recorded.
  func closeDrill() {
    if let delta = drill?.abandoned(at: now()) { record(delta) }
    drill = nil
  }

  func answer(_ text: String) {
    guard var current = drill else {
      output(
        "No drill is open to answer. Type lesson <number> to start one, or drill for the next.")
      return
    }
    if current.isClosed {
      output("This drill is closed. Type drill for the next one.")
      return
    }
    let (verdict, finished) = current.answer(text, at: now())
    drill = current
    if let finished { record(finished) }
    switch verdict.kind {
    case .correct:
      output(style.paint(style.check + " " + verdict.line, "32"))
      let technique = current.drill.technique
      if current.earnedStep {
        let level = state[technique].mastery
        output("  Mastery \(style.meter(level)) (\(level)/5). Type drill for the next one.")
        if level == TechniqueProgress.maximumMastery {
          let next = state.nextLesson.map {
            "Next up: lesson \($0.number), \($0.title.lowercased())."
          }
          output(
            "  \(technique.title) mastered. \(next ?? "All six techniques mastered — well done.")")
        }
      } else {
        output(
          "  No mastery step this time: \(current.noStepReason ?? "not your first answer"). Type drill for the next one."
        )
      }
    case .miss:
      output(style.paint(style.cross + " " + verdict.line, "31"))
    case .unreadable, .wrongForm:
      output(verdict.line)
    }
  }

  func hint() {
    guard var current = drill else { return withDrill { _ in } }
    let step = current.hint()
    drill = current
    output(lessons.hint(for: step))
  }

  func reveal(closing: Bool) {
    guard var current = drill else { return withDrill { _ in } }
    let wasClosed = current.isClosed
    let step: Step
    if closing {
      let skipped = current.skip(at: now())
      step = skipped.step
      if let finished = skipped.finished { record(finished) }
    } else {
      step = current.show()
    }
    drill = current
    output(
      BoardRenderer(style: style).render(
        current.drill.grid, marks: BoardMarks(step: step, grid: current.drill.grid)))
    output(style.paint(step.description, "1"))
    if current.drill.instances.count > 1 {
      output(
        "  (\(current.drill.instances.count - 1) more instance\(current.drill.instances.count == 2 ? "" : "s") on this board.)"
      )
    }
    if closing && !wasClosed {
      output("Skipped. Type drill for the next one.")
    } else if !wasClosed {
      output(
        "  Pattern cells are marked *, removed candidates -d. Answer when you're ready (no mastery step for this drill)."
      )
    }
  }

  // MARK: Progress

  func record(_ delta: ProgressDelta) {
    if case .drillFinished(_, let firstTry, _) = delta {
      drillsDone += 1
      if firstTry { stepsEarned += 1 }
    }
    state = progress.apply(delta)
  }

  func progressTable() -> String { ProgressView.table(state, style: style) }

  func reset(_ arguments: [String]) {
    let words = arguments.filter { !$0.hasPrefix("--") }
    let yes = arguments.contains("--yes") || arguments.contains("-y")
    guard let target = words.first else {
      output("Reset what? Type reset <technique> or reset all (add --yes in a script).")
      return
    }
    let technique = Technique(argument: target)
    guard target.lowercased() == "all" || technique != nil else {
      output(
        "There is no technique '\(Shell.clip(target))' to reset. Use one of \(Technique.allCases.map(\.rawValue).joined(separator: ", ")), or all."
      )
      return
    }
    let what = technique.map { "your \($0.title.lowercased()) progress" } ?? "all your progress"
    if !yes {
      guard configuration.interactive else {
        output("reset needs --yes in a script (reset \(target) --yes); nothing was reset.")
        return
      }
      guard confirm("Reset \(what) to zero? Type yes to confirm: ") else {
        output("Nothing was reset.")
        return
      }
    }
    record(technique.map { .reset($0) } ?? .resetAll)
    output("Reset \(what).")
  }

  // MARK: Help

  func help(_ topic: String?) -> String {
    if let topic, topic.lowercased() == "answers" { return Shell.answersHelp }
    if let topic {
      guard let command = ShellCommand(rawValue: topic.lowercased()) else {
        let suggestion =
          nearest(to: topic, in: ShellCommand.allCases.map(\.rawValue)).map {
            " Did you mean '\($0)'?"
          } ?? ""
        return "No command '\(Shell.clip(topic))'.\(suggestion) Type help for the list."
      }
      return "\(command.usage)\n  \(command.summary)"
    }
    var lines = ["Commands:"]
    for command in ShellCommand.allCases where command != .exit {
      let line =
        "  \(command.usage.padding(toLength: 32, withPad: " ", startingAt: 0))\(command.summary)"
      lines.append(TextWrap.wrap(line, indent: String(repeating: " ", count: 34)))
    }
    lines.append(
      "Answers: a placement like r3c5=7, or eliminations like r1c7<>5, r1c789<>5 (help answers).")
    lines.append("Tab completes commands, lesson names and cells; Up recalls earlier lines.")
    return lines.joined(separator: "\n")
  }

  static let answersHelp = """
    Answers (case and spaces don't matter):
      placement     r3c5=7   r3c5:7
      elimination   r3c5<>7  r3c5-7  -7r3c5
      several       r1c789<>5 (r1c7, r1c8 and r1c9)   r12c1<>3   r8c7<>39   r1c7<>5 r2c7<>5
    An answer is right when every part is a placement or elimination of some instance of the lesson's
    technique on the board as shown. Unreadable input and the wrong kind of answer are free; anything
    else is your first answer.
    """

  // MARK: Input hygiene

  /// Replaces control characters and invalid bytes so nothing odd reaches the terminal.
  static func sanitize(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.map { scalar in
          scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F ? " " : scalar
        }))
  }

  /// Long words are cut in messages.
  static func clip(_ word: String) -> String {
    word.count > 40 ? String(word.prefix(40)) + "…" : word
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
