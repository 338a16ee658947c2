import Academy
import SudokuCore

/// The shell's commands, each declared once: what it is — usage, help, aliases, arity, Tab and
/// where it applies — is its `declaration` below, the one place to read or change. Adding a command
/// is a case and its entry here, and the code that runs it: a `case` in `Shell.runGlobal` for a
/// global one, or in the `run` of each activity it is declared for.
enum ShellCommand: String, CaseIterable {
  case lessons, lesson, guide, drill, review, study, challenge, board, hint, show, skip, undo,
    clear, restore,
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
  /// This command's entry.
  var declaration: ShellCommandDeclaration {
    switch self {
    case .lessons:
      .init(
        summary: "the lessons and your mastery meters",
        usage: "lessons",
        details:
          "list the twelve lessons with your mastery meters (\(TechniqueProgress.maximumMastery) "
          + "steps each); the next one to learn is flagged",
        maximumArguments: 0, scope: .global)
    case .lesson:
      .init(
        summary: "a lesson's introduction and first drill",
        usage: "lesson <technique|number>",
        details: "a lesson's short introduction and its first drill (lesson 3, lesson pointing)",
        maximumArguments: 1, completion: .lessons, scope: .global)
    case .guide:
      .init(
        summary: "the whole lesson, with a worked example",
        usage: "guide [technique]",
        details: "the whole lesson: idea, worked example on its board, answering, mistakes",
        maximumArguments: 1, completion: .lessons, scope: .global)
    case .drill:
      .init(
        summary: "the next drill of the lesson (or review)",
        usage: "drill",
        details: "open the next drill of the current lesson (or the next review drill)",
        maximumArguments: 0, scope: .global)
    case .review:
      .init(
        summary: "a drill that doesn't name its technique",
        usage: "review",
        details:
          "a mixed drill that names no technique: due reviews first, then your weakest lesson",
        maximumArguments: 0, scope: .global)
    case .study:
      .init(
        summary: "play a whole puzzle (help study)",
        usage: "study [level|puzzle]",
        details: "play a whole puzzle with the twelve techniques: study "
          + Difficulty.allCases.map(\.rawValue).joined(separator: ", ")
          + " (a new one), study <puzzle> (yours); study alone resumes (help study)",
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
        summary: "the board again, its view, or one digit",
        usage: "board [full|compact|auto|1-9]",
        details:
          "the board again; board compact/full/auto sets the view; board 4 shows where 4 can go",
        maximumArguments: 1, completion: .boardViews, scope: .global, shownWith: [.drill, .study])
    case .hint:
      .init(
        summary: "where to look; again: the pattern marked",
        summaries: [.study: "where to look; again: reveal the step"],
        usage: "hint",
        details: "where to look; then the pattern marked (forfeits the mastery step)",
        detailsIn: [.study: "where to look; hint again reveals it (marked on the board, applied)"],
        maximumArguments: 0, scope: .within([.drill, .study]))
    case .show:
      .init(
        summary: "one instance, marked and explained",
        summaries: [.study: "reveal the next step at once"],
        usage: "show",
        details: "reveal one instance marked on the board (forfeits the mastery step)",
        detailsIn: [
          .study: "reveal at once ("
            + Difficulty.allCases.map { "\($0.rawValue) \(StudyLevel($0).revealCap)" }
            .joined(separator: ", ") + " reveals a game)"
        ], maximumArguments: 0, scope: .within([.drill, .study]))
    case .skip:
      .init(
        summary: "reveal one instance and close the drill",
        usage: "skip", details: "reveal one instance and close the drill", maximumArguments: 0,
        scope: .within([.drill]),
        elsewhere:
          "skip is for drills; in study, show reveals the next step and steps gives the game up.")
    case .undo:
      .init(
        summary: "take back the last move or reveal",
        usage: "undo", details: "take back the last move or reveal (up to \(StudyGame.undoLimit))",
        maximumArguments: 0, scope: .within([.study]))
    case .clear:
      .init(
        summary: "clear a digit you placed",
        usage: "clear <cell>…", details: "clear a digit you placed (clear r3c5, or r3c5=0)",
        maximumArguments: nil, scope: .within([.study]))
    case .restore:
      .init(
        summary: "bring back candidates you removed",
        usage: "restore <cell>…", details: "bring back the candidates you removed from a cell",
        maximumArguments: nil, scope: .within([.study]))
    case .check:
      .init(
        summary: "name wrong digits (counts as a hint)",
        usage: "check",
        details: "the cells holding a wrong digit or missing a needed candidate "
          + "(counts as a hint)",
        maximumArguments: 0, scope: .within([.study]))
    case .steps:
      .init(
        summary: "the simplest-first path (gives the game up)",
        usage: "steps [--yes]",
        details: "the simplest-first path; before solving it gives the game up (asks first)",
        maximumArguments: 1, completion: .words(["--yes"]), scope: .within([.study]))
    case .practise:
      .init(
        summary: "the lesson of the last hint's technique",
        usage: "practise", details: "open the lesson of the technique the last study hint named",
        aliases: ["practice"], maximumArguments: 0, scope: .global, shownWith: [.study])
    case .back:
      .init(
        summary: "return to the study puzzle",
        usage: "back", details: "return to the study puzzle exactly as it was", maximumArguments: 0,
        scope: .global, shownWith: [.study])
    case .export:
      .init(
        summary: "the position as a library line",
        usage: "export", details: "the position as a HoDoKu library line (no answer in it)",
        detailsIn: [.study: "the position as a library line (study <line> reads it back)"],
        maximumArguments: 0, scope: .within([.drill, .study]))
    case .progress:
      .init(
        summary: "mastery, drills and first-try rate",
        usage: "progress", details: "mastery, drills done and first-try rate per technique",
        maximumArguments: 0, scope: .global)
    case .reset:
      .init(
        summary: "set progress back to zero",
        usage: "reset <technique|all> [--yes]",
        details: "set a technique's progress (or all, or the study records, or the challenge "
          + "records) back to zero; asks first on a terminal",
        maximumArguments: nil, completion: .techniques(and: ["all", "study", "challenge"]),
        scope: .global)
    case .sound:
      .init(
        summary: "the bell on a refused digit and on Solved",
        usage: "sound [on|off]",
        details: "sound alone says whether the terminal bell is on; sound on or sound off sets "
          + "it, kept in the progress file. In a study game the bell rings on a digit refused for "
          + "repeating one in its row, column or box, and on Solved; only on a terminal, never in "
          + "a script",
        maximumArguments: 1, completion: .words(["on", "off"]), scope: .global)
    case .language:
      .init(
        summary: "English or Portuguese (en or pt)",
        usage: "language [en|pt]",
        details: "language alone says which language the shell speaks; language pt (português) "
          + "or language en (English) changes every message, lesson and help, kept in the "
          + "progress file for later sessions",
        maximumArguments: 1, completion: .words(Language.allCases.map(\.rawValue)),
        scope: .global)
    case .help:
      .init(
        summary: "this list; help all, help <command>",
        usage: "help [command|all]",
        details:
          "the commands of what is open; help all lists every one, help <command> explains it",
        shorthands: ["?", "h"], maximumArguments: 1,
        completion: .commands(and: ["all", "answers"]), scope: .global)
    case .rules:
      .init(
        summary: "how to play, for a first Sudoku",
        usage: "rules [page]",
        details: "how to play, for someone who has never solved a Sudoku, in "
          + "\(RulesPage.allCases.count) pages: "
          + RulesPage.allCases.map { "\($0.rawValue) \($0.topic)" }.joined(separator: ", ")
          + " (rules 2 for the second; help rules is the first)",
        maximumArguments: 1, completion: .words(RulesPage.allCases.map { String($0.rawValue) }),
        scope: .global)
    case .quit:
      .init(
        summary: "leave (Ctrl-D too); everything is saved",
        usage: "quit",
        details: "leave the shell (Ctrl-D too); progress and the study game are saved",
        aliases: ["exit"], shorthands: ["q"], maximumArguments: 0, scope: .global)
    }
  }
}
