import SudokuCore

/// The sentence of every verdict, made from its `VerdictReason`, in English or Portuguese: one
/// place for the words of a correct answer, the misses every lesson shares, and the free answers
/// (golden tables in `Tests/AcademyTests/ExplanationTests.swift` and
/// `Tests/AcademyTests/PortugueseVerdictTests.swift`); each elimination technique's own misses
/// are worded in one file of `Words/Techniques/`, which the switches here call.
enum VerdictWords {
  static let placementExample = "r3c5=7"
  static let eliminationExample = "r1c7<>5"

  /// The explanation, without the leading `Correct — ` / `Miss — ` (`Certo — ` / `Errado — `),
  /// in the reader's language.
  static func text(_ reason: VerdictReason) -> String {
    switch Language.current {
    case .english: english(reason)
    case .portuguese: portuguese(reason)
    }
  }

  private static func english(_ reason: VerdictReason) -> String {
    switch reason {
    case .unreadable(let error):
      return "Can't read that answer: \(ReadingErrorWords.text(error))."
    case .wrongForm(let answer, true):
      return "This lesson places digits: answer with a placement like \(placementExample) "
        + "(\(answer.keptTogether) removes a candidate). Not counted \u{2014} try again."
    case .wrongForm(let answer, false):
      return "This lesson removes candidates: answer with an elimination like "
        + "\(eliminationExample) (\(answer.keptTogether) places a digit). Not counted \u{2014} try again."
    case .filledCell(let cell, let digit):
      return CheckWords.filledCell(cell, holding: digit)
    case .miss(let miss, let part):
      guard let part else { return text(miss) }
      return "\(part): " + text(miss) + " (One wrong part makes the whole answer a miss.)"
    case .correct(let correct):
      return text(correct)
    }
  }

  private static func portuguese(_ reason: VerdictReason) -> String {
    switch reason {
    case .unreadable(let error):
      return "Não foi possível ler essa resposta: \(ReadingErrorWords.text(error))."
    case .wrongForm(let answer, true):
      return "Esta lição coloca dígitos: responda com uma colocação como \(placementExample) "
        + "(\(answer.keptTogether) elimina um candidato). Não conta \u{2014} tente outra vez."
    case .wrongForm(let answer, false):
      return "Esta lição elimina candidatos: responda com uma eliminação como "
        + "\(eliminationExample) (\(answer.keptTogether) coloca um dígito). Não conta \u{2014} tente "
        + "outra vez."
    case .filledCell(let cell, let digit):
      return CheckWords.filledCell(cell, holding: digit)
    case .miss(let miss, let part):
      guard let part else { return text(miss) }
      return "\(part): " + text(miss)
        + " (Basta uma parte errada para toda a resposta estar errada.)"
    case .correct(let correct):
      return text(correct)
    }
  }

  /// A correct answer: the instances it belongs to (HoDoKu's step strings), the others there,
  /// the other techniques that give it, and in review what it is credited to.
  static func text(_ correct: VerdictReason.Correct) -> String {
    var text = correct.used.map(\.description.keptTogether).joined(separator: "; ") + "."
    text += singlesInside(correct.singlesInside)
    switch Language.current {
    case .english: text += englishAlso(correct)
    case .portuguese: text += portugueseAlso(correct)
    }
    guard let review = correct.review else { return text }
    text = CheckWords.credited(review.credited) + text
    if review.credited != review.drilled {
      text +=
        review.drilledGivesIt
        ? CheckWords.drilledGivesItToo(review.drilled)
        : CheckWords.drilledWasThere(review.drilled, review.drilledInstance)
    }
    return text
  }

  /// ` (Also there: ….)`, ` (6 other instances were there too, e.g. ….)`, ` (A naked pair gives
  /// it too.)`, ` (Pointing and claiming give r5c8<>7 too.)` when they give only that part, or
  /// nothing.
  private static func englishAlso(_ correct: VerdictReason.Correct) -> String {
    var text = ""
    if correct.others.count == 1 {
      text += " (Also there: \(correct.others[0].description.keptTogether).)"
    } else if correct.others.count > 1 {
      text +=
        " (\(correct.others.count) other instances were there too, e.g. "
        + "\(correct.others[0].description.keptTogether).)"
    }
    let clauses = alsoGroups(correct.alsoBy).map { group in
      let verb = group.techniques.count == 1 ? "gives" : "give"
      let what = group.parts.map { "\($0.keptTogether) too" } ?? "it too"
      return listed(group.techniques.map(\.phrase)) + " \(verb) " + what
    }
    if !clauses.isEmpty {
      text += " (" + Phrasing.capitalized(clauses.joined(separator: "; ")) + ".)"
    }
    return text
  }

  /// ` (Também havia: ….)`, ` (Havia também 6 outras ocorrências, por exemplo ….)`, ` (Um par
  /// nu também leva a esta resposta.)`, ` (Um apontamento e uma reivindicação também levam a
  /// r5c8<>7.)` when they give only that part, or nothing.
  private static func portugueseAlso(_ correct: VerdictReason.Correct) -> String {
    var text = ""
    if correct.others.count == 1 {
      text += " (Também havia: \(correct.others[0].description.keptTogether).)"
    } else if correct.others.count > 1 {
      text +=
        " (Havia também \(counted(correct.others.count, .otherInstance)), por exemplo "
        + "\(correct.others[0].description.keptTogether).)"
    }
    let clauses = alsoGroups(correct.alsoBy).map { group in
      let verb = group.techniques.count == 1 ? "leva" : "levam"
      let what = group.parts.map { "a \($0.keptTogether)" } ?? "a esta resposta"
      return listed(group.techniques.map(\.phrase)) + " também \(verb) " + what
    }
    if !clauses.isEmpty {
      text += " (" + Phrasing.capitalized(clauses.joined(separator: "; ")) + ".)"
    }
    return text
  }

  /// ` (8 has only r5c5 in row 5 and box 5, a hidden single; the hidden pair follows from it.)`,
  /// ` (r5c5 has only 8 left, a naked single; …)`; in Portuguese ` (O 8 só tem r5c5 na linha 5 e
  /// na caixa 5, um único escondido; o par escondido resulta dele.)`; nothing for a whole pattern.
  private static func singlesInside(_ singles: [VerdictReason.SingleInside]) -> String {
    guard let technique = singles.first?.technique else { return "" }
    let each = singles.map { single in
      let cell = single.candidate.cell
      let digit = single.candidate.digit
      let houses = single.houses
      switch Language.current {
      case .english where houses.isEmpty:
        return "\(cell) has only \(digit) left, a naked single"
      case .english:
        return "\(digit) has only \(cell) in \(listed(houses.map(\.spelledOut))), a hidden single"
      case .portuguese where houses.isEmpty:
        return "\(cell) só tem o \(digit), um único nu"
      case .portuguese:
        return "o \(digit) só tem \(cell) \(StepWords.houses(houses, .em)), um único escondido"
      }
    }
    let singular = singles.count == 1
    switch Language.current {
    case .english:
      return " (" + Phrasing.capitalized(each.joined(separator: "; ")) + "; the "
        + "\(technique.stepNoun) follows from \(singular ? "it" : "them").)"
    case .portuguese:
      let article = StepWords.Contraction.none.article(technique.gender, plural: false)
      return " (" + Phrasing.capitalized(each.joined(separator: "; ")) + "; \(article) "
        + "\(technique.stepNoun) resulta \(singular ? "dele" : "deles").)"
    }
  }

  /// The other techniques grouped by the parts they give, in order of first mention: `parts` nil
  /// for those that give the whole answer, else the parts in HoDoKu's form (`r5c8<>7`).
  private static func alsoGroups(_ alsoBy: [VerdictReason.AlsoBy])
    -> [(techniques: [Technique], parts: String?)]
  {
    var groups: [(techniques: [Technique], parts: String?)] = []
    for other in alsoBy {
      let parts =
        other.givesAll
        ? nil
        : other.placing
          ? Notation.format(placements: other.parts) : Notation.format(eliminations: other.parts)
      if let index = groups.firstIndex(where: { $0.parts == parts }) {
        groups[index].techniques.append(other.technique)
      } else {
        groups.append(([other.technique], parts))
      }
    }
    return groups
  }

  // MARK: Misses

  /// Why one candidate is a miss, in the reader's language; each elimination technique's own
  /// misses are worded in its file of `Words/Techniques/`.
  static func text(_ miss: Miss) -> String {
    if let words = wordedElsewhere(miss) { return words }
    switch Language.current {
    case .english: return english(miss)
    case .portuguese: return portuguese(miss)
    }
  }

  /// The misses another words file words, in each language: the pattern's own candidate, each
  /// elimination technique's misses (`Words/Techniques/`) and review's (`CheckWords`); nil for
  /// the ones worded here.
  private static func wordedElsewhere(_ miss: Miss) -> String? {
    switch miss {
    case .patternCandidate(let candidate, let step):
      patternCandidate(candidate, step)
    case .noPointing(let candidate, let blocks): PointingWords.miss(candidate, blocks)
    case .noClaiming(let candidate, let box, let blocks):
      ClaimingWords.miss(candidate, box: box, blocks)
    case .noPair(let candidate, let blocks): NakedPairWords.miss(candidate, blocks)
    case .noXWing(let candidate, let blocks): XWingWords.miss(candidate, blocks)
    case .noHiddenSubset(let facts): HiddenSubsetWords.miss(facts)
    case .noNakedTriple(let facts): NakedTripleWords.miss(facts)
    case .noSkyscraper(let facts): SkyscraperWords.miss(facts)
    case .noSwordfish(let facts): SwordfishWords.miss(facts)
    case .noXYWing(let facts): XYWingWords.miss(facts)
    case .reviewPlacement(let candidate, let shown, let elsewhere):
      CheckWords.reviewPlacementMiss(candidate, shown: shown, elsewhere: elsewhere)
    case .reviewElimination(let candidate, let elsewhere):
      CheckWords.reviewEliminationMiss(candidate, elsewhere: elsewhere)
    case .notACandidate, .nakedNotHidden, .hiddenNotNaked, .stillHas, .alsoGoes, .followsFrom:
      nil
    }
  }

  private static func english(_ miss: Miss) -> String {
    switch miss {
    case .notACandidate(let candidate, let shown, let eliminating):
      return "\(candidate.digit) is not a candidate in \(candidate.cell) (it shows "
        + "\(digitList(shown)))" + (eliminating ? " \u{2014} there is nothing to remove." : ".")
    case .nakedNotHidden(let cell):
      return "right digit, but that's a naked single \u{2014} \(cell) has no other candidate. This "
        + "lesson is about hidden singles: find a digit with only one place in a row, column or box."
    case .hiddenNotNaked(let candidate, let house, let shown):
      return "right digit, but that's a hidden single \u{2014} \(candidate.digit) has only one "
        + "place in \(house.spelledOut), yet \(candidate.cell) still has \(digitList(shown)). This "
        + "lesson is about naked singles: find a cell with one candidate left."
    case .stillHas(let cell, let shown):
      return "\(cell) still has \(digitList(shown))."
    case .alsoGoes(let candidate, let elsewhere):
      return "\(candidate.digit) can also go in \(CheckWords.places(elsewhere))."
    case .followsFrom(let other, let technique, let step):
      return "true, but that follows from \(other.phrase), not \(technique.phrase): "
        + "\(step.description.keptTogether)."
    case .patternCandidate, .noPointing, .noClaiming, .noPair, .noXWing, .noHiddenSubset,
      .noNakedTriple, .noSkyscraper, .noSwordfish, .noXYWing, .reviewPlacement, .reviewElimination:
      return wordedElsewhere(miss)!
    }
  }

  private static func portuguese(_ miss: Miss) -> String {
    switch miss {
    case .notACandidate(let candidate, let shown, let eliminating):
      return "o \(candidate.digit) não é candidato em \(candidate.cell) (a casa mostra "
        + "\(digitList(shown)))" + (eliminating ? " \u{2014} não há nada a eliminar." : ".")
    case .nakedNotHidden(let cell):
      return "dígito certo, mas isso é um único nu \u{2014} \(cell) não tem outro candidato. Esta "
        + "lição é sobre únicos escondidos: procure um dígito que só tenha um lugar numa linha, "
        + "coluna ou caixa."
    case .hiddenNotNaked(let candidate, let house, let shown):
      return "dígito certo, mas isso é um único escondido \u{2014} o \(candidate.digit) só tem um "
        + "lugar \(StepWords.houses([house], .em)), mas \(candidate.cell) ainda tem "
        + "\(digitList(shown)). Esta lição é sobre únicos nus: procure uma casa com um só candidato."
    case .stillHas(let cell, let shown):
      return "\(cell) ainda tem \(digitList(shown))."
    case .alsoGoes(let candidate, let elsewhere):
      return "o \(candidate.digit) também pode ficar em \(CheckWords.places(elsewhere))."
    case .followsFrom(let other, let technique, let step):
      return "é verdade, mas isso resulta de \(other.phrase), não de \(technique.phrase): "
        + "\(step.description.keptTogether)."
    case .patternCandidate, .noPointing, .noClaiming, .noPair, .noXWing, .noHiddenSubset,
      .noNakedTriple, .noSkyscraper, .noSwordfish, .noXYWing, .reviewPlacement, .reviewElimination:
      return wordedElsewhere(miss)!
    }
  }

  /// The pattern's own candidate: each technique's words say what its pattern keeps.
  static func patternCandidate(_ candidate: Candidate, _ step: Step) -> String {
    switch step.pattern {
    case .pointing(_, let box, let line, _):
      return PointingWords.patternCandidate(candidate, box: box, line: line)
    case .claiming(_, let line, let box, _):
      return ClaimingWords.patternCandidate(candidate, line: line, box: box)
    case .nakedPair(let digits, let cells, _):
      return NakedPairWords.patternCandidate(candidate, digits: digits, cells: cells)
    case .xWing(_, let base, let cover, _):
      return XWingWords.patternCandidate(candidate, base: base, cover: cover)
    case .subset(let subset) where subset.kind == .hidden:
      return HiddenSubsetWords.patternCandidate(candidate, subset)
    case .subset(let subset):
      return NakedTripleWords.patternCandidate(candidate, subset)
    case .skyscraper(let skyscraper):
      return SkyscraperWords.patternCandidate(candidate, skyscraper)
    case .fish(let fish):
      return SwordfishWords.patternCandidate(candidate, fish)
    case .xyWing(let wing):
      return XYWingWords.patternCandidate(candidate, wing)
    case .hiddenSingle, .nakedSingle:
      // Singles place digits: an elimination lesson's pattern is never one.
      return inLanguage(
        en: "\(candidate.cell) is part of the pattern itself.",
        pt: "\(candidate.cell) faz parte do próprio padrão.")
    }
  }
}
