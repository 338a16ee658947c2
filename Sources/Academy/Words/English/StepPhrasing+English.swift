import SudokuCore

struct EnglishStepPhrasing: StepPhrasing {
  func reason(_ teaching: any PatternTeaching, _ parts: ReasonParts) -> String {
    teaching.englishReason(parts)
  }

  let earlier = "earlier, as the board shows"

  func lost(_ digits: [Int], by cells: [Cell]) -> String {
    "\(listed(cells.map(\.description))) lost \(cells.count == 1 ? "its" : "their") "
      + listed(digits.map(String.init))
  }

  func byStepAbove(_ step: Step) -> String {
    "to the \(step.technique.stepNoun) above (\(step.patternText.keptTogether))"
  }
}
