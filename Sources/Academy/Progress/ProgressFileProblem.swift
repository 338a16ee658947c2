import Foundation

/// Why a progress file cannot be used, worded to follow "progress file <path> …".
///
/// A file with any of these problems is never overwritten: at the default path the store keeps it
/// aside and starts from empty progress; at a path the learner gave, it is left where it is.
enum ProgressFileProblem: Error, Hashable, Sendable {
  /// Not JSON text.
  case notJSON(JSONSyntaxError)
  /// JSON, but not shaped like a progress file; the detail names the place and what it should be.
  case unexpectedShape(String)
  /// A number outside what this version writes; the detail names it and its range.
  case outOfRange(String)
  /// A `version` above the one this build reads.
  case newerVersion(Int)

  /// The problem as the middle of a message: `is not valid JSON (line 3)`.
  var phrase: String {
    switch self {
    case .notJSON(let error):
      let line = error.line.map { "line \($0)" }
      let detail = ([error.endsEarly ? "it ends early" : nil, line].compactMap { $0 })
        .joined(separator: ", ")
      return "is not valid JSON" + (detail.isEmpty ? "" : " (\(detail))")
    case .unexpectedShape(let detail):
      return "has an unexpected shape (\(detail))"
    case .outOfRange(let detail):
      return "has a value out of range (\(detail))"
    case .newerVersion(let version):
      return "was written by a newer Sudoku Academy (file version \(version); this one reads "
        + "version \(ProgressState.fileVersion))"
    }
  }
}
