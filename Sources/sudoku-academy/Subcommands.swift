import Academy
import Dispatch
import Foundation
import SudokuCore

/// The scriptable subcommands: one result per input line, `--json` for one JSON object per line.
enum Subcommands {
  static let usage: [String: String] = [
    "drill": """
    Usage: sudoku-academy drill <technique> [--count N] [--seed S] [--json]
      Prints N drills (default 1) for the technique: a header with the drill's
      seed, its HoDoKu library line and its board. With --json, one object per
      drill: technique, seed, position, puzzle, solution and every valid answer.
      A drill's seed rebuilds it: drill <technique> --seed D --count 1.
    """,
    "find": """
    Usage: sudoku-academy find <technique|all> <position|->... [--json]
      Lists every instance of the technique (or of all six) in each position:
      a puzzle, a HoDoKu library line, a 729-character candidate string or 81
      candidate lists. - reads one per line from stdin.
    """,
    "grade": """
    Usage: sudoku-academy grade <puzzle|->... [--json]
      Solves each puzzle simplest-first with the six techniques and prints the
      hardest one it needs (or "beyond x-wing"), the number of steps and the
      step path.
    """,
    "solve": """
    Usage: sudoku-academy solve <puzzle|->... [--json]
      Prints the unique solution of each puzzle (81 digits), or says on stderr
      that it has none or several.
    """,
    "generate": """
    Usage: sudoku-academy generate [--difficulty easy|medium|hard|expert]
                                   [--count N] [--seed S] [--symmetric] [--json]
      Unique puzzles, one per line. easy (~40 clues) and medium (~32) need
      singles only; hard (~26) needs pointing, claiming or a naked pair; expert
      (<= 25) needs an X-Wing. Default: medium, 1 puzzle.
    """,
    "progress": """
    Usage: sudoku-academy progress [--json] [--progress PATH]
      Mastery (0-5), drills attempted and first-try rate per technique.
    """,
  ]

  static func jsonLine(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: solve

  static func solve(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["solve"]!
    let args = try ArgumentList(arguments, valued: [], flags: ["json", "help"], usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard !args.positional.isEmpty else {
      throw UsageError(message: "solve needs a puzzle or -", usage: usage)
    }
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(args.positional) { input in
      // Plain 81-character puzzles skip the String parser; anything else (and any puzzle without a
      // solution, for the parser's message about clashing givens) goes through it.
      let plain = plainPuzzle(input.bytes)
      let digits = try plain ?? Grid(puzzle: input.text).allDigits
      let (count, solution) = Solver.solutionCount(digits)
      if count == 0 && plain != nil { _ = try Grid(puzzle: input.text) }
      if args.flags.contains("json") {
        var puzzle: [UInt8] = []
        appendDigits(digits, dots: true, to: &puzzle)
        output.write(
          json.line(
            SolveRecord(
              puzzle: String(decoding: puzzle, as: UTF8.self),
              solution: solution.map { $0.map(String.init).joined() }, solutions: count)))
      } else if let solution {
        output.append { bytes in
          appendDigits(solution, dots: false, to: &bytes)
          bytes.append(UInt8(ascii: "\n"))
        }
      }
      if solution == nil {
        output.flush()
        printError(
          "\(input.label): the puzzle has \(count == 0 ? "no solution" : "more than one solution")")
      }
      return solution != nil
    }
  }

  // MARK: grade

  static func grade(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["grade"]!
    let args = try ArgumentList(arguments, valued: [], flags: ["json", "help"], usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard !args.positional.isEmpty else {
      throw UsageError(message: "grade needs a puzzle or -", usage: usage)
    }
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(args.positional) { input in
      let grid = try Position(parsing: input.text).grid
      let path = LogicalSolver.solve(grid)
      if args.flags.contains("json") {
        output.write(
          json.line(
            GradeRecord(
              grade: path.gradeName, puzzle: grid.puzzleString(markingPlaced: true),
              solved: path.isSolved, steps: path.steps.map(\.description))))
      } else {
        let steps = path.steps.map(\.description).joined(separator: "; ")
        output.line("\(path.gradeName)\t\(path.steps.count) steps\t\(steps)")
      }
      return true
    }
  }

  // MARK: find

  static func find(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["find"]!
    let args = try ArgumentList(arguments, valued: [], flags: ["json", "help"], usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard let key = args.positional.first else {
      throw UsageError(message: "find needs a technique (or all) and a position", usage: usage)
    }
    let techniques: [Technique]
    if key.lowercased() == "all" {
      techniques = Technique.allCases
    } else if let technique = Technique(argument: key) {
      techniques = [technique]
    } else {
      let suggestion =
        nearest(to: key, in: Technique.allCases.map(\.rawValue) + ["all"]).map {
          " Did you mean '\($0)'?"
        } ?? ""
      throw UsageError(message: "unknown technique '\(key)'.\(suggestion)", usage: usage)
    }
    let positions = Array(args.positional.dropFirst())
    guard !positions.isEmpty else {
      throw UsageError(message: "find needs a position or -", usage: usage)
    }
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(positions) { input in
      let position = try Position(parsing: input.text)
      let found = Finder.steps(techniques, in: position.grid)
      if args.flags.contains("json") {
        var byTechnique: [String: [StepRecord]] = [:]
        for technique in techniques {
          byTechnique[technique.rawValue] = found[technique, default: []].map(StepRecord.init)
        }
        output.write(
          json.line(
            FindRecord(
              position: Position(grid: position.grid).libraryLine(hidingAnswer: true),
              techniques: byTechnique)))
        return true
      }
      var lines: [String] = []
      for technique in techniques {
        for step in found[technique, default: []] { lines.append("\(technique.rawValue)\t\(step)") }
      }
      if lines.isEmpty {
        let which = techniques.count > 1 ? "any of the six techniques" : techniques[0].rawValue
        lines.append("none\tno instance of \(which)")
      }
      if case .input = input.origin {} else { output.line("# \(input.label)") }
      for line in lines { output.line(line) }
      return true
    }
  }

  // MARK: generate

  static func generate(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["generate"]!
    let args = try ArgumentList(
      arguments, valued: ["difficulty", "count", "seed"], flags: ["json", "symmetric", "help"],
      usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard args.positional.isEmpty else {
      throw UsageError(
        message: "generate takes no arguments, only options (got '\(args.positional[0])')",
        usage: usage)
    }
    let difficultyName = args.options["difficulty"] ?? "medium"
    guard let difficulty = Difficulty(rawValue: difficultyName.lowercased()) else {
      throw UsageError(
        message: "--difficulty is easy, medium, hard or expert, not '\(difficultyName)'",
        usage: usage)
    }
    let count = try args.integer("count", usage: usage, range: 1...1_000_000) ?? 1
    let seed = try args.seed(usage: usage) ?? randomSeed()
    let symmetric = args.flags.contains("symmetric")
    let output = OutputBuffer.standard
    var json = JSONWriter()
    parallelForEach(count: count) { index in
      var generator = SplitMix64(seed: SplitMix64.derive(seed, index))
      return PuzzleGenerator.generate(difficulty, symmetric: symmetric, using: &generator)
    } emit: { index, generated in
      let puzzle = generated.puzzle.map { $0 == 0 ? "." : String($0) }.joined()
      if args.flags.contains("json") {
        output.write(
          json.line(
            GenerateRecord(
              clues: generated.clues, difficulty: difficulty.rawValue,
              grade: generated.path.gradeName, puzzle: puzzle,
              seed: SplitMix64.derive(seed, index),
              solution: generated.solution.map(String.init).joined())))
      } else {
        output.line(puzzle)
      }
    }
    return 0
  }

  // MARK: drill

  static func drill(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["drill"]!
    let args = try ArgumentList(
      arguments, valued: ["count", "seed", "color", "progress", "lessons"],
      flags: ["json", "ascii", "help"],
      usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard let key = args.positional.first else {
      throw UsageError(message: "drill needs a technique, e.g. drill pointing", usage: usage)
    }
    guard let technique = Technique(argument: key) else {
      let suggestion =
        nearest(to: key, in: Technique.allCases.map(\.rawValue)).map { " Did you mean '\($0)'?" }
        ?? ""
      throw UsageError(message: "unknown technique '\(key)'.\(suggestion)", usage: usage)
    }
    let count = try args.integer("count", usage: usage, range: 1...100_000) ?? 1
    let seed = try args.seed(usage: usage) ?? randomSeed()
    let style = try RenderStyle(arguments: args, usage: usage)
    let output = OutputBuffer.standard
    var json = JSONWriter()
    parallelForEach(count: count) { index in
      DrillFactory.make(technique, seed: DrillFactory.drillSeed(seed, index: index))
    } emit: { index, drill in
      if args.flags.contains("json") {
        output.write(
          json.line(
            DrillRecord(
              answers: drill.answers, position: drill.libraryLine,
              puzzle: drill.puzzle.map { $0 == 0 ? "." : String($0) }.joined(), seed: drill.seed,
              solution: drill.solution.map(String.init).joined(), technique: technique.rawValue)))
      } else {
        output.line(DrillText.header(drill, number: index + 1, style: style))
        output.line(drill.libraryLine)
        output.line(BoardRenderer(style: style).render(drill.grid))
      }
    }
    return 0
  }

  // MARK: progress

  static func progress(_ arguments: [String]) throws -> Int32 {
    let usage = Self.usage["progress"]!
    let args = try ArgumentList(
      arguments, valued: ["progress"], flags: ["json", "ascii", "help"], usage: usage)
    if args.flags.contains("help") { return printUsage(usage) }
    guard args.positional.isEmpty else {
      throw UsageError(
        message: "progress takes no arguments (got '\(args.positional[0])')", usage: usage)
    }
    let store = ShellLauncher.progressStore(
      path: args.options["progress"], environment: ProcessInfo.processInfo.environment)
    let state = store.load()
    if args.flags.contains("json") {
      print(jsonLine(ProgressView.json(state)))
    } else {
      print(
        ProgressView.table(
          state, style: RenderStyle(mode: .auto, ascii: args.flags.contains("ascii"))))
    }
    return 0
  }

  static func printUsage(_ usage: String) -> Int32 {
    print(usage)
    return 0
  }
}

/// A seed from the system's generator, for runs without `--seed`.
func randomSeed() -> UInt64 {
  UInt64.random(in: 0..<1_000_000_000)
}

/// `transform(0..<count)` computed on all cores and handed to `emit` in index order, a chunk at a time
/// (so a long batch streams its output and holds only one chunk). Each item depends only on its index,
/// so the output is the same whatever the number of threads.
func parallelForEach<T: Sendable>(
  count: Int, chunk: Int = 64, _ transform: @Sendable @escaping (Int) -> T, emit: (Int, T) -> Void
) {
  let progress = count > 1 ? ProgressLine.start(total: count) : nil
  defer { progress?.finish() }
  for start in stride(from: 0, to: count, by: chunk) {
    let size = min(chunk, count - start)
    let results = ResultSlots<T>(count: size)
    DispatchQueue.concurrentPerform(iterations: size) { offset in
      results.set(offset, transform(start + offset))
      progress?.advance()
    }
    for (offset, value) in results.values.enumerated() {
      emit(start + offset, value)
    }
    OutputBuffer.standard.flush()
  }
}

final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private var slots: [T?]
  private let lock = NSLock()
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: T) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }
  var values: [T] { slots.map { $0! } }
}
