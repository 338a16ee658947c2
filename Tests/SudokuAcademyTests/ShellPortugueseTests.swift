import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy
@testable import sudoku_academy

/// The shell's own sentences and the screen in Portuguese (issue 20): the same commands as
/// `ShellTests`, `StudyShellTests` and `SoundTests` under `--language pt`, with no English left in
/// the lines the shell and the renderers make, exact lines where plurals and gender matter, and the
/// lessons table, the progress table and the legends within 80 columns.
///
/// Lines made by the words layer (verdicts, step reasons, study and challenge messages, the
/// lessons' own text, help) are other files' and are left out of the leak checks here: each check
/// names the lines it reads.
@Suite struct ShellPortugueseTests {

  /// The output of `line`, on its own.
  static func said(_ shell: Shell, _ transcript: ShellTests.Transcript, _ line: String) -> String {
    transcript.lines = []
    _ = shell.handle(line)
    return transcript.text
  }

  static func expectPortuguese(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!text.isEmpty, sourceLocation: sourceLocation)
    #expect(EnglishLeak.words(in: text).isEmpty, "\(text)", sourceLocation: sourceLocation)
  }

  /// Prose as one line: the wrapping's line breaks (and their hanging indent) undone.
  static func flat(_ text: String) -> String {
    text.replacingOccurrences(of: "\n  ", with: " ")
  }

  /// Every line wider than `columns` display columns.
  static func tooWide(_ text: String, columns: Int = 79) -> [String] {
    text.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > columns }
  }

  // MARK: The session

  @Test func theWelcomeAndTheLessonList() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    shell.start()
    let text = transcript.text
    Self.expectPortuguese(text)
    #expect(
      text.hasPrefix(
        "Sudoku Academy — \(CountWords.portuguese) técnicas de resolução em puzzles sempre novos.\nEscreva help, ou "
          + "prima Tab. Nunca jogou Sudoku? Escreva rules.\n"))
    #expect(text.contains("   1 Único escondido  □□□□□   ← a seguir"))
  }

  @Test func unknownCommandsAnswersWithoutADrillAndArguments() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    let unknown = Self.said(shell, transcript, "lesons")
    #expect(
      unknown
        == "Comando desconhecido: «lesons». Queria dizer «lessons»? Escreva help para ver\n  os "
        + "comandos, ou responda como r3c5=7 ou r1c7<>5.")
    let lines = [
      "lesons", "xyzzy", "r1c1=5", "quit now", "lesson 99", "lesson", "guide pointng", "board",
      "board 4", "board full", "board auto", "board 0", "review", "back", "practise", "study foo",
      "study eassy", "reset", "reset nothing", "reset all", "sound", "sound on", "sound maybe",
      "sound off", "hint", "undo", "steps",
    ]
    for line in lines {
      Self.expectPortuguese(Self.said(shell, transcript, line))
    }
    #expect(
      Self.said(shell, transcript, "quit now")
        == "quit não leva argumentos: escreva quit sozinho (uso: quit).")
    #expect(
      Self.said(shell, transcript, "r1c1=5")
        == "Não há nenhum exercício aberto a que responder. Escreva lesson <número> para\n  "
        + "começar um, ou drill para o seguinte.")
    let long = String(repeating: "x", count: Shell.maximumLineLength + 1)
    let refused = Self.said(shell, transcript, long)
    Self.expectPortuguese(refused)
    #expect(refused.hasPrefix("Linha demasiado longa"))
  }

  @Test func theSessionSummaryCountsInPortuguese() {
    Language.$current.withValue(.portuguese) {
      #expect(
        Shell.sessionSummary(drills: 1, steps: 1)
          == "Nesta sessão: 1 exercício, 1 passo de domínio. Até à próxima.")
      #expect(
        Shell.sessionSummary(drills: 3, steps: 2)
          == "Nesta sessão: 3 exercícios, 2 passos de domínio. Até à próxima.")
      #expect(
        Shell.sessionSummary(drills: 2, steps: 0)
          == "Nesta sessão: 2 exercícios, nenhum passo de domínio. Até à próxima.")
    }
  }

  @Test func aSessionEndsWithItsSummary() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("lesson 1")
    _ = shell.handle(try #require(shell.focus.drill?.state.drill.answers.first))
    transcript.lines = []
    shell.finish()
    #expect(transcript.text == "Nesta sessão: 1 exercício, 1 passo de domínio. Até à próxima.")
  }

  // MARK: Lessons and drills

  @Test(arguments: [
    RenderStyle(color: false, unicode: true), RenderStyle(color: false, unicode: false),
  ])
  func theLessonsTableAlignsAndFits(style: RenderStyle) throws {
    // Every flag on: a next lesson and reviews due.
    let progress = """
      {"version": 1, "techniques": {
        "hidden-single": {"mastery": 5, "attempted": 6, "firstTry": 5, "lastPractised": "2026-11-20T10:00:00Z"},
        "naked-single": {"mastery": 5, "attempted": 6, "firstTry": 5, "lastPractised": "2026-11-20T10:00:00Z"},
        "pointing": {"mastery": 2, "attempted": 4, "firstTry": 2, "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let (shell, transcript, _) = try TestShell.make(
      language: .portuguese, style: style, progressFile: progress)
    shell.now = { Date(timeIntervalSince1970: 1_796_029_200) }  // 2026-11-30T09:00:00Z
    let list = Self.said(shell, transcript, "lessons")
    Self.expectPortuguese(list)
    #expect(Self.tooWide(list).isEmpty, "\(list)")
    let lines = list.split(separator: "\n").map(String.init)
    #expect(lines.count == Technique.allCases.count)
    // The meters start in one column, after the longest title and a space at least.
    let meterColumns = Set(
      lines.map { line in
        DisplayWidth.of(line.prefix { $0 != "■" && $0 != "□" && $0 != "[" })
      })
    #expect(meterColumns == [22], "\(list)")
    if style.unicode {
      #expect(
        list == """
             1 Único escondido  ■■■■■   ← revisão pendente
             2 Único nu         ■■■■■   ← revisão pendente
             3 Apontamento      ■■□□□   ← a seguir
             4 Reivindicação    □□□□□
             5 Par nu           □□□□□
             6 X-Wing           □□□□□
             7 Par escondido    □□□□□
             8 Trio nu          □□□□□
             9 Trio escondido   □□□□□
            10 Arranha-céus     □□□□□
            11 Swordfish        □□□□□
            12 XY-Wing          □□□□□
            13 Papagaio         □□□□□
            14 Retângulo vazio  □□□□□
            15 Finned X-Wing    □□□□□
            16 W-Wing           □□□□□
            17 XYZ-Wing         □□□□□
            18 Coloração        □□□□□
          """)
    }
  }

  @Test func aLessonOpensItsDrillInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    let opened = Self.said(shell, transcript, "lesson 3").split(separator: "\n").map(String.init)
    // The lesson's title and summary come first, from its file.
    let guideLine = try #require(opened.firstIndex { $0.hasPrefix("(guide") })
    let ours = opened[guideLine...].joined(separator: "\n")
    Self.expectPortuguese(ours)
    #expect(
      Self.flat(ours).contains(
        "(guide mostra a lição completa: a ideia, como encontrar o padrão, um exemplo resolvido.)"))
    #expect(
      ours.contains(
        "Exercício 1 · semente \(shell.focus.drill!.state.drill.seed) · apontamento: elimine um "
          + "candidato (como r1c7<>5)"))
    #expect(ours.contains("Marcas: [5] pista"))
    #expect(Self.tooWide(ours).isEmpty)
  }

  @Test func theDrillHeaderShortensToOneLine() throws {
    let (shell, _, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("lesson 1")
    let drill = try #require(shell.focus.drill?.state.drill)
    Language.$current.withValue(.portuguese) {
      for width in [79, 60, 50, 40] {
        for review in [false, true] {
          let header = DrillText.header(drill, number: 12, review: review, within: width)
          Self.expectPortuguese(header)
          // One line, or two cut after the seed when one is too narrow for it.
          let lines = header.split(separator: "\n")
          #expect(lines.count <= 2, "\(header)")
          if lines.count == 2 { #expect(lines[0].hasSuffix("semente \(drill.seed)")) }
          if lines.contains(where: { DisplayWidth.of($0) > width }) {
            // Only the part before the answer example is left, and it is too wide on its own.
            #expect(!header.contains("("), "\(header)")
          }
        }
      }
      #expect(
        DrillText.reviewHeader(drill, number: 3, style: RenderStyle(color: false, unicode: true))
          == "Revisão 3 · semente \(drill.seed) · encontre um passo (responda como r1c7<>5 ou "
          + "r3c5=7)")
      #expect(
        DrillText.header(SharedDrills.drill(.nakedSingle, seed: 1))
          .hasSuffix(" único nu: coloque um dígito (responda como r3c5=7)"))
      let closing = DrillText.reviewClosing(drill, number: 2)
      Self.expectPortuguese(closing)
      #expect(closing.hasPrefix("A revisão 2 foi preparada para um único escondido; reconstrua-a"))
    }
  }

  /// Every technique's pattern drawn on its drill's board, as `show` draws it: within 79
  /// columns, and the legend in Portuguese (a skyscraper's ends are roofs, an XY-Wing's pincers).
  @Test(arguments: Technique.allCases)
  func boardsAndLegendsFit(technique: Technique) throws {
    let drill = SharedDrills.drill(technique, seed: 7)
    let step = try #require(Finder.steps(technique, in: drill.grid).first)
    try Language.$current.withValue(.portuguese) {
      let marks = BoardMarks(step: step, grid: drill.grid)
      for view in [BoardView.full, .compact] {
        for style in [RenderStyle.plain, RenderStyle(color: false, unicode: true)] {
          let text = BoardRenderer(style: style).render(
            drill.grid, marks: marks, view: view, width: 79)
          #expect(Self.tooWide(text).isEmpty, "\(text)")
          let legend = try #require(text.split(separator: "\n").last { $0.hasPrefix("Marcas:") })
          Self.expectPortuguese(String(legend))
          if let noun = technique.endNoun, !marks.ends.isEmpty {
            #expect(text.contains("^ \(noun)"), "\(text)")
            #expect(
              ["telhado", "pinça", "ponta", "elo", "barbatana", "casa da ligação", "outra cor"]
                .contains(
                  noun))
          }
        }
      }
      let digit = BoardRenderer(style: .plain).digit(step.digits.first!, in: drill.grid)
      #expect(Self.tooWide(digit).isEmpty, "\(digit)")
    }
  }

  /// A meter filled: the line agrees with the technique's gender, and names the next lesson.
  @Test(arguments: [
    (Technique.claiming, "  Reivindicação dominada. A seguir: lição 5, par nu."),
    (Technique.xWing, "  X-Wing dominado. A seguir: lição 7, par escondido."),
    (Technique.xyWing, "  XY-Wing dominado. A seguir: lição 13, papagaio."),
    (Technique.twoStringKite, "  Papagaio dominado. A seguir: lição 14, retângulo vazio."),
    (Technique.finnedXWing, "  Finned X-Wing dominado. A seguir: lição 16, W-Wing."),
    (Technique.wWing, "  W-Wing dominado. A seguir: lição 17, XYZ-Wing."),
    (Technique.xyzWing, "  XYZ-Wing dominado. A seguir: lição 18, coloração."),
    (
      Technique.simpleColors,
      "  Coloração dominada. Dominou as \(CountWords.portuguese) técnicas — parabéns."
    ),
  ])
  func masteringALesson(technique: Technique, said: String) throws {
    let entries = Technique.allCases.prefix(technique.number).map { earlier in
      "\"\(earlier.rawValue)\": {\"mastery\": \(earlier == technique ? 4 : 5), \"attempted\": 5, "
        + "\"firstTry\": 5, \"lastPractised\": \"2026-11-29T10:00:00Z\"}"
    }
    let progress = "{\"version\": 1, \"techniques\": {\(entries.joined(separator: ", "))}}"
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, progressFile: progress)
    _ = shell.handle("lesson \(technique.number)")
    let reply = Self.said(
      shell, transcript, try #require(shell.focus.drill?.state.drill.answers.first))
    let lines = reply.split(separator: "\n").map(String.init)
    #expect(lines.contains(said), "\(reply)")
    #expect(lines.contains("  Domínio ■■■■■ (5/5). Escreva drill para o seguinte."), "\(reply)")
    // The verdict (which may wrap) is the words layer's; the lines from the meter on are the shell's.
    let meter = try #require(lines.firstIndex { $0.hasPrefix("  Domínio") })
    let ours = lines[meter...].joined(separator: "\n")
    Self.expectPortuguese(ours)
    #expect(ours.contains("  Próxima revisão d"), "\(reply)")
  }

  @Test func showSkipAndTheClosedDrill() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, seed: 3)
    _ = shell.handle("lesson pointing")
    let shown = Self.said(shell, transcript, "show")
    #expect(shown.contains("Marcas:"))
    #expect(shown.contains("candidato eliminado"))
    #expect(
      shown.hasSuffix(
        "  Responda quando quiser (este exercício já não dá passo de domínio)."))
    let skipped = Self.said(shell, transcript, "skip")
    #expect(skipped.hasSuffix("Exercício saltado. Escreva drill para o seguinte."))
    let closed = Self.said(shell, transcript, "r1c1<>5")
    #expect(closed == "Este exercício está fechado. Escreva drill para o seguinte.")
    // The board and its legend, without the step's description and reason (the words layer's).
    let legend = shown.split(separator: "\n").filter { $0.hasPrefix("Marcas") }
    Self.expectPortuguese(legend.joined(separator: "\n"))
  }

  @Test func hintsEndInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, seed: 3)
    _ = shell.handle("lesson pointing")
    _ = shell.handle("hint")
    let pattern = Self.said(shell, transcript, "hint")
    #expect(pattern.contains("* casa do padrão"))
    #expect(
      Self.said(shell, transcript, "hint")
        == "Não há mais dicas para este exercício: escreva show para ver uma ocorrência\n  "
        + "completa, ou skip para avançar.")
  }

  @Test func reviewAndGuideClosingLines() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    #expect(
      Self.said(shell, transcript, "review")
        == "A revisão mistura as lições que já começou; ainda não começou nenhuma. Comece\n  com "
        + "lesson 1.")
    let guide = Self.said(shell, transcript, "guide 2")
    for heading in [
      "Ideia", "Como encontrar", "Exemplo resolvido", "Como responder", "Erros comuns",
    ] {
      #expect(guide.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(guide.hasSuffix("Escreva lesson 2 para a praticar."))
    #expect(
      Self.flat(Self.said(shell, transcript, "guide pointng")).hasPrefix(
        "Não há nenhuma lição «pointng». Queria dizer «pointing»?"))
  }

  // MARK: Boards

  @Test func boardViewsAndTheOneDigitLook() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, seed: 11)
    #expect(
      Self.said(shell, transcript, "board compact")
        == "A partir de agora, as grelhas serão desenhadas na vista compacta.")
    _ = shell.handle("lesson 3")
    let auto = Self.flat(Self.said(shell, transcript, "board auto"))
    #expect(
      auto.hasPrefix(
        "A partir de agora, as grelhas são desenhadas na vista completa quando cabem, senão na compacta:"
      ))
    let digit = Self.said(shell, transcript, "board 4")
    let last = String(digit.split(separator: "\n").last!)
    let grid = shell.focus.drill!.state.drill.grid
    let open = grid.emptyCells.filter { grid.candidates(at: $0).contains(4) }.count
    #expect(last.hasPrefix("Dígito 4: [4] pista, (4) colocado ("))
    #expect(last.hasSuffix("4 como candidato (\(open) casas)"))
    Self.expectPortuguese(digit)
    #expect(Self.tooWide(digit).isEmpty)
    #expect(
      Self.flat(Self.said(shell, transcript, "board 0")).hasPrefix(
        "board aceita full, compact ou auto (como as grelhas são desenhadas)"))
  }

  @Test func legendsWrapUnderTheirFirstMark() {
    Language.$current.withValue(.portuguese) {
      let renderer = BoardRenderer(style: RenderStyle(color: false, unicode: true))
      var grid = Grid(givens: Puzzle(text: StudyShellTests.puzzle)!)
      // A placed digit beside the givens.
      let other = grid.emptyCells[1]
      grid.place(grid.candidates(at: other).first!, at: other)
      let cell = grid.emptyCells[0]
      let digit = grid.candidates(at: cell).first!
      var marks = BoardMarks()
      marks.patternCells = [cell]
      marks.targets = [grid.emptyCells[2]]
      marks.removed = [Candidate(cell, digit)]
      let legend = renderer.legend(grid, marks: marks, width: 40)
      #expect(
        legend == """
          Marcas: [5] pista   (5) colocado
                  * casa do padrão   > alvo
                  x7 candidato eliminado
          """)
      let oneLine = renderer.legend(grid, marks: marks)
      #expect(
        oneLine
          == "Marcas: [5] pista   (5) colocado   * casa do padrão   > alvo   x7 candidato eliminado"
      )
      Self.expectPortuguese(oneLine)
      #expect(
        BoardRenderer.tooNarrow(needed: 52, columns: 40)
          == "Esta grelha precisa de um terminal com 52 colunas de largura (este tem 40): "
          + "alargue-o, e board mostra a grelha de novo.")
    }
  }

  // MARK: Progress

  @Test(arguments: [
    RenderStyle(color: false, unicode: true), RenderStyle(color: false, unicode: false),
  ])
  func theProgressViewFitsAndReadsInPortuguese(style: RenderStyle) throws {
    // Long values in every column: times in minutes, three-digit counts, trends and dates.
    let times = "[200000, 190000, 180000, 170000, 160000, 150000, 140000, 130000, 120000, 110000]"
    let entries = Technique.allCases.map { technique in
      "\"\(technique.rawValue)\": {\"mastery\": 3, \"attempted\": 999, \"firstTry\": 500, "
        + "\"lastPractised\": \"2026-11-29T10:00:00Z\", \"answerTimes\": \(times)}"
    }
    let progress = "{\"version\": 1, \"techniques\": {\(entries.joined(separator: ", "))}}"
    let (shell, _, _) = try TestShell.make(
      language: .portuguese, style: style, progressFile: progress)
    let now = Date(timeIntervalSince1970: 1_796_029_200)
    let blocks = Language.$current.withValue(.portuguese) {
      ProgressView.blocks(shell.state, style: style, now: now)
    }
    let screen = Screen(style: style, size: { nil }, write: { _ in })
    let table = screen.text(blocks[0])
    #expect(Self.tooWide(table).isEmpty, "\(table)")
    let lines = table.split(separator: "\n").map(String.init)
    #expect(
      lines[0]
        == "   #  Técnica          Domínio  Exerc. 1.ª tent.  Tempo  Tendência   Última vez")
    // The heading is as wide as the rows (a date), and all of them fit 80 columns.
    #expect(DisplayWidth.of(lines[0]) == DisplayWidth.of(lines[1]))
    #expect(DisplayWidth.of(lines[0]) <= 80)
    #expect(lines[1].hasPrefix("   1  Único escondido  "))
    #expect(lines[1].hasSuffix(style.unicode ? "  2026-11-29" : "  a acelerar  2026-11-29"))
    // Every row is as wide as the others: the table aligns by display width.
    let widths = Set(lines.dropFirst().map { DisplayWidth.of($0) })
    #expect(widths.count == 1, "\(table)")
    // The table and the prose under it, but the challenge ladder (the words layer's).
    let ours = blocks.dropLast().map(screen.text).joined(separator: "\n")
    Self.expectPortuguese(ours)
    #expect(ours.contains("\nA seguir: lição 1, único escondido."))
  }

  @Test func theProgressProseNamesReviewsInPortuguese() throws {
    let progress = """
      {"version": 1, "techniques": {
        "hidden-single": {"mastery": 5, "attempted": 6, "firstTry": 5, "lastPractised": "2026-11-29T10:00:00Z"},
        "naked-single": {"mastery": 2, "attempted": 4, "firstTry": 2, "lastPractised": "2026-11-30T08:00:00Z"}}}
      """
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, progressFile: progress)
    shell.now = { Date(timeIntervalSince1970: 1_796_029_200) }  // 2026-11-30T09:00:00Z
    let text = Self.said(shell, transcript, "progress")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("   3  Apontamento      □□□□□         0         -      -              nunca"))
    #expect(lines.contains("A seguir: lição 2, único nu."))
    #expect(lines.contains("Revisões: único escondido dentro de um dia."))
    Language.$current.withValue(.portuguese) {
      let now = Date(timeIntervalSince1970: 0)
      #expect(ProgressView.dueText(now, now: now) == "pendente")
      #expect(
        ProgressView.dueText(now.addingTimeInterval(3 * 86_400), now: now) == "daqui a 3 dias")
      let ascii = RenderStyle(color: false, unicode: false)
      #expect(ProgressView.trend([100, 100, 50, 50], style: ascii) == "a acelerar")
      #expect(ProgressView.trend([50, 50, 100, 100], style: ascii) == "a abrandar")
      #expect(ProgressView.trend([50, 50, 50, 50], style: ascii) == "estável")
    }
  }

  /// Four levels of study records wrap in Portuguese too, under the first level.
  @Test func theStudyLineWrapsUnderItself() throws {
    let state = ProgressState.empty.applying(
      Difficulty.allCases.flatMap { level in
        [
          ProgressDelta.studySolved(level, seconds: 3_725, hints: 12),
          .studySolved(level, seconds: 4_000, hints: 15),
        ]
      })
    let table = Language.$current.withValue(.portuguese) {
      ProgressView.table(state, style: .plain)
    }
    let lines = table.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("Estudo: ") })
    let ladder = try #require(lines.lastIndex { !$0.hasPrefix(" ") })
    let study = Array(lines[start..<ladder])
    #expect(study.count > 1, "\(table)")
    #expect(study[0].hasPrefix("Estudo: "), "\(table)")
    for line in study.dropFirst() {
      #expect(line.hasPrefix("        ") && line.dropFirst(8).first?.isLetter == true, "\(line)")
    }
    #expect(Self.tooWide(table).isEmpty, "\(table)")
  }

  // MARK: Reset and confirmations

  @Test func resetAsksAndRepliesInPortuguese() throws {
    let progress = """
      {"version": 1, "techniques": {"pointing": {"mastery": 3, "attempted": 4, "firstTry": 3}}}
      """
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, progressFile: progress)
    #expect(
      Self.said(shell, transcript, "reset pointing")
        == "Num script, reset precisa de --yes (reset pointing --yes); nada foi reposto.")
    #expect(shell.state[.pointing].mastery == 3)
    #expect(
      Self.said(shell, transcript, "reset pointing --yes")
        == "O seu progresso em apontamento foi reposto a zero.")
    #expect(
      Self.said(shell, transcript, "reset study --yes")
        == "Os seus registos de estudo foram repostos a zero.")
    #expect(
      Self.said(shell, transcript, "reset all --yes") == "Todo o seu progresso foi reposto a zero.")
  }

  @Test func aQuestionInPortugueseTakesSim() throws {
    let progress = """
      {"version": 1, "techniques": {"claiming": {"mastery": 2, "attempted": 2, "firstTry": 2}}}
      """
    let (shell, transcript, _) = try TestShell.make(
      language: .portuguese, interactive: true, progressFile: progress)
    var asked: [String] = []
    var completions: [[String]] = []
    shell.confirm = { question in
      asked.append(question)
      completions.append(shell.completions(before: ""))
      return Shell.confirms("não")
    }
    #expect(Self.said(shell, transcript, "reset claiming") == "Nada foi reposto.")
    #expect(
      asked == ["Repor o seu progresso em reivindicação a zero? Escreva sim para confirmar: "])
    #expect(completions == [["sim", "não"]])
    #expect(shell.state[.claiming].mastery == 2)
    shell.confirm = { _ in Shell.confirms("s") }
    #expect(
      Self.said(shell, transcript, "reset claiming")
        == "O seu progresso em reivindicação foi reposto a zero.")
    #expect(shell.state[.claiming].mastery == 0)
  }

  @Test func whatConfirmsInEachLanguage() {
    let replies = ["yes", " YES ", "y", "sim", "S", "s", "", "não", "no", "yes please", "simm"]
    let english = replies.filter(Shell.confirms)
    let portuguese = Language.$current.withValue(.portuguese) { replies.filter(Shell.confirms) }
    #expect(english == ["yes", " YES "])
    #expect(portuguese == ["yes", " YES ", "y", "sim", "S", "s"])
  }

  // MARK: Study

  @Test func studyLinesInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    let started = Self.said(shell, transcript, "study hard")
    // The opening line is the shell's; the header under it is the words layer's.
    let opening = String(started.split(separator: "\n")[0])
    Self.expectPortuguese(opening)
    #expect(opening.hasPrefix("Um puzzle novo de nível "))
    let replace = Self.flat(Self.said(shell, transcript, "study easy"))
    Self.expectPortuguese(replace)
    #expect(replace.hasPrefix("Isto substituiria o seu jogo por acabar ("))
    #expect(replace.contains(") por um jogo novo de nível "))
    #expect(replace.hasSuffix("Nada foi substituído."))
    let pasted = Self.flat(Self.said(shell, transcript, "study \(StudyShellTests.puzzle)"))
    #expect(pasted.contains(") pelo puzzle colado; escreva study <puzzle> --yes"), "\(pasted)")
    #expect(
      Self.said(shell, transcript, "back") == "O puzzle já está aberto; board mostra-o de novo.")
    let clear = Self.said(shell, transcript, "clear")
    #expect(clear == "clear precisa de uma casa, como clear r3c5.")
    let steps = Self.flat(Self.said(shell, transcript, "steps"))
    Self.expectPortuguese(steps)
    #expect(steps.hasSuffix("O jogo não foi abandonado."))
    #expect(shell.prompt.contains(" estudo "))
    _ = shell.handle("lesson 1")
    #expect(
      Self.said(shell, transcript, "undo")
        == "undo é para o seu puzzle de estudo: escreva back para voltar a ele.")
    let back = Self.said(shell, transcript, "back")
    #expect(back.hasPrefix("De volta ao seu puzzle.\n"))
    transcript.lines = []
    shell.finish()
    let farewell = Self.flat(transcript.text).split(separator: "\n").map(String.init)
    #expect(farewell.first?.hasPrefix("O seu jogo de estudo (") == true, "\(farewell)")
    #expect(farewell.first?.hasSuffix(") está guardado: escreva study para o retomar.") == true)
    Self.expectPortuguese(farewell.joined(separator: "\n"))
  }

  @Test func aChallengeReplacingAStudyGameAsksFirst() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("study hard")
    let refused = Self.flat(Self.said(shell, transcript, "challenge"))
    #expect(refused.hasPrefix("Isto substituiria o seu jogo por acabar ("), "\(refused)")
    #expect(refused.contains(") pelo "), "\(refused)")
    #expect(
      refused.contains("; escreva challenge --yes para o substituir, ou study para o retomar."))
  }

  @Test func replacingOnATerminalAsksInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese, interactive: true)
    _ = shell.handle("study hard")
    var asked: [String] = []
    shell.confirm = { question in
      asked.append(question)
      return false
    }
    // The question is wider than the line: its first part is said, the prompt is its last line.
    #expect(
      Self.said(shell, transcript, "study easy")
        == "Substituir o seu jogo por acabar (difícil) por um jogo novo de nível fácil?\n"
        + "Nada foi substituído; study retoma o seu jogo.")
    #expect(asked == ["Escreva sim para confirmar: "])
    let given = Self.said(shell, transcript, "steps")
    #expect(given == "O jogo não foi abandonado.")
    #expect(asked.last == "Abandonar este jogo e ver os passos? Escreva sim para confirmar: ")
  }

  @Test func practiseAndBackWithoutAGame() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    #expect(
      Self.said(shell, transcript, "back")
        == "Não há nenhum jogo de estudo a que voltar. Escreva study para começar um.")
    #expect(
      Self.said(shell, transcript, "practise")
        == "practise abre a lição da técnica que uma dica de estudo indicou; não há nenhum\n  jogo "
        + "de estudo aberto.")
    #expect(
      Self.said(shell, transcript, "study eassy")
        == "Não há nenhum nível «eassy». Queria dizer «easy»? study aceita easy, medium,\n  hard, "
        + "expert, master ou grandmaster, ou um puzzle (81 dígitos, ou uma linha\n  da biblioteca)."
    )
  }

  // MARK: Sound

  @Test func soundInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    let on = Self.said(shell, transcript, "sound on")
    Self.expectPortuguese(on)
    #expect(
      on
        == "Som ligado, agora e nas sessões seguintes: o terminal dá um sinal sonoro quando\n  um "
        + "jogo de estudo recusa um dígito que repete outro da sua linha, coluna ou\n  caixa, e "
        + "quando o puzzle fica resolvido. Só soa num terminal, por isso esta\n  sessão em "
        + "script fica em silêncio.")
    #expect(
      Self.flat(Self.said(shell, transcript, "sound")).hasPrefix(
        "O som está ligado: o terminal dá um sinal sonoro"))
    #expect(
      Self.said(shell, transcript, "sound off")
        == "Som desligado, agora e nas sessões seguintes: sem sinal sonoro. sound on volta\n  a "
        + "ligá-lo.")
    #expect(
      Self.said(shell, transcript, "sound")
        == "O som está desligado: sem sinal sonoro. sound on volta a ligá-lo.")
  }

  /// A sentence kept in a `static let` would keep the language of its first reader: English
  /// then Portuguese in one process says each in its own.
  @Test func soundSaysEachLanguageInTurn() throws {
    let (english, englishTranscript, _) = try TestShell.make()
    let (portuguese, portugueseTranscript, _) = try TestShell.make(language: .portuguese)
    #expect(Self.said(english, englishTranscript, "sound").hasPrefix("Sound is on: the terminal"))
    #expect(Self.said(portuguese, portugueseTranscript, "sound").hasPrefix("O som está ligado:"))
    #expect(Self.said(english, englishTranscript, "sound").hasPrefix("Sound is on: the terminal"))
  }
  /// The level names in prose are the reader's: the reveals a game allows, in `help study` and
  /// rules 5, say *fácil 3, médio 4*, not the keys `easy 3, medium 4`.
  @Test func revealCapsNameTheLevelsInPortuguese() {
    Language.$current.withValue(.portuguese) {
      #expect(
        StudyText.revealCaps == [
          "fácil 3", "médio 4", "difícil 5", "perito 6", "mestre 6", "grão-mestre 6",
        ])
    }
    Language.$current.withValue(.english) {
      #expect(
        StudyText.revealCaps == [
          "easy 3", "medium 4", "hard 5", "expert 6", "master 6", "grandmaster 6",
        ])
    }
  }
  /// `steps` heads HoDoKu's English step strings with a line saying what they are.
  @Test func stepsAreHeadedInPortuguese() throws {
    let (shell, transcript, _) = try TestShell.make(language: .portuguese)
    _ = shell.handle("study \(StudyShellTests.puzzle)")
    let steps = Self.said(shell, transcript, "steps --yes")
    #expect(steps.hasPrefix("Passos (notação HoDoKu):\nHidden Single: "), "\(steps)")
  }
}
