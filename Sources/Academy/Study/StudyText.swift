import SudokuCore

/// The study game's messages, in one place so their wording is tested as golden text.
enum StudyText {
  static let gameOver = "This game is over: study starts another."
  static let nothingToUndo = "Nothing to undo."
  static let checkClean =
    "No mistakes: every placed digit fits and no needed candidate was removed."
  static let beyondTheSix =
    "The six techniques stall here: this position needs a technique beyond them. check still finds mistakes."

  static func given(_ cell: Cell) -> String {
    "\(cell) is a given and can't be changed."
  }

  /// `r3c5=7 repeats the 7 in r3c1 (row 3) and r1c5 (column 5): not placed, counted as a mistake.`
  static func conflict(_ placement: Candidate, _ clashes: [Cell]) -> String {
    let cell = placement.cell
    let named = clashes.sorted().map { clash in
      let house = cell.houses.first { $0.contains(clash) }!
      return "\(clash) (\(house.spelledOut))"
    }
    return
      "\(cell)=\(placement.digit) repeats the \(placement.digit) in \(listed(named)): not placed, counted as a mistake."
  }

  /// Names the cells to fix, never their digits.
  static func fixIt(_ wrong: [Cell], _ removed: [Cell]) -> String {
    var sentences: [String] = []
    if !wrong.isEmpty {
      let cells = listed(wrong.map(\.description))
      sentences.append(
        wrong.count == 1
          ? "\(cells) holds a wrong digit: clear it with \(wrong[0])=0."
          : "\(cells) hold wrong digits: clear them (like \(wrong[0])=0).")
    }
    if !removed.isEmpty {
      let cells = listed(removed.map(\.description))
      sentences.append(
        "A candidate the solution needs was removed from \(cells): restore \(removed[0]) brings back what you removed"
          + (removed.count == 1 ? "." : " (and the same for the others)."))
    }
    return "Fix this first: " + sentences.joined(separator: " ")
  }

  /// Rung 1: `Look for a naked pair in row 4, then a hidden single in box 6. hint again reveals it
  /// (3 of 5 reveals left).`
  static func lead(_ plan: HintPlan, revealsLeft: Int, cap: Int) -> String {
    let look = "Look for \(plan.lead ?? "the next step")."
    guard revealsLeft > 0 else {
      return look + " No reveals left in this game (all \(cap) used)."
    }
    return look + " hint again reveals it (\(revealsLeft) of \(cap) reveals left)."
  }

  static func solved(_ summary: StudySummary) -> String {
    let seconds = summary.wholeSeconds
    let time = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    let counts = [
      counted(summary.moves, "move"), counted(summary.mistakes, "mistake"),
      counted(summary.hints, "hint"), counted(summary.reveals, "reveal"),
    ].joined(separator: ", ")
    let techniques = summary.techniques.map { $0.title.lowercased() }.joined(separator: ", ")
    return
      "Solved in \(time) — \(counts). Techniques needed: \(techniques.isEmpty ? "none" : techniques)."
  }
}
