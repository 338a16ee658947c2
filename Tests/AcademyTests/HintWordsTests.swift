import Testing

@testable import Academy
@testable import SudokuCore

/// The words of hint rungs: a study plan's rung 1 and a review drill's first hint.
@Suite struct HintWordsTests {
  /// Positions met while revealing stored puzzles (the same as the planner's golden chains), with
  /// the lead a learner reads.
  @Test(arguments: [
    (
      ":0000:x:27+1....9.+9+3+4+71+28..5+6+8+934.....3+1+2.+9.8+1+964..2.7....9....6+1..+4+9...3...65.1+9..9.716..::::",
      "pointing in box 2, then an X-Wing in columns 3 and 7, then a hidden single in box 5"
    ),
    (
      ":0000:x:9.6...4.7.2.+4..6.....+98+6352...3.+41.5...7+58+9....52..7.41.........67.4......96..2..::::",
      "pointing in box 6, then a hidden single in box 3"
    ),
  ])
  func goldenLeads(_ line: String, _ lead: String) throws {
    let grid = try Position(parsing: line).grid
    let solution = try #require(Solver.solve(grid.allDigits))
    let plan = HintPlanner.plan(board: grid, solution: solution)
    #expect(HintWords.lead(plan) == lead)
    #expect(!lead.contains("=") && !lead.contains("<>"), "the lead gives no answer: \(lead)")
  }

  @Test(arguments: [
    (
      Step(
        technique: .nakedPair,
        pattern: .nakedPair(
          digits: [3, 9], cells: [Cell(row: 3, column: 2), Cell(row: 3, column: 3)],
          houses: [.row(3)]), placements: [], eliminations: [Candidate(Cell(row: 3, column: 1), 3)]),
      House.row(3), "a naked pair in row 4"
    ),
    (
      Step(
        technique: .hiddenSingle,
        pattern: .hiddenSingle(
          digit: 7, cell: Cell(row: 4, column: 7), house: .box(5), isFullHouse: false),
        placements: [Candidate(Cell(row: 4, column: 7), 7)], eliminations: []),
      House.box(5), "a hidden single in box 6"
    ),
    (
      Step(
        technique: .xWing,
        pattern: .xWing(
          digit: 1, base: [.column(0), .column(4)], cover: [.row(1), .row(4)], cells: []),
        placements: [], eliminations: [Candidate(Cell(row: 1, column: 3), 1)]),
      House.column(0), "an X-Wing in columns 1 and 5"
    ),
    (
      Step(
        technique: .nakedSingle,
        pattern: .nakedSingle(digit: 2, cell: Cell(row: 0, column: 0), isFullHouse: true),
        placements: [Candidate(Cell(row: 0, column: 0), 2)], eliminations: []),
      House.box(0), "a full house in box 1"
    ),
    (
      Step(
        technique: .pointing,
        pattern: .pointing(digit: 5, box: .box(0), line: .row(2), cells: []),
        placements: [], eliminations: [Candidate(Cell(row: 2, column: 6), 5)]),
      House.box(0), "pointing in box 1"
    ),
  ])
  func leadText(_ step: Step, _ house: House, _ expected: String) {
    // The planner's rule: the houses to look at (one, or an X-Wing's two base lines).
    let houses = step.housesToLookAt(on: Grid())
    #expect(houses[0] == house)
    #expect(HintWords.lead(PlannedStep(step: step, houses: houses)) == expected)
  }

  /// A study hint and a drill's hint point at the same house for the same step: a naked single's
  /// box in both (study named its row while drills named its box).
  @Test func studyAndDrillsLookAtTheSameHouse() throws {
    let library = try LessonLibrary.embedded()
    for technique in Technique.allCases {
      for seed in UInt64(1)...4 {
        let drill = SharedDrills.drill(technique, seed: seed)
        let step = DrillState(drill: drill).featuredInstance
        let studied = HintPlanner.planned(step, on: drill.grid).house
        #expect(studied == step.housesToLookAt(on: drill.grid)[0], "\(technique) \(seed)")
        #expect(
          library.hint(for: step, on: drill.grid).contains(
            StepWords.houses(step.housesToLookAt(on: drill.grid))),
          "\(technique) \(seed): \(library.hint(for: step, on: drill.grid))")
        if technique == .nakedSingle, !step.isFullHouse {
          #expect(studied.kind == .box, "a naked single is looked for in its box")
        }
      }
    }
  }

  /// A review drill's first hint names houses and digits, never a technique or its pattern words.
  @Test func reviewNudgesNameNoTechnique() throws {
    let library = try LessonLibrary.embedded()
    for technique in Technique.allCases {
      let drill = SharedDrills.drill(technique, seed: 5)
      let nudge = library.reviewHint(for: DrillState(drill: drill).featuredInstance, on: drill.grid)
      #expect(nudge.hasPrefix("Look at "), "\(nudge)")
      for word in ["single", "point", "claim", "pair", "wing", "line", "share", "only"] {
        #expect(!nudge.lowercased().contains(word), "\(technique): \(nudge)")
      }
      if technique == .nakedSingle {
        #expect(!nudge.contains("digit"), "a naked single's digit is its answer: \(nudge)")
      }
    }
  }

  /// Rung 1 of `hint <cell>` says a run of the same technique in the same houses once, counted:
  /// hard game 7's `hint r7c5` read "a hidden single in box 2, then a hidden single in box 2, …,
  /// then pointing in box 2, then pointing in box 2" before.
  /// A chain of more leads than can be read in one breath (here 13 steps before r7c5) names its
  /// eliminations, counts its singles and says where the first single is, in both languages.
  @Test func aLongChainIsSummedUp() throws {
    var game = StudyGame.generated(.hard, seed: 535_562_997)
    guard case .cellLead(let plan, _, _) = game.hint(cell: Cell(row: 6, column: 4)) else {
      Issue.record("a lead for r7c5")
      return
    }
    #expect(HintWords.leads(Array(plan.lookAt.dropLast())).count > StudyText.longestChainSpelledOut)
    let english = Language.$current.withValue(.english) {
      StudyText.cellLead(plan, revealsLeft: 5, cap: 5)
    }
    #expect(
      english
        == "Before r7c5: look for pointing in box 3 and 12 singles, starting with two hidden "
        + "singles in box 1; then r7c5 is a naked single in box 8. hint r7c5 again reveals it "
        + "(5 of 5 reveals left).")
    let portuguese = Language.$current.withValue(.portuguese) {
      StudyText.cellLead(plan, revealsLeft: 5, cap: 5)
    }
    #expect(
      portuguese
        == "Antes de r7c5: procure um apontamento na caixa 3 e 12 únicos, a começar por dois "
        + "únicos escondidos na caixa 1; então r7c5 é um único nu na caixa 8. hint r7c5 outra vez "
        + "revela-o (restam 5 de 5 revelações).")
    // Every summed-up chain counts exactly its singles and names every elimination it holds.
    for seed in UInt64(1)...3 {
      let game = StudyGame.generated(.hard, seed: seed)
      for cell in game.board.emptyCells {
        let plan = HintPlanner.plan(cell: cell, board: game.board, solution: game.solution)
        let before = Array(plan.lookAt.dropLast())
        guard HintWords.leads(before).count > StudyText.longestChainSpelledOut else { continue }
        let text = Language.$current.withValue(.english) {
          StudyText.cellLead(plan, revealsLeft: 1, cap: 5)
        }
        let singles = before.count { $0.step.technique.placesDigits }
        let counted = Language.$current.withValue(.english) { Phrasing.count(singles, .single) }
        #expect(singles == 0 || text.contains(" \(counted)"), "\(text)")
        for lead in HintWords.leads(before.filter { !$0.step.technique.placesDigits }) {
          #expect(text.contains(lead), "\(cell): \(lead) in \(text)")
        }
      }
    }
  }

  @Test func repeatedLeadsAreCounted() throws {
    var game = StudyGame.generated(.hard, seed: 7)
    guard case .cellLead(let plan, _, _) = game.hint(cell: Cell(row: 6, column: 4)) else {
      Issue.record("a lead for r7c5")
      return
    }
    let english = Language.$current.withValue(.english) {
      StudyText.cellLead(plan, revealsLeft: 5, cap: 5)
    }
    #expect(
      english
        == "Before r7c5: look for two hidden singles in box 2, then a hidden single in row 2, "
        + "then pointing twice in box 2; then r7c5 is a naked single in box 8. hint r7c5 again "
        + "reveals it (5 of 5 reveals left).")
    let portuguese = Language.$current.withValue(.portuguese) {
      StudyText.cellLead(plan, revealsLeft: 5, cap: 5)
    }
    #expect(
      portuguese.hasPrefix(
        "Antes de r7c5: procure dois únicos escondidos na caixa 2, depois um único escondido na "
          + "linha 2, depois dois apontamentos na caixa 2; então r7c5 é um único nu na caixa 8."),
      "\(portuguese)")
    // The board's hint groups the same way: no lead is said twice in a row.
    for language in [Language.english, .portuguese] {
      Language.$current.withValue(language) {
        for seed in UInt64(1)...2 {
          let game = StudyGame.generated(.hard, seed: seed)
          for cell in game.board.emptyCells {
            let plan = HintPlanner.plan(cell: cell, board: game.board, solution: game.solution)
            let leads = HintWords.leads(plan.lookAt)
            #expect(
              zip(leads, leads.dropFirst()).allSatisfy { $0 != $1 }, "\(seed) \(cell): \(leads)")
          }
          let plan = HintPlanner.plan(board: game.board, solution: game.solution)
          let leads = HintWords.leads(plan.lookAt)
          #expect(zip(leads, leads.dropFirst()).allSatisfy { $0 != $1 }, "\(seed): \(leads)")
        }
      }
    }
  }

  /// Every technique counted in both languages: `two naked pairs`, `claiming twice`; `duas
  /// reivindicações`, `dois arranha-céus`.
  @Test func everyTechniqueIsCounted() {
    let english = Language.$current.withValue(.english) {
      Technique.allCases.map { Language.current.nameWords.counted($0, 2) }
    }
    #expect(
      english == [
        "two hidden singles", "two naked singles", "pointing twice", "claiming twice",
        "two naked pairs", "two X-Wings", "two hidden pairs", "two naked triples",
        "two hidden triples", "two skyscrapers", "two swordfish", "two XY-Wings",
        "two 2-string kites", "two empty rectangles", "two finned X-Wings", "two W-Wings",
        "two XYZ-Wings", "simple colours twice",
      ])
    let portuguese = Language.$current.withValue(.portuguese) {
      Technique.allCases.map { Language.current.nameWords.counted($0, 3) }
    }
    #expect(
      portuguese == [
        "três únicos escondidos", "três únicos nus", "três apontamentos", "três reivindicações",
        "três pares nus", "três X-Wings", "três pares escondidos", "três trios nus",
        "três trios escondidos", "três arranha-céus", "três Swordfish", "três XY-Wings",
        "três papagaios", "três retângulos vazios", "três Finned X-Wings", "três W-Wings",
        "três XYZ-Wings", "três colorações",
      ])
    #expect(
      Language.$current.withValue(.portuguese) {
        Language.current.nameWords.counted(.claiming, 2)
      } == "duas reivindicações")
    #expect(
      Language.$current.withValue(.english) { Language.current.nameWords.counted(.pointing, 3) }
        == "pointing three times")
  }
}
