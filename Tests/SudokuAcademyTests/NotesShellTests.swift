import Foundation
import SudokuCore
import Testing

@testable import Academy
@testable import sudoku_academy

/// The notes commands in the shell, in each language: `notes` says the setting and `notes on|off`
/// sets it (the open game redrawn in the new mode, a parked or later game taking it too), the
/// in-game forms need a game and notes mode, a word that is no form says which there are, `note`
/// takes a cell and digits, and Tab completes the forms and `r3c5+` with the digits not marked.
@Suite struct NotesShellTests {
  struct Said: Sendable, CustomTestStringConvertible {
    let language: Language
    let isOff, isOn, on, off, legend, needsMode, notOpen, badWord, noteUsage, clearUsage: String
    var testDescription: String { "\(language)" }

    static let english = Said(
      language: .english, isOff: "Notes are off: study boards show every candidate",
      isOn: "Notes are on: study boards show only the marks you write.",
      on: "Notes on, now and in later sessions:", off: "Notes off, now and in later sessions:",
      legend: "7 your marks (notes on)",
      needsMode: "Your marks are for notes mode: notes on turns it on.",
      notOpen: "notes", badWord: "notes takes on, off, fill, clear or a cell, not 'maybe';",
      noteUsage: "note takes a cell and its marks, like note r3c5 47 (the same as r3c5+47).",
      clearUsage: "notes clear takes cells, like notes clear r3c5, not 'x'.")
    static let portuguese = Said(
      language: .portuguese,
      isOff: "O modo de notas está desligado: as grelhas de estudo mostram todos os candidatos",
      isOn: "O modo de notas está ligado: as grelhas de estudo mostram só as notas que escreveu.",
      on: "Modo de notas ligado, agora e nas sessões seguintes.",
      off: "Modo de notas desligado, agora e nas sessões seguintes.",
      legend: "7 as suas notas (notes on)",
      needsMode: "As notas são do modo de notas; notes on liga-o.", notOpen: "notes",
      badWord: "notes aceita on, off, fill, clear ou uma casa, e não «maybe»;",
      noteUsage: "note aceita uma casa e as suas notas, como note r3c5 47 (o mesmo que r3c5+47).",
      clearUsage: "notes clear aceita casas, como notes clear r3c5, e não «x».")
  }

  static func said(_ shell: Shell, _ transcript: ShellTests.Transcript, _ line: String) -> String {
    ShellPortugueseTests.flat(ShellPortugueseTests.said(shell, transcript, line))
  }

  @Test(arguments: [Said.english, .portuguese])
  func theNotesCommands(_ said: Said) throws {
    let (shell, transcript, _) = try TestShell.make(language: said.language, seed: 28)
    #expect(Self.said(shell, transcript, "notes").hasPrefix(said.isOff))
    #expect(Self.said(shell, transcript, "notes fill").contains(said.notOpen))
    #expect(Self.said(shell, transcript, "notes maybe").hasPrefix(said.badWord))
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    let empty = SoundTests.empty()
    #expect(Self.said(shell, transcript, "\(empty.cell)+\(empty.digit)") == said.needsMode)
    #expect(Self.said(shell, transcript, "notes fill") == said.needsMode)
    // On: the open game is redrawn with only the marks written (none yet).
    let on = Self.said(shell, transcript, "notes on")
    #expect(on.hasPrefix(said.on) && on.contains(said.legend))
    #expect(shell.study?.grid.candidates(at: empty.cell) == [])
    #expect(Self.said(shell, transcript, "notes").hasPrefix(said.isOn))
    #expect(Self.said(shell, transcript, "note \(empty.cell)") == said.noteUsage)
    #expect(Self.said(shell, transcript, "notes clear x") == said.clearUsage)
    #expect(Self.said(shell, transcript, "note \(empty.cell) \(empty.digit)").contains(said.legend))
    #expect(shell.study?.grid.candidates(at: empty.cell) == [empty.digit])
    // Tab: the forms, and the digits not marked after `+`.
    #expect(shell.completions(before: "notes ") == ["on", "off", "fill", "clear"])
    let offered = shell.completions(before: "\(empty.cell)+")
    #expect(offered.count == 8 && !offered.contains("\(empty.cell)+\(empty.digit)"))
    // A game started later takes the setting; off shows every candidate again, marks kept.
    _ = shell.handle("lesson 1")
    _ = shell.handle("back")
    #expect(shell.study?.game.notesMode == true)
    #expect(Self.said(shell, transcript, "notes off").hasPrefix(said.off))
    #expect(shell.study?.grid.candidates(at: empty.cell).count ?? 0 > 1)
    #expect(shell.study?.game.marks == [Candidate(empty.cell, empty.digit)])
    #expect(shell.state.notesOn == false)
  }

  /// The legend says the candidates drawn are the learner's marks, in each language, while there
  /// is a cell to mark; a board without one (solved) says nothing of marks.
  @Test func theLegendSaysTheMarksAreYours() {
    let style = RenderStyle(color: false, unicode: true)
    let open = Grid(givens: Puzzle(text: StudyShellTests.puzzle)!)
    var solved = Grid()
    for cell in Cell.all { solved.place(StudyShellTests.solution[cell.index], at: cell) }
    let marks = BoardRenderer(style: style, learnerMarks: true)
    #expect(marks.legend(open, marks: .none).hasSuffix("   7 your marks (notes on)"))
    #expect(!marks.legend(solved, marks: .none).contains("your marks"))
    #expect(!BoardRenderer(style: style).legend(open, marks: .none).contains("your marks"))
    #expect(
      marks.digit(4, in: open).hasSuffix(
        "4 in your marks (\(open.emptyCells.filter { open.candidates(at: $0).contains(4) }.count) "
          + "cells)"))
    Language.$current.withValue(.portuguese) {
      #expect(marks.legend(open, marks: .none).hasSuffix("   7 as suas notas (notes on)"))
    }
  }
}
