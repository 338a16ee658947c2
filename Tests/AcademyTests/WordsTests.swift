import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The words layer: its small grammar, and a walk over every kind of message it makes for every
/// technique, so a missing case or a broken article fails here rather than in front of a learner.
@Suite struct WordsTests {
  @Test func articlesCountsAndLists() {
    #expect(
      (1...9).map(Phrasing.article) == [
        "a 1", "a 2", "a 3", "a 4", "a 5", "a 6", "a 7", "an 8", "a 9",
      ])
    #expect(Phrasing.article(11) == "an 11" && Phrasing.article(18) == "an 18")
    #expect(Phrasing.count(1, .hint) == "1 hint" && Phrasing.count(0, .hint) == "0 hints")
    #expect(Phrasing.list(["a", "b", "c"]) == "a, b and c")
    #expect(StepWords.houses([.row(1), .row(4)]) == "rows 2 and 5")
    #expect(StepWords.houses([.box(0), .box(8)]) == "boxes 1 and 9")
  }

  /// Issue 20: Portuguese plurals (0 and 2 take the plural, as in English), lists, and small
  /// numbers that agree with the noun's gender.
  @Test func portugueseGrammar() {
    Language.$current.withValue(.portuguese) {
      #expect(counted(1, .candidate) == "1 candidato")
      #expect(counted(2, .candidate) == "2 candidatos")
      #expect(counted(0, .mistake) == "0 erros")
      #expect(counted(1, .reveal) == "1 revelação" && counted(3, .reveal) == "3 revelações")
      #expect(Phrasing.list(["a", "b", "c"]) == "a, b e c")
      #expect(Phrasing.list(["a", "b"], or: true) == "a ou b")
      #expect(Phrasing.number(2, .feminine) == "duas" && Phrasing.number(2) == "dois")
      #expect(Phrasing.number(1, .feminine) == "uma" && Phrasing.number(0) == "nenhum")
      #expect(Phrasing.article(8) == "um 8")
    }
  }

  /// The locale decides as POSIX says: LC_ALL over LC_MESSAGES over LANG, the first set.
  @Test func languageFromTheLocale() {
    #expect(Language.fromLocale(["LANG": "pt_PT.UTF-8"]) == .portuguese)
    #expect(Language.fromLocale(["LANG": "pt_BR"]) == .portuguese)
    #expect(Language.fromLocale(["LC_ALL": "en_GB.UTF-8", "LANG": "pt_PT"]) == .english)
    #expect(Language.fromLocale(["LC_MESSAGES": "pt", "LANG": "en_US"]) == .portuguese)
    #expect(Language.fromLocale(["LC_ALL": "", "LANG": "pt_PT"]) == .portuguese)
    #expect(Language.fromLocale(["LANG": "C.UTF-8"]) == nil)
    #expect(Language.fromLocale([:]) == nil)
  }

  /// Issue 17.6: after "Fix this first:" the sentence goes on in lower case.
  /// Inside a sentence a technique's name is lower case, but X-Wing and XY-Wing are names and
  /// keep their capitals (`Next up: lesson 12, XY-Wing.`).
  @Test func techniqueNamesInsideASentence() {
    #expect(
      Technique.allCases.map(\.nameInSentence) == [
        "hidden single", "naked single", "pointing", "claiming", "naked pair", "X-Wing",
        "hidden pair", "naked triple", "hidden triple", "skyscraper", "swordfish", "XY-Wing",
        "2-string kite", "empty rectangle", "finned X-Wing", "W-Wing", "XYZ-Wing",
        "simple colours",
      ])
  }

  @Test func fixItGoesOnInLowerCase() {
    let removedOnly = StudyText.fixIt([], [Cell(row: 1, column: 1)])
    #expect(
      removedOnly
        == "Fix this first: a candidate the solution needs was removed from r2c2; restore r2c2 "
        + "brings back what you removed.")
    let both = StudyText.fixIt([Cell(row: 0, column: 3)], [Cell(row: 1, column: 1)])
    #expect(both.contains("r1c4=0. A candidate"), "a new sentence starts in upper case")
  }

  /// Issue 17.5: placing a digit the learner had removed from the cell says so; it stands.
  @Test func placingARemovedDigitIsSaid() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    // r1c4's solution is 7.
    #expect(game.enter("r1c4<>7").isApplied)
    let reply = game.enter("r1c4=7")
    #expect(reply.isApplied)
    #expect(reply.message == "r1c4=7 (You had removed 7 from r1c4; the placement stands.)")
    #expect(game.enter("r1c4=0").isApplied)
    #expect(game.enter("restore r1c4").isApplied)
    #expect(
      game.enter("r1c4=7").message == "r1c4=7", "a placement on a shown candidate says nothing")
  }

  /// Issue 17.5: the same words for the same count: the Solved line, `progress` and a new best
  /// all say "hints + reveals" for the sum the record keeps.
  @Test func hintsAndRevealsHaveOneName() {
    let summary = StudySummary(
      level: .easy, seconds: 425, moves: 40, mistakes: 0, hints: 7, reveals: 2, techniques: [])
    #expect(summary.message.contains("7 hints + 2 reveals"))
    let update = StudyRecord.update(nil, with: summary)
    #expect(update?.record.fewestHints == 9)
    #expect(StudyText.fewestHelp(9) == "fewest hints + reveals 9")
    #expect(StudyText.fewestHelp(9).hasPrefix(StudyText.fewestHelpBest))
  }

  /// Issue 17.5: an answer about a filled cell in a drill is free: not the first answer.
  @Test func aFilledCellIsFreeInADrill() throws {
    for mode in [DrillState.Mode.lesson, .review] {
      let drill = SharedDrills.drill(.pointing, seed: 3)
      var state = DrillState(drill: drill, mode: mode)
      let filled = try #require(Cell.all.first { !drill.grid.isEmpty($0) })
      let (verdict, changes) = state.answer("\(filled)<>1", at: Date())
      #expect(verdict.kind == .filledCell && changes.isEmpty)
      #expect(!state.isAttempted && state.firstAnswerCorrect == nil, "\(mode)")
      #expect(verdict.line.hasPrefix("\(filled) is already filled ("))
      #expect(verdict.line.hasSuffix("Not counted — try again."))
    }
  }

  /// Every message kind for every technique: drills of all six, with their reasons, both hint
  /// rungs, the review nudge, misses, credit and the study lead. Each must be non-empty prose with
  /// no "a 8", no doubled space and no space before a full stop.
  @Test func everyMessageKindForEveryTechnique() throws {
    let library = try LessonLibrary.embedded()
    var messages: [String] = []
    for technique in Technique.allCases {
      messages += [technique.title, technique.phrase, technique.stepNoun]
      for seed in UInt64(0)..<4 {
        let drill = SharedDrills.drill(technique, seed: seed)
        var state = DrillState(drill: drill, mode: .review)
        let step = state.featuredInstance
        messages += [
          step.reason(on: drill.grid), library.hint(for: step, on: drill.grid),
          library.patternHint(for: step, on: drill.grid),
          library.reviewHint(for: step, on: drill.grid),
        ]
        let checker = AnswerChecker(drill: drill)
        let review = ReviewChecker(drill: drill)
        for cell in drill.grid.emptyCells.prefix(12) {
          for digit in drill.grid.candidates(at: cell) {
            let answer = technique.placesDigits ? "\(cell)=\(digit)" : "\(cell)<>\(digit)"
            messages += [checker.check(answer).line, review.check(answer).verdict.line]
          }
        }
        messages.append(state.answer("x", at: Date()).verdict.line)
        let plan = HintPlanner.plan(board: drill.grid, solution: drill.solution)
        messages.append(StudyText.lead(plan, revealsLeft: 2, cap: 4))
        for (index, planned) in plan.steps.enumerated() {
          messages.append(planned.reason(on: drill.grid, after: Array(plan.steps[..<index])))
        }
      }
    }
    messages += [
      StudyText.gameOver, StudyText.nothingToUndo, StudyText.checkClean,
      StudyText.beyondTheCurriculum,
      StudyText.fixIt([Cell(0)], []), StudyText.fixIt([Cell(0), Cell(1)], [Cell(2), Cell(3)]),
      StudyText.conflict(Candidate(Cell(0), 8), [Cell(1), Cell(9)]),
      StudyText.placedAfterRemoving([Candidate(Cell(0), 8), Candidate(Cell(1), 4)]),
      Language.current.checkWords.filledCell(Cell(0), holding: 8),
    ]
    #expect(messages.count > 500)
    for message in messages {
      let plain = message.replacingOccurrences(of: "\u{A0}", with: " ")
      #expect(!plain.isEmpty)
      #expect(!plain.contains("  ") && !plain.contains(" ."), "\(plain)")
      #expect(plain.range(of: #"\ba [8]\b"#, options: .regularExpression) == nil, "\(plain)")
      #expect(plain.range(of: #"\ban [1-79]\b"#, options: .regularExpression) == nil, "\(plain)")
    }
  }

  /// The kind of a verdict's reason, by an exhaustive switch: a new kind of reason fails to compile
  /// here until the walk below is told about it.
  static func kind(_ reason: VerdictReason) -> String {
    switch reason {
    case .unreadable: "unreadable"
    case .wrongForm: "wrongForm"
    case .filledCell: "filledCell"
    case .correct(let correct): correct.review == nil ? "correct" : "reviewCorrect"
    case .miss(let miss, _):
      switch miss {
      case .notACandidate: "notACandidate"
      case .nakedNotHidden: "nakedNotHidden"
      case .hiddenNotNaked: "hiddenNotNaked"
      case .stillHas: "stillHas"
      case .alsoGoes: "alsoGoes"
      case .followsFrom: "followsFrom"
      case .patternCandidate: "patternCandidate"
      case .noPointing: "noPointing"
      case .noClaiming: "noClaiming"
      case .noPair: "noPair"
      case .noXWing: "noXWing"
      case .noHiddenSubset: "noHiddenSubset"
      case .noNakedTriple: "noNakedTriple"
      case .noSkyscraper: "noSkyscraper"
      case .noSwordfish: "noSwordfish"
      case .noXYWing: "noXYWing"
      case .noTwoStringKite: "noTwoStringKite"
      case .noEmptyRectangle: "noEmptyRectangle"
      case .noFinnedXWing: "noFinnedXWing"
      case .noWWing: "noWWing"
      case .noXYZWing: "noXYZWing"
      case .noSimpleColors: "noSimpleColors"
      case .reviewPlacement: "reviewPlacement"
      case .reviewElimination: "reviewElimination"
      }
    }
  }

  /// Every kind of verdict is met on real drills, and each one's words are well formed.
  @Test func everyKindOfVerdictIsMetAndWorded() {
    let all: Set<String> = [
      "unreadable", "wrongForm", "filledCell", "correct", "reviewCorrect", "notACandidate",
      "nakedNotHidden", "hiddenNotNaked", "stillHas", "alsoGoes", "followsFrom", "patternCandidate",
      "noPointing", "noClaiming", "noPair", "noXWing", "noHiddenSubset", "noNakedTriple",
      "noSkyscraper", "noSwordfish", "noXYWing", "noTwoStringKite", "noEmptyRectangle",
      "noFinnedXWing", "noWWing", "noXYZWing", "noSimpleColors",
      "reviewPlacement",
      "reviewElimination",
    ]
    var seen: Set<String> = []
    for technique in Technique.allCases {
      for seed in UInt64(0)..<6 {
        let drill = SharedDrills.drill(technique, seed: seed)
        let checker = AnswerChecker(drill: drill)
        let review = ReviewChecker(drill: drill)
        var answers = ["x", "r1c1=5 r1c1<>5"]
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
            seen.insert(Self.kind(verdict.reason))
            let text = verdict.line.replacingOccurrences(of: "\u{A0}", with: " ")
            #expect(!text.isEmpty && !text.contains("  ") && !text.contains(" ."), "\(text)")
          }
        }
      }
    }
    #expect(seen == all, "never met: \(all.subtracting(seen).sorted())")
  }
}

/// Times are written one way each, wherever they appear: the clock of time played, and durations.
@Suite struct TimeWordsTests {
  @Test(arguments: [
    (0, "0:00"), (7, "0:07"), (65, "1:05"), (725, "12:05"), (3599, "59:59"), (3600, "1:00:00"),
    (3912, "1:05:12"),
  ])
  func clock(seconds: Int, expected: String) {
    #expect(TimeWords.clock(seconds) == expected)
  }

  /// Durations in each language: English's short units, Portuguese the SI's symbols and a
  /// decimal comma.
  @Test(
    arguments: [
      (0.0, "0s"), (6.24, "6.2s"), (9.96, "10s"), (41.0, "41s"), (185.0, "3m 05s"),
      (7440.0, "2h 04m"), (Double.infinity, "0s"),
    ].map { (Language.english, $0.0, $0.1) }
      + [
        (0.0, "0 s"), (6.24, "6,2 s"), (9.97, "10 s"), (41, "41 s"), (125, "2 min 5 s"),
        (3 * 60 + 59.6, "4 min 0 s"), (7440, "2 h 4 min"),
      ].map { (Language.portuguese, $0.0, $0.1) } as [(Language, Double, String)])
  func duration(language: Language, seconds: Double, expected: String) {
    #expect(Language.$current.withValue(language) { TimeWords.duration(seconds) } == expected)
  }

  /// The clock is the same in both languages.
  @Test func theClockIsTheSame() {
    #expect(
      Language.$current.withValue(.portuguese) { TimeWords.clock(725) } == TimeWords.clock(725))
    #expect(TimeWords.duration(125) == "2m 05s")
  }
}
