import Academy
import Foundation
import SudokuCore
import TestSupport
import Testing

/// `DrillFactory.qualifies` and the answer checker at every position of seeded logical solves (the
/// positions the factory itself walks), judged by the reference — cheap where building drills is not.
@Suite struct DrillQualificationTests {
  /// Puzzles walked: `ACADEMY_CHECK_COUNT`, or 3 (seeds 0 and 2 meet pointing, claiming and pair drills).
  static let walks =
    ProcessInfo.processInfo.environment["ACADEMY_CHECK_COUNT"].flatMap(Int.init) ?? 3

  @Test(arguments: 0..<UInt64(walks))
  func qualificationAgreesWithTheReference(seed: UInt64) {
    let (grids, solution) = Walk.positions(seed: seed)
    for grid in grids {
      let problems = DrillAudit.positionProblems(grid, solution: solution)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }
}
