// academy-bench: the speed figures of Benchmarks/README.md, printed, never asserted.
//
//   swift run -c release --package-path Benchmarks academy-bench [DATA_DIR] [--only SECTION] [--runs N]
//     [--drills N] [--binary PATH]
//
// Each figure is the median of several runs, by CPU time (what the code costs, robust when other jobs
// share the machine) and by wall clock. Sections are independent functions listed in `Section.all`;
// add one (drill latency, start-up time, ...) by writing a function and a line there.
import Foundation
import SudokuCore

// MARK: Sections

struct Section: Sendable {
  let name: String
  let summary: String
  let run: @Sendable (Bench) throws -> Void

  static let all = [
    Section(
      name: "solve", summary: "uniqueness check (count to 2) of the puzzle files", run: solve),
    Section(name: "generate", summary: "random grid + dig to a unique puzzle", run: generate),
    Section(
      name: "drills", summary: "drill latency per lesson, cold (no buffer) and from the buffer",
      run: drills),
    Section(
      name: "graded", summary: "graded generation per difficulty (random grid, dig, grade)",
      run: graded),
    Section(
      name: "startup",
      summary: "the built sudoku-academy: scripted sessions, wall time and peak memory",
      run: startup),
    Section(
      name: "batch", summary: "drill x-wing --count 100 on both cores and on one (taskset)",
      run: batch),
    Section(
      name: "study",
      summary: "study: a move and a hint with the save, a new game from the background supply",
      run: study),
    Section(
      name: "review", summary: "the game review: a whole game of each level reviewed, CPU",
      run: review),
    Section(
      name: "challenge",
      summary: "challenge levels: a game of each level of the ladder, cold, and its check",
      run: challenge),
    Section(
      name: "finders",
      summary: "the finders after the six (issue 21): cost per walked position",
      run: finders),
    Section(
      name: "cli",
      summary: "whole processes: solve - and find all - --json, solve beside qqwing --solve",
      run: commandLine),
  ]
}

/// Uniqueness checks over 17clue.txt and top1465.txt, ours and qqwing's (on a sample, qqwing being
/// slow; the ratio compares both solvers on that same sample).
func solve(_ bench: Bench) throws {
  for (file, sampleSize) in [("17clue.txt", 1000), ("top1465.txt", 300)] {
    let puzzles = try bench.puzzles(file)
    let unique = puzzles.count { Solver.countSolutions($0, limit: 2) == 1 }
    let check =
      unique == puzzles.count ? "all unique" : "only \(unique) of \(puzzles.count) unique!"
    let oursAll = bench.rate(puzzles)
    bench.report("solve \(file) (\(puzzles.count), \(check))", ours: oursAll)
    if let tdoku = bench.tdoku {
      // The whole file, repeated to about 100,000 checks so the child's start-up is a small part.
      let repeats = max(1, 100_000 / puzzles.count)
      let path = bench.dataDirectory.appendingPathComponent(file).path
      var tdokuUnique = ""
      let theirs = try bench.median {
        let (output, time) = try bench.runProcess(tdoku, [path, "\(repeats)"], input: nil)
        tdokuUnique = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return Rate(items: puzzles.count * repeats, time)
      }
      bench.report(
        "  tdoku, same file × \(repeats) (\(tdokuUnique) unique)", ours: oursAll, anchor: theirs,
        name: "tdoku")
    }
    guard let qqwing = bench.qqwing else { continue }
    let sample = Array(puzzles.prefix(sampleSize))
    let sampleText = try bench.lines(file).prefix(sampleSize).joined(separator: "\n") + "\n"
    var qqwingUnique = 0
    let theirs = try bench.median {
      let (output, time) = try bench.runProcess(
        qqwing, ["--solve", "--count-solutions", "--nosolution"], input: sampleText)
      qqwingUnique = output.split(separator: "\n").count { $0.contains("unique") }
      return Rate(items: sample.count, time)
    }
    let ours = bench.rate(sample)
    bench.report("  ours on the first \(sample.count)", ours: ours)
    bench.report(
      "  qqwing --solve --count-solutions, same \(sample.count) (\(qqwingUnique) unique)",
      ours: ours, anchor: theirs)
  }
}

/// Unique-puzzle generation at 26, 32 and 40 clues (and symmetric 26), ours and qqwing's.
func generate(_ bench: Bench) throws {
  var oursAt26 = Rate(cpu: 0, wall: 0)
  for (clues, symmetric) in [(26, false), (26, true), (32, false), (40, false)] {
    var offTarget = 0
    var seed: UInt64 = 0
    let ours = bench.median {
      bench.rate(minimumSeconds: 0.25) {
        var generator = SplitMix64(seed: seed)
        seed += 1
        let (puzzle, _) = PuzzleDigger.generate(
          targetClues: clues, symmetric: symmetric, using: &generator)
        if puzzle.count(where: { $0 != 0 }) != clues { offTarget += 1 }
        return 1
      }
    }
    if clues == 26 && !symmetric { oursAt26 = ours }
    let check = offTarget == 0 ? "all on target" : "\(offTarget) off target"
    bench.report(
      "generate \(clues) clues\(symmetric ? ", symmetric" : "") (\(check))", ours: ours)
  }
  guard let qqwing = bench.qqwing else { return }
  let count = 50
  var clueTotal = 0
  let theirs = try bench.median {
    let (output, time) = try bench.runProcess(
      qqwing, ["--generate", "\(count)", "--one-line"], input: nil)
    clueTotal = output.utf8.count { (49...57).contains($0) }
    return Rate(items: count, time)
  }
  let averageClues = Double(clueTotal) / Double(count)
  bench.report(
    "  qqwing --generate \(count) (its own clue counts, \(format(averageClues, digits: 1)) on average) vs ours at 26",
    ours: oursAt26, anchor: theirs)
}

// MARK: Harness

struct Bench: Sendable {
  let dataDirectory: URL
  let runs: Int
  let qqwing: URL?
  /// Seeds per lesson for the cold drill latency.
  var drills = 300
  /// The root package's release `sudoku-academy`, when built.
  var binary: URL?
  /// A program that counts each puzzle of a file to 2 with tdoku (`--tdoku`; see the README).
  var tdoku: URL?

  func lines(_ file: String) throws -> [String] {
    let url = dataDirectory.appendingPathComponent(file)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
      .filter { $0.count >= 81 && !$0.hasPrefix("#") }
  }

  func puzzles(_ file: String) throws -> [Puzzle] {
    try lines(file).map { line in
      Puzzle(line.utf8.prefix(81).map { (49...57).contains($0) ? Int($0 - 48) : 0 })
    }
  }

  /// The median of `runs` measurements (of each clock separately).
  func median(_ measure: () throws -> Rate) rethrows -> Rate {
    var rates: [Rate] = []
    for _ in 0..<runs { rates.append(try measure()) }
    return Rate(cpu: middle(rates.map(\.cpu)), wall: middle(rates.map(\.wall)))
  }

  /// Median uniqueness checks per second over `puzzles`.
  func rate(_ puzzles: [Puzzle]) -> Rate {
    median {
      rate(minimumSeconds: 0.25) {
        for puzzle in puzzles { _ = Solver.countSolutions(puzzle, limit: 2) }
        return puzzles.count
      }
    }
  }

  /// Items per second of `work` (which returns how many items it did), repeated for at least
  /// `minimumSeconds` of CPU time.
  func rate(minimumSeconds: Double, _ work: () -> Int) -> Rate {
    let start = Timing.now()
    var items = 0
    var elapsed = Timing(cpu: 0, wall: 0)
    repeat {
      items += work()
      elapsed = Timing.now() - start
    } while elapsed.cpu < minimumSeconds
    return Rate(items: items, elapsed)
  }

  /// Runs a program to completion (see `runChild`); its standard output and the time it took (the
  /// CPU time of the child, user and system).
  func runProcess(_ program: URL, _ arguments: [String], input: String?) throws -> (String, Timing)
  {
    let child = try runChild(program, arguments, input: input)
    return (child.output, child.time)
  }

  /// Prints `what` with the anchor's figure beside ours as a ratio by CPU time when there is an
  /// anchor (qqwing unless `name` says otherwise), else ours.
  func report(_ what: String, ours: Rate, anchor: Rate? = nil, name: String = "qqwing") {
    let figure = anchor ?? ours
    var line =
      pad(what, 66) + pad(format(figure.cpu) + "/s", 11, right: true)
      + pad("(wall " + format(figure.wall) + "/s)", 20, right: true)
    if let anchor {
      let ratio = ours.cpu / anchor.cpu
      line += pad(format(ratio, digits: ratio < 10 ? 2 : 1) + "×", 8, right: true) + " ours/\(name)"
    }
    print(line)
  }
}

/// Items per second by CPU time and by wall clock.
struct Rate {
  var cpu: Double
  var wall: Double

  init(cpu: Double, wall: Double) {
    self.cpu = cpu
    self.wall = wall
  }

  init(items: Int, _ time: Timing) {
    cpu = Double(items) / time.cpu
    wall = Double(items) / time.wall
  }
}

/// The median of `values` (the mean of the two middle ones for an even count).
func middle(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Seconds of CPU time (this process) and of wall clock.
struct Timing {
  var cpu: Double
  var wall: Double

  static func now() -> Timing {
    Timing(cpu: clockSeconds(CLOCK_PROCESS_CPUTIME_ID), wall: clockSeconds(CLOCK_MONOTONIC))
  }

  /// CPU time of the calling thread only (other threads, such as a drill buffer's, left out).
  static func thread() -> Timing {
    Timing(cpu: clockSeconds(CLOCK_THREAD_CPUTIME_ID), wall: clockSeconds(CLOCK_MONOTONIC))
  }

  static func - (lhs: Timing, rhs: Timing) -> Timing {
    Timing(cpu: lhs.cpu - rhs.cpu, wall: lhs.wall - rhs.wall)
  }

  private static func clockSeconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

func format(_ value: Double, digits: Int = 0) -> String {
  if digits > 0 { return String(format: "%.\(digits)f", value) }
  let rounded = Int(value.rounded())
  var text = String(rounded)
  var index = text.count - 3
  while index > 0 {
    text.insert(",", at: text.index(text.startIndex, offsetBy: index))
    index -= 3
  }
  return text
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return right ? padding + text : text + padding
}

// MARK: Command line

func findExecutable(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  return nil
}

/// The repository root, from this source file's path (`Benchmarks/Sources/academy-bench/`).
let repositoryFromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `../shared/data` next to the repository: found from this source file, or from the current
/// directory (the repository root or `Benchmarks/`).
func defaultDataDirectory() -> URL {
  let repository = repositoryFromSource
  let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let candidates = [
    repository.appendingPathComponent("../shared/data"),
    current.appendingPathComponent("../shared/data"),
    current.appendingPathComponent("../../shared/data"),
  ]
  let found = candidates.first {
    FileManager.default.fileExists(atPath: $0.appendingPathComponent("17clue.txt").path)
  }
  return (found ?? candidates[0]).standardizedFileURL
}

/// The root package's installed binary, `.build/release/static/sudoku-academy` (`make release`
/// links it), or else the release build's own `.build/release/sudoku-academy`, found from this
/// source file or from the current directory.
func defaultBinary() -> URL? {
  let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let roots = [repositoryFromSource, current, current.appendingPathComponent("..")]
  let candidates = ["static/sudoku-academy", "sudoku-academy"].flatMap { name in
    roots.map { $0.appendingPathComponent(".build/release/\(name)").standardizedFileURL }
  }
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The first three fields of `/proc/loadavg` (how busy the shared machine is), or `unknown`.
func loadAverage() -> String {
  guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
    return "unknown"
  }
  return text.split(separator: " ").prefix(3).joined(separator: " ")
}

func usage() -> String {
  """
  usage: academy-bench [DATA_DIR] [--only SECTION[,SECTION]] [--runs N] [--drills N] [--binary PATH]
    DATA_DIR   folder with 17clue.txt and top1465.txt (default: ../shared/data next to the repository)
    --only     run only these sections: \(Section.all.map(\.name).joined(separator: ", "))
    --runs     runs per figure, the median is printed (default 3, at least 1)
    --drills   seeds per lesson for the cold drill latency (default 300, at least 10)
    --binary   the sudoku-academy to start (default: .build/release/static/sudoku-academy,
               which make release links, else .build/release/sudoku-academy)
    --tdoku    a program run as `PATH FILE REPEATS` that counts each puzzle of FILE to 2 with tdoku
               REPEATS times and prints how many are unique: solve then sets tdoku beside ours
               (skipped without it; see Benchmarks/README.md)
  """
}

func main() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var dataDirectory: URL?
  var only: Set<String>?
  var runs = 3
  var drillCount = 300
  var binary: URL?
  var tdoku: URL?
  while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--only":
      guard let value = arguments.first else {
        FileHandle.standardError.write(Data("--only needs a section name\n\(usage())\n".utf8))
        return 2
      }
      arguments.removeFirst()
      only = Set(value.split(separator: ",").map(String.init))
      let unknown = only!.subtracting(Section.all.map(\.name))
      guard unknown.isEmpty else {
        FileHandle.standardError.write(
          Data("unknown section \(unknown.sorted().joined(separator: ", "))\n\(usage())\n".utf8))
        return 2
      }
    case "--runs":
      guard let value = arguments.first.flatMap({ Int($0) }), value >= 1 else {
        FileHandle.standardError.write(Data("--runs needs a number of runs\n\(usage())\n".utf8))
        return 2
      }
      arguments.removeFirst()
      runs = value
    case "--drills":
      guard let value = arguments.first.flatMap({ Int($0) }), value >= 10 else {
        FileHandle.standardError.write(Data("--drills needs a number ≥ 10\n\(usage())\n".utf8))
        return 2
      }
      arguments.removeFirst()
      drillCount = value
    case "--binary":
      guard let value = arguments.first else {
        FileHandle.standardError.write(Data("--binary needs a path\n\(usage())\n".utf8))
        return 2
      }
      arguments.removeFirst()
      binary = URL(fileURLWithPath: value)
    case "--tdoku":
      guard let value = arguments.first else {
        FileHandle.standardError.write(Data("--tdoku needs a path\n\(usage())\n".utf8))
        return 2
      }
      arguments.removeFirst()
      tdoku = URL(fileURLWithPath: value)
    case "-h", "--help":
      print(usage())
      return 0
    default:
      guard !argument.hasPrefix("-"), dataDirectory == nil else {
        FileHandle.standardError.write(Data("unexpected argument \(argument)\n\(usage())\n".utf8))
        return 2
      }
      dataDirectory = URL(fileURLWithPath: argument)
    }
  }
  var bench = Bench(
    dataDirectory: dataDirectory ?? defaultDataDirectory(), runs: runs,
    qqwing: findExecutable("qqwing"))
  bench.drills = drillCount
  bench.binary = binary ?? defaultBinary()
  bench.tdoku = tdoku
  print("academy-bench · data \(bench.dataDirectory.path) · median of \(runs) runs · 1 thread")
  print("figures: items per CPU-second (and per wall-clock second); ratios by CPU time")
  print(bench.qqwing.map { "qqwing: \($0.path)" } ?? "qqwing: not on PATH")
  print("load average at start: \(loadAverage())")
  for section in Section.all where only?.contains(section.name) ?? true {
    print("\n[\(section.name)] \(section.summary)")
    do {
      try section.run(bench)
    } catch {
      FileHandle.standardError.write(Data("section \(section.name) failed: \(error)\n".utf8))
      return 1
    }
  }
  return 0
}

exit(main())
