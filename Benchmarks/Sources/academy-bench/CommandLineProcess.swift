import Academy
import Foundation
import SudokuCore

/// The command line as a whole process: `sudoku-academy solve -` over all of `17clue.txt` beside
/// `qqwing --solve --count-solutions` on the same file, and `find all - --json` over drill positions.
/// Each figure is the child's CPU time (user + system, start-up, reading, parsing and printing
/// included), so the ratio says what a person piping a file through either program pays.
func commandLine(_ bench: Bench) throws {
  guard let binary = requireBinary(bench) else { return }
  let puzzles = try bench.lines("17clue.txt")
  let input = puzzles.joined(separator: "\n") + "\n"
  var solved = 0
  let ours = try bench.median {
    let (output, time) = try bench.runProcess(binary, ["solve", "-"], input: input)
    solved = output.utf8.count { $0 == UInt8(ascii: "\n") }
    return Rate(items: puzzles.count, time)
  }
  let check = solved == puzzles.count ? "all solved" : "only \(solved) solved!"
  bench.report("sudoku-academy solve - < 17clue.txt (\(puzzles.count), \(check))", ours: ours)
  if let qqwing = bench.qqwing {
    var unique = 0
    let theirs = try bench.median {
      let (output, time) = try bench.runProcess(
        qqwing, ["--solve", "--count-solutions"], input: input)
      unique = output.split(separator: "\n").count { $0.contains("unique") }
      return Rate(items: puzzles.count, time)
    }
    bench.report(
      "  qqwing --solve --count-solutions, same file (\(unique) unique)", ours: ours,
      anchor: theirs)
  }

  // Positions as `find` gets them in practice: the library lines of drills of every lesson,
  // repeated so that start-up is a small part of the process.
  var positions: [String] = []
  for technique in Technique.allCases {
    for seed in 0..<UInt64(max(bench.drills / 3, 1)) {
      positions.append(DrillFactory.make(technique, seed: seed).libraryLine)
    }
  }
  let repeats = max(1, 10_000 / positions.count)
  let findInput =
    Array(repeating: positions.joined(separator: "\n"), count: repeats)
    .joined(separator: "\n") + "\n"
  let lines = positions.count * repeats
  var written = 0
  var bytes = 0
  let find = try bench.median {
    let (output, time) = try bench.runProcess(
      binary, ["find", "all", "-", "--json"], input: findInput)
    written = output.utf8.count { $0 == UInt8(ascii: "\n") }
    bytes = output.utf8.count
    return Rate(items: lines, time)
  }
  let findCheck = written == lines ? "one line each" : "\(written) lines for \(lines)!"
  bench.report(
    "sudoku-academy find all - --json (\(lines) drill positions, \(format(Double(bytes) / Double(max(lines, 1)))) B each, \(findCheck))",
    ours: find)
}
