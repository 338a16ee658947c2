import Academy
import Foundation
import SudokuCore

/// The Sudoku Academy shell: lessons, drills, review, study, help and progress, one line at a time.
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
  /// Where everything is written: prose wrapped to the terminal, boards and lines as they are.
  let screen: Screen
  /// Asks a yes/no question on the terminal (only called when interactive).
  var confirm: (String) -> Bool = { _ in false }
  var now: () -> Date = Date.init
  /// A monotonic clock in nanoseconds, for answer times (injected in tests).
  var monotonic: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

  private(set) var state: ProgressState
  private(set) var currentLesson: Technique?
  private(set) var drill: DrillState?
  /// Drills opened this session; the next one has this index.
  private(set) var drillsOpened = 0
  /// Drills finished (or abandoned after an attempt) this session, and the mastery steps they earned.
  private(set) var drillsDone = 0
  private(set) var stepsEarned = 0
  /// Whether `drill` opens review drills (after `review`, until `lesson`).
  var reviewing = false
  /// When the open drill's board was shown (`monotonic`), for its answer time.
  private var shownAt: UInt64 = 0
  /// How boards are drawn this session (`board full|compact|auto`).
  private(set) var boardView: BoardView = .auto

  // Study (see Shell+Study.swift).
  let studyStore: StudyStore
  let studySupply: StudySupply
  /// The study game this shell has (open or left for a lesson), nil when none.
  var studyGame: StudyGame?
  /// Whether the study puzzle is the open thing (answers, hints and boards go to it).
  var studyOpen = false
  var studyClock = PlayClock()
  /// The hardest technique the last study hint named: what `practise` opens.
  var studyTechnique: Technique?
  /// A failed save was reported already (said once, not after every move).
  var studySaveFailed = false
  /// Where a problem with one of our files (the study save) is reported: the launcher sends it to
  /// standard error, as the progress file's problems go, so the rule is one for every file. By
  /// default (a shell in a test) it is said like any reply.
  var warn: (String) -> Void = { _ in }
  var style: RenderStyle { configuration.style }

  /// - Parameters:
  ///   - size: the terminal's size now, or nil when output is not a terminal (scripted mode:
  ///     prose at 80 columns and the full board).
  ///   - output: writes finished text, one or more whole lines without the final newline.
  init(
    configuration: Configuration, lessons: LessonLibrary, progress: ProgressStore,
    size: @escaping () -> TerminalSize? = { nil }, output: @escaping (String) -> Void
  ) {
    self.configuration = configuration
    self.lessons = lessons
    self.progress = progress
    screen = Screen(style: configuration.style, size: size, write: output)
    provider = DrillProvider(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    state = progress.load()
    studyStore = StudyStore(
      url: StudyStore.url(besideProgress: progress.url), ownsPath: progress.ownsPath,
      now: Date.init)
    studySupply = StudySupply(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    warn = { [unowned self] line in say(line) }
  }

  /// Prose: wrapped to the terminal's width; continuation lines indented by `hanging`.
  func say(_ text: String, hanging: String = "  ", paint: Paint? = nil) {
    screen.emit(.prose(text, hanging: hanging, paint: paint))
  }

  /// A fixed block: a board, a table, a library line — never wrapped.
  func show(_ text: String) {
    screen.emit(.fixed(text))
  }

  // MARK: Session

  /// The banner and the lesson list.
  func start() {
    say("Sudoku Academy \(style.dash) six solving techniques on fresh puzzles. Type help, or Tab.")
    show(lessonList())
    if let next = state.nextLesson { provider.prefetch(next, index: 0) }
    // A person at a terminal may type study at any moment: a game of each level gets ready now.
    // A script (or a test) that never studies does not pay for four puzzles it won't use.
    if configuration.interactive { studySupply.prefetchAll() }
  }

  /// `academy > ` or `academy pointing ■■□□□ > `.
  var prompt: String {
    if studyOpen, let game = studyGame {
      return style.paint("academy", .prompt) + " study \(game.level.name) > "
    }
    if reviewing { return style.paint("academy", .prompt) + " review > " }
    guard let lesson = currentLesson else { return style.paint("academy", .prompt) + " > " }
    return style.paint("academy", .prompt) + " \(lesson.rawValue) "
      + style.paint(style.meter(state[lesson].mastery), .meter) + " > "
  }

  /// The longest line the shell reads, in bytes (the subcommands' limit too); commands and
  /// answers are far shorter (an answer naming twenty eliminations is about 200 characters).
  static let maximumLineLength = ByteLineReader.longestLine

  /// Handles one line; returns false when the shell should end.
  func handle(_ line: String) -> Bool {
    // A pasted megabyte would otherwise cost seconds of "did you mean" distances, or expand into
    // millions of candidates (r123456789c123456789<>123456789 names 729) and be echoed back whole.
    if line.utf8.count > Shell.maximumLineLength {
      refuseLongLine()
      return true
    }
    let sanitized = Shell.sanitize(line)
    tickStudyClock()
    switch ShellInput(sanitized) {
    case .empty:
      return true
    case .answer(let text):
      if studyOpen { studyMove(text) } else { answer(text) }
    case .unknown(let word, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      say(
        "Unknown command '\(Shell.clip(word))'.\(hint) Type help for the commands, or answer like r3c5=7 or r1c7<>5."
      )
    case .command(let command, let arguments):
      if let most = command.maximumArguments, arguments.count > most {
        say(
          most == 0
            ? "\(command.rawValue) takes no argument: type \(command.rawValue) alone (usage: \(command.usage))."
            : "Too many arguments for \(command.rawValue): usage \(command.usage)."
        )
        return true
      }
      return run(command, arguments)
    }
    return true
  }

  /// The one line for a line over the limit (read whole by libedit, or skipped unread by the
  /// scripted reader).
  func refuseLongLine() {
    say(
      "Line too long (over \(Shell.maximumLineLength) bytes); commands and answers are short, "
        + "like r3c5=7.")
  }

  /// Records an abandoned attempted drill; call when the session ends.
  func finish() {
    leaveStudy()
    studyStore.release()
    closeDrill()
    guard drillsDone > 0 else { return }
    let steps =
      stepsEarned == 0
      ? "no mastery step" : stepsEarned == 1 ? "1 mastery step" : "\(stepsEarned) mastery steps"
    say(
      "This session: \(counted(drillsDone, "drill")), \(steps). See you next time."
    )
  }

  func run(_ command: ShellCommand, _ arguments: [String]) -> Bool {
    switch command {
    case .quit, .exit:
      return false
    case .lessons:
      show(lessonList())
    case .lesson:
      leaveStudy()
      openLesson(arguments)
    case .drill:
      leaveStudy()
      if reviewing {
        openReview()
        break
      }
      guard let lesson = currentLesson ?? state.nextLesson ?? Technique.allCases.first else {
        break
      }
      if currentLesson == nil { currentLesson = lesson }
      openDrill(lesson)
    case .review:
      leaveStudy()
      openReview()
    case .study, .undo, .clear, .restore, .check, .steps, .practise, .practice, .back:
      runStudy(command, arguments)
    case .board:
      board(arguments.first)
    case .hint:
      if studyOpen { studyHint(reveal: false) } else { hint() }
    case .show:
      if studyOpen { studyHint(reveal: true) } else { reveal(closing: false) }
    case .skip:
      if studyOpen {
        say("skip is for drills; in study, show reveals the next step and steps gives the game up.")
      } else {
        reveal(closing: true)
      }
    case .export:
      if studyOpen, let game = studyGame {
        show(game.export())
        break
      }
      withDrill { show($0.mode == .review ? $0.drill.reviewLibraryLine : $0.drill.libraryLine) }
    case .progress:
      screen.emit(ProgressView.blocks(state, style: style, now: now()))
    case .reset:
      reset(arguments)
    case .help:
      help(arguments.first)
    case .guide:
      guide(arguments)
    }
    return true
  }

  func withDrill(_ body: (DrillState) -> Void) {
    guard let drill else {
      say("No drill is open. Type lesson <number> to start one, or drill for the next.")
      return
    }
    body(drill)
  }

  // MARK: Boards

  /// The board in the session's view, with its legend; `auto` picks the view that fits the
  /// terminal with `extraLines` around it (a header, the prompt), and on a terminal too narrow
  /// for any board says how wide it must be.
  func boardText(_ grid: Grid, marks: BoardMarks = .none, extraLines: Int = 2) -> String {
    let renderer = BoardRenderer(style: style)
    guard boardView == .auto else {
      let width = screen.size().map { $0.columns - 1 }
      return renderer.render(grid, marks: marks, view: boardView, width: width)
    }
    let fitted = renderer.fitted(grid, marks: marks, size: screen.size(), extraLines: extraLines)
    guard let needed = fitted.neededColumns else { return fitted.text }
    let note = BoardRenderer.tooNarrow(needed: needed, columns: screen.size()?.columns ?? 0)
    return ([fitted.text] + TextWrap.wrap(note, width: screen.proseWidth)).joined(separator: "\n")
  }

  /// `board`: the board again; `board full|compact|auto`: the view for the session;
  /// `board 4`: one look at where 4 is placed and where it can still go.
  func board(_ argument: String?) {
    let studyGrid = studyOpen ? studyGame?.board : nil
    guard let argument else {
      if let studyGrid {
        say(studyHeader())
        show(boardText(studyGrid, extraLines: 3))
        return
      }
      withDrill { show(boardText($0.drill.grid)) }
      return
    }
    if let view = BoardView(rawValue: argument.lowercased()) {
      boardView = view
      guard let grid = studyGrid ?? drill?.drill.grid else {
        say("Boards will be drawn \(view.rawValue) from now on.")
        return
      }
      say("Boards are drawn \(view.rawValue) from now on:")
      show(boardText(grid))
      return
    }
    if argument.count == 1, let digit = Int(argument), (1...9).contains(digit) {
      if let studyGrid {
        show(BoardRenderer(style: style).digit(digit, in: studyGrid))
        return
      }
      withDrill { show(BoardRenderer(style: style).digit(digit, in: $0.drill.grid)) }
      return
    }
    say(
      "board takes full, compact or auto (how boards are drawn), or a digit 1 to 9 (board 4: "
        + "where 4 is placed and where it can still go), not '\(Shell.clip(argument))'.")
  }

  // MARK: Lessons and drills

  func lessonList() -> String {
    let next = state.nextLesson
    let date = now()
    return Technique.allCases.map { technique in
      let title = technique.title.padding(toLength: 14, withPad: " ", startingAt: 0)
      var line = "   \(technique.number) \(title) \(style.meter(state[technique].mastery))"
      if technique == next { line += "   " + style.paint("\(style.arrow) next", .flag) }
      if state[technique].isReviewDue(at: date) {
        line += "   " + style.paint("\(style.arrow) review due", .flag)
      }
      return line
    }.joined(separator: "\n")
  }

  func openLesson(_ arguments: [String]) {
    guard let argument = arguments.first else {
      say("Which lesson? Type lesson 1 to 6, or a name like lesson pointing.")
      show(lessonList())
      return
    }
    guard let technique = Technique(argument: argument) else { return noLesson(argument) }
    currentLesson = technique
    reviewing = false
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    for text in [lesson.idea, lesson.spotting] {
      show("")
      screen.emit(TextWrap.lessonBlocks(text, style: style))
    }
    say("(guide shows the whole lesson with its worked example.)")
    show("")
    openDrill(technique)
  }

  /// `lesson` or `guide` with a word that names no lesson: the nearest key and the list.
  private func noLesson(_ argument: String) {
    let keys = Technique.allCases.map(\.rawValue)
    let suggestion = nearest(to: argument, in: keys).map { " Did you mean '\($0)'?" } ?? ""
    say(
      "There is no lesson '\(Shell.clip(argument))'.\(suggestion) Lessons are 1 to 6: "
        + keys.joined(separator: ", ") + ".")
  }

  /// The whole lesson: idea, spotting, the worked example on its board with the pattern marked,
  /// answering and the usual mistakes.
  func guide(_ arguments: [String]) {
    var technique = currentLesson ?? state.nextLesson ?? .hiddenSingle
    if let argument = arguments.first {
      guard let chosen = Technique(argument: argument) else { return noLesson(argument) }
      technique = chosen
    }
    let lesson = lessons.lesson(technique)
    say(style.paint(lesson.title, .heading) + " \(style.dash) \(lesson.summary)", hanging: "")
    for (heading, text) in [("Idea", lesson.idea), ("Spotting it", lesson.spotting)] {
      section(heading, text)
    }
    show("\n" + style.paint("Worked example", .heading))
    if let position = try? Position(libraryLine: lesson.examplePosition) {
      let stated = Set(technique.placesDigits ? position.placements : position.eliminations)
      let step = Finder.steps(technique, in: position.grid).first {
        !stated.isDisjoint(with: $0.placements + $0.eliminations)
      }
      show(
        boardText(
          position.grid, marks: step.map { BoardMarks(step: $0, grid: position.grid) } ?? .none))
    }
    screen.emit(TextWrap.lessonBlocks(lesson.example, style: style))
    for (heading, text) in [("Answering", lesson.answering), ("Common mistakes", lesson.mistakes)] {
      section(heading, text)
    }
  }

  private func section(_ heading: String, _ text: String) {
    show("\n" + style.paint(heading, .heading))
    screen.emit(TextWrap.lessonBlocks(text, style: style))
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
    say(DrillText.header(next, number: drillsOpened, style: style))
    show(boardText(next.grid))
    shownAt = monotonic()
  }

  /// A mixed drill whose header names no technique: cut for a due technique first, then the
  /// weakest, then the least recently practised, among the lessons started.
  func openReview() {
    // The open drill counts first: a lesson just begun is a lesson started.
    closeDrill()
    guard let technique = ReviewChoice.next(state, at: now()) else {
      say("Review mixes the lessons you have started; none yet. Start with lesson 1.")
      return
    }
    reviewing = true
    let index = drillsOpened
    let next = provider.drill(technique, index: index, review: true)
    drillsOpened += 1
    drill = DrillState(drill: next, mode: .review)
    provider.prefetch(technique, index: drillsOpened, review: true)
    say(DrillText.reviewHeader(next, number: drillsOpened, style: style))
    show(boardText(next.grid))
    shownAt = monotonic()
  }

  /// Records the open drill as finished if it was attempted and not yet recorded.
  func closeDrill() {
    if let changes = drill?.abandoned(at: now()) { record(changes) }
    drill = nil
  }

  /// Milliseconds since the open drill's board was shown.
  private var elapsedMilliseconds: Int {
    Int((monotonic() &- shownAt) / 1_000_000)
  }

  func answer(_ text: String) {
    guard var current = drill else {
      say("No drill is open to answer. Type lesson <number> to start one, or drill for the next.")
      return
    }
    if current.isClosed {
      say("This drill is closed. Type drill for the next one.")
      return
    }
    let (verdict, changes) = current.answer(
      text, at: now(), elapsedMilliseconds: elapsedMilliseconds)
    drill = current
    let before = state
    record(changes)
    switch verdict.kind {
    case .correct:
      say(style.check + " " + verdict.line, paint: .correct)
      let technique = current.resultTechnique
      if current.earnedStep {
        let level = state[technique].mastery
        say("  Mastery \(style.meter(level)) (\(level)/5). Type drill for the next one.")
        if level == TechniqueProgress.maximumMastery,
          before[technique].mastery < TechniqueProgress.maximumMastery
        {
          let next = state.nextLesson.map {
            "Next up: lesson \($0.number), \($0.title.lowercased())."
          }
          say(
            "  \(technique.title) mastered. \(next ?? "All six techniques mastered — well done.")")
        }
      } else {
        say(
          "  No mastery step this time: \(current.noStepReason ?? "not your first answer"). Type drill for the next one."
        )
      }
      if let due = state[technique].reviewDue, due != before[technique].reviewDue {
        say(
          "  Next review of \(technique.title.lowercased()) "
            + ProgressView.dueText(due, now: now()) + ".")
      }
      if current.mode == .review {
        say("  " + DrillText.reviewClosing(current.drill, number: drillsOpened))
      }
    case .miss:
      say(style.cross + " " + verdict.line, paint: .miss)
    case .unreadable, .wrongForm, .filledCell:
      say(verdict.line)
    }
  }

  /// The hint ladder: the house and digit to look at; then the pattern marked on the board; then
  /// a pointer to `show`.
  func hint() {
    guard var current = drill else { return withDrill { _ in } }
    guard let (rung, step) = current.hint() else {
      say("This drill is closed. Type drill for the next one.")
      return
    }
    drill = current
    switch rung {
    case .nudge:
      let nudge = current.mode == .review ? lessons.reviewHint(for: step) : lessons.hint(for: step)
      screen.emit(TextWrap.lessonBlocks(nudge, style: style))
    case .pattern:
      let grid = current.drill.grid
      let marks = BoardMarks(
        pattern: step.hintPatternCells(in: grid), digits: step.hintPatternDigits, grid: grid)
      show(boardText(grid, marks: marks, extraLines: 3))
      screen.emit(TextWrap.lessonBlocks(lessons.patternHint(for: step, on: grid), style: style))
    case .showIsNext:
      say("No more hints for this drill: type show to see one instance whole, or skip to move on.")
    }
  }

  func reveal(closing: Bool) {
    guard var current = drill else { return withDrill { _ in } }
    let wasClosed = current.isClosed
    let step: Step
    if closing {
      let skipped = current.skip(at: now())
      step = skipped.step
      record(skipped.changes)
    } else {
      step = current.show()
    }
    drill = current
    let grid = current.drill.grid
    show(boardText(grid, marks: BoardMarks(step: step, grid: grid), extraLines: 5))
    say(style.paint(step.description.keptTogether, .heading))
    say(step.reason(on: grid))
    let others = current.drill.distinctInstances.count - 1
    if others > 0 {
      say("  (\(counted(others, "other instance")) on this board.)")
    }
    if closing && !wasClosed {
      say("Skipped. Type drill for the next one.")
      if current.mode == .review {
        say(DrillText.reviewClosing(current.drill, number: drillsOpened))
      }
    } else if !wasClosed {
      say("  Answer when you're ready (no mastery step for this drill).")
    }
  }

  // MARK: Progress

  func record(_ changes: [ProgressDelta]) {
    guard !changes.isEmpty else { return }
    // Before and after as the file held them under its lock: the steps this session's own answers
    // made, not those another shell saved meanwhile.
    let change = progress.change(changes)
    state = change.after
    for case .drillFinished(let technique, _, _) in changes {
      drillsDone += 1
      // A step is a meter that moved: a first try at mastery 5 adds none.
      if change.after[technique].mastery > change.before[technique].mastery { stepsEarned += 1 }
    }
  }

  func reset(_ arguments: [String]) {
    let words = arguments.filter { !$0.hasPrefix("--") }
    let yes = Shell.isConfirmed(arguments)
    guard let target = words.first else {
      say("Reset what? Type reset <technique> or reset all (add --yes in a script).")
      return
    }
    let technique = Technique(argument: target)
    let studyRecords = target.lowercased() == "study"
    guard target.lowercased() == "all" || studyRecords || technique != nil else {
      say(
        "There is no technique '\(Shell.clip(target))' to reset. Use one of \(Technique.allCases.map(\.rawValue).joined(separator: ", ")), all, or study (the study records)."
      )
      return
    }
    let what =
      studyRecords
      ? "your study records"
      : technique.map { "your \($0.title.lowercased()) progress" } ?? "all your progress"
    if !yes {
      guard configuration.interactive else {
        say("reset needs --yes in a script (reset \(target) --yes); nothing was reset.")
        return
      }
      guard confirm("Reset \(what) to zero? Type yes to confirm: ") else {
        say("Nothing was reset.")
        return
      }
    }
    record([studyRecords ? .resetStudy : technique.map { .reset($0) } ?? .resetAll])
    say("Reset \(what).")
  }

  /// Whether a command's arguments carry `--yes` (or `-y`): confirmed in advance, as a script must.
  static func isConfirmed(_ arguments: [String]) -> Bool {
    arguments.contains { confirmationFlags.contains($0) }
  }

  static let confirmationFlags: Set = ["--yes", "-y"]

  /// Whether a reply to "Type yes to confirm" confirms: only `yes` (in any case) does.
  static func confirms(_ reply: String) -> Bool {
    reply.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
  }

  // MARK: Help

  func help(_ topic: String?) {
    if let topic, topic.lowercased() == "study" {
      studyHelp()
      return
    }
    if let topic, topic.lowercased() == "answers" {
      say("Answers (case and spaces don't matter):", hanging: "")
      show(Shell.answerExamples)
      say(Shell.answersRule, hanging: "")
      return
    }
    if let topic {
      guard let command = ShellCommand(rawValue: topic.lowercased()) else {
        let suggestion =
          nearest(to: topic, in: ShellCommand.allCases.map(\.rawValue)).map {
            " Did you mean '\($0)'?"
          } ?? ""
        say("No command '\(Shell.clip(topic))'.\(suggestion) Type help for the list.")
        return
      }
      show(command.usage)
      say("  " + command.summary)
      return
    }
    say("Commands:", hanging: "")
    helpRows(
      ShellCommand.allCases.filter { $0 != .exit && $0 != .practice }.map { ($0.usage, $0.summary) }
    )
    say(
      "Answers: a placement like r3c5=7, or eliminations like r1c7<>5, r1c789<>5 "
        + "(help answers)".keptTogether + ".",
      hanging: "")
    say("Tab completes commands, lesson names and cells; Up recalls earlier lines.", hanging: "")
  }

  /// Rows of a command list: each usage whole, in a column as wide as the usages need (measured,
  /// never cut), then its words wrapped under them. A usage longer than `helpColumn` stands on a
  /// line of its own with its words under the column, so one long usage doesn't squeeze the rest;
  /// on a terminal too narrow for the column and `helpText` columns of words beside it, every
  /// usage stands on its own line, its words indented under it.
  func helpRows(_ rows: [(usage: String, text: String)]) {
    let fitting = rows.map { DisplayWidth.of($0.usage) }.filter { $0 <= Shell.helpColumn }
    let sideBySide = 2 + (fitting.max() ?? 0) + 2
    let column = sideBySide + Shell.helpText <= screen.proseWidth ? sideBySide : 4
    let indent = String(repeating: " ", count: column)
    for (usage, text) in rows {
      let width = DisplayWidth.of(usage)
      if width <= column - 4 {
        let padding = String(repeating: " ", count: column - 2 - width)
        say("  " + usage + padding + text, hanging: indent)
      } else {
        show("  " + usage)
        say(indent + text, hanging: indent)
      }
    }
  }

  /// The widest usage that shares its line with its description.
  static let helpColumn = 32
  /// The fewest columns of description beside the usages.
  static let helpText = 30

  /// The answer forms, a fixed block (examples never break across lines).
  static let answerExamples = """
      placement     r3c5=7   r3c5:7
      elimination   r3c5<>7  r3c5-7  -7r3c5
      several       r1c789<>5 (r1c7, r1c8 and r1c9)   r12c1<>3   r8c7<>39
                    r1c7<>5 r2c7<>5
    """

  static let answersRule =
    "An answer is right when every part is a placement or elimination of some instance of the "
    + "lesson's technique on the board as shown. Unreadable input and the wrong kind of answer "
    + "are free; anything else is your first answer."

  // MARK: Input hygiene

  /// Replaces control characters (C0, DEL and C1, as `TerminalText` defines them) with spaces
  /// before a line is read, so they separate words and nothing odd reaches the terminal.
  static func sanitize(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.map { TerminalText.isControl($0) ? " " : $0 }))
  }

  /// A word of the learner's as a message repeats it: cut when long, control characters shown.
  static func clip(_ word: String) -> String {
    TerminalText.visible(word.count > 40 ? String(word.prefix(40)) + "…" : word)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
