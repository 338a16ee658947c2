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

  /// One JSON object: the file's numbers plus the next lesson.
  static func json(_ state: ProgressState) -> [String: Any] {
    var techniques: [String: Any] = [:]
    for technique in Technique.allCases {
      let entry = state[technique]
      var object: [String: Any] = [
        "mastery": entry.mastery, "attempted": entry.attempted, "firstTry": entry.firstTry,
      ]
      if let date = entry.lastPractised {
        object["lastPractised"] = ISO8601DateFormatter().string(from: date)
      }
      techniques[technique.rawValue] = object
    }
    return ["techniques": techniques, "next": state.nextLesson?.rawValue ?? NSNull()]
  }
}
