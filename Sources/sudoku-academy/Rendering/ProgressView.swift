import Academy
import Foundation
import SudokuCore

/// The progress table shown by the shell's `progress` and the `progress` subcommand.
enum ProgressView {
  static func table(_ state: ProgressState, style: RenderStyle) -> String {
    var lines = ["   #  Technique       Mastery   Drills  First try  Last practised"]
    for technique in Technique.allCases {
      let entry = state[technique]
      let rate = entry.attempted == 0 ? "-" : "\(entry.firstTry * 100 / entry.attempted)%"
      let last = entry.lastPractised.map { ProgressView.dateFormatter.string(from: $0) } ?? "never"
      lines.append(
        "   \(technique.number)  \(technique.title.padding(toLength: 14, withPad: " ", startingAt: 0))  \(style.meter(entry.mastery).padding(toLength: 8, withPad: " ", startingAt: 0))  \(String(entry.attempted).leftPadded(6))  \(rate.leftPadded(9))  \(last)"
      )
    }
    if let next = state.nextLesson {
      lines.append("Next: lesson \(next.number), \(next.title.lowercased()).")
    } else {
      lines.append("All six techniques mastered.")
    }
    return lines.joined(separator: "\n")
  }

  static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter
  }()
}
