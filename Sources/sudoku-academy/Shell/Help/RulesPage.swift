import Academy
import SudokuCore

/// The pages of `rules` (and `help rules`): how to play, for someone who has never solved a
/// Sudoku — the rule, candidates, the board, answers, and help when stuck.
///
/// Pages rather than one long text, so each fits a screen of 80×24 with the prompt under it and
/// nothing scrolls away unread; every page ends saying which page comes next. The words live here
/// once, as typed parts (prose the screen wraps, terms drawn as help rows, fixed examples). The
/// boards the pages talk about are drawn by the real renderer from `example`, and the digits the
/// words name are read from that board, so a page cannot describe a board the program does not
/// draw. Counts (reveals per level, the undo depth, mastery steps) are read from the code.
enum RulesPage: Int, CaseIterable {
  case rule = 1
  case candidates, board, answers, stuck

  /// One piece of a page.
  enum Part {
    /// A paragraph, wrapped to the terminal.
    case prose(String)
    /// Terms and what they mean, in a column like `help`'s rows.
    case terms([(term: String, meaning: String)])
    /// Lines shown as written.
    case fixed(String)
    /// The top of `example` in one view, drawn by the board renderer.
    case board(BoardView)
    /// A blank line between groups.
    case gap
  }

  /// What the page is about, as its title and `help rules` say.
  var topic: String {
    switch self {
    case .rule: inLanguage(en: "the rule", pt: "a regra")
    case .candidates: inLanguage(en: "candidates", pt: "os candidatos")
    case .board: inLanguage(en: "the board", pt: "a grelha")
    case .answers: inLanguage(en: "answers", pt: "as respostas")
    case .stuck: inLanguage(en: "hints, reveals and undo", pt: "dicas, revelações e undo")
    }
  }

  /// The page's heading: `How to play · 3 of 5 · the board` (`Como jogar · 3 de 5 · a grelha`).
  func title(dot: String) -> String {
    let count = Self.allCases.count
    return inLanguage(
      en: "How to play \(dot) \(rawValue) of \(count) \(dot) \(topic)",
      pt: "Como jogar \(dot) \(rawValue) de \(count) \(dot) \(topic)")
  }

  /// The last line: the next page, or (on the last) where to go from here.
  var footer: String {
    guard let next = RulesPage(rawValue: rawValue + 1) else {
      return inLanguage(
        en: "That is all: lesson 1 starts the first lesson, study easy a whole puzzle.",
        pt: "É tudo: lesson 1 começa a primeira lição, study easy um puzzle inteiro.")
    }
    return "rules \(next.rawValue): \(next.topic)."
  }

  // MARK: The example board

  /// The puzzle the pages draw, with one digit placed in it.
  static let examplePuzzle =
    ".2.68....7...149..43..958......2.7..6.45.712..79..1.83.92.5.3..3.687..5..173..698"
  /// The cells the words name: a given, the placed digit, a cell with candidates.
  static let givenCell = Cell(row: 0, column: 1)
  static let placedCell = Cell(row: 0, column: 5)
  static let candidateCell = Cell(row: 0, column: 0)

  /// The example position: the puzzle's givens and `placedCell`'s digit of the solution, with
  /// the candidates the digits leave (nothing else removed).
  static var example: Grid {
    let puzzle = Puzzle(text: examplePuzzle)!
    var grid = Grid(givens: puzzle)
    grid.place(Solver.solve(puzzle)![placedCell], at: placedCell)
    return grid
  }

  /// How many lines of a drawn board a page shows: the column numbers, the top border, and the
  /// first three rows (compact) or the first row's three lines (full).
  static let excerptLines = 5

  // MARK: The words

  /// The page's parts, in order.
  var parts: [Part] {
    switch self {
    case .rule: Self.rulePage
    case .candidates: Self.candidatesPage(Self.example)
    case .board: Self.boardPage
    case .answers: Self.answersPage
    case .stuck: Self.stuckPage
    }
  }

  private static var rulePage: [Part] {
    [
      .prose(
        inLanguage(
          en: "A Sudoku is a grid of 81 cells: 9 rows, 9 columns and 9 boxes of 3×3 cells, "
            + "together called houses. Fill every empty cell with a digit from 1 to 9 so that "
            + "each house holds each digit once. A good puzzle has one solution, and reasoning "
            + "alone reaches it: you never have to guess.",
          pt: "Um Sudoku é uma grelha de 81 casas: 9 linhas, 9 colunas e 9 caixas de 3×3 casas, "
            + "que em conjunto se chamam unidades. Preencha cada casa vazia com um dígito de "
            + "1 a 9, de modo que cada unidade tenha cada dígito uma só vez. Um bom puzzle tem "
            + "uma única solução, e só o raciocínio lá chega: nunca é preciso adivinhar.")),
      .gap,
      .prose(
        inLanguage(
          en: "A cell is named by its row and column: r3c5 is row 3 (from the top), column 5 "
            + "(from the left). Boxes count as you read: " + "box 1".keptTogether + " top left, "
            + "box 3".keptTogether + " top right, " + "box 9".keptTogether + " bottom right.",
          pt: "Uma casa é designada pela sua linha e coluna: r3c5 é a casa da linha 3 (a "
            + "contar de cima) e da coluna 5 (a contar da esquerda). As caixas contam-se pela ordem de "
            + "leitura: " + "caixa 1".keptTogether + " em cima à esquerda, "
            + "caixa 3".keptTogether + " em cima à direita, " + "caixa 9".keptTogether
            + " em baixo à direita.")),
      .gap,
      .terms([
        (
          inLanguage(en: "given", pt: "pista"),
          inLanguage(
            en: "a digit the puzzle starts with; it never changes",
            pt: "um dígito com que o puzzle começa; nunca muda")
        ),
        (
          inLanguage(en: "placed", pt: "colocado"),
          inLanguage(
            en: "a digit written in since: by you, by a reveal, or by the steps before a drill",
            pt: "um dígito escrito depois: por si, por uma revelação ou pelos passos antes de um "
              + "exercício")
        ),
        (
          inLanguage(en: "conflict", pt: "conflito"),
          inLanguage(
            en: "a digit that repeats one in its row, column or box: it can't be right. A study "
              + "game refuses it and counts a mistake; a wrong digit that repeats nothing stays "
              + "until check or a hint finds it",
            pt: "um dígito que repete outro da sua linha, coluna ou caixa: não pode estar certo. "
              + "Um jogo de estudo recusa-o e conta um erro; um dígito errado que não repete "
              + "nenhum fica até que check ou uma dica o encontre")
        ),
      ]),
    ]
  }

  private static func candidatesPage(_ grid: Grid) -> [Part] {
    let cell = candidateCell
    func digits(_ house: House) -> [String] {
      house.cells.map { grid.digit(at: $0) }.filter { $0 != 0 }.sorted().map(String.init)
    }
    let row = digits(.row(cell.row))
    let box = digits(.box(cell.box))
    let columnOnly = digits(.column(cell.column)).filter { !row.contains($0) && !box.contains($0) }
    let candidates = grid.candidates(at: cell).map(String.init)
    let given = "[\(grid.digit(at: givenCell))]"
    let placed = "(\(grid.digit(at: placedCell)))"
    return [
      .prose(
        inLanguage(
          en: "A candidate is a digit a cell can still take. The board writes each empty cell's "
            + "candidates in it; here is the top of one, drawn compact:",
          pt: "Um candidato é um dígito que uma casa ainda pode receber. A grelha escreve em "
            + "cada casa vazia os seus candidatos; eis o topo de uma, na vista compacta:")),
      .board(.compact),
      .prose(
        inLanguage(
          en: "\(given) is a given, \(placed) a placed digit, and \(candidates.joined()) are the "
            + "candidates of \(cell): its row holds \(listed(row)) and its box \(listed(box)); "
            + "its column, further down, "
            + (columnOnly.isEmpty ? "adds no other digit" : "adds \(listed(columnOnly))")
            + ", so only \(listed(candidates)) are left.",
          pt: "\(given) é uma pista, \(placed) um dígito colocado, e \(candidates.joined()) são "
            + "os candidatos de \(cell): a sua linha tem \(listed(row)) e a sua caixa "
            + "\(listed(box)); a sua coluna, mais abaixo, "
            + (columnOnly.isEmpty
              ? "não acrescenta nenhum outro dígito" : "acrescenta \(listed(columnOnly))")
            + ", por isso só restam \(listed(candidates)).")),
      .gap,
      .prose(
        inLanguage(
          en: "Solving is removing candidates, by reasoning, until a cell has one left or a "
            + "digit has one place left in a house; then that digit is placed. A technique is a "
            + "pattern of candidates that proves a removal or a placement: each lesson teaches "
            + "one, the simplest first.",
          pt: "Resolver é eliminar candidatos, pelo raciocínio, até que uma casa fique com um "
            + "só, ou um dígito com um só lugar numa unidade; então esse dígito é colocado. Uma "
            + "técnica é um padrão de candidatos que prova uma eliminação ou uma colocação: "
            + "cada lição ensina uma, primeiro as mais simples.")),
      .gap,
      .prose(
        inLanguage(
          en: "In a drill the board comes from a puzzle solved part way, and earlier steps may "
            + "have removed some candidates already: answers are judged on the candidates shown.",
          pt: "Num exercício, a grelha vem de um puzzle resolvido em parte, e passos anteriores "
            + "podem já ter eliminado alguns candidatos: as respostas são avaliadas pelos "
            + "candidatos mostrados.")),
    ]
  }

  private static var boardPage: [Part] {
    [
      .prose(
        inLanguage(
          en: "The compact board has one line per row: row numbers run down the left, column "
            + "numbers along the top, and the frame marks the boxes. The full board gives every "
            + "digit its own place in a cell: 1 top left, 5 in the middle, 9 bottom right. Row 1 "
            + "again, full:",
          pt: "A grelha compacta tem uma linha de texto por linha: os números das linhas descem "
            + "pela esquerda, os das colunas estão no topo, e a moldura marca as caixas. A grelha "
            + "completa dá a cada dígito o seu lugar na casa: o 1 em cima à esquerda, o 5 ao "
            + "meio, o 9 em baixo à direita. De novo a linha 1, completa:")),
      .board(.full),
      .prose(
        inLanguage(
          en: "Boards are full when the whole board fits the terminal, else compact; "
            + "board full".keptTogether + ", " + "board compact".keptTogether + " or "
            + "board auto".keptTogether + " chooses. With a drill or a puzzle open, "
            + "board 4".keptTogether + " shows only the 4s: where 4 is placed and where it can "
            + "still go.",
          pt: "A grelha aparece completa quando cabe toda no terminal, senão compacta; "
            + "board full".keptTogether + ", " + "board compact".keptTogether + " ou "
            + "board auto".keptTogether + " escolhe. Com um exercício ou um puzzle aberto, "
            + "board 4".keptTogether + " mostra só os 4: onde o 4 está colocado e onde ainda "
            + "pode ficar.")),
      .gap,
      .prose(
        inLanguage(
          en: "Under every board a line names the marks it uses:",
          pt: "Por baixo de cada grelha, uma linha explica as marcas usadas:")),
      .terms([
        ("[5]", inLanguage(en: "a given", pt: "uma pista")),
        ("(5)", inLanguage(en: "a placed digit", pt: "um dígito colocado")),
        (
          "*",
          inLanguage(
            en: "a pattern cell, marked by a hint or show",
            pt: "uma casa do padrão, marcada por uma dica ou por show")
        ),
        (
          "x7",
          inLanguage(
            en: "a candidate the step removes, struck through in colour",
            pt: "um candidato que o passo elimina, riscado a cores")
        ),
        (
          ">",
          inLanguage(
            en: "the cell a study game's reveal leads to",
            pt: "a casa a que leva a revelação de um jogo de estudo")
        ),
      ]),
    ]
  }

  private static var answersPage: [Part] {
    [
      .prose(
        inLanguage(
          en: "Answers use the notation of the HoDoKu solver (case and spaces don't matter):",
          pt: "As respostas usam a notação do HoDoKu (maiúsculas e espaços não contam):")),
      .fixed(
        inLanguage(
          en: """
              r3c5=7           place 7 in r3c5 (r3c5:7 too)
              r3c5<>7          remove the candidate 7 from r3c5 (r3c5-7 and -7r3c5 too)
              r1c789<>5        remove 5 from r1c7, r1c8 and r1c9
              r12c1<>3         remove 3 from r1c1 and r2c1
              r8c7<>39         remove 3 and 9 from r8c7
              r1c7<>5 r2c7<>5  several parts on one line (spaces or commas between)
            """,
          pt: """
              r3c5=7           coloca o 7 em r3c5 (também r3c5:7)
              r3c5<>7          elimina o candidato 7 de r3c5 (também r3c5-7 e -7r3c5)
              r1c789<>5        elimina o 5 de r1c7, r1c8 e r1c9
              r12c1<>3         elimina o 3 de r1c1 e de r2c1
              r8c7<>39         elimina o 3 e o 9 de r8c7
              r1c7<>5 r2c7<>5  várias partes numa linha (separadas por espaços ou vírgulas)
            """)),
      .prose(
        inLanguage(
          en: "A placement names one cell and one digit: r12c1=3 is refused.",
          pt: "Uma colocação indica uma só casa e um só dígito: r12c1=3 é recusado.")),
      .gap,
      .prose(
        inLanguage(
          en: "lesson 1 (or lesson hidden-single) opens the first lesson and a drill: a board "
            + "with at least one instance of the lesson's technique. Answer with what an "
            + "instance does, its placement or its removals, one or several: any true instance "
            + "counts. review mixes the techniques you have started, without naming which.",
          pt: "lesson 1 (ou lesson hidden-single) abre a primeira lição e um exercício: uma "
            + "grelha com pelo menos uma ocorrência da técnica da lição. Responda com o que uma "
            + "ocorrência faz, a sua colocação ou as suas eliminações, uma ou várias: qualquer "
            + "ocorrência verdadeira conta. review mistura as técnicas que já começou, sem "
            + "dizer qual.")),
      .gap,
      .prose(
        inLanguage(
          en: "Your first judged answer decides the drill's mastery step (a technique is "
            + "mastered at \(TechniqueProgress.maximumMastery)). Input that can't be read, the "
            + "wrong kind of answer (a placement where the lesson removes candidates) and a "
            + "filled cell are not judged: try again. A miss is explained; drill opens the next "
            + "drill.",
          pt: "A sua primeira resposta avaliada decide o passo de domínio do exercício (uma "
            + "técnica fica dominada ao chegar a \(TechniqueProgress.maximumMastery)). O que não "
            + "se consegue ler, uma resposta do tipo errado (uma colocação quando a lição "
            + "elimina candidatos) e uma casa já preenchida não são avaliados: tente de novo. "
            + "Uma resposta errada é explicada; drill abre o exercício seguinte.")),
    ]
  }

  private static var stuckPage: [Part] {
    let levels = Difficulty.allCases.map(\.rawValue)
    let others = listed(Array(levels.dropFirst()), or: true)
    let caps = StudyText.revealCaps.map(\.keptTogether).joined(separator: ", ")
    return [
      .prose(inLanguage(en: "In a drill:", pt: "Num exercício:")),
      .terms([
        (
          "hint",
          inLanguage(
            en: "where to look: a house and a digit; hint again marks the pattern on the board; "
              + "a third time says show is next",
            pt: "onde procurar: uma unidade e um dígito; hint outra vez marca o padrão na "
              + "grelha; à terceira, diz que a seguir vem show")
        ),
        (
          "show",
          inLanguage(
            en: "one instance marked on the board, its step and why it holds",
            pt: "uma ocorrência marcada na grelha, o seu passo e porque é válido")
        ),
        ("skip", inLanguage(en: "show, and the drill closes", pt: "show, e o exercício fecha")),
      ]),
      .prose(
        inLanguage(
          en: "Each costs the drill's mastery step; after hint or show you can still answer.",
          pt: "Cada um custa o passo de domínio do exercício; depois de hint ou show ainda pode "
            + "responder.")),
      .gap,
      .prose(
        inLanguage(
          en: "study \(levels[0]) (or \(others)) opens a whole puzzle, saved as you go; moves "
            + "use the answer notation, several on a line, and r3c5=0 clears a digit you placed.",
          pt: "study \(levels[0]) (ou \(others)) abre um puzzle inteiro, guardado à medida que "
            + "joga; as jogadas usam a notação das respostas, várias numa linha, e r3c5=0 apaga "
            + "um dígito que colocou.")),
      .terms([
        (
          "hint",
          inLanguage(
            en: "where to look and with what; hint again (or show) is a reveal: the step "
              + "marked, explained and applied. Reveals a game: " + caps,
            pt: "onde procurar e com quê; hint outra vez (ou show) é uma revelação: o passo "
              + "marcado, explicado e aplicado. Revelações por jogo: " + caps)
        ),
        (
          "undo",
          inLanguage(
            en: "takes back the last line of moves or a reveal (up to \(StudyGame.undoLimit)); "
              + "it refunds no hint and erases no mistake",
            pt: "anula a última linha de jogadas ou uma revelação (até \(StudyGame.undoLimit)); "
              + "não devolve dicas nem apaga erros")
        ),
        (
          "check",
          inLanguage(
            en: "names the cells holding a wrong digit (it counts as a hint)",
            pt: "indica as casas com um dígito errado (conta como dica)")
        ),
        (
          "practise",
          inLanguage(
            en: "opens the lesson of the technique the last hint named; back returns to the "
              + "puzzle",
            pt: "abre a lição da técnica que a última dica indicou; back volta ao puzzle")
        ),
      ]),
      .prose(
        inLanguage(
          en: "help lists the commands of what is open; sound off silences the bell.",
          pt: "help lista os comandos do que está aberto; sound off desliga o sinal sonoro.")),
    ]
  }
}
