import SudokuCore

/// How stars are drawn: `★★☆` where the terminal is UTF-8, `**-` where it is not (or with
/// `--ascii`).
public enum StarMarks: Hashable, Sendable {
  case unicode, ascii

  /// `stars` earned of `ChallengeStars.most`: `★★☆`, `**-`.
  public func render(_ stars: Int) -> String {
    let earned = min(max(stars, 0), ChallengeStars.most)
    let (full, empty): (Character, Character) = self == .unicode ? ("★", "☆") : ("*", "-")
    return String(repeating: full, count: earned)
      + String(repeating: empty, count: ChallengeStars.most - earned)
  }
}

/// Every sentence of the challenge ladder, as a typed value: the shell says what happened (a level
/// opened, resumed, locked, solved) and this turns it into words: the order of the clauses once,
/// here, their words once per language in `ChallengeWords` (`Desafio 7 ★★☆: 2 erros + 1 dica + 0
/// revelações = 3.`).
public enum ChallengeMessage: Hashable, Sendable {
  /// A fresh game of the level is open; its puzzle has `clues` givens.
  case started(ChallengeLevel, clues: Int)
  /// The saved game of the level is open again.
  case resumed(ChallengeLevel)
  /// `level` is not open yet; `next` is the first level not solved.
  case locked(level: Int, next: ChallengeLevel?)
  /// The argument is not a level of the ladder.
  case notALevel(String)
  /// Every level has been solved.
  case allSolved
  /// The level was solved with `stars`, for `mistakes`, `hints` and `reveals`; `before` is its
  /// record before this solve, `opened` the level this solve opened (nil when it was open already,
  /// or this is the last), `next` the first level not solved after it (nil when all are).
  case solved(
    ChallengeLevel, stars: Int, mistakes: Int, hints: Int, reveals: Int, before: ChallengeRecord,
    opened: ChallengeLevel?, next: ChallengeLevel?)
  /// An unfinished challenge game is saved (said when the shell starts and ends).
  case waiting(ChallengeLevel)
  /// The records were cleared (`reset challenge`).
  case reset

  /// The message in the reader's language (`Language.current`): the clauses in the order every
  /// language gives them, each worded by `ChallengeWords`.
  public func text(_ marks: StarMarks) -> String {
    let words = Language.current.challengeWords
    switch self {
    case .started(let level, let clues):
      return words.started(
        title: Self.title(level), clues: clues, needs: Self.needs(level.difficulty),
        rule: Self.rule(marks))
    case .resumed(let level):
      return words.resumed(Self.name(level), described: Self.described(level))
    case .locked(let number, let next):
      return words.locked(number, next: next?.number)
    case .notALevel(let word):
      return words.notALevel(word, count: ChallengeLevel.ladder.count)
    case .allSolved:
      return words.allSolved(count: ChallengeLevel.ladder.count)
    case .solved(
      let level, let stars, let mistakes, let hints, let reveals, let before, let opened,
      let next):
      var text = Self.tally(level, stars, mistakes, hints, reveals, marks)
      if let best = before.bestStars {
        text +=
          stars > best
          ? words.newBest(level.number, was: marks.render(best))
          : words.best(level.number, stars: marks.render(best))
      }
      if let opened { text += words.opened(opened.number, described: Self.described(opened)) }
      text += next.map { words.playNext($0.number) } ?? words.ladderSolved
      return text
    case .waiting(let level):
      return words.waiting(Self.name(level))
    case .reset:
      return words.reset
    }
  }

  /// `Challenge 7 ★★☆: 2 mistakes + 1 hint + 0 reveals = 3.` (`Desafio 7 ★★☆: 2 erros + 1 dica
  /// + 0 revelações = 3.`): the sum the stars were given for.
  private static func tally(
    _ level: ChallengeLevel, _ stars: Int, _ mistakes: Int, _ hints: Int, _ reveals: Int,
    _ marks: StarMarks
  ) -> String {
    "\(title(level)) \(marks.render(stars)): \(counted(mistakes, .mistake)) + "
      + "\(counted(hints, .hint)) + \(counted(reveals, .reveal)) = \(mistakes + hints + reveals)."
  }

  /// `help`'s line for `challenge`.
  public static var commandSummary: String { Language.current.challengeWords.commandSummary }

  /// `help study`'s line for `challenge`.
  public static var playedAsStudy: String { Language.current.challengeWords.playedAsStudy }

  /// `help challenge`.
  public static var commandDetails: String {
    Language.current.challengeWords.commandDetails(
      count: ChallengeLevel.ladder.count, first: ChallengeLevel.ladder.first!.targetClues,
      last: ChallengeLevel.ladder.last!.targetClues)
  }

  /// `Challenge 7`, `Desafio 7`: how the game's header and the messages open.
  public static func title(_ level: ChallengeLevel) -> String {
    Language.current.challengeWords.title(level.number)
  }

  /// `challenge 7`, `desafio 7`: the prompt, and the game in a sentence.
  public static func name(_ level: ChallengeLevel) -> String {
    Language.current.challengeWords.name(level.number)
  }

  /// `28 or 29 clues, needs pointing, claiming or a naked pair`: the level's clue window (a dig
  /// may keep one clue above the target), and its techniques.
  public static func described(_ level: ChallengeLevel) -> String {
    let clues =
      level.clues.count == 1
      ? "\(level.targetClues)"
      : listed(level.clues.map(String.init), or: true)
    return Language.current.challengeWords.described(
      clues: clues, needs: needs(level.difficulty))
  }

  /// What a level's puzzles need: `singles only`, `pointing, claiming or a naked pair`,
  /// `an X-Wing`; after *pede* in Portuguese: `só únicos`, `um X-Wing`.
  public static func needs(_ difficulty: Difficulty) -> String {
    Language.current.challengeWords.needs(difficulty)
  }

  /// `none ★★★, 1–3 ★★☆, 4 or more ★☆☆`: the stars for mistakes + hints + reveals.
  public static func rule(_ marks: StarMarks) -> String {
    Language.current.challengeWords.rule(
      three: marks.render(3), two: marks.render(2), one: marks.render(1),
      dash: marks == .unicode ? "–" : "-")
  }

  /// The ladder as `progress` shows it: `Challenge: 1 ★★★, 2 ★★☆; next level 3 (36 clues,
  /// needs singles only) of 12.`, or `Challenge: next level 1 (…) of 12.` before any solve.
  public static func ladder(_ state: ProgressState, _ marks: StarMarks) -> String {
    let words = Language.current.challengeWords
    let solved = ChallengeLevel.ladder.filter { state.challengeRecord($0.number).solved > 0 }
    let stars = solved.map { level in
      "\(level.number) \(marks.render(state.challengeRecord(level.number).bestStars ?? 1))"
        .keptTogether
    }
    let count = ChallengeLevel.ladder.count
    let next =
      state.nextChallenge.map {
        words.nextLevel($0.number, described: described($0), count: count)
      } ?? words.everyLevelSolved(count: count)
    return words.ladderOpening + (stars.isEmpty ? "" : stars.joined(separator: ", ") + "; ") + next
      + "."
  }
}
