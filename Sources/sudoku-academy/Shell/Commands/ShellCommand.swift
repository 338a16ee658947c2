import Academy
import SudokuCore

/// The shell's commands, each declared once: what it is — usage, help, aliases, arity, Tab and
/// where it applies — is its `declaration` below, the one place to read or change. Adding a command
/// is a case and its entry here, and the code that runs it: a `case` in `Shell.runGlobal` for a
/// global one, or in the `run` of each activity it is declared for.
enum ShellCommand: String, CaseIterable {
  case lessons, lesson, guide, drill, review, study, challenge, board, hint, show, skip, undo,
    clear, restore,
    check, steps, practise, back, export, progress, reset, sound, language, help, rules, quit

  /// The command a typed word names: its name or one of its aliases, in any case.
  init?(word: String) {
    let lowered = word.lowercased()
    guard
      let command = ShellCommand(rawValue: lowered)
        ?? ShellCommand.allCases.first(where: {
          ($0.declaration.aliases + $0.declaration.shorthands).contains(lowered)
        })
    else { return nil }
    self = command
  }

  /// Every word that names a command (names and aliases), as Tab and "did you mean" offer them.
  static var allWords: [String] {
    allCases.flatMap { [$0.rawValue] + $0.declaration.aliases }
  }
}

extension ShellCommand {
  /// This command's entry, its words in the reader's language (`Language.current`): usages and
  /// the command words in them stay English, the sentences are in both languages.
  var declaration: ShellCommandDeclaration {
    switch self {
    case .lessons:
      .init(
        summary: inLanguage(
          en: "the lessons and your mastery meters",
          pt: "as lições e os seus medidores de domínio"),
        usage: "lessons",
        details: inLanguage(
          en: "list the twelve lessons with your mastery meters "
            + "(\(TechniqueProgress.maximumMastery) steps each); the next one to learn is flagged",
          pt: "lista as doze lições com os seus medidores de domínio "
            + "(\(counted(TechniqueProgress.maximumMastery, .step)) cada); a próxima a aprender "
            + "vem assinalada"),
        maximumArguments: 0, scope: .global)
    case .lesson:
      .init(
        summary: inLanguage(
          en: "a lesson's introduction and first drill",
          pt: "uma lição: a introdução e o primeiro exercício"),
        usage: "lesson <technique|number>",
        details: inLanguage(
          en: "a lesson's short introduction and its first drill (lesson 3, lesson pointing)",
          pt: "a breve introdução de uma lição e o seu primeiro exercício (lesson 3, "
            + "lesson pointing)"),
        maximumArguments: 1, completion: .lessons, scope: .global)
    case .guide:
      .init(
        summary: inLanguage(
          en: "the whole lesson, with a worked example",
          pt: "a lição completa, com um exemplo resolvido"),
        usage: "guide [technique]",
        details: inLanguage(
          en: "the whole lesson: idea, worked example on its board, answering, mistakes",
          pt: "a lição completa: a ideia, o exemplo resolvido na sua grelha, como responder, "
            + "os erros comuns"),
        maximumArguments: 1, completion: .lessons, scope: .global)
    case .drill:
      .init(
        summary: inLanguage(
          en: "the next drill of the lesson (or review)",
          pt: "o exercício seguinte da lição (ou da revisão)"),
        usage: "drill",
        details: inLanguage(
          en: "open the next drill of the current lesson (or the next review drill)",
          pt: "abre o exercício seguinte da lição atual (ou o exercício de revisão seguinte)"),
        maximumArguments: 0, scope: .global)
    case .review:
      .init(
        summary: inLanguage(
          en: "a drill that doesn't name its technique",
          pt: "um exercício que não diz a técnica"),
        usage: "review",
        details: inLanguage(
          en: "a mixed drill that names no technique: due reviews first, then your weakest lesson",
          pt: "um exercício misto que não diz a técnica: primeiro as revisões pendentes, depois "
            + "a sua lição mais fraca"),
        maximumArguments: 0, scope: .global)
    case .study:
      .init(
        summary: inLanguage(
          en: "play a whole puzzle (help study)", pt: "jogar um puzzle inteiro (help study)"),
        usage: "study [level|puzzle]",
        details: inLanguage(
          en: "play a whole puzzle with the twelve techniques: study "
            + Self.levelKeys + " (a new one), study <puzzle> (yours); study alone resumes "
            + "(help study)",
          pt: "um puzzle inteiro, jogado com as doze técnicas: study " + Self.levelKeys
            + " (um novo), study <puzzle> (um puzzle seu); study sozinho retoma o jogo "
            + "(help study)"),
        maximumArguments: nil, completion: .levels, scope: .global)
    case .challenge:
      .init(
        summary: ChallengeMessage.commandSummary,
        usage: "challenge [level] [--yes]",
        details: ChallengeMessage.commandDetails,
        maximumArguments: 2,
        completion: .words(ChallengeLevel.ladder.map { String($0.number) }), scope: .global)
    case .board:
      .init(
        summary: inLanguage(
          en: "the board again, its view, or one digit",
          pt: "a grelha outra vez, a vista, ou um só dígito"),
        usage: "board [full|compact|auto|1-9]",
        details: inLanguage(
          en: "the board again; board compact/full/auto sets the view; board 4 shows where 4 "
            + "can go",
          pt: "mostra a grelha outra vez; board compact/full/auto escolhe a vista; board 4 "
            + "mostra onde o 4 pode ficar"),
        maximumArguments: 1, completion: .boardViews, scope: .global, shownWith: [.drill, .study])
    case .hint:
      .init(
        summary: inLanguage(
          en: "where to look; again: the pattern marked",
          pt: "onde procurar; outra vez: o padrão marcado"),
        summaries: [
          .study: inLanguage(
            en: "where to look; again: reveal the step",
            pt: "onde procurar; outra vez: revela o passo")
        ],
        usage: "hint",
        details: inLanguage(
          en: "where to look; then the pattern marked (forfeits the mastery step)",
          pt: "onde procurar; depois, o padrão marcado (custa o passo de domínio)"),
        detailsIn: [
          .study: inLanguage(
            en: "where to look; hint again reveals it (marked on the board, applied)",
            pt: "onde procurar; hint outra vez revela o passo (marcado na grelha e aplicado)")
        ],
        maximumArguments: 0, scope: .within([.drill, .study]))
    case .show:
      .init(
        summary: inLanguage(
          en: "one instance, marked and explained", pt: "uma ocorrência, marcada e explicada"),
        summaries: [
          .study: inLanguage(
            en: "reveal the next step at once", pt: "revelar já o passo seguinte")
        ],
        usage: "show",
        details: inLanguage(
          en: "reveal one instance marked on the board (forfeits the mastery step)",
          pt: "revela uma ocorrência, marcada na grelha (custa o passo de domínio)"),
        detailsIn: [
          .study: inLanguage(
            en: "reveal at once (" + Self.revealCaps + " reveals a game)",
            pt: "revela já o passo seguinte (revelações por jogo: " + Self.revealCaps + ")")
        ], maximumArguments: 0, scope: .within([.drill, .study]))
    case .skip:
      .init(
        summary: inLanguage(
          en: "reveal one instance and close the drill",
          pt: "revelar uma ocorrência e fechar o exercício"),
        usage: "skip",
        details: inLanguage(
          en: "reveal one instance and close the drill",
          pt: "revela uma ocorrência e fecha o exercício"),
        maximumArguments: 0,
        scope: .within([.drill]),
        elsewhere: inLanguage(
          en:
            "skip is for drills; in study, show reveals the next step and steps gives the game up.",
          pt: "skip é para os exercícios; num jogo de estudo, show revela o passo seguinte e "
            + "steps desiste do jogo."))
    case .undo:
      .init(
        summary: inLanguage(
          en: "take back the last move or reveal", pt: "anular a última jogada ou revelação"),
        usage: "undo",
        details: inLanguage(
          en: "take back the last move or reveal (up to \(StudyGame.undoLimit))",
          pt: "anula a última jogada ou revelação (até \(StudyGame.undoLimit))"),
        maximumArguments: 0, scope: .within([.study]))
    case .clear:
      .init(
        summary: inLanguage(en: "clear a digit you placed", pt: "apagar um dígito que colocou"),
        usage: "clear <cell>…",
        details: inLanguage(
          en: "clear a digit you placed (clear r3c5, or r3c5=0)",
          pt: "apaga um dígito que colocou (clear r3c5, ou r3c5=0)"),
        maximumArguments: nil, scope: .within([.study]))
    case .restore:
      .init(
        summary: inLanguage(
          en: "bring back candidates you removed", pt: "repor candidatos que eliminou"),
        usage: "restore <cell>…",
        details: inLanguage(
          en: "bring back the candidates you removed from a cell",
          pt: "repõe os candidatos que eliminou de uma casa"),
        maximumArguments: nil, scope: .within([.study]))
    case .check:
      .init(
        summary: inLanguage(
          en: "name wrong digits (counts as a hint)",
          pt: "apontar dígitos errados (conta como dica)"),
        usage: "check",
        details: inLanguage(
          en: "the cells holding a wrong digit or missing a needed candidate "
            + "(counts as a hint)",
          pt: "as casas com um dígito errado ou a que falta um candidato necessário "
            + "(conta como dica)"),
        maximumArguments: 0, scope: .within([.study]))
    case .steps:
      .init(
        summary: inLanguage(
          en: "the simplest-first path (gives the game up)",
          pt: "o caminho mais simples (desiste do jogo)"),
        usage: "steps [--yes]",
        details: inLanguage(
          en: "the simplest-first path; before solving it gives the game up (asks first)",
          pt: "os passos da solução, sempre o mais simples primeiro; antes de o puzzle estar "
            + "resolvido, desiste do jogo (pergunta primeiro)"),
        maximumArguments: 1, completion: .words(["--yes"]), scope: .within([.study]))
    case .practise:
      .init(
        summary: inLanguage(
          en: "the lesson of the last hint's technique",
          pt: "a lição da técnica da última dica"),
        usage: "practise",
        details: inLanguage(
          en: "open the lesson of the technique the last study hint named",
          pt: "abre a lição da técnica que a última dica do jogo de estudo indicou"),
        aliases: ["practice"], maximumArguments: 0, scope: .global, shownWith: [.study])
    case .back:
      .init(
        summary: inLanguage(en: "return to the study puzzle", pt: "voltar ao puzzle de estudo"),
        usage: "back",
        details: inLanguage(
          en: "return to the study puzzle exactly as it was",
          pt: "volta ao puzzle de estudo tal como estava"),
        maximumArguments: 0,
        scope: .global, shownWith: [.study])
    case .export:
      .init(
        summary: inLanguage(
          en: "the position as a library line", pt: "a posição como linha da biblioteca"),
        usage: "export",
        details: inLanguage(
          en: "the position as a HoDoKu library line (no answer in it)",
          pt: "a posição como linha da biblioteca HoDoKu (sem a resposta)"),
        detailsIn: [
          .study: inLanguage(
            en: "the position as a library line (study <line> reads it back)",
            pt: "a posição como linha da biblioteca (study <linha> volta a abri-la)")
        ],
        maximumArguments: 0, scope: .within([.drill, .study]))
    case .progress:
      .init(
        summary: inLanguage(
          en: "mastery, drills and first-try rate",
          pt: "domínio, exercícios e acertos à primeira"),
        usage: "progress",
        details: inLanguage(
          en: "mastery, drills done and first-try rate per technique",
          pt: "domínio, exercícios feitos e taxa de acerto à primeira tentativa, por técnica"),
        maximumArguments: 0, scope: .global)
    case .reset:
      .init(
        summary: inLanguage(en: "set progress back to zero", pt: "pôr o progresso a zero"),
        usage: "reset <technique|all> [--yes]",
        details: inLanguage(
          en: "set a technique's progress (or all, or the study records, or the challenge "
            + "records) back to zero; asks first on a terminal",
          pt: "põe a zero o progresso de uma técnica (ou de todas, ou os registos do estudo ou "
            + "do desafio); num terminal, pergunta primeiro"),
        maximumArguments: nil, completion: .techniques(and: ["all", "study", "challenge"]),
        scope: .global)
    case .sound:
      .init(
        summary: inLanguage(
          en: "the bell on a refused digit and on Solved",
          pt: "o sinal sonoro (dígito recusado, Resolvido)"),
        usage: "sound [on|off]",
        details: inLanguage(
          en: "sound alone says whether the terminal bell is on; sound on or sound off sets "
            + "it, kept in the progress file. In a study game the bell rings on a digit refused "
            + "for repeating one in its row, column or box, and on Solved; only on a terminal, "
            + "never in a script",
          pt: "sound sozinho diz se o sinal sonoro do terminal está ligado; sound on ou "
            + "sound off liga-o ou desliga-o, e a escolha fica guardada no ficheiro de progresso. "
            + "Num jogo de estudo, o sinal toca quando um dígito é recusado por repetir outro da "
            + "sua linha, coluna ou caixa, e quando o puzzle fica resolvido; só num terminal, "
            + "nunca num script"),
        maximumArguments: 1, completion: .words(["on", "off"]), scope: .global)
    case .language:
      .init(
        summary: inLanguage(
          en: "English or Portuguese (en or pt)", pt: "inglês ou português (en ou pt)"),
        usage: "language [en|pt]",
        details: inLanguage(
          en: "language alone says which language the shell speaks; language pt (português) "
            + "or language en (English) changes every message, lesson and help, kept in the "
            + "progress file for later sessions",
          pt: "language sozinho diz que língua o shell fala; language pt (português) ou "
            + "language en (English) muda todas as mensagens, lições e ajudas, e a escolha fica "
            + "guardada no ficheiro de progresso para as sessões seguintes"),
        maximumArguments: 1, completion: .words(Language.allCases.map(\.rawValue)),
        scope: .global)
    case .help:
      .init(
        summary: inLanguage(
          en: "this list; help all, help <command>", pt: "esta lista; help all, help <comando>"),
        usage: "help [command|all]",
        details: inLanguage(
          en: "the commands of what is open; help all lists every one, help <command> explains it",
          pt: "os comandos do que está aberto; help all lista todos, help <comando> explica um"),
        shorthands: ["?", "h"], maximumArguments: 1,
        completion: .commands(and: ["all", "answers"]), scope: .global)
    case .rules:
      .init(
        summary: inLanguage(
          en: "how to play, for a first Sudoku", pt: "como jogar, para um primeiro Sudoku"),
        usage: "rules [page]",
        details: inLanguage(
          en: "how to play, for someone who has never solved a Sudoku, in "
            + "\(RulesPage.allCases.count) pages: " + Self.rulesTopics
            + " (rules 2 for the second; help rules is the first)",
          pt: "como jogar, para quem nunca resolveu um Sudoku, em "
            + "\(RulesPage.allCases.count) páginas: " + Self.rulesTopics
            + " (rules 2 para a segunda; help rules é a primeira)"),
        maximumArguments: 1, completion: .words(RulesPage.allCases.map { String($0.rawValue) }),
        scope: .global)
    case .quit:
      .init(
        summary: inLanguage(
          en: "leave (Ctrl-D too); everything is saved",
          pt: "sair (também com Ctrl-D); tudo fica guardado"),
        usage: "quit",
        details: inLanguage(
          en: "leave the shell (Ctrl-D too); progress and the study game are saved",
          pt: "sai do shell (também com Ctrl-D); o progresso e o jogo de estudo ficam guardados"),
        aliases: ["exit"], shorthands: ["q"], maximumArguments: 0, scope: .global)
    }
  }

  /// `easy, medium, hard, expert, master`: the level keys, typed as they are in both languages.
  private static var levelKeys: String {
    Difficulty.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// `easy 5, medium 3, …`: each level's key and its reveals a game.
  private static var revealCaps: String {
    Difficulty.allCases.map { "\($0.rawValue) \(StudyLevel($0).revealCap)" }
      .joined(separator: ", ")
  }

  /// `1 the rule, 2 candidates, …`: the rules pages by number and topic.
  private static var rulesTopics: String {
    RulesPage.allCases.map { "\($0.rawValue) \($0.topic)" }.joined(separator: ", ")
  }
}
