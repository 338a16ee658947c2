import Foundation

/// A fresh temporary folder for progress files, removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("academy-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// The binary, or a line saying how to build it.
func requireBinary(_ bench: Bench) -> URL? {
  if let binary = bench.binary { return binary }
  print(
    "sudoku-academy not found: build it at the repository root with"
      + " `swift build -c release --product sudoku-academy`, or pass --binary PATH (skipped)")
  return nil
}

/// The built `sudoku-academy` as a scripted shell (stdin not a terminal): a session of just `quit`
/// (20 runs after one untimed warm-up, so the binary and the Swift runtime libraries are in the page
/// cache), and the peak memory of a session of 20 drills.
func startup(_ bench: Bench) throws {
  guard let binary = requireBinary(bench) else { return }
  print("binary: \(binary.path)")
  try withTemporaryDirectory { directory in
    let progress = directory.appendingPathComponent("progress.json").path
    let arguments = ["--progress", progress, "--seed", "7"]
    _ = try runChild(binary, arguments, input: "quit\n")
    var times: [Timing] = []
    for _ in 0..<20 {
      let child = try runChild(binary, arguments, input: "quit\n")
      guard child.status == 0, child.output.hasPrefix("Sudoku Academy") else {
        print("unexpected end of a quit session (\(child.status)): \(child.output.prefix(200))")
        return
      }
      times.append(child.time)
    }
    let wall = times.map(\.wall)
    let cpu = times.map(\.cpu)
    print(
      pad("session of just `quit`, 20 runs: wall ms", 48)
        + pad("median " + milliseconds(middle(wall)), 15, right: true)
        + pad("max " + milliseconds(wall.max() ?? .nan), 12, right: true)
        + "   (CPU median \(milliseconds(middle(cpu))), max \(milliseconds(cpu.max() ?? .nan)))"
        + "  target ≤ 50: \(middle(wall) <= 0.050 ? "met" : "MISSED")")
  }
  // 20 drills: `lesson N` every third drill (lessons 1 to 6, then 1 again), `drill` otherwise,
  // `skip` after each.
  var script: [String] = []
  for index in 0..<20 {
    script.append(index % 3 == 0 ? "lesson \(index / 3 % 6 + 1)" : "drill")
    script.append("skip")
  }
  script.append("quit")
  let input = script.joined(separator: "\n") + "\n"
  var peaks: [Double] = []
  var walls: [Double] = []
  var drillsShown = 0
  for _ in 0..<bench.runs {
    try withTemporaryDirectory { directory in
      let arguments = [
        "--progress", directory.appendingPathComponent("progress.json").path, "--seed", "7",
      ]
      let (child, kilobytes) = try peakMemory(binary, arguments, input: input, in: directory)
      drillsShown = child.output.split(separator: "\n").count { $0.hasPrefix("Drill ") }
      peaks.append(kilobytes / 1024)
      walls.append(child.time.wall)
    }
  }
  print(
    pad("session of 20 drills (\(drillsShown) shown): peak memory", 48)
      + pad("median " + format(middle(peaks), digits: 1) + " MiB", 17, right: true)
      + pad("max " + format(peaks.max() ?? .nan, digits: 1) + " MiB", 14, right: true)
      + "   (\(memoryMethod); wall \(milliseconds(middle(walls))) ms)"
      + "  target ≤ 30 MB (28.6 MiB): \((peaks.max() ?? .infinity) <= 30e6 / 1_048_576 ? "met" : "MISSED")"
  )
}

let timeCommand = URL(fileURLWithPath: "/usr/bin/time")

var memoryMethod: String {
  FileManager.default.isExecutableFile(atPath: timeCommand.path)
    ? "max RSS by /usr/bin/time -f %M"
    : "max RSS from wait4, includes this benchmark's own (no /usr/bin/time)"
}

/// Runs `binary` and measures its peak resident set size in KiB, through `/usr/bin/time -f %M`
/// when present.
///
/// Not from our own `wait4`: at `execve` Linux records the old address space's high-water RSS in
/// the process's `maxrss`, and a child spawned from here (by `posix_spawn` or `fork` alike) starts
/// in a copy of this benchmark's, which holds 50,000 puzzles: the 20-drill session read 59 MiB that
/// way instead of 24 (and `/bin/true` spawned from a 200 MiB Python read 213 MiB). `/usr/bin/time`
/// is small, and the figure it reports for its own child is that program's (1 MiB for `true`).
func peakMemory(_ binary: URL, _ arguments: [String], input: String, in directory: URL) throws
  -> (Child, Double)
{
  guard FileManager.default.isExecutableFile(atPath: timeCommand.path) else {
    let child = try runChild(binary, arguments, input: input)
    return (child, child.maxRSS)
  }
  let report = directory.appendingPathComponent("maxrss").path
  let child = try runChild(
    timeCommand, ["-f", "%M", "-o", report, binary.path] + arguments, input: input)
  let text = try String(contentsOfFile: report, encoding: .utf8)
  let kilobytes = text.split(separator: "\n").last.flatMap { Double($0) } ?? .nan
  return (child, kilobytes)
}

/// `sudoku-academy drill x-wing --count 100` (built in parallel) with both cores and pinned to one
/// core by `taskset -c 0`, taken in turn (so both see the same load), at least 5 pairs: wall and CPU
/// time of the child, median and best (the least disturbed by other jobs).
func batch(_ bench: Bench) throws {
  guard let binary = requireBinary(bench) else { return }
  print("load average now: \(loadAverage()) (other jobs' threads compete for both cores)")
  let arguments = ["drill", "x-wing", "--count", "100", "--seed", "1", "--json"]
  var setups: [(String, URL, [String])] = [("both cores", binary, arguments)]
  if let taskset = findExecutable("taskset") {
    setups.append(("taskset -c 0", taskset, ["-c", "0", binary.path] + arguments))
  } else {
    print("taskset not on PATH: one-core run skipped")
  }
  var times = Array(repeating: [Timing](), count: setups.count)
  var lines = Array(repeating: 0, count: setups.count)
  for _ in 0..<max(5, bench.runs) {
    for (index, (_, program, programArguments)) in setups.enumerated() {
      let (output, time) = try bench.runProcess(program, programArguments, input: nil)
      lines[index] = output.split(separator: "\n").count
      times[index].append(time)
    }
  }
  var medians: [Double] = []
  var bests: [Double] = []
  for (index, (name, _, _)) in setups.enumerated() {
    let wall = middle(times[index].map(\.wall))
    let cpu = middle(times[index].map(\.cpu))
    let best = times[index].min { $0.wall < $1.wall }!
    medians.append(wall)
    bests.append(best.wall)
    print(
      pad(
        "drill x-wing --count 100, \(name) (\(lines[index]) drills, \(times[index].count) runs)", 52
      )
        + pad("wall median " + format(wall * 1000) + " ms", 22, right: true)
        + pad("CPU " + format(cpu * 1000) + " ms", 12, right: true)
        + "  CPU/wall \(format(cpu / wall, digits: 2))"
        + "  · best wall \(format(best.wall * 1000)) ms (CPU/wall \(format(best.cpu / best.wall, digits: 2)))"
    )
  }
  if setups.count == 2 {
    print(
      "  one core / both cores, wall: median \(format(medians[1] / medians[0], digits: 2))×,"
        + " best \(format(bests[1] / bests[0], digits: 2))×")
  }
}
