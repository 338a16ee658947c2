import Academy
import Dispatch
import Foundation
import SudokuCore

/// The scriptable subcommands: one result per input line, `--json` for one JSON object per line.
enum Subcommands {

  // MARK: solve

  static func solve(_ args: Invocation) throws -> Int32 {
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(args.positional) { input in
      // Plain 81-character puzzles skip the position parser; anything else (a library line, a
      // candidate grid) and any plain puzzle without a solution (for the message about clashing
      // givens) goes through it.
      let plain = Puzzle(bytes: input.bytes)
      let digits = try plain ?? Position(parsing: input.text).grid.allDigits
      let (count, solution) = Solver.solutionCount(digits)
      if count == 0 && plain != nil { _ = try Grid(puzzle: input.text) }
      if args.options.json {
        output.write(
          json.line(
            SolveRecord(
              puzzle: digits.description, solution: solution.map(\.description),
              solutions: count)))
      } else if let solution {
        output.append { bytes in
          solution.appendText(to: &bytes, dots: false)
          bytes.append(UInt8(ascii: "\n"))
        }
      }
      if solution == nil {
        output.flush()
        printError("\(input.label): \(unsolvable(count))")
      }
      return solution != nil
    }
  }

  // MARK: grade

  static func grade(_ args: Invocation) throws -> Int32 {
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(args.positional) { input in
      let grid = try Position(parsing: input.text).grid
      // A grade is only for a puzzle with one solution: none, or several, is said as solve says it.
      let (count, _) = Solver.solutionCount(grid.allDigits)
      guard count == 1 else {
        output.flush()
        printError("\(input.label): \(unsolvable(count))")
        return false
      }
      let path = LogicalSolver.solve(grid)
      if args.options.json {
        output.write(
          json.line(
            GradeRecord(
              grade: path.gradeName, puzzle: grid.puzzleString(markingPlaced: true),
              solved: path.isSolved, steps: path.steps.map(\.description))))
      } else {
        let steps = path.steps.map(\.description).joined(separator: "; ")
        // The grade and the steps are formats; the count between them is words.
        let count = counted(path.steps.count, .step)
        output.line("\(path.gradeName)\t\(count)\t\(steps)")
      }
      return true
    }
  }

  // MARK: find

  static func find(_ args: Invocation) throws -> Int32 {
    let techniques = args.techniques
    let positions = Array(args.positional.dropFirst())
    let output = OutputBuffer.standard
    var json = JSONWriter()
    return forEachInput(positions) { input in
      let position = try Position(parsing: input.text)
      let found = Finder.steps(techniques, in: position.grid)
      if args.options.json {
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
        // `none` stands where a technique key would: a format, like the keys.
        let which =
          techniques.count > 1
          ? Language.current.subcommandWords.anyTechnique
          : techniques[0].rawValue
        lines.append(
          "none\t" + Language.current.subcommandWords.noInstanceOf + which)
      }
      if case .input = input.origin {} else { output.line("# \(input.label)") }
      for line in lines { output.line(line) }
      return true
    }
  }

  // MARK: generate

  static func generate(_ args: Invocation) throws -> Int32 {
    let difficulty = args.options.difficulty
    let count = args.options.count
    let seed = args.options.seed ?? randomSeed()
    let symmetric = args.options.symmetric
    let output = OutputBuffer.standard
    var json = JSONWriter()
    parallelForEach(count: count) { index in
      var generator = SplitMix64(seed: SplitMix64.derive(seed, index))
      return PuzzleGenerator.generate(difficulty, symmetric: symmetric, using: &generator)
    } emit: { index, generated in
      let puzzle = generated.puzzle.description
      if args.options.json {
        output.write(
          json.line(
            GenerateRecord(
              clues: generated.clues, difficulty: difficulty.rawValue,
              grade: generated.path.gradeName, puzzle: puzzle,
              seed: SplitMix64.derive(seed, index),
              solution: generated.solution.description)))
      } else {
        output.line(puzzle)
      }
    }
    return 0
  }

  // MARK: drill and review

  static func drill(_ args: Invocation) throws -> Int32 {
    guard let technique = args.techniques.first else {
      throw UsageError(.needsTechnique(command: Command.drill.rawValue), command: .drill)
    }
    printDrills(
      args, make: { DrillFactory.make(technique, seed: $0) },
      header: { DrillText.header($0, number: $1, style: $2) }, line: \.libraryLine,
      record: { drill in
        DrillRecord(
          answers: drill.answers, position: drill.libraryLine, puzzle: drill.puzzleString,
          seed: drill.seed, solution: drill.solutionString, technique: technique.rawValue)
      })
    return 0
  }

  /// Review drills: each cut for the technique its seed alone chooses; the header names none, and
  /// the library line is coded for the simplest step on the board.
  static func review(_ args: Invocation) throws -> Int32 {
    printDrills(
      args, make: { DrillFactory.make(ReviewChoice.technique(forSeed: $0), seed: $0) },
      header: { DrillText.reviewHeader($0, number: $1, style: $2) }, line: \.reviewLibraryLine,
      record: { drill in
        ReviewRecord(
          answers: ReviewChecker(drill: drill).answers.map {
            ReviewRecord.Answer(answer: $0.answer, technique: $0.technique.rawValue)
          },
          position: drill.reviewLibraryLine, puzzle: drill.puzzleString, seed: drill.seed,
          solution: drill.solutionString, technique: drill.technique.rawValue)
      })
    return 0
  }

  /// `--count` drills from `--seed` (each with its own derived seed), built on every core and
  /// printed in order: header, library line and board, or one JSON record a drill.
  private static func printDrills(
    _ args: Invocation, make: @escaping @Sendable (UInt64) -> Drill,
    header: (Drill, Int, RenderStyle) -> String, line: (Drill) -> String,
    record: (Drill) -> any JSONRecord
  ) {
    let seed = args.options.seed ?? randomSeed()
    let style = RenderStyle(mode: args.options.color, ascii: args.options.ascii)
    let output = OutputBuffer.standard
    var json = JSONWriter()
    parallelForEach(count: args.options.count) { index in
      make(DrillFactory.drillSeed(seed, index: index))
    } emit: { index, drill in
      if args.options.json {
        output.write(json.line(record(drill)))
      } else {
        output.line(header(drill, index + 1, style))
        output.line(line(drill))
        output.line(BoardRenderer(style: style).render(drill.grid))
      }
    }
  }

  // MARK: progress

  static func progress(_ args: Invocation) throws -> Int32 {
    let store = ShellLauncher.progressStore(
      path: args.options.progress, environment: ProcessInfo.processInfo.environment)
    // Read-only: nothing is created, locked, moved or written; a problem is one line and exit 1.
    let state = try store.read()
    if args.options.json {
      print(state.jsonLine)
    } else {
      // Prose lines wrap to the terminal (80 columns in a pipe), as in the shell.
      let style = RenderStyle(mode: .auto, ascii: args.options.ascii)
      Screen(
        style: style, size: { TerminalSize.of(STDOUT_FILENO) },
        write: { writeStandardOutput($0 + "\n") }
      )
      .emit(ProgressView.blocks(state, style: style))
    }
    return 0
  }

}

/// `the puzzle has no solution` or `… more than one solution`, as `solve` and `grade` both say
/// it of a puzzle without exactly one solution (`count` is 0 or 2).
func unsolvable(_ count: Int) -> String {
  count == 0
    ? Language.current.subcommandWords.noSolution
    : Language.current.subcommandWords.severalSolutions
}

/// A seed from the system's generator, for runs without `--seed`.
func randomSeed() -> UInt64 {
  UInt64.random(in: 0..<1_000_000_000)
}
