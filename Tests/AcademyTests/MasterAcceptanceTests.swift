import SudokuCore
import Testing

@testable import Academy

/// Any valid instance is accepted, and nothing else: on drills of the six lessons after X-Wing and on
/// positions of twelve-technique walks (with noisy copies, where crossed skyscrapers and locked triples
/// are common), the checker of each new lesson calls an elimination correct exactly when the
/// independent reference (`Reference+Master`) finds it, and accepts every instance's eliminations given
/// as one answer.
@Suite struct MasterAcceptanceTests {
  struct Run {
    var positions = 0
    var answers = 0
    var crossedSkyscrapers = 0
    var lockedTriples = 0
  }

  /// Checks every candidate of `grid` for each new lesson against the reference.
  static func audit(_ grid: Grid, solution: Puzzle, _ what: String, into run: inout Run) {
    run.positions += 1
    let reference = Reference(grid)
    for technique in MasterDrills.techniques {
      let checker = AnswerChecker(technique: technique, grid: grid, solution: solution)
      let valid = reference.results(technique)
      for cell in grid.emptyCells {
        for digit in grid.candidates(at: cell) {
          let candidate = Candidate(cell, digit)
          run.answers += 1
          let correct = checker.check("\(cell)<>\(digit)").kind == .correct
          #expect(
            correct == valid.contains(candidate), "\(technique.rawValue) \(what) \(cell)<>\(digit)")
        }
      }
      for step in checker.instances {
        if case .skyscraper(let skyscraper) = step.pattern, skyscraper.isBeyondHoDoKu {
          run.crossedSkyscrapers += 1
        }
        if case .subset(let subset) = step.pattern, subset.isLocked { run.lockedTriples += 1 }
        let answer = step.eliminations.map { Notation.canonical($0, placement: false) }
          .joined(separator: " ")
        let verdict = checker.check(answer)
        #expect(verdict.kind == .correct, "\(technique.rawValue) \(what) \(step)")
      }
    }
  }

  static func walk(drills: [Drill], walks: Range<Int>) -> Run {
    var run = Run()
    for drill in drills {
      audit(drill.grid, solution: drill.solution, "drill seed \(drill.seed)", into: &run)
    }
    for seed in UInt64(walks.lowerBound)..<UInt64(walks.upperBound) {
      let (grids, solution) = MasterAudit.positions(seed: seed &+ 4_000)
      var generator = SplitMix64(seed: seed)
      for (index, grid) in grids.enumerated() {
        audit(grid, solution: solution, "walk \(seed) position \(index)", into: &run)
        let noisy = Walk.noisyCopy(of: grid, solution: solution, using: &generator)
        audit(noisy, solution: solution, "walk \(seed) noisy \(index)", into: &run)
      }
    }
    return run
  }

  @Test func everyInstanceIsAcceptedAndNothingElse() {
    // Ten drills of each lesson (every fourth of the shared forty) and two walks.
    let drills = MasterDrills.quick.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
    let run = Self.walk(drills: drills, walks: 0..<2)
    #expect(run.positions > 150, "\(run)")
    #expect(run.crossedSkyscrapers > 0, "no crossed skyscraper met: \(run)")
    #expect(run.lockedTriples > 0, "no locked triple met: \(run)")
  }
}

/// The same check at the soak's size: 60 drills per lesson and 24 walks (about 1.5 million answers);
/// `ACADEMY_CHECK_COUNT=N` runs N drills and N/2.5 walks (N=150 checked 3.7 million answers). It runs
/// in slices, each a twelfth of the drills of every lesson and of the walks, so they run in parallel;
/// each slice, like the quick test, must meet a crossed skyscraper and a locked triple.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct MasterAcceptanceSoak {
  static let drills = DrillReferenceTests.soakCount ?? 60

  @Test(arguments: 0..<Soak.slices)
  func everyInstanceIsAcceptedOnThousandsOfDrills(slice: Int) {
    let run = MasterAcceptanceTests.walk(
      drills: MasterDrills.make(Soak.slice(slice, of: Self.drills)),
      walks: Soak.slice(slice, of: Self.drills * 2 / 5))
    print("acceptance, slice \(slice): \(run)")
    #expect(run.crossedSkyscrapers > 0 && run.lockedTriples > 0, "\(run)")
  }
}
