import Academy
import Foundation
import ReferenceTechniques
import SudokuCore
import Testing

/// Drills per lesson: `ACADEMY_CHECK_COUNT`, or 500 per lesson in a CI-sized debug run (a few seconds
/// each). `Scripts/check-drills.sh` checks 10,000 per lesson in release.
func drillCount(_ technique: Technique) -> Int {
  ProcessInfo.processInfo.environment["ACADEMY_CHECK_COUNT"].flatMap(Int.init) ?? 500
}

/// Seeded drills of every lesson checked against the brute-force reference and their own solution: the
/// drill rules (no single in an elimination drill, something beyond earlier lessons, 1–10 single answers),
/// `answers` equal to the reference's set, every shown candidate set and answer true to the solution, and
/// the answer checker saying Correct to every answer and Miss to non-answers.
@Suite struct DrillReferenceTests {
  @Test(arguments: Technique.allCases)
  func drillsAgreeWithTheReference(technique: Technique) {
    #expect(drillCount(technique) > 0)
    for seed in 0..<UInt64(drillCount(technique)) {
      let drill = DrillFactory.make(technique, seed: seed)
      #expect(drill.technique == technique && drill.seed == seed)
      let problems = DrillAudit.problems(drill)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
  }
}
