import SudokuCore

struct EnglishStudyWords: StudyWords {
  private let grammar = EnglishGrammar()

  /// A puzzle beyond the curriculum is `beyond the lessons`: a name that fits the game's header
  /// at 80 columns however many lessons there are ("beyond the seventeen" wrapped it).
  func levelName(_ level: StudyLevel) -> String {
    level == .beyondTheCurriculum ? "beyond the lessons" : level.rawValue
  }

  var gameOver: String { "This game is over: study starts another." }
  var nothingToUndo: String { "Nothing to undo." }
  var checkClean: String {
    "No mistakes: every placed digit fits and no needed candidate was removed."
  }
  var beyondTheCurriculum: String {
    "The \(grammar.techniqueCount) techniques stall here: this position needs a technique beyond them. check still "
      + "finds mistakes."
  }

  func given(_ cell: Cell) -> String { "\(cell) is a given and can't be changed." }

  func conflict(_ placement: Candidate, clashes: String) -> String {
    "\(placement.cell)=\(placement.digit) repeats the \(placement.digit) in \(clashes): not "
      + "placed, counted as a mistake."
  }

  var nothingChanged: String { "Nothing changed: " }

  func skipped(_ skip: StudySkip) -> String {
    switch skip {
    case .alreadyHolds(let candidate): "\(candidate.cell) already holds \(candidate.digit)"
    case .alreadyEmpty(let cell): "\(cell) is already empty"
    case .filled(let cell): "\(cell) is filled"
    case .notShown(let candidate): "\(candidate.cell) shows no \(candidate.digit)"
    case .nothingRemoved(let cell): "no candidate of \(cell) was removed"
    case .notMarked(let candidate): "\(candidate.cell) has no mark \(candidate.digit)"
    case .alreadyMarked(let candidate): "\(candidate.cell) has the mark \(candidate.digit) already"
    }
  }

  var nothingWasChanged: String { " Nothing was changed." }

  func undid(_ move: StudyMove) -> String {
    move.isReveal ? "Undid the reveal: \(move)." : "Undid \(move)."
  }

  func placedAfterRemoving(_ candidates: [Candidate]) -> String {
    let named = grammar.list(candidates.map { "\($0.digit) from \($0.cell)" })
    return "(You had removed \(named); the "
      + (candidates.count == 1 ? "placement stands.)" : "placements stand.)")
  }

  func fixIt(wrong: [Cell], removed: [Cell]) -> String {
    var sentences: [String] = []
    if !wrong.isEmpty {
      let cells = grammar.list(wrong.map(\.description))
      sentences.append(
        wrong.count == 1
          ? "\(cells) holds a wrong digit; clear it with \(wrong[0])=0."
          : "\(cells) hold wrong digits; clear them (like \(wrong[0])=0).")
    }
    if !removed.isEmpty {
      let cells = grammar.list(removed.map(\.description))
      // After "Fix this first:" the sentence goes on in lower case; after another, it starts one.
      sentences.append(
        (sentences.isEmpty ? "a" : "A")
          + " candidate the solution needs was removed from \(cells); restore \(removed[0]) "
          + "brings back what you removed"
          + (removed.count == 1 ? "." : " (and the same for the others)."))
    }
    return "Fix this first: " + sentences.joined(separator: " ")
  }

  func lead(_ lead: String?, aside: String?, revealsLeft: Int, cap: Int) -> String {
    let look = "Look for \(lead ?? "the next step")." + (aside.map { " " + $0 } ?? "")
    return look + " " + revealing(again: "hint", revealsLeft: revealsLeft, cap: cap)
  }

  /// What the same hint again does: `hint again reveals it (3 of 5 reveals left).`, or that no
  /// reveal is left.
  private func revealing(again command: String, revealsLeft: Int, cap: Int) -> String {
    guard revealsLeft > 0 else { return "No reveals left in this game (all \(cap) used)." }
    return "\(command) again reveals it (\(revealsLeft) of \(cap) reveals left)."
  }

  func cellLead(_ cell: Cell, chain: String?, single: String, revealsLeft: Int, cap: Int)
    -> String
  {
    let look =
      chain.map { "Before \(cell): look for \($0); then \(cell) is \(single)." }
      ?? "\(cell): look for \(single)."
    return look + " " + revealing(again: "hint \(cell)", revealsLeft: revealsLeft, cap: cap)
  }

  func cellLongChain(
    _ cell: Cell, eliminations: [String], singles: Int, first: String?, single: String,
    revealsLeft: Int, cap: Int
  ) -> String {
    let parts = eliminations + (singles > 0 ? [Phrasing.count(singles, .single)] : [])
    let start = first.map { ", starting with \($0)" } ?? ""
    return "Before \(cell): look for \(Phrasing.list(parts))\(start); then \(cell) is \(single). "
      + revealing(again: "hint \(cell)", revealsLeft: revealsLeft, cap: cap)
  }

  func cellGiven(_ cell: Cell) -> String {
    "\(cell) is a given: there is nothing to find there."
  }

  func cellAlreadyRight(_ cell: Cell) -> String {
    "\(cell) already holds the right digit."
  }

  func cellBeyondTheCurriculum(_ cell: Cell) -> String {
    "The \(grammar.techniqueCount) techniques can't place \(cell) from here. hint alone gives "
      + "the board's next step."
  }

  func solved(time: String, counts: String, techniques: String) -> String {
    "Solved in \(time) — \(counts). Techniques needed: \(techniques.isEmpty ? "none" : techniques)."
  }

  func seed(_ seed: UInt64) -> String { "seed \(seed)" }
  var pasted: String { "pasted" }

  func applied(revealsLeft: Int, cap: Int, practise technique: Technique?) -> String {
    "Applied (undo takes it back); \(revealsLeft) of \(cap) reveals left."
      + (technique.map { " practise opens the \($0.nameInSentence) lesson." } ?? "")
  }

  var noRecordBeyondTheTwelve: String {
    "No record is kept for a puzzle beyond the \(grammar.techniqueCount). Type study for another."
  }

  var bestTime: String { "best time" }
  var fewestHelp: String { "fewest hints + reveals" }

  func recorded(solved: Int, bests: [String], level: Difficulty) -> String {
    "\(grammar.capitalized(level.rawValue)) puzzles solved: \(solved)."
      + (bests.isEmpty ? "" : " New \(grammar.list(bests)) for \(level.rawValue).")
      + " Type study for another."
  }

  func leftChallengeSolveRecorded(_ name: String, stars: String, time: String) -> String {
    "Your last solve of \(name) (\(stars), in \(time)) had not been recorded: it is now."
  }

  func leftStudySolveRecorded(level: String, time: String) -> String {
    "Your last \(level) study game (solved in \(time)) had not been recorded: it is now."
  }

  var marksNeedNotesMode: String { "Your marks are for notes mode: notes on turns it on." }

  func marksTaken(_ groups: [(digit: Int, cells: String)]) -> String {
    "(Taken out of your marks: "
      + grammar.list(groups.map { "the \($0.digit) in \($0.cells)" }) + ".)"
  }

  var marksAlreadyFilled: String { "Your marks already hold every candidate." }

  func marksFilled(cells: Int) -> String {
    "Your marks now hold every candidate of "
      + (cells == 1 ? "the empty cell" : "the \(cells) empty cells") + " (undo takes them out)."
  }

  func noMarksIn(_ cells: String) -> String { "No marks to clear in \(cells)." }

  func marksCleared(in cells: String) -> String {
    "Marks cleared in \(cells) (undo brings them back)."
  }

  func marksOfFilled(_ cell: Cell) -> String { "\(cell) is filled: it has no marks to show." }

  func marksList(_ cell: Cell, digits: String) -> String {
    digits.isEmpty
      ? "\(cell) has no marks yet (\(cell)+47 writes some)." : "Your marks in \(cell): \(digits)."
  }

  func marksWithoutSolution(_ cells: String, count: Int) -> String {
    "Your marks in \(cells) leave out the digit that goes "
      + (count == 1 ? "there." : "in each.")
  }

  func theDigitIn(_ candidate: Candidate) -> String {
    "the \(candidate.digit) in \(candidate.cell)"
  }
  func aCandidateIn(_ cell: Cell) -> String { "a candidate in \(cell)" }
  func aDigitIn(_ candidate: Candidate) -> String {
    "\(grammar.indefinite(digit: candidate.digit)) in \(candidate.cell)"
  }
  func moreMarks(_ count: Int) -> String { "\(count) more" }

  func marksDiffer(
    houses: [House], lacking: (String, Int)?, extra: (String, Int)?, technique: Technique?
  ) -> String {
    var parts: [String] = []
    if let (text, _) = lacking { parts.append("lack \(text)") }
    if let (text, count) = extra {
      parts.append(
        "have \(text) " + (count == 1 ? "that is not a candidate" : "that are not candidates"))
    }
    let count = (lacking?.1 ?? 0) + (extra?.1 ?? 0)
    let fixed =
      switch (lacking != nil, extra != nil) {
      case (true, false): count == 1 ? "with it" : "with them"
      case (false, true): count == 1 ? "without it" : "without them"
      default: "with that put right"
      }
    let what = technique.map { "\($0.phrase) applies" } ?? "a full house appears"
    return "Hints reason from the true candidates, and your marks in \(StepWords.houses(houses)) "
      + parts.joined(separator: " and ") + "; \(fixed), \(what)."
  }
}
