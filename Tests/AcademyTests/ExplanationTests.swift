import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy

/// Input → exact verdict text, one row per kind of answer and miss (golden text: a change in wording
/// shows up here on purpose).
@Suite struct ExplanationTests {
  /// A singles position early in a solve path: 7 hidden-single placements, 2 naked singles.
  static let singlesPuzzle =
    "...1.6...4....3.81....2.943...3......36.95...12.6.4....5..6...2.1..7...82.4....5."
  /// A pointing position: no single; in box 7 the 3s and 4s sit only in r7c1 and r8c1.
  static let pointingPosition =
    ":0100:x:.....+2.....+25.7...7853.9+2..6.125+87..+82.7+9...6+59+7..+68...+786..9...59+82.6..21+6+9+7...8::::"

  /// The verdict as it reads: the no-break spaces that keep a step string on one line are spaces.
  static func printed(_ verdict: Verdict) -> String {
    String(verdict.line.map { $0 == "\u{A0}" ? " " : $0 })
  }

  static func checker(_ technique: Technique, _ text: String) throws -> AnswerChecker {
    let grid = try Position(parsing: text).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    return AnswerChecker(technique: technique, grid: grid, solution: solution)
  }

  static let singlesCases: [(Technique, String, String)] = [
    (
      .hiddenSingle, "r2c3=2",
      "Miss — 2 can also go in r2c7 (row 2) and r1c3 (column 3)."
    ),
    (
      .hiddenSingle, "r1c5=4",
      "Correct — Hidden Single: 4 in r1 => r1c5=4. (6 other instances were there too, e.g. Hidden Single: 1 in r3 => r3c3=1.)"
    ),
    (
      .hiddenSingle, "r2c5=5",
      "Miss — right digit, but that's a naked single — r2c5 has no other candidate. This lesson is about hidden singles: find a digit with only one place in a row, column or box."
    ),
    (
      .hiddenSingle, "r1c1=3",
      "Miss — 3 can also go in r1c3 (row 1); r7c1 and r8c1 (column 1)."
    ),
    (
      .hiddenSingle, "r1c1=5",
      "Miss — 5 can also go in r1c3, r1c5, r1c7 and r1c9 (row 1); r3c1 and r4c1 (column 1); r2c3 and r3c3 (box 1)."
    ),
    (
      .hiddenSingle, "r1c4=1",
      "r1c4 is already filled (1): pick a cell that still shows candidates. Not counted — try again."
    ),
    (.hiddenSingle, "r1c2=1", "Miss — 1 is not a candidate in r1c2 (it shows 7, 8 and 9)."),
    (
      .hiddenSingle, "r1c1<>3",
      "This lesson places digits: answer with a placement like r3c5=7 (r1c1<>3 removes a candidate). Not counted — try again."
    ),
    (
      .hiddenSingle, "r3c3=1 r8c4=5",
      "Correct — Hidden Single: 1 in r3 => r3c3=1; Hidden Single: 5 in r8 => r8c4=5. (5 other instances were there too, e.g. Hidden Single: 4 in r1 => r1c5=4.)"
    ),
    (
      .hiddenSingle, "r3c3=1 r1c1=5",
      "Miss — r1c1=5: 5 can also go in r1c3, r1c5, r1c7 and r1c9 (row 1); r3c1 and r4c1 (column 1); r2c3 and r3c3 (box 1). (One wrong part makes the whole answer a miss.)"
    ),
    (
      .hiddenSingle, "r10c1=1",
      "Can't read that answer: there is no row 10 (rows and columns go from 1 to 9) — type a placement like r3c5=7 or an elimination like r1c7<>5."
    ),
    (
      .hiddenSingle, "r1c1=0",
      "Can't read that answer: 0 is not a digit (digits go from 1 to 9) — type a placement like r3c5=7 or an elimination like r1c7<>5."
    ),
    (
      .nakedSingle, "r1c5=4",
      "Miss — right digit, but that's a hidden single — 4 has only one place in row 1, yet r1c5 still has 4, 5 and 8. This lesson is about naked singles: find a cell with one candidate left."
    ),
    (.nakedSingle, "r2c5=5", "Correct — Naked Single: r2c5=5. (Also there: Naked Single: r6c5=8.)"),
    (.nakedSingle, "r1c1=3", "Miss — r1c1 still has 3, 5, 7, 8 and 9."),
    (
      .nakedSingle, "r1c1=5",
      "Miss — r1c1 still has 3, 5, 7, 8 and 9."
    ),
    (
      .nakedSingle, "r1c4=1",
      "r1c4 is already filled (1): pick a cell that still shows candidates. Not counted — try again."
    ),
    (.nakedSingle, "r1c2=1", "Miss — 1 is not a candidate in r1c2 (it shows 7, 8 and 9)."),
    (
      .nakedSingle, "r1c1<>3",
      "This lesson places digits: answer with a placement like r3c5=7 (r1c1<>3 removes a candidate). Not counted — try again."
    ),
    (
      .nakedSingle, "r3c3=1 r8c4=5",
      "Miss — r3c3=1: right digit, but that's a hidden single — 1 has only one place in row 3, yet r3c3 still has 1, 5, 7 and 8. This lesson is about naked singles: find a cell with one candidate left. (One wrong part makes the whole answer a miss.)"
    ),
    (
      .nakedSingle, "r3c3=1 r1c1=5",
      "Miss — r3c3=1: right digit, but that's a hidden single — 1 has only one place in row 3, yet r3c3 still has 1, 5, 7 and 8. This lesson is about naked singles: find a cell with one candidate left. (One wrong part makes the whole answer a miss.)"
    ),
    (
      .nakedSingle, "r10c1=1",
      "Can't read that answer: there is no row 10 (rows and columns go from 1 to 9) — type a placement like r3c5=7 or an elimination like r1c7<>5."
    ),
    (
      .nakedSingle, "r1c1=0",
      "Can't read that answer: 0 is not a digit (digits go from 1 to 9) — type a placement like r3c5=7 or an elimination like r1c7<>5."
    ),
  ]

  static let eliminationCases: [(Technique, String, String)] = [
    (
      .pointing, "r1c1<>3",
      "Correct — Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3. (Also there: Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4.) (A naked pair gives it too.)"
    ),
    (
      .pointing, "R1C1-3 r2c1<>4",
      "Correct — Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3; Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4. (A naked pair gives it too.)"
    ),
    (
      .pointing, "r4c1<>3",
      "r4c1 is already filled (6): pick a cell that still shows candidates. Not counted — try again."
    ),
    (
      .pointing, "r1c9<>3",
      "Miss — nothing points 3 at r1c9: in box 1 the 3s sit on rows 1 and 2 — not confined to one line; box 2 already has its 3 (r3c4); in box 6 the 3s sit on columns 7, 8 and 9 — not confined to one line; in box 9 the 3s sit on columns 7, 8 and 9 — not confined to one line. Pointing removes a digit only from the line its box's candidates share."
    ),
    (
      .pointing, "r7c1<>3",
      "Miss — r7c1 is one of the cells the 3s of box 7 point from — pointing removes 3 from the rest of column 1, never from the box's own cells."
    ),
    (
      .pointing, "r1c1=3",
      "This lesson removes candidates: answer with an elimination like r1c7<>5 (r1c1=3 places a digit). Not counted — try again."
    ),
    (
      .pointing, "r1c2<>1",
      "Miss — 1 is not a candidate in r1c2 (it shows 3, 4 and 6) — there is nothing to remove."
    ),
    (
      .pointing, "r2c1<>9",
      "Miss — nothing points 9 at r2c1: box 2 already has its 9 (r3c6); in box 3 the 9s sit on rows 1 and 2 — not confined to one line; box 4 already has its 9 (r6c2); box 7 already has its 9 (r8c3). Pointing removes a digit only from the line its box's candidates share."
    ),
    (
      .claiming, "r1c1<>3",
      "Miss — true, but that follows from pointing, not claiming: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3."
    ),
    (
      .claiming, "r1c9<>3",
      "Miss — nothing claims 3 in box 3 for r1c9: row 2 has 3s outside box 3 (r2c12); row 3 already has its 3 (r3c4); column 7 has 3s outside box 3 (r59c7); column 8 has 3s outside box 3 (r456789c8). Claiming removes a digit from a box only when a row or column keeps all its candidates for it inside that box."
    ),
    (
      .claiming, "r12c1<>3 r1c1<>4",
      "Miss — r1c1<>3: true, but that follows from pointing, not claiming: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3. (One wrong part makes the whole answer a miss.)"
    ),
    (
      .nakedPair, "r12c1<>34",
      "Correct — Naked Pair: 3,4 in r78c1 => r12c1<>3,4. (Pointing gives it too.)"
    ),
    (
      .nakedPair, "r7c1<>3",
      "Miss — that candidate is the one the pair protects: r7c1 and r8c1 hold exactly 3 and 4, so 3 must go in one of them."
    ),
    (
      .nakedPair, "r1c9<>3",
      "Miss — no naked pair removes 3 from r1c9: in row 1 r1c3 holds {3,4}, but r1c2 holds {3,4,6} — {3,4} beside {3,4,6} is not a pair. A naked pair needs two cells of one house with exactly the same two candidates."
    ),
    (
      .nakedPair, "r1c1<>1",
      "Miss — no naked pair removes 1 from r1c1: in row 1 r1c4 holds {1,4}, but no other cell there holds exactly {1,4}. A naked pair needs two cells of one house with exactly the same two candidates."
    ),
    (
      .nakedPair, "r2c1<>9",
      "Miss — no naked pair removes 9 from r2c1: no other cell of row 2, column 1 and box 1 holds 9 with just one other candidate. A naked pair needs two cells of one house with exactly the same two candidates."
    ),
    (
      .xWing, "r1c1<>3",
      "Miss — true, but that follows from pointing, not an X-Wing: Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3."
    ),
    (
      .xWing, "r1c9<>3",
      "Miss — no X-Wing on 3 covers r1c9: no other row has just two 3s with one in column 9; the only column with just two 3s, one in row 1, is c3 (r1, r5) — it has no partner. An X-Wing needs two base rows (or columns) whose 3s sit in the same two cover columns (or rows) and nowhere else."
    ),
    (
      .xWing, "r2c1<>9",
      "Miss — no X-Wing on 9 covers r2c1: no other row has just two 9s with one in column 1; no other column has just two 9s with one in row 2. An X-Wing needs two base rows (or columns) whose 9s sit in the same two cover columns (or rows) and nowhere else."
    ),
    (
      .pointing, "-3r1c1",
      "Correct — Locked Candidates Type 1 (Pointing): 3 in b7 => r12c1<>3. (Also there: Locked Candidates Type 1 (Pointing): 4 in b7 => r12c1<>4.) (A naked pair gives it too.)"
    ),
    (
      .pointing, "r1c1<>9",
      // The solution digit is never named: the miss says what pointing lacks at r1c1.
      "Miss — nothing points 9 at r1c1: box 2 already has its 9 (r3c6); in box 3 the 9s sit on rows 1 and 2 — not confined to one line; box 4 already has its 9 (r6c2); box 7 already has its 9 (r8c3). Pointing removes a digit only from the line its box's candidates share."
    ),
  ]

  /// The same answers' verdicts in Portuguese.
  static let singlesCasesInPortuguese: [(Technique, String, String)] = [
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

  static let eliminationCasesInPortuguese: [(Technique, String, String)] = [
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

  /// Each table's rows with the language they are in.
  static func inEachLanguage(
    _ english: [(Technique, String, String)], _ portuguese: [(Technique, String, String)]
  )
    -> [(Language, Technique, String, String)]
  {
    english.map { (.english, $0.0, $0.1, $0.2) }
      + portuguese.map { (.portuguese, $0.0, $0.1, $0.2) }
  }

  @Test(arguments: inEachLanguage(singlesCases, singlesCasesInPortuguese))
  func singlesVerdicts(language: Language, technique: Technique, answer: String, expected: String)
    throws
  {
    let checker = try Self.checker(technique, Self.singlesPuzzle)
    #expect(
      Language.$current.withValue(language) { Self.printed(checker.check(answer)) } == expected)
  }

  @Test(arguments: inEachLanguage(eliminationCases, eliminationCasesInPortuguese))
  func eliminationVerdicts(
    language: Language, technique: Technique, answer: String, expected: String
  ) throws {
    let checker = try Self.checker(technique, Self.pointingPosition)
    #expect(
      Language.$current.withValue(language) { Self.printed(checker.check(answer)) } == expected)
  }

  /// r4c5 is a corner of the X-Wing on 4 (rows 4 and 8, columns 1 and 5), yet pointing in box 8
  /// removes it: the true deduction by another technique is what the learner needs to hear.
  @Test func anEliminationAnotherTechniqueMakesIsNamedBeforeThePattern() throws {
    let position =
      ":0300:x:..+8+5...+13..54.1.....1...7+5..+56+1.2+3+871..3..59.8.+3+75...+1+53.8...49.+89..3.+7+5.+1.9.58+3.::::"
    let checker = try Self.checker(.xWing, position)
    #expect(
      Self.printed(checker.check("r4c5<>4"))
        == "Miss — true, but that follows from pointing, not an X-Wing: Locked Candidates Type 1 (Pointing): 4 in b8 => r45c5<>4."
    )
    #expect(checker.check("r4c5<>4").text.contains("=>\u{A0}r45c5<>4"), "the step string is glued")
  }

  @Test func freeInputIsNotJudged() throws {
    let checker = try Self.checker(.pointing, Self.pointingPosition)
    #expect(checker.check("hello").kind == .unreadable)
    #expect(checker.check("r1c1=3").kind == .wrongForm)
    #expect(!checker.check("r1c1=3").isJudged)
    // An answer about a filled cell is no attempt at the technique: free, like a malformed one.
    #expect(checker.check("r4c1<>3").kind == .filledCell)
    #expect(!checker.check("r4c1<>3").isJudged)
    #expect(!checker.check("r4c1<>3 r1c1<>3").isJudged, "one part in a filled cell")
    #expect(checker.check("r2c1<>3").isJudged)
  }
}

// MARK: Portuguese grammar

/// Verdicts in Portuguese grammar (issue 20): agreement and counted instances, review and
/// mastery verdicts on the positions of `ExplanationTests` and `ReviewTests`, and a walk over every
/// kind of verdict on drills of the twelve lessons that finds no English left. The verdict tables
/// in both languages are `ExplanationTests`'.
@Suite struct VerdictGrammarTests {
  static func inPortuguese<T>(_ body: () throws -> T) rethrows -> T {
    try Language.$current.withValue(.portuguese, operation: body)
  }

  static func verdict(_ technique: Technique, _ position: String, _ answer: String) throws
    -> String
  {
    let checker = try ExplanationTests.checker(technique, position)
    return inPortuguese { ExplanationTests.printed(checker.check(answer)) }
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
        == "Errado — nenhum passo das \(CountWords.portuguese) técnicas elimina o 9 de r1c1 nesta grelha; além de r1c1, "
        + "o 9 pode ficar em r1c8 e r1c9 (linha 1); r2c1 (coluna 1).")
    #expect(
      try check(.pointing, ReviewTests.position, "r1c1=9")
        == "Errado — nenhum passo das \(CountWords.portuguese) técnicas coloca o 9 em r1c1 nesta grelha: r1c1 ainda tem "
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
      "noSkyscraper", "noSwordfish", "noXYWing", "noTwoStringKite", "noEmptyRectangle",
      "noFinnedXWing", "noWWing", "noXYZWing", "noSimpleColors",
      "reviewPlacement",
      "reviewElimination",
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

/// The technique misses (`Words/Techniques/`) as their own words, in each language: every kind of
/// miss of the ten elimination lessons, and every case of its reasons, rendered in Portuguese with
/// no English left (`EnglishLeak`), met on the golden tables' positions and on drills; and exact
/// golden rows in English and Portuguese, at least one per technique, for the grammar (articles,
/// agreement, plurals), and the cases no drill shows, made up.
///
/// What is checked is the reason the technique's words return, not the verdict line: the frame
/// (`Miss — `, a part's `r1c1<>3: `) is VerdictWords'.
@Suite struct TechniqueMissWordsTests {
  /// The cases of the reasons a technique miss names (`pointing.placed`, `xyWing.otherZ`,
  /// `skyscraper.nearby.otherDigits`), or nil for a miss whose words are not a technique's own.
  static func cases(_ miss: Miss) -> [String]? {
    func nearby(_ prefix: String, _ nearby: Miss.Nearby?) -> [String] {
      switch nearby {
      case .otherDigits: ["\(prefix).nearby.otherDigits"]
      case .outside: ["\(prefix).nearby.outside"]
      case nil: []
      }
    }
    switch miss {
    case .noPointing(_, let blocks):
      return blocks.map {
        switch $0 {
        case .placed: "pointing.placed"
        case .singleLeft: "pointing.singleLeft"
        case .otherLine: "pointing.otherLine"
        case .notConfined: "pointing.notConfined"
        }
      }
    case .noClaiming(_, _, let blocks):
      return blocks.map {
        switch $0 {
        case .placed: "claiming.placed"
        case .noneInBox: "claiming.noneInBox"
        case .singleLeft: "claiming.singleLeft"
        case .outside: "claiming.outside"
        }
      }
    case .noPair(_, let blocks) where blocks.isEmpty:
      return ["nakedPair.noCell"]
    case .noPair(_, let blocks):
      return blocks.map {
        switch $0 {
        case .beside: "nakedPair.beside"
        case .unmatched: "nakedPair.unmatched"
        }
      }
    case .noXWing(_, let blocks):
      return blocks.map {
        switch $0 {
        case .fin(_, _, _, _, let unseenBy): unseenBy == nil ? "xWing.fin" : "xWing.finUnseen"
        case .noTight: "xWing.noTight"
        case .noPartner: "xWing.noPartner"
        case .noneShare: "xWing.noneShare"
        }
      }
    case .noHiddenSubset(let facts):
      let name = facts.size == 2 ? "hiddenPair" : "hiddenTriple"
      return facts.blocks.map {
        switch $0 {
        case .tooSmall: "\(name).tooSmall"
        case .few(_, let digits): digits.isEmpty ? "\(name).fewNone" : "\(name).few"
        case .elsewhere: "\(name).elsewhere"
        case .near: "\(name).near"
        }
      } + (facts.others.count > 1 ? ["\(name).others"] : nearby(name, facts.nearby))
    case .noNakedTriple(let facts):
      return facts.blocks.map {
        switch $0 {
        case .few(_, let cells) where cells.isEmpty: "nakedTriple.fewNone"
        case .few: facts.shown.count <= 3 ? "nakedTriple.fewBesides" : "nakedTriple.few"
        case .without: "nakedTriple.without"
        case .near: "nakedTriple.near"
        }
      } + (facts.inHouses.count > 1 ? ["nakedTriple.inHousesSeveral"] : [])
        + nearby("nakedTriple", facts.nearby)
    case .noSkyscraper(let facts):
      return facts.orientations.map {
        switch $0 {
        case .fewLinks(_, let links, let threes):
          "skyscraper.fewLinks\(links.isEmpty ? "None" : "")\(threes.isEmpty ? "" : "+threes")"
        case .roofs(let skyscraper, let seen):
          (skyscraper.roofs + skyscraper.baseCells).contains(facts.candidate.cell)
            ? "skyscraper.ownCell" : "skyscraper.roofs\(seen.isEmpty ? "None" : "")"
        case .xWing: "skyscraper.xWing"
        case .noBase: "skyscraper.noBase"
        }
      } + (facts.reaching.count > 1 ? ["skyscraper.reachingSeveral"] : [])
        + nearby("skyscraper", facts.nearby)
    case .noSwordfish(let facts):
      return facts.orientations.map {
        switch $0 {
        case .few(_, let lines): lines.isEmpty ? "swordfish.fewNone" : "swordfish.few"
        case .noneInCover: "swordfish.noneInCover"
        case .finned(_, _, let fins): "swordfish.finned\(min(fins.count, 2))"
        case .finUnseen: "swordfish.finUnseen"
        case .finnedReaches: "swordfish.finnedReaches"
        }
      }
        + (facts.outside.count > 1
          ? ["swordfish.outsideSeveral"] : nearby("swordfish", facts.nearby))
        + (facts.reaching.count > 1 ? ["swordfish.reachingSeveral"] : [])
    case .noXYWing(let facts):
      let near =
        switch facts.near {
        case .pivotOutOfSight(_, _, let seen): "xyWing.pivotOutOfSight\(seen.isEmpty ? "None" : "")"
        case .otherZ: "xyWing.otherZ"
        case .noPivot: "xyWing.noPivot"
        case .sameDigits: "xyWing.sameDigits"
        case .fewPincers(let pincers):
          pincers.isEmpty ? "xyWing.fewPincersNone" : "xyWing.fewPincers"
        }
      guard !facts.wingsAccount else { return ["xyWing.wings"] + nearby("xyWing", facts.nearby) }
      return [near] + (facts.wings.isEmpty ? [] : ["xyWing.wingsApart"])
        + nearby("xyWing", facts.nearby)
    case .noTwoStringKite(let facts):
      let closest =
        switch facts.closest {
        case .fewLinks(let rows, let columns, _):
          rows.isEmpty && columns.isEmpty ? "twoStringKite.fewLinksNone" : "twoStringKite.fewLinks"
        case .kite(let kite, _):
          (kite.ends + kite.boxCells).contains(facts.candidate.cell)
            ? "twoStringKite.ownCell" : "twoStringKite.kite"
        case .notJoined: "twoStringKite.notJoined"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["twoStringKite.reachingSeveral"] : nearby("twoStringKite", facts.nearby))
    case .noFinnedXWing(let facts):
      let closest =
        switch facts.closest {
        case .finsElsewhere(let wing):
          wing.finBoxMeetsCover ? "finnedXWing.finsElsewhere" : "finnedXWing.finBoxOff"
        case .finsApart: "finnedXWing.finsApart"
        case .nothing: "finnedXWing.nothing"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["finnedXWing.reachingSeveral"] : nearby("finnedXWing", facts.nearby))
    case .noWWing(let facts):
      let closest =
        switch facts.closest {
        case .noLink(_, let weak): weak == nil ? "wWing.noLink" : "wWing.noLinkWeak"
        case .wing(_, let seen, let reaches):
          (seen.isEmpty ? "wWing.wingNone" : "wWing.wing") + (reaches.isEmpty ? "Empty" : "")
        case .noPair(let cells): cells.count == 1 ? "wWing.noPairOne" : "wWing.noPair"
        case .nothing: "wWing.nothing"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["wWing.reachingSeveral"] : nearby("wWing", facts.nearby))
    case .noXYZWing(let facts):
      let closest =
        switch facts.closest {
        case .wing(let wing, _, _) where wing.cells.contains(facts.candidate.cell):
          "xyzWing.ownWing"
        case .wing(let wing, let seen, let reaches):
          (seen.isEmpty
            ? "xyzWing.wingNone"
            : seen == wing.pincers ? "xyzWing.noPivotSeen" : "xyzWing.wing")
            + (reaches.isEmpty ? "Empty" : "")
        case .fewPincers(_, let pincers):
          pincers.isEmpty ? "xyzWing.noPincer" : "xyzWing.fewPincers"
        case .noPivot: "xyzWing.noPivot"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["xyzWing.reachingSeveral"] : nearby("xyzWing", facts.nearby))
    case .noSimpleColors(let facts):
      let closest =
        switch facts.closest {
        case .onChain: "simpleColors.onChain"
        case .oneColor: "simpleColors.oneColor"
        case .severalChains: "simpleColors.severalChains"
        case .unseen: "simpleColors.unseen"
        case .noLinks: "simpleColors.noLinks"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["simpleColors.reachingSeveral"] : nearby("simpleColors", facts.nearby))
    case .noEmptyRectangle(let facts):
      let closest =
        switch facts.closest {
        case .weakLink: "emptyRectangle.weakLink"
        case .boxOff: "emptyRectangle.boxOff"
        case .rectangle: "emptyRectangle.rectangle"
        case .nothing: "emptyRectangle.nothing"
        }
      return [closest]
        + (facts.reaching.count > 1
          ? ["emptyRectangle.reachingSeveral"] : nearby("emptyRectangle", facts.nearby))
    case .patternCandidate(let candidate, let step):
      switch step.pattern {
      case .skyscraper(let skyscraper):
        return [
          skyscraper.baseCells.contains(candidate.cell)
            ? "skyscraper.ownBase" : "skyscraper.ownRoof"
        ]
      case .xyWing(let wing):
        return [candidate.cell == wing.pivot ? "xyWing.ownPivot" : "xyWing.ownPincer"]
      case .xyzWing(let wing):
        return [candidate.cell == wing.pivot ? "xyzWing.ownPivot" : "xyzWing.ownPincer"]
      case .wWing(let wing):
        guard wing.linkCells.contains(candidate.cell) else { return ["wWing.ownCell"] }
        return [candidate.digit == wing.removed ? "wWing.ownLinkRemoved" : "wWing.ownLink"]
      default:
        return ["\(step.technique.rawValue).own"]
      }
    default:
      return nil
    }
  }

  /// The reason's words in `language`, with the no-break spaces that glue its formats (what
  /// `EnglishLeak` reads).
  static func words(_ miss: Miss, in language: Language = .portuguese) -> String {
    Language.$current.withValue(language) { Language.current.verdictWords.text(miss) }
  }

  /// The reason's words in `language` as read: the no-break spaces printed as spaces.
  static func printed(_ miss: Miss, in language: Language) -> String {
    String(words(miss, in: language).map { $0 == "\u{A0}" ? " " : $0 })
  }

  /// The technique miss of a verdict, the part's if it has parts; nil for another verdict.
  static func techniqueMiss(_ verdict: Verdict) -> Miss? {
    guard case .miss(let miss, _) = verdict.reason, cases(miss) != nil else { return nil }
    return miss
  }

  /// Every wrong elimination of `drills`: its technique miss in Portuguese has no English; the
  /// cases met.
  static func walk(_ drills: [Drill]) -> Set<String> {
    var met: Set<String> = []
    for drill in drills {
      let checker = AnswerChecker(drill: drill)
      for cell in drill.grid.emptyCells {
        for digit in drill.grid.candidates(at: cell) {
          guard let miss = techniqueMiss(checker.check("\(cell)<>\(digit)")) else { continue }
          met.formUnion(cases(miss) ?? [])
          let text = words(miss)
          #expect(
            EnglishLeak.words(in: text).isEmpty,
            "\(drill.technique.rawValue) seed \(drill.seed) \(cell)<>\(digit): \(text)")
        }
      }
    }
    return met
  }

  /// The cases the drills meet (the six's elimination lessons, 8 seeds each, and 20 quick drills
  /// of each lesson after X-Wing): all of them but the four no drill here shows, which
  /// `theCasesNoDrillShowsArePortuguese` renders from made-up facts.
  static let casesOnDrills: Set<String> = [
    "pointing.placed", "pointing.otherLine", "pointing.notConfined", "pointing.own",
    "claiming.placed", "claiming.noneInBox", "claiming.outside", "claiming.own",
    "nakedPair.noCell", "nakedPair.beside", "nakedPair.unmatched", "naked-pair.own",
    "xWing.fin", "xWing.noTight", "xWing.noPartner", "xWing.noneShare", "x-wing.own",
    "hiddenPair.tooSmall", "hiddenPair.fewNone", "hiddenPair.few", "hiddenPair.elsewhere",
    "hiddenPair.near", "hiddenPair.nearby.outside", "hiddenPair.others", "hidden-pair.own",
    "nakedTriple.fewNone", "nakedTriple.few", "nakedTriple.fewBesides", "nakedTriple.without",
    "nakedTriple.near",
    "nakedTriple.nearby.otherDigits", "nakedTriple.nearby.outside", "naked-triple.own",
    "hiddenTriple.tooSmall", "hiddenTriple.fewNone", "hiddenTriple.few", "hiddenTriple.elsewhere",
    "hiddenTriple.near", "hiddenTriple.nearby.outside", "hiddenTriple.others", "hidden-triple.own",
    "skyscraper.fewLinks", "skyscraper.fewLinks+threes", "skyscraper.fewLinksNone+threes",
    "skyscraper.ownCell", "skyscraper.roofs",
    "skyscraper.roofsNone", "skyscraper.xWing", "skyscraper.noBase",
    "skyscraper.nearby.otherDigits", "skyscraper.ownRoof", "skyscraper.ownBase",
    "swordfish.fewNone", "swordfish.few", "swordfish.noneInCover", "swordfish.finnedReaches",
    "swordfish.finned2", "swordfish.nearby.otherDigits", "swordfish.nearby.outside",
    "swordfish.own",
    "xyWing.pivotOutOfSight", "xyWing.pivotOutOfSightNone", "xyWing.otherZ", "xyWing.noPivot",
    "xyWing.sameDigits", "xyWing.fewPincers", "xyWing.fewPincersNone",
    "xyWing.nearby.otherDigits", "xyWing.wings", "xyWing.wingsApart", "xyWing.ownPivot",
    "xyWing.ownPincer",
    "twoStringKite.fewLinks", "twoStringKite.fewLinksNone", "twoStringKite.kite",
    "twoStringKite.ownCell", "twoStringKite.notJoined", "twoStringKite.nearby.otherDigits",
    "two-string-kite.own",
    "emptyRectangle.weakLink", "emptyRectangle.boxOff", "emptyRectangle.rectangle",
    "emptyRectangle.nothing", "emptyRectangle.nearby.otherDigits",
    "emptyRectangle.reachingSeveral", "empty-rectangle.own",
    "finnedXWing.finsElsewhere", "finnedXWing.finBoxOff", "finnedXWing.finsApart",
    "finnedXWing.nothing",
    "finnedXWing.nearby.otherDigits", "finnedXWing.reachingSeveral", "finned-x-wing.own",
    "wWing.noLink", "wWing.noLinkWeak", "wWing.wing", "wWing.wingEmpty", "wWing.wingNone",
    "wWing.wingNoneEmpty", "wWing.noPair", "wWing.noPairOne", "wWing.nothing",
    "wWing.nearby.otherDigits", "wWing.reachingSeveral", "wWing.ownCell", "wWing.ownLink",
    "wWing.ownLinkRemoved",
    "xyzWing.wing", "xyzWing.wingEmpty", "xyzWing.noPivotSeen", "xyzWing.noPivotSeenEmpty",
    "xyzWing.wingNone", "xyzWing.wingNoneEmpty", "xyzWing.noPincer", "xyzWing.fewPincers",
    "xyzWing.noPivot", "xyzWing.nearby.otherDigits", "xyzWing.ownPivot",
    "xyzWing.ownPincer", "xyzWing.ownWing",
    "simpleColors.onChain", "simpleColors.oneColor", "simpleColors.severalChains",
    "simpleColors.unseen", "simpleColors.noLinks", "simpleColors.nearby.otherDigits",
    "simpleColors.reachingSeveral", "simple-colors.own",
  ]

  @Test func everyCaseMetOnDrillsIsPortuguese() {
    let six = Technique.upToXWing.filter { !$0.placesDigits }.flatMap { technique in
      (0..<UInt64(8)).map { SharedDrills.drill(technique, seed: $0) }
    }
    // The quick drills (made once for MissTruthTests) meet every case.
    let next = MasterDrills.quick
    let met = Self.walk(six + next)
    #expect(
      met.isSuperset(of: Self.casesOnDrills), "not met: \(Self.casesOnDrills.subtracting(met))")
  }

  /// The cases no drill above shows — a box or line with a single candidate left (a hidden
  /// single, which the drills' positions are past), three lines that are a swordfish but for
  /// the cell, one lone fin the cell sees that makes no finned swordfish, and a digit no line
  /// holds twice or three times in a skyscraper drill (rare since a skyscraper drill is a
  /// position where one is the next step) — made up, in each language: pointing's, claiming's,
  /// the swordfish's, the lone fin's and the skyscraper's words.
  @Test(arguments: [
    (
      Language.english,
      [
        "box 4 has a single 3 left (r5c5) — a hidden single, not pointing",
        "row 2 has a single 7 left (r2c7) — a hidden single",
        "rows 2, 5 and 8 hold their 5s in columns 1, 4 and 7",
        "the closest, rows 2, 5 and 8, hold their 5s in columns 1, 4 and 7 but for r2c2 — a "
          + "fin, and finned swordfish don't count here",
        "no row holds 4 exactly twice; no column holds 4 exactly twice",
      ]
    ),
    (
      .portuguese,
      [
        "na caixa 4 resta um só 3 (r5c5) — um único escondido, não um apontamento",
        "na linha 2 resta um só 7 (r2c7) — um único escondido",
        "as linhas 2, 5 e 8 têm os seus 5 nas colunas 1, 4 e 7",
        "as mais próximas, as linhas 2, 5 e 8, têm os seus 5 nas colunas 1, 4 e 7, exceto "
          + "r2c2 — uma barbatana, e os Swordfish com barbatana não contam aqui",
        "nenhuma linha tem o 4 exatamente duas vezes; nenhuma coluna tem o 4 exatamente duas vezes",
      ]
    ),
  ])
  func theCasesNoDrillShows(language: Language, expected: [String]) throws {
    let words = { (text: () -> String) in Language.$current.withValue(language, operation: text) }
    let pointing = words {
      Language.current.pointingWords.block(
        .singleLeft(box: .box(3), at: Cell(row: 4, column: 4)), 3)
    }
    let claiming = words {
      ClaimingWords.block(.singleLeft(line: .row(1), at: Cell(row: 1, column: 6)), 7, box: .box(2))
    }
    let places = [1, 4, 7].map { row in
      Miss.Places(house: .row(row), cells: [0, 3].map { Cell(row: row, column: $0) })
    }
    let swordfish = words {
      SwordfishWords.orientation(
        .finned(base: places, cover: [.column(0), .column(3), .column(6)], fins: []), 5)
    }
    // One fin the cell sees, but no finned swordfish (a base line holds only the fin): the drills
    // name the finned swordfish that reaches the cell instead.
    let fin = [Cell(row: 1, column: 1)]
    let finned = words {
      SwordfishWords.orientation(
        .finned(
          base: places.prefix(2) + [Miss.Places(house: .row(7), cells: fin)],
          cover: [.column(0), .column(3), .column(6)], fins: fin), 5)
    }
    // Every digit on an empty board: no line holds 4 twice, or three times.
    let noLinks = SkyscraperMiss(Candidate(Cell(row: 0, column: 0), 4), grid: Grid(), instances: [])
    let skyscraper = words {
      noLinks.orientations.map { SkyscraperWords.orientation($0, noLinks) }.joined(separator: "; ")
    }
    try #require(expected.count == 5)
    #expect(pointing == expected[0])
    #expect(claiming == expected[1])
    #expect(swordfish == expected[2])
    #expect(finned == expected[3])
    #expect(skyscraper == expected[4])
    if language == .portuguese {
      for text in [pointing, claiming, swordfish, finned, skyscraper] {
        #expect(EnglishLeak.words(in: text).isEmpty, "\(text)")
      }
    }
  }

  /// The golden tables' rows (`ExplanationTests`, `MasterExplanationTests`): each one whose miss
  /// is a technique's own has no English in Portuguese.
  @Test func everyGoldenRowIsPortuguese() throws {
    var rows: [(Technique, String, String)] = ExplanationTests.eliminationCases.map {
      ($0.0, ExplanationTests.pointingPosition, $0.1)
    }
    let tables: [(Technique, [String], [(Int, String, String)])] = [
      (
        .hiddenPair, MasterExplanationTests.hiddenPairPositions,
        MasterExplanationTests.hiddenPairCases
      ),
      (
        .nakedTriple, MasterExplanationTests.nakedTriplePositions,
        MasterExplanationTests.nakedTripleCases
      ),
      (
        .hiddenTriple, MasterExplanationTests.hiddenTriplePositions,
        MasterExplanationTests.hiddenTripleCases
      ),
      (
        .skyscraper, MasterExplanationTests.skyscraperPositions,
        MasterExplanationTests.skyscraperCases
      ),
      (
        .swordfish, MasterExplanationTests.swordfishPositions, MasterExplanationTests.swordfishCases
      ),
      (.xyWing, MasterExplanationTests.xyWingPositions, MasterExplanationTests.xyWingCases),
      (
        .emptyRectangle, MasterExplanationTests.emptyRectanglePositions,
        MasterExplanationTests.emptyRectangleCases
      ),
    ]
    for (technique, positions, cases) in tables {
      rows += cases.map { (technique, positions[$0.0], $0.1) }
    }
    var checked = 0
    for (technique, position, answer) in rows {
      let checker = try ExplanationTests.checker(technique, position)
      guard let miss = Self.techniqueMiss(checker.check(answer)) else { continue }
      checked += 1
      let text = Self.words(miss)
      #expect(EnglishLeak.words(in: text).isEmpty, "\(technique.rawValue) \(answer): \(text)")
    }
    #expect(checked >= 50, "only \(checked) technique misses among the golden rows")
  }

  /// Exact words, at least one miss per technique, in each language: in Portuguese the articles
  /// (*a caixa 2*, *nas colunas 7, 8 e 9*, *o 2, o 6 e o 8*), agreement (*duas casas vazias*,
  /// *três dígitos em quatro casas, uma a mais*) and plurals (*tem-no*/*têm-no*); the English
  /// words are the reasons of the verdict tables' lines for the same answers.
  static let goldenCases: [(Technique, String, String, english: String, portuguese: String)] = [
    (
      .pointing, ExplanationTests.pointingPosition, "r1c9<>3",
      "nothing points 3 at r1c9: in box 1 the 3s sit on rows 1 and 2 — not confined to one line; box 2 already has its 3 (r3c4); in box 6 the 3s sit on columns 7, 8 and 9 — not confined to one line; in box 9 the 3s sit on columns 7, 8 and 9 — not confined to one line. Pointing removes a digit only from the line its box's candidates share.",
      "nenhum apontamento elimina o 3 de r1c9: na caixa 1 os 3 estão nas linhas 1 e 2 — não ficam numa só linha; a caixa 2 já tem o seu 3 (r3c4); na caixa 6 os 3 estão nas colunas 7, 8 e 9 — não ficam numa só coluna; na caixa 9 os 3 estão nas colunas 7, 8 e 9 — não ficam numa só coluna. O apontamento só elimina um dígito da linha ou coluna onde ficam todos os seus candidatos numa caixa."
    ),
    (
      .pointing, ExplanationTests.pointingPosition, "r7c1<>3",
      "r7c1 is one of the cells the 3s of box 7 point from — pointing removes 3 from the rest of column 1, never from the box's own cells.",
      "r7c1 é uma das casas de onde os 3 da caixa 7 apontam — o apontamento elimina o 3 do resto da coluna 1, nunca das casas da própria caixa."
    ),
    (
      .claiming, ExplanationTests.pointingPosition, "r1c9<>3",
      "nothing claims 3 in box 3 for r1c9: row 2 has 3s outside box 3 (r2c12); row 3 already has its 3 (r3c4); column 7 has 3s outside box 3 (r59c7); column 8 has 3s outside box 3 (r456789c8). Claiming removes a digit from a box only when a row or column keeps all its candidates for it inside that box.",
      "nenhuma reivindicação elimina o 3 de r1c9 na caixa 3: a linha 2 tem candidatos 3 fora da caixa 3 (r2c12); a linha 3 já tem o seu 3 (r3c4); a coluna 7 tem candidatos 3 fora da caixa 3 (r59c7); a coluna 8 tem candidatos 3 fora da caixa 3 (r456789c8). A reivindicação só elimina um dígito de uma caixa quando uma linha ou coluna tem todos os seus candidatos desse dígito dentro dessa caixa."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r1c9<>3",
      "no naked pair removes 3 from r1c9: in row 1 r1c3 holds {3,4}, but r1c2 holds {3,4,6} — {3,4} beside {3,4,6} is not a pair. A naked pair needs two cells of one house with exactly the same two candidates.",
      "nenhum par nu elimina o 3 de r1c9: na linha 1, r1c3 tem {3,4}, mas r1c2 tem {3,4,6} — {3,4} ao lado de {3,4,6} não forma um par. Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r2c1<>9",
      "no naked pair removes 9 from r2c1: no other cell of row 2, column 1 and box 1 holds 9 with just one other candidate. A naked pair needs two cells of one house with exactly the same two candidates.",
      "nenhum par nu elimina o 9 de r2c1: nenhuma outra casa da linha 2, da coluna 1 ou da caixa 1 tem o 9 com só mais um candidato. Um par nu precisa de duas casas da mesma unidade com exatamente os mesmos dois candidatos."
    ),
    (
      .nakedPair, ExplanationTests.pointingPosition, "r7c1<>3",
      "that candidate is the one the pair protects: r7c1 and r8c1 hold exactly 3 and 4, so 3 must go in one of them.",
      "esse candidato é o que o par protege: r7c1 e r8c1 têm exatamente o 3 e o 4, por isso o 3 tem de ficar numa delas."
    ),
    (
      .xWing, ExplanationTests.pointingPosition, "r1c9<>3",
      "no X-Wing on 3 covers r1c9: no other row has just two 3s with one in column 9; the only column with just two 3s, one in row 1, is c3 (r1, r5) — it has no partner. An X-Wing needs two base rows (or columns) whose 3s sit in the same two cover columns (or rows) and nowhere else.",
      "nenhum X-Wing com o 3 cobre r1c9: nenhuma outra linha tem só dois 3 com um deles na coluna 9; a única coluna com só dois 3, um deles na linha 1, é c3 (r1, r5) — não tem parceira. Um X-Wing precisa de duas linhas (ou colunas) de base cujos 3 fiquem todos nas mesmas duas colunas (ou linhas) de cobertura."
    ),
    (
      .hiddenPair, MasterExplanationTests.hiddenPairPositions[0], "r4c4<>4",
      "no hidden pair removes 4 from r4c4: in row 4 every digit still to place other than 4 has three places or more; in column 4, of the digits still to place other than 4, only 2 (r2c4, r8c4) has two places or fewer; box 5 has only two empty cells — too few to hide a pair. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r4c4 one of them; it clears those cells of every other candidate.",
      "nenhum par escondido elimina o 4 de r4c4: na linha 4 todos os dígitos por colocar além do 4 têm três lugares ou mais; na coluna 4, dos dígitos por colocar além do 4, só o 2 (r2c4, r8c4) tem dois lugares ou menos; a caixa 5 só tem duas casas vazias — é pouco para esconder um par. Um par escondido precisa de dois dígitos cujos únicos lugares numa linha, coluna ou caixa sejam as mesmas duas casas, sendo r4c4 uma delas; elimina dessas casas todos os outros candidatos."
    ),
    (
      .hiddenPair, MasterExplanationTests.hiddenPairPositions[0], "r2c7<>1",
      "r2c7 is one of the hidden pair's cells: in row 2, 1 and 7 have no places but r2c7 and r2c9, so the pair keeps 1 and 7 there and removes the cells' other candidates.",
      "r2c7 é uma das casas do par escondido: na linha 2, o 1 e o 7 só têm lugar em r2c7 e r2c9, por isso o par mantém aí o 1 e o 7 e elimina os outros candidatos dessas casas."
    ),
    (
      .nakedTriple, MasterExplanationTests.nakedTriplePositions[0], "r1c2<>2",
      "no naked triple removes 2 from r1c2: in row 1 r1c5 {3,7,8}, r1c6 {2,7} and r1c7 {2,6,8} hold five digits between them (2, 3, 6, 7 and 8); in column 2 only r5c2 {2,4} and r6c2 {1,4,8} show three candidates or fewer; in box 1 r2c1 {2,3,8,9}, r2c2 {2,3,8,9} and r2c3 {2,8,9} hold four digits between them (2, 3, 8 and 9), one too many. The naked triple with a 2 (Naked Triple: 2,6,8 in r13c7,r3c9) removes it only from box 3, and r1c2 is not there. A naked triple needs three cells of one house that show only three digits between them; it removes those digits from the rest of the house.",
      "nenhum trio nu elimina o 2 de r1c2: na linha 1, r1c5 {3,7,8}, r1c6 {2,7} e r1c7 {2,6,8} têm entre elas cinco dígitos (2, 3, 6, 7 e 8); na coluna 2 só r5c2 {2,4} e r6c2 {1,4,8} mostram três candidatos ou menos; na caixa 1, r2c1 {2,3,8,9}, r2c2 {2,3,8,9} e r2c3 {2,8,9} têm entre elas quatro dígitos (2, 3, 8 e 9), um a mais. O trio nu com um 2 (Naked Triple: 2,6,8 in r13c7,r3c9) só o elimina da caixa 3, e r1c2 não está aí. Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três dígitos; elimina esses dígitos do resto da unidade."
    ),
    (
      .nakedTriple, MasterExplanationTests.nakedTriplePositions[0], "r1c8<>3",
      "no naked triple removes 3 from r1c8: in row 1 r1c2 {2,3,6,8,9}, r1c7 {2,6,8} and r1c9 {2,6,9} hold five digits between them (2, 3, 6, 8 and 9); in column 8 r2c8 {3,5,8,9}, r6c8 {5,8} and r7c8 {5,9} hold four digits between them (3, 5, 8 and 9), one too many; in box 3 the other cells with three candidates or fewer, r1c7 {2,6,8}, r1c9 {2,6,9}, r3c7 {2,6,8} and r3c9 {2,6}, hold no 3. The naked triple in a house of r1c8 (Naked Triple: 2,6,8 in r13c7,r3c9) removes only 2, 6 and 8 — not 3. A naked triple needs three cells of one house that show only three digits between them; it removes those digits from the rest of the house.",
      "nenhum trio nu elimina o 3 de r1c8: na linha 1, r1c2 {2,3,6,8,9}, r1c7 {2,6,8} e r1c9 {2,6,9} têm entre elas cinco dígitos (2, 3, 6, 8 e 9); na coluna 8, r2c8 {3,5,8,9}, r6c8 {5,8} e r7c8 {5,9} têm entre elas quatro dígitos (3, 5, 8 e 9), um a mais; na caixa 3 as outras casas com três candidatos ou menos, r1c7 {2,6,8}, r1c9 {2,6,9}, r3c7 {2,6,8} e r3c9 {2,6}, não têm nenhum 3. O trio nu numa unidade de r1c8 (Naked Triple: 2,6,8 in r13c7,r3c9) só elimina o 2, o 6 e o 8 — não o 3. Um trio nu precisa de três casas da mesma unidade que mostrem, entre elas, só três dígitos; elimina esses dígitos do resto da unidade."
    ),
    (
      .hiddenTriple, MasterExplanationTests.hiddenTriplePositions[0], "r1c5<>3",
      "no hidden triple removes 3 from r1c5: in row 1 the closest are 2 (r1c2, r1c6, r1c7, r1c9), 6 (r1c2, r1c7, r1c9) and 7 (r1c5, r1c6): three digits in five cells; in column 5 the closest are 5 (r3c5, r8c5), 7 (r1c5, r8c5, r9c5) and 8 (r1c5, r3c5, r8c5, r9c5): three digits in four cells, one too many; in box 2 the closest are 2 (r1c6, r2c4, r3c6), 5 (r3c5, r3c6) and 7 (r1c5, r1c6): three digits in five cells. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r1c5 one of them; it clears those cells of every other candidate.",
      "nenhum trio escondido elimina o 3 de r1c5: na linha 1 os mais próximos são o 2 (r1c2, r1c6, r1c7, r1c9), o 6 (r1c2, r1c7, r1c9) e o 7 (r1c5, r1c6): três dígitos em cinco casas; na coluna 5 os mais próximos são o 5 (r3c5, r8c5), o 7 (r1c5, r8c5, r9c5) e o 8 (r1c5, r3c5, r8c5, r9c5): três dígitos em quatro casas, uma a mais; na caixa 2 os mais próximos são o 2 (r1c6, r2c4, r3c6), o 5 (r3c5, r3c6) e o 7 (r1c5, r1c6): três dígitos em cinco casas. Um trio escondido precisa de três dígitos cujos lugares numa linha, coluna ou caixa fiquem em apenas três casas, sendo r1c5 uma delas; elimina dessas casas todos os outros candidatos."
    ),
    (
      .skyscraper, MasterExplanationTests.skyscraperPositions[0], "r4c1<>4",
      "no skyscraper on 4 reaches r4c1: only row 7 (r7c1, r7c6) holds 4 exactly twice (row 4 (r4c1, r4c4, r4c7) and row 8 (r8c3, r8c7, r8c8) hold it three times); only column 6 (r7c6, r9c6) holds 4 exactly twice (column 7 (r4c7, r6c7, r8c7) holds it three times). A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs).",
      "nenhum arranha-céus com o 4 chega a r4c1: só a linha 7 (r7c1, r7c6) tem o 4 exatamente duas vezes (a linha 4 (r4c1, r4c4, r4c7) e a linha 8 (r8c3, r8c7, r8c8) têm-no três vezes); só a coluna 6 (r7c6, r9c6) tem o 4 exatamente duas vezes (a coluna 7 (r4c7, r6c7, r8c7) tem-no três vezes). Um arranha-céus precisa de duas linhas (ou colunas) que tenham cada uma o dígito exatamente duas vezes, com uma ponta de cada na mesma coluna (ou linha), a base; elimina o dígito das casas que veem as duas outras pontas (os telhados)."
    ),
    (
      .skyscraper, MasterExplanationTests.skyscraperPositions[0], "r6c4<>2",
      "r6c4 is a roof of the skyscraper on 2 in rows 6 and 8 (base column 8, roofs r6c4 and r8c5): one of the roofs must hold the 2, so the skyscraper removes 2 from the cells that see both roofs, never from a roof.",
      "r6c4 é um telhado do arranha-céus com o 2 nas linhas 6 e 8 (base na coluna 8, telhados r6c4 e r8c5): um dos telhados tem de ter o 2, por isso o arranha-céus elimina o 2 das casas que veem os dois telhados, nunca de um telhado."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r1c7<>7",
      "no swordfish on 7 covers r1c7: the closest, rows 3, 5 and 8, hold their 7s in columns 7, 8 and 9 but for r3c5 — a fin that r1c7 does not see, so that swordfish, finned or not, does not reach r1c7; the closest, columns 5, 8 and 9, hold their 7s in rows 1, 3 and 5 but for r8c8 — a fin that r1c7 does not see, so that swordfish, finned or not, does not reach r1c7. The swordfish on the board (Swordfish: 2 r269 c789; Swordfish: 2 c156 r138) remove 2 from r1c7, not 7. A swordfish needs three base rows (or columns) whose 7s lie in the same three cover columns (or rows) and nowhere else; it removes 7 from the rest of those cover lines.",
      "nenhum Swordfish com o 7 cobre r1c7: as mais próximas, as linhas 3, 5 e 8, têm os seus 7 nas colunas 7, 8 e 9, exceto r3c5 — uma barbatana que r1c7 não vê, por isso esse Swordfish, com ou sem barbatana, não chega a r1c7; as mais próximas, as colunas 5, 8 e 9, têm os seus 7 nas linhas 1, 3 e 5, exceto r8c8 — uma barbatana que r1c7 não vê, por isso esse Swordfish, com ou sem barbatana, não chega a r1c7. Os Swordfish da grelha (Swordfish: 2 r269 c789; Swordfish: 2 c156 r138) eliminam o 2 de r1c7, não o 7. Um Swordfish precisa de três linhas (ou colunas) de base cujos 7 fiquem todos nas mesmas três colunas (ou linhas) de cobertura; elimina o 7 do resto dessas colunas (ou linhas)."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r7c2<>2",
      "no swordfish on 2 covers r7c2: no other row that holds 2 three times or fewer has one in column 2; no other column that holds 2 three times or fewer has one in row 7. The swordfish on the board remove 2 only from their cover lines outside their base lines, and r7c2 is not one of those cells: Swordfish: 2 r269 c789 (columns 7, 8 and 9 outside rows 2, 6 and 9); Swordfish: 2 c156 r138 (rows 1, 3 and 8 outside columns 1, 5 and 6). A swordfish needs three base rows (or columns) whose 2s lie in the same three cover columns (or rows) and nowhere else; it removes 2 from the rest of those cover lines.",
      "nenhum Swordfish com o 2 cobre r7c2: nenhuma outra linha com o 2 três vezes ou menos tem um na coluna 2; nenhuma outra coluna com o 2 três vezes ou menos tem um na linha 7. Os Swordfish da grelha só eliminam o 2 das suas linhas de cobertura fora das linhas-base, e r7c2 não é uma dessas casas: Swordfish: 2 r269 c789 (as colunas 7, 8 e 9 fora das linhas 2, 6 e 9); Swordfish: 2 c156 r138 (as linhas 1, 3 e 8 fora das colunas 1, 5 e 6). Um Swordfish precisa de três linhas (ou colunas) de base cujos 2 fiquem todos nas mesmas três colunas (ou linhas) de cobertura; elimina o 2 do resto dessas colunas (ou linhas)."
    ),
    (
      .swordfish, MasterExplanationTests.swordfishPositions[0], "r1c1<>2",
      "r1c1 is one of the swordfish's cells (2s of columns 1, 5 and 6 in rows 1, 3 and 8): the swordfish keeps its own 2s and removes 2 from the rest of rows 1, 3 and 8.",
      "r1c1 é uma das casas do Swordfish (os 2 das colunas 1, 5 e 6 nas linhas 1, 3 e 8): o Swordfish mantém os seus próprios 2 e elimina o 2 do resto das linhas 1, 3 e 8."
    ),
    (
      .xyWing, MasterExplanationTests.xyWingPositions[0], "r1c8<>7",
      "no XY-Wing removes 7 from r1c8: the XY-Wing on 7 on the board, which removes it only from cells that see both its pincers, does not reach r1c8: 2/3/7 (pivot r6c8, pincers r1c8 and r8c8) removes nothing, and r1c8 is one of its pincers. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 7, the other just y and 7; it removes 7 from the cells that see both of those.",
      "nenhum XY-Wing elimina o 7 de r1c8: o XY-Wing com o 7 da grelha, que só o elimina das casas que veem as duas pinças, não chega a r1c8: 2/3/7 (pivô r6c8, pinças r1c8 e r8c8) não elimina nada, e r1c8 é uma das suas pinças. Um XY-Wing precisa de um pivô com só dois dígitos, x e y, que veja duas casas, uma só com x e 7, a outra só com y e 7; elimina o 7 das casas que veem ambas."
    ),
    (
      .xyWing, MasterExplanationTests.xyWingPositions[0], "r4c1<>5",
      "r4c1 is a pincer of the XY-Wing 2/6/5 (pivot r6c3, pincers r4c1 and r9c3): the wing keeps its three cells' candidates and removes 5 only from the cells that see both pincers.",
      "r4c1 é uma pinça do XY-Wing 2/6/5 (pivô r6c3, pinças r4c1 e r9c3): o XY-Wing mantém os candidatos das suas três casas e só elimina o 5 das casas que veem as duas pinças."
    ),
    (
      .simpleColors, StepWordsTests.simpleColorsLessonPosition, "r4c1<>1",
      "r4c1 is on the chain of 1s r4c1, r6c5 and r9c8 / r4c5, r5c2 and r6c8: one of its colours holds the 1s, and r4c1's may be the one; the trap removes 1 only from cells that see both colours.",
      "r4c1 está na cadeia dos 1 r4c1, r6c5 e r9c8 / r4c5, r5c2 e r6c8: uma das cores tem os 1, e a de r4c1 pode ser essa; a armadilha só elimina o 1 das casas que veem as duas cores."
    ),
    (
      .simpleColors, StepWordsTests.simpleColorsLessonPosition, "r9c1<>1",
      "no simple colours on 1 reaches r9c1: r9c1 sees r4c1 and r9c8 of the chain of 1s r4c1, r6c5 and r9c8 / r4c5, r5c2 and r6c8, all of one colour: one colour may hold no 1, so it proves nothing. Simple colours join the 1s of houses that hold 1 exactly twice into chains and colour each alternately: a cell that sees both colours of one chain loses 1, and so does every cell of a colour two of whose cells see each other.",
      "nenhuma coloração com o 1 chega a r9c1: r9c1 vê r4c1 e r9c8 da cadeia dos 1 r4c1, r6c5 e r9c8 / r4c5, r5c2 e r6c8, todas da mesma cor: uma cor pode não ter nenhum 1, por isso não prova nada. A coloração simples junta numa cadeia os 1 das linhas, colunas ou caixas que têm o 1 exatamente duas vezes e pinta-a alternadamente: uma casa que veja as duas cores de uma cadeia perde o 1, e também todas as casas de uma cor com duas casas que se veem uma à outra."
    ),
    (
      .simpleColors, StepWordsTests.simpleColorsLessonPosition, "r5c9<>1",
      "no simple colours on 1 reaches r5c9: r5c9 sees r1c9 and r5c2, but they lie on different chains of 1s, and one chain's colours say nothing of another's. Simple colours join the 1s of houses that hold 1 exactly twice into chains and colour each alternately: a cell that sees both colours of one chain loses 1, and so does every cell of a colour two of whose cells see each other.",
      "nenhuma coloração com o 1 chega a r5c9: r5c9 vê r1c9 e r5c2, mas estão em cadeias diferentes dos 1, e as cores de uma cadeia não dizem nada das de outra. A coloração simples junta numa cadeia os 1 das linhas, colunas ou caixas que têm o 1 exatamente duas vezes e pinta-a alternadamente: uma casa que veja as duas cores de uma cadeia perde o 1, e também todas as casas de uma cor com duas casas que se veem uma à outra."
    ),
  ]

  @Test(
    arguments: goldenCases.flatMap {
      [
        (Language.english, $0.0, $0.1, $0.2, $0.english),
        (.portuguese, $0.0, $0.1, $0.2, $0.portuguese),
      ]
    })
  func golden(
    language: Language, technique: Technique, position: String, answer: String, expected: String
  ) throws {
    let checker = try ExplanationTests.checker(technique, position)
    let miss = try #require(Self.techniqueMiss(checker.check(answer)))
    #expect(Self.printed(miss, in: language) == expected)
  }
}
