import Academy
import SudokuCore

// The `--json` lines of the subcommands, one type each. Field names are the keys, in sorted order;
// `write(to:)` writes the same object `JSONEncoder` (`.sortedKeys`) makes of the value.

/// `solve --json`: `solutions` is always a number — 0, 1, or 2 for "more than one" (counting stops
/// at 2) — and `solution` is present exactly when it is 1.
struct SolveRecord: JSONRecord {
  let puzzle: String
  let solution: String?
  let solutions: Int

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("puzzle")
      json.value(puzzle)
      if let solution {
        json.key("solution")
        json.value(solution)
      }
      json.key("solutions")
      json.value(solutions)
    }
  }
}

/// `grade --json`.
struct GradeRecord: JSONRecord {
  let grade: String
  let puzzle: String
  let solved: Bool
  let steps: [String]

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("grade")
      json.value(grade)
      json.key("puzzle")
      json.value(puzzle)
      json.key("solved")
      json.value(solved)
      json.key("steps")
      json.value(steps)
    }
  }
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

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("cells")
      json.value(cells)
      json.key("digits")
      json.value(digits)
      json.key("eliminations")
      json.value(eliminations)
      json.key("houses")
      json.value(houses)
      json.key("name")
      json.value(name)
      json.key("placements")
      json.value(placements)
      json.key("step")
      json.value(step)
    }
  }
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

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("position")
      json.value(position)
      json.key("techniques")
      json.object { json in
        for key in techniques.keys.sorted() {
          json.key(key)
          json.array(techniques[key]!) { json, step in step.write(to: &json) }
        }
      }
    }
  }
}

/// `generate --json`.
struct GenerateRecord: JSONRecord {
  let clues: Int
  let difficulty: String
  let grade: String
  let puzzle: String
  let seed: UInt64
  let solution: String

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("clues")
      json.value(clues)
      json.key("difficulty")
      json.value(difficulty)
      json.key("grade")
      json.value(grade)
      json.key("puzzle")
      json.value(puzzle)
      json.key("seed")
      json.value(seed)
      json.key("solution")
      json.value(solution)
    }
  }
}

/// `drill --json`.
struct DrillRecord: JSONRecord {
  let answers: [String]
  let position: String
  let puzzle: String
  let seed: UInt64
  let solution: String
  let technique: String

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("answers")
      json.value(answers)
      json.key("position")
      json.value(position)
      json.key("puzzle")
      json.value(puzzle)
      json.key("seed")
      json.value(seed)
      json.key("solution")
      json.value(solution)
      json.key("technique")
      json.value(technique)
    }
  }
}

/// `review --json`: like `drill --json`, with every step of the six as answers, each with the
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

  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("answers")
      json.array(answers) { json, answer in
        json.object { json in
          json.key("answer")
          json.value(answer.answer)
          json.key("technique")
          json.value(answer.technique)
        }
      }
      json.key("position")
      json.value(position)
      json.key("puzzle")
      json.value(puzzle)
      json.key("seed")
      json.value(seed)
      json.key("solution")
      json.value(solution)
      json.key("technique")
      json.value(technique)
    }
  }
}
