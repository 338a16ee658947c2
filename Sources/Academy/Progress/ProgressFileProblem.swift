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
    switch Language.current {
    case .english: english
    case .portuguese: portuguese
    }
  }

  private var english: String {
    switch self {
    case .notJSON(let error):
      return "is not valid JSON" + error.details
    case .unexpectedShape(let detail):
      return "has an unexpected shape (\(detail))"
    case .outOfRange(let detail):
      return "has a value out of range (\(detail))"
    case .newerVersion(let version):
      return "was written by a newer Sudoku Academy (file version \(version); this one reads "
        + "version \(ProgressState.fileVersion))"
    }
  }

  private var portuguese: String {
    switch self {
    case .notJSON(let error):
      return "não é JSON válido" + error.details
    case .unexpectedShape(let detail):
      return "tem uma forma inesperada (\(detail))"
    case .outOfRange(let detail):
      return "tem um valor fora dos limites (\(detail))"
    case .newerVersion(let version):
      return "foi escrito por uma versão mais recente do Sudoku Academy (versão \(version) do "
        + "ficheiro; esta lê a versão \(ProgressState.fileVersion))"
    }
  }
}
