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
/// opened, resumed, locked, solved) and this turns it into words, once per language: `english`
/// and `portuguese` each switch over every case (`Desafio 7 ★★☆: 2 erros + 1 dica + 0 revelações
/// = 3.`).
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

  /// The message in the reader's language (`Language.current`).
  public func text(_ marks: StarMarks) -> String {
    switch Language.current {
    case .english: english(marks)
    case .portuguese: portuguese(marks)
    }
  }

  private func english(_ marks: StarMarks) -> String {
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
      var text = Self.tally(level, stars, mistakes, hints, reveals, marks)
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

  /// `Challenge 7 ★★☆: 2 mistakes + 1 hint + 0 reveals = 3.` (`Desafio 7 ★★☆: 2 erros + 1 dica
  /// + 0 revelações = 3.`): the sum the stars were given for.
  private static func tally(
    _ level: ChallengeLevel, _ stars: Int, _ mistakes: Int, _ hints: Int, _ reveals: Int,
    _ marks: StarMarks
  ) -> String {
    "\(title(level)) \(marks.render(stars)): \(counted(mistakes, .mistake)) + "
      + "\(counted(hints, .hint)) + \(counted(reveals, .reveal)) = \(mistakes + hints + reveals)."
  }

  private func portuguese(_ marks: StarMarks) -> String {
    let count = ChallengeLevel.ladder.count
    switch self {
    case .started(let level, let clues):
      return "\(Self.title(level)): \(clues) pistas, pede \(Self.needs(level.difficulty)). "
        + "Estrelas: \(Self.rule(marks)). Escreva jogadas como r3c5=7 ou r1c7<>5; hint se não "
        + "souber avançar."
    case .resumed(let level):
      return "Retomou o seu \(Self.name(level)) por terminar (\(Self.described(level)))."
    case .locked(let number, let next):
      let first =
        next.map { "; challenge joga o nível \($0.number), o primeiro ainda por resolver" } ?? ""
      return "O nível \(number) do desafio abre quando o nível \(number - 1) estiver "
        + "resolvido\(first)."
    case .notALevel(let word):
      return "Não há nenhum nível de desafio '\(word)': os níveis vão de 1 a \(count) "
        + "(challenge sozinho joga o primeiro ainda por resolver)."
    case .allSolved:
      return "Todos os níveis do desafio estão resolvidos. challenge 1 a \(count) volta a jogar "
        + "um deles, por mais estrelas."
    case .solved(
      let level, let stars, let mistakes, let hints, let reveals, let before, let opened,
      let next):
      var text = Self.tally(level, stars, mistakes, hints, reveals, marks)
      if let best = before.bestStars {
        text +=
          stars > best
          ? " Novo recorde do nível \(level.number) (era \(marks.render(best)))."
          : " Recorde do nível \(level.number): \(marks.render(best))."
      }
      if let opened {
        text += " O nível \(opened.number) está aberto (\(Self.described(opened)))."
      }
      text +=
        next.map { " Escreva challenge para jogar o nível \($0.number)." }
        ?? " Todos os níveis da escada estão resolvidos."
      return text
    case .waiting(let level):
      return "O seu \(Self.name(level)) por terminar está guardado: escreva challenge para o "
        + "retomar."
    case .reset:
      return "Os registos do desafio foram apagados: a escada recomeça no nível 1."
    }
  }

  /// `help`'s line for `challenge`.
  public static var commandSummary: String {
    inLanguage(
      en: "a ladder of puzzles that earn stars", pt: "uma escada de puzzles que dão estrelas")
  }

  /// `help study`'s line for `challenge`.
  public static var playedAsStudy: String {
    inLanguage(
      en: "a level of the challenge ladder, played the same way, for stars",
      pt: "um nível da escada de desafios, jogado da mesma maneira, por estrelas")
  }

  /// `help challenge`.
  public static var commandDetails: String {
    let first = ChallengeLevel.ladder.first!
    let last = ChallengeLevel.ladder.last!
    guard Language.current == .english else {
      return "a escada de desafios: \(ChallengeLevel.ladder.count) níveis de "
        + "\(first.targetClues) pistas até \(last.targetClues), primeiro só com únicos, com um "
        + "X-Wing nos últimos. challenge retoma o seu jogo de desafio ou abre o primeiro nível "
        + "ainda por resolver; challenge N joga um nível aberto (um puzzle novo). Uma resolução "
        + "vale 3 estrelas sem erros, dicas nem revelações, 2 com 1 a 3, 1 com mais; fica a "
        + "melhor e abre-se o nível seguinte"
    }
    return "the challenge ladder: \(ChallengeLevel.ladder.count) levels from \(first.targetClues) "
      + "clues down to \(last.targetClues), singles first, an X-Wing in the last ones. challenge "
      + "resumes your challenge game or opens the first level not yet solved; challenge N plays "
      + "an open level (a fresh puzzle). A solve earns 3 stars with no mistake, hint or reveal, 2 "
      + "with 1 to 3, 1 with more; the best is kept and the next level opens"
  }

  /// `Challenge 7`, `Desafio 7`: how the game's header and the messages open.
  public static func title(_ level: ChallengeLevel) -> String {
    inLanguage(en: "Challenge \(level.number)", pt: "Desafio \(level.number)")
  }

  /// `challenge 7`, `desafio 7`: the prompt, and the game in a sentence.
  public static func name(_ level: ChallengeLevel) -> String {
    inLanguage(en: "challenge \(level.number)", pt: "desafio \(level.number)")
  }

  /// `28 or 29 clues, needs pointing, claiming or a naked pair`: the level's clue window (a dig
  /// may keep one clue above the target), and its techniques.
  public static func described(_ level: ChallengeLevel) -> String {
    let clues =
      level.clues.count == 1
      ? "\(level.targetClues)"
      : listed(level.clues.map(String.init), or: true)
    return inLanguage(
      en: "\(clues) clues, needs \(needs(level.difficulty))",
      pt: "\(clues) pistas, pede \(needs(level.difficulty))")
  }

  /// What a level's puzzles need: `singles only`, `pointing, claiming or a naked pair`,
  /// `an X-Wing`; after *pede* in Portuguese: `só únicos`, `um X-Wing`.
  public static func needs(_ difficulty: Difficulty) -> String {
    switch (difficulty, Language.current) {
    case (.easy, .english), (.medium, .english): "singles only"
    case (.hard, .english): "pointing, claiming or a naked pair"
    case (.expert, .english): "an X-Wing"
    case (.master, .english): "a technique past X-Wing"
    case (.easy, .portuguese), (.medium, .portuguese): "só únicos"
    case (.hard, .portuguese): "apontamento, reivindicação ou um par nu"
    case (.expert, .portuguese): "um X-Wing"
    case (.master, .portuguese): "uma técnica para lá do X-Wing"
    }
  }

  /// `none ★★★, 1–3 ★★☆, 4 or more ★☆☆`: the stars for mistakes + hints + reveals.
  public static func rule(_ marks: StarMarks) -> String {
    let dash = marks == .unicode ? "–" : "-"
    return inLanguage(
      en: "no mistake or hint \(marks.render(3)), 1\(dash)3 "
        + "\(marks.render(2)), 4 or more \(marks.render(1))",
      pt: "sem erros nem dicas \(marks.render(3)), 1\(dash)3 "
        + "\(marks.render(2)), 4 ou mais \(marks.render(1))")
  }

  /// The ladder as `progress` shows it: `Challenge: 1 ★★★, 2 ★★☆; next level 3 (36 clues,
  /// needs singles only) of 12.`, or `Challenge: next level 1 (…) of 12.` before any solve.
  public static func ladder(_ state: ProgressState, _ marks: StarMarks) -> String {
    let solved = ChallengeLevel.ladder.filter { state.challengeRecord($0.number).solved > 0 }
    let stars = solved.map { level in
      "\(level.number) \(marks.render(state.challengeRecord(level.number).bestStars ?? 1))"
        .keptTogether
    }
    let count = ChallengeLevel.ladder.count
    let next =
      state.nextChallenge.map {
        inLanguage(
          en: "next level \($0.number) (\(described($0))) of \(count)",
          pt: "próximo nível \($0.number) (\(described($0))) de \(count)")
      } ?? inLanguage(en: "every level of \(count) solved", pt: "os \(count) níveis resolvidos")
    return inLanguage(en: "Challenge: ", pt: "Desafio: ")
      + (stars.isEmpty ? "" : stars.joined(separator: ", ") + "; ") + next + "."
  }
}
