import SudokuCore

/// The words of the XY-Wing lesson's misses (facts: `XYWingMiss`), in English and Portuguese.
enum XYWingWords {
  static func miss(_ facts: XYWingMiss) -> String {
    switch Language.current {
    case .english: english(facts)
    case .portuguese: portuguese(facts)
    }
  }

  private static func english(_ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text = "no XY-Wing removes \(digit) from \(cell): "
    if facts.wingsAccount {
      text += wings(facts) + "."
    } else {
      text += near(facts.near, facts) + "."
      if !facts.wings.isEmpty { text += " " + Phrasing.capitalized(wings(facts)) + "." }
    }
    if case .otherDigits(let step) = facts.nearby, case .xyWing(let wing) = step.pattern {
      text += " The XY-Wing \(shape(wing)) removes \(wing.z) from \(cell), not \(digit)."
    }
    return text
      + " An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one "
      + "showing just x and \(digit), the other just y and \(digit); it removes \(digit) from the "
      + "cells that see both of those."
  }

  private static func portuguese(_ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    var text = "nenhum XY-Wing elimina o \(digit) de \(cell): "
    if facts.wingsAccount {
      text += wings(facts) + "."
    } else {
      text += near(facts.near, facts) + "."
      if !facts.wings.isEmpty { text += " " + Phrasing.capitalized(wings(facts)) + "." }
    }
    if case .otherDigits(let step) = facts.nearby, case .xyWing(let wing) = step.pattern {
      text += " O XY-Wing \(shape(wing)) elimina o \(wing.z) de \(cell), não o \(digit)."
    }
    return text
      + " Um XY-Wing precisa de um pivô com só dois dígitos, x e y, que veja duas casas, uma só "
      + "com x e \(digit), a outra só com y e \(digit); elimina o \(digit) das casas que veem ambas."
  }

  /// The XY-Wings on the digit, each with what it reaches and what the cell sees of it: `the XY-Wing
  /// on 7 on the board, which removes it only from cells that see both its pincers, does not reach
  /// r1c6: 3/5/7 (pivot r9c5, pincers r8c4 and r9c6) removes nothing, and r1c6 sees only r9c6`;
  /// `os XY-Wings com o 7 da grelha, que só o eliminam das casas que veem as duas pinças, não chegam
  /// a r1c6: …; …`
  static func wings(_ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let words = WingWords(cell: cell, digit: facts.candidate.digit, one: facts.wings.count == 1)
    let each = facts.wings.map { item in
      let reach =
        item.reaches.isEmpty
        ? words.removesNothing : words.removesOnly(listed(item.reaches.map(\.description)))
      let sight =
        item.seen.contains(cell)
        ? words.isAPincer : item.seen.isEmpty ? words.seesNeither : words.seesOnly(item.seen[0])
      return "\(shape(item.wing)) \(reach)\(words.and)\(sight)"
    }
    return words.opening + each.joined(separator: "; ")
  }

  /// The leaves of `wings` in the reader's language; the clause order is `wings`'s.
  private struct WingWords {
    let opening: String
    let removesNothing: String
    let removesOnly: (String) -> String
    let isAPincer: String
    let seesNeither: String
    let seesOnly: (Cell) -> String
    let and: String

    init(cell: Cell, digit: Int, one: Bool) {
      switch Language.current {
      case .english:
        opening =
          one
          ? "the XY-Wing on \(digit) on the board, which removes it only from cells that see both "
            + "its pincers, does not reach \(cell): "
          : "the XY-Wings on \(digit) on the board, which remove it only from cells that see both "
            + "their pincers, do not reach \(cell): "
        removesNothing = "removes nothing"
        removesOnly = { "removes it only from \($0)" }
        isAPincer = "\(cell) is one of its pincers"
        seesNeither = "\(cell) sees neither"
        seesOnly = { "\(cell) sees only \($0)" }
        and = ", and "
      case .portuguese:
        opening =
          one
          ? "o XY-Wing com o \(digit) da grelha, que só o elimina das casas que veem as duas "
            + "pinças, não chega a \(cell): "
          : "os XY-Wings com o \(digit) da grelha, que só o eliminam das casas que veem as duas "
            + "pinças, não chegam a \(cell): "
        removesNothing = "não elimina nada"
        removesOnly = { "só o elimina de \($0)" }
        isAPincer = "\(cell) é uma das suas pinças"
        seesNeither = "\(cell) não vê nenhuma delas"
        seesOnly = { "\(cell) só vê \($0)" }
        and = ", e "
      }
    }
  }

  /// `3/5/7 (pivot r9c5, pincers r8c4 and r9c6)`; `3/5/7 (pivô r9c5, pinças r8c4 e r9c6)`
  static func shape(_ wing: XYWing) -> String {
    let digits = (Array(wing.pivotDigits) + [wing.z]).map(String.init).joined(separator: "/")
    let pincers = listed(wing.pincers.map(\.description))
    return switch Language.current {
    case .english: "\(digits) (pivot \(wing.pivot), pincers \(pincers))"
    case .portuguese: "\(digits) (pivô \(wing.pivot), pinças \(pincers))"
    }
  }

  static func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
    switch Language.current {
    case .english: english(near, facts)
    case .portuguese: portuguese(near, facts)
    }
  }

  private static func english(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch near {
    case .pivotOutOfSight(let pincers, let pivot, let seen):
      let sight = seen.isEmpty ? "neither of them" : "only \(seen[0])"
      return "\(cell) sees \(listed(pincers.map(\.spoken))), and \(pivot.spoken) could be their "
        + "pivot, but it sees \(sight)"
    case .otherZ(let pivot, let pincer, let other):
      return "\(cell) sees \(pincer.spoken), and \(pivot.spoken) sees that cell and "
        + "\(other.spoken), but \(other.cell) has no \(digit) \u{2014} an XY-Wing's pincers share "
        + "the digit it removes"
    case .noPivot(let pincers):
      let others = pincers.map { $0.digits.subtracting([digit]) }
        .reduce(DigitSet.empty) { $0.union($1) }
      return "\(cell) sees \(listed(pincers.map(\.spoken))), but no cell shows just "
        + "\(digitList(others)) to be their pivot"
    case .sameDigits(let pincers):
      let other = pincers[0].digits.subtracting([digit])
      return "the cells \(cell) sees that show just \(digit) and one other, "
        + "\(listed(pincers.map(\.spoken))), all pair \(digit) with \(digitList(other))"
    case .fewPincers(let pincers) where pincers.isEmpty:
      return "\(cell) sees no cell showing just \(digit) and one other digit"
    case .fewPincers(let pincers):
      return "\(cell) sees only one cell showing just \(digit) and one other digit, "
        + pincers[0].spoken
    }
  }

  /// `r1c8 vê r1c7 {6,7} e r8c8 {2,7}, e r6c3 {2,6} podia servir-lhes de pivô, mas não vê
  /// nenhuma delas`
  private static func portuguese(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch near {
    case .pivotOutOfSight(let pincers, let pivot, let seen):
      let sight = seen.isEmpty ? "não vê nenhuma delas" : "só vê \(seen[0])"
      return "\(cell) vê \(listed(pincers.map(\.spoken))), e \(pivot.spoken) podia "
        + "servir-lhes de pivô, mas \(sight)"
    case .otherZ(let pivot, let pincer, let other):
      return "\(cell) vê \(pincer.spoken), e \(pivot.spoken) vê essa casa e \(other.spoken), mas "
        + "\(other.cell) não tem o \(digit) \u{2014} as pinças de um XY-Wing partilham o dígito "
        + "que ele elimina"
    case .noPivot(let pincers):
      let others = pincers.map { $0.digits.subtracting([digit]) }
        .reduce(DigitSet.empty) { $0.union($1) }
      return "\(cell) vê \(listed(pincers.map(\.spoken))), mas nenhuma casa com só "
        + "\(MissArticles.digits(others)) lhes pode servir de pivô"
    case .sameDigits(let pincers):
      let other = pincers[0].digits.subtracting([digit])
      return "as casas que \(cell) vê com só o \(digit) e mais um dígito, "
        + "\(listed(pincers.map(\.spoken))), juntam todas o \(digit) com "
        + MissArticles.digits(other)
    case .fewPincers(let pincers) where pincers.isEmpty:
      return "\(cell) não vê nenhuma casa com só o \(digit) e mais um dígito"
    case .fewPincers(let pincers):
      return "\(cell) vê apenas uma casa com só o \(digit) e mais um dígito, " + pincers[0].spoken
    }
  }

  /// The learner removed a candidate of one of the wing's own three cells.
  static func patternCandidate(_ candidate: Candidate, _ wing: XYWing) -> String {
    let digits = (Array(wing.pivotDigits) + [wing.z]).map(String.init).joined(separator: "/")
    let pincers = listed(wing.pincers.map(\.description))
    let isPivot = candidate.cell == wing.pivot
    switch Language.current {
    case .english:
      let role = isPivot ? "the pivot" : "a pincer"
      return "\(candidate.cell) is \(role) of the XY-Wing \(digits) (pivot \(wing.pivot), pincers "
        + "\(pincers)): "
        + "the wing keeps its three cells' candidates and removes \(wing.z) only from the cells that "
        + "see both pincers."
    case .portuguese:
      let role = isPivot ? "o pivô" : "uma pinça"
      return "\(candidate.cell) é \(role) do XY-Wing \(digits) (pivô \(wing.pivot), pinças "
        + "\(pincers)): o XY-Wing mantém os candidatos das suas três casas e só elimina o "
        + "\(wing.z) das casas que veem as duas pinças."
    }
  }
}
