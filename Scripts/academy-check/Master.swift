// The checks and measurements for the techniques after the six (issue 21), run by academy-check's
// --next-walks and --occurrence options.
import Foundation
import SudokuCore
import TestSupport

/// Audits `walks` twelve-technique walks (seeds from `firstSeed`), each position and a noisy copy of it,
/// with `MasterAudit.problems`; returns the disagreements.
func runNextWalks(_ walks: Int, firstSeed: UInt64) -> [String] {
  let start = ContinuousClock.now
  let lock = NSLock()
  nonisolated(unsafe) var problems: [String] = []
  nonisolated(unsafe) var positions = 0
  DispatchQueue.concurrentPerform(iterations: walks) { index in
    let seed = firstSeed + UInt64(index)
    let (grids, solution) = MasterAudit.positions(seed: seed)
    var generator = SplitMix64(seed: seed ^ 0x5EED)
    var found: [String] = []
    for grid in grids {
      found += MasterAudit.problems(grid, solution: solution)
      let noisy = Walk.noisyCopy(of: grid, solution: solution, using: &generator)
      found += MasterAudit.problems(noisy, solution: solution)
    }
    lock.lock()
    problems += found
    positions += grids.count
    lock.unlock()
  }
  printNow(
    "next walks: \(walks) puzzles, \(positions) positions + \(positions) noisy copies, \(problems.count) disagreements, \(seconds(ContinuousClock.now - start))"
  )
  return problems
}

/// What the occurrence measurement counts for one clue count.
struct Occurrence {
  var puzzles = 0
  var positions = 0
  var solvedBySix = 0
  var solvedByCurriculum = 0
  /// Per kind: puzzles whose walk shows an instance somewhere, shows a pure one (no single on the
  /// board, an elimination no earlier technique makes), and whose walk applied it (nothing earlier
  /// applied).
  var occurs: [Technique: Int] = [:]
  var pure: [Technique: Int] = [:]
  var used: [Technique: Int] = [:]
  /// Positions with a pure instance, per kind.
  var purePositions: [Technique: Int] = [:]
  /// Crossed skyscrapers (beyond HoDoKu 2.2) seen, those removing something claiming does not, and
  /// positions where only a crossed skyscraper makes the skyscraper pure.
  var crossed = 0
  var crossedBeyondClaiming = 0
  var pureOnlyByCrossed = 0

  mutating func add(_ other: Occurrence) {
    puzzles += other.puzzles
    positions += other.positions
    solvedBySix += other.solvedBySix
    solvedByCurriculum += other.solvedByCurriculum
    for (kind, count) in other.occurs { occurs[kind, default: 0] += count }
    for (kind, count) in other.pure { pure[kind, default: 0] += count }
    for (kind, count) in other.used { used[kind, default: 0] += count }
    for (kind, count) in other.purePositions { purePositions[kind, default: 0] += count }
    crossed += other.crossed
    crossedBeyondClaiming += other.crossedBeyondClaiming
    pureOnlyByCrossed += other.pureOnlyByCrossed
  }
}

/// The six techniques after X-Wing, whose occurrence this measures.
let afterTheSix = Technique.allCases.filter { !$0.isUpToXWing }

/// Walks one generated puzzle simplest-first with the curriculum and counts what it meets.
func measure(puzzle: Puzzle) -> Occurrence {
  var result = Occurrence()
  result.puzzles = 1
  var grid = Grid(givens: puzzle)
  var occurs = Set<Technique>()
  var pure = Set<Technique>()
  var used = Set<Technique>()
  result.solvedBySix = LogicalSolver.solve(grid, upTo: .xWing).isSolved ? 1 : 0
  while !grid.isComplete, grid.deadCell == nil {
    result.positions += 1
    let six = Finder.steps(Technique.upToXWing, in: grid)
    let hasSingle =
      !six[.nakedSingle, default: []].isEmpty || !six[.hiddenSingle, default: []].isEmpty
    var earlier = Set(
      [Technique.pointing, .claiming, .nakedPair, .xWing].flatMap { six[$0, default: []] }
        .flatMap(\.eliminations))
    let next = Finder.steps(afterTheSix, in: grid)
    for kind in afterTheSix {
      let steps = next[kind, default: []]
      let removed = Set(steps.flatMap(\.eliminations))
      if !removed.isEmpty { occurs.insert(kind) }
      if !hasSingle && !removed.isSubset(of: earlier) {
        pure.insert(kind)
        result.purePositions[kind, default: 0] += 1
        if kind == .skyscraper {
          let plain = Set(
            steps.filter {
              if case .skyscraper(let s) = $0.pattern { !s.isBeyondHoDoKu } else { true }
            }.flatMap(\.eliminations))
          if plain.isSubset(of: earlier) { result.pureOnlyByCrossed += 1 }
        }
      }
      if kind == .skyscraper {
        let claimed = Set(six[.claiming, default: []].flatMap(\.eliminations))
        for step in steps {
          guard case .skyscraper(let s) = step.pattern, s.isBeyondHoDoKu else { continue }
          result.crossed += 1
          if !Set(step.eliminations).isSubset(of: claimed) { result.crossedBeyondClaiming += 1 }
        }
      }
      earlier.formUnion(removed)
    }
    if let step = LogicalSolver.nextStep(in: grid, upTo: .xWing) {
      LogicalSolver.apply(step, to: &grid)
    } else if let kind = afterTheSix.first(where: { !next[$0, default: []].isEmpty }) {
      used.insert(kind)
      for elimination in next[kind]![0].eliminations { grid.eliminate(elimination) }
    } else {
      break
    }
  }
  result.solvedByCurriculum = grid.isComplete ? 1 : 0
  for kind in occurs { result.occurs[kind] = 1 }
  for kind in pure { result.pure[kind] = 1 }
  for kind in used { result.used[kind] = 1 }
  return result
}

/// Generates `perClueCount` puzzles for each target clue count 22–32, walks each, and prints the
/// occurrence table of docs/techniques-master.md (bucketed by the clues the puzzle really has).
func runOccurrence(_ perClueCount: Int, firstSeed: UInt64) {
  let start = ContinuousClock.now
  let targets = Array(22...32)
  let lock = NSLock()
  nonisolated(unsafe) var byClues: [Int: Occurrence] = [:]
  DispatchQueue.concurrentPerform(iterations: targets.count * perClueCount) { index in
    let target = targets[index / perClueCount]
    var generator = SplitMix64(
      seed: SplitMix64.derive(firstSeed &+ UInt64(target) << 32, index % perClueCount))
    let (puzzle, _) = PuzzleDigger.generate(
      targetClues: target, symmetric: false, using: &generator)
    let found = measure(puzzle: puzzle)
    let clues = puzzle.count { $0 != 0 }
    lock.lock()
    byClues[clues, default: Occurrence()].add(found)
    lock.unlock()
  }
  func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f", 100 * Double(part) / Double(whole))
  }
  let kinds = afterTheSix
  printNow(
    "occurrence: \(perClueCount) puzzles per target clue count 22–32, walked simplest-first with the curriculum (\(seconds(ContinuousClock.now - start)))"
  )
  printNow("")
  printNow("% of puzzles whose walk shows the pattern somewhere / shows it pure / applies it:")
  printNow("")
  printNow(
    "| clues | puzzles | positions | six solve | curriculum solves | "
      + kinds.map { "\($0.rawValue) any / pure / used" }.joined(separator: " | ") + " |")
  printNow("|---:|---:|---:|---:|---:|" + kinds.map { _ in "---:|" }.joined())
  var total = Occurrence()
  for clues in byClues.keys.sorted() {
    let row = byClues[clues]!
    total.add(row)
    printNow(
      "| \(clues) | \(row.puzzles) | \(row.positions) | \(percent(row.solvedBySix, row.puzzles)) | \(percent(row.solvedByCurriculum, row.puzzles)) | "
        + kinds.map {
          "\(percent(row.occurs[$0, default: 0], row.puzzles)) / \(percent(row.pure[$0, default: 0], row.puzzles)) / \(percent(row.used[$0, default: 0], row.puzzles))"
        }.joined(separator: " | ") + " |")
  }
  printNow("")
  printNow(
    "pure positions per 1,000 walked positions: "
      + kinds.map {
        "\($0.rawValue) \(String(format: "%.2f", 1000 * Double(total.purePositions[$0, default: 0]) / Double(max(total.positions, 1))))"
      }.joined(separator: ", "))
  printNow(
    "crossed skyscrapers (beyond HoDoKu 2.2): \(total.crossed) instances, \(total.crossedBeyondClaiming) removing something claiming does not, \(total.pureOnlyByCrossed) pure positions pure only through one"
  )
}
