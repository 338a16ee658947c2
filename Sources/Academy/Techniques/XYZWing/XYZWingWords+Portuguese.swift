import SudokuCore

struct PortugueseXYZWingPhrasing: XYZWingPhrasing {
  func rule(_ digit: Int) -> String {
    "Um XYZ-Wing precisa de um pivô com só três dígitos, entre eles o \(digit), que veja duas "
      + "casas só com o \(digit) e um dos seus outros dígitos, um diferente cada uma; só elimina "
      + "o \(digit) das casas que veem as três."
  }

  /// `1/2/8 (pivô r6c1, pinças r4c1 e r6c3)`
  private func shape(_ wing: XYZWing) -> String {
    "\(XYZWingWords.digits(wing)) (pivô \(wing.pivot), pinças "
      + "\(listed(wing.pincers.map(\.description))))"
  }

  func closest(_ closest: XYZWingMiss.Closest, _ facts: XYZWingMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .wing(let wing, let seen, let reaches):
      let reach =
        reaches.isEmpty
        ? "não elimina nada: nenhuma casa que veja as três tem o \(digit)"
        : "só elimina o \(digit) de \(listed(reaches.map(\.description))), que "
          + "\(reaches.count == 1 ? "vê" : "veem") as três"
      let sight: String
      switch XYZWingWords.sight(of: cell, wing, seen: seen) {
      case .own(let isPivot):
        let part = isPivot ? "o seu pivô" : "uma das suas pinças"
        return "o XYZ-Wing \(shape(wing)) \(reach), e \(cell) é \(part)"
      case .nothing: sight = "\(cell) não vê nenhuma delas"
      case .pincersOnly:
        sight = "\(cell) vê as duas pinças, mas não o pivô, que pode ser ele próprio o \(digit)"
      case .only(let seen): sight = "\(cell) só vê \(listed(seen.map(\.description)))"
      }
      return "o XYZ-Wing \(shape(wing)) \(reach); \(sight)"
    case .fewPincers(let pivot, let pincers) where pincers.isEmpty:
      return "\(pivot.spoken) podia ser um pivô, mas não vê nenhuma casa só com o \(digit) e um "
        + "dos seus outros dígitos"
    case .fewPincers(let pivot, let pincers) where pincers.count == 1:
      let (other, missing) = XYZWingWords.pairing(pivot: pivot, pincer: pincers[0], digit: digit)
      return "\(pivot.spoken) podia ser um pivô, mas a única casa que vê só com o \(digit) e um "
        + "dos seus outros dígitos, \(pincers[0].spoken), junta o \(digit) com "
        + "\(MissArticles.digits(other)): nenhuma o junta com \(MissArticles.digits(missing))"
    case .fewPincers(let pivot, let pincers):
      let (other, missing) = XYZWingWords.pairing(pivot: pivot, pincer: pincers[0], digit: digit)
      return "\(pivot.spoken) podia ser um pivô, mas as casas que vê só com o \(digit) e um dos "
        + "seus outros dígitos, \(listed(pincers.map(\.spoken))), juntam todas o \(digit) com "
        + "\(MissArticles.digits(other)): nenhuma com \(MissArticles.digits(missing))"
    case .noPivot:
      return "\(cell) não vê nenhuma casa só com três dígitos, entre eles o \(digit)"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ wing: XYZWing) -> String {
    let role = candidate.cell == wing.pivot ? "o pivô" : "uma pinça"
    return "\(candidate.cell) é \(role) do XYZ-Wing \(shape(wing)): o XYZ-Wing mantém os "
      + "candidatos das suas três casas e só elimina o \(wing.z) das casas que veem as três."
  }
}
