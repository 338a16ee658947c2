import SudokuCore

/// The frame of a single-pattern miss, shared by the skyscraper, swordfish, 2-string kite and
/// empty rectangle misses (and written once for the lessons after them): the opening — no
/// instance on the digit reaches the cell —, what comes closest (the technique's own words), the
/// instances that remove other digits from the cell, and the technique's rule. The clause order is
/// here; the leaves are the reader's language's `PatternMissPhrasing`
/// (`English/PatternMissWords+English.swift`, `Portuguese/PatternMissWords+Portuguese.swift`),
/// which take the technique's names from its teaching, so a new technique writes none of them.
enum PatternMissWords {
  /// `no empty rectangle on 7 reaches r1c1: ` + `closest` + `.`, then the instances removing other
  /// digits from the cell, then `rule`.
  static func miss(
    _ technique: Technique, _ candidate: Candidate, closest: String, reaching: [Step],
    nearby: Miss.Nearby?, rule: String
  ) -> String {
    var text = opening(technique, candidate) + closest + "."
    if let others = others(technique, candidate, reaching: reaching, nearby: nearby) {
      text += " " + others
    }
    return text + " " + rule
  }

  /// The same for a miss that keeps its reach (`PatternMissFacts`).
  static func miss(
    _ technique: Technique, _ facts: some PatternMissFacts, closest: String, rule: String
  ) -> String {
    miss(
      technique, facts.candidate, closest: closest, reaching: facts.reaching,
      nearby: facts.nearby, rule: rule)
  }

  /// `no skyscraper on 4 reaches r1c4: `; with `covers`, `no swordfish on 4 covers r1c4: `.
  static func opening(_ technique: Technique, _ candidate: Candidate, covers: Bool = false)
    -> String
  {
    Language.current.patternMissPhrasing.opening(technique, candidate, covers: covers)
  }

  /// The instances of the board that remove other digits from the cell, when any do: several
  /// (`reaching`, each pattern once) or the one of `nearby`.
  static func others(
    _ technique: Technique, _ candidate: Candidate, reaching: [Step], nearby: Miss.Nearby?
  ) -> String? {
    let words = Language.current.patternMissPhrasing
    if reaching.count > 1 {
      return words.othersRemove(
        technique, reaching.patternsSpoken, reaching.allDigits, candidate)
    }
    guard case .otherDigits(let step) = nearby else { return nil }
    return words.otherRemoves(technique, step.patternText.keptTogether, step.digits, candidate)
  }
}

/// The leaves of `PatternMissWords` in one language.
protocol PatternMissPhrasing: Sendable {
  /// `no skyscraper on 4 reaches r1c4: `, `nenhum papagaio com o 3 chega a r4c4: `
  func opening(_ technique: Technique, _ candidate: Candidate, covers: Bool) -> String

  /// Several instances remove other digits from the cell: `The skyscrapers on the board (…)
  /// remove 2 and 5 from r1c4, not 4.`
  func othersRemove(
    _ technique: Technique, _ patterns: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String

  /// One instance removes another digit from the cell: `The skyscraper on the board (…) removes
  /// 2 from r1c4, not 4.`
  func otherRemoves(
    _ technique: Technique, _ pattern: String, _ digits: DigitSet, _ candidate: Candidate
  ) -> String
}
