import SudokuCore

/// The words of the X-Wing lesson's misses (facts: `XWingBlock`, in `XWingMiss.swift`), in English
/// and Portuguese.
enum XWingWords {
  static func miss(_ candidate: Candidate, _ blocks: [Miss.XWingBlock]) -> String {
    let digit = candidate.digit
    let reasons = blocks.map { block($0, digit) }.joined(separator: "; ")
    switch Language.current {
    case .english:
      return "no X-Wing on \(digit) covers \(candidate.cell): " + reasons
        + ". An X-Wing needs two base rows (or columns) whose \(plural(digit)) sit in the same two "
        + "cover columns (or rows) and nowhere else."
    case .portuguese:
      return "nenhum X-Wing com o \(digit) cobre \(candidate.cell): " + reasons
        + ". Um X-Wing precisa de duas linhas (ou colunas) de base cujos \(digit) fiquem todos nas "
        + "mesmas duas colunas (ou linhas) de cobertura."
    }
  }

  /// `r1, r5`: the cross lines where a base line holds the digit, in HoDoKu's short names.
  private static func names(_ base: Miss.BaseLine, cross: House.Kind) -> String {
    let letter = cross == .row ? "r" : "c"
    return base.positions.map { "\(letter)\($0 + 1)" }.joined(separator: ", ")
  }

  static func block(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    switch Language.current {
    case .english: english(block, digit)
    case .portuguese: portuguese(block, digit)
    }
  }

  private static func english(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    switch block {
    case .fin(let tight, let other, let cover, let extra, let unseenBy):
      let start =
        "\(tight) and \(other) would make an X-Wing on \(listed(cover.map(\.spelledOut))), "
        + "but \(other) also has \(Phrasing.article(digit)) in \(listed(extra.map(\.description))) "
      guard let cell = unseenBy else {
        return start + "\u{2014} a fin, and finned X-Wings don't count here"
      }
      return start + "\u{2014} a fin that \(cell) does not see, so that X-Wing, finned or not, "
        + "does not reach \(cell)"
    case .noTight(let baseKind, let cover):
      return "no other \(baseKind.name) has just two \(plural(digit)) with one in "
        + "\(cover.spelledOut)"
    case .noPartner(let baseKind, let cover, let base):
      return "the only \(baseKind.name) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), is \(base.house) (\(names(base, cross: cover.kind))) \u{2014} it "
        + "has no partner"
    case .noneShare(let baseKind, let cover, let bases):
      let listedBases = bases.map { "\($0.house) (\(names($0, cross: cover.kind)))" }
      return "the \(baseKind.pluralName) with just two \(plural(digit)), one in "
        + "\(cover.spelledOut), are \(listed(listedBases)) \u{2014} no two share the same other "
        + "\(cover.kind.name)"
    }
  }

  /// `a única coluna com só dois 3, um deles na linha 1, é c3 (r1, r5) — não tem parceira`
  private static func portuguese(_ block: Miss.XWingBlock, _ digit: Int) -> String {
    switch block {
    case .fin(let tight, let other, let cover, let extra, let unseenBy):
      let start =
        "\(tight) e \(other) formariam um X-Wing \(MissArticles.houses(cover, .in)), mas "
        + "\(other) também tem \(Phrasing.article(digit)) em \(listed(extra.map(\.description))) "
      guard let cell = unseenBy else {
        return start + "\u{2014} uma barbatana, e os X-Wings com barbatana não contam aqui"
      }
      return start + "\u{2014} uma barbatana que \(cell) não vê, por isso esse X-Wing, com ou sem "
        + "barbatana, não chega a \(cell)"
    case .noTight(let baseKind, let cover):
      return "nenhuma outra \(baseKind.name) tem só dois \(digit) com um deles "
        + MissArticles.house(cover, .in)
    case .noPartner(let baseKind, let cover, let base):
      return "a única \(baseKind.name) com só dois \(digit), um deles "
        + "\(MissArticles.house(cover, .in)), é \(base.house) (\(names(base, cross: cover.kind))) "
        + "\u{2014} não tem parceira"
    case .noneShare(let baseKind, let cover, let bases):
      let listedBases = bases.map { "\($0.house) (\(names($0, cross: cover.kind)))" }
      return "as \(baseKind.pluralName) com só dois \(digit), um deles "
        + "\(MissArticles.house(cover, .in)), são \(listed(listedBases)) \u{2014} não há duas "
        + "com a mesma segunda \(cover.kind.name)"
    }
  }

  /// The learner removed the digit from a corner of the X-Wing.
  static func patternCandidate(_ candidate: Candidate, base: [House], cover: [House]) -> String {
    let cell = candidate.cell
    let digit = candidate.digit
    let shape = "(\(Notation.groupHouses(base)) × \(Notation.groupHouses(cover)))"
    switch Language.current {
    case .english:
      return "\(cell) is a corner of the X-Wing on \(digit) \(shape): the X-Wing keeps its own "
        + "\(plural(digit)) and removes \(digit) from the rest of "
        + "\(listed(cover.map(\.spelledOut)))."
    case .portuguese:
      return "\(cell) é um canto do X-Wing com o \(digit) \(shape): o X-Wing mantém os seus "
        + "próprios \(digit) e elimina o \(digit) do resto \(MissArticles.houses(cover, .of))."
    }
  }
}
