import SudokuCore

/// The words of the swordfish lesson's misses (facts: `SwordfishMiss`).
enum SwordfishWords {
  static func miss(_ facts: SwordfishMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no swordfish on \(digit) covers \(cell): "
      + facts.orientations.map { orientation($0, digit) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits(let step):
      text +=
        " The swordfish on the board (\(step.patternText.keptTogether)) removes "
        + "\(digitList(step.digits)) from "
        + "\(cell), not \(digit)."
    case .outside(let step, _):
      if case .fish(let fish) = step.pattern {
        text +=
          " The swordfish on the board (\(step.patternText.keptTogether)) removes \(digit) only from "
          + "\(StepWords.houses(fish.cover)) outside \(StepWords.houses(fish.base)), and \(cell) "
          + "is not one of those cells."
      }
    case nil:
      break
    }
    return text
      + " A swordfish needs three lines whose \(plural(digit)) lie in the same three crossing "
      + "lines and nowhere else; it removes \(digit) from the rest of those crossing lines."
  }

  static func orientation(_ orientation: SwordfishMiss.Orientation, _ digit: Int) -> String {
    switch orientation {
    case .few(let kind, let lines) where lines.isEmpty:
      return "no other \(kind.name) holds \(digit) three times or fewer"
    case .few(let kind, let lines):
      let verb = lines.count == 1 ? "holds" : "hold"
      return "of the other \(kind.pluralName) only \(listed(lines.map(\.spoken))) \(verb) "
        + "\(digit) three times or fewer"
    case .noneInCover(let kind, let cover, _):
      return "no other \(kind.name) that holds \(digit) three times or fewer has one in "
        + "\(cover.spelledOut)"
    case .finned(let base, let cover, let fins):
      let lines = StepWords.houses(base.map(\.house))
      let covers = StepWords.houses(cover)
      guard !fins.isEmpty else { return "\(lines) hold their \(plural(digit)) in \(covers)" }
      return "the closest, \(lines), hold their \(plural(digit)) in \(covers) but for "
        + "\(listed(fins.map(\.description))) \u{2014} "
        + (fins.count == 1
          ? "a fin, and finned swordfish don't count here" : "places outside those three")
    }
  }

  /// The learner removed the digit from one of the swordfish's own cells.
  static func patternCandidate(_ candidate: Candidate, _ fish: Fish) -> String {
    let digit = fish.digit
    let covers = StepWords.houses(fish.cover)
    return "\(candidate.cell) is one of the swordfish's cells (\(plural(digit)) of "
      + "\(StepWords.houses(fish.base)) in \(covers)): the swordfish keeps its own "
      + "\(plural(digit)) and removes \(digit) from the rest of \(covers)."
  }
}
