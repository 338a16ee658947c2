import Academy
import SudokuCore

/// The short texts around a drill: its header line and what the learner is asked to find.
enum DrillText {
  /// `Drill 3 · seed 48213 · pointing: remove a candidate (answer like r1c7<>5)`
  static func header(_ drill: Drill, number: Int = 1, style: RenderStyle = .plain) -> String {
    let dot = style.dot
    return
      "Drill \(number) \(dot) seed \(drill.seed) \(dot) \(drill.technique.title.lowercased()): "
      + task(drill.technique)
  }

  static func task(_ technique: Technique) -> String {
    // "answer like": the example shows the form; read bare, it looked like the drill's answer.
    technique.placesDigits
      ? "place a digit (answer like r3c5=7)" : "remove a candidate (answer like r1c7<>5)"
  }
}
