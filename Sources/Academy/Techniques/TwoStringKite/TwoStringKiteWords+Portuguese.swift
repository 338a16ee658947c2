import SudokuCore

struct PortugueseTwoStringKitePhrasing: TwoStringKitePhrasing {
  let rule =
    "Um papagaio precisa de uma linha e de uma coluna que tenham cada uma o dígito "
    + "exatamente duas vezes, com uma casa de cada na mesma caixa (duas casas diferentes); "
    + "elimina o dígito só da casa que vê as duas outras pontas."

  /// `na linha 2 e na coluna 5 (ligadas na caixa 2, pontas r2c1 e r8c5)`
  func shape(_ kite: TwoStringKite) -> String {
    "\(MissArticles.houses([kite.row, kite.column], .in)) (ligadas "
      + "\(MissArticles.house(kite.box, .in)), pontas \(listed(kite.ends.map(\.description))))"
  }

  func closest(_ closest: TwoStringKiteMiss.Closest, _ facts: TwoStringKiteMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .fewLinks(let rows, let columns, let threes):
      var text =
        switch (rows.isEmpty, columns.isEmpty) {
        case (true, true): "nenhuma linha nem coluna tem o \(digit) exatamente duas vezes"
        case (true, false): "nenhuma linha tem o \(digit) exatamente duas vezes"
        case (false, _): "nenhuma coluna tem o \(digit) exatamente duas vezes"
        }
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "tem-no" : "têm-no"
        text += " (\(MissArticles.lines(threes)) \(verb) três vezes)"
      }
      return text
    case .kite(let kite, _) where (kite.ends + kite.boxCells).contains(cell):
      return "\(cell) é uma das casas do papagaio \(shape(kite)), que não elimina nada: "
        + "\(kite.target), a casa que vê as duas pontas, não tem o \(digit)"
    case .kite(let kite, let seen):
      let sight =
        switch seen.count {
        case 0: "; \(cell) não vê nenhuma das pontas"
        case 1: "; \(cell) só vê \(seen[0])"
        default: ""
        }
      return "o papagaio \(shape(kite)) só pode eliminar o \(digit) de \(kite.target), a casa "
        + "que vê as duas pontas" + sight
    case .notJoined(let rows, let columns):
      return "\(MissArticles.lines(rows + columns)) têm o \(digit) exatamente duas vezes, mas "
        + "nenhuma casa de uma linha partilha uma caixa com uma casa de uma coluna"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String {
    let cell = candidate.cell
    let digit = kite.digit
    let opening = "do papagaio com o \(digit) \(shape(kite))"
    guard kite.boxCells.contains(cell) else {
      return "\(cell) é uma ponta \(opening): uma das pontas tem de ter o \(digit), por isso o "
        + "papagaio só elimina o \(digit) de \(kite.target), a casa que vê as duas pontas, "
        + "nunca de uma ponta."
    }
    return "\(cell) é uma casa da caixa \(opening): o papagaio só elimina o \(digit) de "
      + "\(kite.target), a casa que vê as duas pontas, e uma casa da caixa ainda pode ser o "
      + "\(digit)."
  }
}
