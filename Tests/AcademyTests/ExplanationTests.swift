import Foundation
import SudokuCore
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
