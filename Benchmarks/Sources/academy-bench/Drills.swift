import Academy
import Foundation
import SudokuCore

/// Percentiles of a sample of latencies, in seconds.
struct Latency {
  var median: Double
  var p90: Double
  var p99: Double
  var max: Double

  /// Nearest-rank percentiles of `values`.
  init(_ values: [Double]) {
    let sorted = values.sorted()
    func rank(_ fraction: Double) -> Double {
      sorted[Swift.max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)]
    }
    median = middle(sorted)
    p90 = rank(0.9)
    p99 = rank(0.99)
    max = sorted.last ?? .nan
  }

  init(median: Double, p90: Double, p99: Double, max: Double) {
    self.median = median
    self.p90 = p90
    self.p99 = p99
    self.max = max
  }

  /// The median, over runs, of each figure separately.
  static func median(_ runs: [Latency]) -> Latency {
    Latency(
      median: middle(runs.map(\.median)), p90: middle(runs.map(\.p90)),
      p99: middle(runs.map(\.p99)), max: middle(runs.map(\.max)))
  }
}

/// Milliseconds with one decimal (two below 1 ms, three below 0.1 ms).
func milliseconds(_ seconds: Double) -> String {
  let value = seconds * 1000
  return format(value, digits: value < 0.1 ? 3 : value < 1 ? 2 : 1)
}

/// Cold drill latency: `DrillFactory.make` for seeds `0..<bench.drills` of every lesson, one at a
/// time on this thread, each timed on its own; then drills served by a `DrillProvider` whose
/// background thread had time to build them.
///
/// Targets by CPU time: the six's lessons median ≤ 10 ms and p99 ≤ 50 ms; lessons 7–12 (issue 21)
/// median ≤ 20 ms and p99 ≤ 100 ms.
func drills(_ bench: Bench) throws {
  print(
    "cold: DrillFactory.make(lesson, seed: 0..<\(bench.drills)), one thread; ms per drill by CPU time"
  )
  print(
    pad("lesson", 14) + pad("median", 8, right: true) + pad("p90", 8, right: true)
      + pad("p99", 8, right: true) + pad("max", 8, right: true)
      + pad("drills/s", 11, right: true) + pad("(wall median p99 max, drills/s)", 40, right: true)
      + "  target median, p99")
  for technique in Technique.allCases {
    var cpuRuns: [Latency] = []
    var wallRuns: [Latency] = []
    var rates: [Rate] = []
    var empty = 0
    for _ in 0..<bench.runs {
      var cpu: [Double] = []
      var wall: [Double] = []
      let start = Timing.thread()
      for seed in 0..<bench.drills {
        let before = Timing.thread()
        let drill = DrillFactory.make(technique, seed: UInt64(seed))
        let elapsed = Timing.thread() - before
        if drill.instances.isEmpty || drill.technique != technique { empty += 1 }
        cpu.append(elapsed.cpu)
        wall.append(elapsed.wall)
      }
      rates.append(Rate(items: bench.drills, Timing.thread() - start))
      cpuRuns.append(Latency(cpu))
      wallRuns.append(Latency(wall))
    }
    let cpu = Latency.median(cpuRuns)
    let wall = Latency.median(wallRuns)
    let rate = Rate(cpu: middle(rates.map(\.cpu)), wall: middle(rates.map(\.wall)))
    let target = technique.isUpToXWing ? (median: 0.010, p99: 0.050) : (median: 0.020, p99: 0.100)
    let met = cpu.median <= target.median && cpu.p99 <= target.p99
    let wallMet = wall.median <= target.median && wall.p99 <= target.p99
    print(
      pad("\(technique.number) \(technique.rawValue)", 14)
        + pad(milliseconds(cpu.median), 8, right: true) + pad(milliseconds(cpu.p90), 8, right: true)
        + pad(milliseconds(cpu.p99), 8, right: true) + pad(milliseconds(cpu.max), 8, right: true)
        + pad(format(rate.cpu), 11, right: true)
        + pad(
          "(wall \(milliseconds(wall.median)) \(milliseconds(wall.p99)) \(milliseconds(wall.max)), \(format(rate.wall))/s)",
          40, right: true)
        + "  ≤ \(Int(target.median * 1000)), ≤ \(Int(target.p99 * 1000)) \(met ? "met" : "MISSED")\(wallMet == met ? "" : wallMet ? " (wall met)" : " (wall missed)")"
        + (empty == 0 ? "" : "  \(empty) drills without an instance!"))
  }
  buffered(bench)
}

/// Drills from the background buffer, as the shell gets them: for session index `i` (lessons in
/// turn), `prefetch`, wait twice the drill's own cold build time (measured just before, same seed)
/// plus 20 ms, then time `drill(_:index:)`. Each drill is checked against its cold build. 60 drills
/// per run, five of each lesson; lessons 7–12 are also reported on their own.
func buffered(_ bench: Bench) {
  let count = 60
  var calls: [Latency] = []
  var newCalls: [Latency] = []
  var threadCPU: [Double] = []
  var mismatches = 0
  var waited = 0.0
  for run in 0..<bench.runs {
    let provider = DrillProvider(sessionSeed: 1000 + UInt64(run))
    var wall: [Double] = []
    var newWall: [Double] = []
    for index in 0..<count {
      let technique = Technique.allCases[index % Technique.allCases.count]
      let coldStart = Timing.thread()
      let cold = DrillFactory.make(technique, seed: provider.seed(forIndex: index))
      let coldTime = (Timing.thread() - coldStart).wall
      provider.prefetch(technique, index: index)
      let wait = 2 * coldTime + 0.020
      waited += wait
      Thread.sleep(forTimeInterval: wait)
      let before = Timing.thread()
      let drill = provider.drill(technique, index: index)
      let elapsed = Timing.thread() - before
      wall.append(elapsed.wall)
      if !technique.isUpToXWing { newWall.append(elapsed.wall) }
      threadCPU.append(elapsed.cpu)
      if drill.seed != cold.seed || drill.puzzle != cold.puzzle || drill.grid != cold.grid {
        mismatches += 1
      }
    }
    calls.append(Latency(wall))
    newCalls.append(Latency(newWall))
  }
  let latency = Latency.median(calls)
  let newLatency = Latency.median(newCalls)
  let check = mismatches == 0 ? "all equal to their cold builds" : "\(mismatches) differ!"
  print(
    "buffered: DrillProvider.prefetch, wait, drill(_:index:) — \(count) drills, lessons in turn (\(check))"
  )
  print(
    pad("  drill(_:index:) wall ms", 22)
      + pad("median " + milliseconds(latency.median), 22, right: true)
      + pad("p90 " + milliseconds(latency.p90), 12, right: true)
      + pad("max " + milliseconds(latency.max), 12, right: true)
      + "  (caller CPU median \(milliseconds(middle(threadCPU)))) target < 5: \(latency.max < 0.005 ? "met" : "MISSED")"
  )
  print(
    pad("  lessons 7–12 only", 22)
      + pad("median " + milliseconds(newLatency.median), 22, right: true)
      + pad("p90 " + milliseconds(newLatency.p90), 12, right: true)
      + pad("max " + milliseconds(newLatency.max), 12, right: true)
      + "  target ≤ 5: \(newLatency.max <= 0.005 ? "met" : "MISSED")")
  print(
    "  (waited \(format(waited / Double(count * bench.runs) * 1000, digits: 1)) ms per drill on average before asking)"
  )
}
