/// A plain backtracking solution counter, kept to check `Solver` against (as tdoku keeps one).
///
/// It knows nothing but the rules: one 9-bit mask of used digits per row, column and box; it fills the
/// empty cell with the fewest allowed digits, trying each in turn. Slow, short and obviously right.
public enum ReferenceSolver {
  /// The number of solutions of `givens` (81 digits, 0 for empty), counting stops at `limit`; 0 when
  /// two givens clash.
  public static func countSolutions(_ givens: Puzzle, limit: Int) -> Int {
    precondition(givens.count == 81, "a puzzle has 81 cells")
    var rows = [Int](repeating: 0, count: 9)
    var columns = [Int](repeating: 0, count: 9)
    var boxes = [Int](repeating: 0, count: 9)
    var grid = givens
    for cell in 0..<81 where grid[cell] != 0 {
      precondition((1...9).contains(grid[cell]), "a given is 1–9 (0 for empty)")
      let bit = 1 << grid[cell]
      let (row, column, box) = houses(of: cell)
      if (rows[row] | columns[column] | boxes[box]) & bit != 0 { return 0 }
      rows[row] |= bit
      columns[column] |= bit
      boxes[box] |= bit
    }
    var count = 0

    func search() {
      var bestCell = -1
      var bestAllowed = 0
      var fewest = 10
      for cell in 0..<81 where grid[cell] == 0 {
        let (row, column, box) = houses(of: cell)
        let allowed = ~(rows[row] | columns[column] | boxes[box]) & 0b11_1111_1110
        if allowed.nonzeroBitCount < fewest {
          fewest = allowed.nonzeroBitCount
          bestCell = cell
          bestAllowed = allowed
        }
      }
      guard bestCell >= 0 else {
        count += 1
        return
      }
      let (row, column, box) = houses(of: bestCell)
      for digit in 1...9 where bestAllowed & (1 << digit) != 0 {
        let bit = 1 << digit
        grid[bestCell] = digit
        rows[row] |= bit
        columns[column] |= bit
        boxes[box] |= bit
        search()
        rows[row] &= ~bit
        columns[column] &= ~bit
        boxes[box] &= ~bit
        grid[bestCell] = 0
        if count >= limit { return }
      }
    }

    if limit > 0 { search() }
    return count
  }

  private static func houses(of cell: Int) -> (row: Int, column: Int, box: Int) {
    let row = cell / 9
    let column = cell % 9
    return (row, column, row / 3 * 3 + column / 3)
  }
}
