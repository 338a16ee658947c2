import Academy
import Foundation
import SudokuCore

/// Challenge levels: one game of each level of the ladder per seed `0..<count`, built cold on this
/// thread (`ChallengeLevel.game(seed:)`, the background supply's work), each timed on its own, and
/// checked: its clue count in the level's window and its grade the level's techniques.
func challenge(_ bench: Bench) throws {
  let count = max(bench.drills / 5, 20)
  print("ChallengeLevel.game(seed: 0..<\(count)) per level, one thread; ms per puzzle by CPU time")
  print(
    pad("level", 22) + pad("median", 9, right: true) + pad("p90", 9, right: true)
      + pad("p99", 9, right: true) + pad("max", 9, right: true) + "  clues seen, check")
  for level in ChallengeLevel.ladder {
    var times: [Double] = []
    var clues: [Int: Int] = [:]
    var wrong = 0
    for seed in 0..<UInt64(count) {
      let start = Timing.thread()
      let game = level.game(seed: seed)
      times.append((Timing.thread() - start).cpu)
      let given = game.givens.clues
      clues[given, default: 0] += 1
      let grade = StudyLevel.grade(givens: game.givens).level
      let fits =
        level.difficulty == .easy || level.difficulty == .medium
        ? grade == .easy || grade == .medium : grade == level.studyLevel
      if !fits || !level.clues.contains(given)
        || Solver.countSolutions(game.givens, limit: 2) != 1
      {
        wrong += 1
      }
    }
    let latency = Latency(times)
    let seen = clues.keys.sorted().map { "\($0):\(clues[$0]!)" }.joined(separator: " ")
    print(
      pad("\(level.number) (\(level.targetClues), \(level.difficulty.rawValue))", 22)
        + pad(milliseconds(latency.median), 9, right: true)
        + pad(milliseconds(latency.p90), 9, right: true)
        + pad(milliseconds(latency.p99), 9, right: true)
        + pad(milliseconds(latency.max), 9, right: true) + "  \(seen), "
        + (wrong == 0 ? "all on level" : "\(wrong) off level!"))
  }
}
