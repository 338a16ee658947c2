import SudokuCore

struct EnglishTwoStringKitePhrasing: TwoStringKitePhrasing {
  let rule =
    "A 2-string kite needs a row and a column that each hold the digit exactly twice, with "
    + "one cell of each in the same box (two different cells); it removes the digit only from "
    + "the cell that sees both other ends."

  func shape(_ kite: TwoStringKite) -> String {
    "\(kite.row.spelledOut) and \(kite.column.spelledOut) (joined in \(kite.box.spelledOut), "
      + "ends \(listed(kite.ends.map(\.description))))"
  }

  func closest(_ closest: TwoStringKiteMiss.Closest, _ facts: TwoStringKiteMiss) -> String {
    let cell = facts.candidate.cell
    let digit = facts.candidate.digit
    switch closest {
    case .fewLinks(let rows, let columns, let threes):
      var text =
        switch (rows.isEmpty, columns.isEmpty) {
        case (true, true): "no row or column holds \(digit) exactly twice"
        case (true, false): "no row holds \(digit) exactly twice"
        case (false, _): "no column holds \(digit) exactly twice"
        }
      if !threes.isEmpty {
        let verb = threes.count == 1 ? "holds" : "hold"
        text += " (\(listed(threes.map(\.spoken))) \(verb) it three times)"
      }
      return text
    case .kite(let kite, _) where (kite.ends + kite.boxCells).contains(cell):
      return "\(cell) is one of the cells of the kite on \(shape(kite)), which removes nothing: "
        + "\(kite.target), the cell that sees both ends, shows no \(digit)"
    case .kite(let kite, let seen):
      let sight =
        switch seen.count {
        case 0: "; \(cell) sees neither end"
        case 1: "; \(cell) sees only \(seen[0])"
        default: ""
        }
      return "the kite on \(shape(kite)) can remove \(digit) only from \(kite.target), the cell "
        + "that sees both ends" + sight
    case .notJoined(let rows, let columns):
      return "\(listed((rows + columns).map(\.spoken))) hold \(digit) exactly twice, but no "
        + "row's cell shares a box with a column's"
    }
  }

  func patternCandidate(_ candidate: Candidate, _ kite: TwoStringKite) -> String {
    let cell = candidate.cell
    let digit = kite.digit
    let opening = "the kite on \(digit) in \(shape(kite))"
    guard kite.boxCells.contains(cell) else {
      return "\(cell) is an end of \(opening): one of the ends must hold the \(digit), so the "
        + "kite removes \(digit) only from \(kite.target), the cell that sees both ends, never "
        + "from an end."
    }
    return "\(cell) is a box cell of \(opening): the kite removes \(digit) only from "
      + "\(kite.target), the cell that sees both ends, and a box cell may still be the \(digit)."
  }
}
