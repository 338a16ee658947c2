import SudokuCore

/// The study game's messages, in one place so their wording is tested as golden text.
///
/// Hints and reveals are counted apart (rung 1, fix-it hints and `check` are hints; a reveal is a
/// reveal) and the record keeps their sum: it is always written "hints + reveals" — on the `Solved`
/// line, in `progress` and in a new best — so the same count has the same words everywhere.
public enum StudyText {
  static let gameOver = "This game is over: study starts another."
  static let nothingToUndo = "Nothing to undo."
  static let checkClean =
    "No mistakes: every placed digit fits and no needed candidate was removed."
  static let beyondTheTwelve =
    "The twelve techniques stall here: this position needs a technique beyond them. check still finds mistakes."

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

  /// `Nothing changed: r1c2 already holds 4, r3c5 shows no 7.`
  static func nothingChanged(_ skipped: [StudySkip]) -> String {
    let parts = skipped.map { skip in
      switch skip {
      case .alreadyHolds(let candidate): "\(candidate.cell) already holds \(candidate.digit)"
      case .alreadyEmpty(let cell): "\(cell) is already empty"
      case .filled(let cell): "\(cell) is filled"
      case .notShown(let candidate): "\(candidate.cell) shows no \(candidate.digit)"
      case .nothingRemoved(let cell): "no candidate of \(cell) was removed"
      }
    }
    return "Nothing changed: \(parts.joined(separator: ", "))."
  }

  /// The refusals of a line of moves, one sentence each; a line of several parts says that none
  /// of it was played.
  static func refused(_ problems: [String], ofSeveral: Bool) -> String {
    problems.joined(separator: " ") + (ofSeveral ? " Nothing was changed." : "")
  }

  /// `Undid r3c5=7.`, `Undid the reveal: r1c7<>5 r3c5=7.`
  static func undid(_ move: StudyMove) -> String {
    move.isReveal ? "Undid the reveal: \(move)." : "Undid \(move)."
  }

  /// `(You had removed 4 from r1c2; the placement stands.)`
  static func placedAfterRemoving(_ candidates: [Candidate]) -> String {
    let named = listed(candidates.map { "\($0.digit) from \($0.cell)" })
    return "(You had removed \(named); the "
      + (candidates.count == 1 ? "placement stands.)" : "placements stand.)")
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
      // After "Fix this first:" the sentence goes on in lower case; after another, it starts one.
      sentences.append(
        (sentences.isEmpty ? "a" : "A")
          + " candidate the solution needs was removed from \(cells): restore \(removed[0]) brings back what you removed"
          + (removed.count == 1 ? "." : " (and the same for the others)."))
    }
    return "Fix this first: " + sentences.joined(separator: " ")
  }

  /// Rung 1: `Look for a naked pair in row 4, then a hidden single in box 6. hint again reveals it
  /// (3 of 5 reveals left).`
  static func lead(_ plan: HintPlan, revealsLeft: Int, cap: Int) -> String {
    let look = "Look for \(HintWords.lead(plan) ?? "the next step")."
    guard revealsLeft > 0 else {
      return look + " No reveals left in this game (all \(cap) used)."
    }
    return look + " hint again reveals it (\(revealsLeft) of \(cap) reveals left)."
  }

  static func solved(_ summary: StudySummary) -> String {
    let seconds = summary.wholeSeconds
    let time = TimeWords.clock(seconds)
    let counts = [
      counted(summary.moves, .move), counted(summary.mistakes, .mistake),
      counted(summary.hints, .hint) + " + " + counted(summary.reveals, .reveal),
    ].joined(separator: ", ")
    let techniques = summary.techniques.map { $0.nameInSentence }.joined(separator: ", ")
    return
      "Solved in \(time) — \(counts). Techniques needed: \(techniques.isEmpty ? "none" : techniques)."
  }

  /// The level as the study header opens: `Medium`.
  public static func levelTitle(_ level: StudyLevel) -> String { Phrasing.capitalized(level.name) }

  /// Where the game came from, in the header: `seed 8812` or `pasted`.
  public static func origin(_ seed: UInt64?) -> String { seed.map { "seed \($0)" } ?? "pasted" }

  /// The header's counts: `12 moves`, `1 mistake`, `2 hints`, `3/4 reveals` (reveals left of the
  /// game's cap).
  public static func headerCounts(_ game: StudyGame) -> [String] {
    [
      counted(game.moves, .move), counted(game.mistakes, .mistake), counted(game.hints, .hint),
      "\(game.revealsLeft)/\(game.level.revealCap) reveals",
    ]
  }

  /// After a reveal: `Applied (undo takes it back); 2 of 4 reveals left. practise opens the
  /// pointing lesson.`
  public static func applied(_ game: StudyGame, practise technique: Technique?) -> String {
    "Applied (undo takes it back); \(game.revealsLeft) of \(game.level.revealCap) reveals left."
      + (technique.map { " practise opens the \($0.nameInSentence) lesson." } ?? "")
  }

  public static let noRecordBeyondTheSix =
    "No record is kept for a puzzle beyond the twelve. Type study for another."

  /// The level's record after a solve: `Easy puzzles solved: 3. New best time and fewest hints +
  /// reveals for easy. Type study for another.`
  public static func recorded(_ update: StudyRecord.Update, level: Difficulty) -> String {
    var bests: [String] = []
    if update.newBestTime { bests.append("best time") }
    if update.newFewestHints { bests.append(fewestHelpBest) }
    return "\(Phrasing.capitalized(level.rawValue)) puzzles solved: \(update.record.solved)."
      + (bests.isEmpty ? "" : " New \(listed(bests)) for \(level.rawValue).")
      + " Type study for another."
  }

  /// What the record keeps of a game's help, as `progress` shows it: `fewest hints + reveals 9`.
  public static func fewestHelp(_ count: Int) -> String { "\(fewestHelpBest) \(count)" }

  /// The record's help count as a new best: `New best time and fewest hints + reveals for easy.`
  public static let fewestHelpBest = "fewest hints + reveals"
}
