import SudokuCore

/// A slow, obviously-correct implementation of the six techniques, written straight from the
/// definitions in docs/techniques.md (HoDoKu semantics), to check the fast finders against.
///
/// It shares nothing with SudokuCore's finders, `CandidateMap`, `House` tables or `Notation`: it reads the
/// grid's digits and candidates into plain arrays and loops over rows, columns and boxes by brute force.
/// It answers with the *set* of placements or eliminations a technique gives, never with instances, so it
/// cannot share a bookkeeping mistake with the finders.
///
/// Example: in b7 the 3s sit only in r7c1 and r8c1 (column 1), so pointing gives `r1c1<>3 r2c1<>3` —
/// every 3 left in column 1 outside b7.
public struct Reference: Sendable {
  /// `digit[cell]`: 1–9, or 0 for an empty cell (cells numbered row by row from 0).
  public let digit: [Int]
  /// `has[cell][d]`: `d` (1–9) is a displayed candidate of the empty cell; index 0 is unused.
  public let has: [[Bool]]
  /// `places[house][d]`: the cells of the house (0–26, see `houses`) where `d` is a candidate.
  let places: [[[Int]]]

  /// The 27 houses as lists of cell numbers: rows 0–8, columns 9–17, boxes 18–26.
  public static let houses: [[Int]] = {
    var houses: [[Int]] = []
    for row in 0..<9 { houses.append((0..<9).map { row * 9 + $0 }) }
    for column in 0..<9 { houses.append((0..<9).map { $0 * 9 + column }) }
    for box in 0..<9 {
      var cells: [Int] = []
      for row in (box / 3) * 3..<(box / 3) * 3 + 3 {
        for column in (box % 3) * 3..<(box % 3) * 3 + 3 { cells.append(row * 9 + column) }
      }
      houses.append(cells)
    }
    return houses
  }()

  public static func row(_ cell: Int) -> Int { cell / 9 }
  public static func column(_ cell: Int) -> Int { cell % 9 }
  public static func box(_ cell: Int) -> Int { (cell / 27) * 3 + (cell % 9) / 3 }

  /// Reads the digits and the displayed candidates of `grid`.
  public init(_ grid: Grid) {
    var digit: [Int] = []
    var has: [[Bool]] = []
    for index in 0..<81 {
      let cell = Cell(index)
      let value = grid.digit(at: cell)
      digit.append(value)
      let shown = grid.candidates(at: cell)
      has.append((0...9).map { d in value == 0 && d != 0 && shown.contains(d) })
    }
    self.digit = digit
    self.has = has
    places = Self.houses.map { house in (0...9).map { d in house.filter { has[$0][d] } } }
  }

  /// The candidates of an empty cell, ascending.
  func candidates(_ cell: Int) -> [Int] {
    (1...9).filter { has[cell][$0] }
  }

  /// Every placement (singles) or elimination (the others) `technique` gives in the position.
  public func results(_ technique: Technique) -> Set<Candidate> {
    switch technique {
    case .hiddenSingle: hiddenSingles()
    case .nakedSingle: nakedSingles()
    case .pointing: pointing()
    case .claiming: claiming()
    case .nakedPair: nakedPairs()
    case .xWing: xWings()
    case .hiddenPair: hiddenSubsets(size: 2)
    case .nakedTriple: nakedSubsets(size: 3)
    case .hiddenTriple: hiddenSubsets(size: 3)
    case .skyscraper: skyscrapers()
    case .swordfish: basicFish(size: 3)
    case .xyWing: xyWings()
    case .twoStringKite: twoStringKites()
    case .emptyRectangle: emptyRectangles()
    case .finnedXWing: finnedXWings()
    case .wWing: wWings()
    case .xyzWing: xyzWings()
    case .simpleColors: simpleColors()
    }
  }

  /// A digit with exactly one candidate cell in a row, column or box goes there (a Full House too).
  public func hiddenSingles() -> Set<Candidate> {
    var result = Set<Candidate>()
    for house in 0..<27 {
      for d in 1...9 {
        let cells = places[house][d]
        if cells.count == 1 { result.insert(Candidate(Cell(cells[0]), d)) }
      }
    }
    return result
  }

  /// An empty cell with exactly one candidate takes it.
  public func nakedSingles() -> Set<Candidate> {
    var result = Set<Candidate>()
    for cell in 0..<81 where digit[cell] == 0 {
      let candidates = candidates(cell)
      if candidates.count == 1 { result.insert(Candidate(Cell(cell), candidates[0])) }
    }
    return result
  }

  /// A box whose 2 or 3 candidate cells for a digit share a row (column): the digit leaves the rest of
  /// that row (column) outside the box.
  public func pointing() -> Set<Candidate> {
    var result = Set<Candidate>()
    for box in 0..<9 {
      for d in 1...9 {
        let cells = places[18 + box][d]
        guard cells.count >= 2 else { continue }
        let rows = Set(cells.map(Self.row))
        let columns = Set(cells.map(Self.column))
        var line: [Int] = []
        if rows.count == 1 { line = Self.houses[rows.first!] }
        if columns.count == 1 { line = Self.houses[9 + columns.first!] }
        for cell in line where Self.box(cell) != box && has[cell][d] {
          result.insert(Candidate(Cell(cell), d))
        }
      }
    }
    return result
  }

  /// A row or column whose 2 or 3 candidate cells for a digit share a box: the digit leaves the rest of
  /// that box.
  public func claiming() -> Set<Candidate> {
    var result = Set<Candidate>()
    for line in 0..<18 {
      for d in 1...9 {
        let cells = places[line][d]
        guard cells.count >= 2 else { continue }
        let boxes = Set(cells.map(Self.box))
        guard boxes.count == 1 else { continue }
        for cell in Self.houses[18 + boxes.first!]
        where !Self.houses[line].contains(cell) && has[cell][d] {
          result.insert(Candidate(Cell(cell), d))
        }
      }
    }
    return result
  }

  /// Two empty cells that share a house and show the same two candidates and nothing else: both digits
  /// leave the other cells of every house the two share.
  public func nakedPairs() -> Set<Candidate> {
    var result = Set<Candidate>()
    for first in 0..<81 where digit[first] == 0 {
      let pair = candidates(first)
      guard pair.count == 2 else { continue }
      for second in first + 1..<81 where digit[second] == 0 && candidates(second) == pair {
        let shared = Self.houses.filter { $0.contains(first) && $0.contains(second) }
        for house in shared {
          for cell in house where cell != first && cell != second {
            for d in pair where has[cell][d] { result.insert(Candidate(Cell(cell), d)) }
          }
        }
      }
    }
    return result
  }

  /// A digit in two rows, each with exactly two candidate cells, in the same two columns: it leaves those
  /// columns in every other row. The same with rows and columns swapped. No fins.
  public func xWings() -> Set<Candidate> {
    xWings(bases: 0..<9, crossing: Self.column, covers: 9)
      .union(xWings(bases: 9..<18, crossing: Self.row, covers: 0))
  }

  /// X-Wings whose base lines are the houses `bases`; `crossing` gives a cell's cover line number, and
  /// the cover houses start at `covers`.
  func xWings(bases: Range<Int>, crossing: (Int) -> Int, covers: Int) -> Set<Candidate> {
    var result = Set<Candidate>()
    for d in 1...9 {
      for first in bases {
        for second in bases where second > first {
          let a = places[first][d]
          let b = places[second][d]
          guard a.count == 2, b.count == 2, a.map(crossing) == b.map(crossing) else { continue }
          for cover in a.map(crossing) {
            for cell in Self.houses[covers + cover]
            where !a.contains(cell) && !b.contains(cell) && has[cell][d] {
              result.insert(Candidate(Cell(cell), d))
            }
          }
        }
      }
    }
    return result
  }
}
