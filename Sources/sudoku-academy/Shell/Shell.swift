import Academy
import Foundation
import SudokuCore

/// The Sudoku Academy shell: a router from each line to a global command or to the activity that
/// is open (a drill, a study game), which owns its state, its commands and its save.
///
/// The shell never reads input itself; a runner feeds it lines (from libedit on a terminal, or plain
/// lines in scripted mode) and it writes everything through `output`, so it is tested without a terminal.
final class Shell {
  struct Configuration {
    var style: RenderStyle
    /// A person at a terminal: `reset` asks before it acts.
    var interactive: Bool
    var sessionSeed: UInt64
    /// `--language`: this session's language, over the stored choice; nil when not given.
    var language: Language? = nil
    /// The locale's language (English where it names none): used when nothing was chosen.
    var localeLanguage: Language = .fallback
    var backgroundDrills = true
  }

  let configuration: Configuration
  let lessons: LessonLibrary
  let progress: ProgressStore
  let provider: DrillProvider
  let studyStore: StudyStore
  let studySupply: StudySupply
  /// The challenge levels about to be played, built in the background.
  let challengeSupply: ChallengeSupply
  /// Where everything is written: prose wrapped to the terminal, boards and lines as they are.
  let screen: Screen
  /// What `screen` writes to: the output, or the pieces of a command being paged.
  let pagedOutput: PagedOutput
  /// The parts of a long text not yet shown: Enter shows the next (`Shell+Paging.swift`).
  var pendingParts: PendingParts?
  /// Asks a yes/no question on the terminal (only called when interactive; see `ask`).
  var confirm: (String) -> Bool = { _ in false }
  var now: () -> Date = Date.init
  /// A monotonic clock in nanoseconds, for answer times and study time (injected in tests).
  var monotonic: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

  private(set) var state: ProgressState
  /// What is open: answers and the commands of its kind go to it.
  private(set) var focus: Focus = .nothing
  /// The study game this shell holds, open or left for a lesson (`back` and `study` return to it).
  var study: StudyActivity?
  /// The lesson `drill` continues when no drill is open.
  var lesson: Technique?
  /// Drills of any kind opened this session: the next one's index for the provider's seeds.
  var drillsOpened = 0
  /// Lesson drills and review drills opened this session, each numbered on its own.
  var lessonDrills = 0
  var reviews = 0
  /// Drills finished (or abandoned after an attempt) this session, and the mastery steps they earned.
  private(set) var drillsDone = 0
  private(set) var stepsEarned = 0
  /// How boards are drawn this session (`board full|compact|auto`).
  var boardView: BoardView = .auto
  /// Where a problem with one of our files (the study save) is reported: the launcher sends it to
  /// standard error, as the progress file's problems go, so the rule is one for every file. By
  /// default (a shell in a test) it is said like any reply.
  var warn: (String) -> Void = { _ in }
  /// Writes the terminal bell. The launcher sets it only when a person is at a terminal, so a
  /// script never hears it; `ring` decides when (`Shell+Sound.swift`).
  var bell: () -> Void = {}
  /// The language chosen in this session (`--language`, then `language pt|en`), over the one
  /// kept in the progress file.
  var sessionLanguage: Language?
  /// What the shell speaks now: this session's choice, else the stored one, else the locale's.
  var language: Language {
    sessionLanguage ?? state.language ?? configuration.localeLanguage
  }
  /// A yes/no question is being asked: Tab offers the answers, not commands.
  private(set) var asking = false
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
    let pagedOutput = PagedOutput(output)
    self.pagedOutput = pagedOutput
    screen = Screen(style: configuration.style, size: size, write: { pagedOutput.write($0) })
    provider = DrillProvider(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    state = progress.load()
    studyStore = StudyStore(
      url: StudyStore.url(besideProgress: progress.url), ownsPath: progress.ownsPath,
      now: Date.init)
    studySupply = StudySupply(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    challengeSupply = ChallengeSupply(
      sessionSeed: configuration.sessionSeed, background: configuration.backgroundDrills)
    warn = { [unowned self] line in say(line) }
    sessionLanguage = configuration.language
  }

  /// Runs `body` with every sentence in the shell's language (the task-local the words layer reads).
  func speaking<T>(_ body: () -> T) -> T {
    Language.$current.withValue(language, operation: body)
  }

  /// Prose: wrapped to the terminal's width; continuation lines indented by `hanging`.
  func say(_ text: String, hanging: String = "  ", paint: Paint? = nil) {
    screen.emit(.prose(text, hanging: hanging, paint: paint))
  }

  /// A fixed block: a board, a table, a library line — never wrapped.
  func show(_ text: String) {
    screen.emit(.fixed(text))
  }

  /// Asks a yes/no question on the terminal; only `yes` confirms.
  ///
  /// The prompt line leaves room for the answer. A question too long for that is said first and
  /// its last sentence (`Type yes to confirm:`) is the prompt; one whose last sentence is too long
  /// even so is wrapped as prose is, its last line the prompt, so the terminal never splits a
  /// word at its edge.
  func ask(_ question: String) -> Bool {
    asking = true
    defer { asking = false }
    let sentence = String(question.reversed().drop { $0 == " " }.reversed())
    let trailing = question.hasSuffix(" ") ? " " : ""
    let width = screen.proseWidth - Self.answerRoom
    guard DisplayWidth.of(sentence) > width else { return confirm(question) }
    if let cut = sentence.range(of: "? ", options: .backwards)
      ?? sentence.range(of: ". ", options: .backwards),
      DisplayWidth.of(sentence[cut.upperBound...]) <= width
    {
      say(String(sentence[..<cut.upperBound].dropLast()), hanging: "")
      return confirm(String(sentence[cut.upperBound...]) + trailing)
    }
    let prose = style.unicode ? sentence : sentence.asciiPunctuation
    let lines = TextWrap.wrap(prose, width: width, hanging: "")
    guard lines.count > 1, let last = lines.last else { return confirm(question) }
    show(lines.dropLast().joined(separator: "\n"))
    return confirm(last + trailing)
  }

  /// The columns a question's prompt leaves after it: a space and `yes` or `sim`, and the cursor.
  static let answerRoom = 5

  // MARK: Session

  /// The banner, the lesson list, and a word about a saved study game.
  func start() {
    speaking { welcome() }
  }

  private func welcome() {
    say(
      Language.current.shellWords.welcome(dash: style.dash), hanging: "")
    show(lessonList())
    // The save is read once at the start, for both: a solve left unrecorded, a game waiting.
    let saved = studyStore.peek()
    if let saved { recordLeftSolve(saved) }
    if let saved, !saved.isOver {
      if let level = saved.challenge.flatMap(ChallengeLevel.level) {
        say(ChallengeMessage.waiting(level).text(style.stars))
      } else {
        say(
          Language.current.shellWords.unfinishedGameSaved(level: saved.level.name))
      }
    }
    if let next = state.nextLesson { provider.prefetch(next, index: 0) }
    // A person at a terminal may type study at any moment: a game of each level gets ready now.
    // A script (or a test) that never studies does not pay for four puzzles it won't use.
    if configuration.interactive {
      studySupply.prefetchAll()
      state.nextChallenge.map { challengeSupply.prefetch($0.number) }
    }
  }

  /// `academy > `, `academy pointing ■■□□□ > `, `academy review > `, `academy study medium > `.
  var prompt: String {
    speaking {
      style.paint("academy", .prompt) + (focus.activity.map { " \($0.promptLabel)" } ?? "") + " > "
    }
  }

  /// The longest line the shell reads, in bytes (the subcommands' limit too); commands and
  /// answers are far shorter (an answer naming twenty eliminations is about 200 characters).
  static let maximumLineLength = ByteLineReader.longestLine

  /// Handles one line, in the shell's language; returns false when the shell should end.
  func handle(_ line: String) -> Bool {
    speaking { handleLine(line) }
  }

  private func handleLine(_ line: String) -> Bool {
    // A pasted megabyte would otherwise cost seconds of "did you mean" distances, or expand into
    // millions of candidates (r123456789c123456789<>123456789 names 729) and be echoed back whole.
    if line.utf8.count > Shell.maximumLineLength {
      refuseLongLine()
      return true
    }
    focus.activity?.tick()
    let input = ShellInput(Shell.sanitize(line))
    // Enter alone goes on with a text shown a part at a time; any other line drops the rest.
    let pending = pendingParts
    pendingParts = nil
    switch input {
    case .empty:
      if let pending { showPart(pending) }
    case .answer(let text):
      guard let activity = focus.activity else {
        say(
          Language.current.shellWords.noDrillOpen)
        break
      }
      activity.answer(text)
    case .unknown(let word, let suggestion):
      say(Shell.unknownCommand(Shell.clip(word), suggestion: suggestion))
    case .command(let command, let arguments):
      let declaration = command.declaration
      if let most = declaration.maximumArguments, arguments.count > most {
        let name = command.rawValue
        let usage = declaration.usage
        say(
          most == 0
            ? Language.current.shellWords.takesNoArgument(name: name, usage: usage)
            : Language.current.shellWords.tooManyArguments(name: name, usage: usage))
        break
      }
      guard case .within(let kinds) = declaration.scope else {
        return runGlobal(command, arguments)
      }
      if let activity = focus.activity, kinds.contains(activity.kind) {
        activity.run(command, arguments)
      } else if focus.activity != nil, let elsewhere = declaration.elsewhere {
        say(elsewhere)
      } else if let kind = ActivityKind.allCases.first(where: kinds.contains) {
        let parked = kind == .study && study.map { !$0.game.isOver } == true
        say(
          parked
            ? Language.current.shellWords.forTheStudyPuzzle(command: command.rawValue)
            : kind.notOpen(command))
      }
    }
    return true
  }

  /// The one line for a line over the limit (read whole by libedit, or skipped unread by the
  /// scripted reader).
  func refuseLongLine() {
    let most = Shell.maximumLineLength
    say(
      Language.current.shellWords.lineTooLong(most: most))
  }

  /// `Unknown command 'lesons'. Did you mean 'lessons'? …`: a word that is no command, the
  /// nearest command when one is near, and what a line may be.
  static func unknownCommand(_ word: String, suggestion: String?) -> String {
    Language.current.shellWords.unknownCommand(word, suggestion: suggestion)
  }

  /// The commands the shell runs itself; returns false for `quit`.
  private func runGlobal(_ command: ShellCommand, _ arguments: [String]) -> Bool {
    switch command {
    case .quit: return false
    case .lessons: show(lessonList())
    case .lesson: openLesson(arguments.first)
    case .guide: guide(arguments)
    case .drill: nextDrill()
    case .review: openDrill(.review)
    case .study: study(arguments)
    case .challenge: challenge(arguments)
    case .back: back()
    case .practise: practise()
    case .board: board(arguments.first)
    case .progress: pagedInParts { showProgress() }
    case .reset: reset(arguments)
    case .help: pagedInParts { help(arguments.first) }
    case .rules: pagedInParts { rules(arguments.first) }
    case .sound: sound(arguments.first)
    case .notes: notes(arguments)
    case .language: chooseLanguage(arguments.first)
    default: break  // declared for activities: never routed here
    }
    return true
  }

  /// Turns the shell to `next`; what was open is left first (a drill recorded, a game saved).
  func turn(to next: Focus) {
    focus.activity?.leave()
    focus = next
  }

  /// Leaves what is open and says how the session went; call when the session ends.
  func finish() {
    speaking {
      farewell()
      // Progress kept while another shell held the lock: one last try, or a line saying so.
      progress.savePending()
    }
  }

  private func farewell() {
    turn(to: .nothing)
    if let study, !study.game.isOver, study.isSaved {
      if let level = study.challengeLevel {
        say(ChallengeMessage.waiting(level).text(style.stars))
      } else {
        say(
          Language.current.shellWords.gameSaved(level: study.game.level.name))
      }
    }
    studyStore.release()
    guard drillsDone > 0 else { return }
    say(Shell.sessionSummary(drills: drillsDone, steps: stepsEarned))
  }

  /// `This session: 3 drills, 2 mastery steps. See you next time.`
  static func sessionSummary(drills: Int, steps: Int) -> String {
    Language.current.shellWords.sessionSummary(drills: drills, steps: steps)
  }

  /// Applies progress changes and counts the drills they finish and the steps they earn; returns
  /// the file before and after, as it held them under its lock.
  @discardableResult
  func record(_ changes: [ProgressDelta]) -> ProgressStore.Change? {
    guard !changes.isEmpty else { return nil }
    // Before and after as the file held them under its lock: the steps this session's own answers
    // made, not those another shell saved meanwhile.
    let change = progress.change(changes)
    state = change.after
    for case .drillFinished(let technique, _, _) in changes {
      drillsDone += 1
      // A step is a meter that moved: a first try at mastery 5 adds none.
      if change.after[technique].mastery > change.before[technique].mastery { stepsEarned += 1 }
    }
    return change
  }

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

extension Noun {
  /// A step of a technique's mastery meter, as the session summary counts them.
  static let shellMasteryStep = Noun(
    en: "mastery step", "mastery steps", pt: "passo de domínio", "passos de domínio", .masculine)
}
