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

  /// The trend of the last games (`GameTrend`): `Last 6 games: guesses per game ▆▄▁▂▁▁ (3 → 0);
  /// the hardest technique you found on your own ▁▂▄▄▆▆ (hidden single → naked pair).` — `guesses`
  /// and `found` come with their sparkline (or word) and first and last values; `found` nil when
  /// no game had a step of the learner's own. One game: `Last game: 3 guesses; …: pointing.`
  func recentGames(_ count: Int, guesses: String, found: String?) -> String

  /// `3 guesses` (one game).
  func guessCount(_ count: Int) -> String

  /// The guesses' trend in ASCII: `fewer`, `more`.
  var fewer: String { get }
  var more: String { get }

  /// The hardest technique's trend in ASCII: `harder`, `easier`.
  var harder: String { get }
  var easier: String { get }

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
