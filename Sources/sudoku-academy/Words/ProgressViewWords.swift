import Academy
import SudokuCore

/// The progress table's words: its column headings and widths, how a time and a level are
/// written in it, the lines under it (the next lesson, the review schedule, the study records),
/// and the trend and due-date words.
protocol ProgressViewWords: Sendable {
  /// `Next: lesson \(number), \(name).`
  func nextLesson(number: Int, name: String) -> String

  /// `All twelve techniques mastered.`
  var allMastered: String { get }

  /// `Review: `
  var reviewLabel: String { get }

  /// `best`
  var best: String { get }

  /// A level's name in prose: `hard` (English writes its key, as typed).
  func levelName(_ level: Difficulty) -> String

  /// `Study: `
  var studyLabel: String { get }

  /// The challenge ladder's continuation indent, as wide as its label `Challenge: `.
  func ladderHanging(label: String) -> String

  /// `faster`
  var faster: String { get }

  /// `slower`
  var slower: String { get }

  /// `steady`
  var steady: String { get }

  /// `due now`
  var dueNow: String { get }

  /// `due within a day`
  var dueWithinADay: String { get }

  /// `in \(days) days`
  func dueIn(days: Int) -> String

  /// The table's headings and widths: `Technique`, `Mastery`, `Drills`, `First try`, …
  var columns: ProgressView.Columns { get }

  /// A median answer time as its column shows it: `41s`, `3m 05s`, and `10m` at the most.
  func answerTime(_ seconds: Double) -> String
}
