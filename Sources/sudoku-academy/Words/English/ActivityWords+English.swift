import Academy
import SudokuCore

struct EnglishActivityWords: ActivityWords {
  func heading(_ kind: ActivityKind) -> String {
    switch kind {
    case .drill: "In a drill"
    case .study: "In a study game"
    }
  }

  func within(_ kinds: [ActivityKind]) -> String {
    "In " + kinds.map(place).joined(separator: " or ")
  }

  func place(_ kind: ActivityKind) -> String {
    switch kind {
    case .drill: "a drill"
    case .study: "a study game"
    }
  }

  var noDrillOpen: String {
    "No drill is open. Type lesson <number> to start one, or drill for the next."
  }

  func noStudyOpen(command: String) -> String {
    "\(command) is for a study puzzle, and none is open. Type study to start or "
      + "resume one."
  }
}
