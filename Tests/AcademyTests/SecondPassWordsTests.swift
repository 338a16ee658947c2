import Foundation
import SudokuCore
import Testing

@testable import Academy

/// "What the learner reads, second pass": each sentence a drill of the issue showed to be false,
/// checked on that drill in English and in Portuguese.
@Suite struct SecondPassWordsTests {
  /// The verdict of `answer` on the drill of `technique` that `seed` gave when the issue was
  /// written (`PinnedDrills`), as printed, in `language`.
  static func verdict(
    _ technique: Technique, seed: UInt64, _ answer: String, in language: Language
  ) -> String {
    let checker = AnswerChecker(drill: PinnedDrills.drill(technique, seed: seed))
    return Language.$current.withValue(language) {
      ExplanationTests.printed(checker.check(answer))
    }
  }

  // MARK: 1. "X gives it too" only of what X gives

  /// Pointing and claiming give only r5c8<>7 of this X-Wing answer, not r123c9<>7.
  @Test func anotherTechniqueIsCreditedWithThePartsItGives() {
    let answer = "r5c8<>7 r123c9<>7"
    #expect(
      Self.verdict(.xWing, seed: 862_910_266, answer, in: .english)
        == "Correct — X-Wing: 7 r68 c89 => r12c9,r3c89,r5c8<>7. (Pointing and claiming give "
        + "r5c8<>7 too.)")
    #expect(
      Self.verdict(.xWing, seed: 862_910_266, answer, in: .portuguese)
        == "Certo — X-Wing: 7 r68 c89 => r12c9,r3c89,r5c8<>7. (Um apontamento e uma "
        + "reivindicação também levam a r5c8<>7.)")
  }

  /// A hidden pair drill's position (seed 483473864 of lesson 16's curriculum): a naked pair
  /// gives r6c46<>6 and r6c6<>7 of the hidden pair's answer, not r6c6<>3.
  static let hiddenPairPosition =
    ":0210:x:..7+89....5......+989865......+9..+8..1..3.+92.+84.2.+8.5.9.....7.8..+9+8.9+2.+56+73...3.+9.8."
    + ":316 616 125 425 625 326 726 135 435 336 736 162 462 172 272 472 573 192 292 492 593:::"

  /// The hidden pair's answer on `hiddenPairPosition`, as printed in `language`.
  static func hiddenPairVerdict(in language: Language) throws -> String {
    let checker = try ExplanationTests.checker(.hiddenPair, hiddenPairPosition)
    return Language.$current.withValue(language) {
      ExplanationTests.printed(checker.check("r6c6<>3 r6c46<>6 r6c6<>7"))
    }
  }

  /// A naked pair gives r6c46<>6 and r6c6<>7, not r6c6<>3; in the naked triple drill claiming
  /// and a naked pair give different parts, each named.
  @Test func eachTechniqueNamesItsOwnParts() throws {
    #expect(
      try Self.hiddenPairVerdict(in: .english)
        == "Correct — Hidden Pair: 1,4 in r6c46 => r6c6<>3, r6c46<>6, r6c6<>7. (A naked pair "
        + "gives r6c46<>6, r6c6<>7 too.)")
    #expect(
      try Self.hiddenPairVerdict(in: .portuguese)
        == "Certo — Hidden Pair: 1,4 in r6c46 => r6c6<>3, r6c46<>6, r6c6<>7. (Um par nu também "
        + "leva a r6c46<>6, r6c6<>7.)")
    let triple = "r3c2<>27 r3c9<>27 r3c7<>7"
    #expect(
      Self.verdict(.nakedTriple, seed: 176_261_118, triple, in: .english)
        == "Correct — Naked Triple: 2,6,7 in r3c156 => r3c29<>2, r3c279<>7. (Claiming gives "
        + "r3c2<>7 too; a naked pair gives r3c279<>7 too.)")
    #expect(
      Self.verdict(.nakedTriple, seed: 176_261_118, triple, in: .portuguese)
        == "Certo — Naked Triple: 2,6,7 in r3c156 => r3c29<>2, r3c279<>7. (Uma reivindicação "
        + "também leva a r3c2<>7; um par nu também leva a r3c279<>7.)")
  }

  // MARK: 2. A fin the cell does not see is not what keeps it

  /// r7c2 sees neither of the fin cells r8c7 and r9c7: the finned X-Wing would not reach it.
  @Test func aFinTheCellDoesNotSeeIsNotBlamedInAnXWing() {
    let english = Self.verdict(.xWing, seed: 1000, "r7c2<>4", in: .english)
    #expect(!english.contains("finned X-Wings don't count here"))
    #expect(
      english.contains(
        "but c7 also has a 4 in r8c7 and r9c7 — a fin that r7c2 does not see, so that X-Wing, "
          + "finned or not, does not reach r7c2."))
    let portuguese = Self.verdict(.xWing, seed: 1000, "r7c2<>4", in: .portuguese)
    #expect(!portuguese.contains("não contam aqui"))
    #expect(
      portuguese.contains(
        "mas c7 também tem um 4 em r8c7 e r9c7 — uma barbatana que r7c2 não vê, por isso esse "
          + "X-Wing, com ou sem barbatana, não chega a r7c2."))
  }

  /// The swordfish drills of the issue: each fin lies outside the box of the answer's cell.
  @Test(arguments: [
    (UInt64(572_082_103), "r7c5<>6", "r2c8", "r7c5"),
    (1000, "r9c7<>4", "r4c2", "r9c7"),
    (1000, "r7c3<>6", "r9c9", "r7c3"),
  ])
  func aFinTheCellDoesNotSeeIsNotBlamedInASwordfish(
    seed: UInt64, answer: String, fin: String, cell: String
  ) {
    let english = Self.verdict(.swordfish, seed: seed, answer, in: .english)
    #expect(!english.contains("finned swordfish don't count here"))
    #expect(
      english.contains(
        "but for \(fin) — a fin that \(cell) does not see, so that swordfish, finned or not, "
          + "does not reach \(cell)"))
    let portuguese = Self.verdict(.swordfish, seed: seed, answer, in: .portuguese)
    #expect(!portuguese.contains("não contam aqui"))
    #expect(
      portuguese.contains(
        "exceto \(fin) — uma barbatana que \(cell) não vê, por isso esse Swordfish, com ou sem "
          + "barbatana, não chega a \(cell)"))
  }

  // MARK: 3. Every triple with the digit, not "the" triple

  /// Two naked triples hold 5 (r3c379 and r5c456) and neither reaches r4c7: both are named.
  @Test func everyNakedTripleWithTheDigitIsNamed() {
    let english = Self.verdict(.nakedTriple, seed: 117_080_897, "r4c7<>5", in: .english)
    #expect(!english.contains("The naked triple with a 5"))
    #expect(
      english.contains(
        "The naked triples with a 5 remove it only from their own houses, and r4c7 is in none of "
          + "them: Naked Triple: 4,5,7 in r3c379 (row 3); Naked Triple: 3,5,6 in r5c456 (row 5 "
          + "and box 5)."))
    let portuguese = Self.verdict(.nakedTriple, seed: 117_080_897, "r4c7<>5", in: .portuguese)
    #expect(!portuguese.contains("O trio nu com um 5"))
    #expect(
      portuguese.contains(
        "Os trios nus com um 5 só o eliminam das suas próprias unidades, e r4c7 não está em "
          + "nenhuma delas: Naked Triple: 4,5,7 in r3c379 (linha 3); Naked Triple: 3,5,6 in "
          + "r5c456 (linha 5 e caixa 5)."))
  }
}

extension SecondPassWordsTests {
  // MARK: 5. A reveal names the pattern, not the part shown

  /// The reveal needs only r6c7<>3 of the locked pair 3,6 in r5c89 (which removes in row 5 and in
  /// box 6): HoDoKu names the pattern, so it is still a Locked Pair, in either language.
  @Test func aRevealCutToPartOfALockedPairStillNamesALockedPair() throws {
    let line =
      ":0000:x:+6+1+3..75..98+7.5...442+5.3.6.73+6.+7..9.185..94+7..+7+9.....2.1+3+6.7.8..+5+79......+24+85+6.1+7.::::"
    let grid = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    for language in Language.allCases {
      var game = StudyGame(givens: grid.allDigits, solution: solution, level: .master, seed: nil)
      let message = Language.$current.withValue(language) { game.show().message }
      #expect(message.contains("Locked Pair: 3,6 in r5c89 => r6c7<>3"), "\(language): \(message)")
      #expect(!message.contains("Naked Pair"), "\(language)")
    }
  }
}

extension SecondPassWordsTests {
  // MARK: 7. A review keeps its technique out of export until it closes

  /// Review seed 706745712 is a hidden single's drill; its board's simplest step is a hidden single
  /// too, so a line coded for it (`:0002:`) named the secret. Open, export gives no line and says
  /// when it will; closed, the line, coded for the drill's technique.
  @Test func anOpenReviewDrillExportsNoCode() throws {
    let drill = SharedDrills.drill(.hiddenSingle, seed: 706_745_712)
    var state = DrillState(drill: drill, mode: .review)
    #expect(state.exportLine == nil)
    #expect(
      state.exportWithheld
        == "A library line's code names a technique, and a review keeps that secret until the "
        + "drill closes: export gives the line once you have answered it right, or after skip.")
    #expect(
      Language.$current.withValue(.portuguese) { state.exportWithheld }
        == "O código de uma linha da biblioteca diz a técnica, e uma revisão guarda esse segredo "
        + "até o exercício fechar: export dá a linha quando o tiver resolvido, ou depois de skip.")
    _ = state.skip(at: Date(timeIntervalSince1970: 0))
    let line = try #require(state.exportLine)
    #expect(line.hasPrefix(":0002:x:"))
    // A lesson drill's line is there from the start.
    #expect(DrillState(drill: drill).exportLine == line)
  }
}

extension SecondPassWordsTests {
  // MARK: 18–20. What the lessons claim holds on their drills

  /// A lesson's sections, each as one line (wrapped lines joined, runs of spaces one).
  static func lesson(_ technique: Technique, _ language: Language) throws -> (
    idea: String, spotting: String
  ) {
    let lesson = try LessonLibrary.embedded().lesson(technique, in: language)
    func flat(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    return (flat(lesson.idea), flat(lesson.spotting))
  }

  /// Skyscraper drill 7316568: the roofs r1c9 and r2c7 share box 3, and the one cell it clears
  /// is r1c8, in that box's first row — not "three in each" of two boxes. The cells where a roof's
  /// row crosses the other's column lie on the skyscraper's own rows and never lose anything.
  @Test func theSkyscraperLessonSaysWhichCellsSeeBothRoofs() throws {
    let drill = PinnedDrills.drill(.skyscraper, seed: 7_316_568)
    let step = try #require(
      AnswerChecker(drill: drill).instances.first {
        $0.eliminations.contains(Candidate(Cell(row: 0, column: 7), 8))
      })
    guard case .skyscraper(let skyscraper) = step.pattern else {
      Issue.record("not a skyscraper: \(step)")
      return
    }
    #expect(skyscraper.roofs[0].box == skyscraper.roofs[1].box)
    #expect(step.eliminations.allSatisfy { $0.cell.box == skyscraper.roofs[0].box })
    let english = try Self.lesson(.skyscraper, .english).spotting
    #expect(!english.contains("three in each"))
    #expect(!english.contains("crosses"))
    #expect(english.contains("if they share a box, the three cells of that box in its third row"))
    let portuguese = try Self.lesson(.skyscraper, .portuguese).spotting
    #expect(!portuguese.contains("três em cada"))
    #expect(!portuguese.contains("cruza"))
    #expect(
      portuguese.contains(
        "se partilham uma caixa, são as três casas dessa caixa na sua terceira linha"))
  }

  /// Swordfish drill 7 (the lesson's own kind of drill): rows 6 and 9 both hold 2 only in columns
  /// 7 and 8, an X-Wing inside the swordfish r169 c278 — rows may share a pair of columns.
  @Test func theSwordfishLessonLetsTwoRowsShareTheirColumns() throws {
    let drill = PinnedDrills.drill(.swordfish, seed: 7)
    let descriptions = Finder.steps(Technique.allCases, in: drill.grid).values.flatMap { $0 }
      .map(\.description)
    #expect(descriptions.contains { $0.hasPrefix("Swordfish: 2 r169 c278") })
    #expect(descriptions.contains { $0.hasPrefix("X-Wing: 2 r69 c78") })
    let english = try Self.lesson(.swordfish, .english).idea
    #expect(!english.contains("no two rows share"))
    #expect(english.contains("Two of the rows may even hold the digit in the same two columns"))
    let portuguese = try Self.lesson(.swordfish, .portuguese).idea
    #expect(!portuguese.contains("não há duas linhas com o mesmo par"))
    #expect(portuguese.contains("Duas das linhas podem até ter o dígito nas mesmas duas colunas"))
  }

  /// HoDoKu's Locked Triple is a triple of a box and a line that removes in both houses; one that
  /// removes in only one of them is a Naked Triple.
  @Test func theNakedTripleLessonSaysWhenATripleIsLocked() throws {
    let english = try Self.lesson(.nakedTriple, .english).idea
    #expect(!english.contains("names that case a Locked Triple"))
    #expect(english.contains("Locked Triple when it removes something in each of the two houses"))
    let portuguese = try Self.lesson(.nakedTriple, .portuguese).idea
    #expect(!portuguese.contains("chama a esse caso"))
    #expect(
      portuguese.contains(
        "quando elimina alguma coisa em cada uma das duas unidades, e trio nu (Naked Triple) quando "
          + "só elimina numa delas"))
  }
}

extension SecondPassWordsTests {
  // MARK: 15. A fish's cover lines by their kind in Portuguese hints

  /// Swordfish drill 1000 has `Swordfish: 4 c389 r268`, columns as the base: its cover lines are
  /// rows, *linhas*; with rows as the base they are *colunas* — never *linhas transversais*, which
  /// here would read as rows whichever they are.
  @Test func portugueseFishHintsNameTheCoverLinesKind() throws {
    let drill = PinnedDrills.drill(.swordfish, seed: 1000)
    let library = try LessonLibrary.embedded()
    let step = try #require(
      AnswerChecker(drill: drill).instances.first { $0.description.hasPrefix("Swordfish: 4 c389") })
    let (first, second) = Language.$current.withValue(.portuguese) {
      (
        library.hint(for: step, on: drill.grid),
        library.patternHint(for: step, on: drill.grid)
      )
    }
    func flat(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(
      flat(first)
        == "Observe o dígito 4 nas colunas 3, 8 e 9: que três linhas contêm todos os seus candidatos?"
    )
    #expect(
      flat(second).hasPrefix(
        "As casas marcadas são os únicos lugares para o 4 nas colunas 3, 8 e 9, e ficam em três "
          + "linhas. Em que outras casas dessas linhas ainda aparece o 4?"))
    // English says "cross lines", which names no kind; no placeholder is left unfilled.
    let english = flat(library.hint(for: step, on: drill.grid))
    #expect(
      english
        == "Look at the digit 4 in columns 3, 8 and 9: which three cross lines hold all of its candidates?"
    )
  }
}

extension SecondPassWordsTests {
  // MARK: 4. A degenerate subset is credited with a word

  /// Review 706745712 (a hidden single's drill): r5c4<>5 is credited to the hidden pair 4,8 in
  /// r5c45, yet 8 has one place in row 5 — a hidden single the pair follows from. HoDoKu counts
  /// such a pair, and so do we, but the verdict says so.
  @Test func aHiddenPairHoldingAHiddenSingleSaysSo() {
    let checker = ReviewChecker(drill: SharedDrills.drill(.hiddenSingle, seed: 706_745_712))
    let english = ExplanationTests.printed(checker.check("r5c4<>5").verdict)
    #expect(english.hasPrefix("Correct — that's a hidden pair: Hidden Pair: 4,8 in r5c45"))
    #expect(
      english.contains(
        "(8 has only r5c5 in row 5 and box 5, a hidden single; the hidden pair follows from "
          + "it.)"),
      "\(english)")
    let portuguese = Language.$current.withValue(.portuguese) {
      ExplanationTests.printed(checker.check("r5c4<>5").verdict)
    }
    #expect(
      portuguese.contains(
        "(O 8 só tem r5c5 na linha 5 e na caixa 5, um único escondido; o par escondido resulta "
          + "dele.)"),
      "\(portuguese)")
  }

  // MARK: 21. Misses that name one pattern while several stand

  /// A real XY-Wing 3/5/7 (pivot r9c5) sees r9c6, which r1c6 sees: the miss names the wings on 7,
  /// not "r9c2 has no 7" of that pivot.
  @Test func theXYWingsOnTheDigitAreNamedBeforeANearMiss() {
    let english = Self.verdict(.xyWing, seed: 7, "r1c6<>7", in: .english)
    #expect(
      english.hasPrefix(
        "Miss — no XY-Wing removes 7 from r1c6: the XY-Wings on 7 on the board, which remove it "
          + "only from cells that see both their pincers, do not reach r1c6: 3/8/7 (pivot r3c6, "
          + "pincers r3c7 and r9c6) removes it only from r9c7, and r1c6 sees only r9c6; 3/5/7 "
          + "(pivot r9c5, pincers r8c4 and r9c6) removes nothing, and r1c6 sees only r9c6;"),
      "\(english)")
    #expect(!english.contains("has no 7"), "\(english)")
    let portuguese = Self.verdict(.xyWing, seed: 7, "r1c6<>7", in: .portuguese)
    #expect(
      portuguese.hasPrefix(
        "Errado — nenhum XY-Wing elimina o 7 de r1c6: os XY-Wings com o 7 da grelha, que só o "
          + "eliminam das casas que veem as duas pinças, não chegam a r1c6: 3/8/7 (pivô r3c6, "
          + "pinças r3c7 e r9c6) só o elimina de r9c7, e r1c6 só vê r9c6; 3/5/7 (pivô r9c5, "
          + "pinças r8c4 e r9c6) não elimina nada, e r1c6 só vê r9c6;"),
      "\(portuguese)")
    #expect(!portuguese.contains("não tem o 7"), "\(portuguese)")
  }

  /// Three hidden triples stand; two touch r9c2's houses or hold a 4, and both are named.
  @Test func everyHiddenTripleNearTheCellIsNamed() {
    let english = Self.verdict(.hiddenTriple, seed: 7, "r9c2<>4", in: .english)
    #expect(
      english.contains(
        " The hidden triples in row 3 and column 2 clear only their own cells: Hidden Triple: "
          + "4,5,7 in r3c146 (row 3); Hidden Triple: 3,7,8 in r146c2 (column 2)."),
      "\(english)")
    #expect(!english.contains("on the board"), "\(english)")
    let portuguese = Self.verdict(.hiddenTriple, seed: 7, "r9c2<>4", in: .portuguese)
    #expect(
      portuguese.contains(
        " Os trios escondidos da linha 3 e da coluna 2 só eliminam candidatos das suas próprias "
          + "casas: Hidden Triple: 4,5,7 in r3c146 (linha 3); Hidden Triple: 3,7,8 in r146c2 "
          + "(coluna 2)."),
      "\(portuguese)")
    #expect(!portuguese.contains("da grelha"), "\(portuguese)")
  }

  /// r8c6 shows {2,4,7}, three candidates itself: the count of row 8's small cells says so.
  @Test func theCountOfSmallCellsCountsTheCellItself() {
    let english = Self.verdict(.nakedTriple, seed: 7, "r8c6<>7", in: .english)
    #expect(
      english.contains(
        "in row 8, besides r8c6 itself, only r8c3 {4,6} and r8c9 {1,4,7} show three candidates "
          + "or fewer"),
      "\(english)")
    let portuguese = Self.verdict(.nakedTriple, seed: 7, "r8c6<>7", in: .portuguese)
    #expect(
      portuguese.contains(
        "na linha 8, além da própria r8c6, só r8c3 {4,6} e r8c9 {1,4,7} mostram três "
          + "candidatos ou menos"),
      "\(portuguese)")
  }

  /// A finned swordfish on rows 1, 4 and 8 (fins r1c5, r1c6 in box 2) would remove 4 from r3c4:
  /// the miss names that one, not a near miss whose finned form removes nothing.
  @Test func theFinnedSwordfishThatReachesTheCellIsNamed() {
    let english = Self.verdict(.swordfish, seed: 413_981_578, "r3c4<>4", in: .english)
    #expect(
      english.contains(
        "rows 1, 4 and 8 hold their 4s in columns 4, 7 and 8 but for r1c5 and r1c6 — fins in "
          + "box 2: a finned swordfish that would remove 4 from r3c4, but finned fish don't "
          + "count here"),
      "\(english)")
    let portuguese = Self.verdict(.swordfish, seed: 413_981_578, "r3c4<>4", in: .portuguese)
    #expect(
      portuguese.contains(
        "as linhas 1, 4 e 8 têm os seus 4 nas colunas 4, 7 e 8, exceto r1c5 e r1c6 — "
          + "barbatanas na caixa 2: um Swordfish com barbatana que eliminaria o 4 de r3c4, mas "
          + "os Swordfish com barbatana não contam aqui"),
      "\(portuguese)")
  }

  /// Two skyscrapers remove 4 from r2c1; two naked triples stand in r1c5's houses: each is named.
  @Test func everySkyscraperAndNakedTripleThatStandsIsNamed() {
    let skyscrapers =
      "(Skyscraper: 4 in r3c3,r4c1 (connected by r34c8); Skyscraper: 4 in r2c7,r3c3 (connected by "
      + "r5c37))"
    #expect(
      Self.verdict(.skyscraper, seed: 11, "r2c1<>5", in: .english)
        .contains(" The skyscrapers on the board \(skyscrapers) remove 4 from r2c1, not 5."))
    #expect(
      Self.verdict(.skyscraper, seed: 11, "r2c1<>5", in: .portuguese)
        .contains(" Os arranha-céus da grelha \(skyscrapers) eliminam o 4 de r2c1, não o 5."))
    let triples = "(Naked Triple: 4,7,8 in r1c478; Naked Triple: 4,7,8 in r13c4,r2c6)"
    #expect(
      Self.verdict(.nakedTriple, seed: 4, "r1c5<>2", in: .english)
        .contains(
          " The naked triples in the houses of r1c5 \(triples) remove only 4, 7 and 8 — not 2."))
    #expect(
      Self.verdict(.nakedTriple, seed: 4, "r1c5<>2", in: .portuguese)
        .contains(
          " Os trios nus nas unidades de r1c5 \(triples) só eliminam o 4, o 7 e o 8 — não o 2."))
  }

  // MARK: 9. A study hint that passes over simpler steps says why

  /// Pointing and claiming stand on this expert board, but all of them applied bring out no
  /// single: the hint goes to an X-Wing and says so.
  @Test func aStudyHintSaysWhySimplerStepsArePassedOver() throws {
    let line =
      ":0000:x:8...6+3..9+13+75+9+428+6.6+9..83...+8..7.9.5...48....7...+3....+91+83....4652.4..+9+3.+7"
      + ".....2.::::"
    let grid = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    let plan = HintPlanner.plan(board: grid, solution: solution)
    let english = StudyText.lead(plan, revealsLeft: 3, cap: 5)
    #expect(
      english
        == "Look for an X-Wing in columns 2 and 7, then a naked single in box 1. (Simpler "
        + "eliminations are there — pointing, claiming — but none leads to a single.) hint again "
        + "reveals it (3 of 5 reveals left).")
    let portuguese = Language.$current.withValue(.portuguese) {
      StudyText.lead(plan, revealsLeft: 3, cap: 5)
    }
    #expect(
      portuguese
        == "Procure um X-Wing nas colunas 2 e 7, depois um único nu na caixa 1. (Há eliminações "
        + "mais simples — apontamento, reivindicação — mas nenhuma leva a um único.) hint outra "
        + "vez revela-o (restam 3 de 5 revelações).")
    // After the reveal a single stands: nothing is passed over, and nothing is said of it.
    var revealed = grid
    for step in plan.steps { LogicalSolver.apply(step, to: &revealed) }
    let next = HintPlanner.plan(board: revealed, solution: solution)
    guard case .next(let chain, _, let passedOver) = next else {
      Issue.record("no next step after the reveal: \(next)")
      return
    }
    #expect(chain.isEmpty && passedOver.isEmpty)
    #expect(!StudyText.lead(next, revealsLeft: 2, cap: 5).contains("Simpler"))
  }
}
