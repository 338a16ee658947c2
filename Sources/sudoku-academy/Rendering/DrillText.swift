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
      "place a digit with one spot left in a house (like r3c5=7)"
    case .nakedSingle:
      "place a digit in a cell with one candidate (like r3c5=7)"
    case .pointing: "find a candidate pointing removes (like r1c7<>5)"
    case .claiming: "find a candidate claiming removes (like r1c7<>5)"
    case .nakedPair: "find a candidate a naked pair removes (like r1c7<>5)"
    case .xWing: "find a candidate an X-Wing removes (like r1c7<>5)"
    }
  }
}
