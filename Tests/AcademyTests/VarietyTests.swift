import SudokuCore
import Testing

@testable import Academy

/// Drills vary: digits, houses and orientations (pointing along rows and columns, pairs in rows, columns
/// and boxes, X-Wings on rows and on columns), and the buffer changes nothing a seed decides.
@Suite struct VarietyTests {
  static func drills(_ technique: Technique, count: Int = 40) -> [Drill] {
    (0..<UInt64(count)).map { SharedDrills.drill(technique, seed: $0) }
  }

  @Test func pointingAndClaimingRunAlongRowsAndColumns() {
    for technique in [Technique.pointing, .claiming] {
      var kinds = Set<House.Kind>()
      var digits = Set<Int>()
      for drill in Self.drills(technique) {
        for step in drill.instances {
          switch step.pattern {
          case .pointing(let digit, _, let line, _), .claiming(let digit, let line, _, _):
            kinds.insert(line.kind)
            digits.insert(digit)
          default: Issue.record("unexpected pattern \(step)")
          }
        }
      }
      #expect(kinds == [.row, .column], "\(technique)")
      #expect(digits.count == 9, "\(technique)")
    }
  }

  @Test func pairsSitInRowsColumnsAndBoxes() {
    var kinds = Set<House.Kind>()
    for drill in Self.drills(.nakedPair) {
      for step in drill.instances {
        if case .nakedPair(_, _, let houses) = step.pattern { kinds.formUnion(houses.map(\.kind)) }
      }
    }
    #expect(kinds == [.row, .column, .box])
  }

  @Test func xWingsStandOnRowsAndOnColumns() {
    var kinds = Set<House.Kind>()
    for drill in Self.drills(.xWing, count: 30) {
      for step in drill.instances {
        if case .xWing(_, let base, _, _) = step.pattern { kinds.insert(base[0].kind) }
      }
    }
    #expect(kinds == [.row, .column])
  }

  @Test func theBackgroundBufferGivesTheSameDrills() throws {
    let buffered = DrillProvider(sessionSeed: 17)
    let direct = DrillProvider(sessionSeed: 17, background: false)
    buffered.prefetch(.pointing, index: 0)
    buffered.prefetch(.xWing, index: 1)
    buffered.prefetch(.claiming, index: 1)
    for (technique, index) in [(Technique.pointing, 0), (.xWing, 1), (.hiddenSingle, 2)] {
      let a = buffered.drill(technique, index: index)
      let b = direct.drill(technique, index: index)
      #expect(a.grid == b.grid)
      #expect(a.seed == b.seed)
      #expect(a.answers == b.answers)
    }
    #expect(buffered.seed(forIndex: 0) == 17)
  }
}
