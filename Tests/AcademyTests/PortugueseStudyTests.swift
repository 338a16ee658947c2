import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy

/// Runs `body` with every sentence in European Portuguese.
@discardableResult
private func inPortuguese<T>(_ body: () throws -> T) rethrows -> T {
  try Language.$current.withValue(.portuguese, operation: body)
}

/// Every message must be Portuguese: none of `EnglishLeak`'s markers left in it.
private func expectPortuguese(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!text.isEmpty, sourceLocation: sourceLocation)
  #expect(EnglishLeak.words(in: text).isEmpty, "\(text)", sourceLocation: sourceLocation)
}

/// The study game's words in Portuguese (issue 20): moves and refusals, undo, fix-it, hints'
/// study wording, Solved and the records, walked case by case, with exact golden lines for the
/// plurals and genders.
@Suite struct PortugueseStudyTextTests {
  @Test(arguments: [
    (
      "r1c3=4",
      "r1c3=4 repete o 4 de r1c1 (linha 1) e r4c3 (coluna 3): não foi colocado e conta como erro."
    ),
    (
      "r1c3=7",
      "r1c3=7 repete o 7 de r2c1 (caixa 1) e r5c3 (coluna 3): não foi colocado e conta como erro."
    ),
    ("r1c1=4", "r1c1 é uma pista e não pode ser alterada."),
    ("clear r1c1", "r1c1 é uma pista e não pode ser alterada."),
    (
      "r1c3=8 r1c4=8",
      "r1c4=8 repete o 8 de r1c3 (linha 1) e r3c5 (caixa 2): não foi colocado e conta como erro. "
        + "Nada foi alterado."
    ),
    ("r1c1<>4", "Nada mudou: r1c1 está preenchida."),
    ("r1c3<>4", "Nada mudou: r1c3 não mostra o 4."),
    ("r1c3=0", "Nada mudou: r1c3 já está vazia."),
    ("restore r1c3", "Nada mudou: não foi eliminado nenhum candidato de r1c3."),
    ("clear", "clear precisa de uma casa, como clear r3c5"),
    ("clear r0c3", "«r0c3» não é uma casa: clear aceita casas como r3c5"),
    (
      "r1c3=x",
      "esperava-se um dígito de 1 a 9 em vez de «x» (carácter 6) — escreva uma colocação como r3c5=7 ou "
        + "uma eliminação como r1c7<>5"
    ),
  ])
  func refusals(_ input: String, _ message: String) {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    let reply = inPortuguese { game.enter(input) }
    #expect(reply == .refused(message))
    expectPortuguese(message)
  }

  @Test func undoAndAPlacementAfterARemoval() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    inPortuguese {
      #expect(game.undo() == .refused("Nada a anular."))
      // r1c4's solution is 7, r1c3's is 8.
      #expect(game.enter("r1c4<>7").isApplied)
      #expect(
        game.enter("r1c4=7").message
          == "r1c4=7 (Tinha eliminado o 7 de r1c4; a colocação mantém-se.)")
      #expect(game.undo() == .applied("Anulado: r1c4=7.", solved: nil))
      #expect(game.enter("r1c3<>8").isApplied)
      #expect(
        game.enter("r1c3=8 r1c4=7").message
          == "r1c3=8 r1c4=7 (Tinha eliminado o 8 de r1c3 e o 7 de r1c4; as colocações "
          + "mantêm-se.)")
      #expect(game.enter("r1c3=8") == .refused("Nada mudou: r1c3 já tem o 8."))
      // r1c3 lost its solution digit's candidate: hint names the cell to fix.
      _ = game.enter("r1c3=0")
      let fix = game.hint()
      #expect(
        fix.message
          == "Corrija isto primeiro: foi eliminado de r1c3 um candidato de que a solução precisa; "
          + "restore r1c3 repõe o que eliminou.")
    }
    var fresh = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    inPortuguese {
      let plan = fresh.plan
      let lead = fresh.hint()
      expectPortuguese(lead.message.replacingOccurrences(of: HintWords.lead(plan) ?? "", with: ""))
      let reveal = fresh.hint()
      #expect(reveal.steps.count > 0)
      let undone = fresh.undo()
      #expect(undone.message.hasPrefix("Revelação anulada: "))
      expectPortuguese(undone.message)
    }
  }

  @Test func fixItNamesTheCellsInPortuguese() {
    inPortuguese {
      let r1c4 = Cell(row: 0, column: 3)
      let r2c2 = Cell(row: 1, column: 1)
      let r5c5 = Cell(row: 4, column: 4)
      let cases: [([Cell], [Cell], String)] = [
        ([r1c4], [], "Corrija isto primeiro: r1c4 tem um dígito errado; apague-o com r1c4=0."),
        (
          [r1c4, r5c5], [],
          "Corrija isto primeiro: r1c4 e r5c5 têm dígitos errados; apague-os (como r1c4=0)."
        ),
        (
          [], [r2c2],
          "Corrija isto primeiro: foi eliminado de r2c2 um candidato de que a solução precisa; "
            + "restore r2c2 repõe o que eliminou."
        ),
        (
          [r1c4], [r2c2, r5c5],
          "Corrija isto primeiro: r1c4 tem um dígito errado; apague-o com r1c4=0. Foi eliminado "
            + "de r2c2 e r5c5 um candidato de que a solução precisa; restore r2c2 repõe o que "
            + "eliminou (e o mesmo para as outras)."
        ),
      ]
      for (wrong, removed, text) in cases {
        #expect(StudyText.fixIt(wrong, removed) == text)
        expectPortuguese(text)
      }
      #expect(StudyCheck(wrongDigits: [], removedCandidates: []).message == StudyText.checkClean)
      for text in [
        StudyText.checkClean, StudyText.beyondTheCurriculum, StudyText.gameOver,
        StudyText.noRecordBeyondTheTwelve,
      ] {
        expectPortuguese(text)
      }
    }
  }

  /// The rung-1 hint's own words (the lead itself is `HintWords`'): the reveals left, agreeing
  /// with their number.
  @Test func theLeadCountsTheRevealsLeft() {
    let game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    inPortuguese {
      let plan = game.plan
      let lead = HintWords.lead(plan) ?? "o próximo passo"
      #expect(
        StudyText.lead(plan, revealsLeft: 3, cap: 3)
          == "Procure \(lead). hint outra vez revela-o (restam 3 de 3 revelações).")
      #expect(
        StudyText.lead(plan, revealsLeft: 1, cap: 4)
          == "Procure \(lead). hint outra vez revela-o (resta 1 de 4 revelações).")
      #expect(
        StudyText.lead(plan, revealsLeft: 0, cap: 5)
          == "Procure \(lead). Já não restam revelações neste jogo (usou as 5).")
    }
  }

  @Test func solvedAndItsSummaryAgreeWithTheirNumbers() {
    inPortuguese {
      let one = StudySummary(
        level: .hard, seconds: 725.8, moves: 1, mistakes: 1, hints: 1, reveals: 1,
        techniques: [.hiddenSingle, .claiming])
      #expect(
        one.message
          == "Resolvido em 12:05 — 1 jogada, 1 erro, 1 dica + 1 revelação. Técnicas necessárias: "
          + "único escondido, reivindicação.")
      let many = StudySummary(
        level: .easy, seconds: 3725, moves: 61, mistakes: 2, hints: 0, reveals: 3, techniques: [])
      #expect(
        many.message
          == "Resolvido em 1:02:05 — 61 jogadas, 2 erros, 0 dicas + 3 revelações. Técnicas "
          + "necessárias: nenhuma.")
      let first = StudyRecord.update(nil, with: one)!
      #expect(
        StudyText.recorded(first, level: .hard)
          == "Puzzles de nível difícil resolvidos: 1. Novos recordes no nível difícil: melhor "
          + "tempo e menos dicas + revelações. Escreva study para outro.")
      let faster = StudyRecord.update(first.record, seconds: 100, hints: 9)
      #expect(
        StudyText.recorded(faster, level: .expert)
          == "Puzzles de nível perito resolvidos: 2. Novo recorde no nível perito: melhor tempo. "
          + "Escreva study para outro.")
      let none = StudyRecord.update(faster.record, seconds: 900, hints: 9)
      #expect(
        StudyText.recorded(none, level: .master)
          == "Puzzles de nível mestre resolvidos: 3. Escreva study para outro.")
      #expect(StudyText.fewestHelp(9) == "menos dicas + revelações 9")
    }
  }

  @Test func theHeaderAndTheRevealLine() {
    var game = StudyFixtures.game(StudyFixtures.medium, level: .medium)
    inPortuguese {
      #expect(StudyText.levelTitle(.medium) == "Médio")
      #expect(StudyText.origin(8812) == "semente 8812")
      #expect(StudyText.origin(nil) == "colado")
      #expect(
        StudyText.headerCounts(game) == ["0 jogadas", "0 erros", "0 dicas", "4/4 revelações"])
      _ = game.enter("r1c3=4")
      #expect(game.mistakes == 1)
      #expect(StudyText.headerCounts(game)[1] == "1 erro")
      _ = game.show()
      #expect(
        StudyText.applied(game, practise: .pointing)
          == "Aplicado (undo anula-o); restam 3 de 4 revelações. practise abre a lição do "
          + "apontamento.")
      #expect(
        StudyText.applied(game, practise: .claiming).hasSuffix(
          "practise abre a lição da reivindicação."))
      #expect(
        StudyText.applied(game, practise: nil)
          == "Aplicado (undo anula-o); restam 3 de 4 revelações.")
    }
  }

  @Test func levelNamesInProseKeysAsTyped() {
    inPortuguese {
      #expect(
        StudyLevel.allCases.map(\.name) == [
          "fácil", "médio", "difícil", "perito", "mestre", "grão-mestre",
          "além das lições",
        ])
      #expect(StudyLevel.allCases.map(\.rawValue).first == "easy")
    }
    #expect(StudyLevel.allCases.map(\.name).last == "beyond the lessons")
  }
}

/// The progress and study files' problems in Portuguese: what was done with the file and what to
/// do, as `ProgressStoreTests` checks them in English.
@Suite struct PortugueseFileMessagesTests {
  @Test func aDamagedProgressFileIsKeptAside() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try Data("{\"version\": 1, \"techniques\": [\"pointing\"]}".utf8).write(to: url)
      let store = ProgressStore(testing: url, log: log)
      #expect(inPortuguese { store.load() } == .empty)
      #expect(
        log.messages == [
          "o ficheiro de progresso \(url.path) tem uma forma inesperada (techniques devia ser um "
            + "objeto, mas é uma lista); foi posto de lado como "
            + "progress.json.corrupt-20261130T080000Z e começou-se um novo."
        ])
      for message in log.messages { expectPortuguese(message) }
    }
  }

  @Test func aForeignFileAtAGivenPathIsRefused() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("notes.txt")
      try Data(
        "{\"version\": 1, \"techniques\": {\"x-wing\": {\"mastery\": 6, \"attempted\": 9, \"firstTry\": 9}}}"
          .utf8
      )
      .write(to: url)
      let store = ProgressStore(testing: url, log: log, ownsPath: false)
      let expected =
        "o ficheiro de progresso \(url.path) tem um valor fora dos limites "
        + "(techniques.x-wing.mastery é 6; devia ser de 0 a 5); ficou onde está. Indique outro "
        + "caminho com --progress, ou mude o ficheiro de sítio e comece de novo."
      inPortuguese {
        #expect {
          try store.open()
        } throws: {
          "\($0)" == expected
        }
        #expect {
          try store.read()
        } throws: {
          "\($0)".hasSuffix("devia ser de 0 a 5); nada foi alterado.")
        }
      }
      expectPortuguese(expected)
    }
  }

  @Test func aDirectoryInPlaceOfTheProgressFileIsNamed() throws {
    try withTemporaryDirectory { directory throws in
      let log = WarningLog()
      let url = directory.appendingPathComponent("progress.json")
      try makeSpecialFile("a directory", at: url.path)
      let store = ProgressStore(testing: url, log: log)
      let expected =
        "o ficheiro de progresso \(url.path) é uma pasta, não um ficheiro de progresso; ficou "
        + "como estava. Indique o caminho de um ficheiro com --progress."
      inPortuguese {
        #expect {
          try store.open()
        } throws: {
          "\($0)" == expected
        }
      }
    }
  }

  @Test func aDamagedStudySaveIsKeptAsideAndASecondShellIsTold() throws {
    try withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("study.json")
      try Data("{".utf8).write(to: url)
      let now = { Date(timeIntervalSince1970: 1_796_025_600) }
      let store = StudyStore(url: url, ownsPath: true, now: now)
      defer { store.release() }
      guard case .problem(let line, let keptAside) = inPortuguese({ store.claim() }) else {
        Issue.record("a damaged save was read")
        return
      }
      #expect(keptAside)
      #expect(
        line
          == "o ficheiro de estudo \(url.path) não é um ficheiro de estudo: não é JSON válido "
          + "(termina a meio, linha 1); foi posto de lado como study.json.corrupt-20261130T080000Z. "
          + "Escreva study easy, medium, hard, expert, master ou grandmaster para começar um jogo novo."
      )
      expectPortuguese(line)
      let other = StudyStore(url: url, ownsPath: true, now: now)
      let game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
      #expect {
        try inPortuguese { try other.save(game) }
      } throws: {
        "\($0)" == "o ficheiro de estudo \(url.path) está aberto noutro shell"
      }
    }
  }
}
