import Foundation
import SudokuCore
import Testing

@testable import Academy

/// Verdicts in European Portuguese (issue 20): input → exact verdict text on the positions of
/// `ExplanationTests` and `ReviewTests`, one row per kind of answer the shared words make, and a
/// walk over every kind of verdict on drills of the twelve lessons that finds no English left.
@Suite struct PortugueseVerdictTests {
  static func inPortuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  static func verdict(_ technique: Technique, _ position: String, _ answer: String) throws
    -> String
  {
    let checker = try ExplanationTests.checker(technique, position)
    return inPortuguese { ExplanationTests.printed(checker.check(answer)) }
  }

  static let singlesCases: [(Technique, String, String)] = [
    (
      .hiddenSingle, "r2c3=2",
      "Errado — o 2 também pode ficar em r2c7 (linha 2) e r1c3 (coluna 3)."
    ),
    (
      .hiddenSingle, "r1c5=4",
      "Certo — Hidden Single: 4 in r1 => r1c5=4. (Havia também 6 outras ocorrências, por exemplo Hidden Single: 1 in r3 => r3c3=1.)"
    ),
    (
      .hiddenSingle, "r2c5=5",
      "Errado — dígito certo, mas isso é um único nu — r2c5 não tem outro candidato. Esta lição é sobre únicos escondidos: procure um dígito que só tenha um lugar numa linha, coluna ou caixa."
    ),
    (
      .hiddenSingle, "r1c1=5",
      "Errado — o 5 também pode ficar em r1c3, r1c5, r1c7 e r1c9 (linha 1); r3c1 e r4c1 (coluna 1); r2c3 e r3c3 (caixa 1)."
    ),
    (
      .hiddenSingle, "r1c4=1",
      "r1c4 já está preenchida (1): escolha uma casa que ainda mostre candidatos. Não conta — tente outra vez."
    ),
    (.hiddenSingle, "r1c2=1", "Errado — o 1 não é candidato em r1c2 (a casa mostra 7, 8 e 9)."),
    (
      .hiddenSingle, "r1c1<>3",
      "Esta lição coloca dígitos: responda com uma colocação como r3c5=7 (r1c1<>3 elimina um candidato). Não conta — tente outra vez."
    ),
    (
      .hiddenSingle, "r3c3=1 r1c1=5",
      "Errado — r1c1=5: o 5 também pode ficar em r1c3, r1c5, r1c7 e r1c9 (linha 1); r3c1 e r4c1 (coluna 1); r2c3 e r3c3 (caixa 1). (Basta uma parte errada para toda a resposta estar errada.)"
    ),
    (
      .nakedSingle, "r1c5=4",
      "Errado — dígito certo, mas isso é um único escondido — o 4 só tem um lugar na linha 1, mas r1c5 ainda tem 4, 5 e 8. Esta lição é sobre únicos nus: procure uma casa com um só candidato."
    ),
    (
      .nakedSingle, "r2c5=5",
      "Certo — Naked Single: r2c5=5. (Também havia: Naked Single: r6c5=8.)"
    ),
    (.nakedSingle, "r1c1=3", "Errado — r1c1 ainda tem 3, 5, 7, 8 e 9."),
  ]

  static let eliminationCases: [(Technique, String, String)] = [
    (
      .pointing, "r1c1<>3",
      "Certo — Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3. (Também havia: Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4.) (Um par nu também leva a esta resposta.)"
    ),
    (
      .pointing, "r1c1=3",
      "Esta lição elimina candidatos: responda com uma eliminação como r1c7<>5 (r1c1=3 coloca um dígito). Não conta — tente outra vez."
    ),
    (
      .pointing, "r1c2<>1",
      "Errado — o 1 não é candidato em r1c2 (a casa mostra 3, 4 e 6) — não há nada a eliminar."
    ),
    (
      .claiming, "r1c1<>3",
      "Errado — é verdade, mas isso resulta de um apontamento, não de uma reivindicação: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3."
    ),
    (
      .claiming, "r12c1<>3 r1c1<>4",
      "Errado — r1c1<>3: é verdade, mas isso resulta de um apontamento, não de uma reivindicação: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3. (Basta uma parte errada para toda a resposta estar errada.)"
    ),
    (
      .nakedPair, "r12c1<>34",
      "Certo — Naked Pair: 3,4 in r78c1 => r12c1<>3,4. (Um apontamento também leva a esta resposta.)"
    ),
    (
      .xWing, "r1c1<>3",
      "Errado — é verdade, mas isso resulta de um apontamento, não de um X-Wing: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3."
    ),
  ]

  @Test(arguments: singlesCases)
  func singlesVerdicts(technique: Technique, answer: String, expected: String) throws {
    #expect(try Self.verdict(technique, ExplanationTests.singlesPuzzle, answer) == expected)
  }

  @Test(arguments: eliminationCases)
  func eliminationVerdicts(technique: Technique, answer: String, expected: String) throws {
    #expect(try Self.verdict(technique, ExplanationTests.pointingPosition, answer) == expected)
  }

  /// Two techniques give it too: the verb agrees (`também levam`); a second hidden single is one
  /// other instance, several are counted (`5 outras ocorrências`).
  @Test func agreementInTheCorrectVerdict() throws {
    let checker = try ExplanationTests.checker(.hiddenSingle, ExplanationTests.singlesPuzzle)
    let two = Self.inPortuguese { ExplanationTests.printed(checker.check("r3c3=1 r8c4=5")) }
    #expect(
      two.hasSuffix(
        "(Havia também 5 outras ocorrências, por exemplo Hidden Single: 4 in r1 => r1c5=4.)"))
    let correct = VerdictReason.Correct(
      used: [], others: [],
      alsoBy: [.claiming, .nakedPair].map {
        VerdictReason.AlsoBy(technique: $0, parts: [], givesAll: true, placing: false)
      }, review: nil)
    #expect(
      Self.inPortuguese { Language.current.verdictWords.text(correct) }
        == ". (Uma reivindicação e um par nu também levam a esta resposta.)")
  }

  /// A review drill's verdicts: the credit, the drill's own technique (its gender: *o par nu*, *a
  /// reivindicação*) and the misses that name no technique.
  @Test func reviewVerdicts() throws {
    func check(_ technique: Technique, _ position: String, _ answer: String) throws -> String {
      let checker = ReviewChecker(drill: try ReviewTests.drill(technique, position))
      return Self.inPortuguese { ReviewTests.printed(checker.check(answer).verdict) }
    }
    #expect(
      try check(.xWing, ReviewTests.xWingPosition, "r4c5<>4")
        == "Certo — é um apontamento: Locked Candidates Type 1 (Pointing): 4 in b8 => r45c5<>4. "
        + "(Também havia: Locked Candidates Type 1 (Pointing): 6 in b7 => r123c1<>6.) (Uma "
        + "reivindicação também leva a esta resposta.) (Este exercício foi preparado para um X-Wing, "
        + "que também estava na grelha: X-Wing: 4 r48 c15 => r13c1,r5c5,r9c15<>4.)")
    #expect(
      try check(.claiming, ReviewTests.xWingPosition, "r45c5<>4").hasSuffix(
        "(Este exercício foi preparado para a reivindicação, que também leva a esta resposta.)"))
    #expect(
      try check(.nakedPair, ReviewTests.position, "r12c1<>34")
        == "Certo — é um apontamento: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3; "
        + "Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4. (Este exercício foi preparado "
        + "para o par nu, que também leva a esta resposta.)")
    #expect(
      try check(.pointing, ReviewTests.position, "r1c1<>9")
        == "Errado — nenhum passo das doze técnicas elimina o 9 de r1c1 nesta grelha; além de r1c1, "
        + "o 9 pode ficar em r1c8 e r1c9 (linha 1); r2c1 (coluna 1).")
    #expect(
      try check(.pointing, ReviewTests.position, "r1c1=9")
        == "Errado — nenhum passo das doze técnicas coloca o 9 em r1c1 nesta grelha: r1c1 ainda tem "
        + "1, 3, 4 e 9, e o 9 também pode ficar em r1c8 e r1c9 (linha 1); r2c1 (coluna 1).")
  }

  @Test func whyNoMasteryStep() throws {
    let drill = SharedDrills.drill(.pointing, seed: 3)
    var state = DrillState(drill: drill)
    let answer = try #require(AnswerChecker(drill: drill).instances.first?.eliminations.first)
    _ = state.hint()
    _ = state.answer(Notation.canonical(answer, placement: false), at: Date())
    #expect(Self.inPortuguese { state.noStepReason } == "pediu ajuda")
    var missed = DrillState(drill: drill)
    let cell = try #require(drill.grid.emptyCells.first)
    _ = missed.answer("\(cell)<>\(drill.solution[cell])", at: Date())
    _ = missed.answer(Notation.canonical(answer, placement: false), at: Date())
    #expect(Self.inPortuguese { missed.noStepReason } == "não foi a sua primeira resposta")
  }

  // MARK: Every kind

  /// Every kind of verdict on drills of the twelve lessons, in Portuguese: no English marker word
  /// in the whole line (the per-technique misses and reading errors it embeds included), no doubled space or space before a full stop, and each line
  /// opens as a Portuguese verdict does.
  @Test func everyKindOfVerdictIsWordedInPortuguese() {
    var seen: Set<String> = []
    var checked = 0
    Self.inPortuguese {
      for technique in Technique.allCases {
        for seed in UInt64(0)..<3 {
          let drill = SharedDrills.drill(technique, seed: seed)
          let checker = AnswerChecker(drill: drill)
          let review = ReviewChecker(drill: drill)
          var answers = ["x", "r10c1=1", "r1c1=5 r1c1<>5"]
          answers += Cell.all.filter { !drill.grid.isEmpty($0) }.prefix(1).map { "\($0)<>1" }
          for cell in drill.grid.emptyCells {
            for digit in 1...9 {
              answers += [
                technique.placesDigits ? "\(cell)=\(digit)" : "\(cell)<>\(digit)",
                technique.placesDigits ? "\(cell)<>\(digit)" : "\(cell)=\(digit)",
              ]
            }
          }
          for answer in answers {
            for verdict in [checker.check(answer), review.check(answer).verdict] {
              let kind = WordsTests.kind(verdict.reason)
              seen.insert(kind)
              checked += 1
              let own = verdict.line
              #expect(EnglishLeak.words(in: own).isEmpty, "\(kind): \(own)")
              let text = verdict.line.replacingOccurrences(of: "\u{A0}", with: " ")
              #expect(!text.contains("  ") && !text.contains(" ."), "\(text)")
              switch verdict.kind {
              case .correct: #expect(text.hasPrefix("Certo — "), "\(text)")
              case .miss: #expect(text.hasPrefix("Errado — "), "\(text)")
              case .unreadable: #expect(text.hasPrefix("Não foi possível ler "), "\(text)")
              case .wrongForm: #expect(text.hasPrefix("Esta lição "), "\(text)")
              case .filledCell: #expect(text.contains(" já está preenchida ("), "\(text)")
              }
            }
          }
        }
      }
    }
    let all: Set<String> = [
      "unreadable", "wrongForm", "filledCell", "correct", "reviewCorrect", "notACandidate",
      "nakedNotHidden", "hiddenNotNaked", "stillHas", "alsoGoes", "followsFrom", "patternCandidate",
      "noPointing", "noClaiming", "noPair", "noXWing", "noHiddenSubset", "noNakedTriple",
      "noSkyscraper", "noSwordfish", "noXYWing", "reviewPlacement", "reviewElimination",
    ]
    #expect(seen == all, "never met: \(all.subtracting(seen).sorted())")
    #expect(checked > 10_000)
  }

  /// The same verdicts in English are untouched by the Portuguese: the words switch on the
  /// language, and English is what a task that set none reads.
  @Test func englishIsTheDefault() throws {
    let checker = try ExplanationTests.checker(.pointing, ExplanationTests.pointingPosition)
    #expect(ExplanationTests.printed(checker.check("r1c2<>1")).hasPrefix("Miss — 1 is not"))
    #expect(
      Language.$current.withValue(.english) {
        ExplanationTests.printed(checker.check("r1c1<>3")).hasPrefix("Correct — ")
      })
  }
}
