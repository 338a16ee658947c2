import Foundation

/// Why a progress file cannot be used, worded to follow "progress file <path> …" ("o ficheiro
/// de progresso <path> …" in Portuguese).
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

  /// The problem as the middle of a message: `is not valid JSON (line 3)`; in Portuguese, after
  /// "o ficheiro de progresso <path>": `não é JSON válido (linha 3)`.
  var phrase: String {
    let words = Language.current.progressFileWords
    return switch self {
    case .notJSON(let error): words.notJSON(details: error.details)
    case .unexpectedShape(let detail): words.unexpectedShape(detail)
    case .outOfRange(let detail): words.outOfRange(detail)
    case .newerVersion(let version): words.newerVersion(version, reads: ProgressState.fileVersion)
    }
  }
}
