import SudokuCore

/// The study game's sentences (`StudyText` gives them to the shell): moves refused or undone,
/// hints, reveals, the solved line and the level's record.
///
/// The commands inside them (`study`, `hint`, `undo`, `restore r3c5`) and the moves stay as
/// typed, in every language; lists arrive already listed in the reader's language.
protocol StudyWords: Sendable {
  /// `easy` … `master`, `beyond the eighteen`; `fácil`, `médio`, `difícil`, `perito`, `mestre`,
  /// `além das doze` (docs/portuguese.md). Not the key a learner types (`study easy`).
  func levelName(_ level: StudyLevel) -> String
  /// `This game is over: study starts another.`
  var gameOver: String { get }
  /// `Nothing to undo.`
  var nothingToUndo: String { get }
  /// `No mistakes: every placed digit fits and no needed candidate was removed.`
  var checkClean: String { get }
  /// `The twelve techniques stall here: this position needs a technique beyond them. check still
  /// finds mistakes.`
  var beyondTheCurriculum: String { get }
  /// `r1c1 is a given and can't be changed.`
  func given(_ cell: Cell) -> String
  /// `r3c5=7 repeats the 7 in r3c1 (row 3) and r1c5 (column 5): not placed, counted as a
  /// mistake.` (`clashes` listed already).
  func conflict(_ placement: Candidate, clashes: String) -> String
  /// `Nothing changed: `, before the skipped parts.
  var nothingChanged: String { get }
  /// `r1c2 already holds 4`, `r3c5 shows no 7`: one part of a line that changed nothing.
  func skipped(_ skip: StudySkip) -> String
  /// ` Nothing was changed.`, after the refusals of a line of several parts.
  var nothingWasChanged: String { get }
  /// `Undid r3c5=7.`, `Undid the reveal: r1c7<>5 r3c5=7.`
  func undid(_ move: StudyMove) -> String
  /// `(You had removed 4 from r1c2; the placement stands.)`
  func placedAfterRemoving(_ candidates: [Candidate]) -> String
  /// `Fix this first: r1c2 holds a wrong digit; clear it with r1c2=0.`: the cells to fix, never
  /// their digits.
  func fixIt(wrong: [Cell], removed: [Cell]) -> String
  /// Rung 1: `Look for a naked pair in row 4. hint again reveals it (3 of 5 reveals left).`
  /// (`lead` is `HintWords.lead`, nil for the next step in general; `aside`, after it, is
  /// `HintWords.passedOver`).
  func lead(_ lead: String?, aside: String?, revealsLeft: Int, cap: Int) -> String
  /// Rung 1 of `hint <cell>`: `r3c5: look for a hidden single in box 2.` when the single is on
  /// the board, else `Before r3c5: look for pointing in box 4; then r3c5 is a hidden single in
  /// box 2.`; then
  /// what the same hint again does (`chain` is the chain's leads joined, nil for none).
  func cellLead(_ cell: Cell, chain: String?, single: String, revealsLeft: Int, cap: Int)
    -> String
  /// Rung 1 of `hint <cell>` for a chain of more leads than `StudyText.longestChainSpelledOut`:
  /// `Before r7c5: look for pointing in box 3 and 12 singles, starting with two hidden singles in
  /// box 1; then r7c5 is a naked single in box 8.` (`eliminations` are the chain's elimination
  /// leads, `first` its first lead when that is a single), then what the same hint again does.
  func cellLongChain(
    _ cell: Cell, eliminations: [String], singles: Int, first: String?, single: String,
    revealsLeft: Int, cap: Int
  ) -> String
  /// `hint <cell>` on a given: `r1c1 is a given: there is nothing to find there.`
  func cellGiven(_ cell: Cell) -> String
  /// `hint <cell>` on a cell holding its right digit: `r1c2 already holds the right digit.`
  func cellAlreadyRight(_ cell: Cell) -> String
  /// `hint <cell>` where the twelve stall first: `The twelve techniques can't place r3c5 from
  /// here. hint alone gives the board's next step.`
  func cellBeyondTheCurriculum(_ cell: Cell) -> String
  /// `Solved in 6:52 — 40 moves, 0 mistakes, 1 hint + 0 reveals. Techniques needed: pointing.`
  /// (`counts` and `techniques` joined already; `techniques` empty for none).
  func solved(time: String, counts: String, techniques: String) -> String
  /// `seed 8812`; `semente 8812`.
  func seed(_ seed: UInt64) -> String
  /// `pasted`; `colado`.
  var pasted: String { get }
  /// `Applied (undo takes it back); 2 of 4 reveals left. practise opens the pointing lesson.`
  func applied(revealsLeft: Int, cap: Int, practise technique: Technique?) -> String
  /// `No record is kept for a puzzle beyond the eighteen. Type study for another.`
  var noRecordBeyondTheTwelve: String { get }
  /// `best time`, one of the bests a solve may set.
  var bestTime: String { get }
  /// `fewest hints + reveals`: the record's help count.
  var fewestHelp: String { get }
  /// `Easy puzzles solved: 3. New best time and fewest hints + reveals for easy. Type study for
  /// another.` (`bests` are `bestTime` and `fewestHelp`, those this solve set).
  func recorded(solved: Int, bests: [String], level: Difficulty) -> String
  /// `Your last solve of challenge 3 (★★☆, in 4:12) had not been recorded: it is now.`
  func leftChallengeSolveRecorded(_ name: String, stars: String, time: String) -> String
  /// `Your last easy study game (solved in 4:12) had not been recorded: it is now.`
  func leftStudySolveRecorded(level: String, time: String) -> String

  // Notes mode: the learner's pencil marks.

  /// `Your marks are for notes mode: notes on turns it on.`
  var marksNeedNotesMode: String { get }
  /// After a placement: `(Taken out of your marks: the 7 in r3c1 and r2c5.)` (`groups`: each
  /// digit with its cells listed already).
  func marksTaken(_ groups: [(digit: Int, cells: String)]) -> String
  /// `Your marks already hold every candidate.`
  var marksAlreadyFilled: String { get }
  /// `Every candidate is written as your marks, in the 51 empty cells (undo takes it back).`
  func marksFilled(cells: Int) -> String
  /// `No marks to clear in r3c5.` (`cells` listed already).
  func noMarksIn(_ cells: String) -> String
  /// `Marks cleared in r3c5 (undo brings them back).`
  func marksCleared(in cells: String) -> String
  /// `r3c5 is filled: it has no marks to show.`
  func marksOfFilled(_ cell: Cell) -> String
  /// `Your marks in r3c5: 4 7.`, or `r3c5 has no marks yet (r3c5+47 writes some).` when
  /// `digits` is empty.
  func marksList(_ cell: Cell, digits: String) -> String
  /// `Your marks in r5c6 leave out the digit that goes there.`
  func marksWithoutSolution(_ cells: String, count: Int) -> String
  /// `the 7 in r5c6`
  func theDigitIn(_ candidate: Candidate) -> String
  /// `a candidate in r1c5`: a missing mark that is the answer, its digit unsaid.
  func aCandidateIn(_ cell: Cell) -> String
  /// `a 7 in r4c1`
  func aDigitIn(_ candidate: Candidate) -> String
  /// `2 more`
  func moreMarks(_ count: Int) -> String
  /// `Hints reason from the true candidates, and your marks in box 4 lack the 7 in r5c6; with it,
  /// pointing applies.` (`lacking` and `extra`: the marks listed already and how many; `technique`
  /// nil for a full house).
  func marksDiffer(
    houses: [House], lacking: (String, Int)?, extra: (String, Int)?, technique: Technique?
  ) -> String
}
