import SudokuCore

/// The answer examples the verdicts and reading errors show: a format, the same in every
/// language.
enum AnswerExample {
  static let placement = "r3c5=7"
  static let elimination = "r1c7<>5"
}

/// The sentence of every verdict, made from its `VerdictReason`: one place for the words of a
/// correct answer, the misses every lesson shares, and the free answers (golden tables, one per
/// language, in `Tests/AcademyTests/ExplanationTests.swift`);
/// each elimination technique's own misses are worded in its folder
/// (`Techniques/XWing/XWingWords.swift`), which `wordedElsewhere` calls.
protocol VerdictWords: Sendable {
  /// What a verdict's line starts with: `Correct — `.
  var correctLead: String { get }

  /// What a miss's line starts with: `Miss — `.
  var missLead: String { get }

  /// The explanation, without the leading `Correct — ` / `Miss — `: `Can't read that answer:
  /// …`, `This lesson places digits: …`, `r1c2: … (One wrong part makes the whole answer a
  /// miss.)`.
  func text(_ reason: VerdictReason) -> String

  /// ` (Also there: ….)`, ` (6 other instances were there too, e.g. ….)`, ` (A naked pair gives
  /// it too.)`, ` (Pointing and claiming give r5c8<>7 too.)` when they give only that part, or
  /// nothing.
  func also(_ correct: VerdictReason.Correct) -> String

  /// One single inside a pattern answer: `r5c5 has only 8 left, a naked single`, `8 has only
  /// r5c5 in row 5 and box 5, a hidden single`.
  func singleInside(_ single: VerdictReason.SingleInside) -> String

  /// What closes the singles inside: `; the hidden pair follows from it.)` (`them` for several).
  func singlesFollow(_ technique: Technique, singular: Bool) -> String

  /// The misses every lesson shares: `8 is not a candidate in r1c1 (it shows 1 and 2).`, `r1c1
  /// still has 1 and 2.`, …; nil for those worded elsewhere (`wordedElsewhere`).
  func ownText(_ miss: Miss) -> String?

  /// A single's cell removed in an elimination lesson: `r1c1 is part of the pattern itself.`
  func partOfPattern(_ cell: Cell) -> String
}

extension VerdictWords {
  /// A correct answer: the instances it belongs to (HoDoKu's step strings), the others there,
  /// the other techniques that give it, and in review what it is credited to.
  func text(_ correct: VerdictReason.Correct) -> String {
    let checkWords = Language.current.checkWords
    var text = correct.used.map(\.description.keptTogether).joined(separator: "; ") + "."
    text += singlesInside(correct.singlesInside)
    text += also(correct)
    guard let review = correct.review else { return text }
    text = checkWords.credited(review.credited) + text
    if review.credited != review.drilled {
      text +=
        review.drilledGivesIt
        ? checkWords.drilledGivesItToo(review.drilled)
        : checkWords.drilledWasThere(review.drilled, review.drilledInstance)
    }
    return text
  }

  /// ` (8 has only r5c5 in row 5 and box 5, a hidden single; the hidden pair follows from it.)`,
  /// ` (r5c5 has only 8 left, a naked single; …)`; nothing for a whole pattern.
  func singlesInside(_ singles: [VerdictReason.SingleInside]) -> String {
    guard let technique = singles.first?.technique else { return "" }
    let each = singles.map(singleInside)
    return " (" + Phrasing.capitalized(each.joined(separator: "; "))
      + singlesFollow(technique, singular: singles.count == 1)
  }

  /// Why one candidate is a miss; each elimination technique's own misses are worded in its
  /// folder of `Techniques/`.
  func text(_ miss: Miss) -> String {
    wordedElsewhere(miss) ?? ownText(miss) ?? ""
  }

  /// The misses another words family words: the pattern's own candidate, each elimination
  /// technique's misses (`Techniques/<Name>/<Name>Words.swift`) and review's (`CheckWords`); nil
  /// for the ones worded by `ownText`.
  func wordedElsewhere(_ miss: Miss) -> String? {
    let language = Language.current
    return switch miss {
    case .patternCandidate(let candidate, let step):
      patternCandidate(candidate, step)
    case .noPointing(let candidate, let blocks): language.pointingWords.miss(candidate, blocks)
    case .noClaiming(let candidate, let box, let blocks):
      ClaimingWords.miss(candidate, box: box, blocks)
    case .noPair(let candidate, let blocks): language.nakedPairWords.miss(candidate, blocks)
    case .noXWing(let candidate, let blocks): language.xWingWords.miss(candidate, blocks)
    case .noHiddenSubset(let facts): HiddenSubsetWords.miss(facts)
    case .noNakedTriple(let facts): NakedTripleWords.miss(facts)
    case .noSkyscraper(let facts): SkyscraperWords.miss(facts)
    case .noSwordfish(let facts): SwordfishWords.miss(facts)
    case .noXYWing(let facts): XYWingWords.miss(facts)
    case .noTwoStringKite(let facts): TwoStringKiteWords.miss(facts)
    case .noEmptyRectangle(let facts): EmptyRectangleWords.miss(facts)
    case .noFinnedXWing(let facts): FinnedXWingWords.miss(facts)
    case .noWWing(let facts): WWingWords.miss(facts)
    case .noXYZWing(let facts): XYZWingWords.miss(facts)
    case .noSimpleColors(let facts): SimpleColorsWords.miss(facts)
    case .reviewPlacement(let candidate, let shown, let elsewhere):
      language.checkWords.reviewPlacementMiss(candidate, shown: shown, elsewhere: elsewhere)
    case .reviewElimination(let candidate, let elsewhere):
      language.checkWords.reviewEliminationMiss(candidate, elsewhere: elsewhere)
    case .notACandidate, .nakedNotHidden, .hiddenNotNaked, .stillHas, .alsoGoes, .followsFrom:
      nil
    }
  }

  /// The pattern's own candidate: each technique's words say what its pattern keeps.
  func patternCandidate(_ candidate: Candidate, _ step: Step) -> String {
    step.pattern.teaching.patternCandidate(candidate, self)
  }
  func alsoGroups(_ alsoBy: [VerdictReason.AlsoBy])
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

}
