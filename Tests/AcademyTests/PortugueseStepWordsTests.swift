import Foundation
import Testing

@testable import Academy
@testable import SudokuCore

/// What `show`, the hint ladder and a study reveal say in European Portuguese (issue 20): exact
/// sentences for each kind of step on the boards of `StepWordsTests` and `ExplanationTests`, and a
/// walk over every kind of step of the twelve techniques, study chains included, that finds no
/// English left.
@Suite struct PortugueseStepWordsTests {
  static func inPortuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  /// The sentence as printed: the no-break spaces that keep a step string whole are spaces.
  static func reason(_ step: Step, on grid: Grid, after chain: [Step] = []) -> String {
    raw(step, on: grid, after: chain).replacingOccurrences(of: "\u{A0}", with: " ")
  }

  /// The sentence as the words layer makes it, its step strings kept together (which the leak
  /// finder skips as formats).
  static func raw(_ step: Step, on grid: Grid, after chain: [Step] = []) -> String {
    inPortuguese { step.reason(on: grid, after: chain) }
  }

  /// The board a full house is found on: a solved grid but for r1c1.
  static func fullHouseBoard() throws -> Grid {
    let grid = try Position(parsing: ExplanationTests.singlesPuzzle).grid
    var digits = Array(try #require(Solver.solve(grid.allDigits)))
    digits[0] = 0
    return Grid(givens: Puzzle(digits))
  }

  // MARK: Golden sentences

  /// The six kinds after X-Wing, on the boards of `StepWordsTests.golden`, in the same order.
  static let afterXWing: [String] = [
    "Na linha 3, os dígitos 5 e 6 só têm lugar em r3c7 e r3c9: essas duas casas têm de receber os "
      + "dois dígitos, por isso não podem conter mais nada: r3c7<>1, r3c79<>3,8.",
    "r4c6, r4c7 e r4c8 só mostram 3, 4 e 8 entre elas: as três casas recebem os três dígitos, um "
      + "em cada, por isso nenhum dos dígitos 3, 4 e 8 pode ir para outra casa da linha 4: "
      + "r4c35<>4, r4c5<>8.",
    "Na coluna 8 e na caixa 3, os dígitos 2, 8 e 9 só têm lugar em r1c8, r2c8 e r3c8: essas três "
      + "casas têm de receber os três dígitos, por isso não podem conter mais nada: r2c8<>1, "
      + "r123c8<>3,5, r13c8<>6,7.",
    "Nas linhas 4 e 7, os 3 só estão em duas casas de cada linha, e r4c7 e r7c7 partilham a "
      + "coluna 7, por isso no máximo uma delas é 3. Cada linha precisa do seu 3, por isso uma das "
      + "outras duas casas, r4c2 ou r7c1, é 3, e nenhuma casa que veja as duas pode ser 3: "
      + "r5c1,r8c2<>3.",
    "Nas linhas 5, 6 e 9, os 1 só estão nas colunas 4, 6 e 7. Cada uma dessas três linhas precisa "
      + "de um 1, nunca dois na mesma coluna, por isso, entre elas, dão a cada uma das colunas 4, 6 "
      + "e 7 o seu 1, e nenhuma outra casa dessas colunas pode ser 1: r3c46,r7c4<>1.",
    "r4c8 só mostra 5 e 7; vê r4c2, que só mostra 7 e 9, e r5c7, que só mostra 5 e 9 (r4c8 e r5c7 "
      + "perderam o 6 antes, como mostra a grelha). Se r4c8 for 7, r4c2 será 9; se for 5, r5c7 "
      + "será 9. Em qualquer dos casos, uma delas é 9, por isso nenhuma casa que veja tanto r4c2 "
      + "como r5c7 pode ser 9: r4c9,r5c2<>9.",
  ]

  @Test(arguments: StepWordsTests.golden.indices)
  func afterXWingOnADrillBoard(_ index: Int) throws {
    let (technique, line, _) = StepWordsTests.golden[index]
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first)
    #expect(Self.reason(step, on: grid) == Self.afterXWing[index])
  }

  /// The six, each the finder's first instance on a fixed board.
  static let theSix: [(Technique, String, String)] = [
    (
      .hiddenSingle, ExplanationTests.singlesPuzzle,
      "O 4 só tem um lugar possível na linha 1: o 4 de r2c1 exclui r1c1, r1c2 e r1c3 e o 4 de "
        + "r3c8 exclui r1c7, r1c8 e r1c9. Logo, r1c5=4."
    ),
    (
      .nakedSingle, ExplanationTests.singlesPuzzle,
      "r2c5 já só tem o candidato 5: a sua linha exclui 1, 3, 4 e 8 e a sua coluna 2, 6, 7 e 9 — "
        + "os outros oito dígitos. Logo, r2c5=5."
    ),
    (
      .pointing, ExplanationTests.pointingPosition,
      "Na caixa 7, os 3 só estão em r78c1, todos na coluna 1. O 3 da caixa ficará nessa coluna, "
        + "por isso nenhuma outra casa da coluna 1 pode receber o 3: r12c1<>3."
    ),
    (
      .claiming, ReviewTests.xWingPosition,
      "Na coluna 2, os 6 só estão em r123c2, todos dentro da caixa 1. O 6 da coluna ficará nessa "
        + "caixa, por isso as outras casas da caixa não podem receber o 6: r123c1<>6."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition,
      "r7c1 e r8c1 têm exatamente 3 e 4: cada uma fica com um deles, por isso nenhum dos dois "
        + "dígitos pode ir para outra casa da coluna 1 e da caixa 7: r12c1<>3,4."
    ),
    (
      .xWing, ReviewTests.xWingPosition,
      "Nas linhas 4 e 8, os 4 só estão nas colunas 1 e 5. Seja qual for a disposição, cada uma das "
        + "colunas 1 e 5 recebe o seu 4 numa das linhas 4 e 8, por isso o 4 sai do resto das "
        + "colunas 1 e 5: r13c1,r5c5,r9c15<>4."
    ),
  ]

  @Test(arguments: theSix)
  func theSixOnFixedBoards(technique: Technique, line: String, expected: String) throws {
    let grid = try Position(parsing: line).grid
    let step = try #require(Finder.steps(technique, in: grid).first)
    #expect(Self.reason(step, on: grid) == expected)
  }

  @Test func fullHouses() throws {
    let board = try Self.fullHouseBoard()
    let hidden = try #require(Finder.steps(.hiddenSingle, in: board).first)
    #expect(
      Self.reason(hidden, on: board)
        == "r1c1 é a última casa vazia da linha 1, por isso recebe o único dígito que falta à "
        + "unidade: r1c1=3.")
    let naked = try #require(Finder.steps(.nakedSingle, in: board).first)
    #expect(
      Self.reason(naked, on: board)
        == "r1c1 é a última casa vazia da sua unidade, por isso recebe o único dígito que lá falta: "
        + "r1c1=3.")
    let planned = PlannedStep(step: naked, houses: naked.housesToLookAt(on: board))
    #expect(Self.inPortuguese { HintWords.lead(planned) } == "a última casa vazia da caixa 1")
  }

  /// Issue 17's naked single, whose 6 and 7 went earlier: the sentence and the second hint say so
  /// (`perdeu o 6 e o 7`, `os outros candidatos`).
  @Test func aNakedSingleWithCandidatesRemovedEarlier() {
    let drill = SharedDrills.drill(.nakedSingle, seed: 702_863_533)
    let step = DrillState(drill: drill).featuredInstance
    #expect(
      Self.reason(step, on: drill.grid)
        == "r9c7 já só tem o candidato 4: a sua linha exclui 1, 5 e 9, a sua coluna 2 e 3 e a sua "
        + "caixa 8; r9c7 perdeu o 6 e o 7 antes, como mostra a grelha. Logo, r9c7=4.")
    #expect(
      Self.inPortuguese { HintWords.patternFacts(step, on: drill.grid) }
        == "São seis dígitos diferentes; essa casa perdeu antes os outros candidatos, 6 e 7, como "
        + "mostra a grelha.")
  }

  /// A study chain names the step that removed a candidate, with its article (*com o
  /// apontamento acima*).
  @Test func aChainNamesItsSteps() throws {
    let line =
      ":0000:x:+259...46.7+4+8.....9+61+3+9+42..88+7+42+69..1.3+1..7..+6.+26......3+8+2.9.6..1.53....+2+4.+7.2..8.::::"
    let board = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(board.allDigits))
    let steps = HintPlanner.plan(board: board, solution: solution).steps
    try #require(steps.count == 2)
    #expect(
      Self.reason(steps[1], on: board, after: [steps[0]]).contains(
        "; r1c9 perdeu o 7 com o apontamento acima (Locked Candidates Type 1 (Pointing): 7 in b2).")
    )
  }

  // MARK: Hints

  @Test func hintRungs() throws {
    // The boards of `HintWordsTests.goldenLeads`.
    let boards = [
      ":0000:x:27+1....9.+9+3+4+71+28..5+6+8+934.....3+1+2.+9.8+1+964..2.7....9....6+1..+4+9...3...65.1+9..9.716..::::",
      ":0000:x:9.6...4.7.2.+4..6.....+98+6352...3.+41.5...7+58+9....52..7.41.........67.4......96..2..::::",
    ]
    let leads = try boards.map { line in
      let grid = try Position(parsing: line).grid
      let solution = try #require(Solver.solve(grid.allDigits))
      return Self.inPortuguese { HintWords.lead(HintPlanner.plan(board: grid, solution: solution)) }
    }
    #expect(
      leads == [
        "um apontamento na caixa 2, depois um X-Wing nas colunas 3 e 7, depois um único escondido "
          + "na caixa 5",
        "um apontamento na caixa 6, depois um único escondido na caixa 3",
      ])
    Self.inPortuguese {
      #expect(HintWords.reviewNudge(houses: [.box(8)], digits: []) == "Observe a caixa 9.")
      #expect(
        HintWords.reviewNudge(houses: [.box(6)], digits: [3]) == "Observe a caixa 7 e o dígito 3.")
      #expect(
        HintWords.reviewNudge(houses: [.row(1), .row(4)], digits: [1, 7])
          == "Observe as linhas 2 e 5 e os dígitos 1 e 7.")
      #expect(
        HintWords.reviewNudge(houses: [.column(7), .box(2)], digits: [2])
          == "Observe a coluna 8 e a caixa 3 e o dígito 2.")
    }
  }

  /// Houses with their article after each preposition, one kind or mixed (all are feminine).
  @Test func housesWithTheirArticles() {
    Self.inPortuguese {
      #expect(StepWords.houses([.box(6)], .in) == "na caixa 7")
      #expect(StepWords.houses([.row(1), .row(4)], .in) == "nas linhas 2 e 5")
      #expect(StepWords.houses([.column(7), .box(2)], .in) == "na coluna 8 e na caixa 3")
      #expect(StepWords.houses([.box(0), .box(8)], .of) == "das caixas 1 e 9")
      #expect(StepWords.houses([.row(2)], .none) == "a linha 3")
      #expect(StepWords.houses([.column(0)], .to) == "à coluna 1")
      #expect(PortugueseGrammar().article(.masculine, plural: true, after: .in) == "nos")
    }
  }

  // MARK: Every kind

  /// The kind of a step's sentence, by an exhaustive switch: a new pattern fails to compile here
  /// until the walk below meets it.
  static func kind(_ step: Step) -> String {
    switch step.pattern {
    case .hiddenSingle(_, _, _, let isFullHouse): isFullHouse ? "fullHouse" : "hiddenSingle"
    case .nakedSingle(_, _, let isFullHouse): isFullHouse ? "nakedFullHouse" : "nakedSingle"
    case .pointing: "pointing"
    case .claiming: "claiming"
    case .nakedPair: "nakedPair"
    case .xWing: "xWing"
    case .subset(let subset): subset.kind == .naked ? "nakedSubset" : "hiddenSubset"
    case .skyscraper: "skyscraper"
    case .fish: "fish"
    case .xyWing: "xyWing"
    }
  }

  /// Every kind of step of the twelve techniques, as `show` says it on drills and as a study
  /// reveal says it after the steps before it, with both hint rungs' words: no English marker
  /// word, no doubled space, and candidates removed earlier or by the chain both met.
  @Test func everyKindOfStepIsWordedInPortuguese() throws {
    var messages: [(kind: String, text: String)] = []
    var board = try Self.fullHouseBoard()
    for step in Finder.steps([.hiddenSingle, .nakedSingle], in: board).values.joined() {
      messages.append((Self.kind(step), Self.raw(step, on: board)))
    }
    for technique in Technique.allCases {
      for seed in UInt64(0)..<6 {
        let drill = SharedDrills.drill(technique, seed: seed)
        board = drill.grid
        for step in drill.distinctInstances {
          messages.append((Self.kind(step), Self.raw(step, on: board)))
          Self.inPortuguese {
            messages.append(("patternFacts", HintWords.patternFacts(step, on: board)))
            messages.append(
              (
                "reviewNudge",
                HintWords.reviewNudge(houses: step.housesToLookAt(on: board), digits: step.digits)
              ))
          }
        }
        let plan = HintPlanner.plan(board: board, solution: drill.solution)
        messages.append(("lead", Self.inPortuguese { HintWords.lead(plan) ?? "" }))
        for (index, planned) in plan.steps.enumerated() {
          let chain = Array(plan.steps[..<index])
          let removals = StepFacts(planned, on: board, after: chain).removals
          let text = Self.raw(planned, on: board, after: chain)
          messages.append((Self.kind(planned), text))
          if removals.contains(where: { $0.step != nil }) { messages.append(("byChain", text)) }
          if removals.contains(where: { $0.step == nil }) { messages.append(("earlier", text)) }
        }
      }
    }
    for (kind, text) in messages {
      #expect(EnglishLeak.words(in: text).isEmpty, "\(kind): \(text)")
      let printed = text.replacingOccurrences(of: "\u{A0}", with: " ")
      #expect(!printed.contains("  ") && !printed.contains(" ."), "\(kind): \(printed)")
    }
    let kinds: Set<String> = [
      "hiddenSingle", "fullHouse", "nakedSingle", "nakedFullHouse", "pointing", "claiming",
      "nakedPair", "xWing", "nakedSubset", "hiddenSubset", "skyscraper", "fish", "xyWing",
      "patternFacts", "reviewNudge", "lead", "byChain", "earlier",
    ]
    let met = Set(messages.map(\.kind))
    #expect(met == kinds, "never met: \(kinds.subtracting(met).sorted())")
    #expect(
      messages.contains { $0.kind == "patternFacts" && $0.text.hasPrefix("São ") },
      "a naked single's second hint counts its digits")
  }
}
