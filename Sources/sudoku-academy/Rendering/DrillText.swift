import Academy
import SudokuCore

/// The short texts around a drill: its header line and what the learner is asked to find.
enum DrillText {
  /// `Drill 3 · seed 48213 · find a candidate that pointing removes (answer like r1c7<>5)`
  static func header(_ drill: Drill, number: Int = 1, style: RenderStyle = .plain) -> String {
    let dot = style.dot
    return "Drill \(number) \(dot) seed \(drill.seed) \(dot) \(task(drill.technique))"
  }

  static func task(_ technique: Technique) -> String {
    switch technique {
    case .hiddenSingle:
      "place a digit that has only one spot in a row, column or box (answer like r3c5=7)"
    case .nakedSingle:
      "place a digit in a cell that has only one candidate left (answer like r3c5=7)"
    case .pointing: "find a candidate that pointing removes (answer like r1c7<>5)"
    case .claiming: "find a candidate that claiming removes (answer like r1c7<>5)"
    case .nakedPair: "find a candidate that a naked pair removes (answer like r1c7<>5)"
    case .xWing: "find a candidate that an X-Wing removes (answer like r1c7<>5)"
    }
  }
}
