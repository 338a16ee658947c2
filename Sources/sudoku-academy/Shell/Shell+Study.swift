import Academy
import Foundation
import SudokuCore

/// Study a puzzle: starting, resuming and returning to the game, which `StudyActivity` plays; the
/// save's lock is the `StudyStore`'s.
extension Shell {
  /// The game becomes the open thing: its header and board are shown and time counts.
  func openStudy(_ activity: StudyActivity, saying line: String? = nil) {
    turn(to: .study(activity))
    activity.present(saying: line)
  }

  /// `back`: the puzzle left for a lesson, exactly as it was.
  func back() {
    guard let study, !study.game.isOver else {
      say(
        inLanguage(
          en: "No study game to go back to. Type study to start one.",
          pt: "Não há nenhum jogo de estudo a que voltar. Escreva study para começar um."))
      return
    }
    if focus.study != nil {
      say(
        inLanguage(
          en: "The puzzle is open already; board shows it again.",
          pt: "O puzzle já está aberto; board mostra-o de novo."))
      return
    }
    openStudy(study, saying: Self.backToYourPuzzle)
  }

  /// `practise`: the lesson of the technique the last study hint named.
  func practise() {
    guard let study else {
      say(
        inLanguage(
          en:
            "practise opens the lesson of the technique a study hint named; no study game is open.",
          pt: "practise abre a lição da técnica que uma dica de estudo indicou; não há nenhum "
            + "jogo de estudo aberto."))
      return
    }
    guard let technique = study.technique else {
      say(
        inLanguage(
          en: "No hint has named a technique yet: type hint first, then practise opens its lesson.",
          pt: "Nenhuma dica indicou ainda uma técnica: escreva primeiro hint, e depois practise "
            + "abre a lição dela."))
      return
    }
    openLesson(technique.rawValue)
    if !study.game.isOver {
      say(
        inLanguage(
          en: "Your puzzle is saved: type back to return to it.",
          pt: "O seu puzzle está guardado: escreva back para voltar a ele."))
    }
  }

  // MARK: Starting and resuming

  /// `study`, `study <level>`, `study <puzzle or library line>`.
  func study(_ arguments: [String]) {
    let yes = Shell.isConfirmed(arguments)
    let words = arguments.filter { !Shell.confirmationFlags.contains($0) }
    guard let first = words.first else { return studyAlone() }
    if words.count == 1, let level = Difficulty(rawValue: first.lowercased()) {
      let new = inLanguage(
        en: "a new \(level.rawValue) one", pt: "um jogo novo de nível \(StudyLevel(level).name)")
      startStudy(confirmed: yes, what: "study \(level.rawValue)", new: new) {
        self.studySupply.game(level)
      }
      return
    }
    // A word that can't be a puzzle (letters only) is a level misspelt, not a bad puzzle.
    if words.count == 1, first.allSatisfy(\.isLetter) {
      let levels = Difficulty.allCases.map(\.rawValue)
      let near = nearest(to: first.lowercased(), in: levels)
      let word = Shell.clip(first)
      switch Language.current {
      case .english:
        let suggestion = near.map { " Did you mean '\($0)'?" } ?? ""
        say("There is no level '\(word)'.\(suggestion)" + Self.studyUsageTail)
      case .portuguese:
        let suggestion = near.map { " Queria dizer '\($0)'?" } ?? ""
        say("Não há nenhum nível '\(word)'.\(suggestion)" + Self.studyUsageTail)
      }
      return
    }
    let text = words.joined(separator: " ")
    let game: StudyGame
    do {
      game = try StudyGame.pasted(text)
    } catch {
      say(error.message + (words.count == 1 && first.count < 20 ? Self.studyUsageTail : ""))
      return
    }
    let new = inLanguage(en: "the pasted one", pt: "o puzzle colado")
    startStudy(confirmed: yes, what: "study <puzzle>", new: new) { game }
  }

  static var studyUsageTail: String {
    let levels = Difficulty.allCases.map(\.rawValue)
    let some = levels.dropLast().joined(separator: ", ")
    return inLanguage(
      en: " study takes \(some) or \(levels.last!), or a puzzle (81 digits, or a library line).",
      pt: " study aceita \(some) ou \(levels.last!), ou um puzzle (81 dígitos, ou uma linha da "
        + "biblioteca).")
  }

  /// `Back to your puzzle.`
  static var backToYourPuzzle: String {
    inLanguage(en: "Back to your puzzle.", pt: "De volta ao seu puzzle.")
  }

  /// `study` alone: the open game again; else the saved game resumed; else a medium one.
  private func studyAlone() {
    if let study, !study.game.isOver {
      if focus.study != nil {
        study.redraw()
      } else {
        openStudy(study, saying: Self.backToYourPuzzle)
      }
      return
    }
    switch studyStore.claim() {
    case .openElsewhere:
      say(openElsewhere)
    case .problem(let line, _):
      // Nothing starts in the place of a save that can't be used: no game, so no lock either.
      studyStore.release()
      warn(line)
    case .game(let game) where !game.isOver:
      let activity = StudyActivity(game, store: studyStore, shell: self)
      study = activity
      openStudy(
        activity,
        saying: activity.challengeLevel.map { ChallengeMessage.resumed($0).text(style.stars) }
          ?? inLanguage(
            en: "Resumed your saved \(game.level.name) game.",
            pt: "O seu jogo guardado (\(game.level.name)) foi retomado."))
    case .game, .none:
      let activity = StudyActivity(studySupply.game(.medium), store: studyStore, shell: self)
      study = activity
      activity.save()
      openStudy(
        activity,
        saying: inLanguage(
          en: "A new medium puzzle (study easy, hard, expert or master for another level).",
          pt: "Um puzzle novo de nível \(StudyLevel.medium.name) (study easy, hard, expert ou "
            + "master para outro nível)."))
    }
  }

  var openElsewhere: String {
    // The path came from `--progress`: shown, never sent (the bytes a terminal acts on).
    let path = TerminalText.visible(studyStore.url.path)
    return inLanguage(
      en: "Your study game (\(path)) is open in another sudoku-academy shell; finish or quit it "
        + "there first.",
      pt: "O seu jogo de estudo (\(path)) está aberto noutro shell do sudoku-academy; termine-o "
        + "ou saia dele lá primeiro.")
  }

  /// A new game, asking before an unfinished one (open here or saved) is replaced; `new` names
  /// the new game in the question ("a new hard one"); `opening`, when given, makes the line the
  /// new game opens with (a challenge level's).
  func startStudy(
    confirmed: Bool, what: String, new: String, opening: ((StudyGame) -> String)? = nil,
    make: () -> StudyGame
  ) {
    var unfinished: StudyGame? = study.flatMap { $0.game.isOver ? nil : $0.game }
    if study == nil || !studyStore.isHeld {
      switch studyStore.claim() {
      case .openElsewhere:
        say(openElsewhere)
        return
      case .problem(let line, let keptAside):
        warn(line)
        // A damaged save kept aside leaves room for the game asked for; anything else is refused.
        guard keptAside else { return }
      case .game(let saved):
        if !saved.isOver { unfinished = saved }
      case .none:
        break
      }
    }
    if let unfinished, !confirmed {
      let name = Self.gameName(unfinished)
      let old = inLanguage(
        en: "your unfinished \(name) game", pt: "o seu jogo por acabar (\(name))")
      // `por` joins the article of the new game's name: pelo puzzle colado, por um jogo novo.
      let byNew = inLanguage(en: "with \(new)", pt: Self.por(new))
      guard configuration.interactive else {
        say(
          inLanguage(
            en: "This would replace \(old) \(byNew); type \(what) --yes to replace it, or study "
              + "to resume it. Nothing was replaced.",
            pt: "Isto substituiria \(old) \(byNew); escreva \(what) --yes para o substituir, ou "
              + "study para o retomar. Nada foi substituído."))
        return
      }
      guard
        ask(
          inLanguage(
            en: "Replace \(old) \(byNew)? Type yes to confirm: ",
            pt: "Substituir \(old) \(byNew)? Escreva sim para confirmar: "))
      else {
        say(
          inLanguage(
            en: "Nothing was replaced; study resumes your game.",
            pt: "Nada foi substituído; study retoma o seu jogo."))
        return
      }
    }
    if focus.study != nil { turn(to: .nothing) }
    let game = make()
    let activity = StudyActivity(game, store: studyStore, shell: self)
    study = activity
    activity.save()
    openStudy(activity, saying: opening?(game) ?? Self.opening(game))
  }

  /// What a new study game opens with: its level and how to play it.
  static func opening(_ game: StudyGame) -> String {
    let name = game.level.name
    switch Language.current {
    case .english:
      let level =
        game.level == .beyondTheTwelve
        ? "Pasted puzzle: it needs a technique beyond the twelve, so hints stop where the twelve do and "
          + "no record is kept."
        : game.seed == nil ? "Pasted puzzle, graded \(name)." : "A new \(name) puzzle."
      return level + " Enter moves like r3c5=7 or r1c7<>5; hint when stuck."
    case .portuguese:
      let level =
        game.level == .beyondTheTwelve
        ? "Puzzle colado: precisa de uma técnica além das doze, por isso as dicas param onde as "
          + "doze param e não fica registo."
        : game.seed == nil
          ? "Puzzle colado, classificado como \(name)." : "Um puzzle novo de nível \(name)."
      return level + " Escreva jogadas como r3c5=7 ou r1c7<>5; hint quando não souber avançar."
    }
  }

  /// `por` before a Portuguese noun phrase, joined to its definite article: `pelo puzzle
  /// colado`, `pela …`, `por um jogo novo`.
  static func por(_ phrase: String) -> String {
    if phrase.hasPrefix("o ") { return "pelo " + phrase.dropFirst(2) }
    if phrase.hasPrefix("a ") { return "pela " + phrase.dropFirst(2) }
    if phrase.hasPrefix("os ") { return "pelos " + phrase.dropFirst(3) }
    if phrase.hasPrefix("as ") { return "pelas " + phrase.dropFirst(3) }
    return "por " + phrase
  }

  /// How a sentence names a game: its study level (`hard`), or its challenge level
  /// (`challenge 7`).
  static func gameName(_ game: StudyGame) -> String {
    game.challenge.flatMap(ChallengeLevel.level).map(ChallengeMessage.name) ?? game.level.name
  }
}
