import Foundation
import SudokuCore

/// The shell's commands, with their help texts; the single source for parsing, `help` and Tab.
enum ShellCommand: String, CaseIterable {
  case lessons, lesson, guide, drill, review, study, board, hint, show, skip, undo, clear, restore,
    check, steps, practise, practice, back, export, progress, reset, help, quit, exit

  var usage: String {
    switch self {
    case .lessons: "lessons"
    case .lesson: "lesson <technique|number>"
    case .guide: "guide [technique]"
    case .drill: "drill"
    case .review: "review"
    case .study: "study [easy|medium|hard|expert|<puzzle>]"
    case .undo: "undo"
    case .clear: "clear <cell>…"
    case .restore: "restore <cell>…"
    case .check: "check"
    case .steps: "steps [--yes]"
    case .practise: "practise"
    case .practice: "practice"
    case .back: "back"
    case .board: "board [full|compact|auto|1-9]"
    case .hint: "hint"
    case .show: "show"
    case .skip: "skip"
    case .export: "export"
    case .progress: "progress"
    case .reset: "reset <technique|all> [--yes]"
    case .help: "help [command]"
    case .quit: "quit"
    case .exit: "exit"
    }
  }

  var summary: String {
    switch self {
    case .lessons: "list the six lessons with your mastery meters; the next one to learn is flagged"
    case .lesson:
      "read a lesson's introduction and open its first drill (lesson 3, lesson pointing)"
    case .guide: "the whole lesson: idea, worked example on its board, answering, mistakes"
    case .drill: "open the next drill of the current lesson (or the next review drill)"
    case .review:
      "a mixed drill that names no technique: due reviews first, then your weakest lesson"
    case .study:
      "play a whole puzzle with the six techniques; study alone resumes (help study)"
    case .undo: "in study: take back the last move or reveal (up to 200)"
    case .clear: "in study: clear a digit you placed (clear r3c5, or r3c5=0)"
    case .restore: "in study: bring back the candidates you removed from a cell"
    case .check: "in study: name the cells holding a wrong digit or missing a needed candidate"
    case .steps:
      "in study: the simplest-first path (before solving, gives the game up; asks first)"
    case .practise, .practice:
      "open the lesson of the technique the last study hint named (practice works too)"
    case .back: "return to the study puzzle exactly as it was"
    case .board:
      "the board again; board compact/full/auto sets the view; board 4 shows where 4 can go"
    case .hint:
      "where to look; then the pattern (drill, forfeits the mastery step) or a reveal (study)"
    case .show:
      "reveal one instance marked on the board (drill: forfeits the mastery step; study: a reveal)"
    case .skip: "reveal one instance and close the drill"
    case .export: "the position as a HoDoKu library line (no answer in it)"
    case .progress: "mastery, drills done and first-try rate per technique"
    case .reset: "set a technique's progress (or all) back to zero; asks first on a terminal"
    case .help: "list the commands, or explain one"
    case .quit, .exit: "leave the shell (Ctrl-D too); progress is already saved"
    }
  }

  /// How many arguments the command takes at most (nil: it reads them itself); a command that
  /// takes none refuses one, so `quit now` is a typo, not a quit.
  var maximumArguments: Int? {
    switch self {
    case .lessons, .drill, .review, .hint, .show, .skip, .export, .progress, .quit, .exit, .undo,
      .check, .practise, .practice, .back:
      0
    case .lesson, .guide, .board, .help, .steps: 1
    case .reset, .study, .clear, .restore: nil
    }
  }

  /// Words Tab offers for the command's first argument.
  var argumentWords: [String] {
    switch self {
    case .lesson, .guide:
      Technique.allCases.map(\.rawValue) + Technique.allCases.map { String($0.number) }
    case .reset: Technique.allCases.map(\.rawValue) + ["all", "study"]
    case .study: Difficulty.allCases.map(\.rawValue)
    case .steps: ["--yes"]
    case .help: ShellCommand.allCases.map(\.rawValue) + ["answers"]
    case .board: BoardView.allCases.map(\.rawValue) + (1...9).map(String.init)
    default: []
    }
  }
}

/// One line of input, classified.
enum ShellInput: Equatable {
  case empty
  case command(ShellCommand, [String])
  case answer(String)
  case unknown(String, suggestion: String?)

  init(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      self = .empty
      return
    }
    if ShellInput.looksLikeAnswer(trimmed) {
      self = .answer(trimmed)
      return
    }
    let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let name = words[0].lowercased()
    if let command = ShellCommand(rawValue: name) {
      self = .command(command, Array(words.dropFirst()))
    } else if ["?", "h"].contains(name) {
      self = .command(.help, Array(words.dropFirst()))
    } else if name == "q" {
      // An alias like `quit` itself: `q now` is refused as `quit now` is, not taken as a quit.
      self = .command(.quit, Array(words.dropFirst()))
    } else {
      self = .unknown(
        words[0], suggestion: nearest(to: name, in: ShellCommand.allCases.map(\.rawValue)))
    }
  }

  /// `r3c5…` or `-7r3c5`: answers start with a cell or a minus and a digit.
  static func looksLikeAnswer(_ text: String) -> Bool {
    let characters = Array(text.lowercased().prefix(3))
    guard let first = characters.first else { return false }
    if first == "r" {
      return characters.count > 1 && (characters[1].isNumber || characters[1] == " ")
    }
    if first == "-" {
      return characters.count > 1 && (characters[1].isNumber || characters[1] == " ")
    }
    return false
  }
}
