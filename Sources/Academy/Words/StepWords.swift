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
    let parts = ReasonParts(
      facts: facts, result: result, eliminations: eliminations,
      removed: StepWords.removals(facts.removals), board: board, chain: chain)
    return Language.current.stepPhrasing.reason(pattern.teaching, parts)
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
  ///
  /// A mixed list names each kind once, in the order the kinds first come: `rows 2, 3 and 8,
  /// columns 2 and 5 and box 1` (a colouring's links), `column 8 and box 3`.
  static func houses(_ houses: [House]) -> String {
    let groups = byKind(houses)
    guard groups.count > 1 else {
      guard let first = houses.first else { return "" }
      if houses.count == 1 { return first.spelledOut }
      return "\(first.kind.pluralName) " + listed(houses.map { String($0.index + 1) })
    }
    return listed(groups.map { Self.houses($0) })
  }

  /// `houses` split by kind, the kinds in the order they first come.
  private static func byKind(_ houses: [House]) -> [[House]] {
    var kinds: [House.Kind] = []
    for house in houses where !kinds.contains(house.kind) { kinds.append(house.kind) }
    return kinds.map { kind in houses.filter { $0.kind == kind } }
  }

  /// Houses with their Portuguese article (every house is feminine): `na caixa 7`, `nas linhas
  /// 2 e 5`, `da coluna 8 e da caixa 3` — a list of one kind takes the article once, a mixed
  /// list one for each house.
  static func houses(_ houses: [House], _ preposition: Preposition) -> String {
    let grammar = Language.current.grammar
    let groups = byKind(houses)
    guard groups.count > 1 else {
      guard let first = houses.first else { return "" }
      return grammar.article(first.kind.gender, plural: houses.count > 1, after: preposition) + " "
        + Self.houses(houses)
    }
    return listed(groups.map { Self.houses($0, preposition) })
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
      let phrasing = Language.current.stepPhrasing
      let by = source.map(phrasing.byStepAbove) ?? phrasing.earlier
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
      let lost = groups.map { phrasing.lost($0.digits, by: $0.cells) }
      clauses.append(listed(lost) + " " + by)
    }
    return clauses.joined(separator: "; ")
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

/// The leaves of the step sentences in one language.
protocol StepPhrasing: Sendable {
  /// Why the instance works, from its pattern's own words in this language.
  func reason(_ teaching: any PatternTeaching, _ parts: ReasonParts) -> String

  /// Where candidates went that no step of the chain removed: `earlier, as the board shows`.
  var earlier: String { get }

  /// `r1c2 and r1c8 lost their 5`, `r9c7 lost its 6 and 7`.
  func lost(_ digits: [Int], by cells: [Cell]) -> String

  /// What removed candidates in a study chain: `to the pointing step above (Locked Candidates
  /// Type 1 (Pointing): 5 in b1)`; `com o apontamento acima (…)`.
  func byStepAbove(_ step: Step) -> String
}
