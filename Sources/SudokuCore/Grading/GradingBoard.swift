/// The grade of `LogicalSolver.quickGrade` for solvable puzzles, computed on bare masks: the
/// generator grades every removal it tries, so this is its hottest code.
///
/// Each technique up to X-Wing (the ones this board knows) is monotone: a deduction available in a position stays available (or
/// follows from singles) once more candidates are gone. So the closure of a set of techniques does not
/// depend on the order the deductions are made in, and the hardest technique the simplest-first walk
/// needs is the least one whose closure (with everything simpler) solves the puzzle. That lets a round
/// apply *every* instance of the simplest technique that has one, instead of the first, and work on
/// 9-bit masks without building steps. For a puzzle those techniques solve the result equals `quickGrade`'s (the
/// generator tests compare them); for one they do not solve, both say so, though the hardest technique
/// reported may differ.
struct GradingBoard {
  /// Candidates of each cell; 0 for a filled cell.
  private var candidates: [UInt16]
  /// Digits, 1-9, or 0 for an empty cell.
  private var digits: [UInt8]
  private var empty = 0
  /// `positions[house * 9 + digit]`: the slots of the house where the digit (0-based) is a candidate;
  /// brought up to date once per round (the techniques after the first that changes nothing share it).
  private var positions: [UInt16]
  /// `Tables.flatPeers` and `Tables.flatHouseCells`, held here so the loops don't go through the
  /// globals' lazy initialisation check at every access.
  private let peers: [UInt8] = Tables.flatPeers
  private let houseCells: [UInt8] = Tables.flatHouseCells

  init(givens: Puzzle) {
    candidates = Array(repeating: 0x1FF, count: 81)
    digits = Array(repeating: 0, count: 81)
    positions = []
    empty = 81
    for (cell, digit) in givens.enumerated() where digit != 0 { place(digit - 1, at: cell) }
  }

  /// Whether the techniques up to X-Wing solve `givens`, and the hardest elimination technique they need.
  static func grade(_ givens: Puzzle) -> (solved: Bool, hardestElimination: Technique?) {
    let result = walk(givens)
    return (result.solved, result.hardestElimination)
  }

  /// `grade`, with the number of cells the techniques up to X-Wing leave empty (0 when solved).
  static func walk(_ givens: Puzzle) -> (
    solved: Bool, hardestElimination: Technique?, emptyLeft: Int
  ) {
    var board = GradingBoard(givens: givens)
    var hardest: Technique?
    while true {
      guard board.applySingles() else { return (false, hardest, board.empty) }
      if board.empty == 0 { return (true, hardest, 0) }
      board.updatePositions()
      let used: Technique
      if board.pointing() {
        used = .pointing
      } else if board.claiming() {
        used = .claiming
      } else if board.nakedPairs() {
        used = .nakedPair
      } else if board.xWings() {
        used = .xWing
      } else {
        return (false, hardest, board.empty)
      }
      if hardest.map({ LogicalSolver.rank($0) < LogicalSolver.rank(used) }) ?? true {
        hardest = used
      }
    }
  }

  /// The closure of the singles and the techniques up to naked pair (and X-Wing when `withXWing`):
  /// each is applied until none changes anything. Whether that solves the board, and whether an
  /// X-Wing made progress. The techniques being monotone, the closure is the same whatever the
  /// board's history: a board closed without X-Wing, then closed again with it, is the board the
  /// walk stops at, and a given added to a closed board and closed again is the closure of the
  /// puzzle with that given (`GradedDigger.expertAttempt` grows puzzles back that way).
  mutating func close(withXWing: Bool) -> (solved: Bool, usedXWing: Bool) {
    var usedXWing = false
    while true {
      guard applySingles() else { return (false, usedXWing) }
      if empty == 0 { return (true, usedXWing) }
      updatePositions()
      if pointing() || claiming() || nakedPairs() { continue }
      guard withXWing, xWings() else { return (false, usedXWing) }
      usedXWing = true
    }
  }

  /// The board as a `Grid` of `givens` (the puzzle it was made from): its other digits placed
  /// (not given), each empty cell showing the candidates the board has left it.
  func grid(givens: Puzzle) -> Grid {
    var grid = Grid(givens: givens)
    for cell in 0..<81 where digits[cell] != 0 && givens[cell] == 0 {
      grid.place(Int(digits[cell]), at: Cell(cell))
    }
    for cell in 0..<81 where digits[cell] == 0 {
      grid.setCandidates(DigitSet(rawValue: candidates[cell]), at: Cell(cell))
    }
    return grid
  }

  /// `close(withXWing: true)` for a board `close(withXWing: false)` has just left unsolved: its
  /// first round would find the singles, pointing, claiming and naked pairs with nothing to do and
  /// the candidate positions current, so it starts at the X-Wings. Same result, one scan of the
  /// board less (the expert generator grades every addition it tries this way).
  mutating func closeWithXWingAfterClosing() -> (solved: Bool, usedXWing: Bool) {
    guard xWings() else { return (false, false) }
    return (close(withXWing: true).solved, true)
  }

  /// Places `digit` (1-9) at `cell` as one more given, unless the board already holds it there.
  ///
  /// - Precondition: `digit` is the solution's: still a candidate of `cell` on a closed board.
  mutating func add(_ digit: Int, at cell: Int) {
    guard digits[cell] == 0 else { return }
    place(digit - 1, at: cell)
  }

  /// Removes `digit` (1-9) from the candidates of `cell`, unless the board has already: an
  /// elimination a technique beyond X-Wing found on `grid(givens:)` of this board, made here so that
  /// closing the board again continues the walk (`LogicalSolver.gradeBeyondXWing`).
  mutating func eliminate(_ digit: Int, at cell: Int) {
    candidates[cell] &= ~(UInt16(1) << UInt16(digit - 1))
  }

  /// Cells still empty.
  var emptyCells: Int { empty }

  /// Whether `cell` holds a digit (a given or one the techniques placed).
  func isFilled(_ cell: Int) -> Bool { digits[cell] != 0 }

  private mutating func place(_ digitIndex: Int, at cell: Int) {
    digits[cell] = UInt8(digitIndex + 1)
    candidates[cell] = 0
    empty -= 1
    let keep = ~(UInt16(1) << UInt16(digitIndex))
    for offset in cell * 20..<cell * 20 + 20 {
      candidates[Int(peers[offset])] &= keep
    }
  }

  private func cell(_ house: Int, _ slot: Int) -> Int {
    Int(houseCells[house * 9 + slot])
  }

  /// The singles to their fixpoint (`SinglesFixpoint`); false on a contradiction.
  private mutating func applySingles() -> Bool {
    var left = empty
    defer { empty = left }
    return candidates.withUnsafeMutableBufferPointer { candidates in
      digits.withUnsafeMutableBufferPointer { digits in
        SinglesFixpoint.apply(
          candidates: candidates.baseAddress!, digits: digits.baseAddress!, empty: &left)
      }
    }
  }

  /// Brings `positions` up to date with the candidates.
  private mutating func updatePositions() {
    // Allocated on first use: most puzzles the generator grades fall to singles alone.
    if positions.isEmpty {
      positions = Array(repeating: 0, count: 27 * 9)
    } else {
      for index in 0..<27 * 9 { positions[index] = 0 }
    }
    for house in 0..<27 {
      for slot in 0..<9 {
        var bits = candidates[cell(house, slot)]
        while bits != 0 {
          positions[house * 9 + bits.trailingZeroBitCount] |= 1 << UInt16(slot)
          bits &= bits - 1
        }
      }
    }
  }

  private mutating func remove(_ bit: UInt16, at cell: Int) -> Bool {
    guard candidates[cell] & bit != 0 else { return false }
    candidates[cell] &= ~bit
    return true
  }

  /// Every pointing elimination (a box's candidates for a digit on one line, 2 or 3 cells).
  private mutating func pointing() -> Bool {
    var changed = false
    for box in 0..<9 {
      for digit in 0..<9 {
        let mask = positions[(18 + box) * 9 + digit]
        guard mask.hasTwoOrMore else { continue }
        let bit = UInt16(1) << UInt16(digit)
        let top = box / 3 * 3
        let left = box % 3 * 3
        // Slots 0-2 are the box's first row, 0/3/6 its first column.
        for band in 0..<3 where mask & ~(UInt16(0b111) << UInt16(band * 3)) == 0 {
          let row = top + band
          for column in 0..<9 where column / 3 != box % 3 {
            changed = remove(bit, at: row * 9 + column) || changed
          }
        }
        for stack in 0..<3 where mask & ~(UInt16(0b001_001_001) << UInt16(stack)) == 0 {
          let column = left + stack
          for row in 0..<9 where row / 3 != box / 3 {
            changed = remove(bit, at: row * 9 + column) || changed
          }
        }
      }
    }
    return changed
  }

  /// Every claiming elimination (a line's candidates for a digit in one box, 2 or 3 cells).
  private mutating func claiming() -> Bool {
    var changed = false
    for line in 0..<18 {
      for digit in 0..<9 {
        let mask = positions[line * 9 + digit]
        guard mask.hasTwoOrMore else { continue }
        let third = mask.trailingZeroBitCount / 3
        guard mask & ~(UInt16(0b111) << UInt16(third * 3)) == 0 else { continue }
        let bit = UInt16(1) << UInt16(digit)
        let index = line % 9
        let box = line < 9 ? index / 3 * 3 + third : third * 3 + index / 3
        for slot in 0..<9 {
          let cell = cell(18 + box, slot)
          let inLine = line < 9 ? cell / 9 == index : cell % 9 == index
          if !inLine { changed = remove(bit, at: cell) || changed }
        }
      }
    }
    return changed
  }

  /// Every naked pair's eliminations, in every house the two cells share.
  private mutating func nakedPairs() -> Bool {
    var changed = false
    for house in 0..<27 {
      for first in 0..<8 {
        let a = cell(house, first)
        let pair = candidates[a]
        guard pair.hasExactlyTwo else { continue }
        for second in first + 1..<9 where candidates[cell(house, second)] == pair {
          let b = cell(house, second)
          // Every house the two cells share: their row, column or box (`Tables.cellHouses`' order).
          if a / 9 == b / 9 { changed = removePair(pair, from: a / 9, except: a, b) || changed }
          if a % 9 == b % 9 { changed = removePair(pair, from: 9 + a % 9, except: a, b) || changed }
          if a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3 {
            changed = removePair(pair, from: 18 + a / 27 * 3 + a % 9 / 3, except: a, b) || changed
          }
        }
      }
    }
    return changed
  }

  /// Removes `pair`'s digits from the cells of `house` other than `a` and `b`; whether any went.
  private mutating func removePair(_ pair: UInt16, from house: Int, except a: Int, _ b: Int) -> Bool
  {
    var changed = false
    for slot in 0..<9 {
      let other = cell(house, slot)
      guard other != a, other != b, candidates[other] & pair != 0 else { continue }
      candidates[other] &= ~pair
      changed = true
    }
    return changed
  }

  /// Every X-Wing elimination (basic fish of size 2, rows or columns as base).
  private mutating func xWings() -> Bool {
    var changed = false
    for digit in 0..<9 {
      let bit = UInt16(1) << UInt16(digit)
      for offset in [0, 9] {
        for first in 0..<8 {
          let mask = positions[(offset + first) * 9 + digit]
          guard mask.hasExactlyTwo else { continue }
          for second in first + 1..<9 where positions[(offset + second) * 9 + digit] == mask {
            var covers = mask
            while covers != 0 {
              let cover = covers.trailingZeroBitCount
              covers &= covers - 1
              for index in 0..<9 where index != first && index != second {
                let cell = offset == 0 ? index * 9 + cover : cover * 9 + index
                changed = remove(bit, at: cell) || changed
              }
            }
          }
        }
      }
    }
    return changed
  }
}

extension UInt16 {
  /// At least two bits set (`nonzeroBitCount >= 2` without a population count, which the
  /// default x86-64 target computes in software).
  fileprivate var hasTwoOrMore: Bool { self & (self &- 1) != 0 }

  /// Exactly two bits set.
  fileprivate var hasExactlyTwo: Bool {
    let rest = self & (self &- 1)
    return rest != 0 && rest & (rest &- 1) == 0
  }
}
