/// Places every single, round after round, until none is left: the one singles fixpoint behind
/// `LogicalSolver.applySingles` (on a `Grid`) and `GradingBoard` (on bare masks).
///
/// A round follows the model's order of singles — hidden singles in the boxes, then the rows, then
/// the columns (a full house is one of these), then naked singles. Singles only place solution
/// digits, so the fixpoint is the position the one-step-at-a-time walk reaches too, whatever the
/// order; the order is the one a person is taught, so a reader of the code meets one rule.
///
/// Hidden singles are found per house with two masks (digits seen once, digits seen twice or more),
/// so a round costs 27 short loops and no allocation; this is the generator's hottest loop, written
/// on raw storage (no bounds or uniqueness checks).
enum SinglesFixpoint {
  /// The house ordinals in the order a round visits them: boxes, rows, columns.
  static let houseOrder: [UInt8] = (18..<27).map(UInt8.init) + (0..<18).map(UInt8.init)

  /// Runs the fixpoint on 81 candidate masks (0 for a filled cell) and 81 digits (0 for empty).
  ///
  /// - Parameters:
  ///   - empty: the number of empty cells, brought down as singles are placed.
  /// - Returns: false when a cell runs out of candidates or a house out of places for a digit (the
  ///   position has no solution).
  static func apply(
    candidates: UnsafeMutablePointer<UInt16>, digits: UnsafeMutablePointer<UInt8>,
    empty: inout Int
  ) -> Bool {
    Tables.flatPeers.withUnsafeBufferPointer { peers in
      Tables.flatHouseCells.withUnsafeBufferPointer { houseCells in
        houseOrder.withUnsafeBufferPointer { order in
          apply(
            candidates, digits, peers.baseAddress!, houseCells.baseAddress!, order.baseAddress!,
            &empty)
        }
      }
    }
  }

  private static func apply(
    _ candidates: UnsafeMutablePointer<UInt16>, _ digits: UnsafeMutablePointer<UInt8>,
    _ peers: UnsafePointer<UInt8>, _ houseCells: UnsafePointer<UInt8>,
    _ order: UnsafePointer<UInt8>, _ empty: inout Int
  ) -> Bool {
    func place(_ digitIndex: Int, _ cell: Int) {
      digits[cell] = UInt8(digitIndex + 1)
      candidates[cell] = 0
      empty -= 1
      let keep = ~(UInt16(1) << UInt16(digitIndex))
      for offset in cell * 20..<cell * 20 + 20 { candidates[Int(peers[offset])] &= keep }
    }
    while true {
      var placed = false
      for position in 0..<27 {
        let base = houseCells + Int(order[position]) * 9
        var once: UInt16 = 0
        var twice: UInt16 = 0
        var placedDigits: UInt16 = 0
        for slot in 0..<9 {
          let cell = Int(base[slot])
          if digits[cell] != 0 {
            placedDigits |= 1 << UInt16(digits[cell] - 1)
            continue
          }
          let mask = candidates[cell]
          twice |= once & mask
          once |= mask
        }
        // A digit neither placed in the house nor a candidate anywhere in it has no place.
        guard once | placedDigits == 0x1FF else { return false }
        var singles = once & ~twice & ~placedDigits
        while singles != 0 {
          let bit = singles & (0 &- singles)
          singles &= singles - 1
          for slot in 0..<9 {
            let cell = Int(base[slot])
            if candidates[cell] & bit != 0 {
              place(bit.trailingZeroBitCount, cell)
              placed = true
              break
            }
          }
        }
      }
      for cell in 0..<81 where digits[cell] == 0 {
        let mask = candidates[cell]
        if mask == 0 { return false }
        if mask & (mask - 1) == 0 {
          place(mask.trailingZeroBitCount, cell)
          placed = true
        }
      }
      if !placed { return true }
    }
  }
}
