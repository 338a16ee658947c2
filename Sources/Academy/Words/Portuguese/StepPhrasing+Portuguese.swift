import SudokuCore

struct PortugueseStepPhrasing: StepPhrasing {
  func reason(_ teaching: any PatternTeaching, _ parts: ReasonParts) -> String {
    teaching.portugueseReason(parts)
  }

  let earlier = "antes, como mostra a grelha"

  func lost(_ digits: [Int], by cells: [Cell]) -> String {
    "\(listed(cells.map(\.description))) \(cells.count == 1 ? "perdeu" : "perderam") "
      + listed(digits.map { "o \($0)" })
  }

  func byStepAbove(_ step: Step) -> String {
    let article = PortugueseGrammar().article(step.technique.gender, plural: false, after: .none)
    return "com \(article) \(step.technique.stepNoun) acima (\(step.patternText.keptTogether))"
  }
}
