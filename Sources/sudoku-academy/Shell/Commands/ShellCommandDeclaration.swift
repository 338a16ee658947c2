import Academy
import SudokuCore

/// Where a command means something.
enum CommandScope: Equatable {
  /// Anywhere: the shell runs it itself (it may look at what is open).
  case global
  /// Inside an open activity of one of these kinds, which runs it.
  case within(Set<ActivityKind>)
}

/// What Tab offers for a command's first argument.
enum ArgumentCompletion: Equatable {
  case none
  /// Lesson keys and numbers.
  case lessons
  /// Technique keys and these words.
  case techniques(and: [String])
  /// Fixed words.
  case words([String])
  /// The board views and the digits 1 to 9.
  case boardViews
  /// Study levels.
  case levels
  /// Command names and these topics.
  case commands(and: [String])
  /// The open board's empty cells (`hint r3c5`), given by the shell.
  case emptyCells

  var words: [String] {
    switch self {
    case .none: []
    case .lessons: Technique.allCases.map(\.rawValue) + Technique.allCases.map { String($0.number) }
    case .techniques(let extra): Technique.allCases.map(\.rawValue) + extra
    case .words(let words): words
    case .boardViews: BoardView.allCases.map(\.rawValue) + (1...9).map(String.init)
    case .levels: Difficulty.allCases.map(\.rawValue) + ["review"]
    case .commands(let topics): ShellCommand.allCases.map(\.rawValue) + topics
    case .emptyCells: []
    }
  }
}

/// One shell command, declared once: this entry drives `help`, Tab, the argument check and which
/// part of the shell runs it.
///
/// Its words are made each time the entry is read (`ShellCommand.declaration` is computed), so
/// they are in the reader's language; the usage and the command words stay as typed.
struct ShellCommandDeclaration {
  /// What it does, short enough for one line of `help` at 80 columns.
  let summary: String
  /// The summary where it does something else inside one kind of activity.
  var summaries: [ActivityKind: String] = [:]
  /// As `help` shows it: `lesson <technique|number>` (`lesson <técnica|número>` in Portuguese).
  var usage: String
  /// What `help <command>` says of it.
  let details: String
  /// The details where it does something else inside one kind of activity.
  var detailsIn: [ActivityKind: String] = [:]
  /// Other words that name it, offered by Tab like the name (`exit`, `practice`).
  var aliases: [String] = []
  /// Short forms that work when typed but are not offered (`q`, `?`).
  var shorthands: [String] = []
  /// How many arguments it takes at most (nil: it reads them itself); a command that takes none
  /// refuses one, so `quit now` is a typo, not a quit.
  let maximumArguments: Int?
  var completion: ArgumentCompletion = .none
  let scope: CommandScope
  /// What is said when it is typed inside an activity it means nothing in (nil: the default).
  var elsewhere: String? = nil
  /// For a global command about what is open (`board`, `back`): the activities whose `help` lists
  /// it; nil: `help` lists it when nothing is open.
  var shownWith: Set<ActivityKind>? = nil

  /// The usage where it differs inside one kind of activity (a drill's `hint` takes no cell).
  var usages: [ActivityKind: String] = [:]

  func usage(in kind: ActivityKind?) -> String {
    kind.flatMap { usages[$0] } ?? usage
  }

  func summary(in kind: ActivityKind?) -> String {
    kind.flatMap { summaries[$0] } ?? summary
  }

  func details(in kind: ActivityKind?) -> String {
    kind.flatMap { detailsIn[$0] } ?? details
  }

  /// Whether `help` lists it among the commands of `kind` (nil: nothing open).
  func isListed(with kind: ActivityKind?) -> Bool {
    switch (scope, kind) {
    case (.within(let kinds), let kind?): kinds.contains(kind)
    case (.within, nil): false
    case (.global, let kind?): shownWith?.contains(kind) ?? false
    case (.global, nil): shownWith == nil
    }
  }
}
