import SudokuCore

/// The words of the hidden pair and hidden triple lessons' misses (facts: `HiddenSubsetMiss`), in
/// English and Portuguese: one rule for both, each lesson's own nouns and counts ("a hidden pair
/// needs two digits with the same two places", "three digits in four cells").
enum HiddenSubsetWords {
  /// `hidden pair`, `hidden triple`; `par escondido`, `trio escondido`
  static func noun(_ size: Int) -> String {
    (size == 2 ? Technique.hiddenPair : .hiddenTriple).nameInSentence
  }

  static func miss(_ facts: HiddenSubsetMiss) -> String {
    switch Language.current {
    case .english: english(facts)
    case .portuguese: portuguese(facts)
    }
  }

  private static func english(_ facts: HiddenSubsetMiss) -> String {
    let size = facts.size
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "no \(noun(size)) removes \(digit) from \(cell): "
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    if let step = facts.others.first, facts.others.count == 1 {
      text +=
        " The \(noun(size)) in \(StepWords.houses(step.houses)) "
        + "(\(step.patternText.keptTogether)) clears only its own cells."
    } else if !facts.others.isEmpty {
      text +=
        " The \(noun(size))s in \(StepWords.houses(houses(facts.others))) clear only their own "
        + "cells: \(each(facts.others))."
    }
    let count = Phrasing.number(size)
    text +=
      size == 2
      ? " A hidden pair needs two digits whose only places in a row, column or box are the same "
        + "two cells, \(cell) one of them; it clears those cells of every other candidate."
      : " A hidden triple needs three digits whose places in a row, column or box lie in just "
        + "\(count) cells, \(cell) one of them; it clears those cells of every other candidate."
    return text
  }

  private static func portuguese(_ facts: HiddenSubsetMiss) -> String {
    let size = facts.size
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text =
      "nenhum \(noun(size)) elimina o \(digit) de \(cell): "
      + facts.blocks.map { block($0, facts) }.joined(separator: "; ") + "."
    if let step = facts.others.first, facts.others.count == 1 {
      text +=
        " O \(noun(size)) \(MissArticles.houses(step.houses, .of)) "
        + "(\(step.patternText.keptTogether)) só elimina candidatos das suas próprias casas."
    } else if !facts.others.isEmpty {
      text +=
        " Os \(size == 2 ? "pares escondidos" : "trios escondidos") "
        + "\(MissArticles.houses(houses(facts.others), .of)) só eliminam candidatos das suas "
        + "próprias casas: \(each(facts.others))."
    }
    text +=
      size == 2
      ? " Um par escondido precisa de dois dígitos cujos únicos lugares numa linha, coluna ou "
        + "caixa sejam as mesmas duas casas, sendo \(cell) uma delas; elimina dessas casas todos os "
        + "outros candidatos."
      : " Um trio escondido precisa de três dígitos cujos lugares numa linha, coluna ou caixa "
        + "fiquem em apenas \(Phrasing.number(size, .feminine)) casas, sendo \(cell) uma delas; elimina "
        + "dessas casas todos os outros candidatos."
    return text
  }

  /// `Hidden Triple: 3,7,8 in r146c2 (column 2); Hidden Triple: 4,5,7 in r3c146 (row 3)`; `…
  /// (coluna 2); … (linha 3)`: each subset with its houses.
  /// The houses of `steps`, each once, in the order they come.
  private static func houses(_ steps: [Step]) -> [House] {
    var houses: [House] = []
    for house in steps.flatMap(\.houses) where !houses.contains(house) { houses.append(house) }
    return houses
  }

  private static func each(_ steps: [Step]) -> String {
    steps.map { "\($0.patternText.keptTogether) (\(listed($0.houses.map(\.spelledOut))))" }
      .joined(separator: "; ")
  }

  static func block(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss) -> String {
    switch Language.current {
    case .english: english(block, facts)
    case .portuguese: portuguese(block, facts)
    }
  }

  private static func english(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss)
    -> String
  {
    let size = facts.size
    let count = Phrasing.number(size)
    let digit = facts.candidate.digit
    switch block {
    case .tooSmall(let house, let empty):
      return "\(house.spelledOut) has only \(Phrasing.number(empty)) empty "
        + "\(empty == 1 ? "cell" : "cells") \u{2014} too few to hide a \(size == 2 ? "pair" : "triple")"
    case .few(let house, let digits) where digits.isEmpty:
      return "in \(house.spelledOut) every digit still to place other than \(digit) has "
        + "\(Phrasing.number(size + 1)) places or more"
    case .few(let house, let digits):
      let verb = digits.count == 1 ? "has" : "have"
      return "in \(house.spelledOut), of the digits still to place other than \(digit), only "
        + listed(digits.map(\.spoken)) + " \(verb) \(count) places or fewer"
    case .elsewhere(let house, let digits):
      return "in \(house.spelledOut) the digits with \(count) places or fewer (\(digit) aside), "
        + listed(digits.map(\.spoken)) + ", have none in \(facts.candidate.cell)"
    case .near(let house, let digits, let cells):
      return "in \(house.spelledOut) the closest are " + listed(digits.map(\.spoken))
        + ": \(count) digits in \(Phrasing.number(cells.count)) cells"
        + (cells.count == size + 1 ? ", one too many" : "")
    }
  }

  /// `na linha 1 todos os dígitos por colocar além do 2 têm três lugares ou mais`, `na caixa 2 os
  /// mais próximos são o 3 (…) e o 8 (…): dois dígitos em três casas, uma a mais`
  private static func portuguese(_ block: HiddenSubsetMiss.Block, _ facts: HiddenSubsetMiss)
    -> String
  {
    let size = facts.size
    let count = Phrasing.number(size)
    let digit = facts.candidate.digit
    switch block {
    case .tooSmall(let house, let empty):
      let cells =
        "\(Phrasing.number(empty, .feminine)) \(empty == 1 ? "casa vazia" : "casas vazias")"
      return "a \(house.spelledOut) só tem \(cells) \u{2014} é pouco para esconder um "
        + (size == 2 ? "par" : "trio")
    case .few(let house, let digits) where digits.isEmpty:
      return "na \(house.spelledOut) todos os dígitos por colocar além do \(digit) têm "
        + "\(Phrasing.number(size + 1)) lugares ou mais"
    case .few(let house, let digits):
      let verb = digits.count == 1 ? "tem" : "têm"
      return "na \(house.spelledOut), dos dígitos por colocar além do \(digit), só "
        + MissArticles.places(digits) + " \(verb) \(count) lugares ou menos"
    case .elsewhere(let house, let digits):
      return "na \(house.spelledOut) os dígitos com \(count) lugares ou menos (além do \(digit)), "
        + MissArticles.places(digits) + ", não têm nenhum em \(facts.candidate.cell)"
    case .near(let house, let digits, let cells):
      return "na \(house.spelledOut) os mais próximos são " + MissArticles.places(digits)
        + ": \(count) dígitos em \(Phrasing.number(cells.count, .feminine)) casas"
        + (cells.count == size + 1 ? ", uma a mais" : "")
    }
  }

  /// The learner removed one of the subset's own digits from one of its cells.
  static func patternCandidate(_ candidate: Candidate, _ subset: Subset) -> String {
    let noun = noun(subset.size)
    let cells = listed(subset.cells.map(\.description))
    switch Language.current {
    case .english:
      let digits = digitList(subset.digits)
      return "\(candidate.cell) is one of the \(noun)'s cells: in "
        + "\(StepWords.houses(subset.houses)), \(digits) have no places but "
        + "\(cells), so the \(noun.split(separator: " ")[1]) keeps "
        + "\(digits) there and removes the cells' other candidates."
    case .portuguese:
      let digits = MissArticles.digits(subset.digits)
      return "\(candidate.cell) é uma das casas do \(noun): "
        + "\(MissArticles.houses(subset.houses, .in)), \(digits) só têm lugar em \(cells), por "
        + "isso o \(subset.size == 2 ? "par" : "trio") mantém aí \(digits) e elimina os outros "
        + "candidatos dessas casas."
    }
  }
}
