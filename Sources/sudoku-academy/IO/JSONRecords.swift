import Academy
import SudokuCore

// The `--json` lines of the subcommands, one type each. Field names are the keys, declared in sorted
// order: `JSONWriter` writes each from its `Encodable` conformance, the same object `JSONEncoder`
// (`.sortedKeys`) makes of the value.

/// `solve --json`: `solutions` is always a number — 0, 1, or 2 for "more than one" (counting stops
/// at 2) — and `solution` is present exactly when it is 1.
struct SolveRecord: JSONRecord {
  let puzzle: String
  let solution: String?
  let solutions: Int
}

/// `grade --json`.
struct GradeRecord: JSONRecord {
  let grade: String
  let puzzle: String
  let solved: Bool
  let steps: [String]
}

/// One instance of a technique in `find --json`.
struct StepRecord: JSONRecord {
  let cells: [String]
  let digits: [Int]
  let eliminations: [String]
  let houses: [String]
  let name: String
  let placements: [String]
  let step: String
}

extension StepRecord {
  init(_ step: Step) {
    self.init(
      cells: step.patternCells.map(\.description), digits: Array(step.digits),
      eliminations: step.eliminations.map { Notation.canonical($0, placement: false) },
      houses: step.houses.map(\.description), name: step.name,
      placements: step.placements.map { Notation.canonical($0, placement: true) },
      step: step.description)
  }
}

/// `find --json`: every technique asked for has a key, with an empty list when it has no instance.
struct FindRecord: JSONRecord {
  let position: String
  let techniques: [String: [StepRecord]]
}

/// `generate --json`.
struct GenerateRecord: JSONRecord {
  let clues: Int
  let difficulty: String
  let grade: String
  let puzzle: String
  let seed: UInt64
  let solution: String
}

/// `drill --json`.
struct DrillRecord: JSONRecord {
  let answers: [String]
  let position: String
  let puzzle: String
  let seed: UInt64
  let solution: String
  let technique: String
}

/// `review --json`: like `drill --json`, with every step of the twelve as answers, each with the
/// technique it is credited to.
struct ReviewRecord: JSONRecord {
  struct Answer: Encodable {
    let answer: String
    let technique: String
  }

  let answers: [Answer]
  let position: String
  let puzzle: String
  let seed: UInt64
  let solution: String
  let technique: String
}
