import Academy
import Foundation
import SudokuCore
import TestSupport
import Testing

/// Seeded drills of every lesson checked against the brute-force reference and their own solution: the
/// drill rules (no single in an elimination drill, something beyond earlier lessons, 1–10 single answers),
/// `answers` equal to the reference's set, every shown candidate set and answer true to the solution, and
/// the answer checker saying Correct to every answer and Miss to non-answers.
///
/// The quick suite checks 25 drills per lesson; the soak test 500 per lesson (3,000 debug drills), or
/// `ACADEMY_CHECK_COUNT`. `Scripts/check-drills.sh` checks 10,000 per lesson in release.
@Suite struct DrillReferenceTests {
  static func check(_ technique: Technique, drills: Int) {
    #expect(drills > 0)
    for seed in 0..<UInt64(drills) {
      let drill = DrillFactory.make(technique, seed: seed)
      #expect(drill.technique == technique && drill.seed == seed)
      let problems = DrillAudit.problems(drill)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }

  @Test(arguments: Technique.allCases)
  func drillsAgreeWithTheReference(technique: Technique) {
    Self.check(technique, drills: 25)
  }

  @Test(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason), arguments: Technique.allCases)
  func manyDrillsAgreeWithTheReference(technique: Technique) {
    Self.check(
      technique,
      drills: ProcessInfo.processInfo.environment["ACADEMY_CHECK_COUNT"].flatMap(Int.init) ?? 500)
  }
}
