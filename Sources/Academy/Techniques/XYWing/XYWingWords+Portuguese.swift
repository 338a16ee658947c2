import SudokuCore

struct PortugueseXYWingPhrasing: XYWingPhrasing {
  func missOpening(_ candidate: Candidate) -> String {
    "nenhum XY-Wing elimina o \(candidate.digit) de \(candidate.cell): "
  }

  func otherDigit(_ shape: String, z: Int, from cell: Cell, not digit: Int) -> String {
    "O XY-Wing \(shape) elimina o \(z) de \(cell), não o \(digit)."
  }

  func rule(_ digit: Int) -> String {
    "Um XY-Wing precisa de um pivô com só dois dígitos, x e y, que veja duas casas, uma só "
      + "com x e \(digit), a outra só com y e \(digit); elimina o \(digit) das casas que veem ambas."
  }

  func wingsOpening(_ cell: Cell, _ digit: Int, one: Bool) -> String {
    one
      ? "o XY-Wing com o \(digit) da grelha, que só o elimina das casas que veem as duas "
        + "pinças, não chega a \(cell): "
      : "os XY-Wings com o \(digit) da grelha, que só o eliminam das casas que veem as duas "
        + "pinças, não chegam a \(cell): "
  }

  let removesNothing = "não elimina nada"
  func removesOnly(_ cells: String) -> String { "só o elimina de \(cells)" }
  func isAPincer(_ cell: Cell) -> String { "\(cell) é uma das suas pinças" }
  func seesNeither(_ cell: Cell) -> String { "\(cell) não vê nenhuma delas" }
  func seesOnly(_ cell: Cell, _ seen: Cell) -> String { "\(cell) só vê \(seen)" }
  let and = ", e "

  func shape(_ digits: String, pivot: Cell, pincers: String) -> String {
    "\(digits) (pivô \(pivot), pinças \(pincers))"
  }

  /// `r1c8 vê r1c7 {6,7} e r8c8 {2,7}, e r6c3 {2,6} podia servir-lhes de pivô, mas não vê
  /// nenhuma delas`
  func near(_ near: XYWingMiss.Near, _ facts: XYWingMiss) -> String {
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

  func patternCandidate(_ candidate: Candidate, shape: String, wing: XYWing, pincers: String)
    -> String
  {
    let role = candidate.cell == wing.pivot ? "o pivô" : "uma pinça"
    return "\(candidate.cell) é \(role) do XY-Wing \(shape) (pivô \(wing.pivot), pinças "
      + "\(pincers)): o XY-Wing mantém os candidatos das suas três casas e só elimina o "
      + "\(wing.z) das casas que veem as duas pinças."
  }
}
