/// Finned X-Wing: two base lines whose digit lies in two cover lines except for fins, all in one
/// box. Either a fin holds the digit or the body is an X-Wing, so the digit leaves the cells of the
/// cover lines, outside the base lines, that lie in the fin box (the only ones that see every fin).
/// Sashimi X-Wings (a base line's body one cell) are found too.
///
/// Example: 3 in r2 at c3, c8 and fin c2, in r9 at c3, c8 gives
/// `Finned X-Wing: 3 r29 c38 fr2c2 => r3c3<>3`.
enum FinnedXWingFinder {
  struct Found {
    let wing: FinnedXWing
    let eliminations: [Candidate]
  }

  static func find(in grid: Grid, map: CandidateMap) -> [Found] {
    var found: [Found] = []
    for digit in 1...9 {
      for baseKind in [House.Kind.row, .column] {
        let offset = baseKind == .row ? 0 : 9
        let coverKind: House.Kind = baseKind == .row ? .column : .row
        for first in 0..<8 {
          let firstMask = map.mask(offset + first, digit)
          guard firstMask != 0 else { continue }
          for second in first + 1..<9 {
            let secondMask = map.mask(offset + second, digit)
            guard secondMask != 0 else { continue }
            // Each cover line holds some of the body: its lines are among the two lines' places.
            let union = firstMask | secondMask
            for a in 0..<8 where union & (1 << a) != 0 {
              for b in a + 1..<9 where union & (1 << b) != 0 {
                let coverMask = UInt16(1 << a | 1 << b)
                let (firstBody, secondBody) = (firstMask & coverMask, secondMask & coverMask)
                guard firstBody != 0, secondBody != 0, firstBody | secondBody == coverMask else {
                  continue
                }
                // The fins, as positions along the base lines, must lie in one box: one stack
                // of three positions (and one band of base lines when both lines have fins),
                // which a cover line crosses, or no cell sees them all.
                let (firstFins, secondFins) = (firstMask & ~coverMask, secondMask & ~coverMask)
                let finMask = firstFins | secondFins
                guard finMask != 0 else { continue }
                let stackMask = UInt16(0b111) << (finMask.trailingZeroBitCount / 3 * 3)
                guard finMask & ~stackMask == 0, coverMask & stackMask != 0,
                  firstFins == 0 || secondFins == 0 || first / 3 == second / 3
                else { continue }
                let outside = [firstFins, secondFins]
                let bodies = [firstBody, secondBody]
                let base = [House(baseKind, first), House(baseKind, second)]
                let fins = zip(base, outside).flatMap { line, mask in cells(of: mask, in: line) }
                guard let box = fins.first?.box, fins.allSatisfy({ $0.box == box }) else {
                  continue
                }
                let cover = [House(coverKind, a), House(coverKind, b)]
                let eliminations = cover.flatMap { line in
                  line.cells.filter { cell in
                    cell.box == box && !base.contains { $0.contains(cell) }
                      && grid.candidates[cell.index].contains(digit)
                  }
                }.map { Candidate($0, digit) }
                guard !eliminations.isEmpty else { continue }
                let body = zip(base, bodies).flatMap { line, mask in cells(of: mask, in: line) }
                found.append(
                  Found(
                    wing: FinnedXWing(
                      digit: digit, base: base, cover: cover, cells: body, fins: fins),
                    eliminations: eliminations.sorted()))
              }
            }
          }
        }
      }
    }
    return found
  }

  /// The cells of `line` at the positions of `mask`'s bits.
  private static func cells(of mask: UInt16, in line: House) -> [Cell] {
    line.cells.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
  }
}
