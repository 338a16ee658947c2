import Academy
import SudokuCore

/// `help`: the commands of what is open first, so the list fits a 24-line terminal; `help all`
/// lists every command, `help <command>` explains one, `help answers` and `help study` the rest.
extension Shell {
  func help(_ topic: String?) {
    let kind = focus.activity?.kind
    switch topic?.lowercased() {
    case nil:
      commandList(for: kind)
    case "all":
      for group in [nil] + ActivityKind.allCases {
        say(
          group.map { "\($0.heading):" } ?? inLanguage(en: "Anywhere:", pt: "Sempre disponíveis:"),
          hanging: "")
        rows(Self.listed(with: group), in: group)
      }
      say(Self.answersLine, hanging: "")
    case "answers":
      say(
        inLanguage(
          en: "Answers (case and spaces don't matter):",
          pt: "Respostas (maiúsculas e espaços não contam):"), hanging: "")
      show(Shell.answerExamples)
      say(Shell.answersRule, hanging: "")
    case "study":
      studyHelp()
    case "rules":
      rules(nil)
    case let word?:
      guard let command = ShellCommand(word: word) else {
        let suggestion =
          nearest(to: word, in: ShellCommand.allWords + ["all", "answers"]).map {
            inLanguage(en: " Did you mean '\($0)'?", pt: " Queria dizer '\($0)'?")
          } ?? ""
        say(
          inLanguage(
            en: "No command '\(Shell.clip(word))'.\(suggestion) Type help for the list.",
            pt: "Não há nenhum comando '\(Shell.clip(word))'.\(suggestion) Escreva help para "
              + "ver a lista."))
        return
      }
      let declaration = command.declaration
      show(declaration.usage)
      guard case .within(let kinds) = declaration.scope else {
        say("  " + declaration.details(in: kind))
        return
      }
      // One line per place the command does something else in (a second hint in a drill marks
      // the pattern; in a study game it reveals and applies the step): never one claim for both.
      let places = ActivityKind.allCases.filter(kinds.contains)
      let own = places.filter { declaration.detailsIn[$0] != nil }
      let shared = places.filter { declaration.detailsIn[$0] == nil }
      if !shared.isEmpty { say("  " + ActivityKind.within(shared) + ": " + declaration.details) }
      for place in own {
        say("  " + ActivityKind.within([place]) + ": " + declaration.details(in: place))
      }
    }
  }

  /// `help` alone: the commands of what is open (or, with nothing open, the global ones), then
  /// the others by name.
  private func commandList(for kind: ActivityKind?) {
    let listed = Self.listed(with: kind)
    say(kind.map { "\($0.heading):" } ?? inLanguage(en: "Commands:", pt: "Comandos:"), hanging: "")
    rows(listed, in: kind)
    if kind == nil {
      for other in ActivityKind.allCases {
        let names = Self.listed(with: other)
        say(
          "\(other.heading): " + names.map(\.rawValue).joined(separator: ", ") + ".", hanging: "  ")
      }
    } else {
      let others = ShellCommand.allCases.filter {
        $0 != .help && $0.declaration.isListed(with: nil)
      }
      say(
        inLanguage(en: "Also: ", pt: "Também: ") + others.map(\.rawValue).joined(separator: ", ")
          + ".", hanging: "  ")
    }
    switch focus.drill?.purpose {
    case .lesson(let technique):
      // A lesson takes one form of answer: that one.
      say(
        (technique.placesDigits
          ? inLanguage(
            en: "Answers here: a placement like r3c5=7 ",
            pt: "Respostas aqui: uma colocação como r3c5=7 ")
          : inLanguage(
            en: "Answers here: eliminations like r1c7<>5 or r1c789<>5 ",
            pt: "Respostas aqui: eliminações como r1c7<>5 ou r1c789<>5 "))
          + "(help answers)".keptTogether + ".")
    case .review, nil:
      if kind != .study { say(Self.answersLine) }
    }
    say(
      inLanguage(
        en: "help all lists every command, help <command> explains one; Tab completes commands, "
          + "lesson names and cells; Up recalls earlier lines.",
        pt: "help all lista todos os comandos, help <comando> explica um; Tab completa "
          + "comandos, lições e casas; a seta para cima recupera linhas anteriores."))
  }

  /// The commands `help` lists with `kind` open: the activity's own first, then the global ones
  /// about it (board, back).
  static func listed(with kind: ActivityKind?) -> [ShellCommand] {
    let listed = ShellCommand.allCases.filter { $0.declaration.isListed(with: kind) }
    return listed.filter { $0.declaration.scope != .global }
      + listed.filter { $0.declaration.scope == .global }
  }

  static var answersLine: String {
    inLanguage(
      en: "Answers: a placement like r3c5=7, or eliminations like r1c7<>5, r1c789<>5 ",
      pt: "Respostas: uma colocação como r3c5=7, ou eliminações como r1c7<>5, r1c789<>5 ")
      + "(help answers)".keptTogether + "."
  }

  /// Command rows, the usage column as wide as the widest usage listed.
  private func rows(_ commands: [ShellCommand], in kind: ActivityKind?) {
    let declarations = commands.map(\.declaration)
    helpRows(declarations.map { ($0.usage, $0.summary(in: kind)) })
  }

  /// Rows of a command list: each usage whole, in a column as wide as the usages need (measured,
  /// never cut), then its words wrapped under them. A usage longer than `helpColumn` stands on a
  /// line of its own with its words under the column, so one long usage doesn't squeeze the rest;
  /// on a terminal too narrow for the column and `helpText` columns of words beside it, every
  /// usage stands on its own line, its words indented under it.
  func helpRows(_ rows: [(usage: String, text: String)]) {
    // Measured as shown: in ASCII `clear <cell>…` is `clear <cell>...`, two columns wider.
    let rows = rows.map { style.unicode ? $0 : (usage: $0.usage.asciiPunctuation, text: $0.text) }
    let fitting = rows.map { DisplayWidth.of($0.usage) }.filter { $0 <= Shell.helpColumn }
    let sideBySide = 2 + (fitting.max() ?? 0) + 2
    let column = sideBySide + Shell.helpText <= screen.proseWidth ? sideBySide : 4
    let indent = String(repeating: " ", count: column)
    for (usage, text) in rows {
      let width = DisplayWidth.of(usage)
      if width <= column - 4 {
        let padding = String(repeating: " ", count: column - 2 - width)
        say("  " + usage + padding + text, hanging: indent)
      } else {
        show("  " + usage)
        say(indent + text, hanging: indent)
      }
    }
  }

  /// The widest usage that shares its line with its description.
  static let helpColumn = 32
  /// The fewest columns of description beside the usages.
  static let helpText = 30

  /// The answer forms, a fixed block (examples never break across lines).
  static var answerExamples: String {
    switch Language.current {
    case .english:
      """
        placement     r3c5=7   r3c5:7
        elimination   r3c5<>7  r3c5-7  -7r3c5
        several       r1c789<>5 (r1c7, r1c8 and r1c9)   r12c1<>3   r8c7<>39
                      r1c7<>5 r2c7<>5
      """
    case .portuguese:
      """
        colocação     r3c5=7   r3c5:7
        eliminação    r3c5<>7  r3c5-7  -7r3c5
        várias        r1c789<>5 (r1c7, r1c8 e r1c9)   r12c1<>3   r8c7<>39
                      r1c7<>5 r2c7<>5
      """
    }
  }

  static var answersRule: String {
    inLanguage(
      en: "An answer is right when every part is a placement or elimination of some instance of "
        + "the lesson's technique on the board as shown. Unreadable input and the wrong kind of "
        + "answer are free; anything else is your first answer.",
      pt: "Uma resposta está certa quando cada parte dela é uma colocação ou eliminação de alguma "
        + "ocorrência da técnica da lição, na grelha tal como é mostrada. O que não se consegue "
        + "ler e uma resposta do tipo errado não contam; tudo o resto é a sua primeira resposta.")
  }

  /// The rows of `help study`: how a game starts, how moves are written, and the commands of a
  /// study game with their study summaries.
  static var studyHelpRows: [(usage: String, text: String)] {
    let levels = Difficulty.allCases.map(\.rawValue).joined(separator: "|")
    return [
      (
        "study \(levels)",
        inLanguage(
          en: "a new puzzle of that level (one is kept ready)",
          pt: "um puzzle novo desse nível (já preparado)")
      ),
      (
        inLanguage(
          en: "study <puzzle or library line>", pt: "study <puzzle ou linha da biblioteca>"),
        inLanguage(
          en: "a puzzle of yours, checked and graded first",
          pt: "um puzzle seu, antes verificado e classificado")
      ),
      (
        "study",
        inLanguage(
          en: "the open or saved game, else a new medium one",
          pt: "o jogo aberto ou guardado, ou um novo (médio)")
      ),
      ("challenge [level]", ChallengeMessage.playedAsStudy),
      (
        "r3c5=7  r1c7<>5  r1c789<>5",
        inLanguage(
          en: "place digits, remove candidates (several)",
          pt: "colocar dígitos, eliminar candidatos (vários)")
      ),
    ] + listed(with: .study).map { ($0.declaration.usage, $0.declaration.summary(in: .study)) }
  }

  /// `help study`: how a game starts, what to type in it, and its rules.
  func studyHelp() {
    say(
      inLanguage(
        en:
          "study \(style.dash) a whole puzzle with the twelve techniques, saved after every move.",
        pt: "study \(style.dash) um puzzle inteiro com as doze técnicas, guardado a cada jogada."),
      hanging: "")
    helpRows(Self.studyHelpRows)
    let caps = StudyText.revealCaps.joined(separator: ", ")
    let idleMinutes = Int(PlayClock.idleCap) / 60
    say(
      inLanguage(
        en: "A digit that repeats one in its row, column or box is refused and counts as a "
          + "mistake; anything else stays until check or a hint finds it. Reveals a game: "
          + caps + "; undo goes back up to \(StudyGame.undoLimit) moves, r3c5=0 clears a digit. "
          + "Time counts only while the puzzle is open (idle gaps count at most \(idleMinutes) "
          + "minutes). lesson, drill and review leave the puzzle saved; quit too. Starting a new "
          + "game over an unfinished one asks first (--yes in a script).",
        pt: "Um dígito que repete outro da sua linha, coluna ou caixa é recusado e conta como "
          + "erro; qualquer outro fica até que check ou uma dica o encontre. Revelações por jogo: "
          + caps + "; undo recua até \(counted(StudyGame.undoLimit, .move)), r3c5=0 apaga um "
          + "dígito. O tempo só conta enquanto o puzzle está aberto (cada pausa conta no máximo "
          + "\(counted(idleMinutes, .minute))). lesson, drill e review deixam o puzzle guardado; "
          + "quit também. Começar um jogo novo por cima de um inacabado pergunta primeiro (--yes "
          + "num script)."),
      hanging: "")
  }
}
