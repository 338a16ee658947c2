import SudokuCore

/// Notes mode: the learner's own pencil marks.
///
/// With `notes on` the board shows only the marks the learner wrote (`marksBoard`), not the
/// candidates computed from the digits: finding them is the skill. `r3c5+47` writes marks and, in
/// notes mode, `r3c5<>4` takes one out (`enter`); `notes fill` writes every candidate of the board
/// at once and `notes clear r3c5` empties a cell — each one undoable move. A placed digit leaves
/// the marks of its row, column and box, and a reveal's eliminations leave the marks too; undo puts
/// back what a move took. Hints, reveals and `check` still reason from the board's candidates
/// (`board`): `marksDifference` says where the marks hide the step a hint names, and
/// `check` names the cells whose marks leave out the solution's digit.
///
///     r3c5+47        marks 4 and 7 in r3c5
///     r3c5<>4        (notes mode) the mark 4 out of r3c5
///     r3c5=7         7 placed; the marks 7 of row 3, column 5 and box 2 go
extension StudyGame {
  /// The learner's marks in `cell`.
  public func marks(at cell: Cell) -> DigitSet {
    DigitSet(marks.filter { $0.cell == cell }.map(\.digit))
  }

  /// The board as notes mode draws it: the digits, and in each empty cell the learner's marks
  /// instead of the computed candidates.
  public var marksBoard: Grid {
    var grid = board
    var byCell = [DigitSet](repeating: [], count: 81)
    for mark in marks { byCell[mark.cell.index] = byCell[mark.cell.index].union([mark.digit]) }
    for cell in grid.emptyCells { grid.setCandidates(byCell[cell.index], at: cell) }
    return grid
  }

  /// `notes fill`: every empty cell's marks become the board's candidates, as one undoable move.
  public mutating func fillNotes() -> StudyReply {
    guard !isOver else { return .refused(StudyText.gameOver) }
    let board = self.board
    var wanted = Set<Candidate>()
    for cell in board.emptyCells {
      for digit in board.candidates(at: cell) { wanted.insert(Candidate(cell, digit)) }
    }
    let current = marks.filter { board.isEmpty($0.cell) }
    let move = StudyMove(
      marked: wanted.subtracting(current), unmarked: current.subtracting(wanted),
      notesCommand: .fill)
    guard !move.isEmpty else { return .refused(StudyText.marksAlreadyFilled) }
    apply(move)
    record(move)
    moves = FileBounds.count(moves, plus: 1)
    return .applied(StudyText.marksFilled(cells: board.emptyCells.count), solved: nil)
  }

  /// `notes clear r3c5 …`: the cells' marks taken out, as one undoable move.
  public mutating func clearNotes(_ cells: [Cell]) -> StudyReply {
    guard !isOver else { return .refused(StudyText.gameOver) }
    let chosen = Set(cells)
    let move = StudyMove(unmarked: marks.filter { chosen.contains($0.cell) }, notesCommand: .clear)
    guard !move.isEmpty else { return .refused(StudyText.noMarksIn(cells.sorted())) }
    apply(move)
    record(move)
    moves = FileBounds.count(moves, plus: 1)
    return .applied(
      StudyText.marksCleared(in: Set(move.unmarked.map(\.cell)).sorted()), solved: nil)
  }

  /// `notes r3c5`: the cell's marks, or that it has none or is filled.
  public func listNotes(_ cell: Cell) -> String {
    guard digit(at: cell) == 0 else { return StudyText.marksOfFilled(cell) }
    return StudyText.marksList(cell, marks(at: cell))
  }

  /// The cells whose marks leave out the solution's digit (a cell with no marks at all is not
  /// one: nothing is written there yet), for `check`.
  public var marksWithoutSolution: [Cell] {
    Cell.all.filter { cell in
      digit(at: cell) == 0 && !marks(at: cell).isEmpty
        && !marks(at: cell).contains(solution[cell.index])
    }
  }

  /// The marks a reveal takes out: those its steps eliminate, and those its placed digits clear
  /// from their row, column and box (as a placement typed does).
  func marksTaken(by steps: [Step]) -> Set<Candidate> {
    var taken = Set<Candidate>()
    for step in steps {
      taken.formUnion(marks.intersection(step.eliminations))
      for placement in step.placements {
        for peer in placement.cell.peers where marks.contains(Candidate(peer, placement.digit)) {
          taken.insert(Candidate(peer, placement.digit))
        }
      }
    }
    return taken
  }

  /// Where the learner's marks hide the first of `steps` that they hide: the marks missing (true
  /// candidates not marked) and the marks extra (marked, not candidates) in the part of the
  /// board the step's pattern is read from. The steps are taken in turn, each on the board and
  /// the marks as the earlier ones leave them. Cells with no marks at all are left out: nothing is
  /// written there yet, so nothing there is wrong. Nil in notes mode off, or where the marks agree.
  public func marksDifference(_ steps: [PlannedStep]) -> MarksDifference? {
    guard notesMode else { return nil }
    var grid = board
    var marks = self.marks
    for planned in steps {
      let step = planned.step
      var lacking: [Candidate] = []
      var extra: [Candidate] = []
      for (cell, digits) in Self.regionOfPattern(step) where grid.isEmpty(cell) {
        let mine = DigitSet(marks.filter { $0.cell == cell }.map(\.digit))
        guard !mine.isEmpty else { continue }
        let truth = grid.candidates(at: cell)
        for digit in digits {
          if truth.contains(digit) && !mine.contains(digit) {
            lacking.append(Candidate(cell, digit))
          } else if mine.contains(digit) && !truth.contains(digit) {
            extra.append(Candidate(cell, digit))
          }
        }
      }
      if !lacking.isEmpty || !extra.isEmpty {
        return MarksDifference(
          step: planned, lacking: lacking.sorted(), extra: extra.sorted(),
          answers: Set(step.placements))
      }
      for elimination in step.eliminations {
        grid.eliminate(elimination)
        marks.remove(elimination)
      }
      for placement in step.placements {
        grid.place(placement.digit, at: placement.cell)
        for peer in placement.cell.peers { marks.remove(Candidate(peer, placement.digit)) }
      }
    }
    return nil
  }

  /// The cells a step's pattern is read from, each with the digits that matter there: for a
  /// pattern of cells holding only its digits (a naked single, subset or XY-Wing) every digit of
  /// those cells; for a pattern of a digit's places (a hidden single, pointing, claiming, a
  /// hidden subset, a fish, a skyscraper) that digit in every cell of the houses it is confined in.
  static func regionOfPattern(_ step: Step) -> [(Cell, DigitSet)] {
    step.pattern.teaching.region
  }
}

/// Where the learner's pencil marks differ from the board's candidates in the part of the board a
/// step's pattern is read from: what a hint in notes mode says besides its own words (the words:
/// `StudyText.marksDiffer`).
public struct MarksDifference: Hashable, Sendable {
  /// The step the marks hide, with the houses its hint names.
  public let step: PlannedStep
  /// True candidates the marks leave out there.
  public let lacking: [Candidate]
  /// Marks there that are not candidates.
  public let extra: [Candidate]
  /// The step's placements: a missing mark that is one is named by its cell only (its digit is
  /// the answer, which rung 1 never says).
  public let answers: Set<Candidate>
}
