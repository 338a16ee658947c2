import SudokuCore

struct PortuguesePatternMissPhrasing: PatternMissPhrasing {
  func opening(_ technique: Technique, _ candidate: Candidate, covers: Bool) -> String {
    let none = technique.gender == .feminine ? "nenhuma" : "nenhum"
    return "\(none) \(technique.nameInSentence) com o \(candidate.digit) "
      + "\(covers ? "cobre" : "chega a") \(candidate.cell): "
  }

  func othersRemove(
    _ technique: Technique, _ patterns: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String {
    let article = Language.current.grammar.article(technique.gender, plural: true, after: .none)
    return "\(Phrasing.capitalized(article)) \(technique.teaching.names.portuguese.plural) da "
      + "grelha (\(patterns)) eliminam \(MissArticles.digits(digits)) de \(candidate.cell), não "
      + "o \(candidate.digit)."
  }

  func otherRemoves(
    _ technique: Technique, _ pattern: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String {
    let article = Language.current.grammar.article(technique.gender, plural: false, after: .none)
    return "\(Phrasing.capitalized(article)) \(technique.nameInSentence) da grelha (\(pattern)) "
      + "elimina \(MissArticles.digits(digits)) de \(candidate.cell), não o \(candidate.digit)."
  }
}
