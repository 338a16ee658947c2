import Academy
import SudokuCore

/// The kinds of thing a learner can have open in the shell; a command declares which of them it
/// means something in (`CommandScope.within`).
enum ActivityKind: Hashable, CaseIterable {
  /// A drill: a lesson's or a review's.
  case drill
  /// A whole puzzle being studied.
  case study

  /// How help names it: "In a drill" ("Num exercício").
  var heading: String { Language.current.activityWords.heading(self) }

  /// Where a command works, as `help <command>` says it: "In a drill or a study game" ("Num
  /// exercício ou num jogo de estudo": Portuguese repeats the preposition, joined to the article).
  static func within(_ kinds: [ActivityKind]) -> String {
    Language.current.activityWords.within(kinds)
  }

  /// How a sentence names it: "a drill".
  var place: String { Language.current.activityWords.place(self) }

  /// What is said when a command of this kind is typed with nothing of the kind open.
  func notOpen(_ command: ShellCommand) -> String {
    switch self {
    case .drill:
      Language.current.activityWords.noDrillOpen
    case .study:
      Language.current.activityWords.noStudyOpen(command: command.rawValue)
    }
  }
}

/// What the shell has open: it owns its state, runs the commands declared for its kind, takes the
/// answers typed while it is open and saves what it must when the shell turns to something else.
///
/// A new kind of activity is a type conforming to this, a case of `ActivityKind` and of `Focus`,
/// and its kind added to the scopes of the commands it runs. (A challenge level is a study game,
/// played by `StudyActivity`.)
protocol Activity: AnyObject {
  var kind: ActivityKind { get }
  /// The prompt after `academy`, in the reader's language: `hidden triple ■■□□□`
  /// (`trio escondido`), `review` (`revisão`), `study medium` (`estudo médio`), `challenge 3`
  /// (`desafio 3`).
  var promptLabel: String { get }
  /// The board on screen, for `board` and Tab.
  var grid: Grid { get }
  /// Whether the candidates of `grid` are the learner's own pencil marks (a study game in notes
  /// mode), which the legend says.
  var drawsLearnerMarks: Bool { get }
  /// How an answer to this board is written, the usual form first (Tab offers them).
  var answerOperators: [String] { get }
  /// Runs a command declared for this kind of activity.
  func run(_ command: ShellCommand, _ arguments: [String])
  /// An answer or a move typed while it is open.
  func answer(_ text: String)
  /// `board` alone: what it shows again.
  func redraw()
  /// Called before each line is handled (the study clock counts time while it is open).
  func tick()
  /// The shell turns to something else, or ends: record or save what must be kept.
  func leave()
}

extension Activity {
  func tick() {}
  var drawsLearnerMarks: Bool { false }
}

/// What the shell has open now.
enum Focus {
  case nothing
  case drill(DrillActivity)
  case study(StudyActivity)

  var activity: (any Activity)? {
    switch self {
    case .nothing: nil
    case .drill(let drill): drill
    case .study(let study): study
    }
  }
}

extension Focus {
  /// The open drill, if a drill is what is open.
  var drill: DrillActivity? {
    if case .drill(let drill) = self { return drill }
    return nil
  }

  /// The study game, if it is what is open.
  var study: StudyActivity? {
    if case .study(let study) = self { return study }
    return nil
  }
}
