import Academy
import SudokuCore

/// `help` in the shell: the headings of its lists, the answer forms, the lines under the list,
/// and `help study`.
protocol HelpWords: Sendable {
  /// `cell`, `subcommand`: a placeholder of a usage (`clear <cell>…`), in `Placeholder.shown(in:)`.
  func placeholder(_ placeholder: Placeholder) -> String

  /// `Anywhere:`
  var anywhere: String { get }

  /// `Answers (case and spaces don't matter):`
  var answersHeading: String { get }

  /// `No command '\(word)'.\(suggestion) Type help for the list.`
  func noCommand(_ word: String, suggestion: String) -> String

  /// `Commands:`
  var commands: String { get }

  /// `Also: `
  var also: String { get }

  /// `Answers here: a placement like r3c5=7 `
  var lessonPlacesDigits: String { get }

  /// `Answers here: eliminations like r1c7<>5 or r1c789<>5 `
  var lessonRemovesCandidates: String { get }

  /// `help all lists every command, help <command> explains one; Tab completes commands, l…`
  var moreHelp: String { get }

  /// `Answers: a placement like r3c5=7, or eliminations like r1c7<>5, r1c789<>5 `
  var answersLine: String { get }

  /// `An answer is right when every part is a placement or elimination of some instance of…`
  var answersRule: String { get }

  /// A new puzzle of a level, each of `levels` named: `a new puzzle of that level, easy, …`.
  func studyLevel(_ levels: [String]) -> String

  /// `study <puzzle or library line>`
  var studyPuzzleUsage: String { get }

  /// `a puzzle of yours, checked and graded first`
  var studyPuzzle: String { get }

  /// `the open or saved game, else a new medium one`
  var studyResume: String { get }

  /// `after Solved: what each of your moves rested on`
  var studyReview: String { get }

  /// `place digits, remove candidates (several)`
  var studyMoves: String { get }

  /// `study \(dash) a whole puzzle with the twelve techniques, saved after every move.`
  func studyHeading(dash: String) -> String

  /// `A digit that repeats one in its row, column or box is refused and counts as a mistak…`
  func studyRules(caps: String, idleMinutes: Int) -> String

  /// The answer forms, a fixed block: `placement     r3c5=7   r3c5:7` …
  var answerExamples: String { get }
}
