import Academy
import SudokuCore

/// The short texts around a drill: its header line and what the learner is asked to find.
enum DrillText {
  /// `Drill 3 · seed 48213 · pointing: remove a candidate (answer like r1c7<>5)`
  static func header(_ drill: Drill, number: Int = 1, style: RenderStyle = .plain) -> String {
    let dot = style.dot
    return
      "Drill \(number) \(dot) seed \(drill.seed) \(dot) \(drill.technique.nameInSentence): "
      + task(drill.technique)
  }

  /// `Review 3 · seed 8812 · find a step (answer like r1c7<>5 or r3c5=7)`: no technique named.
  static func reviewHeader(_ drill: Drill, number: Int, style: RenderStyle = .plain) -> String {
    let dot = style.dot
    return "Review \(number) \(dot) seed \(drill.seed) \(dot) find a step "
      + "(answer like r1c7<>5 or r3c5=7)"
  }

  /// The header the shell prints, kept to one line of `width` columns: the answer example is
  /// shortened, then left out, when the whole header would wrap (a two-digit drill number and a
  /// nine-digit seed reach 80 columns).
  static func header(
    _ drill: Drill, number: Int, review: Bool, within width: Int, style: RenderStyle = .plain
  ) -> String {
    let dot = style.dot
    let start =
      review
      ? "Review \(number) \(dot) seed \(drill.seed) \(dot) find a step"
      : "Drill \(number) \(dot) seed \(drill.seed) \(dot) \(drill.technique.nameInSentence): "
        + (drill.technique.placesDigits ? "place a digit" : "remove a candidate")
    let example =
      review ? "r1c7<>5 or r3c5=7" : drill.technique.placesDigits ? "r3c5=7" : "r1c7<>5"
    let forms = [
      "\(start) (answer like \(example))", "\(start) (like \(example))", start,
    ]
    return forms.first { DisplayWidth.of($0) <= width } ?? start
  }

  /// The review header completed once the drill is closed: what it was cut for and how to
  /// rebuild it.
  static func reviewClosing(_ drill: Drill, number: Int) -> String {
    "Review \(number) was cut for \(drill.technique.phrase); rebuild it with "
      + "sudoku-academy review --seed \(drill.seed) --count 1".keptTogether + "."
  }

  static func task(_ technique: Technique) -> String {
    // "answer like": the example shows the form; read bare, it looked like the drill's answer.
    technique.placesDigits
      ? "place a digit (answer like r3c5=7)" : "remove a candidate (answer like r1c7<>5)"
  }
}
