import SudokuCore

/// The study game's messages, in one place so their wording is tested as golden text.
///
/// Hints and reveals are counted apart (rung 1, fix-it hints and `check` are hints; a reveal is a
/// reveal) and the record keeps their sum: it is always written "hints + reveals" — on the `Solved`
/// line, in `progress` and in a new best — so the same count has the same words everywhere.
///
/// Every sentence is written in English and in European Portuguese (`Language.current`); the
/// commands inside them (`study`, `hint`, `undo`, `restore r3c5`) and the moves stay as typed.
public enum StudyText {
  static var gameOver: String {
    inLanguage(
      en: "This game is over: study starts another.",
      pt: "Este jogo terminou: study começa outro.")
  }

  static var nothingToUndo: String {
    inLanguage(en: "Nothing to undo.", pt: "Nada a anular.")
  }

  static var checkClean: String {
    inLanguage(
      en: "No mistakes: every placed digit fits and no needed candidate was removed.",
      pt: "Nenhum erro: todos os dígitos colocados estão certos e não foi eliminado nenhum "
        + "candidato necessário.")
  }

  static var beyondTheTwelve: String {
    inLanguage(
      en:
        "The twelve techniques stall here: this position needs a technique beyond them. check still finds mistakes.",
      pt: "As doze técnicas não avançam a partir daqui: esta posição precisa de uma técnica que "
        + "vai além delas. check continua a encontrar erros.")
  }

  static func given(_ cell: Cell) -> String {
    inLanguage(
      en: "\(cell) is a given and can't be changed.",
      pt: "\(cell) é uma pista e não pode ser alterada.")
  }

  /// `r3c5=7 repeats the 7 in r3c1 (row 3) and r1c5 (column 5): not placed, counted as a mistake.`
  static func conflict(_ placement: Candidate, _ clashes: [Cell]) -> String {
    let cell = placement.cell
    let named = clashes.sorted().map { clash in
      let house = cell.houses.first { $0.contains(clash) }!
      return "\(clash) (\(house.spelledOut))"
    }
    return inLanguage(
      en:
        "\(cell)=\(placement.digit) repeats the \(placement.digit) in \(listed(named)): not placed, counted as a mistake.",
      pt: "\(cell)=\(placement.digit) repete o \(placement.digit) de \(listed(named)): não foi "
        + "colocado e conta como erro.")
  }

  /// `Nothing changed: r1c2 already holds 4, r3c5 shows no 7.`; `Nada mudou: r1c2 já tem o 4,
  /// r3c5 não mostra o 7.`
  static func nothingChanged(_ skipped: [StudySkip]) -> String {
    let parts = skipped.map { skip in
      switch Language.current {
      case .english: englishPart(skip)
      case .portuguese: portuguesePart(skip)
      }
    }
    return inLanguage(en: "Nothing changed: ", pt: "Nada mudou: ")
      + "\(parts.joined(separator: ", "))."
  }

  private static func englishPart(_ skip: StudySkip) -> String {
    switch skip {
    case .alreadyHolds(let candidate): "\(candidate.cell) already holds \(candidate.digit)"
    case .alreadyEmpty(let cell): "\(cell) is already empty"
    case .filled(let cell): "\(cell) is filled"
    case .notShown(let candidate): "\(candidate.cell) shows no \(candidate.digit)"
    case .nothingRemoved(let cell): "no candidate of \(cell) was removed"
    }
  }

  private static func portuguesePart(_ skip: StudySkip) -> String {
    switch skip {
    case .alreadyHolds(let candidate): "\(candidate.cell) já tem o \(candidate.digit)"
    case .alreadyEmpty(let cell): "\(cell) já está vazia"
    case .filled(let cell): "\(cell) está preenchida"
    case .notShown(let candidate): "\(candidate.cell) não mostra o \(candidate.digit)"
    case .nothingRemoved(let cell): "não foi eliminado nenhum candidato de \(cell)"
    }
  }

  /// The refusals of a line of moves, one sentence each; a line of several parts says that none
  /// of it was played.
  static func refused(_ problems: [String], ofSeveral: Bool) -> String {
    problems.joined(separator: " ")
      + (ofSeveral ? inLanguage(en: " Nothing was changed.", pt: " Nada foi alterado.") : "")
  }

  /// `Undid r3c5=7.`, `Undid the reveal: r1c7<>5 r3c5=7.`; `Anulado: r3c5=7.`, `Revelação
  /// anulada: r1c7<>5 r3c5=7.`
  static func undid(_ move: StudyMove) -> String {
    switch Language.current {
    case .english: move.isReveal ? "Undid the reveal: \(move)." : "Undid \(move)."
    case .portuguese: move.isReveal ? "Revelação anulada: \(move)." : "Anulado: \(move)."
    }
  }

  /// `(You had removed 4 from r1c2; the placement stands.)`; `(Tinha eliminado o 4 de r1c2; a
  /// colocação mantém-se.)`
  static func placedAfterRemoving(_ candidates: [Candidate]) -> String {
    let one = candidates.count == 1
    switch Language.current {
    case .english:
      let named = listed(candidates.map { "\($0.digit) from \($0.cell)" })
      return "(You had removed \(named); the "
        + (one ? "placement stands.)" : "placements stand.)")
    case .portuguese:
      let named = listed(candidates.map { "o \($0.digit) de \($0.cell)" })
      return "(Tinha eliminado \(named); "
        + (one ? "a colocação mantém-se.)" : "as colocações mantêm-se.)")
    }
  }

  /// Names the cells to fix, never their digits.
  static func fixIt(_ wrong: [Cell], _ removed: [Cell]) -> String {
    switch Language.current {
    case .english: englishFixIt(wrong, removed)
    case .portuguese: portugueseFixIt(wrong, removed)
    }
  }

  /// `Corrija isto primeiro: r1c2 tem um dígito errado: apague-o com r1c2=0.`
  private static func portugueseFixIt(_ wrong: [Cell], _ removed: [Cell]) -> String {
    var sentences: [String] = []
    if !wrong.isEmpty {
      let cells = listed(wrong.map(\.description))
      sentences.append(
        wrong.count == 1
          ? "\(cells) tem um dígito errado: apague-o com \(wrong[0])=0."
          : "\(cells) têm dígitos errados: apague-os (como \(wrong[0])=0).")
    }
    if !removed.isEmpty {
      let cells = listed(removed.map(\.description))
      sentences.append(
        (sentences.isEmpty ? "f" : "F")
          + "oi eliminado de \(cells) um candidato de que a solução precisa: restore "
          + "\(removed[0]) repõe o que eliminou"
          + (removed.count == 1 ? "." : " (e o mesmo para as outras)."))
    }
    return "Corrija isto primeiro: " + sentences.joined(separator: " ")
  }

  private static func englishFixIt(_ wrong: [Cell], _ removed: [Cell]) -> String {
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
  /// `Procure um par nu na linha 4, …. hint outra vez revela-o (restam 3 de 5 revelações).`
  static func lead(_ plan: HintPlan, revealsLeft: Int, cap: Int) -> String {
    switch Language.current {
    case .english:
      let look = "Look for \(HintWords.lead(plan) ?? "the next step")."
      guard revealsLeft > 0 else {
        return look + " No reveals left in this game (all \(cap) used)."
      }
      return look + " hint again reveals it (\(revealsLeft) of \(cap) reveals left)."
    case .portuguese:
      let look = "Procure \(HintWords.lead(plan) ?? "o próximo passo")."
      guard revealsLeft > 0 else {
        return look + " Já não restam revelações neste jogo (usou as \(cap))."
      }
      return look + " hint outra vez revela-o (\(left(revealsLeft, of: cap)))."
    }
  }

  /// `restam 3 de 5 revelações`, `resta 1 de 3 revelações`: the reveals left of the game's cap.
  private static func left(_ count: Int, of cap: Int) -> String {
    (count == 1 ? "resta" : "restam") + " \(count) de \(cap) \(Noun.reveal.form(cap))"
  }

  static func solved(_ summary: StudySummary) -> String {
    let seconds = summary.wholeSeconds
    let time = TimeWords.clock(seconds)
    let counts = [
      counted(summary.moves, .move), counted(summary.mistakes, .mistake),
      counted(summary.hints, .hint) + " + " + counted(summary.reveals, .reveal),
    ].joined(separator: ", ")
    let techniques = summary.techniques.map { $0.nameInSentence }.joined(separator: ", ")
    return inLanguage(
      en:
        "Solved in \(time) — \(counts). Techniques needed: \(techniques.isEmpty ? "none" : techniques).",
      pt: "Resolvido em \(time) — \(counts). Técnicas necessárias: "
        + "\(techniques.isEmpty ? "nenhuma" : techniques).")
  }

  /// The level as the study header opens: `Medium`, `Médio`.
  public static func levelTitle(_ level: StudyLevel) -> String { Phrasing.capitalized(level.name) }

  /// Where the game came from, in the header: `seed 8812` or `pasted`; `semente 8812`, `colado`.
  public static func origin(_ seed: UInt64?) -> String {
    seed.map { inLanguage(en: "seed \($0)", pt: "semente \($0)") }
      ?? inLanguage(en: "pasted", pt: "colado")
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
    switch Language.current {
    case .english:
      return
        "Applied (undo takes it back); \(game.revealsLeft) of \(game.level.revealCap) reveals left."
        + (technique.map { " practise opens the \($0.nameInSentence) lesson." } ?? "")
    case .portuguese:
      return "Aplicado (undo anula-o); \(left(game.revealsLeft, of: game.level.revealCap))."
        + (technique.map { " practise abre a lição \(ofThe($0))." } ?? "")
    }
  }

  /// `do apontamento`, `da reivindicação`, `do X-Wing`: a technique after *de* and its article.
  private static func ofThe(_ technique: Technique) -> String {
    (technique.gender == .feminine ? "da " : "do ") + technique.nameInSentence
  }

  public static var noRecordBeyondTheSix: String {
    inLanguage(
      en: "No record is kept for a puzzle beyond the twelve. Type study for another.",
      pt: "Não se guarda registo de um puzzle que vai além das doze técnicas. Escreva study "
        + "para outro.")
  }

  /// The level's record after a solve: `Easy puzzles solved: 3. New best time and fewest hints +
  /// reveals for easy. Type study for another.`
  ///
  /// In Portuguese: `Puzzles de nível fácil resolvidos: 3. Novos recordes no nível fácil: melhor
  /// tempo e menos dicas + revelações. Escreva study para outro.`
  public static func recorded(_ update: StudyRecord.Update, level: Difficulty) -> String {
    var bests: [String] = []
    if update.newBestTime { bests.append(inLanguage(en: "best time", pt: "melhor tempo")) }
    if update.newFewestHints { bests.append(fewestHelpBest) }
    switch Language.current {
    case .english:
      return "\(Phrasing.capitalized(level.rawValue)) puzzles solved: \(update.record.solved)."
        + (bests.isEmpty ? "" : " New \(listed(bests)) for \(level.rawValue).")
        + " Type study for another."
    case .portuguese:
      let name = StudyLevel(level).name
      let record = bests.count == 1 ? "Novo recorde" : "Novos recordes"
      return "Puzzles de nível \(name) resolvidos: \(update.record.solved)."
        + (bests.isEmpty ? "" : " \(record) no nível \(name): \(listed(bests)).")
        + " Escreva study para outro."
    }
  }

  /// What the record keeps of a game's help, as `progress` shows it: `fewest hints + reveals 9`;
  /// `menos dicas + revelações 9`.
  public static func fewestHelp(_ count: Int) -> String { "\(fewestHelpBest) \(count)" }

  /// The record's help count as a new best: `New best time and fewest hints + reveals for easy.`
  public static var fewestHelpBest: String {
    inLanguage(en: "fewest hints + reveals", pt: "menos dicas + revelações")
  }
  /// A solve saved in `study.json` whose record had not reached the progress file (the last
  /// session was ended between the two writes), recorded at this start: `Your last easy game
  /// (solved in 4:12) had not been recorded: it is now.`; `O seu último jogo fácil (resolvido em
  /// 4:12) não tinha ficado registado; ficou agora.` A challenge game names its level and stars.
  public static func leftSolveRecorded(_ game: StudyGame, stars: String?) -> String {
    let time = TimeWords.clock(Int(game.secondsPlayed.rounded(.down)))
    if let level = game.challenge.flatMap(ChallengeLevel.level), let stars {
      return inLanguage(
        en: "Your last solve of \(ChallengeMessage.name(level)) (\(stars), in \(time)) had not "
          + "been recorded: it is now.",
        pt: "A sua última resolução do \(ChallengeMessage.name(level)) (\(stars), em \(time)) não "
          + "tinha ficado registada; ficou agora.")
    }
    return inLanguage(
      en: "Your last \(game.level.name) study game (solved in \(time)) had not been recorded: it "
        + "is now.",
      pt: "O seu último jogo de estudo de nível \(game.level.name) (resolvido em \(time)) não "
        + "tinha ficado registado; ficou agora.")
  }
  /// The reveals a game of each level allows, in prose: `easy 3`, `medium 4`, …; `fácil 3`,
  /// `médio 4`, … (the level's name in the reader's language, not the key typed).
  public static var revealCaps: [String] {
    Difficulty.allCases.map { "\(StudyLevel($0).name) \(StudyLevel($0).revealCap)" }
  }
}
