import Academy
import Dispatch
import Foundation
import SudokuCore

/// The scriptable subcommands: one result per input line, `--json` for one JSON object per line.
enum Subcommands {
  /// One input to process: a puzzle or position with where it came from.
  struct Input {
    let text: String
    let label: String
  }

  /// Positional inputs, with `-` expanded into standard input's lines (blank lines skipped).
  static func inputs(_ words: [String]) -> [Input] {
    var result: [Input] = []
    for (number, word) in words.enumerated() {
      if word == "-" {
        var line = 0
        while let text = readLine(strippingNewline: true) {
          line += 1
          if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
          result.append(Input(text: text, label: "line \(line)"))
        }
      } else {
        result.append(
          Input(text: word, label: words.count == 1 ? "input" : "argument \(number + 1)"))
      }
    }
    return result
  }

  /// Runs `body` on each input; a failing input is reported as `<label>: <message>` and the rest still
  /// run. Returns the exit status: 1 when any input failed.
  static func forEachInput(_ words: [String], _ body: (Input) throws -> Bool) -> Int32 {
    var failed = false
    for input in inputs(words) {
      do {
        if try !body(input) { failed = true }
      } catch let error as FormatError {
        failed = true
        printError("\(input.label): \(error.message)")
      } catch {
        failed = true
        printError("\(input.label): \(error)")
      }
    }
    return failed ? 1 : 0
  }

  static func jsonLine(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: solve

  static func solve(_ args: Invocation) throws -> Int32 {
    return forEachInput(args.positional) { input in
      let grid = try Position(parsing: input.text).grid
      let digits = grid.allDigits
      let count = Solver.countSolutions(digits, limit: 2)
      let solution = count == 1 ? Solver.solve(digits) : nil
      if args.flags.contains("json") {
        var object: [String: Any] = [
          "puzzle": grid.puzzleString(), "solutions": count == 2 ? "many" : count,
        ]
        if let solution { object["solution"] = solution.map(String.init).joined() }
        print(jsonLine(object))
      } else if let solution {
        print(solution.map(String.init).joined())
      }
      if solution == nil {
        printError(
          "\(input.label): the puzzle has \(count == 0 ? "no solution" : "more than one solution")")
      }
      return solution != nil
    }
  }

  // MARK: grade

  static func grade(_ args: Invocation) throws -> Int32 {
    return forEachInput(args.positional) { input in
      let grid = try Position(parsing: input.text).grid
      let path = LogicalSolver.solve(grid)
      if args.flags.contains("json") {
        print(
          jsonLine([
            "puzzle": grid.puzzleString(markingPlaced: true), "grade": path.gradeName,
            "solved": path.isSolved, "steps": path.steps.map(\.description),
          ]))
      } else {
        let steps = path.steps.map(\.description).joined(separator: "; ")
        print("\(path.gradeName)\t\(path.steps.count) steps\t\(steps)")
      }
      return true
    }
  }

  // MARK: find

  static func find(_ args: Invocation) throws -> Int32 {
    let techniques = args.techniques
    let positions = Array(args.positional.dropFirst())
    return forEachInput(positions) { input in
      let position = try Position(parsing: input.text)
      let found = Finder.steps(techniques, in: position.grid)
      if args.flags.contains("json") {
        var byTechnique: [String: Any] = [:]
        for technique in techniques {
          byTechnique[technique.rawValue] = found[technique, default: []].map(stepObject)
        }
        print(
          jsonLine([
            "position": Position(grid: position.grid).libraryLine(hidingAnswer: true),
            "techniques": byTechnique,
          ]))
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
      if input.label != "input" { print("# \(input.label)") }
      for line in lines { print(line) }
      return true
    }
  }

  static func stepObject(_ step: Step) -> [String: Any] {
    [
      "step": step.description, "name": step.name,
      "cells": step.patternCells.map(\.description), "digits": Array(step.digits),
      "houses": step.houses.map(\.description),
      "placements": step.placements.map { Notation.canonical($0, placement: true) },
      "eliminations": step.eliminations.map { Notation.canonical($0, placement: false) },
    ]
  }

  // MARK: generate

  static func generate(_ args: Invocation) throws -> Int32 {
    let difficulty = args.difficulty
    let count = args.count ?? 1
    let seed = args.seed ?? randomSeed()
    let symmetric = args.flags.contains("symmetric")
    parallelForEach(count: count) { index in
      var generator = SplitMix64(seed: SplitMix64.derive(seed, index))
      return PuzzleGenerator.generate(difficulty, symmetric: symmetric, using: &generator)
    } emit: { index, generated in
      let puzzle = generated.puzzle.map { $0 == 0 ? "." : String($0) }.joined()
      if args.flags.contains("json") {
        print(
          jsonLine([
            "puzzle": puzzle, "solution": generated.solution.map(String.init).joined(),
            "difficulty": difficulty.rawValue, "clues": generated.clues,
            "grade": generated.path.gradeName, "seed": SplitMix64.derive(seed, index),
          ]))
      } else {
        print(puzzle)
      }
    }
    return 0
  }

  // MARK: drill

  static func drill(_ args: Invocation) throws -> Int32 {
    guard let technique = args.techniques.first else {
      throw UsageError("drill needs a technique, e.g. drill pointing", command: .drill)
    }
    let count = args.count ?? 1
    let seed = args.seed ?? randomSeed()
    let style = RenderStyle(mode: args.colorMode, ascii: args.ascii)
    parallelForEach(count: count) { index in
      DrillFactory.make(technique, seed: DrillFactory.drillSeed(seed, index: index))
    } emit: { index, drill in
      if args.flags.contains("json") {
        print(
          jsonLine([
            "technique": technique.rawValue, "seed": drill.seed,
            "position": drill.libraryLine,
            "puzzle": drill.puzzle.map { $0 == 0 ? "." : String($0) }.joined(),
            "solution": drill.solution.map(String.init).joined(), "answers": drill.answers,
          ]))
      } else {
        print(DrillText.header(drill, number: index + 1, style: style))
        print(drill.libraryLine)
        print(BoardRenderer(style: style).render(drill.grid))
      }
    }
    return 0
  }

  // MARK: review

  static func review(_ args: Invocation) throws -> Int32 {
    let count = args.count ?? 1
    let seed = args.seed ?? randomSeed()
    let style = RenderStyle(mode: args.colorMode, ascii: args.ascii)
    parallelForEach(count: count) { index in
      let drillSeed = DrillFactory.drillSeed(seed, index: index)
      return DrillFactory.make(ReviewChoice.technique(forSeed: drillSeed), seed: drillSeed)
    } emit: { index, drill in
      if args.flags.contains("json") {
        print(
          jsonLine([
            "technique": drill.technique.rawValue, "seed": drill.seed,
            "position": drill.reviewLibraryLine,
            "puzzle": drill.puzzle.map { $0 == 0 ? "." : String($0) }.joined(),
            "solution": drill.solution.map(String.init).joined(),
            "answers": ReviewChecker(drill: drill).answers.map {
              ["answer": $0.answer, "technique": $0.technique.rawValue]
            },
          ]))
      } else {
        print(DrillText.reviewHeader(drill, number: index + 1, style: style))
        print(drill.reviewLibraryLine)
        print(BoardRenderer(style: style).render(drill.grid))
      }
    }
    return 0
  }

  // MARK: progress

  static func progress(_ args: Invocation) throws -> Int32 {
    let store = ShellLauncher.progressStore(
      path: args.options["progress"], environment: ProcessInfo.processInfo.environment)
    // Read-only: nothing is created, locked, moved or written; a problem is one line and exit 1.
    let state = try store.read()
    if args.flags.contains("json") {
      print(state.jsonLine)
    } else {
      print(
        ProgressView.table(
          state, style: RenderStyle(mode: .auto, ascii: args.flags.contains("ascii"))))
    }
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
  for start in stride(from: 0, to: count, by: chunk) {
    let size = min(chunk, count - start)
    let results = ResultSlots<T>(count: size)
    DispatchQueue.concurrentPerform(iterations: size) { offset in
      results.set(offset, transform(start + offset))
    }
    for (offset, value) in results.values.enumerated() { emit(start + offset, value) }
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
