import Academy
import SudokuCore

/// The shell's commands, each declared once: what it is — usage, help, aliases, arity, Tab and
/// where it applies — is its `declaration` below, the one place to read or change. Adding a command
/// is a case and its entry here, and the code that runs it: a `case` in `Shell.runGlobal` for a
/// global one, or in the `run` of each activity it is declared for.
enum ShellCommand: String, CaseIterable {
  case lessons, lesson, guide, drill, review, study, challenge, board, hint, show, skip, undo,
    clear, restore,
    note, notes,
    check, steps, practise, back, export, progress, reset, sound, language, help, rules, quit

  /// The command a typed word names: its name or one of its aliases, in any case.
  init?(word: String) {
    let lowered = word.lowercased()
    guard
      let command = ShellCommand(rawValue: lowered)
        ?? ShellCommand.allCases.first(where: {
          ($0.declaration.aliases + $0.declaration.shorthands).contains(lowered)
        })
    else { return nil }
    self = command
  }

  /// Every word that names a command (names and aliases), as Tab and "did you mean" offer them.
  static var allWords: [String] {
    allCases.flatMap { [$0.rawValue] + $0.declaration.aliases }
  }
}

extension ShellCommand {
  /// This command's entry, its words in the reader's language (`CommandWords`): the command
  /// words and the values typed in its usage stay English, its placeholders (`<cell>`) and
  /// sentences are in the reader's language.
  var declaration: ShellCommandDeclaration {
    var declaration = typed
    declaration.usage = Placeholder.shown(in: declaration.usage)
    return declaration
  }

  /// The entry with its usage as typed in English (`clear <cell>…`).
  private var typed: ShellCommandDeclaration {
    switch self {
    case .lessons:
      .init(
        summary: Language.current.commandWords.lessonsSummary,
        usage: "lessons",
        details: Language.current.commandWords.lessonsDetails,
        maximumArguments: 0, scope: .global)
    case .lesson:
      .init(
        summary: Language.current.commandWords.lessonSummary,
        usage: "lesson <technique|number>",
        details: Language.current.commandWords.lessonDetails,
        maximumArguments: 1, completion: .lessons, scope: .global)
    case .guide:
      .init(
        summary: Language.current.commandWords.guideSummary,
        usage: "guide [technique] [part]",
        details: Language.current.commandWords.guideDetails,
        maximumArguments: 2, completion: .lessons, scope: .global)
    case .drill:
      .init(
        summary: Language.current.commandWords.drillSummary,
        usage: "drill",
        details: Language.current.commandWords.drillDetails,
        maximumArguments: 0, scope: .global)
    case .review:
      .init(
        summary: Language.current.commandWords.reviewSummary,
        usage: "review",
        details: Language.current.commandWords.reviewDetails,
        maximumArguments: 0, scope: .global)
    case .study:
      .init(
        summary: Language.current.commandWords.studySummary,
        usage: "study [level|puzzle|review]",
        details: Language.current.commandWords.studyDetails,
        maximumArguments: nil, completion: .levels, scope: .global)
    case .challenge:
      .init(
        summary: ChallengeMessage.commandSummary,
        usage: "challenge [level] [--yes]",
        details: ChallengeMessage.commandDetails,
        maximumArguments: 2,
        completion: .words(ChallengeLevel.ladder.map { String($0.number) }), scope: .global)
    case .board:
      .init(
        summary: Language.current.commandWords.boardSummary,
        usage: "board [full|compact|auto|1-9]",
        details: Language.current.commandWords.boardDetails,
        maximumArguments: 1, completion: .boardViews, scope: .global, shownWith: [.drill, .study])
    case .hint:
      .init(
        summary: Language.current.commandWords.hintSummary,
        summaries: [
          .study: Language.current.commandWords.hintSummaryInStudy
        ],
        usage: "hint [<cell>]",
        details: Language.current.commandWords.hintDetails,
        detailsIn: [
          .study: Language.current.commandWords.hintDetailsInStudy
        ],
        // A cell in a study game (`hint r3c5`); a drill's hint takes none and says so.
        maximumArguments: 1, completion: .emptyCells, scope: .within([.drill, .study]),
        usages: [.drill: "hint"])
    case .show:
      .init(
        summary: Language.current.commandWords.showSummary,
        summaries: [
          .study: Language.current.commandWords.showSummaryInStudy
        ],
        usage: "show",
        details: Language.current.commandWords.showDetails,
        detailsIn: [
          .study: Language.current.commandWords.showDetailsInStudy
        ], maximumArguments: 0, scope: .within([.drill, .study]))
    case .skip:
      .init(
        summary: Language.current.commandWords.skipSummary,
        usage: "skip",
        details: Language.current.commandWords.skipDetails,
        maximumArguments: 0,
        scope: .within([.drill]),
        elsewhere: Language.current.commandWords.skipElsewhere)
    case .undo:
      .init(
        summary: Language.current.commandWords.undoSummary,
        usage: "undo",
        details: Language.current.commandWords.undoDetails,
        maximumArguments: 0, scope: .within([.study]))
    case .clear:
      .init(
        summary: Language.current.commandWords.clearSummary,
        usage: "clear <cell>…",
        details: Language.current.commandWords.clearDetails,
        maximumArguments: nil, scope: .within([.study]))
    case .restore:
      .init(
        summary: Language.current.commandWords.restoreSummary,
        usage: "restore <cell>…",
        details: Language.current.commandWords.restoreDetails,
        maximumArguments: nil, scope: .within([.study]))
    case .check:
      .init(
        summary: Language.current.commandWords.checkSummary,
        usage: "check",
        details: Language.current.commandWords.checkDetails,
        maximumArguments: 0, scope: .within([.study]))
    case .steps:
      .init(
        summary: Language.current.commandWords.stepsSummary,
        usage: "steps [--yes]",
        details: Language.current.commandWords.stepsDetails,
        maximumArguments: 1, completion: .words(["--yes"]), scope: .within([.study]))
    case .practise:
      .init(
        summary: Language.current.commandWords.practiseSummary,
        usage: "practise",
        details: Language.current.commandWords.practiseDetails,
        aliases: ["practice"], maximumArguments: 0, scope: .global, shownWith: [.study])
    case .back:
      .init(
        summary: Language.current.commandWords.backSummary,
        usage: "back",
        details: Language.current.commandWords.backDetails,
        maximumArguments: 0,
        scope: .global, shownWith: [.study])
    case .export:
      .init(
        summary: Language.current.commandWords.exportSummary,
        usage: "export",
        details: Language.current.commandWords.exportDetails,
        detailsIn: [
          .study: Language.current.commandWords.exportDetailsInStudy
        ],
        maximumArguments: 0, scope: .within([.drill, .study]))
    case .progress:
      .init(
        summary: Language.current.commandWords.progressSummary,
        usage: "progress",
        details: Language.current.commandWords.progressDetails,
        maximumArguments: 0, scope: .global)
    case .reset:
      .init(
        summary: Language.current.commandWords.resetSummary,
        usage: "reset <technique|all> [--yes]",
        details: Language.current.commandWords.resetDetails,
        maximumArguments: nil, completion: .techniques(and: ["all", "study", "challenge"]),
        scope: .global)
    case .sound:
      .init(
        summary: Language.current.commandWords.soundSummary,
        usage: "sound [on|off|all]",
        details: Language.current.commandWords.soundDetails,
        maximumArguments: 1, completion: .words(SoundSetting.offered), scope: .global)
    case .note:
      .init(
        summary: Language.current.commandWords.noteSummary,
        usage: "note <cell> <digits>",
        details: Language.current.commandWords.noteDetails,
        maximumArguments: 2, completion: .emptyCells, scope: .within([.study]))
    case .notes:
      .init(
        summary: Language.current.commandWords.notesSummary,
        usage: "notes [on|off|fill|<cell>]",
        details: Language.current.commandWords.notesDetails,
        maximumArguments: nil, completion: .words(["on", "off", "fill", "clear"]),
        // Set anywhere, but listed with the study game's commands: `help` alone keeps to a
        // 24-line terminal.
        scope: .global, shownWith: [.study])
    case .language:
      .init(
        summary: Language.current.commandWords.languageSummary,
        usage: "language [en|pt]",
        details: Language.current.commandWords.languageDetails,
        maximumArguments: 1, completion: .words(Language.allCases.map(\.rawValue)),
        scope: .global)
    case .help:
      .init(
        summary: Language.current.commandWords.helpSummary,
        usage: "help [command|all]",
        details: Language.current.commandWords.helpDetails,
        shorthands: ["?", "h"], maximumArguments: 1,
        completion: .commands(and: ["all", "answers"]), scope: .global)
    case .rules:
      .init(
        summary: Language.current.commandWords.rulesSummary,
        usage: "rules [page]",
        details: Language.current.commandWords.rulesDetails,
        maximumArguments: 1, completion: .words(RulesPage.allCases.map { String($0.rawValue) }),
        scope: .global)
    case .quit:
      .init(
        summary: Language.current.commandWords.quitSummary,
        usage: "quit",
        details: Language.current.commandWords.quitDetails,
        aliases: ["exit"], shorthands: ["q"], maximumArguments: 0, scope: .global)
    }
  }

  /// `easy, medium, hard, expert, master`: the level keys, typed as they are in both languages.
  static var levelKeys: String {
    Difficulty.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// `easy 5, medium 3, …`: each level's key and its reveals a game.
  static var revealCaps: String {
    Difficulty.allCases.map { "\($0.rawValue) \(StudyLevel($0).revealCap)" }
      .joined(separator: ", ")
  }

  /// `1 the rule, 2 candidates, …`: the rules pages by number and topic.
  static var rulesTopics: String {
    RulesPage.allCases.map { "\($0.rawValue) \($0.topic)" }.joined(separator: ", ")
  }
}
