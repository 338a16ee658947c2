/// HoDoKu's own way of printing cell sets and eliminations, for the step texts of the techniques after
/// the six (issue 21), which must read exactly as HoDoKu writes them.
///
/// `group(_:)` and `format(eliminations:)` above were written for the six and differ from HoDoKu in two
/// places: they merge rows with the same columns (`r12c15` where HoDoKu writes `r1c15,r2c15`) and digits
/// with the same cells (`r5c1<>4,7` where HoDoKu writes `r5c1<>4, r5c1<>7`). These two follow HoDoKu.
extension Notation {
  /// Cells as HoDoKu prints them: take the first remaining cell (by index), then every later cell of
  /// its row, or — when no row partner joined — of its column, and repeat; groups joined by commas.
  ///
  /// Example: r1c4, r2c4, r2c6 print as `r12c4,r2c6`; r1c1, r1c5, r2c1, r2c5 as `r1c15,r2c15`.
  public static func compact(_ cells: [Cell]) -> String {
    var rest = Array(Set(cells)).sorted()
    var groups: [String] = []
    while !rest.isEmpty {
      let first = rest.removeFirst()
      var rows = [first.row]
      var columns = [first.column]
      var kept: [Cell] = []
      for cell in rest {
        if cell.row == first.row && rows.count == 1 {
          columns.append(cell.column)
        } else if cell.column == first.column && columns.count == 1 {
          rows.append(cell.row)
        } else {
          kept.append(cell)
        }
      }
      rest = kept
      groups.append(
        "r" + rows.map { String($0 + 1) }.joined() + "c" + columns.map { String($0 + 1) }.joined())
    }
    return groups.joined(separator: ",")
  }

  /// Eliminations one part per digit, digits ascending, cells as `compact(_:)` prints them:
  /// `r5c19<>4, r5c1<>7`.
  public static func formatPerDigit(eliminations: [Candidate]) -> String {
    var cellsByDigit: [Int: [Cell]] = [:]
    for candidate in eliminations {
      cellsByDigit[candidate.digit, default: []].append(candidate.cell)
    }
    return cellsByDigit.keys.sorted().map { digit in
      "\(compact(cellsByDigit[digit]!))<>\(digit)"
    }.joined(separator: ", ")
  }
}
