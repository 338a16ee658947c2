import SudokuCore

/// The techniques after the six (issue 21), slow and obviously right, straight from their definitions in
/// docs/techniques-master.md (HoDoKu semantics, plus the crossed skyscrapers HoDoKu 2.2 misses).
///
/// Like the rest of `Reference` it shares nothing with SudokuCore's finders: every subset of cells,
/// digits or lines is tried by brute force over plain arrays, and the answer is the *set* of
/// eliminations, never instances. Example: in r5 the 1s and 9s sit only in r5c1 and r5c9, so the hidden
/// pair removes every other candidate of those two cells.
extension Reference {
  /// Every way to choose `size` items of `items`, in order.
  public static func choose<T>(_ size: Int, of items: [T]) -> [[T]] {
    combinations[items.count][size].map { $0.map { items[$0] } }
  }

  /// `combinations[n][k]`: every ascending choice of `k` indices from `0..<n` (n ≤ 9, k ≤ 4), built
  /// once by plain recursion.
  static let combinations: [[[[Int]]]] = (0...9).map { n in
    (0...4).map { k in
      func from(_ start: Int, _ left: Int) -> [[Int]] {
        guard left > 0 else { return [[]] }
        guard start < n else { return [] }
        return from(start + 1, left - 1).map { [start] + $0 } + from(start + 1, left)
      }
      return from(0, k)
    }
  }

  /// Whether two different cells share a row, column or box.
  static func sees(_ a: Int, _ b: Int) -> Bool {
    a != b && (row(a) == row(b) || column(a) == column(b) || box(a) == box(b))
  }

  /// `size` empty cells of one house whose candidates together are exactly `size` digits (each cell
  /// showing at least one): those digits leave the other cells of every house holding all the cells.
  public func nakedSubsets(size: Int) -> Set<Candidate> {
    // Each cell's candidates as a 9-bit mask, so a union is an `|`.
    let masks = (0..<81).map { cell in candidates(cell).reduce(0) { $0 | 1 << ($1 - 1) } }
    var result = Set<Candidate>()
    for house in Self.houses {
      let empty = house.filter { digit[$0] == 0 && masks[$0] != 0 }
      for cells in Self.choose(size, of: empty) {
        let union = cells.reduce(0) { $0 | masks[$1] }
        guard union.nonzeroBitCount == size else { continue }
        for other in Self.houses where cells.allSatisfy(other.contains) {
          for cell in other where !cells.contains(cell) {
            for d in 1...9 where union & (1 << (d - 1)) != 0 && has[cell][d] {
              result.insert(Candidate(Cell(cell), d))
            }
          }
        }
      }
    }
    return result
  }

  /// `size` digits, each a candidate somewhere in a house with more than `size` empty cells, whose
  /// candidates in that house lie in exactly `size` cells: every other candidate leaves those cells.
  public func hiddenSubsets(size: Int) -> Set<Candidate> {
    var result = Set<Candidate>()
    for house in Self.houses {
      guard house.count(where: { digit[$0] == 0 }) > size else { continue }
      // Each digit's places in the house as a mask of positions 0–8, so a union is an `|`.
      let masks = (0...9).map { d in
        house.indices.reduce(0) { mask, slot in has[house[slot]][d] ? mask | 1 << slot : mask }
      }
      for digits in Self.choose(size, of: (1...9).filter { masks[$0] != 0 }) {
        let union = digits.reduce(0) { $0 | masks[$1] }
        guard union.nonzeroBitCount == size else { continue }
        for slot in house.indices where union & (1 << slot) != 0 {
          for d in candidates(house[slot]) where !digits.contains(d) {
            result.insert(Candidate(Cell(house[slot]), d))
          }
        }
      }
    }
    return result
  }

  /// A digit in `size` rows (each holding it at least once) whose candidates lie in exactly `size`
  /// columns: it leaves those columns in every other row; the same with rows and columns swapped.
  public func basicFish(size: Int) -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for (bases, crossing, covers) in [(0, Self.column, 9), (9, Self.row, 0)] {
        let lines = (bases..<bases + 9).filter { !places[$0][d].isEmpty }
        for chosen in Self.choose(size, of: lines) {
          let baseCells = chosen.flatMap { places[$0][d] }
          let coverLines = Set(baseCells.map(crossing))
          guard coverLines.count == size else { continue }
          for cover in coverLines {
            for cell in Self.houses[covers + cover] where !baseCells.contains(cell) && has[cell][d]
            {
              result.insert(Candidate(Cell(cell), d))
            }
          }
        }
      }
    }
    return result
  }

  /// Two parallel lines each holding a digit in exactly two cells, one cell of each (the base) on a
  /// common crossing line and the other two (the roofs) not: the digit leaves every cell that sees both
  /// roofs. Any pairing of the cells counts, not only HoDoKu 2.2's.
  public func skyscrapers() -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for (bases, crossing) in [(0, Self.column), (9, Self.row)] {
        let lines = (bases..<bases + 9).filter { places[$0][d].count == 2 }
        for pair in Self.choose(2, of: lines) {
          for a in places[pair[0]][d] {
            for b in places[pair[1]][d] where crossing(a) == crossing(b) {
              let roofA = places[pair[0]][d].first { $0 != a }!
              let roofB = places[pair[1]][d].first { $0 != b }!
              guard crossing(roofA) != crossing(roofB) else { continue }
              for cell in 0..<81
              where has[cell][d] && Self.sees(cell, roofA) && Self.sees(cell, roofB) {
                result.insert(Candidate(Cell(cell), d))
              }
            }
          }
        }
      }
    }
    return result
  }

  /// A row and a column each holding the digit in exactly two cells, four different cells in all,
  /// a cell of the row and a cell of the column in one box: the digit leaves the cell in the
  /// other row cell's column and the other column cell's row, for every choice of the two box
  /// cells that shares a box (more than one only where a line's two cells share a box).
  public func twoStringKites() -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for row in 0..<9 where places[row][d].count == 2 {
        for column in 9..<18 where places[column][d].count == 2 {
          let rowCells = places[row][d]
          let columnCells = places[column][d]
          guard Set(rowCells + columnCells).count == 4 else { continue }
          for a in rowCells {
            for c in columnCells where Self.box(a) == Self.box(c) {
              let rowEnd = rowCells.first { $0 != a }!
              let columnEnd = columnCells.first { $0 != c }!
              let target = Self.row(columnEnd) * 9 + Self.column(rowEnd)
              if has[target][d] { result.insert(Candidate(Cell(target), d)) }
            }
          }
        }
      }
    }
    return result
  }

  /// A box whose candidates for a digit (two or more) all lie on one row and one column through
  /// it, each line with one off their crossing; a row or column outside the box holding the digit
  /// exactly twice, one cell on the box's column or row: the digit leaves the cell where the
  /// other cell's line meets the box's other line (outside the box).
  public func emptyRectangles() -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for box in 0..<9 {
        let inBox = places[18 + box][d]
        guard inBox.count >= 2 else { continue }
        let rows = (0..<3).map { box / 3 * 3 + $0 }
        let columns = (0..<3).map { box % 3 * 3 + $0 }
        for r in rows {
          for c in columns {
            guard inBox.allSatisfy({ Self.row($0) == r || Self.column($0) == c }),
              inBox.contains(where: { Self.row($0) == r && Self.column($0) != c }),
              inBox.contains(where: { Self.column($0) == c && Self.row($0) != r })
            else { continue }
            for other in 0..<9 where !columns.contains(other) {
              let link = places[9 + other][d]
              guard link.count == 2, let p = link.first(where: { Self.row($0) == r }) else {
                continue
              }
              let q = link.first { $0 != p }!
              let target = Self.row(q) * 9 + c
              if Self.box(target) != box, has[target][d] {
                result.insert(Candidate(Cell(target), d))
              }
            }
            for other in 0..<9 where !rows.contains(other) {
              let link = places[other][d]
              guard link.count == 2, let p = link.first(where: { Self.column($0) == c }) else {
                continue
              }
              let q = link.first { $0 != p }!
              let target = r * 9 + Self.column(q)
              if Self.box(target) != box, has[target][d] {
                result.insert(Candidate(Cell(target), d))
              }
            }
          }
        }
      }
    }
    return result
  }

  /// Two base lines and two cover lines: each base line holds the digit in a cover line, each cover
  /// line holds some of it, and the rest of the base lines' digit (the fins, at least one) is
  /// anywhere. The digit goes from every cell of a cover line, outside the base lines, that sees
  /// every fin (by row, column or box: nothing assumed about where the fins are).
  public func finnedXWings() -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for (bases, along, crossing, covers) in [
        (0, Self.row, Self.column, 9), (9, Self.column, Self.row, 0),
      ] {
        let lines = (bases..<bases + 9).filter { !places[$0][d].isEmpty }
        for chosen in Self.choose(2, of: lines) {
          let baseCells = chosen.flatMap { places[$0][d] }
          // A cover line holds some of the body, so it crosses a base cell.
          for cover in Self.choose(2, of: Set(baseCells.map(crossing)).sorted()) {
            let body = baseCells.filter { cover.contains(crossing($0)) }
            let fins = baseCells.filter { !cover.contains(crossing($0)) }
            guard !fins.isEmpty,
              chosen.allSatisfy({ line in body.contains { along($0) == line - bases } }),
              cover.allSatisfy({ line in body.contains { crossing($0) == line } })
            else { continue }
            for line in cover {
              for cell in Self.houses[covers + line]
              where has[cell][d] && !chosen.contains(bases + along(cell))
                && fins.allSatisfy({ Self.sees(cell, $0) })
              {
                result.insert(Candidate(Cell(cell), d))
              }
            }
          }
        }
      }
    }
    return result
  }

  /// A pivot showing exactly x and y that sees a cell showing exactly x and z and one showing exactly
  /// y and z (three different digits): z leaves every cell that sees both of those two.
  public func xyWings() -> Set<Candidate> {
    var result = Set<Candidate>()
    let shown = (0..<81).map { Set(candidates($0)) }
    let bivalue = (0..<81).filter { digit[$0] == 0 && shown[$0].count == 2 }
    for pivot in bivalue {
      for first in bivalue where Self.sees(pivot, first) {
        for second in bivalue where Self.sees(pivot, second) && second != first {
          // The pincers share exactly one digit z, the pivot lacks it, and the pincers' other digits
          // are the pivot's two.
          let common = shown[first].intersection(shown[second])
          guard common.count == 1, let z = common.first, !shown[pivot].contains(z),
            shown[first].union(shown[second]).subtracting([z]) == shown[pivot]
          else { continue }
          for cell in 0..<81
          where has[cell][z] && Self.sees(cell, first) && Self.sees(cell, second) {
            result.insert(Candidate(Cell(cell), z))
          }
        }
      }
    }
    return result
  }

  /// Two cells showing exactly the same two digits x and y, and a house holding y in exactly two
  /// cells, neither of the two, which can be matched one to each of them (each seeing its own): x
  /// leaves every cell that sees both of the two.
  public func wWings() -> Set<Candidate> {
    var result = Set<Candidate>()
    let shown = (0..<81).map { Set(candidates($0)) }
    let bivalue = (0..<81).filter { digit[$0] == 0 && shown[$0].count == 2 }
    for a in bivalue {
      for b in bivalue where b > a && shown[b] == shown[a] {
        for x in shown[a] {
          let y = shown[a].subtracting([x]).first!
          let linked = (0..<27).contains { house in
            let link = places[house][y]
            guard link.count == 2, !link.contains(a), !link.contains(b) else { return false }
            return (Self.sees(link[0], a) && Self.sees(link[1], b))
              || (Self.sees(link[1], a) && Self.sees(link[0], b))
          }
          guard linked else { continue }
          for cell in 0..<81 where has[cell][x] && Self.sees(cell, a) && Self.sees(cell, b) {
            result.insert(Candidate(Cell(cell), x))
          }
        }
      }
    }
    return result
  }

  /// A pivot showing exactly three digits that sees two cells each showing exactly two of them,
  /// the two sharing exactly one digit z: z leaves every cell that sees all three.
  public func xyzWings() -> Set<Candidate> {
    var result = Set<Candidate>()
    let shown = (0..<81).map { Set(candidates($0)) }
    for pivot in 0..<81 where digit[pivot] == 0 && shown[pivot].count == 3 {
      let pincers = (0..<81).filter {
        digit[$0] == 0 && shown[$0].count == 2 && shown[$0].isSubset(of: shown[pivot])
          && Self.sees(pivot, $0)
      }
      for first in pincers {
        for second in pincers where second > first && shown[second] != shown[first] {
          let z = shown[first].intersection(shown[second]).first!
          for cell in 0..<81
          where has[cell][z] && Self.sees(cell, pivot) && Self.sees(cell, first)
            && Self.sees(cell, second)
          {
            result.insert(Candidate(Cell(cell), z))
          }
        }
      }
    }
    return result
  }

  /// For each digit, the cells of houses holding it exactly twice, joined by those houses into
  /// chains; two cells of one chain are alike or opposite by the parity of the links between them
  /// (a union-find that keeps each cell's parity to its root). A cell showing the digit that sees
  /// an alike and an opposite cell of one chain loses it (trap); when two alike cells of a chain see
  /// each other, every cell alike to them loses it (wrap).
  public func simpleColors() -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      var parent = Array(0..<81)
      var parity = Array(repeating: 0, count: 81)
      func find(_ cell: Int) -> (root: Int, parity: Int) {
        var cell = cell
        var total = 0
        while parent[cell] != cell {
          total ^= parity[cell]
          cell = parent[cell]
        }
        return (cell, total)
      }
      var linked = Set<Int>()
      for house in 0..<27 where places[house][d].count == 2 {
        let (a, b) = (places[house][d][0], places[house][d][1])
        linked.formUnion([a, b])
        let (ra, pa) = find(a)
        let (rb, pb) = find(b)
        if ra != rb {
          parent[rb] = ra
          parity[rb] = pa ^ pb ^ 1
        }
      }
      let cells = linked.sorted()
      for cell in 0..<81 where has[cell][d] {
        // A trap: alike and opposite cells of one chain, both seen.
        let seen = cells.filter { Self.sees(cell, $0) }.map(find)
        let opposite = seen.contains { a in
          seen.contains { $0.root == a.root && $0.parity != a.parity }
        }
        if opposite { result.insert(Candidate(Cell(cell), d)) }
      }
      for a in cells {
        for b in cells where b > a && Self.sees(a, b) && find(a) == find(b) {
          let side = find(a)
          for cell in cells where find(cell) == side { result.insert(Candidate(Cell(cell), d)) }
        }
      }
    }
    return result
  }
}
