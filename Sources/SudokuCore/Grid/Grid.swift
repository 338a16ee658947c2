/// A Sudoku position: the digits in the cells (givens and placed) and the candidates of every empty cell.
///
/// The candidates are the *displayed* ones: the peers' digits are always removed when a digit is placed,
/// and further candidates may have been removed by logical steps. A filled cell has no candidates.
public struct Grid: Hashable, Sendable {
  /// `digits[i]` is 1–9, or 0 for an empty cell.
  public private(set) var digits: [UInt8]
  /// `isGiven[i]`: the digit was part of the puzzle (as opposed to placed while solving).
  public private(set) var isGiven: [Bool]
  /// The candidates of each cell; empty for a filled cell.
  public private(set) var candidates: [DigitSet]

  /// An empty grid: every cell has all nine candidates.
  public init() {
    digits = Array(repeating: 0, count: 81)
    isGiven = Array(repeating: false, count: 81)
    candidates = Array(repeating: .all, count: 81)
  }

  /// A grid of givens (0 for empty) with candidates from peer eliminations only.
  ///
  /// Conflicting givens are kept; `conflicts` reports them.
  public init(givens: Puzzle) {
    self.init()
    for (index, digit) in givens.enumerated() where digit != 0 {
      place(digit, at: Cell(index), given: true)
    }
  }

  public func digit(at cell: Cell) -> Int { Int(digits[cell.index]) }
  public func candidates(at cell: Cell) -> DigitSet { candidates[cell.index] }
  public func isEmpty(_ cell: Cell) -> Bool { digits[cell.index] == 0 }
  public var emptyCells: [Cell] { Cell.all.filter { digits[$0.index] == 0 } }
  public var isComplete: Bool { !digits.contains(0) }

  /// Places `digit` in `cell` and removes it from the candidates of the cell's peers.
  public mutating func place(_ digit: Int, at cell: Cell, given: Bool = false) {
    digits[cell.index] = UInt8(digit)
    isGiven[cell.index] = given
    candidates[cell.index] = .empty
    let bit = ~(UInt16(1) << UInt16(digit - 1))
    Tables.flatPeers.withUnsafeBufferPointer { peers in
      candidates.withUnsafeMutableBufferPointer { candidates in
        for offset in cell.index * 20..<cell.index * 20 + 20 {
          candidates[Int(peers[offset])].rawValue &= bit
        }
      }
    }
  }

  /// Runs `body` on the raw digits (0 for empty) and candidate masks of the 81 cells, for the
  /// singles fixpoint (`SinglesFixpoint`), the generator's hottest loop. `body` may place digits
  /// only as `place` does: the digit in `digits`, the cell's mask 0, the digit gone from its peers.
  mutating func withUnsafeMutableStorage<Result>(
    _ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt16>) -> Result
  ) -> Result {
    digits.withUnsafeMutableBufferPointer { digits in
      candidates.withUnsafeMutableBufferPointer { candidates in
        // DigitSet is a single UInt16 (`rawValue`), so the two are laid out alike.
        candidates.withMemoryRebound(to: UInt16.self) { masks in
          body(digits.baseAddress!, masks.baseAddress!)
        }
      }
    }
  }

  /// Removes one candidate; returns whether it was there.
  @discardableResult
  public mutating func eliminate(_ candidate: Candidate) -> Bool {
    let had = candidates[candidate.cell.index].contains(candidate.digit)
    candidates[candidate.cell.index].remove(candidate.digit)
    return had
  }

  /// Replaces a cell's candidates (used when reading candidate formats).
  public mutating func setCandidates(_ set: DigitSet, at cell: Cell) {
    precondition(digits[cell.index] == 0, "a filled cell has no candidates")
    candidates[cell.index] = set
  }

  /// The digits not placed in any peer of `cell`: its candidates before any logical elimination.
  public func peerCandidates(at cell: Cell) -> DigitSet {
    var mask: UInt16 = 0x1FF
    for peer in Tables.peers[cell.index] where digits[peer] != 0 {
      mask &= ~(1 << UInt16(digits[peer] - 1))
    }
    return DigitSet(rawValue: mask)
  }

  /// Candidates removed beyond the plain peer eliminations (HoDoKu's "deleted candidates").
  public var deletedCandidates: [Candidate] {
    emptyCells.flatMap { cell in
      peerCandidates(at: cell).subtracting(candidates(at: cell)).map { Candidate(cell, $0) }
    }
  }

  /// The cells of `house` where `digit` is still a candidate.
  public func cells(of digit: Int, in house: House) -> [Cell] {
    Tables.houseCells[house.ordinal].compactMap {
      candidates[$0].contains(digit) ? Cell($0) : nil
    }
  }

  /// The cells of `house` holding `digit`, if it is placed there.
  public func placedCell(of digit: Int, in house: House) -> Cell? {
    Tables.houseCells[house.ordinal].first { digits[$0] == digit }.map(Cell.init)
  }

  /// Pairs of cells sharing a house and holding the same digit.
  public var conflicts: [(Cell, Cell)] {
    var result: [(Cell, Cell)] = []
    for cell in Cell.all where digits[cell.index] != 0 {
      for peer in Tables.peers[cell.index]
      where peer > cell.index && digits[peer] == digits[cell.index] {
        result.append((cell, Cell(peer)))
      }
    }
    return result
  }

  /// An empty cell with no candidate left, if any (the position has no solution).
  public var deadCell: Cell? {
    Cell.all.first { digits[$0.index] == 0 && candidates[$0.index].isEmpty }
  }

  /// All digits, givens and placed (0 for empty).
  public var allDigits: Puzzle { Puzzle(digits.lazy.map(Int.init)) }

  /// The givens alone (0 elsewhere).
  public var givens: Puzzle {
    Puzzle((0..<81).lazy.map { self.isGiven[$0] ? Int(self.digits[$0]) : 0 })
  }

  /// The digits placed while solving, not given (0 elsewhere).
  public var placedDigits: Puzzle {
    Puzzle((0..<81).lazy.map { self.isGiven[$0] ? 0 : Int(self.digits[$0]) })
  }

  /// A copy with the cells and digits moved by `transform` (relabeling and symmetries).
  public func transformed(by transform: GridTransform) -> Grid {
    var result = self
    for cell in Cell.all {
      let target = transform.map(cell).index
      let digit = Int(digits[cell.index])
      result.digits[target] = digit == 0 ? 0 : UInt8(transform.relabel(digit))
      result.isGiven[target] = isGiven[cell.index]
      result.candidates[target] = DigitSet(candidates[cell.index].map(transform.relabel))
    }
    return result
  }
}
