import Foundation
import SudokuCore

/// Which technique a review drill is cut for.
///
/// In the shell: techniques whose review is due first (the longest overdue first), then the
/// weakest (lowest first-try rate over its last 10 drills), then the least recently practised —
/// among lessons started. From a seed (`sudoku-academy review --seed S`): the seed alone decides,
/// so a review drill is rebuilt from its seed like a lesson drill.
public enum ReviewChoice {
  /// The technique the shell reviews next, or nil when no lesson has been started.
  public static func next(_ state: ProgressState, at date: Date) -> Technique? {
    let started = Technique.allCases.filter { state[$0].attempted > 0 }
    let due = started.filter { state[$0].isReviewDue(at: date) }
    if let overdue = due.min(by: { state[$0].dueDate! < state[$1].dueDate! }) { return overdue }
    return started.min { a, b in
      let rates = (state[a].recentFirstTryRate ?? 0, state[b].recentFirstTryRate ?? 0)
      if rates.0 != rates.1 { return rates.0 < rates.1 }
      let dates = (state[a].lastPractised ?? .distantPast, state[b].lastPractised ?? .distantPast)
      if dates.0 != dates.1 { return dates.0 < dates.1 }
      return a < b
    }
  }

  /// The technique a review drill with seed `seed` is cut for.
  public static func technique(forSeed seed: UInt64) -> Technique {
    Technique.allCases[Int(seed % UInt64(Technique.allCases.count))]
  }

  /// The seed nearest below `seed` (or `seed` itself) whose review drill is cut for `technique`, so
  /// that `sudoku-academy review --seed D --count 1` rebuilds a drill the shell chose by schedule.
  public static func seed(_ seed: UInt64, for technique: Technique) -> UInt64 {
    let count = UInt64(Technique.allCases.count)
    let index = UInt64(Technique.allCases.firstIndex(of: technique)!)
    let base = seed - seed % count
    return base + index <= seed || base < count ? base + index : base - count + index
  }
}
