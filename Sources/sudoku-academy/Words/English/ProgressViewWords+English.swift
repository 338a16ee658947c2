import Academy
import SudokuCore

struct EnglishProgressViewWords: ProgressViewWords {
  func nextLesson(number: Int, name: String) -> String {
    "Next: lesson \(number), \(name)."
  }

  var allMastered: String {
    "All \(techniqueCount) techniques mastered."
  }

  var reviewLabel: String {
    "Review: "
  }

  var best: String {
    "best"
  }

  func levelName(_ level: Difficulty) -> String {
    level.rawValue
  }

  var studyLabel: String {
    "Study: "
  }

  func ladderHanging(label: String) -> String {
    "           "
  }

  func recentGames(_ count: Int, guesses: String, found: String?) -> String {
    let games = count == 1 ? "Last game: " : "Last \(count) games: guesses per game "
    let tail =
      found.map { "; the hardest technique you found on your own" + (count == 1 ? ": " : " ") + $0 }
      ?? "; no step found on your own"
    return games + guesses + tail + "."
  }

  func guessCount(_ count: Int) -> String { count == 1 ? "1 guess" : "\(count) guesses" }

  var fewer: String { "fewer" }
  var more: String { "more" }
  var harder: String { "harder" }
  var easier: String { "easier" }

  var faster: String {
    "faster"
  }

  var slower: String {
    "slower"
  }

  var steady: String {
    "steady"
  }

  var dueNow: String {
    "due now"
  }

  var dueWithinADay: String {
    "due within a day"
  }

  func dueIn(days: Int) -> String {
    "in \(days) days"
  }

  var columns: ProgressView.Columns {
    ProgressView.Columns(
      technique: "Technique", mastery: "Mastery", drills: "Drills", firstTry: "First try",
      time: "Time", trend: "Trend", last: "Last", never: "never", title: 15, drillsWidth: 8,
      firstTryWidth: 11)
  }

  func answerTime(_ seconds: Double) -> String {
    // The longest time kept is 10 minutes: `10m 00s` would fill the column and touch the rate.
    if seconds >= 599.5 { return "10m" }
    return TimeWords.duration(seconds)
  }
}
