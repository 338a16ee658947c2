import Foundation
import SudokuCore
import TestSupport
import Testing

/// How many seeded puzzles the walk tests use: `ACADEMY_CHECK_COUNT`, or a few for a quick debug run.
/// `Scripts/check-drills.sh` runs the same audits at scale in release.
let walkCount = ProcessInfo.processInfo.environment["ACADEMY_CHECK_COUNT"].flatMap(Int.init) ?? 40

/// One walked position: on the solver's path, or a noisy copy of one (wrong candidates removed).
struct WalkedPosition: Sendable {
  let grid: Grid
  let solution: Puzzle
}

/// The positions of the walks through puzzles `0..<walkCount`, each followed by its noisy copy; built once
/// and shared by the tests (digging puzzles is the slow part in debug).
let walkedPositions: [WalkedPosition] = (0..<UInt64(walkCount)).flatMap { seed in
  let (grids, solution) = Walk.positions(seed: seed)
  var generator = SplitMix64(seed: seed ^ 0x5EED)
  return grids.flatMap { grid in
    [grid, Walk.noisyCopy(of: grid, solution: solution, using: &generator)].map {
      WalkedPosition(grid: $0, solution: solution)
    }
  }
}

/// The fast finders against the brute-force reference, and both against the solution, at every position
/// of logical solves of seeded generated puzzles (and at noisy copies with wrong candidates removed).
@Suite struct ReferenceWalkTests {
  @Test func findersAgreeWithTheReference() {
    for position in walkedPositions {
      let problems = PositionAudit.compareFinders(position.grid)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  @Test func stepsAgreeWithTheSolution() {
    for position in walkedPositions {
      let problems = PositionAudit.checkAgainstSolution(position.grid, solution: position.solution)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  /// The comparisons mean something only if the walks meet every technique.
  @Test func walksMeetEveryTechnique() {
    #expect(walkedPositions.count >= 2 * walkCount)
    var seen = Set<Technique>()
    for position in walkedPositions {
      let reference = Reference(position.grid)
      seen.formUnion(Technique.allCases.filter { !reference.results($0).isEmpty })
    }
    #expect(seen == Set(Technique.allCases))
  }
}
