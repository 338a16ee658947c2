import SudokuCore

/// What the hint ladder and `show` say about one instance, beyond HoDoKu's step text: each sentence
/// made from `StepFacts`, so it states only what is true of the board as displayed and says where a
/// candidate went when no placed digit rules it out.
extension Step {
  /// Why the instance works, in words, ending with what it places or removes.
  ///
  /// `In box 7 the 3s sit only in r78c1, all in column 1. …: r12c1<>3.`; in Portuguese `Na
  /// caixa 7, os 3 só estão em r78c1, todos na coluna 1. …: r12c1<>3.`
  ///
  /// - Parameters:
  ///   - board: the board as displayed.
  ///   - chain: the steps of the same reveal explained before this one (a study chain), whose
  ///     eliminations the sentence may rely on, naming them.
  public func reason(on board: Grid, after chain: [Step] = []) -> String {
    let facts = StepFacts(self, on: board, after: chain)
    let result =
      (technique.placesDigits
      ? Notation.format(placements: placements) : Notation.format(eliminations: eliminations))
      .keptTogether
    let removed = StepWords.removals(facts.removals)
    switch Language.current {
    case .english: return englishReason(facts, result: result, removed: removed, board, chain)
    case .portuguese:
      return portugueseReason(facts, result: result, removed: removed, board, chain)
    }
  }

  /// An XY-Wing's pincers with the pivot digit each shares, at this turn: a study chain may have
  /// removed other candidates before it.
  private func pincerDigits(
    _ wing: XYWing, on board: Grid, after chain: [Step]
  ) -> [(cell: Cell, shared: Int)] {
    var grid = board
    for earlier in chain {
      for candidate in earlier.eliminations { grid.eliminate(candidate) }
    }
    return wing.pincers.map { pincer in
      (
        cell: pincer,
        shared: grid.candidates(at: pincer).intersection(wing.pivotDigits).first ?? 0
      )
    }
  }

  private func englishReason(
    _ facts: StepFacts, result: String, removed: String, _ board: Grid, _ chain: [Step]
  ) -> String {
    switch pattern {
    case .hiddenSingle(let digit, let cell, let house, let isFullHouse):
      if isFullHouse {
        return "\(cell) is the last empty cell of \(house.spelledOut), so it takes the one digit "
          + "the house is missing: \(result)."
      }
      var why = facts.seen.map { seen in
        "the \(digit) in \(seen.placed) rules out \(listed(seen.cells.map(\.description)))"
      }
      if !removed.isEmpty { why.append(removed) }
      return "\(digit) has one place left in \(house.spelledOut): "
        + (why.isEmpty ? "it has no other empty cell" : StepWords.clauses(why)) + ". So \(result)."
    case .nakedSingle(let digit, let cell, let isFullHouse):
      if isFullHouse {
        return "\(cell) is the last empty cell of its house, so it takes the one digit "
          + "the house is missing: \(result)."
      }
      var byHouse: [String] = []
      for house in cell.houses {
        let digits = facts.seen.filter { $0.house == house }.map(\.digit)
        guard !digits.isEmpty else { continue }
        let name = "its \(house.kind.name)"
        byHouse.append(
          (byHouse.isEmpty ? "\(name) rules out " : "\(name) ") + listed(digits.map(String.init)))
      }
      var why = listed(byHouse)
      if facts.removals.isEmpty {
        why += " \u{2014} the other eight digits"
      } else {
        why += (byHouse.isEmpty ? "" : "; ") + removed
      }
      return "\(cell) has no candidate but \(digit) left: \(why). So \(result)."
    case .pointing(let digit, let box, let line, let cells):
      return "In \(box.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all on "
        + "\(line.spelledOut)\(StepWords.aside(removed)). The box's \(digit) will be on that line, "
        + "so no other cell of \(line.spelledOut) can take \(digit): \(result)."
    case .claiming(let digit, let line, let box, let cells):
      return "In \(line.spelledOut) the \(digit)s sit only in \(Notation.group(cells)), all inside "
        + "\(box.spelledOut)\(StepWords.aside(removed)). The line's \(digit) will be in that box, so "
        + "the box's other cells can't take \(digit): \(result)."
    case .nakedPair(let digits, let cells, let houses):
      let pair = listed(digits.map(String.init))
      return "\(listed(cells.map(\.description))) hold exactly \(pair)\(StepWords.aside(removed)): "
        + "one gets each, so neither digit can go anywhere else in \(StepWords.houses(houses)): "
        + "\(result)."
    case .xWing(let digit, let base, let cover, _):
      let bases = StepWords.houses(base.sorted())
      let covers = StepWords.houses(cover.sorted())
      return "In \(bases) the \(digit)s sit only in \(covers)\(StepWords.aside(removed)). "
        + "Whichever way they fall, each of \(covers) gets its \(digit) in one of \(bases), so "
        + "\(digit) leaves the rest of \(covers): \(result)."
    case .subset(let subset):
      return StepWords.subset(subset, aside: StepWords.aside(removed), result: result)
    case .skyscraper(let skyscraper):
      let digit = skyscraper.digit
      let line = skyscraper.lines[0].kind.name
      return "In \(StepWords.houses(skyscraper.lines)) the \(plural(digit)) sit only in two cells "
        + "each\(StepWords.aside(removed)), and \(listed(skyscraper.baseCells.map(\.description))) "
        + "share \(skyscraper.base.spelledOut), so at most one of them is \(digit). Each \(line) "
        + "needs its \(digit), so one of the other two cells, "
        + "\(listed(skyscraper.roofs.map(\.description), or: true)), is \(digit), and no cell "
        + "that sees both can be \(digit): \(result)."
    case .fish(let fish):
      let bases = StepWords.houses(fish.base)
      let covers = StepWords.houses(fish.cover)
      let count = Phrasing.number(fish.size)
      return "In \(bases) the \(plural(fish.digit)) sit only in \(covers)"
        + "\(StepWords.aside(removed)). Each of those \(count) \(fish.base[0].kind.pluralName) "
        + "needs \(Phrasing.article(fish.digit)), no two in one \(fish.cover[0].kind.name), so between them they "
        + "give each of \(covers) its \(fish.digit), and no other cell of those "
        + "\(fish.cover[0].kind.pluralName) can be \(fish.digit): \(result)."
    case .xyWing(let wing):
      let pincers = pincerDigits(wing, on: board, after: chain)
      let sees = pincers.map { "\($0.cell), which shows only \(digitList([$0.shared, wing.z]))" }
      let cases = pincers.map { "\($0.cell) is \(wing.z)" }
      return "\(wing.pivot) shows only \(digitList(wing.pivotDigits)); it sees "
        + "\(sees[0]), and \(sees[1])\(StepWords.aside(removed)). "
        + "If \(wing.pivot) is \(pincers[0].shared), \(cases[0]); if it is \(pincers[1].shared), "
        + "\(cases[1]). Either way one of them is \(wing.z), so no cell that sees both "
        + "\(listed(wing.pincers.map(\.description))) can be \(wing.z): \(result)."
    }
  }

  /// The same reasons in European Portuguese: the same facts, in the order a Portuguese Sudoku
  /// book gives them (`Na caixa 7, os 3 só estão em r78c1, …`).
  private func portugueseReason(
    _ facts: StepFacts, result: String, removed: String, _ board: Grid, _ chain: [Step]
  ) -> String {
    let aside = StepWords.aside(removed)
    switch pattern {
    case .hiddenSingle(let digit, let cell, let house, let isFullHouse):
      if isFullHouse {
        return "\(cell) é a última casa vazia \(StepWords.houses([house], .of)), por isso recebe o "
          + "único dígito que falta à unidade: \(result)."
      }
      var why = facts.seen.map { seen in
        "o \(digit) de \(seen.placed) exclui \(listed(seen.cells.map(\.description)))"
      }
      if !removed.isEmpty { why.append(removed) }
      return "O \(digit) só tem um lugar possível \(StepWords.houses([house], .in)): "
        + (why.isEmpty ? "a unidade não tem outra casa vazia" : StepWords.clauses(why))
        + ". Logo, \(result)."
    case .nakedSingle(let digit, let cell, let isFullHouse):
      if isFullHouse {
        return "\(cell) é a última casa vazia da sua unidade, por isso recebe o único dígito "
          + "que lá falta: \(result)."
      }
      var byHouse: [String] = []
      for house in cell.houses {
        let digits = facts.seen.filter { $0.house == house }.map(\.digit)
        guard !digits.isEmpty else { continue }
        let name = "a sua \(house.kind.name)"
        byHouse.append(
          (byHouse.isEmpty ? "\(name) exclui " : "\(name) ") + listed(digits.map(String.init)))
      }
      var why = listed(byHouse)
      if facts.removals.isEmpty {
        why += " \u{2014} os outros oito dígitos"
      } else {
        why += (byHouse.isEmpty ? "" : "; ") + removed
      }
      return "\(cell) já só tem o candidato \(digit): \(why). Logo, \(result)."
    case .pointing(let digit, let box, let line, let cells):
      return "\(Phrasing.capitalized(StepWords.houses([box], .in))), os \(digit) só estão em "
        + "\(Notation.group(cells)), todos \(StepWords.houses([line], .in))\(aside). O \(digit) da "
        + "caixa ficará nessa \(line.kind.name), por isso nenhuma outra casa "
        + "\(StepWords.houses([line], .of)) pode receber o \(digit): \(result)."
    case .claiming(let digit, let line, let box, let cells):
      return "\(Phrasing.capitalized(StepWords.houses([line], .in))), os \(digit) só estão em "
        + "\(Notation.group(cells)), todos dentro \(StepWords.houses([box], .of))\(aside). O "
        + "\(digit) da \(line.kind.name) ficará nessa caixa, por isso as outras casas da caixa não "
        + "podem receber o \(digit): \(result)."
    case .nakedPair(let digits, let cells, let houses):
      let pair = listed(digits.map(String.init))
      return "\(listed(cells.map(\.description))) têm exatamente \(pair)\(aside): cada uma fica "
        + "com um deles, por isso nenhum dos dois dígitos pode ir para outra casa "
        + "\(StepWords.houses(houses, .of)): \(result)."
    case .xWing(let digit, let base, let cover, _):
      let bases = base.sorted()
      let covers = cover.sorted()
      return "\(Phrasing.capitalized(StepWords.houses(bases, .in))), os \(digit) só estão "
        + "\(StepWords.houses(covers, .in))\(aside). Seja qual for a disposição, cada uma "
        + "\(StepWords.houses(covers, .of)) recebe o seu \(digit) numa "
        + "\(StepWords.houses(bases, .of)), por isso o \(digit) sai do resto "
        + "\(StepWords.houses(covers, .of)): \(result)."
    case .subset(let subset):
      return StepWords.portugueseSubset(subset, aside: aside, result: result)
    case .skyscraper(let skyscraper):
      let digit = skyscraper.digit
      let line = skyscraper.lines[0].kind.name
      return "\(Phrasing.capitalized(StepWords.houses(skyscraper.lines, .in))), os \(digit) só "
        + "estão em duas casas de cada \(line)\(aside), e "
        + "\(listed(skyscraper.baseCells.map(\.description))) partilham "
        + "\(StepWords.houses([skyscraper.base], .none)), por isso no máximo uma delas é \(digit). "
        + "Cada \(line) precisa do seu \(digit), por isso uma das outras duas casas, "
        + "\(listed(skyscraper.roofs.map(\.description), or: true)), é \(digit), e nenhuma casa "
        + "que veja as duas pode ser \(digit): \(result)."
    case .fish(let fish):
      let covers = StepWords.houses(fish.cover, .of)
      let cover = fish.cover[0].kind
      return "\(Phrasing.capitalized(StepWords.houses(fish.base, .in))), os \(fish.digit) só estão "
        + "\(StepWords.houses(fish.cover, .in))\(aside). Cada uma dessas "
        + "\(Phrasing.number(fish.size, .feminine)) \(fish.base[0].kind.pluralName) precisa de "
        + "\(Phrasing.article(fish.digit)), nunca dois na mesma \(cover.name), por isso, entre "
        + "elas, dão a cada uma \(covers) o seu \(fish.digit), e nenhuma outra casa dessas "
        + "\(cover.pluralName) pode ser \(fish.digit): \(result)."
    case .xyWing(let wing):
      let pincers = pincerDigits(wing, on: board, after: chain)
      let sees = pincers.map { "\($0.cell), que só mostra \(digitList([$0.shared, wing.z]))" }
      let cases = pincers.map { "\($0.cell) será \(wing.z)" }
      return "\(wing.pivot) só mostra \(digitList(wing.pivotDigits)); vê \(sees[0]), e "
        + "\(sees[1])\(aside). Se \(wing.pivot) for \(pincers[0].shared), \(cases[0]); se for "
        + "\(pincers[1].shared), \(cases[1]). Em qualquer dos casos, uma delas é \(wing.z), por "
        + "isso nenhuma casa que veja tanto \(wing.pincers[0]) como \(wing.pincers[1]) pode ser "
        + "\(wing.z): \(result)."
    }
  }

  /// HoDoKu's text of the pattern without what it removes: `Locked Candidates Type 1 (Pointing): 6
  /// in b8`.
  var patternText: String {
    String(description.split(separator: " => ", maxSplits: 1, omittingEmptySubsequences: false)[0])
  }
}

/// The phrases the step sentences share.
enum StepWords {
  /// `box 7`, `rows 3 and 4`.
  static func houses(_ houses: [House]) -> String {
    guard let first = houses.first else { return "" }
    if houses.count > 1, houses.allSatisfy({ $0.kind == first.kind }) {
      return "\(first.kind.pluralName) " + listed(houses.map { String($0.index + 1) })
    }
    return listed(houses.map(\.spelledOut))
  }

  /// Houses with their Portuguese article (every house is feminine): `na caixa 7`, `nas linhas
  /// 2 e 5`, `da coluna 8 e da caixa 3` — a list of one kind takes the article once, a mixed
  /// list one for each house.
  static func houses(_ houses: [House], _ preposition: Preposition) -> String {
    let grammar = Language.current.grammar
    guard let first = houses.first else { return "" }
    if houses.count > 1, houses.allSatisfy({ $0.kind == first.kind }) {
      return grammar.article(.feminine, plural: true, after: preposition) + " "
        + Self.houses(houses)
    }
    return listed(
      houses.map {
        grammar.article($0.kind.gender, plural: false, after: preposition) + " " + $0.spelledOut
      })
  }

  /// A naked or hidden subset's sentence: `r1c1, r1c5 and r1c9 show only 1, 2 and 3 between them:
  /// …`, `In row 5 the digits 1 and 9 have no place but r5c1 and r5c9: …`.
  static func subset(_ subset: Subset, aside: String, result: String) -> String {
    let cells = listed(subset.cells.map(\.description))
    let digits = digitList(subset.digits)
    let orDigits = listed(subset.digits.map(String.init), or: true)
    let count = Phrasing.number(subset.size)
    switch subset.kind {
    case .naked:
      return "\(cells) show only \(digits) between them\(aside): the \(count) cells take the "
        + "\(count) digits, one each, so none of \(orDigits) can go anywhere else in "
        + "\(houses(subset.houses)): \(result)."
    case .hidden:
      return "In \(houses(subset.houses)) the digits \(digits) have no place but \(cells)"
        + "\(aside): those \(count) cells must take the \(count) digits, so they can hold nothing "
        + "else: \(result)."
    }
  }

  /// The subset's sentence in Portuguese: `r4c6, r4c7 e r4c8 só mostram 3, 4 e 8 entre elas:
  /// …`, `Na linha 3, os dígitos 5 e 6 só têm lugar em r3c7 e r3c9: …`.
  static func portugueseSubset(_ subset: Subset, aside: String, result: String) -> String {
    let cells = listed(subset.cells.map(\.description))
    let digits = digitList(subset.digits)
    let cellCount = Phrasing.number(subset.size, .feminine)
    let digitCount = Phrasing.number(subset.size)
    switch subset.kind {
    case .naked:
      return "\(cells) só mostram \(digits) entre elas\(aside): as \(cellCount) casas recebem os "
        + "\(digitCount) dígitos, um em cada, por isso nenhum dos dígitos \(digits) pode ir para "
        + "outra casa \(houses(subset.houses, .of)): \(result)."
    case .hidden:
      return "\(Phrasing.capitalized(houses(subset.houses, .in))), os dígitos \(digits) só têm "
        + "lugar em \(cells)\(aside): essas \(cellCount) casas têm de receber os \(digitCount) "
        + "dígitos, por isso não podem conter mais nada: \(result)."
    }
  }

  /// `a, b and c` for clauses that may hold commas of their own: `a; b; and c` is not needed as
  /// long as each clause is a list itself, so semicolons separate clauses of more than one item.
  static func clauses(_ parts: [String]) -> String {
    parts.count <= 2
      || parts.allSatisfy({
        !$0.contains(",") && !$0.contains(Language.current.grammar.conjunction(or: false))
      })
      ? listed(parts) : parts.joined(separator: "; ")
  }

  /// Where the removed candidates went, grouped by what removed them (earlier first, then the chain's
  /// steps in order): `r9c7 lost its 6 and 7 earlier, as the board shows`, `r1c2 and r1c8 lost their
  /// 5 to the pointing step above (Locked Candidates Type 1 (Pointing): 5 in b1)`; in Portuguese
  /// `r9c7 perdeu o 6 e o 7 antes, como mostra a grelha`.
  static func removals(_ removals: [Removal]) -> String {
    var sources: [Step?] = []
    for removal in removals where !sources.contains(removal.step) { sources.append(removal.step) }
    sources.sort { ($0 == nil ? 0 : 1) < ($1 == nil ? 0 : 1) }
    var clauses: [String] = []
    for source in sources {
      let mine = removals.filter { $0.step == source }
      let by =
        source.map(Self.byStepAbove)
        ?? {
          switch Language.current {
          case .english: "earlier, as the board shows"
          case .portuguese: "antes, como mostra a grelha"
          }
        }()
      // One clause per set of digits: `r1c2 and r1c8 lost their 5`, `r9c7 lost its 6 and 7`.
      var groups: [(digits: [Int], cells: [Cell])] = []
      for cell in mine.map(\.candidate.cell).uniqued() {
        let digits = mine.filter { $0.candidate.cell == cell }.map(\.candidate.digit).sorted()
        if let index = groups.firstIndex(where: { $0.digits == digits }) {
          groups[index].cells.append(cell)
        } else {
          groups.append((digits, [cell]))
        }
      }
      let lost = groups.map { group in
        let cells = listed(group.cells.map(\.description))
        return switch Language.current {
        case .english:
          "\(cells) lost \(group.cells.count == 1 ? "its" : "their") "
            + listed(group.digits.map(String.init))
        case .portuguese:
          "\(cells) \(group.cells.count == 1 ? "perdeu" : "perderam") "
            + listed(group.digits.map { "o \($0)" })
        }
      }
      clauses.append(listed(lost) + " " + by)
    }
    return clauses.joined(separator: "; ")
  }

  /// What removed candidates in a study chain: `to the pointing step above (Locked Candidates
  /// Type 1 (Pointing): 5 in b1)`; `com o apontamento acima (…)`.
  private static func byStepAbove(_ step: Step) -> String {
    let text = step.patternText.keptTogether
    return switch Language.current {
    case .english: "to the \(step.technique.stepNoun) above (\(text))"
    case .portuguese:
      "com \(Language.current.grammar.article(step.technique.gender, plural: false, after: .none)) "
        + "\(step.technique.stepNoun) acima (\(text))"
    }
  }

  /// A removal phrase as an aside after a pattern clause: ` (r1c1 lost its 5 earlier, as the board
  /// shows)`, or nothing.
  static func aside(_ removed: String) -> String {
    removed.isEmpty ? "" : " (\(removed))"
  }
}

extension Sequence where Element: Hashable {
  /// The elements in order, each once.
  func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
