import SudokuCore

/// The words of the skyscraper lesson's misses (facts: `SkyscraperMiss`), in English and
/// Portuguese.
enum SkyscraperWords {
  /// `Skyscraper: 2 in …; Skyscraper: 5 in …`
  private static func patterns(_ steps: [Step]) -> String {
    steps.map(\.patternText.keptTogether).joined(separator: "; ")
  }

  /// The digits `steps` remove, together.
  private static func digits(_ steps: [Step]) -> DigitSet {
    steps.reduce(DigitSet.empty) { $0.union($1.digits) }
  }

  static func miss(_ facts: SkyscraperMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    let reasons = facts.orientations.map { orientation($0, facts) }.joined(separator: "; ")
    switch Language.current {
    case .english:
      var text = "no skyscraper on \(digit) reaches \(cell): " + reasons + "."
      if facts.reaching.count > 1 {
        text +=
          " The skyscrapers on the board (\(patterns(facts.reaching))) remove "
          + "\(digitList(digits(facts.reaching))) from \(cell), not \(digit)."
      } else if case .otherDigits(let step) = facts.nearby {
        text +=
          " The skyscraper on the board (\(step.patternText.keptTogether)) removes "
          + "\(digitList(step.digits)) from \(cell), not \(digit)."
      }
      return text
        + " A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with "
        + "one end of each in the same column (or row), the base; it removes the digit from the "
        + "cells that see both other ends (the roofs)."
    case .portuguese:
      var text = "nenhum arranha-céus com o \(digit) chega a \(cell): " + reasons + "."
      if facts.reaching.count > 1 {
        text +=
          " Os arranha-céus da grelha (\(patterns(facts.reaching))) eliminam "
          + "\(MissArticles.digits(digits(facts.reaching))) de \(cell), não o \(digit)."
      } else if case .otherDigits(let step) = facts.nearby {
        text +=
          " O arranha-céus da grelha (\(step.patternText.keptTogether)) elimina "
          + "\(MissArticles.digits(step.digits)) de \(cell), não o \(digit)."
      }
      return text
        + " Um arranha-céus precisa de duas linhas (ou colunas) que tenham cada uma o dígito "
        + "exatamente duas vezes, com uma ponta de cada na mesma coluna (ou linha), a base; elimina "
        + "o dígito das casas que veem as duas outras pontas (os telhados)."
    }
  }

  /// `rows 2 and 6 (base column 1, roofs r2c5 and r6c6)`; `nas linhas 2 e 6 (base na coluna 1,
  /// telhados r2c5 e r6c6)`, with the preposition the English puts before it (`on`, `in`).
  static func shape(_ skyscraper: Skyscraper) -> String {
    let roofs = listed(skyscraper.roofs.map(\.description))
    switch Language.current {
    case .english:
      return "\(StepWords.houses(skyscraper.lines)) (base \(skyscraper.base.spelledOut), roofs "
        + roofs + ")"
    case .portuguese:
      return "\(MissArticles.houses(skyscraper.lines, .in)) (base "
        + "\(MissArticles.house(skyscraper.base, .in)), telhados \(roofs))"
    }
  }

  static func orientation(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss)
    -> String
  {
    switch Language.current {
    case .english: english(orientation, facts)
    case .portuguese: portuguese(orientation, facts)
    }
  }

  private static func english(_ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss)
    -> String
  {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch orientation {
    case .fewLinks(let kind, let links, let threes):
      var text =
        links.isEmpty
        ? "no \(kind.name) holds \(digit) exactly twice"
        : "only \(links[0].spoken) holds \(digit) exactly twice"
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "holds" : "hold"
        text += " (\(listed(threes.map(\.spoken))) \(verb) it three times)"
      }
      return text
    case .roofs(let skyscraper, _)
    where (skyscraper.roofs + skyscraper.baseCells).contains(cell):
      return "\(cell) is one of the cells of the skyscraper on \(shape(skyscraper)), which removes "
        + "nothing: no cell with \(Phrasing.article(digit)) sees both roofs"
    case .roofs(let skyscraper, let seen):
      let sight =
        seen.isEmpty
        ? "\(cell) sees neither roof" : "\(cell) sees only \(seen.map(\.description)[0])"
      return "the skyscraper on \(shape(skyscraper)) misses it: \(sight)"
    case .xWing(let links, let cover):
      return "\(listed(links.map(\.spoken))) have their \(plural(digit)) on the same two "
        + "\(cover[0].kind.pluralName), \(StepWords.houses(cover)) \u{2014} an X-Wing's shape, "
        + "not a skyscraper"
    case .noBase(let kind, let links):
      return "\(listed(links.map(\.spoken))) hold \(digit) exactly twice, but no two of them "
        + "have an end on the same \(kind == .row ? "column" : "row")"
    }
  }

  /// `só a linha 7 (r7c1, r7c6) tem o 4 exatamente duas vezes`, `o arranha-céus nas linhas 5 e 8
  /// (…) não lhe chega: r1c4 não vê nenhum dos telhados`
  private static func portuguese(
    _ orientation: SkyscraperMiss.Orientation, _ facts: SkyscraperMiss
  ) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch orientation {
    case .fewLinks(let kind, let links, let threes):
      var text =
        links.isEmpty
        ? "nenhuma \(kind.name) tem o \(digit) exatamente duas vezes"
        : "só \(MissArticles.lines([links[0]])) tem o \(digit) exatamente duas vezes"
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "tem-no" : "têm-no"
        text += " (\(MissArticles.lines(threes)) \(verb) três vezes)"
      }
      return text
    case .roofs(let skyscraper, _)
    where (skyscraper.roofs + skyscraper.baseCells).contains(cell):
      return "\(cell) é uma das casas do arranha-céus \(shape(skyscraper)), que não elimina "
        + "nada: nenhuma casa com \(Phrasing.article(digit)) vê os dois telhados"
    case .roofs(let skyscraper, let seen):
      let sight =
        seen.isEmpty
        ? "\(cell) não vê nenhum dos telhados" : "\(cell) só vê \(seen.map(\.description)[0])"
      return "o arranha-céus \(shape(skyscraper)) não lhe chega: \(sight)"
    case .xWing(let links, let cover):
      return "\(MissArticles.lines(links)) têm os seus \(digit) nas mesmas duas "
        + "\(cover[0].kind.pluralName), \(MissArticles.houses(cover)) \u{2014} a forma de um "
        + "X-Wing, não de um arranha-céus"
    case .noBase(let kind, let links):
      return "\(MissArticles.lines(links)) têm o \(digit) exatamente duas vezes, mas não há duas "
        + "com uma ponta na mesma \(kind == .row ? "coluna" : "linha")"
    }
  }

  /// The learner removed the digit from one of the skyscraper's own four cells.
  static func patternCandidate(_ candidate: Candidate, _ skyscraper: Skyscraper) -> String {
    let cell = candidate.cell
    let digit = skyscraper.digit
    let base = skyscraper.baseCells.firstIndex(of: cell)
    switch Language.current {
    case .english:
      let opening = "the skyscraper on \(digit) in \(shape(skyscraper))"
      guard let base else {
        return "\(cell) is a roof of \(opening): one of the roofs must hold the \(digit), so the "
          + "skyscraper removes \(digit) from the cells that see both roofs, never from a roof."
      }
      return "\(cell) is a base cell of \(opening): the skyscraper removes \(digit) only from the "
        + "cells that see both roofs, and \(cell) does not see \(skyscraper.roofs[1 - base])."
    case .portuguese:
      let opening = "do arranha-céus com o \(digit) \(shape(skyscraper))"
      guard let base else {
        return "\(cell) é um telhado \(opening): um dos telhados tem de ter o \(digit), por isso "
          + "o arranha-céus elimina o \(digit) das casas que veem os dois telhados, nunca de um "
          + "telhado."
      }
      return "\(cell) é uma casa da base \(opening): o arranha-céus só elimina o \(digit) das "
        + "casas que veem os dois telhados, e \(cell) não vê \(skyscraper.roofs[1 - base])."
    }
  }
}
