import Academy
import Foundation
import SudokuCore
import TestSupport
import Testing

/// Seeded drills of every lesson checked against the brute-force reference and their own solution: the
/// drill rules (no single in an elimination drill, something beyond earlier lessons — for lessons 7–12
/// the earlier lessons include the new ones before them —, 1–10 single answers), `answers` equal to
/// the reference's set (every elimination of every instance on the candidates shown), every shown
/// candidate set and answer true to the solution, and the answer checker saying Correct to every
/// answer and Miss to non-answers.
///
/// The quick suite checks 25 drills per lesson; the soak test (`DrillReferenceSoak`) 500 per lesson
/// of the six and 600 per lesson of 7–12 (or `ACADEMY_CHECK_COUNT` for every lesson).
/// `Scripts/check-drills.sh` checks 10,000 per lesson in release. Both checks of a seed look at the
/// same drill (`SharedDrills`).
@Suite struct DrillReferenceTests {
  static func check(_ technique: Technique, drills: Int) {
    #expect(drills > 0)
    for seed in 0..<UInt64(drills) {
      let drill = SharedDrills.drill(technique, seed: seed)
      #expect(drill.technique == technique && drill.seed == seed)
      let problems = DrillAudit.problems(drill)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  /// The positions the new lessons' drills are cut at (no single, an instance beyond the earlier
  /// lessons) are where their finders matter most and where walks rarely stop: there, and on a copy
  /// of each with a third of its wrong candidates removed, all six finders after X-Wing must agree
  /// with the reference (`MasterAudit`), and neither may remove a solution digit.
  static func checkFinders(_ technique: Technique, drills: Int) {
    #expect(drills > 0)
    for seed in 0..<UInt64(drills) {
      let drill = SharedDrills.drill(technique, seed: seed)
      var generator = SplitMix64(seed: seed ^ 0xD811)
      let noisy = Walk.noisyCopy(of: drill.grid, solution: drill.solution, using: &generator)
      for grid in [drill.grid, noisy] {
        let problems = MasterAudit.problems(grid, solution: drill.solution)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
      }
    }
  }

  static var soakCount: Int? {
    ProcessInfo.processInfo.environment["ACADEMY_CHECK_COUNT"].flatMap(Int.init)
  }

  @Test(arguments: Technique.allCases)
  func drillsAgreeWithTheReference(technique: Technique) {
    Self.check(technique, drills: 25)
  }

  @Test(arguments: MasterAudit.kinds)
  func findersAgreeWithTheReferenceAtDrillPositions(technique: Technique) {
    Self.checkFinders(technique, drills: 15)
  }
}

/// The soak run of the same checks: 500 drills per lesson of the six, 600 per lesson of 7–12, and
/// the finders at the first 300 of those.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct DrillReferenceSoak {
  @Test(arguments: Technique.allCases)
  func manyDrillsAgreeWithTheReference(technique: Technique) {
    DrillReferenceTests.check(
      technique,
      drills: DrillReferenceTests.soakCount ?? (technique.isUpToXWing ? 500 : 600))
  }

  @Test(arguments: MasterAudit.kinds)
  func findersAgreeWithTheReferenceAtManyDrillPositions(technique: Technique) {
    DrillReferenceTests.checkFinders(technique, drills: DrillReferenceTests.soakCount ?? 300)
  }
}
