import Foundation
import SudokuCore
import Testing

@testable import Academy

/// Every explanation states only what is true of the board as displayed (issue 17.1): each digit a
/// sentence says a house rules out is placed in that house, and every other reason a single or a
/// pattern needs — a candidate removed before the board was shown, or by an earlier step of the same
/// reveal — is named, with what removed it.
@Suite struct ExplanationTruthTests {
  /// The drill of issue 17: r9c7's houses hold 1, 2, 3, 5, 8 and 9; 6 and 7 were removed earlier.
  @Test func theNakedSingleOfSeed702863533() {
    let drill = SharedDrills.drill(.nakedSingle, seed: 702_863_533)
    let step = DrillState(drill: drill).featuredInstance
    #expect(step.description == "Naked Single: r9c7=4")
    #expect(
      step.reason(on: drill.grid).replacingOccurrences(of: "\u{A0}", with: " ")
        == "r9c7 has no candidate but 4 left: its row rules out 1, 5 and 9, its column 2 and 3 and "
        + "its box 8; r9c7 lost its 6 and 7 earlier, as the board shows. So r9c7=4.")
    let library = try! LessonLibrary.embedded()
    let hint = library.patternHint(for: step, on: drill.grid)
    #expect(!hint.contains("eight"))
    #expect(
      hint.hasSuffix(
        "They are six different digits; that cell lost its other candidates, 6 and 7, earlier, as "
          + "the board shows."))
    // `show` marks the six digits and the answer cell.
    #expect(step.shownPatternCells(in: drill.grid).count == 7)
    #expect(step.shownPatternCells(in: drill.grid).last == Cell(row: 8, column: 6))
  }

  /// A study chain: the naked single at its end names the chain's steps for what they removed.
  /// (The position is pointing drill 2's board, where no hidden single comes before the naked one.)
  @Test func aChainNamesItsSteps() throws {
    let line =
      ":0000:x:+259...46.7+4+8.....9+61+3+9+42..88+7+42+69..1.3+1..7..+6.+26......3+8+2.9.6..1.53....+2+4.+7.2..8.::::"
    let board = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(board.allDigits))
    let steps = HintPlanner.plan(board: board, solution: solution).steps
    try #require(
      steps.map(\.description) == [
        "Locked Candidates Type 1 (Pointing): 7 in b2 => r1c9<>7", "Naked Single: r1c9=3",
      ])
    let reason = steps[1].reason(on: board, after: [steps[0]])
      .replacingOccurrences(of: "\u{A0}", with: " ")
    #expect(
      reason.contains(
        "r1c9 lost its 7 to the pointing step above (Locked Candidates Type 1 (Pointing): 7 in b2)"),
      "\(reason)")
    #expect(!reason.contains("eight"))
  }

  /// A hidden single names the placed digits that rule out each other cell, and the cells that lost
  /// the digit without one (hidden singles at the end of study chains, planned on pointing drills).
  @Test func aHiddenSingleNamesWhoRulesOutWhat() {
    var sawRemoval = false
    for seed in UInt64(0)..<40 {
      let drill = SharedDrills.drill(.pointing, seed: seed)
      let steps = HintPlanner.plan(board: drill.grid, solution: drill.solution).steps
      guard let step = steps.last, case .hiddenSingle(_, _, _, false) = step.pattern else {
        continue
      }
      let chain = Array(steps.dropLast())
      let reason = step.reason(on: drill.grid, after: chain)
      #expect(!reason.contains("already sees"), "\(reason)")
      let facts = StepFacts(step, on: drill.grid, after: chain)
      if !facts.removals.isEmpty {
        sawRemoval = true
        #expect(reason.contains(" lost "), "\(reason)")
      }
      for seen in facts.seen {
        #expect(reason.contains("the \(seen.digit) in \(seen.placed) rules out"), "\(reason)")
      }
    }
    #expect(sawRemoval, "no hidden single with a removed candidate in 40 plans")
  }

  /// The second hint adds what the marks alone don't show: the pattern's cells that lost the digit
  /// earlier (pointing, claiming, pairs and X-Wings are drawn from boards with removals too).
  @Test func theSecondHintNamesCandidatesRemovedEarlier() throws {
    let library = try LessonLibrary.embedded()
    var seen = 0
    for technique in [Technique.pointing, .claiming, .nakedPair, .xWing] {
      for seed in UInt64(0)..<30 {
        let drill = SharedDrills.drill(technique, seed: seed)
        let step = DrillState(drill: drill).featuredInstance
        let facts = StepFacts(step, on: drill.grid)
        let hint = library.patternHint(for: step, on: drill.grid)
        guard !facts.removals.isEmpty else {
          #expect(!hint.contains("lost"), "\(hint)")
          continue
        }
        seen += 1
        #expect(hint.hasSuffix("earlier, as the board shows.)"), "\(hint)")
        for removal in facts.removals {
          #expect(hint.contains(removal.candidate.cell.description), "\(hint)")
        }
      }
    }
    #expect(seen > 0, "no pattern with a removed candidate in 120 drills")
  }

  // MARK: The property

  /// Checks one step's facts and sentence against the board; returns whether anything was removed.
  @discardableResult
  static func checkTruth(_ step: Step, on board: Grid, after chain: [Step] = [], _ what: String)
    -> Bool
  {
    var grid = board
    for earlier in chain { for candidate in earlier.eliminations { grid.eliminate(candidate) } }
    let facts = StepFacts(step, on: board, after: chain)
    let reason = step.reason(on: board, after: chain).replacingOccurrences(of: "\u{A0}", with: " ")
    // Each removed candidate is named once (a cell of two of the pattern's houses said "lost its
    // 3 and 3").
    let named = facts.removals.map(\.candidate)
    #expect(Set(named).count == named.count, "\(what): a candidate named twice: \(reason)")
    for removal in facts.removals {
      let candidate = removal.candidate
      #expect(!grid.candidates(at: candidate.cell).contains(candidate.digit), "\(what)")
      #expect(grid.peerCandidates(at: candidate.cell).contains(candidate.digit), "\(what)")
      if let by = removal.step {
        #expect(by.eliminations.contains(candidate), "\(what)")
        #expect(reason.contains("to the \(by.technique.stepNoun) above"), "\(what): \(reason)")
      } else {
        #expect(!board.candidates(at: candidate.cell).contains(candidate.digit), "\(what)")
        #expect(reason.contains("earlier, as the board shows"), "\(what): \(reason)")
      }
      #expect(reason.contains(candidate.cell.description), "\(what): \(reason)")
    }
    switch step.pattern {
    case .nakedSingle(let digit, let cell, false):
      // Every digit a house is said to rule out is placed there, and the rest are named removed.
      let said = housesSaid(in: reason)
      for (kind, digits) in said {
        let house = cell.houses.first { $0.kind.name == kind }!
        for other in digits {
          #expect(grid.placedCell(of: other, in: house) != nil, "\(what): \(other) in \(house)")
        }
      }
      let ruledOut = Set(said.flatMap(\.digits))
      let removed = Set(facts.removals.map(\.candidate.digit))
      #expect(ruledOut.isDisjoint(with: removed), "\(what)")
      #expect(ruledOut.union(removed) == Set(1...9).subtracting([digit]), "\(what): \(reason)")
      #expect(reason.contains("eight") == removed.isEmpty, "\(what): \(reason)")
    case .hiddenSingle(let digit, let answer, let house, false):
      let others = Set(house.cells.filter { $0 != answer && grid.isEmpty($0) })
      var covered: Set<Cell> = []
      for seen in facts.seen {
        #expect(grid.digit(at: seen.placed) == digit, "\(what)")
        for ruled in seen.cells {
          #expect(ruled.sees(seen.placed), "\(what)")
          covered.insert(ruled)
        }
      }
      let removed = Set(facts.removals.map(\.candidate.cell))
      #expect(covered.isDisjoint(with: removed), "\(what)")
      #expect(covered.union(removed) == others, "\(what): \(reason)")
    default:
      break
    }
    return !facts.removals.isEmpty
  }

  /// The `its row rules out 2 and 5, its column 1, 3 and 9` clauses of a naked single's sentence.
  static func housesSaid(in reason: String) -> [(kind: String, digits: [Int])] {
    guard let colon = reason.firstIndex(of: ":") else { return [] }
    let body = reason[reason.index(after: colon)...].split(separator: ";")[0]
      .split(separator: ".")[0]
    var result: [(String, [Int])] = []
    var kind: String?
    for word in body.split(whereSeparator: { $0 == " " || $0 == "," }) {
      if ["row", "column", "box"].contains(String(word)) {
        kind = String(word)
        result.append((kind!, []))
      } else if let digit = Int(word), kind != nil {
        result[result.count - 1].1.append(digit)
      }
    }
    return result
  }

  /// Drills of every lesson and study chains planned on them, the drills numbered `indices` of each.
  static func walk(drills indices: Range<Int>) -> (checked: Int, withRemovals: Int, chains: Int) {
    var checked = 0
    var withRemovals = 0
    var chains = 0
    for technique in Technique.allCases {
      for seed in UInt64(indices.lowerBound)..<UInt64(indices.upperBound) {
        let drill = SharedDrills.drill(technique, seed: seed &* 7919 &+ 17)
        let what = "\(technique.rawValue) seed \(drill.seed)"
        for step in drill.distinctInstances {
          checked += 1
          if checkTruth(step, on: drill.grid, what) { withRemovals += 1 }
        }
        // The study planner on the same board: a chain into a single, explained step by step.
        let steps = HintPlanner.plan(board: drill.grid, solution: drill.solution).steps
        if steps.count > 1 { chains += 1 }
        for index in steps.indices {
          checked += 1
          if checkTruth(steps[index], on: drill.grid, after: Array(steps[..<index]), what + " plan")
          {
            withRemovals += 1
          }
        }
      }
    }
    return (checked, withRemovals, chains)
  }

  @Test func explanationsAreTrueOnTheDisplayedBoard() {
    let run = Self.walk(drills: 0..<12)
    #expect(run.withRemovals > 20, "too few explanations with removed candidates: \(run)")
    #expect(run.chains > 10, "too few study chains: \(run)")
  }
}

/// The same check on 400 drills per lesson, in slices that run in parallel. The whole run must meet
/// more than 500 explanations with removed candidates: each slice meets more than its share of them,
/// so the slices together do.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct ExplanationTruthSoak {
  @Test(arguments: 0..<Soak.slices)
  func explanationsAreTrueOnThousandsOfBoards(slice: Int) {
    let run = ExplanationTruthTests.walk(drills: Soak.slice(slice, of: 400))
    print(
      "explanations, slice \(slice): \(run.checked) checked, \(run.withRemovals) with removed "
        + "candidates, \(run.chains) study chains")
    #expect(run.withRemovals > 500 / Soak.slices, "\(run)")
  }
}
