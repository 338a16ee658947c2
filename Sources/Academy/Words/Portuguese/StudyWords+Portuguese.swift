import SudokuCore

struct PortugueseStudyWords: StudyWords {
  private let grammar = PortugueseGrammar()

  func levelName(_ level: StudyLevel) -> String {
    switch level {
    case .easy: "fácil"
    case .medium: "médio"
    case .hard: "difícil"
    case .expert: "perito"
    case .master: "mestre"
    case .grandmaster: "grão-mestre"
    case .beyondTheCurriculum: "além das lições"
    }
  }

  var gameOver: String { "Este jogo terminou: study começa outro." }
  var nothingToUndo: String { "Nada a anular." }
  var checkClean: String {
    "Nenhum erro: todos os dígitos colocados estão certos e não foi eliminado nenhum candidato "
      + "necessário."
  }
  var beyondTheCurriculum: String {
    "As \(grammar.techniqueCount) técnicas não avançam a partir daqui: esta posição precisa de uma técnica que vai além "
      + "delas. check continua a encontrar erros."
  }

  func given(_ cell: Cell) -> String { "\(cell) é uma pista e não pode ser alterada." }

  func conflict(_ placement: Candidate, clashes: String) -> String {
    "\(placement.cell)=\(placement.digit) repete o \(placement.digit) de \(clashes): não foi "
      + "colocado e conta como erro."
  }

  var nothingChanged: String { "Nada mudou: " }

  func skipped(_ skip: StudySkip) -> String {
    switch skip {
    case .alreadyHolds(let candidate): "\(candidate.cell) já tem o \(candidate.digit)"
    case .alreadyEmpty(let cell): "\(cell) já está vazia"
    case .filled(let cell): "\(cell) está preenchida"
    case .notShown(let candidate): "\(candidate.cell) não mostra o \(candidate.digit)"
    case .nothingRemoved(let cell): "não foi eliminado nenhum candidato de \(cell)"
    case .notMarked(let candidate): "\(candidate.cell) não tem a nota \(candidate.digit)"
    case .alreadyMarked(let candidate): "\(candidate.cell) já tem a nota \(candidate.digit)"
    }
  }

  var nothingWasChanged: String { " Nada foi alterado." }

  func undid(_ move: StudyMove) -> String {
    move.isReveal ? "Revelação anulada: \(move)." : "Anulado: \(move)."
  }

  func placedAfterRemoving(_ candidates: [Candidate]) -> String {
    let named = grammar.list(candidates.map { "o \($0.digit) de \($0.cell)" })
    return "(Tinha eliminado \(named); "
      + (candidates.count == 1 ? "a colocação mantém-se.)" : "as colocações mantêm-se.)")
  }

  func fixIt(wrong: [Cell], removed: [Cell]) -> String {
    var sentences: [String] = []
    if !wrong.isEmpty {
      let cells = grammar.list(wrong.map(\.description))
      sentences.append(
        wrong.count == 1
          ? "\(cells) tem um dígito errado; apague-o com \(wrong[0])=0."
          : "\(cells) têm dígitos errados; apague-os (como \(wrong[0])=0).")
    }
    if !removed.isEmpty {
      let cells = grammar.list(removed.map(\.description))
      sentences.append(
        (sentences.isEmpty ? "f" : "F")
          + "oi eliminado de \(cells) um candidato de que a solução precisa; restore "
          + "\(removed[0]) repõe o que eliminou"
          + (removed.count == 1 ? "." : " (e o mesmo para as outras)."))
    }
    return "Corrija isto primeiro: " + sentences.joined(separator: " ")
  }

  func lead(_ lead: String?, aside: String?, revealsLeft: Int, cap: Int) -> String {
    let look = "Procure \(lead ?? "o próximo passo")." + (aside.map { " " + $0 } ?? "")
    return look + " " + revealing(again: "hint", revealsLeft: revealsLeft, cap: cap)
  }

  /// What the same hint again does: `hint outra vez revela-o (restam 3 de 5 revelações).`, or
  /// that no reveal is left.
  private func revealing(again command: String, revealsLeft: Int, cap: Int) -> String {
    guard revealsLeft > 0 else { return "Já não restam revelações neste jogo (usou as \(cap))." }
    return "\(command) outra vez revela-o (\(left(revealsLeft, of: cap)))."
  }

  /// `restam 3 de 5 revelações`, `resta 1 de 3 revelações`: the reveals left of the game's cap.
  private func left(_ count: Int, of cap: Int) -> String {
    (count == 1 ? "resta" : "restam")
      + " \(count) de \(cap) \(grammar.form(of: .reveal, count: cap))"
  }

  func cellLead(_ cell: Cell, chain: String?, single: String, revealsLeft: Int, cap: Int)
    -> String
  {
    let look =
      chain.map { "Antes de \(cell): procure \($0); então \(cell) é \(single)." }
      ?? "\(cell): procure \(single)."
    return look + " " + revealing(again: "hint \(cell)", revealsLeft: revealsLeft, cap: cap)
  }

  func cellLongChain(
    _ cell: Cell, eliminations: [String], singles: Int, first: String?, single: String,
    revealsLeft: Int, cap: Int
  ) -> String {
    let parts = eliminations + (singles > 0 ? [Phrasing.count(singles, .single)] : [])
    let start = first.map { ", a começar por \($0)" } ?? ""
    return "Antes de \(cell): procure \(Phrasing.list(parts))\(start); então \(cell) é \(single). "
      + revealing(again: "hint \(cell)", revealsLeft: revealsLeft, cap: cap)
  }

  func cellGiven(_ cell: Cell) -> String {
    "\(cell) é uma pista: não há nada a descobrir aí."
  }

  func cellAlreadyRight(_ cell: Cell) -> String {
    "\(cell) já tem o dígito certo."
  }

  func cellBeyondTheCurriculum(_ cell: Cell) -> String {
    "As \(grammar.techniqueCount) técnicas não conseguem colocar \(cell) a partir daqui. hint "
      + "sozinho dá o próximo passo da grelha."
  }

  func solved(time: String, counts: String, techniques: String) -> String {
    "Resolvido em \(time) — \(counts). Técnicas necessárias: "
      + "\(techniques.isEmpty ? "nenhuma" : techniques)."
  }

  func seed(_ seed: UInt64) -> String { "semente \(seed)" }
  var pasted: String { "colado" }

  func applied(revealsLeft: Int, cap: Int, practise technique: Technique?) -> String {
    "Aplicado (undo anula-o); \(left(revealsLeft, of: cap))."
      + (technique.map { " practise abre a lição \(ofThe($0))." } ?? "")
  }

  /// `do apontamento`, `da reivindicação`, `do X-Wing`: a technique after *de* and its article.
  private func ofThe(_ technique: Technique) -> String {
    grammar.article(technique.gender, plural: false, after: .of) + " " + technique.nameInSentence
  }

  var noRecordBeyondTheTwelve: String {
    "Não se guarda registo de um puzzle que vai além das \(grammar.techniqueCount) técnicas. Escreva study para outro."
  }

  var bestTime: String { "melhor tempo" }
  var fewestHelp: String { "menos dicas + revelações" }

  func recorded(solved: Int, bests: [String], level: Difficulty) -> String {
    let name = levelName(StudyLevel(level))
    let record = bests.count == 1 ? "Novo recorde" : "Novos recordes"
    return "Puzzles de nível \(name) resolvidos: \(solved)."
      + (bests.isEmpty ? "" : " \(record) no nível \(name): \(grammar.list(bests)).")
      + " Escreva study para outro."
  }

  func leftChallengeSolveRecorded(_ name: String, stars: String, time: String) -> String {
    "A sua última resolução do \(name) (\(stars), em \(time)) não tinha ficado registada; ficou "
      + "agora."
  }

  var marksNeedNotesMode: String { "As notas são do modo de notas; notes on liga-o." }

  func marksTaken(_ groups: [(digit: Int, cells: String)]) -> String {
    "(Retirado das suas notas: "
      + grammar.list(groups.map { "o \($0.digit) de \($0.cells)" }) + ".)"
  }

  var marksAlreadyFilled: String { "As suas notas já têm todos os candidatos." }

  func marksFilled(cells: Int) -> String {
    "As suas notas têm agora todos os candidatos "
      + (cells == 1 ? "da casa vazia" : "das \(cells) casas vazias") + " (undo retira-os)."
  }

  func noMarksIn(_ cells: String) -> String { "Não há notas para apagar em \(cells)." }

  func marksCleared(in cells: String) -> String {
    "Notas apagadas em \(cells) (undo repõe-nas)."
  }

  func marksOfFilled(_ cell: Cell) -> String {
    "\(cell) está preenchida — não tem notas a mostrar."
  }

  func marksList(_ cell: Cell, digits: String) -> String {
    digits.isEmpty
      ? "\(cell) ainda não tem notas (\(cell)+47 escreve algumas)."
      : "As suas notas em \(cell): \(digits)."
  }

  func marksWithoutSolution(_ cells: String, count: Int) -> String {
    "As suas notas em \(cells) deixam de fora o dígito que "
      + (count == 1 ? "lá vai." : "vai em cada uma.")
  }

  func theDigitIn(_ candidate: Candidate) -> String { "o \(candidate.digit) de \(candidate.cell)" }
  func aCandidateIn(_ cell: Cell) -> String { "um candidato de \(cell)" }
  func aDigitIn(_ candidate: Candidate) -> String {
    "\(grammar.indefinite(digit: candidate.digit)) em \(candidate.cell)"
  }
  func moreMarks(_ count: Int) -> String { "mais \(count)" }

  func marksDiffer(
    houses: [House], lacking: (String, Int)?, extra: (String, Int)?, technique: Technique?
  ) -> String {
    var parts: [String] = []
    if let (text, _) = lacking { parts.append("não têm \(text)") }
    if let (text, count) = extra {
      parts.append("têm \(text) " + (count == 1 ? "que não é candidato" : "que não são candidatos"))
    }
    let count = (lacking?.1 ?? 0) + (extra?.1 ?? 0)
    let fixed =
      switch (lacking != nil, extra != nil) {
      case (true, false): count == 1 ? "com ele" : "com eles"
      case (false, true): count == 1 ? "sem ele" : "sem eles"
      default: "com isso corrigido"
      }
    let what = technique.map { "aplica-se \($0.phrase)" } ?? "aparece a última casa vazia"
    return "As dicas partem dos candidatos verdadeiros, e as suas notas "
      + "\(StepWords.houses(houses, .in)) " + parts.joined(separator: " e ")
      + "; \(fixed), \(what)."
  }

  func leftStudySolveRecorded(level: String, time: String) -> String {
    "O seu último jogo de estudo de nível \(level) (resolvido em \(time)) não tinha ficado "
      + "registado; ficou agora."
  }
}
