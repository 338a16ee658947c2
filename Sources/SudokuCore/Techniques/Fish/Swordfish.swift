/// Swordfish (basic fish of any size n: X-Wing for 2, Jellyfish for 4): in n rows a digit's candidates
/// lie in just n columns. Each of those rows takes the digit in one of those columns, which fills them,
/// so the digit leaves those columns in every other row — and the same with rows and columns swapped.
///
/// Basic fish only, as in HoDoKu's basic search: a base line may hold the digit in fewer than n of the
/// cover lines, but never outside them (no fins). Example: 5 in r1, r5 and r9 only in c2, c6 and c7
/// gives `Swordfish: 5 r159 c267 => r3c2<>5` when r3c2 shows a 5.
enum BasicFishFinder {
  /// Every basic fish of `size` base lines that removes something.
  static func find(size: Int, in grid: Grid, map: CandidateMap) -> [(
    fish: Fish, eliminations: [Candidate]
  )] {
    var result: [(fish: Fish, eliminations: [Candidate])] = []
    for digit in 1...9 {
      for baseKind in [House.Kind.row, .column] {
        let offset = baseKind == .row ? 0 : 9
        let coverOffset = 9 - offset
        // Count first, so a digit that cannot make a fish costs no allocation.
        var count = 0
        for line in 0..<9 where (1...size).contains(map.mask(offset + line, digit).nonzeroBitCount)
        {
          count += 1
        }
        guard count >= size else { continue }
        let lines = (0..<9).filter {
          (1...size).contains(map.mask(offset + $0, digit).nonzeroBitCount)
        }
        MaskCombinations.forEach(lines.map { map.mask(offset + $0, digit) }, size: size) {
          chosen, union in
          let baseIndices = chosen.map { lines[$0] }
          var baseBits: UInt16 = 0
          for index in baseIndices { baseBits |= 1 << UInt16(index) }
          var eliminations: [Candidate] = []
          var bits = union
          while bits != 0 {
            let cover = coverOffset + bits.trailingZeroBitCount
            bits &= bits - 1
            eliminations += CandidateMap.cells(cover, map.mask(cover, digit) & ~baseBits).map {
              Candidate($0, digit)
            }
          }
          guard !eliminations.isEmpty else { return }
          let cells = baseIndices.flatMap {
            CandidateMap.cells(offset + $0, map.mask(offset + $0, digit))
          }
          var coverIndices: [Int] = []
          bits = union
          while bits != 0 {
            coverIndices.append(bits.trailingZeroBitCount)
            bits &= bits - 1
          }
          let coverKind: House.Kind = baseKind == .row ? .column : .row
          let fish = Fish(
            digit: digit, base: baseIndices.map { House(baseKind, $0) },
            cover: coverIndices.map { House(coverKind, $0) }, cells: cells)
          result.append((fish, eliminations))
        }
      }
    }
    return result
  }
}
