import Foundation
import SudokuCore
import TestSupport
import Testing

/// A position of a twelve-technique walk (or a noisy copy of one) and the puzzle's solution.
struct MasterWalkedPosition: Sendable {
  let grid: Grid
  let solution: Puzzle
}

/// The positions of twelve-technique walks through the puzzles from `seeds`, each followed by a noisy
/// copy (a third of its wrong candidates removed), with the solution.
func nextWalkedPositions(_ seeds: Range<UInt64>) -> [MasterWalkedPosition] {
  seeds.flatMap { seed in
    let (grids, solution) = MasterAudit.positions(seed: seed)
    var generator = SplitMix64(seed: seed ^ 0x5EED)
    return grids.flatMap { grid in
      [grid, Walk.noisyCopy(of: grid, solution: solution, using: &generator)].map {
        MasterWalkedPosition(grid: $0, solution: solution)
      }
    }
  }
}

/// The quick suite's positions: 20 walks (about 2,000 positions), built once.
let nextQuickPositions = nextWalkedPositions(1000..<1020)

/// The six finders after X-Wing against the brute-force `Reference`, and both against the solution, on
/// positions of generated puzzles walked simplest-first with all twelve techniques (and noisy copies).
@Suite struct MasterReferenceTests {
  @Test func findersAgreeWithTheReference() {
    #expect(nextQuickPositions.count >= 1_500)
    for position in nextQuickPositions {
      let problems = MasterAudit.problems(position.grid, solution: position.solution)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  /// The comparison means something only if the walks meet every technique, crossed skyscrapers too.
  @Test func walksMeetEveryTechnique() {
    var seen = Set<Technique>()
    var crossed = 0
    for position in nextQuickPositions {
      let found = Finder.steps(MasterAudit.kinds, in: position.grid)
      seen.formUnion(MasterAudit.kinds.filter { !found[$0, default: []].isEmpty })
      crossed += found[.skyscraper, default: []].count {
        if case .skyscraper(let skyscraper) = $0.pattern {
          skyscraper.isBeyondHoDoKu
        } else {
          false
        }
      }
    }
    #expect(seen == Set(MasterAudit.kinds))
    #expect(crossed > 0)
  }
}

/// The same comparison on 300 walks, some 30,000 positions, in slices that run in parallel;
/// `academy-check --next-walks` runs many more in release. The whole run must see at least 25,000
/// positions, which the slice that finishes last checks.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct MasterReferenceSoak {
  static let positions = SoakTotal()

  @Test(arguments: 0..<Soak.slices)
  func findersAgreeWithTheReferenceAtScale(slice: Int) {
    let walks = Soak.slice(slice, of: 300)
    let positions = nextWalkedPositions(
      UInt64(2000 + walks.lowerBound)..<UInt64(2000 + walks.upperBound))
    if let total = Self.positions.add(positions.count) { #expect(total >= 25_000) }
    var problems: [String] = []
    for position in positions {
      problems += MasterAudit.problems(position.grid, solution: position.solution)
    }
    #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
  }
}
