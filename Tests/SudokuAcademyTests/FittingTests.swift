import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// What is drawn fits what it is drawn on, and says only what is there: help columns measured from
/// the usages, the board view chosen by the terminal's width and height, a legend of the marks on
/// the board, percentages rounded, the progress notes wrapped under themselves.
@Suite struct FittingTests {
  /// A pointing drill's position: no single on it, a pointing step makes one.
  static let grid: Grid = {
    try! Position(parsing: RenderingTests.position).grid
  }()

  static func shellOutput(_ lines: [String]) throws -> [String] {
    let (shell, transcript, folder) = try TestShell.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    for line in lines { _ = shell.handle(line) }
    return transcript.lines.flatMap { $0.split(separator: "\n").map(String.init) }
  }

  /// Every usage is printed whole, and the descriptions of the rows that share a line start in one
  /// column; a usage too long for that column stands alone with its text under the column.
  @Test(arguments: [
    (
      "help",
      Shell.listed(with: nil).map(\.declaration.usage)
    ),
    ("help study", Shell.studyHelpRows.map { $0.0 }),
  ])
  func helpUsagesAreWholeAndColumnsMeasured(command: String, usages: [String]) throws {
    let lines = try Self.shellOutput([command])
    var columns: Set<Int> = []
    for usage in usages {
      let line = try #require(
        lines.first { $0 == "  " + usage || $0.hasPrefix("  " + usage + "  ") },
        "\(command): '\(usage)' whole")
      if line == "  " + usage {
        let next = try #require(lines.firstIndex(of: line).map { lines[$0 + 1] })
        columns.insert(next.prefix { $0 == " " }.count)
      } else {
        columns.insert(2 + usage.count + line.dropFirst(2 + usage.count).prefix { $0 == " " }.count)
      }
    }
    #expect(columns.count == 1, "\(command): one description column, not \(columns.sorted())")
  }

  /// A removal of a candidate the board no longer shows draws nothing, so the legend doesn't name
  /// the mark.
  @Test func theLegendNamesOnlyTheMarksDrawn() throws {
    let renderer = BoardRenderer(style: RenderStyle(color: false, unicode: true))
    let cell = try #require(Self.grid.emptyCells.first)
    let absent = try #require((1...9).first { !Self.grid.candidates(at: cell).contains($0) })
    var marks = BoardMarks()
    marks.removed = [Candidate(cell, absent)]
    #expect(!renderer.legend(Self.grid, marks: marks).contains("removed"))
    let present = try #require(Self.grid.candidates(at: cell).first)
    marks.removed = [Candidate(cell, present)]
    #expect(renderer.legend(Self.grid, marks: marks).contains("removed candidate"))
  }

  /// A study reveal of eliminations leading to a single: the single's cell is marked `>` (the
  /// target), the eliminations' pattern cells `*`, and the legend says both.
  @Test func aChainsTargetIsMarkedApartFromItsPattern() throws {
    // A hard puzzle solved by singles until none is left: the plan is eliminations, then the
    // single they make.
    var generator = SplitMix64(seed: 7)
    let puzzle = PuzzleGenerator.generate(.hard, symmetric: false, using: &generator)
    var grid = Grid(givens: puzzle.puzzle)
    while let step = LogicalSolver.nextStep(in: grid), step.technique.placesDigits {
      LogicalSolver.apply(step, to: &grid)
    }
    let plan = HintPlanner.plan(board: grid, solution: puzzle.solution)
    guard case .next(let chain, let single, _) = plan else {
      Issue.record("a next step, not \(plan)")
      return
    }
    try #require(!chain.isEmpty)
    let target = single.step.patternCells[0]
    let marks = BoardMarks(reveal: plan.steps, grid: grid)
    #expect(marks.targets == [target])
    #expect(!marks.patternCells.contains(target))
    #expect(!marks.patternCells.isEmpty)
    let renderer = BoardRenderer(style: RenderStyle(color: false, unicode: true))
    let board = renderer.render(grid, marks: marks, view: .compact)
    let row = board.split(separator: "\n")[target.row + 2 + target.row / 3]
    #expect(row.contains(">"), "the target's row: \(row)")
    let legend = try #require(board.split(separator: "\n").last)
    #expect(legend.contains("> target") && legend.contains("* pattern cell"), "\(legend)")
    // One step alone (no chain): its cell is the pattern, as before.
    #expect(BoardMarks(reveal: [single.step], grid: grid).targets.isEmpty)
  }

  /// `auto` draws the full board only where all of it fits, compact where that fits, and on a
  /// terminal narrower than the compact board says how wide it must be.
  @Test func autoPicksTheViewThatFits() throws {
    let renderer = BoardRenderer(style: RenderStyle(color: true, unicode: true))
    let wide = renderer.fitted(
      Self.grid, size: TerminalSize(columns: 120, rows: 50), extraLines: 2)
    #expect(wide.view == .full && wide.neededColumns == nil)
    let short = renderer.fitted(
      Self.grid, size: TerminalSize(columns: 120, rows: 30), extraLines: 2)
    #expect(short.view == .compact, "wide but too short for the full board")
    let compactWidth = try #require(
      renderer.render(Self.grid, view: .compact).split(separator: "\n").dropLast()
        .map { DisplayWidth.of($0) }.max())
    let narrow = renderer.fitted(
      Self.grid, size: TerminalSize(columns: compactWidth - 1, rows: 20), extraLines: 2)
    #expect(narrow.view == .compact && narrow.neededColumns == compactWidth)
    let fits = renderer.fitted(
      Self.grid, size: TerminalSize(columns: compactWidth, rows: 20), extraLines: 2)
    #expect(fits.view == .compact && fits.neededColumns == nil)
    for line in fits.text.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= compactWidth, "the legend wraps too: \(line)")
    }
  }

  @Test(arguments: [(2, 3, 67), (1, 3, 33), (5, 6, 83), (1, 8, 13), (0, 4, 0), (7, 7, 100)])
  func ratesRoundToTheNearestPercent(part: Int, whole: Int, expected: Int) {
    #expect(ProgressView.percent(part, of: whole) == expected)
  }

  @Test func theProgressTableShowsTwoOfThreeAsSixtySevenPercent() {
    let date = Date(timeIntervalSince1970: 1_796_029_200)
    let state = ProgressState.empty.applying([
      .drillFinished(.pointing, firstTry: true, at: date),
      .drillFinished(.pointing, firstTry: true, at: date),
      .drillFinished(.pointing, firstTry: false, at: date),
    ])
    let table = ProgressView.table(state, style: .plain, now: date)
    let row = table.split(separator: "\n").first { $0.contains("Pointing") }
    #expect(row?.contains(" 67% ") == true, "\(row ?? "")")
  }

  /// Four levels of study records are wider than 80 columns: the line wraps under its first
  /// level, and no level's record is split.
  @Test func theStudyLineWrapsUnderItself() throws {
    let levels = Difficulty.allCases
    let state = ProgressState.empty.applying(
      levels.flatMap { level in
        [
          ProgressDelta.studySolved(level, seconds: 3_725, hints: 12),
          .studySolved(level, seconds: 4_000, hints: 15),
        ]
      })
    let table = ProgressView.table(state, style: .plain)
    let lines = table.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(where: { $0.hasPrefix("Study: ") }))
    // The challenge ladder's line follows the study records.
    let end = lines.firstIndex(where: { $0.hasPrefix("Challenge: ") }) ?? lines.endIndex
    let study = Array(lines[start..<end])
    #expect(study.count > 1, "four levels need two lines at 80 columns")
    for line in study {
      #expect(line.count <= 79, "\(line)")
    }
    for line in study.dropFirst() {
      #expect(line.hasPrefix("       ") && line.dropFirst(7).first?.isLetter == true, "\(line)")
    }
    for level in levels {
      #expect(
        study.contains {
          $0.contains("\(level.rawValue) 2 (best 1:02:05, fewest hints + reveals 12)")
        },
        "\(level) whole")
    }
  }
}
