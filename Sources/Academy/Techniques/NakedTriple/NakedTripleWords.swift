import SudokuCore

/// The words of the naked triple lesson's misses (facts: `NakedTripleMiss`), in English and
/// Portuguese.
enum NakedTripleWords {
  static func miss(_ facts: NakedTripleMiss) -> String {
    switch Language.current {
    case .english: english(facts)
    case .portuguese: portuguese(facts)
    }
  }

  private static func english(_ facts: NakedTripleMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no naked triple removes \(digit) from \(cell): "
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits where facts.inHouses.count > 1:
      let digits = facts.inHouses.reduce(DigitSet.empty) { $0.union($1.digits) }
      text +=
        " The naked triples in the houses of \(cell) "
        + "(\(facts.inHouses.map(\.patternText.keptTogether).joined(separator: "; "))) remove only "
        + "\(digitList(digits)) \u{2014} not \(digit)."
    case .otherDigits(let step):
      text +=
        " The naked triple in a house of \(cell) (\(step.patternText.keptTogether)) removes only "
        + "\(digitList(step.digits)) \u{2014} not \(digit)."
    case .outside(let step, _) where facts.outside.count <= 1:
      text +=
        " The naked triple with \(Phrasing.article(digit)) (\(step.patternText.keptTogether)) "
        + "removes it only from \(StepWords.houses(step.houses)), and \(cell) is not there."
    case .outside:
      let each = facts.outside.map {
        "\($0.patternText.keptTogether) (\(listed($0.houses.map(\.spelledOut))))"
      }
      text +=
        " The naked triples with \(Phrasing.article(digit)) remove it only from their own houses, "
        + "and \(cell) is in none of them: \(each.joined(separator: "; "))."
    case nil:
      break
    }
    return text
      + " A naked triple needs three cells of one house that show only three digits between them; "
      + "it removes those digits from the rest of the house."
  }

  private static func portuguese(_ facts: NakedTripleMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "nenhum trio nu elimina o \(digit) de \(cell): "
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    switch facts.nearby {
    case .otherDigits where facts.inHouses.count > 1:
      let digits = facts.inHouses.reduce(DigitSet.empty) { $0.union($1.digits) }
      text +=
        " Os trios nus nas unidades de \(cell) "
        + "(\(facts.inHouses.map(\.patternText.keptTogether).joined(separator: "; "))) só "
        + "eliminam \(MissArticles.digits(digits)) \u{2014} não o \(digit)."
    case .otherDigits(let step):
      text +=
        " O trio nu numa unidade de \(cell) (\(step.patternText.keptTogether)) só elimina "
        + "\(MissArticles.digits(step.digits)) \u{2014} não o \(digit)."
    case .outside(let step, _) where facts.outside.count <= 1:
      text +=
        " O trio nu com \(Phrasing.article(digit)) (\(step.patternText.keptTogether)) só o "
        + "elimina \(MissArticles.houses(step.houses, .of)), e \(cell) não está aí."
    case .outside:
      let each = facts.outside.map {
        "\($0.patternText.keptTogether) (\(listed($0.houses.map(\.spelledOut))))"
      }
      text +=
        " Os trios nus com \(Phrasing.article(digit)) só o eliminam das suas próprias unidades, "
        + "e \(cell) não está em nenhuma delas: \(each.joined(separator: "; "))."
    case nil:
      break
    }
    return text
      + " Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três "
      + "dígitos; elimina esses dígitos do resto da unidade."
  }

  static func block(_ block: NakedTripleMiss.Block, _ facts: NakedTripleMiss) -> String {
    switch Language.current {
    case .english: english(block, facts)
    case .portuguese: portuguese(block, facts)
    }
  }

  /// Whether the answer's cell shows three candidates or fewer itself (so a count of the house's
  /// small cells names it too).
  private static func isSmall(_ facts: NakedTripleMiss) -> Bool {
    facts.shown.count <= NakedTripleMiss.size
  }

  private static func english(_ block: NakedTripleMiss.Block, _ facts: NakedTripleMiss) -> String {
    let digit = facts.candidate.digit
    let besides = isSmall(facts) ? ", besides \(facts.candidate.cell) itself," : ""
    return switch block {
    case .few(let house, let cells) where cells.isEmpty:
      "in \(house.spelledOut) no other cell shows three candidates or fewer"
    case .few(let house, let cells):
      "in \(house.spelledOut)\(besides) only \(listed(cells.map(\.spoken))) "
        + "\(cells.count == 1 ? "shows" : "show") three candidates or fewer"
    case .without(let house, let cells):
      "in \(house.spelledOut) the other cells with three candidates or fewer, "
        + "\(listed(cells.map(\.spoken))), hold no \(digit)"
    case .near(let house, let cells, let digits):
      "in \(house.spelledOut) \(listed(cells.map(\.spoken))) hold "
        + "\(Phrasing.number(digits.count)) digits between them (\(digitList(digits)))"
        + (digits.count == 4 ? ", one too many" : "")
    }
  }

  /// `na linha 1, r1c5 {3,7,8}, r1c6 {2,7} e r1c7 {2,6,8} têm entre elas cinco dígitos (2, 3,
  /// 6, 7 e 8)`
  private static func portuguese(_ block: NakedTripleMiss.Block, _ facts: NakedTripleMiss)
    -> String
  {
    let digit = facts.candidate.digit
    let besides = isSmall(facts) ? ", além da própria \(facts.candidate.cell)," : ""
    return switch block {
    case .few(let house, let cells) where cells.isEmpty:
      "na \(house.spelledOut) nenhuma outra casa mostra três candidatos ou menos"
    case .few(let house, let cells):
      "na \(house.spelledOut)\(besides) só \(listed(cells.map(\.spoken))) "
        + "\(cells.count == 1 ? "mostra" : "mostram") três candidatos ou menos"
    case .without(let house, let cells):
      "na \(house.spelledOut) as outras casas com três candidatos ou menos, "
        + "\(listed(cells.map(\.spoken))), não têm nenhum \(digit)"
    case .near(let house, let cells, let digits):
      "na \(house.spelledOut), \(listed(cells.map(\.spoken))) têm entre elas "
        + "\(Phrasing.number(digits.count)) dígitos (\(digitList(digits)))"
        + (digits.count == 4 ? ", um a mais" : "")
    }
  }

  /// The learner removed a candidate of one of the triple's own cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    let cells = listed(subset.cells.map(\.description))
    switch Language.current {
    case .english:
      let digits = digitList(subset.digits)
      return "\(candidate.cell) is one of the naked triple's cells: "
        + "\(cells) show only \(digits) between them, so each keeps "
        + "its own candidates, and the triple removes \(digits) from the rest of "
        + "\(StepWords.houses(subset.houses))."
    case .portuguese:
      let digits = MissArticles.digits(subset.digits)
      return "\(candidate.cell) é uma das casas do trio nu: \(cells) mostram entre elas só "
        + "\(digits), por isso cada uma mantém os seus candidatos, e o trio elimina \(digits) do "
        + "resto \(MissArticles.houses(subset.houses, .of))."
    }
  }
}
