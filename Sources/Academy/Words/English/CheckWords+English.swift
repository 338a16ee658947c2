import SudokuCore

struct EnglishCheckWords: CheckWords {
  private let grammar = EnglishGrammar()

  func filledCell(_ cell: Cell, holding digit: Int) -> String {
    "\(cell) is already filled (\(digit)): pick a cell that still shows candidates. Not counted "
      + "\u{2014} try again."
  }

  func reviewPlacementMiss(
    _ candidate: Candidate, shown: DigitSet, elsewhere: [Miss.Places]
  ) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let still = "\(cell) still has \(digitList(shown))"
    return "no step of the \(grammar.techniqueCount) places \(digit) in \(cell) on this board: "
      + still + (elsewhere.isEmpty ? "." : ", and \(digit) can also go in \(places(elsewhere)).")
  }

  func reviewEliminationMiss(_ candidate: Candidate, elsewhere: [Miss.Places]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    return "no step of the \(grammar.techniqueCount) removes \(digit) from \(cell) on this board"
      + (elsewhere.isEmpty ? "." : "; besides \(cell), \(digit) can go in \(places(elsewhere)).")
  }

  func credited(_ technique: Technique) -> String { "that's \(technique.phrase): " }

  func drilledGivesItToo(_ drilled: Technique) -> String {
    " (The \(drilled.stepNoun) this drill was cut for gives it too.)"
  }

  func drilledWasThere(_ drilled: Technique, _ instance: Step) -> String {
    " (This drill was cut for \(drilled.phrase), which was there too: "
      + "\(instance.description.keptTogether).)"
  }
}
