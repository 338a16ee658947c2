import Academy
import Foundation
import SudokuCore

/// The progress table shown by the shell's `progress` and the `progress` subcommand: per technique
/// the meter, drills, first-try rate, the median of the recent answer times with their trend, and
/// when it was last practised; then the review schedule and the study records.
enum ProgressView {
  /// The table as scripted output shows it (prose at 80 columns).
  static func table(_ state: ProgressState, style: RenderStyle, now: Date = Date()) -> String {
    let screen = Screen(style: style, size: { nil }, write: { _ in })
    return blocks(state, style: style, now: now).map(screen.text).joined(separator: "\n")
  }

  /// The table, a fixed block, then the next lesson, the review schedule and the study records
  /// as prose, which wraps to the terminal: a study line of four levels is wider than 80 columns,
  /// and its continuation lines stand under the first level (each level's record kept whole).
  static func blocks(_ state: ProgressState, style: RenderStyle, now: Date = Date()) -> [Block] {
    var lines = [
      "   #  " + "Technique".padding(toLength: 14, withPad: " ", startingAt: 0) + "  "
        + "Mastery" + "Drills".leftPadded(8) + "First try".leftPadded(11) + "Time".leftPadded(7)
        + "  " + "Trend".padding(toLength: 10, withPad: " ", startingAt: 0) + "  Last"
    ]
    for technique in Technique.allCases {
      let entry = state[technique]
      let rate = entry.attempted == 0 ? "-" : "\(percent(entry.firstTry, of: entry.attempted))%"
      let last = entry.lastPractised.map { ProgressView.dateFormatter.string(from: $0) } ?? "never"
      let time = median(entry.answerTimes).map { TimeWords.duration(Double($0) / 1000) } ?? "-"
      let trend = self.trend(entry.answerTimes, style: style)
      lines.append(
        String(technique.number).leftPadded(4) + "  "
          + technique.title.padding(toLength: 14, withPad: " ", startingAt: 0) + "  "
          + style.meter(entry.mastery).padding(toLength: 7, withPad: " ", startingAt: 0)
          + String(entry.attempted).leftPadded(8) + rate.leftPadded(11) + time.leftPadded(7)
          + "  " + trend.padding(toLength: 10, withPad: " ", startingAt: 0) + "  " + last)
    }
    var blocks: [Block] = [.fixed(lines.joined(separator: "\n"))]
    if let next = state.nextLesson {
      blocks.append(.prose("Next: lesson \(next.number), \(next.nameInSentence)."))
    } else {
      blocks.append(.prose("All twelve techniques mastered."))
    }
    let scheduled = Technique.allCases.compactMap { technique in
      state[technique].dueDate.map { (technique, $0) }
    }
    if !scheduled.isEmpty {
      let parts = scheduled.map { technique, due in
        "\(technique.nameInSentence) \(dueText(due, now: now))"
      }
      blocks.append(.prose("Review: " + parts.joined(separator: ", ") + ".", hanging: "        "))
    }
    let solved = Difficulty.allCases.filter { state.studyRecord($0).solved > 0 }
    if !solved.isEmpty {
      let parts = solved.map { level -> String in
        let record = state.studyRecord(level)
        let best = record.bestSeconds.map { "best \(TimeWords.clock($0))" } ?? ""
        let hints = record.fewestHints.map(StudyText.fewestHelp) ?? ""
        let bests = [best, hints].filter { !$0.isEmpty }.joined(separator: ", ")
        return "\(level.rawValue) \(record.solved) (\(bests))".keptTogether
      }
      blocks.append(.prose("Study: " + parts.joined(separator: "; ") + ".", hanging: "       "))
    }
    blocks.append(.prose(ChallengeMessage.ladder(state, style.stars), hanging: "           "))
    return blocks
  }

  /// `part` of `whole` in whole percent, rounded to the nearest (2 of 3 is 67%), in floating
  /// point so that no count read from a file can overflow it.
  static func percent(_ part: Int, of whole: Int) -> Int {
    Int((Double(part) / Double(whole) * 100).rounded())
  }

  /// The middle of the times (the mean of the two middle ones for an even count).
  static func median(_ times: [Int]) -> Int? {
    guard !times.isEmpty else { return nil }
    let sorted = times.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The last ten times as a sparkline, low bars fast (`█▆▅▃▂`); in ASCII a word comparing the
  /// older half with the newer: `faster`, `slower` or `steady`.
  static func trend(_ times: [Int], style: RenderStyle) -> String {
    let recent = Array(times.suffix(10))
    guard recent.count >= 2 else { return "" }
    guard style.unicode else {
      let half = recent.count / 2
      let older = median(Array(recent.prefix(half)))!
      let newer = median(Array(recent.suffix(recent.count - half)))!
      if newer * 10 < older * 9 { return "faster" }
      if newer * 10 > older * 11 { return "slower" }
      return "steady"
    }
    let bars = Array("▁▂▃▄▅▆▇█")
    let low = recent.min()!
    let span = max(recent.max()! - low, 1)
    return String(recent.map { bars[($0 - low) * (bars.count - 1) / span] })
  }

  /// `due now`, `due within a day`, `in 3 days`.
  static func dueText(_ due: Date, now: Date) -> String {
    if due <= now { return "due now" }
    let days = Int((due.timeIntervalSince(now) / 86_400).rounded(.up))
    return days <= 1 ? "due within a day" : "in \(days) days"
  }

  static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()
}

extension String {
  /// The string right-aligned in `width` columns (left as it is when longer).
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
