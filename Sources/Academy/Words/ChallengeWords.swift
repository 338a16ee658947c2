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
/// opened, resumed, locked, solved) and this turns it into words, once, so a second language is a
/// second `text` and nothing else.
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

  public func text(_ marks: StarMarks) -> String {
    switch self {
    case .started(let level, let clues):
      return "\(Self.title(level)): \(clues) clues, needs \(Self.needs(level.difficulty)). Stars: "
        + Self.rule(marks)
        + ". Enter moves like r3c5=7 or r1c7<>5; hint when stuck."
    case .resumed(let level):
      return "Resumed your unfinished \(Self.name(level)) (\(Self.described(level)))."
    case .locked(let number, let next):
      let first =
        next.map { "; challenge plays level \($0.number), the first not yet solved" } ?? ""
      return "Challenge level \(number) opens when level \(number - 1) is solved\(first)."
    case .notALevel(let word):
      return "There is no challenge level '\(word)': the levels are 1 to "
        + "\(ChallengeLevel.ladder.count) (challenge alone plays the first not yet solved)."
    case .allSolved:
      return "Every challenge level is solved. challenge 1 to \(ChallengeLevel.ladder.count) "
        + "plays one again for more stars."
    case .solved(
      let level, let stars, let mistakes, let hints, let reveals, let before, let opened,
      let next):
      let sum = mistakes + hints + reveals
      var text =
        "\(Self.title(level)) \(marks.render(stars)): \(counted(mistakes, .mistake)) + "
        + "\(counted(hints, .hint)) + \(counted(reveals, .reveal)) = \(sum)."
      if let best = before.bestStars {
        text +=
          stars > best
          ? " A new best for level \(level.number) (it was \(marks.render(best)))."
          : " Best for level \(level.number): \(marks.render(best))."
      }
      if let opened { text += " Level \(opened.number) is open (\(Self.described(opened)))." }
      text +=
        next.map { " Type challenge to play level \($0.number)." }
        ?? " Every level of the ladder is solved."
      return text
    case .waiting(let level):
      return "Your unfinished \(Self.name(level)) is saved: type challenge to resume it."
    case .reset:
      return "Reset your challenge records: the ladder starts again at level 1."
    }
  }

  /// `help`'s line for `challenge`.
  public static let commandSummary = "a ladder of puzzles that earn stars"

  /// `help study`'s line for `challenge`.
  public static let playedAsStudy =
    "a level of the challenge ladder, played the same way, for stars"

  /// `help challenge`.
  public static var commandDetails: String {
    let first = ChallengeLevel.ladder.first!
    let last = ChallengeLevel.ladder.last!
    return "the challenge ladder: \(ChallengeLevel.ladder.count) levels from \(first.targetClues) "
      + "clues down to \(last.targetClues), singles first, an X-Wing in the last ones. challenge "
      + "resumes your challenge game or opens the first level not yet solved; challenge N plays "
      + "an open level (a fresh puzzle). A solve earns 3 stars with no mistake, hint or reveal, 2 "
      + "with 1 to 3, 1 with more; the best is kept and the next level opens"
  }

  /// `Challenge 7`: how the game's header and the messages open.
  public static func title(_ level: ChallengeLevel) -> String { "Challenge \(level.number)" }

  /// `challenge 7`: the prompt, and the game in a sentence.
  public static func name(_ level: ChallengeLevel) -> String { "challenge \(level.number)" }

  /// `28 or 29 clues, needs pointing, claiming or a naked pair`: the level's clue window (a dig
  /// may keep one clue above the target), and its techniques.
  public static func described(_ level: ChallengeLevel) -> String {
    let clues =
      level.clues.count == 1
      ? "\(level.targetClues)"
      : listed(level.clues.map(String.init), or: true)
    return "\(clues) clues, needs \(needs(level.difficulty))"
  }

  /// What a level's puzzles need: `singles only`, `pointing, claiming or a naked pair`,
  /// `an X-Wing`.
  public static func needs(_ difficulty: Difficulty) -> String {
    switch difficulty {
    case .easy, .medium: "singles only"
    case .hard: "pointing, claiming or a naked pair"
    case .expert: "an X-Wing"
    case .master: "a technique past X-Wing"
    }
  }

  /// `none ★★★, 1–3 ★★☆, 4 or more ★☆☆`: the stars for mistakes + hints + reveals.
  public static func rule(_ marks: StarMarks) -> String {
    "no mistake or hint \(marks.render(3)), 1\(marks == .unicode ? "–" : "-")3 "
      + "\(marks.render(2)), 4 or more \(marks.render(1))"
  }

  /// The ladder as `progress` shows it: `Challenge: 1 ★★★, 2 ★★☆; next level 3 (36 clues,
  /// needs singles only) of 12.`, or `Challenge: next level 1 (…) of 12.` before any solve.
  public static func ladder(_ state: ProgressState, _ marks: StarMarks) -> String {
    let solved = ChallengeLevel.ladder.filter { state.challengeRecord($0.number).solved > 0 }
    let stars = solved.map { level in
      "\(level.number) \(marks.render(state.challengeRecord(level.number).bestStars ?? 1))"
        .keptTogether
    }
    let next =
      state.nextChallenge.map {
        "next level \($0.number) (\(described($0))) of \(ChallengeLevel.ladder.count)"
      } ?? "every level of \(ChallengeLevel.ladder.count) solved"
    return "Challenge: " + (stars.isEmpty ? "" : stars.joined(separator: ", ") + "; ") + next + "."
  }
}
