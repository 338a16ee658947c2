/// Reading and writing HoDoKu's cell notation: `r3c5`, grouped cells `r1c789` / `r123c4`, houses `b2`,
/// placements `r3c5=7` and eliminations `r12c1<>3`.
public enum Notation {
  /// Cells in HoDoKu's compact form: `r1c789` when they share a row, `r123c4` when they share a column,
  /// otherwise rows with the same columns merged (`r25c15`), joined by commas.
  public static func group(_ cells: [Cell]) -> String {
    let cells = Array(Set(cells)).sorted()
    guard let first = cells.first else { return "" }
    if cells.allSatisfy({ $0.row == first.row }) {
      return "r\(first.row + 1)c" + cells.map { String($0.column + 1) }.joined()
    }
    if cells.allSatisfy({ $0.column == first.column }) {
      return "r" + cells.map { String($0.row + 1) }.joined() + "c\(first.column + 1)"
    }
    // Rows with identical column sets merge: r25c15.
    var columnsByRow: [Int: [Int]] = [:]
    for cell in cells { columnsByRow[cell.row, default: []].append(cell.column) }
    var groups: [(rows: [Int], columns: [Int])] = []
    for row in columnsByRow.keys.sorted() {
      let columns = columnsByRow[row]!
      if let index = groups.firstIndex(where: { $0.columns == columns }) {
        groups[index].rows.append(row)
      } else {
        groups.append(([row], columns))
      }
    }
    return groups.map { group in
      "r" + group.rows.map { String($0 + 1) }.joined() + "c"
        + group.columns.map { String($0 + 1) }.joined()
    }.joined(separator: ",")
  }

  /// Houses of one kind merged: `r25`, `c15`; mixed kinds are listed (`b1,r3`).
  public static func groupHouses(_ houses: [House]) -> String {
    let houses = houses.sorted()
    guard let first = houses.first else { return "" }
    if houses.allSatisfy({ $0.kind == first.kind }) {
      return String(first.description.prefix(1)) + houses.map { String($0.index + 1) }.joined()
    }
    return houses.map(\.description).joined(separator: ",")
  }

  /// `r3c5=7, r4c1=2`
  public static func format(placements: [Candidate]) -> String {
    placements.sorted().map { "\($0.cell)=\($0.digit)" }.joined(separator: ", ")
  }

  /// Eliminations grouped by digit, cells in compact form, digits with the same cells merged:
  /// `r12c1<>3, r8c7<>3,9`.
  public static func format(eliminations: [Candidate]) -> String {
    var cellsByDigit: [Int: [Cell]] = [:]
    for candidate in eliminations {
      cellsByDigit[candidate.digit, default: []].append(candidate.cell)
    }
    var parts: [(cells: String, digits: [Int])] = []
    for digit in cellsByDigit.keys.sorted() {
      let cells = group(cellsByDigit[digit]!)
      if let index = parts.firstIndex(where: { $0.cells == cells }) {
        parts[index].digits.append(digit)
      } else {
        parts.append((cells, [digit]))
      }
    }
    return parts.map { part in
      "\(part.cells)<>" + part.digits.map(String.init).joined(separator: ",")
    }.joined(separator: ", ")
  }

  /// One elimination or placement in canonical form: `r3c5<>7`, `r3c5=7`.
  public static func canonical(_ candidate: Candidate, placement: Bool) -> String {
    "\(candidate.cell)\(placement ? "=" : "<>")\(candidate.digit)"
  }

  /// Parses a single cell such as `r3c5` (case-insensitive).
  public static func parseCell(_ text: String) -> Cell? {
    let lower = Array(text.lowercased())
    guard lower.count == 4, lower[0] == "r", lower[2] == "c",
      let row = lower[1].wholeNumberValue, let column = lower[3].wholeNumberValue,
      (1...9).contains(row), (1...9).contains(column)
    else { return nil }
    return Cell(row: row - 1, column: column - 1)
  }
}
