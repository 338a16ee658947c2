import Academy
import SudokuCore

/// How the shell names what can be open, a drill or a study game: in help's headings, in
/// "In a drill or a study game", and when a command finds nothing of its kind open.
protocol ActivityWords: Sendable {
  /// How help names a kind: `In a drill`, `In a study game`.
  func heading(_ kind: ActivityKind) -> String

  /// Where a command works, as `help <command>` says it: `In a drill or a study game`.
  func within(_ kinds: [ActivityKind]) -> String

  /// How a sentence names a kind: `a drill`, `a study game`.
  func place(_ kind: ActivityKind) -> String

  /// `No drill is open. Type lesson <number> to start one, or drill for the next.`
  var noDrillOpen: String { get }

  /// `\(command) is for a study puzzle, and none is open. Type study to start or resume one.`
  func noStudyOpen(command: String) -> String
}
