import SudokuCore

/// The study game's messages, in one place so their wording is tested as golden text: each is
/// `StudyWords`'s sentence in the reader's language.
///
/// Hints and reveals are counted apart (rung 1, fix-it hints and `check` are hints; a reveal is a
/// reveal) and the record keeps their sum: it is always written "hints + reveals" — on the `Solved`
/// line, in `progress` and in a new best — so the same count has the same words everywhere.
public enum StudyText {
  private static var words: any StudyWords { Language.current.studyWords }

  static var gameOver: String { words.gameOver }

  static var nothingToUndo: String { words.nothingToUndo }

  static var checkClean: String { words.checkClean }

  static var beyondTheCurriculum: String { words.beyondTheCurriculum }

  static func given(_ cell: Cell) -> String { words.given(cell) }

  /// `r3c5=7 repeats the 7 in r3c1 (row 3) and r1c5 (column 5): not placed, counted as a mistake.`
  static func conflict(_ placement: Candidate, _ clashes: [Cell]) -> String {
    let cell = placement.cell
    let named = clashes.sorted().map { clash in
      let house = cell.houses.first { $0.contains(clash) }!
      return "\(clash) (\(house.spelledOut))"
    }
    return words.conflict(placement, clashes: listed(named))
  }

  /// `Nothing changed: r1c2 already holds 4, r3c5 shows no 7.`; `Nada mudou: r1c2 já tem o 4,
  /// r3c5 não mostra o 7.`
  /// A cell skipped for several digits of one line (`r1c2+17` on a given) is named once.
  static func nothingChanged(_ skipped: [StudySkip]) -> String {
    let words = words
    var said: Set<String> = []
    let parts = skipped.map(words.skipped).filter { said.insert($0).inserted }
    return words.nothingChanged + parts.joined(separator: ", ") + "."
  }

  /// The refusals of a line of moves, one sentence each; a line of several parts says that none
  /// of it was played.
  static func refused(_ problems: [String], ofSeveral: Bool) -> String {
    problems.joined(separator: " ") + (ofSeveral ? words.nothingWasChanged : "")
  }

  /// `Undid r3c5=7.`, `Undid the reveal: r1c7<>5 r3c5=7.`; `Anulado: r3c5=7.`, `Revelação
  /// anulada: r1c7<>5 r3c5=7.`
  static func undid(_ move: StudyMove) -> String { words.undid(move) }

  /// `(You had removed 4 from r1c2; the placement stands.)`; `(Tinha eliminado o 4 de r1c2; a
  /// colocação mantém-se.)`
  static func placedAfterRemoving(_ candidates: [Candidate]) -> String {
    words.placedAfterRemoving(candidates)
  }

  /// Names the cells to fix, never their digits.
  static func fixIt(_ wrong: [Cell], _ removed: [Cell]) -> String {
    words.fixIt(wrong: wrong, removed: removed)
  }

  /// Rung 1: `Look for a naked pair in row 4, then a hidden single in box 6. hint again reveals it
  /// (3 of 5 reveals left).`
  /// `Procure um par nu na linha 4, …. hint outra vez revela-o (restam 3 de 5 revelações).`
  static func lead(_ plan: HintPlan, revealsLeft: Int, cap: Int) -> String {
    words.lead(
      HintWords.lead(plan), aside: HintWords.passedOver(plan), revealsLeft: revealsLeft, cap: cap)
  }

  /// Rung 1 of `hint <cell>`: `Before r3c5: look for pointing in box 4; then r3c5 is a hidden
  /// single in box 2. hint r3c5 again reveals it (3 of 5 reveals left).`
  static func cellLead(_ plan: CellHintPlan, revealsLeft: Int, cap: Int) -> String {
    let lookAt = plan.lookAt
    guard let cell = plan.steps.last?.placements.first?.cell, let last = lookAt.last else {
      return ""
    }
    // The cell's own single is said apart ("then r3c5 is …"); the steps before it are grouped.
    let single = HintWords.lead(last)
    let before = Array(lookAt.dropLast())
    let leads = HintWords.leads(before)
    // A long chain is told by what matters in it: its eliminations by name, its singles counted,
    // and where the first of them is when the chain starts with one.
    if leads.count > longestChainSpelledOut {
      let singles = before.filter(\.step.technique.placesDigits)
      let eliminations = HintWords.leads(before.filter { !$0.step.technique.placesDigits })
      let startsWithSingle = before.first?.step.technique.placesDigits ?? false
      return words.cellLongChain(
        cell, eliminations: eliminations, singles: singles.count,
        first: startsWithSingle ? leads.first : nil, single: single, revealsLeft: revealsLeft,
        cap: cap)
    }
    return words.cellLead(
      cell, chain: HintWords.chained(leads), single: single, revealsLeft: revealsLeft, cap: cap)
  }

  /// The most leads rung 1 of `hint <cell>` names one by one; a longer chain is summed up.
  static let longestChainSpelledOut = 4

  /// `hint <cell>`'s one line on a given, a right digit, or a cell the twelve can't place.
  static func cell(_ plan: CellHintPlan) -> String {
    switch plan {
    case .given(let cell): words.cellGiven(cell)
    case .alreadyRight(let cell): words.cellAlreadyRight(cell)
    case .beyondTheCurriculum(let cell): words.cellBeyondTheCurriculum(cell)
    case .fixIt(let wrong, let removed): words.fixIt(wrong: wrong, removed: removed)
    case .next: cellLead(plan, revealsLeft: 0, cap: 0)
    }
  }

  static func solved(_ summary: StudySummary) -> String {
    let counts = [
      counted(summary.moves, .move), counted(summary.mistakes, .mistake),
      counted(summary.hints, .hint) + " + " + counted(summary.reveals, .reveal),
    ].joined(separator: ", ")
    return words.solved(
      time: TimeWords.clock(summary.wholeSeconds), counts: counts,
      techniques: summary.techniques.map { $0.nameInSentence }.joined(separator: ", "))
  }

  /// The level as the study header opens: `Medium`, `Médio`.
  public static func levelTitle(_ level: StudyLevel) -> String { Phrasing.capitalized(level.name) }

  /// Where the game came from, in the header: `seed 8812` or `pasted`; `semente 8812`, `colado`.
  public static func origin(_ seed: UInt64?) -> String {
    seed.map(words.seed) ?? words.pasted
  }

  /// The header's counts: `12 moves`, `1 mistake`, `2 hints`, `3/4 reveals` (reveals left of the
  /// game's cap).
  public static func headerCounts(_ game: StudyGame) -> [String] {
    [
      counted(game.moves, .move), counted(game.mistakes, .mistake), counted(game.hints, .hint),
      "\(game.revealsLeft)/\(game.level.revealCap) \(Noun.reveal.form(game.level.revealCap))",
    ]
  }

  /// After a reveal: `Applied (undo takes it back); 2 of 4 reveals left. practise opens the
  /// pointing lesson.`
  /// `Aplicado (undo anula-o); restam 2 de 4 revelações. practise abre a lição do apontamento.`
  public static func applied(_ game: StudyGame, practise technique: Technique?) -> String {
    words.applied(revealsLeft: game.revealsLeft, cap: game.level.revealCap, practise: technique)
  }

  public static var noRecordBeyondTheTwelve: String { words.noRecordBeyondTheTwelve }

  /// The level's record after a solve: `Easy puzzles solved: 3. New best time and fewest hints +
  /// reveals for easy. Type study for another.`
  ///
  /// In Portuguese: `Puzzles de nível fácil resolvidos: 3. Novos recordes no nível fácil: melhor
  /// tempo e menos dicas + revelações. Escreva study para outro.`
  public static func recorded(_ update: StudyRecord.Update, level: Difficulty) -> String {
    let words = words
    let bests =
      (update.newBestTime ? [words.bestTime] : [])
      + (update.newFewestHints ? [words.fewestHelp] : [])
    return words.recorded(solved: update.record.solved, bests: bests, level: level)
  }

  /// What the record keeps of a game's help, as `progress` shows it: `fewest hints + reveals 9`;
  /// `menos dicas + revelações 9`.
  public static func fewestHelp(_ count: Int) -> String { "\(fewestHelpBest) \(count)" }

  /// The record's help count as a new best: `New best time and fewest hints + reveals for easy.`
  public static var fewestHelpBest: String { words.fewestHelp }

  /// A solve saved in `study.json` whose record had not reached the progress file (the last
  /// session was ended between the two writes), recorded at this start: `Your last easy game
  /// (solved in 4:12) had not been recorded: it is now.`; `O seu último jogo fácil (resolvido em
  /// 4:12) não tinha ficado registado; ficou agora.` A challenge game names its level and stars.
  public static func leftSolveRecorded(_ game: StudyGame, stars: String?) -> String {
    let time = TimeWords.clock(Int(game.secondsPlayed.rounded(.down)))
    if let level = game.challenge.flatMap(ChallengeLevel.level), let stars {
      return words.leftChallengeSolveRecorded(
        ChallengeMessage.name(level), stars: stars, time: time)
    }
    return words.leftStudySolveRecorded(level: game.level.name, time: time)
  }

  // MARK: Notes mode

  /// `Your marks are for notes mode: notes on turns it on.`
  public static var marksNeedNotesMode: String { words.marksNeedNotesMode }

  /// After a placement: `(Taken out of your marks: the 7 in r3c1 and r2c5.)`
  static func marksCleared(_ candidates: [Candidate]) -> String {
    words.marksTaken(byDigit(candidates))
  }

  /// `the 7 in r3c1 and r2c5`, `the 4 in r1c1`: candidates grouped by digit, each group listed.
  private static func byDigit(_ candidates: [Candidate]) -> [(digit: Int, cells: String)] {
    Set(candidates.map(\.digit)).sorted().map { digit in
      (
        digit,
        listed(candidates.filter { $0.digit == digit }.map(\.cell).sorted().map(\.description))
      )
    }
  }

  static var marksAlreadyFilled: String { words.marksAlreadyFilled }

  static func marksFilled(cells: Int) -> String { words.marksFilled(cells: cells) }

  static func noMarksIn(_ cells: [Cell]) -> String {
    words.noMarksIn(listed(cells.map(\.description)))
  }

  static func marksCleared(in cells: [Cell]) -> String {
    words.marksCleared(in: listed(cells.map(\.description)))
  }

  static func marksOfFilled(_ cell: Cell) -> String { words.marksOfFilled(cell) }

  static func marksList(_ cell: Cell, _ digits: DigitSet) -> String {
    words.marksList(cell, digits: digits.map(String.init).joined(separator: " "))
  }

  /// `check` in notes mode: `Your marks in r5c6 leave out the digit that goes there.`
  static func marksWithoutSolution(_ cells: [Cell]) -> String {
    words.marksWithoutSolution(listed(cells.map(\.description)), count: cells.count)
  }

  /// A hint's aside in notes mode: `Hints reason from the true candidates, and your marks in box 4
  /// lack the 7 in r5c6; with it, pointing applies.` A missing mark that is the step's answer is
  /// named by its cell only (`a candidate in r1c5`) unless `namingAnswers` (after a reveal); at
  /// most three marks of each kind are named, then how many more.
  public static func marksDiffer(_ difference: MarksDifference, namingAnswers: Bool) -> String {
    let shown = 3
    func named(_ candidates: [Candidate], _ item: (Candidate) -> String) -> (String, Int) {
      var items = candidates.prefix(shown).map(item)
      if candidates.count > shown { items.append(words.moreMarks(candidates.count - shown)) }
      return (listed(items), candidates.count)
    }
    let lacking =
      difference.lacking.isEmpty
      ? nil
      : named(difference.lacking) { candidate in
        !namingAnswers && difference.answers.contains(candidate)
          ? words.aCandidateIn(candidate.cell) : words.theDigitIn(candidate)
      }
    let extra =
      difference.extra.isEmpty ? nil : named(difference.extra) { words.aDigitIn($0) }
    return words.marksDiffer(
      houses: difference.step.houses, lacking: lacking, extra: extra,
      technique: difference.step.step.isFullHouse ? nil : difference.step.step.technique)
  }

  /// The reveals a game of each level allows, in prose: `easy 3`, `medium 4`, …; `fácil 3`,
  /// `médio 4`, … (the level's name in the reader's language, not the key typed).
  public static var revealCaps: [String] {
    Difficulty.allCases.map { "\(StudyLevel($0).name) \(StudyLevel($0).revealCap)" }
  }
}
