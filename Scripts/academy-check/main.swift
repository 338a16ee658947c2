// academy-check: checks drills and walked positions against the reference techniques at scale.
//
//   academy-check [--drills N] [--positions N] [--first-seed S] [--lessons key,key…] [--show N]
//     [--next-walks N] [--occurrence N]
//
// Builds N drills per lesson (seeds S..<S+N) and audits each with `DrillAudit` (and, for lessons 7–12,
// its position with `MasterAudit`: all six finders after X-Wing against the reference), then walks generated
// puzzles with the logical solver until N positions are audited with `Walk`. Prints counts, timing and
// every disagreement (up to --show of them); exits 1 when there is any, 2 on bad usage. --next-walks N
// audits N twelve-technique walks with the finders of the techniques after the six (Next.swift);
// --occurrence N prints how often those occur, N puzzles per clue count 22–32.
import Academy
import Foundation
import SudokuCore
import TestSupport

struct Options {
  var drills = 10_000
  var positions = 100_000
  var firstSeed: UInt64 = 0
  var lessons = Technique.allCases
  var show = 50
  var nextWalks = 0
  var occurrence = 0

  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
      switch flag {
      case "--drills": drills = try Self.number(value, flag)
      case "--positions": positions = try Self.number(value, flag)
      case "--first-seed": firstSeed = UInt64(try Self.number(value, flag))
      case "--show": show = try Self.number(value, flag)
      case "--next-walks": nextWalks = try Self.number(value, flag)
      case "--occurrence": occurrence = try Self.number(value, flag)
      case "--lessons":
        var chosen: [Technique] = []
        for key in value.split(separator: ",") {
          guard let technique = Technique(argument: String(key)) else {
            throw UsageError("unknown lesson \(key)")
          }
          chosen.append(technique)
        }
        lessons = chosen
      default: throw UsageError("unknown option \(flag)")
      }
    }
  }

  static func number(_ text: String, _ flag: String) throws(UsageError) -> Int {
    guard let value = Int(text), value >= 0 else {
      throw UsageError("\(flag) takes a whole number ≥ 0, not \(text)")
    }
    return value
  }
}

struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// Results gathered from the worker threads.
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var problems: [String] = []
  private var done = 0
  private var report = Walk.Report()

  func add(_ found: [String]) -> Int {
    lock.lock()
    defer { lock.unlock() }
    problems += found
    done += 1
    return done
  }

  func add(_ walk: Walk.Report) {
    lock.lock()
    defer { lock.unlock() }
    report.add(walk)
  }

  var allProblems: [String] {
    lock.lock()
    defer { lock.unlock() }
    return problems + report.problems
  }

  var walked: Walk.Report {
    lock.lock()
    defer { lock.unlock() }
    return report
  }
}

func seconds(_ duration: Duration) -> String {
  let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  return String(format: "%.1f s", value)
}

/// Prints a line at once (unbuffered), so progress shows while the workers run.
func printNow(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data(
      "academy-check: \(error.message)\nusage: academy-check [--drills N] [--positions N] [--first-seed S] [--lessons key,…] [--show N] [--next-walks N] [--occurrence N]\n"
        .utf8))
  exit(2)
}

let clock = ContinuousClock()
let start = clock.now
var disagreements: [String] = []
printNow(
  "academy-check: \(options.drills) drills per lesson (seeds \(options.firstSeed)..<\(options.firstSeed + UInt64(options.drills))), \(options.positions) walked positions, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)

for technique in options.lessons where options.drills > 0 {
  let tally = Tally()
  let lessonStart = clock.now
  let step = max(1, options.drills / 10)
  DispatchQueue.concurrentPerform(iterations: options.drills) { index in
    let drill = DrillFactory.make(technique, seed: options.firstSeed + UInt64(index))
    var found = DrillAudit.problems(drill)
    // A new lesson's drill position is also where the six finders after X-Wing are compared with
    // the reference: pure positions without singles, which walks pass through only now and then.
    if !technique.isUpToXWing {
      found += MasterAudit.problems(drill.grid, solution: drill.solution)
    }
    let done = tally.add(found)
    if done % step == 0 && done < options.drills {
      printNow(
        "  \(technique.rawValue): \(done)/\(options.drills) (\(seconds(clock.now - lessonStart)))")
    }
  }
  let found = tally.allProblems
  disagreements += found
  printNow(
    "\(technique.rawValue): \(options.drills) drills, \(found.count) disagreements, \(seconds(clock.now - lessonStart))"
  )
}

if options.positions > 0 {
  let tally = Tally()
  let walkStart = clock.now
  var nextSeed = options.firstSeed
  var puzzles = 0
  var lastReported = 0
  // Batches of walks, two per core at a time, until enough positions are audited.
  while tally.walked.positions < options.positions {
    let batch = 64
    let base = nextSeed
    DispatchQueue.concurrentPerform(iterations: batch) { index in
      tally.add(Walk.audit(seed: base + UInt64(index), noisy: true))
    }
    nextSeed += UInt64(batch)
    puzzles += batch
    let positions = tally.walked.positions
    if positions - lastReported >= options.positions / 10 && positions < options.positions {
      lastReported = positions
      printNow(
        "  walks: \(positions)/\(options.positions) positions (\(seconds(clock.now - walkStart)))")
    }
  }
  let report = tally.walked
  disagreements += report.problems
  printNow(
    "walks: \(puzzles) puzzles, \(report.positions) positions + \(report.noisyPositions) noisy copies, \(report.problems.count) disagreements, \(seconds(clock.now - walkStart))"
  )
}

if options.nextWalks > 0 {
  disagreements += runNextWalks(options.nextWalks, firstSeed: options.firstSeed)
}
if options.occurrence > 0 { runOccurrence(options.occurrence, firstSeed: options.firstSeed) }

for problem in disagreements.prefix(options.show) { printNow("DISAGREEMENT \(problem)") }
if disagreements.count > options.show {
  printNow("… and \(disagreements.count - options.show) more")
}
printNow("total: \(disagreements.count) disagreements in \(seconds(clock.now - start))")
exit(disagreements.isEmpty ? 0 : 1)
