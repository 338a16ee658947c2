import Academy
import Foundation
import SudokuCore

let version = "0.1.0"

let mainUsage = """
  Usage: sudoku-academy [--progress PATH] [--seed S] [--color MODE] [--ascii]
                        [--lessons DIR]
         sudoku-academy <subcommand> [options]

  With no subcommand, starts the Technique Academy shell (type help inside it).

  Subcommands (sudoku-academy help <subcommand> for details):
    drill <technique> [--count N] [--seed S] [--json]
                      drills: header with seed, HoDoKu library line, board
    find <technique|all> <position|->... [--json]
                      every instance of the technique(s) in a position
    grade <puzzle|->... [--json]
                      the hardest technique a puzzle needs, with its steps
    solve <puzzle|->... [--json]
                      the unique solution of each puzzle
    generate [--difficulty easy|medium|hard|expert] [--count N] [--seed S]
             [--symmetric] [--json]
                      unique puzzles of a difficulty, one per line
    progress [--json] mastery, drills done and first-try rate
    help [subcommand] this text, or a subcommand's

  Techniques: hidden-single, naked-single, pointing, claiming, naked-pair,
  x-wing (or 1-6). Puzzles: 81 characters row by row, 0 or . for empty, + before
  a placed digit. Positions: a puzzle, a HoDoKu library line
  (:code:digits:givens:deleted:eliminations:placements:), a 729-character
  candidate string, or 81 candidate lists. - reads one per line from stdin.

  Options:
    --progress PATH   progress file
                      (default $XDG_DATA_HOME/sudoku-academy/progress.json)
    --seed S          reproducible drills and puzzles
    --color MODE      auto (a terminal and NO_COLOR unset), always or never
    --ascii           plain ASCII board, meters and marks
    --lessons DIR     read lesson texts from DIR instead of the built-in ones
    --help, --version
  Exit status: 0 success, 1 a runtime failure (with a message), 2 bad usage.
  """

extension CommandLine {
  /// Runs the program with `arguments` (without the program name) and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    do {
      return try dispatch(arguments)
    } catch let error as UsageError {
      printError("sudoku-academy: \(error.message)")
      printError(error.usage.split(separator: "\n").first.map(String.init) ?? "")
      printError("See 'sudoku-academy --help'.")
      return 2
    } catch {
      printError("sudoku-academy: \(error)")
      return 1
    }
  }

  /// Where the subcommand is, skipping the values of global options (`--progress PATH drill`).
  static func subcommandIndex(_ arguments: [String]) -> Int? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if ["--progress", "--seed", "--color", "--lessons"].contains(argument) {
        index += 2
        continue
      }
      if argument == "--" { return index + 1 < arguments.count ? index + 1 : nil }
      if !argument.hasPrefix("-") { return index }
      index += 1
    }
    return nil
  }

  static let subcommands = ["drill", "find", "grade", "solve", "generate", "progress", "help"]

  static func dispatch(_ arguments: [String]) throws -> Int32 {
    if arguments.contains("--version") {
      print("sudoku-academy \(version)")
      return 0
    }
    guard let index = subcommandIndex(arguments) else {
      if arguments.contains("--help") || arguments.contains("-h") {
        print(mainUsage)
        return 0
      }
      return try ShellLauncher.run(arguments)
    }
    let first = arguments[index]
    // Global options may come before the subcommand; they are passed along with the rest.
    var rest = arguments
    rest.remove(at: index)
    if arguments[..<index].contains(where: { ["--count", "--difficulty"].contains($0) }) {
      throw UsageError(message: "options of a subcommand go after it", usage: mainUsage)
    }
    switch first {
    case "drill": return try Subcommands.drill(rest)
    case "find": return try Subcommands.find(rest)
    case "grade": return try Subcommands.grade(rest)
    case "solve": return try Subcommands.solve(rest)
    case "generate": return try Subcommands.generate(rest)
    case "progress": return try Subcommands.progress(rest)
    case "help":
      if let topic = rest.first(where: { !$0.hasPrefix("-") }), let usage = Subcommands.usage[topic]
      {
        print(usage)
      } else {
        print(mainUsage)
      }
      return 0
    default:
      let suggestion = nearest(to: first, in: subcommands).map { " Did you mean '\($0)'?" } ?? ""
      throw UsageError(message: "unknown subcommand '\(first)'.\(suggestion)", usage: mainUsage)
    }
  }
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
