/// The search behind `Solver`: per-digit bitboards split into three bands, in the spirit of JCZSolve
/// and fsss2, with tdoku's triads and branching on a digit's configuration in a band (all written
/// from their published ideas, not their code).
///
/// A search state is `stateWords` 32-bit words:
/// - word `3 * digit + band` (0–26): bits 0–26 are the cells of the band where the digit may still go
///   (bit `9 * row + column`, row within the band); a solved cell keeps the bit of its own digit only.
///   Bits 27–29 mark the band's rows where the digit is not placed yet.
/// - word `27 + band`: the band's unsolved cells.
/// - word `30 + 3 * digit + band` (30–56): the band's mini-rows where the digit is locked (in every
///   permutation matrix its mini-rows still allow) and its configurations, as the band rule last
///   saw them (an entry of the table at `BandTables.lockedMinisOffset`).
/// - word `57 + digit` (57–65): the digit's locked mini-columns in the three stacks (9 bits a
///   stack, stack 0 lowest), as the stack rule last saw them.
/// - words 66 and 67: the band and stack triads already applied (in the layout of the triad rule).
/// - word `68 + digit` (68–76): the digit's columns in the three bands (9 bits a band) after the
///   stack rule last ran on it, so that it runs again only when one of them changed.
///
/// Propagation, until nothing changes, cheap rules first:
/// - for every changed digit-band word, the band rule of `BandTables` (locked candidates between
///   rows and boxes; a box's hidden single becomes a row's), the column pointing it implies for the
///   digit's other two bands, and the hidden singles of the rows where the digit is not placed yet;
/// - then a sweep per band that removes the cells solved since the last one from the other digits
///   and places naked singles;
/// - when those have nothing left, the same band rule turned sideways on the stacks
///   (`applyStackRule`: columns and boxes), then the triads (`applyTriads`).
///
/// The search branches on a digit with two configurations left in a band (see
/// `configurationBranch`), else on a two-candidate cell (or one with the fewest); each depth keeps
/// its state in its own stack frame, so a check never allocates. Random full grids
/// (`random` set) use neither triads nor configurations: the grids of a seed stay the ones they
/// have always been.
struct BitboardEngine {
  /// The words of a state.
  static let stateWords = 77
  static let rowLockedBase = 30
  static let stackLockedBase = 57
  static let triadsDoneBase = 66
  static let stackColumnsBase = 68
  /// The words kept of the first solution (and used as scratch while loading).
  static let solutionWords = 30
  static let cellBits: UInt32 = 0x7FF_FFFF
  /// All 27 digit-band words changed.
  static let allWords: UInt32 = 0x7FF_FFFF

  let tables: UnsafePointer<UInt32>
  /// The state the search starts from.
  let root: UnsafeMutablePointer<UInt32>
  /// The first solution found.
  let solution: UnsafeMutablePointer<UInt32>
  let limit: Int
  /// Solutions found so far (stops growing at `limit`).
  var count = 0
  /// When set, branches try the candidates in random order (for random full grids).
  var random: SplitMix64?

  init(
    tables: UnsafePointer<UInt32>, root: UnsafeMutablePointer<UInt32>,
    solution: UnsafeMutablePointer<UInt32>, limit: Int
  ) {
    self.tables = tables
    self.root = root
    self.solution = solution
    self.limit = limit
  }

  /// Runs `body` with an engine whose buffers live only for the call (on the stack: each search
  /// depth keeps its state in its own frame, so a check never allocates).
  static func withEngine<Result>(
    limit: Int, _ body: (inout BitboardEngine) -> Result
  ) -> Result {
    BandTables.words.withUnsafeBufferPointer { tables in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: stateWords + solutionWords) {
        buffer in
        let root = buffer.baseAddress!
        var engine = BitboardEngine(
          tables: tables.baseAddress!, root: root, solution: root + stateWords, limit: limit)
        return body(&engine)
      }
    }
  }

  // MARK: Setting up

  /// Loads the givens into the root state; returns false when two givens clash.
  ///
  /// Builds every word at once from the rows, columns and boxes each digit already occupies, which
  /// is cheaper than placing the givens one by one (the digger loads many nearly full grids).
  mutating func load(_ givens: Puzzle) -> Bool {
    let state = root
    // Scratch: the rows, columns and boxes holding each digit, 9 bits each, in the solution's words
    // (only written when a solution is found, after loading); words 27–29 collect the filled cells.
    let houses = solution
    state.update(repeating: 0, count: 30)
    houses.update(repeating: 0, count: 27)
    givens.withUnsafeDigits { digits in
      // Eight cells at a time: the filled ones are the nonzero bytes (a digit fits in four bits).
      let bytes = UnsafeRawPointer(digits.baseAddress!)
      var first = 0
      while first < 81 {
        let chunk =
          first < 80
          ? bytes.loadUnaligned(fromByteOffset: first, as: UInt64.self) : UInt64(digits[80])
        var filled = (chunk | chunk &>> 1 | chunk &>> 2 | chunk &>> 3) & 0x0101_0101_0101_0101
        while filled != 0 {
          let byte = filled.trailingZeroBitCount &>> 3
          filled &= filled &- 1
          let digit = Int(truncatingIfNeeded: chunk &>> UInt64(8 &* byte)) & 0xF &- 1
          let place = tables[BandTables.cellsOffset + first + byte]
          let band = Int(place &>> 5 & 3)
          let bit: UInt32 = 1 &<< (place & 0x1F)
          state[3 * digit + band] |= bit
          state[27 + band] |= bit
          // Count each house's digit in the low bits and flag a second one in the high bits.
          let rowBit: UInt32 = 1 &<< (place &>> 8 & 0xF)
          let columnBit: UInt32 = 1 &<< (place &>> 12 & 0xF)
          let boxBit: UInt32 = 1 &<< (place &>> 16)
          houses[digit] |= (houses[digit] & rowBit) &<< 16 | rowBit
          houses[9 + digit] |= (houses[9 + digit] & columnBit) &<< 16 | columnBit
          houses[18 + digit] |= (houses[18 + digit] & boxBit) &<< 16 | boxBit
        }
        first &+= 8
      }
    }
    var clash: UInt32 = 0
    for index in 0..<27 { clash |= houses[index] }
    guard clash &>> 16 == 0 else { return false }
    for digit in 0..<9 {
      let rows = houses[digit]
      let allowedColumns = (~houses[9 + digit] & 0x1FF) &* 0x4_0201
      let boxes = houses[18 + digit]
      for band in 0..<3 {
        let word = 3 * digit + band
        let bandRows = rows &>> UInt32(3 * band) & 7
        let bandBoxes = boxes &>> UInt32(3 * band) & 7
        let occupied = state[27 + band]
        let boxColumns =
          ~((bandBoxes & 1) &* 0x7 | (bandBoxes & 2) &* 0x1C | (bandBoxes & 4) &* 0x70)
        let openRowCells = ~tables[BandTables.placedRowsOffset + Int(~bandRows & 7)]
        let free = openRowCells & allowedColumns & ((boxColumns & 0x1FF) &* 0x4_0201) & ~occupied
        state[word] = free & Self.cellBits | state[word] | (~bandRows & 7) &<< 27
      }
    }
    state[27] = ~state[27] & Self.cellBits
    state[28] = ~state[28] & Self.cellBits
    state[29] = ~state[29] & Self.cellBits
    state[Self.triadsDoneBase] = 0
    state[Self.triadsDoneBase + 1] = 0
    // No digit's columns have been seen by the stack rule yet.
    (state + Self.stackColumnsBase).update(repeating: UInt32.max, count: 9)
    return true
  }

  /// Loads the puzzle that keeps the digits of a full grid outside `empty` (its empty cells, one
  /// 27-bit word a band); `grid` is the grid as `bandWords(of:)` gives it. The digger's puzzles
  /// are all of this kind: no digits to read, no clash to look for.
  mutating func load(keeping grid: UnsafePointer<UInt32>, empty: (UInt32, UInt32, UInt32)) {
    let state = root
    for digit in 0..<9 {
      let word = 3 * digit
      let given0 = grid[word] & ~empty.0
      let given1 = grid[word + 1] & ~empty.1
      let given2 = grid[word + 2] & ~empty.2
      let given = given0 | given1 | given2
      let allowedColumns = (~(given | given &>> 9 | given &>> 18) & 0x1FF) &* 0x4_0201
      for band in 0..<3 {
        let placed = band == 0 ? given0 : band == 1 ? given1 : given2
        let filled = ~(band == 0 ? empty.0 : band == 1 ? empty.1 : empty.2)
        let openRows =
          (placed & 0x1FF == 0 ? 1 : 0) | (placed & 0x3_FE00 == 0 ? 2 : 0)
          | (placed & 0x7FC_0000 == 0 ? 4 : 0) as UInt32
        let boxes =
          tables[Int(placed & 0x1FF)] | tables[Int(placed &>> 9 & 0x1FF)]
          | tables[Int(placed &>> 18)]
        let boxColumns = ~((boxes & 1) &* 0x7 | (boxes & 2) &* 0x1C | (boxes & 4) &* 0x70)
        let openRowCells = ~tables[BandTables.placedRowsOffset + Int(openRows)]
        let free =
          openRowCells & allowedColumns & ((boxColumns & 0x1FF) &* 0x4_0201) & ~filled
        state[word + band] = free & Self.cellBits | placed | openRows &<< 27
      }
    }
    state[27] = empty.0
    state[28] = empty.1
    state[29] = empty.2
    state[Self.triadsDoneBase] = 0
    state[Self.triadsDoneBase + 1] = 0
    (state + Self.stackColumnsBase).update(repeating: UInt32.max, count: 9)
  }

  /// A full grid as 27 digit-band words (bit `9 * row + column` of word `3 * digit + band`), for
  /// `load(keeping:empty:)`.
  static func bandWords(of grid: Puzzle) -> [UInt32] {
    var words = [UInt32](repeating: 0, count: 27)
    for cell in 0..<81 where grid[cell] != 0 {
      words[3 * (grid[cell] - 1) + cell / 27] |= 1 &<< UInt32(cell % 27)
    }
    return words
  }

  /// Removes one candidate from the root state (before `run`).
  func exclude(digit: Int, cell: Int) {
    let band = cell / 27
    root[3 * (digit - 1) + band] &= ~(1 &<< UInt32(cell - 27 * band))
  }

  /// Counts solutions from the loaded root state, up to `limit`.
  mutating func run() {
    guard limit > 0, propagate(root, Self.allWords) else { return }
    search(root)
  }

  /// The first solution found, if any.
  func firstSolution() -> Puzzle? {
    guard count > 0 else { return nil }
    let state = solution
    var grid = Puzzle()
    for digit in 0..<9 {
      for band in 0..<3 {
        var cells = state[3 * digit + band] & Self.cellBits
        while cells != 0 {
          grid[27 * band + cells.trailingZeroBitCount] = digit + 1
          cells &= cells &- 1
        }
      }
    }
    return grid
  }

  // MARK: Propagation

  /// Places `digit` at `position` of `band`: removes it from the rest of the cell's row and box and
  /// marks the word in `dirty` (the band rule then closes the column to the other bands). The other
  /// digits keep the cell until `propagate` clears the cells solved in a pass all at once (one
  /// sweep per band instead of one per placement).
  @inline(__always)
  func place(
    _ state: UnsafeMutablePointer<UInt32>, _ digit: Int, _ band: Int, _ position: Int,
    _ dirty: inout UInt32
  ) {
    let bit: UInt32 = 1 &<< UInt32(position)
    let word = 3 * digit + band
    state[word] = state[word] & tables[BandTables.placementOffset + position] | bit
    dirty |= 1 &<< UInt32(word)
    state[27 + band] &= ~bit
  }

  /// `place`, and removes the other digits from the cell at once (for givens and guesses, which
  /// happen outside `propagate`).
  @inline(__always)
  func placeAndClear(
    _ state: UnsafeMutablePointer<UInt32>, _ digit: Int, _ band: Int, _ position: Int,
    _ dirty: inout UInt32
  ) {
    place(state, digit, band, position, &dirty)
    let bit: UInt32 = 1 &<< UInt32(position)
    let own = 3 * digit + band
    var word = band
    while word < 27 {
      let old = state[word]
      if word != own && old & bit != 0 {
        state[word] = old & ~bit
        dirty |= 1 &<< UInt32(word)
      }
      word &+= 3
    }
  }

  /// Applies the band rule and singles until nothing changes; false on a contradiction.
  ///
  /// The state must be clean on entry: every solved cell holds one digit only.
  @inline(__always)
  func propagate(_ state: UnsafeMutablePointer<UInt32>, _ initiallyDirty: UInt32) -> Bool {
    var dirty = initiallyDirty
    var stackDirty: UInt32 = 0
    var cleanUnsolved0 = state[27]
    var cleanUnsolved1 = state[28]
    var cleanUnsolved2 = state[29]
    // The words the band rule saw since the last naked-single sweep: a band none of whose words
    // changed has no new naked single.
    var touched: UInt32 = 0
    while true {
      while dirty != 0 {
        touched |= dirty
        let word = dirty.trailingZeroBitCount
        dirty &= dirty &- 1
        let packed = state[word]
        let miniRows =
          tables[Int(packed & 0x1FF)]
          | tables[Int(packed &>> 9 & 0x1FF)] &<< 3
          | tables[Int(packed &>> 18 & 0x1FF)] &<< 6
        let cells = packed & tables[BandTables.permittedCellsOffset + Int(miniRows)]
        if cells == 0 { return false }
        state[word] = cells | packed & ~Self.cellBits
        state[Self.rowLockedBase + word] = tables[BandTables.lockedMinisOffset + Int(miniRows)]
        // A column that is the digit's only one in a box of this band is closed to the other two.
        let columns = (cells | cells &>> 9 | cells &>> 18) & 0x1FF
        let keep = tables[BandTables.otherBandsOffset + Int(columns)]
        let info = tables[BandTables.wordsOffset + word]
        let digit = Int(info & 0xFF)
        let band = Int(info &>> 8 & 0xFF)
        stackDirty |= 1 &<< UInt32(digit)
        let next = Int(info &>> 16 & 0xFF)
        let last = Int(info &>> 24)
        let nextOld = state[next]
        let nextNew = nextOld & keep
        state[next] = nextNew
        dirty |= (nextNew != nextOld ? 1 : 0) &<< UInt32(next)
        let lastOld = state[last]
        let lastNew = lastOld & keep
        state[last] = lastNew
        dirty |= (lastNew != lastOld ? 1 : 0) &<< UInt32(last)
        // Hidden singles in the rows where the digit is not placed yet (each row has a candidate
        // after the band rule).
        let row0 = cells & 0x1FF
        let row1 = cells & 0x3_FE00
        let row2 = cells & 0x7FC_0000
        var singles = row0 & (row0 &- 1) == 0 ? row0 : 0
        singles |= row1 & (row1 &- 1) == 0 ? row1 : 0
        singles |= row2 & (row2 &- 1) == 0 ? row2 : 0
        singles &= ~tables[BandTables.placedRowsOffset + Int(packed &>> 27)]
        guard singles != 0 else { continue }
        // A cell solved earlier in this pass with another digit still shows this one.
        if state[27 + band] & singles != singles { return false }
        repeat {
          let position = singles.trailingZeroBitCount
          singles &= singles &- 1
          place(state, digit, band, position, &dirty)
        } while singles != 0
      }
      // Clear the cells solved in this pass from the other digits, then look for naked singles.
      guard sweep(state, 0, &cleanUnsolved0, touched, &dirty),
        sweep(state, 1, &cleanUnsolved1, touched, &dirty),
        sweep(state, 2, &cleanUnsolved2, touched, &dirty)
      else { return false }
      touched = 0
      if dirty != 0 { continue }
      // A full grid the fast rules accept is a solution (the band rule and the column pointing
      // keep each digit once in every row, box and column).
      if state[27] | state[28] | state[29] == 0 { return true }
      // The slower rules, once the fast ones have nothing left.
      while stackDirty != 0 {
        let digit = stackDirty.trailingZeroBitCount
        stackDirty &= stackDirty &- 1
        guard applyStackRule(state, digit, &dirty) else { return false }
      }
      if dirty != 0 { continue }
      guard random == nil else { return true }
      guard applyTriads(state, &dirty) else { return false }
      if dirty == 0 { return true }
    }
  }

  /// The triad rule, on the mini-rows of the bands and the mini-columns of the stacks: a mini-row's
  /// three cells hold three different digits, so when three digits are locked in it (each has to go
  /// there, in its row or its box), no other digit can; four locked digits are a contradiction.
  /// tdoku keeps these "triads" as literals of its SAT model; here they come from the locked
  /// mini-rows the band and stack rules leave behind.
  ///
  /// For example, when 4, 7 and 8 all point along the top mini-row of box 1 (each only there in
  /// the box), the other six digits leave those three cells.
  @inline(__always)
  func applyTriads(_ state: UnsafeMutablePointer<UInt32>, _ dirty: inout UInt32) -> Bool {
    let rowLocked = state + Self.rowLockedBase
    let stackLocked = state + Self.stackLockedBase
    var rows1: UInt32 = 0
    var rows2: UInt32 = 0
    var rows3: UInt32 = 0
    var stacks1: UInt32 = 0
    var stacks2: UInt32 = 0
    var stacks3: UInt32 = 0
    var overflow: UInt32 = 0
    for digit in 0..<9 {
      let rows =
        rowLocked[3 * digit] & 0x1FF | (rowLocked[3 * digit + 1] & 0x1FF) &<< 9
        | (rowLocked[3 * digit + 2] & 0x1FF) &<< 18
      overflow |= rows3 & rows
      rows3 |= rows2 & rows
      rows2 |= rows1 & rows
      rows1 |= rows
      let stacks = stackLocked[digit]
      overflow |= stacks3 & stacks
      stacks3 |= stacks2 & stacks
      stacks2 |= stacks1 & stacks
      stacks1 |= stacks
    }
    if overflow != 0 { return false }
    // A triad once applied stays (locked mini-rows only grow as candidates go): only new ones.
    let newRows = rows3 & ~state[Self.triadsDoneBase]
    let newStacks = stacks3 & ~state[Self.triadsDoneBase + 1]
    guard newRows | newStacks != 0 else { return true }
    state[Self.triadsDoneBase] = rows3
    state[Self.triadsDoneBase + 1] = stacks3
    // Each band's words, for the new triads in its mini-rows and in its part of the stacks.
    for band in 0..<3 {
      let bandShift = UInt32(3 * band)
      let rowTriads = newRows &>> (3 * bandShift) & 0x1FF
      let stackTriads = newStacks & 0x1C_0E07 &<< bandShift
      guard rowTriads | stackTriads != 0 else { continue }
      var word = band
      for digit in 0..<9 {
        let rowsOut = rowTriads & ~rowLocked[word]
        let stacksOut = (stackTriads & ~stackLocked[digit]) &>> bandShift
        let columns = stacksOut & 7 | stacksOut &>> 6 & 0x38 | stacksOut &>> 12 & 0x1C0
        let out =
          tables[BandTables.miniRowCellsOffset + Int(rowsOut & 0x1FF)] | columns &* 0x4_0201
        let old = state[word]
        if old & out != 0 {
          state[word] = old & ~out
          dirty |= 1 &<< UInt32(word)
        }
        word &+= 3
      }
    }
    return true
  }

  /// One band's part of the sweep: removes the cells solved since `cleanUnsolved` from the other
  /// digits, then, if a word of the band changed since the last sweep (`touched`), places its naked
  /// singles; false on a cell without candidates. Written out per band (the three calls get their
  /// band as a constant), with stores instead of branches where a branch guessed badly.
  @inline(__always)
  func sweep(
    _ state: UnsafeMutablePointer<UInt32>, _ band: Int, _ cleanUnsolved: inout UInt32,
    _ touched: UInt32, _ dirty: inout UInt32
  ) -> Bool {
    let unsolved = state[27 + band]
    let solved = cleanUnsolved & ~unsolved
    cleanUnsolved = unsolved
    if solved != 0 {
      for step in 0..<9 {
        let word = band + 3 * step
        let old = state[word]
        // A placed digit keeps its own cell: the rows where it is placed are left alone.
        let new = old & ~(solved & ~tables[BandTables.placedRowsOffset + Int(old &>> 27)])
        state[word] = new
        dirty |= (new != old ? 1 : 0) &<< UInt32(word)
      }
    }
    guard unsolved != 0, touched & (0x124_9249 &<< UInt32(band)) != 0 else { return true }
    var once: UInt32 = 0
    var twice: UInt32 = 0
    for step in 0..<9 {
      let cells = state[band + 3 * step]
      twice |= once & cells
      once |= cells
    }
    if unsolved & ~once != 0 { return false }
    var singles = unsolved & ~twice
    while singles != 0 {
      let position = singles.trailingZeroBitCount
      let bit = singles & (0 &- singles)
      singles &= singles &- 1
      // The single's digit, without a loop whose exit would be guessed wrong.
      var digits: UInt32 = 0
      for digit in 0..<9 {
        digits |= (state[3 * digit + band] & bit != 0 ? 1 : 0) &<< UInt32(digit)
      }
      if digits == 0 { return false }
      place(state, digits.trailingZeroBitCount, band, position, &dirty)
    }
    return true
  }

  /// The band rule turned sideways: in each stack the digit's mini-columns (one column within one
  /// band) form a permutation matrix, one per column and one per band. This removes pointing along
  /// columns and box/column claiming, and turns hidden singles in columns into row singles.
  @inline(__always)
  func applyStackRule(
    _ state: UnsafeMutablePointer<UInt32>, _ digit: Int, _ dirty: inout UInt32
  ) -> Bool {
    let word = 3 * digit
    let band0 = state[word]
    let band1 = state[word + 1]
    let band2 = state[word + 2]
    let columns0 = (band0 | band0 &>> 9 | band0 &>> 18) & 0x1FF
    let columns1 = (band1 | band1 &>> 9 | band1 &>> 18) & 0x1FF
    let columns2 = (band2 | band2 &>> 9 | band2 &>> 18) & 0x1FF
    // The rule reads only the columns: when none changed since it last ran, it has nothing to do.
    let seen = columns0 | columns1 &<< 9 | columns2 &<< 18
    if seen == state[Self.stackColumnsBase + digit] { return true }
    // Stack `s`'s mini-columns, gathered into nine bits by one multiplication (the three groups land
    // side by side at bit 12, clear of the other products).
    let stack0 = ((seen & 0x1C_0E07) &* 0x1041) &>> 12 & 0x1FF
    let stack1 = ((seen &>> 3 & 0x1C_0E07) &* 0x1041) &>> 12 & 0x1FF
    let stack2 = ((seen &>> 6 & 0x1C_0E07) &* 0x1041) &>> 12 & 0x1FF
    let permitted0 = tables[BandTables.permittedColumnsOffset + Int(stack0)]
    let permitted1 = tables[BandTables.permittedColumnsOffset + Int(stack1)]
    let permitted2 = tables[BandTables.permittedColumnsOffset + Int(stack2)]
    if permitted0 == 0 || permitted1 == 0 || permitted2 == 0 { return false }
    let allowed = permitted0 | permitted1 &<< 3 | permitted2 &<< 6
    state[Self.stackLockedBase + digit] =
      tables[BandTables.lockedMinisOffset + Int(stack0)] & 0x1FF
      | (tables[BandTables.lockedMinisOffset + Int(stack1)] & 0x1FF) &<< 9
      | (tables[BandTables.lockedMinisOffset + Int(stack2)] & 0x1FF) &<< 18
    state[Self.stackColumnsBase + digit] = seen & allowed
    let allowed0 = allowed & 0x1FF
    let allowed1 = allowed &>> 9 & 0x1FF
    let allowed2 = allowed &>> 18
    let keep0 = allowed0 &* 0x4_0201 | ~Self.cellBits
    if band0 & keep0 != band0 {
      state[word] = band0 & keep0
      dirty |= 1 &<< UInt32(word)
    }
    let keep1 = allowed1 &* 0x4_0201 | ~Self.cellBits
    if band1 & keep1 != band1 {
      state[word + 1] = band1 & keep1
      dirty |= 1 &<< UInt32(word + 1)
    }
    let keep2 = allowed2 &* 0x4_0201 | ~Self.cellBits
    if band2 & keep2 != band2 {
      state[word + 2] = band2 & keep2
      dirty |= 1 &<< UInt32(word + 2)
    }
    return true
  }

  // MARK: Search

  /// Explores the propagated `state`, counting solutions until `limit`. The state is spent: the
  /// last branch continues in it instead of in a copy.
  mutating func search(_ state: UnsafeMutablePointer<UInt32>) {
    if state[27] | state[28] | state[29] == 0 {
      if count == 0 { solution.update(from: state, count: Self.solutionWords) }
      count += 1
      return
    }
    if random == nil, let (word, first, second) = configurationBranch(state) {
      Self.withChild(of: state) { child in
        child[word] &= first | ~Self.cellBits
        if propagate(child, 1 &<< UInt32(word)) { search(child) }
      }
      if count >= limit { return }
      state[word] &= second | ~Self.cellBits
      if propagate(state, 1 &<< UInt32(word)) { search(state) }
      return
    }
    let (band, position) = branchCell(state)
    let bit: UInt32 = 1 &<< UInt32(position)
    var digits: UInt32 = 0
    for digit in 0..<9 where state[3 * digit + band] & bit != 0 { digits |= 1 &<< UInt32(digit) }
    while true {
      let digit = nextDigit(digits)
      digits &= ~(1 &<< UInt32(digit))
      var dirty: UInt32 = 0
      if digits == 0 {
        // The last candidate: no copy needed, the state is not read again.
        placeAndClear(state, digit, band, position, &dirty)
        if propagate(state, dirty) { search(state) }
        return
      }
      Self.withChild(of: state) { child in
        placeAndClear(child, digit, band, position, &dirty)
        if propagate(child, dirty) { search(child) }
      }
      if count >= limit { return }
    }
  }

  /// Runs `body` on a copy of `state` in this frame.
  @inline(__always)
  static func withChild(
    of state: UnsafeMutablePointer<UInt32>, _ body: (UnsafeMutablePointer<UInt32>) -> Void
  ) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.stateWords) { buffer in
      let child = buffer.baseAddress!
      child.update(from: state, count: Self.stateWords)
      body(child)
    }
  }

  /// The candidate to try next: the lowest, or a random one in random mode.
  @inline(__always)
  mutating func nextDigit(_ digits: UInt32) -> Int {
    guard random != nil else { return digits.trailingZeroBitCount }
    var remaining = digits
    var skip = Int(random!.next() % UInt64(digits.nonzeroBitCount))
    while skip > 0 {
      remaining &= remaining &- 1
      skip -= 1
    }
    return remaining.trailingZeroBitCount
  }

  /// A digit to branch on by its configuration in a band (tdoku's way): in the band whose digits
  /// have the fewest configurations left in all, the first digit with exactly two, as the cells of
  /// each; nil when no band has one.
  ///
  /// A digit's configuration in a band is the permutation matrix of mini-rows it takes (one per row
  /// and box). Trying one configuration and then the other places the digit in three mini-rows at
  /// once. With the triad rule it leaves a smaller search than branching on a two-candidate cell:
  /// 13,709 branch points for top1465.txt against 15,783 (without triads it is the other way round,
  /// 25,342 against 20,110; the triads with it take the count from 20,110 to 13,709, near tdoku's
  /// 13,104 guesses on the same file).
  @inline(__always)
  func configurationBranch(_ state: UnsafeMutablePointer<UInt32>) -> (
    word: Int, first: UInt32, second: UInt32
  )? {
    var bestTotal = Int.max
    var bestWord = -1
    var bestFitting: UInt32 = 0
    for band in 0..<3 {
      var total = 0
      var pairWord = -1
      var pairFitting: UInt32 = 0
      var word = band
      while word < 27 {
        let info = state[Self.rowLockedBase + word]
        let configurations = info &>> 16
        total &+= Int(configurations)
        if configurations == 2 && pairWord < 0 {
          pairWord = word
          pairFitting = info &>> 9
        }
        word &+= 3
      }
      if pairWord >= 0 && total < bestTotal {
        bestTotal = total
        bestWord = pairWord
        bestFitting = pairFitting
      }
    }
    guard bestWord >= 0 else { return nil }
    let first = (bestFitting & 0x3F).trailingZeroBitCount
    let second = (bestFitting & 0x3F & (bestFitting &- 1)).trailingZeroBitCount
    return (
      bestWord, tables[BandTables.permutationCellsOffset + first],
      tables[BandTables.permutationCellsOffset + second]
    )
  }

  /// A cell to branch on: one with two candidates, else one with the fewest.
  @inline(__always)
  func branchCell(_ state: UnsafeMutablePointer<UInt32>) -> (band: Int, position: Int) {
    // Among the bands, the one with the most two-candidate cells: on hard puzzles this cuts the
    // search by about a sixth against taking the first such cell (callgrind on top1465.txt).
    var chosenBand = -1
    var chosenPairs: UInt32 = 0
    var chosenCount = 0
    for band in 0..<3 {
      let unsolved = state[27 + band]
      guard unsolved != 0 else { continue }
      var once: UInt32 = 0
      var twice: UInt32 = 0
      var thrice: UInt32 = 0
      var word = band
      while word < 27 {
        let cells = state[word]
        thrice |= twice & cells
        twice |= once & cells
        once |= cells
        word &+= 3
      }
      // After propagation every unsolved cell has at least two candidates.
      let pairs = unsolved & ~thrice
      let count = pairs.nonzeroBitCount
      if count > chosenCount {
        chosenBand = band
        chosenPairs = pairs
        chosenCount = count
      }
    }
    if chosenBand >= 0 {
      // Within it, the row with the most of them (another ~5% on top1465.txt, ~2% on the forum's
      // hardest).
      var chosenRow = chosenPairs & 0x1FF
      var rowCount = chosenRow.nonzeroBitCount
      for rowCells: UInt32 in [0x3_FE00, 0x7FC_0000] {
        let row = chosenPairs & rowCells
        let count = row.nonzeroBitCount
        if count > rowCount {
          chosenRow = row
          rowCount = count
        }
      }
      return (chosenBand, chosenRow.trailingZeroBitCount)
    }
    var best = (band: 0, position: 0)
    var fewest = 10
    for band in 0..<3 {
      var unsolved = state[27 + band]
      while unsolved != 0 {
        let position = unsolved.trailingZeroBitCount
        unsolved &= unsolved &- 1
        var candidates = 0
        for digit in 0..<9 { candidates += Int(state[3 * digit + band] &>> UInt32(position) & 1) }
        if candidates < fewest {
          fewest = candidates
          best = (band, position)
        }
      }
    }
    return best
  }
}
