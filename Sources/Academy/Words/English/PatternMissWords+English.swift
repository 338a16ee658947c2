import SudokuCore

struct EnglishPatternMissPhrasing: PatternMissPhrasing {
  func opening(_ technique: Technique, _ candidate: Candidate, covers: Bool) -> String {
    "no \(noun(technique)) on \(candidate.digit) \(covers ? "covers" : "reaches") "
      + "\(candidate.cell): "
  }

  func othersRemove(
    _ technique: Technique, _ patterns: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String {
    let plural = technique.teaching.names.english.plural ?? noun(technique)
    return "The \(plural) on the board (\(patterns)) remove \(digitList(digits)) from "
      + "\(candidate.cell), not \(candidate.digit)."
  }

  func otherRemoves(
    _ technique: Technique, _ pattern: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String {
    "The \(noun(technique)) on the board (\(pattern)) removes \(digitList(digits)) from "
      + "\(candidate.cell), not \(candidate.digit)."
  }

  /// `skyscraper`, `2-string kite`: the technique's name in a sentence.
  private func noun(_ technique: Technique) -> String { technique.nameInSentence }
}
