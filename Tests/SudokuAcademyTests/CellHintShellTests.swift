import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// `hint <cell>` in a study game, as a table over every level and both languages: a wrong digit in
/// the cell and a solution candidate removed from it are named first; a single on the board now
/// gets its rung 1 (where to look, nothing filled); a cell that needs a chain says so; the second
/// `hint <cell>` reveals the chain from the same cap and places the cell; a given and a right digit
/// get one line; a cell the twelve can't place says so and points to `hint`.
@Suite struct CellHintShellTests {
  /// What each language says, the cell and its counts put in.
  struct Said: Sendable, CustomTestStringConvertible {
    let language: Language
    let wrong: @Sendable (Cell) -> String
    let removed: @Sendable (Cell) -> String
    let single: @Sendable (Cell) -> String
    let chain: @Sendable (Cell) -> String
    let again: @Sendable (Cell, Int, Int) -> String
    let applied: String
    let given: @Sendable (Cell) -> String
    let right: @Sendable (Cell) -> String
    let beyond: @Sendable (Cell) -> String
    let notACell: String
    var testDescription: String { "\(language)" }

    static let english = Said(
      language: .english, wrong: { "\($0) holds a wrong digit; clear it with \($0)=0." },
      removed: { "candidate the solution needs was removed from \($0); restore \($0)" },
      single: { "\($0): look for " }, chain: { "Before \($0): look for " },
      again: { "hint \($0) again reveals it (\($1) of \($2) reveals left)." },
      applied: "Applied (undo takes it back)",
      given: { "\($0) is a given: there is nothing to find there." },
      right: { "\($0) already holds the right digit." },
      beyond: {
        "The \(CountWords.english) techniques can't place \($0) from here. hint alone gives the board's next "
          + "step."
      },
      notACell: "hint takes a cell, like hint r3c5, not 'r0c0'; hint alone gives the board's "
        + "next step.")
    static let portuguese = Said(
      language: .portuguese, wrong: { "\($0) tem um dígito errado; apague-o com \($0)=0." },
      removed: { "oi eliminado de \($0) um candidato de que a solução precisa; restore \($0)" },
      single: { "\($0): procure " }, chain: { "Antes de \($0): procure " },
      again: { "hint \($0) outra vez revela-o (restam \($1) de \($2) revelações)." },
      applied: "Aplicado (undo anula-o)",
      given: { "\($0) é uma pista: não há nada a descobrir aí." },
      right: { "\($0) já tem o dígito certo." },
      beyond: {
        "As \(CountWords.portuguese) técnicas não conseguem colocar \($0) a partir daqui. hint sozinho dá o próximo "
          + "passo da grelha."
      },
      notACell: "hint aceita uma casa, como hint r3c5, e não «r0c0»; hint sozinho dá o próximo "
        + "passo da grelha.")
  }

  static func said(_ shell: Shell, _ transcript: ShellTests.Transcript, _ line: String) -> String {
    ShellPortugueseTests.flat(ShellPortugueseTests.said(shell, transcript, line))
  }

  static let levels: [Difficulty] = Difficulty.allCases

  @Test(arguments: [Said.english, .portuguese], levels)
  func hintACellOnEveryLevel(_ said: Said, _ level: Difficulty) throws {
    let (shell, transcript, _) = try TestShell.make(language: said.language, seed: 28)
    _ = shell.handle("study \(level.rawValue)")
    var game = try #require(shell.study?.game)
    let board = game.board
    let solution = game.solution
    func plan(_ cell: Cell) -> CellHintPlan {
      HintPlanner.plan(cell: cell, board: shell.study!.game.board, solution: solution)
    }
    let empty = board.emptyCells
    // A given, and a word that is no cell.
    let given = try #require(Cell.all.first { game.givens[$0.index] != 0 })
    #expect(Self.said(shell, transcript, "hint \(given)") == said.given(given))
    #expect(Self.said(shell, transcript, "hint r0c0") == said.notACell)
    #expect(shell.study?.game.hints == 0, "one-line answers count no hint")

    // A wrong digit in the cell: named first; then a solution candidate removed from it.
    let cell = try #require(
      empty.first { board.candidates(at: $0).count > 1 && plan($0) != .beyondTheCurriculum($0) })
    let wrong = try #require(board.candidates(at: cell).first { $0 != solution[cell.index] })
    _ = shell.handle("\(cell)=\(wrong)")
    #expect(Self.said(shell, transcript, "hint \(cell)").contains(said.wrong(cell)))
    _ = shell.handle("undo")
    _ = shell.handle("\(cell)<>\(solution[cell.index])")
    #expect(Self.said(shell, transcript, "hint \(cell)").contains(said.removed(cell)))
    _ = shell.handle("undo")

    // A single on the board now: rung 1 names where, fills nothing; rung 2 places the cell.
    let cap = game.level.revealCap
    let now = try #require(
      empty.first {
        if case .next(let chain, _) = plan($0) { return chain.isEmpty }
        return false
      }, "\(level) has a single now")
    do {
      let lead = Self.said(shell, transcript, "hint \(now)")
      #expect(lead.hasPrefix(said.single(now)), "\(lead)")
      #expect(lead.hasSuffix(said.again(now, cap, cap)), "\(lead)")
      #expect(shell.study!.game.board.isEmpty(now), "rung 1 fills nothing")
      let reveal = Self.said(shell, transcript, "hint \(now)")
      #expect(reveal.contains(said.applied))
      #expect(shell.study!.game.board.digit(at: now) == solution[now.index])
      #expect(Self.said(shell, transcript, "hint \(now)") == said.right(now))
      _ = shell.handle("undo")
    }

    // A cell that needs a chain: rung 1 says so; `hint` alone does not reveal it; the second
    // `hint <cell>` reveals the chain (HoDoKu's words, each step) and places the cell.
    game = try #require(shell.study?.game)
    let chained = try #require(
      empty.first {
        if case .next(let chain, _) = plan($0) { return !chain.isEmpty }
        return false
      }, "\(level) has a cell that needs a chain")
    let steps = plan(chained).steps
    let left = game.revealsLeft
    let lead = Self.said(shell, transcript, "hint \(chained)")
    #expect(lead.hasPrefix(said.chain(chained)), "\(lead)")
    #expect(lead.hasSuffix(said.again(chained, left, cap)), "\(lead)")
    #expect(shell.study!.game.board.isEmpty(chained))
    let reveal = Self.said(shell, transcript, "hint \(chained)")
    for step in steps { #expect(reveal.contains(step.description), "\(step)") }
    #expect(reveal.contains(said.applied))
    #expect(shell.study!.game.board.digit(at: chained) == solution[chained.index])
    #expect(shell.study!.game.revealsLeft == left - 1, "from the same cap")
    _ = shell.handle("undo")

    // Beyond the twelve: the cell can't be placed from here.
    let monster =
      "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
    _ = shell.handle("study \(monster) --yes")
    let stuck = try #require(shell.study?.game.board.emptyCells.first)
    #expect(Self.said(shell, transcript, "hint \(stuck)") == said.beyond(stuck))
  }

  /// After `hint <cell>`, `hint` alone starts its own ladder (rung 1, not the cell's reveal), and
  /// the reverse; a drill's hint takes no cell; Tab offers the empty cells.
  @Test func theLaddersStayApartAndTabOffersEmptyCells() throws {
    let (shell, transcript, _) = try TestShell.make(seed: 28)
    _ = shell.handle("study hard")
    let game = try #require(shell.study?.game)
    let cell = game.board.emptyCells[0]
    _ = shell.handle("hint \(cell)")
    #expect(Self.said(shell, transcript, "hint").hasPrefix("Look for "))
    #expect(shell.study?.game.reveals == 0)
    #expect(Self.said(shell, transcript, "hint \(cell)").contains("\(cell)"))
    #expect(shell.study?.game.reveals == 0)
    #expect(shell.completions(before: "hint ") == game.board.emptyCells.map(\.description))
    _ = shell.handle("lesson 1")
    #expect(
      Self.said(shell, transcript, "hint r1c1")
        == "hint takes no argument: type hint alone (usage: hint).")
  }
}
