import Foundation
import SudokuCore
import TestSupport
import Testing

@testable import Academy

/// Puzzles made by the project's generator (seed 1212), one per level, and their solutions.
enum StudyFixtures {
  static let easy = (
    "42..5.1.97...1.8.31.3.89.....4.....8397.45..6.82...4....6194.5.94..3768.27.5..9.4",
    "428753169759612843163489527514926378397845216682371495836194752945237681271568934"
  )
  static let medium = (
    "42....1..7...1.8.31.3..9.....4.....8.97.45..6.82...4....61.4.5.9...376...7.5..9.4",
    "428753169759612843163489527514926378397845216682371495836194752945237681271568934"
  )
  static let hard = (
    ".......128.2914...5.4....8...7...6....8..35.....28.....69..13.....4.6.7..7.....6.",
    "796538412832914756514762983927145638148693527653287194269871345381456279475329861"
  )
  static let expert = (
    "....2....947.6...3..64....7......8.......51....5.41......3..6...19....7..5.....49",
    "531927468947568213286413957124736895763895124895241736472359681319684572658172349"
  )
  /// Easter Monster: unique, and no step of the twelve applies.
  static let beyond =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

  static func digits(_ text: String) -> Puzzle { Puzzle(text: text) ?? Puzzle() }

  static func game(_ fixture: (String, String), level: StudyLevel) -> StudyGame {
    StudyGame(
      givens: digits(fixture.0), solution: digits(fixture.1), level: level, seed: 1212)
  }
}

func cell(_ text: String) -> Cell { Notation.parseCell(text)! }

@Suite struct StudyGameMoveTests {
  @Test func placementsClearsAndUndo() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    // r1c3 is empty; its solution is 8.
    #expect(game.enter("r1c3=8") == .applied("r1c3=8", solved: nil))
    #expect(game.digit(at: cell("r1c3")) == 8 && game.moves == 1)
    #expect(game.enter("r1c3=0") == .applied("r1c3=0", solved: nil))
    #expect(game.enter("R1C3 : 8") == .applied("r1c3=8", solved: nil))
    #expect(game.enter("clear r1c3") == .applied("r1c3=0", solved: nil))
    #expect(game.digit(at: cell("r1c3")) == 0 && game.moves == 4)
    #expect(game.undo() == .applied("Undid r1c3=0.", solved: nil))
    #expect(game.digit(at: cell("r1c3")) == 8)
    // Undo takes back moves, not the counters: a mistake stays a mistake.
    #expect(!game.enter("r1c4=8").isApplied)
    #expect(game.undo() == .applied("Undid r1c3=8.", solved: nil))
    #expect(game.moves == 4 && game.mistakes == 1)
  }

  /// Lines of moves, table-driven: what is applied, in order, echoed in canonical notation.
  @Test(arguments: [
    ("r1c3=8 r1c3=0", "r1c3=8 r1c3=0", 0),
    ("r1c3 = 8; r1c3 : 0 r1c4=7", "r1c3=8 r1c3=0 r1c4=7", 7),
    ("r1c4<>3,6", "r1c4<>3,6", 0),
    ("-6r1c4 r1c6-6", "r1c46<>6", 0),
    ("r1c4=7 r1c4=0 r1c4=7", "r1c4=7 r1c4=0 r1c4=7", 7),
  ])
  func linesOfMoves(_ input: String, _ echo: String, _ r1c4: Int) {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    #expect(game.enter(input) == .applied(echo, solved: nil))
    #expect(game.digit(at: cell("r1c4")) == r1c4 && game.moves == 1)
  }

  @Test func severalMovesAtOnceAreOneMove() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    let reply = game.enter("r1c3=8 r1c4=7, r2c2<>6")
    #expect(reply == .applied("r1c3=8 r1c4=7 r2c2<>6", solved: nil))
    #expect(game.moves == 1 && game.undoList.count == 1)
    #expect(game.board.candidates(at: cell("r2c2")) == [5])
    _ = game.undo()
    #expect(game.placed.allSatisfy { $0 == 0 } && game.eliminations.isEmpty)
  }

  /// Refusals, table-driven: the exact message and whether a mistake was counted.
  @Test(arguments: [
    (
      "r1c3=4",
      "r1c3=4 repeats the 4 in r1c1 (row 1) and r4c3 (column 3): not placed, counted as a mistake.",
      1
    ),
    (
      "r1c3=7",
      "r1c3=7 repeats the 7 in r2c1 (box 1) and r5c3 (column 3): not placed, counted as a mistake.",
      1
    ),
    ("r1c1=4", "r1c1 is a given and can't be changed.", 0),
    ("clear r1c1", "r1c1 is a given and can't be changed.", 0),
    (
      "r1c3=8 r1c4=8",
      "r1c4=8 repeats the 8 in r1c3 (row 1) and r3c5 (box 2): not placed, counted as a mistake. Nothing was changed.",
      1
    ),
    ("r1c1<>4", "Nothing changed: r1c1 is filled.", 0),
    ("r1c3<>4", "Nothing changed: r1c3 shows no 4.", 0),
    ("r1c3=0", "Nothing changed: r1c3 is already empty.", 0),
    ("restore r1c3", "Nothing changed: no candidate of r1c3 was removed.", 0),
    ("clear", "clear needs a cell, like clear r3c5", 0),
    ("clear r0c3", "“r0c3” is not a cell: clear takes cells like r3c5", 0),
  ])
  func refusals(_ input: String, _ message: String, _ mistakes: Int) {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    let reply = game.enter(input)
    #expect(reply == .refused(message))
    #expect(game.mistakes == mistakes)
    #expect(game.placed.allSatisfy { $0 == 0 } && game.undoList.isEmpty && game.moves == 0)
  }

  @Test func unreadableInputSaysWhatToType() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    guard case .refused(let message) = game.enter("r1c3=x") else {
      Issue.record("garbage was applied")
      return
    }
    #expect(message.contains("r3c5=7"))
    #expect(game.mistakes == 0)
  }

  @Test func eliminationsAndRestore() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    let before = game.board.candidates(at: cell("r2c2"))
    #expect(game.enter("r2c2<>6") == .applied("r2c2<>6", solved: nil))
    #expect(game.enter("restore r2c2") == .applied("restore r2c2", solved: nil))
    #expect(game.board.candidates(at: cell("r2c2")) == before)
    #expect(game.undo() == .applied("Undid restore r2c2.", solved: nil))
    #expect(game.eliminations == [Candidate(cell("r2c2"), 6)])
  }

  @Test func undoKeepsTheLastTwoHundred() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    for index in 0..<205 {
      #expect(game.enter(index.isMultiple(of: 2) ? "r1c3=8" : "r1c3=0").isApplied)
    }
    #expect(game.undoList.count == StudyGame.undoLimit && game.moves == 205)
    for _ in 0..<200 { #expect(game.undo().isApplied) }
    #expect(game.undo() == .refused("Nothing to undo."))
    // 205 moves alternate place/clear; the oldest 5 are gone, so undoing 200 leaves the 5th move's
    // result: r1c3=8.
    #expect(game.digit(at: cell("r1c3")) == 8)
  }
}

@Suite struct StudyGameHintTests {
  @Test func ladderLeadThenReveal() throws {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    let first = game.hint()
    guard case .lead(let plan, 5, 5) = first else {
      Issue.record("expected rung 1, got \(first)")
      return
    }
    let lead = try #require(HintWords.lead(plan))
    #expect(first.message == "Look for \(lead). hint again reveals it (5 of 5 reveals left).")
    #expect(game.hints == 1 && game.reveals == 0 && game.placed.allSatisfy { $0 == 0 })
    let second = game.hint()
    guard case .reveal(let revealed, nil) = second else {
      Issue.record("expected a reveal, got \(second)")
      return
    }
    #expect(revealed == plan)
    #expect(second.message == plan.steps.map(\.description).joined(separator: "\n"))
    #expect(game.hints == 1 && game.reveals == 1 && game.revealsLeft == 4)
    let single = try #require(plan.steps.last?.placements.first)
    #expect(game.digit(at: single.cell) == single.digit)
    // A reveal is one undoable move; undo refunds nothing.
    #expect(game.undoList.count == 1 && game.undoList[0].isReveal)
    #expect(game.undo().message.hasPrefix("Undid the reveal: "))
    #expect(game.digit(at: single.cell) == 0 && game.reveals == 1)
    // After a move the ladder starts again at rung 1.
    #expect(game.hint().steps.isEmpty)
    #expect(game.hints == 2)
  }

  @Test(arguments: [
    (StudyLevel.easy, 3), (.medium, 4), (.hard, 5), (.expert, 6), (.master, 6),
    (.beyondTheCurriculum, 6),
  ])
  func revealCaps(_ level: StudyLevel, _ cap: Int) {
    #expect(level.revealCap == cap)
    var game = StudyFixtures.game(StudyFixtures.easy, level: level)
    for _ in 0..<cap { #expect(!game.show().steps.isEmpty) }
    #expect(game.reveals == cap && game.revealsLeft == 0)
    // Past the cap a hint still gives rung 1, twice in a row.
    for _ in 0..<2 {
      let hint = game.hint()
      guard case .lead = hint else {
        Issue.record("expected rung 1 past the cap, got \(hint)")
        return
      }
      #expect(hint.message.hasSuffix("No reveals left in this game (all \(cap) used)."))
    }
    #expect(game.reveals == cap && game.hints == 2)
  }

  @Test func fixItAndCheckNameCellsOnly() {
    var game = StudyFixtures.game(StudyFixtures.easy, level: .easy)
    #expect(
      game.check().message
        == "No mistakes: every placed digit fits and no needed candidate was removed.")
    // r1c4's solution is 7; 3 is legal there but wrong. r2c2's solution is 5.
    #expect(game.enter("r1c4=3 r2c2<>5").isApplied)
    let expected =
      "Fix this first: r1c4 holds a wrong digit; clear it with r1c4=0. A candidate the solution needs was removed from r2c2; restore r2c2 brings back what you removed."
    let hint = game.hint()
    #expect(hint == .fixIt(wrongDigits: [cell("r1c4")], removedCandidates: [cell("r2c2")]))
    #expect(hint.message == expected)
    let check = game.check()
    #expect(check.wrongDigits == [cell("r1c4")] && check.removedCandidates == [cell("r2c2")])
    #expect(check.message == expected)
    #expect(game.hints == 3 && game.reveals == 0)
    #expect(!expected.contains("7") && !expected.contains("5"))
  }

  @Test func revealsSolveTheGameWithASummary() throws {
    var game = StudyFixtures.game(StudyFixtures.expert, level: .expert)
    #expect(game.enter("r1c1=5").isApplied)
    _ = game.enter("r1c2=5")  // a conflict: one mistake
    game.secondsPlayed = 754.6
    var summary: StudySummary?
    // Reveal while reveals are left, then type the planner's steps as the learner's own moves.
    for _ in 0..<81 where summary == nil {
      let plan = game.plan
      if game.revealsLeft > 0 {
        if case .reveal(_, let solved) = game.show() { summary = solved }
      } else {
        for step in plan.steps {
          let text =
            step.eliminations.map { "\($0.cell)<>\($0.digit)" }.joined(separator: " ")
            + step.placements.map { "\($0.cell)=\($0.digit)" }.joined(separator: " ")
          summary = game.enter(text).solved ?? summary
        }
      }
    }
    let solved = try #require(summary)
    #expect(
      game.isSolved && game.isOver
        && game.placed.indices.allSatisfy {
          game.digit(at: Cell($0)) == game.solution[$0]
        })
    #expect(solved.techniques.contains(.xWing) && solved.reveals == 6 && solved.mistakes == 1)
    #expect(
      solved.message
        == "Solved in 12:34 — \(solved.moves) moves, 1 mistake, 0 hints + 6 reveals. Techniques needed: \(solved.techniques.map { $0.nameInSentence }.joined(separator: ", "))."
    )
    #expect(game.enter("r1c1=5") == .refused("This game is over: study starts another."))
    #expect(game.hint() == .over)
  }

  @Test func beyondTheCurriculumSaysSoAndCountsNothing() throws {
    var game = try StudyGame.pasted(StudyFixtures.beyond)
    #expect(game.level == .beyondTheCurriculum)
    #expect(game.hint() == .beyondTheCurriculum)
    #expect(
      game.hint().message
        == "The \(CountWords.english) techniques stall here: this position needs a technique beyond them. check still finds mistakes."
    )
    #expect(game.hints == 0)
  }

  @Test func stepsGivesUpBeforeTheSolveAndReviewsAfter() {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    // A wrong digit is left out of the reasoning.
    #expect(game.enter("r1c1=3").isApplied)
    let path = game.steps()
    #expect(path.isSolved && path.grid.allDigits == game.solution)
    #expect(game.gaveUp && game.isOver && game.hint() == .over)

    var solved = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    let moves = Cell.all.filter { solved.givens[$0.index] == 0 }.map {
      "\($0)=\(solved.solution[$0.index])"
    }
    #expect(solved.enter(moves.joined(separator: " ")).solved != nil)
    let review = solved.steps()
    #expect(review.isSolved && review.steps.contains { $0.technique == .pointing })
    #expect(review.steps == LogicalSolver.solve(Grid(givens: solved.givens)).steps)
    #expect(!solved.gaveUp)
  }
}

@Suite struct StudyGeneratedTests {
  @Test func sameSeedSameGame() {
    let game = StudyGame.generated(.easy, seed: 77)
    #expect(game == StudyGame.generated(.easy, seed: 77))
    #expect(game.level == .easy && game.seed == 77 && game.revealsLeft == 3)
    #expect(Solver.solve(game.givens) == game.solution)
    #expect(StudyLevel.grade(givens: game.givens).level == .easy)
    #expect(game.placed.allSatisfy { $0 == 0 } && game.eliminations.isEmpty && !game.isOver)
  }
}

@Suite struct StudyPasteTests {
  @Test func exportReadsBack() throws {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    #expect(game.enter("r1c1=7 r1c2<>3").isApplied)
    let line = game.export()
    let fields = line.split(separator: ":", omittingEmptySubsequences: false)
    #expect(fields.count == 8 && fields[2] == "x" && fields[5].isEmpty && fields[6].isEmpty)
    #expect(fields[1] == Substring(game.plan.steps.first?.technique.libraryCode ?? "0000"))
    #expect(fields[3].contains("+7"))
    let back = try StudyGame.pasted(line)
    #expect(back.givens == game.givens && back.placed == game.placed)
    #expect(back.eliminations == game.eliminations && back.solution == game.solution)
    #expect(back.level == .hard && back.seed == nil)
  }

  @Test func plusDigitsAreTheLearnersPlacements() throws {
    let puzzle = "+" + String(StudyFixtures.hard.1.prefix(1)) + StudyFixtures.hard.0.dropFirst()
    let game = try StudyGame.pasted(puzzle)
    #expect(game.givens[0] == 0 && game.placed[0] == 7)
    #expect(game.enter(ignoring: "r1c1=0").isApplied)
  }

  @Test func wrongPlusDigitsAreFoundByCheck() throws {
    // r1c1's solution is 7; 3 is legal there.
    var game = try StudyGame.pasted("+3" + StudyFixtures.hard.0.dropFirst())
    #expect(game.check().wrongDigits == [cell("r1c1")])
    #expect(game.hint() == .fixIt(wrongDigits: [cell("r1c1")], removedCandidates: []))
  }

  @Test func aHugePasteIsOneLine() throws {
    let text = String(repeating: "1", count: 10_000)
    let error = try #require(throws: StudyPasteProblem.self) { try StudyGame.pasted(text) }
    #expect(!error.message.contains("\n") && error.message.count < 200, "\(error.message)")
  }

  @Test(arguments: [
    (StudyFixtures.easy.0, StudyLevel.easy), (StudyFixtures.medium.0, .medium),
    (StudyFixtures.hard.0, .hard), (StudyFixtures.expert.0, .expert),
    (StudyFixtures.beyond, .beyondTheCurriculum),
  ])
  func grading(_ puzzle: String, _ level: StudyLevel) throws {
    #expect(try StudyGame.pasted(puzzle).level == level)
  }

  @Test(arguments: [
    (
      "12345678." + "........9" + String(repeating: ".", count: 63),
      "This puzzle has no solution: nothing to study."
    ),
    (
      String(repeating: ".", count: 81),
      "This puzzle has more than one solution, so no hint could be sure: give it more clues."
    ),
    (
      "5...5" + String(repeating: ".", count: 76),
      "That is not a puzzle. Character 5 (r1c5): 5 is already in r1c1, in the same house as r1c5."
    ),
    (
      "hello",
      "That is not a puzzle. Character 1 (r1c1) is “h”: expected a digit 1–9, or 0 or . for an empty cell."
    ),
  ])
  func refusedPastes(_ text: String, _ message: String) throws {
    let problem = try #require(throws: StudyPasteProblem.self) { try StudyGame.pasted(text) }
    #expect(problem.message == message)
  }
}

extension StudyGame {
  /// `enter` on a copy, for tests that only look at the reply.
  func enter(ignoring text: String) -> StudyReply {
    var copy = self
    return copy.enter(text)
  }
}

@Suite struct StudySaveTests {
  @Test func roundTrip() throws {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    _ = game.enter("r1c1=7 r1c2<>3")
    _ = game.enter("r1c2=7")  // conflict
    _ = game.hint()
    _ = game.hint()
    _ = game.check()
    _ = game.enter("r1c3=6")
    _ = game.enter("restore r1c2")
    game.secondsPlayed = 81.25
    let data = try game.saveData()
    let back = try StudyGame(saveData: data)
    #expect(back.save == game.save)
    #expect(back.givens == game.givens && back.solution == game.solution)
    #expect(back.undoList == game.undoList && back.eliminations == game.eliminations)
    #expect(back.moves == 3 && back.mistakes == 1 && back.hints == 2 && back.reveals == 1)
    #expect(back.secondsPlayed == 81.25 && back.seed == 1212 && back.level == .hard)
    // Undo works across the save.
    var resumed = back
    #expect(resumed.undo() == .applied("Undid restore r1c2.", solved: nil))
    #expect(try game.saveData() == data)
  }

  static func json(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    _ = game.enter("r1c1=7")
    var object = try #require(
      JSONSerialization.jsonObject(with: game.saveData()) as? [String: Any])
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  /// A save that is not one, or a bad one, in `language`: the data and the exact problem.
  static func wrongShapes(_ language: Language) throws -> [(Data, String)] {
    switch language {
    case .english:
      [
        (Data("[1, 2]".utf8), "not a study save: it should be an object, found a list"),
        (Data("{".utf8), "not a study save: it is not valid JSON (it ends early, line 1)"),
        (try Self.json { $0["givens"] = nil }, "not a study save: the field givens is missing"),
        (
          try Self.json { $0["moves"] = "three" },
          "not a study save: the field moves should be a whole number, found \"three\""
        ),
        (
          try Self.json { $0["version"] = 0 },
          "a bad study save: version is 0; it should be 1 or more"
        ),
        (
          try Self.json { $0["level"] = "nightmare" },
          "a bad study save: level nightmare is not easy, medium, hard, expert, master, grandmaster or beyond-the-six"
        ),
        (try Self.json { $0["givens"] = "123" }, "a bad study save: givens is not 81 digits"),
        (
          try Self.json { $0["givens"] = String(repeating: ".", count: 81) },
          "a bad study save: the givens have no single solution"
        ),
        (
          try Self.json {
            $0["placements"] =
              "7" + String(repeating: ".", count: 6) + "7" + String(repeating: ".", count: 73)
          },
          "a bad study save: r1c8 has both a given and a placement"
        ),
        (
          try Self.json { $0["eliminations"] = ["5370"] },
          "a bad study save: “5370” is not a candidate"
        ),
        (
          try Self.json { $0["hints"] = -1 },
          "a bad study save: hints is -1; it should be 0 to 1000000000"
        ),
      ]
    case .portuguese:
      [
        (Data("[1, 2]".utf8), "não é um ficheiro de estudo: devia ser um objeto, mas é uma lista"),
        (
          Data("{".utf8), "não é um ficheiro de estudo: não é JSON válido (termina a meio, linha 1)"
        ),
        (
          try Self.json { $0["givens"] = nil },
          "não é um ficheiro de estudo: falta o campo givens"
        ),
        (
          try Self.json { $0["moves"] = "muitas" },
          "não é um ficheiro de estudo: o campo moves devia ser um número inteiro, mas é \"muitas\""
        ),
        (
          try Self.json { $0["version"] = 0 },
          "está danificado: version é 0; devia ser 1 ou mais"
        ),
        (
          try Self.json { $0["version"] = 7 },
          "foi escrito por uma versão mais recente do Sudoku Academy (versão 7 do ficheiro; esta lê "
            + "a versão 1)"
        ),
        (
          try Self.json { $0["level"] = "nightmare" },
          "está danificado: o nível nightmare não é easy, medium, hard, expert, master, "
            + "grandmaster nem beyond-the-six"
        ),
        (
          try Self.json { $0["givens"] = String(repeating: ".", count: 81) },
          "está danificado: as pistas não têm uma solução única"
        ),
        (
          try Self.json { $0["reveals"] = -1 },
          "está danificado: reveals é -1; devia ser de 0 a 1000000000"
        ),
        (
          try Self.json { $0["undo"] = [1] },
          "não é um ficheiro de estudo: o campo undo.0 devia ser um objeto, mas é 1"
        ),
      ]
    }
  }

  /// Each language's wrong shapes are refused with their exact problem; none of the Portuguese
  /// leaves English behind.
  @Test(arguments: Language.allCases)
  func wrongShapesAreRejected(language: Language) throws {
    let cases = try Self.wrongShapes(language)
    #expect(cases.count >= 10)
    for (data, message) in cases {
      // A save of a version above this program's is left for the newer program.
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      let newer = (object?["version"] as? Int ?? 0) > 1
      Language.$current.withValue(language) {
        #expect(throws: StudySaveProblem(message: message, isNewerVersion: newer)) {
          try StudyGame(saveData: data)
        }
        #expect(StudySaveHostileTests.problem(data) == message)
      }
      if language == .portuguese {
        #expect(!message.isEmpty)
        #expect(EnglishLeak.words(in: message).isEmpty, "\(message)")
      }
    }
  }
}

/// Saves made by hand or by a newer program (issue 19 items 1, 2, 9 and 10; the additive rule).
@Suite struct StudySaveHostileTests {
  static func undoEntry(_ cell: String, from: Int, to: Int) -> [String: Any] {
    [
      "reveal": false, "changes": [["cell": cell, "from": from, "to": to]], "eliminated": [],
      "restored": [],
    ]
  }

  static func problem(_ data: Data) -> String? {
    do {
      _ = try StudyGame(saveData: data)
      return nil
    } catch {
      return error.message
    }
  }

  /// A hand-made undo entry that would put a digit back beside the same digit is refused when
  /// the save is read, so `undo` can never make the program write a save it then refuses.
  @Test func anUndoListThatDoesNotFitTheBoardIsRefused() throws {
    let clash = try StudySaveTests.json {
      $0["undo"] = ($0["undo"] as! [Any]) + [Self.undoEntry("r1c2", from: 7, to: 0)]
    }
    let message = try #require(Self.problem(clash))
    #expect(message.hasPrefix("a bad study save: undo move 2 would leave r1c"))
    #expect(message.hasSuffix(" with the same digit in one house"))
    let mismatch = try StudySaveTests.json {
      $0["undo"] = ($0["undo"] as! [Any]) + [Self.undoEntry("r1c3", from: 0, to: 5)]
    }
    #expect(
      Self.problem(mismatch)
        == "a bad study save: undo move 2 changes r1c3 to 5, but the board there holds no digit")
    // The save the game writes itself passes, and undoes to the start.
    var game = try StudyGame(saveData: try StudySaveTests.json { _ in })
    #expect(game.undo().isApplied)
    #expect(game.placed.allSatisfy { $0 == 0 })
  }

  /// Numbers the program could never have written are refused when read, naming the field; none
  /// can reach a `+ 1` that traps.
  @Test(arguments: [
    ("moves", "9223372036854775807", "moves is 9223372036854775807; it should be 0 to 1000000000"),
    (
      "mistakes", "9223372036854775807",
      "mistakes is 9223372036854775807; it should be 0 to 1000000000"
    ),
    ("hints", "1000000001", "hints is 1000000001; it should be 0 to 1000000000"),
    (
      "secondsPlayed", "9300000000000000000",
      "secondsPlayed is 9300000000000000000; it should be 0 to 3155760000 (a century)"
    ),
    ("seed", "-1", "seed is -1; it should be a whole number from 0 to 18446744073709551615"),
  ])
  func numbersOutOfRangeAreRefused(field: String, number: String, message: String) throws {
    let value = try JSONSerialization.jsonObject(
      with: Data(number.utf8), options: .fragmentsAllowed)
    let data = try StudySaveTests.json { $0[field] = value }
    #expect(Self.problem(data) == "a bad study save: " + message)
  }

  /// Valid JSON of the wrong shape is said to be so, not "not valid JSON".
  @Test func valuesOfTheWrongShapeAreNotCalledInvalidJSON() throws {
    var game = StudyFixtures.game(StudyFixtures.hard, level: .hard)
    _ = game.enter("r1c1=7")
    let text = String(decoding: try game.saveData(), as: UTF8.self)
    let huge = text.replacingOccurrences(of: "\"seed\":1212", with: "\"seed\":18446744073709551616")
    #expect(Self.problem(Data(huge.utf8))?.hasPrefix("a bad study save: seed is ") == true)
    let deep =
      text.dropLast() + ",\"x\":" + String(repeating: "[", count: 600)
      + String(repeating: "]", count: 600) + "}"
    #expect(
      Self.problem(Data(deep.utf8))
        == "not a study save: it nests lists and objects more than 64 deep")
  }

  /// The additive rule, as for the progress file: fields this version does not know survive a
  /// save, and a newer version is reported as such (and never overwritten: see StudyStore).
  @Test func unknownFieldsSurviveASave() throws {
    let data = try StudySaveTests.json {
      $0["note"] = "from a newer program"
      $0["timer"] = ["paused": true, "laps": [1, 2.5]]
    }
    var game = try StudyGame(saveData: data)
    _ = game.enter("r1c2=9")
    let written = try #require(
      try JSONSerialization.jsonObject(with: game.saveData()) as? [String: Any])
    #expect(written["note"] as? String == "from a newer program")
    let timer = try #require(written["timer"] as? [String: Any])
    #expect(timer["paused"] as? Bool == true && (timer["laps"] as? [Double]) == [1, 2.5])
    #expect(try StudyGame(saveData: game.saveData()).placed[1] == 9)

    let newer = try StudySaveTests.json { $0["version"] = 2 }
    #expect {
      try StudyGame(saveData: newer)
    } throws: {
      ($0 as? StudySaveProblem)
        == StudySaveProblem(
          message: "written by a newer Sudoku Academy (save version 2; this one reads version 1)",
          isNewerVersion: true)
    }
  }

  /// Counters and time stop at their bounds instead of trapping.
  @Test func countersAndTimeStopAtTheirBounds() throws {
    let most = FileBounds.largestCount
    let data = try StudySaveTests.json {
      $0["moves"] = most
      $0["hints"] = most
      $0["mistakes"] = most
      $0["secondsPlayed"] = Double(FileBounds.longestSeconds)
    }
    var game = try StudyGame(saveData: data)
    _ = game.enter("r1c2=9")
    _ = game.enter("r1c3=9")  // repeats the 9: a mistake
    _ = game.hint()
    game.secondsPlayed += 300
    #expect(game.moves == most && game.mistakes == most && game.hints == most)
    #expect(game.secondsPlayed == Double(FileBounds.longestSeconds))
    #expect(try StudyGame(saveData: game.saveData()).moves == most)
  }
}

@Suite struct StudyRecordTests {
  static func summary(_ level: StudyLevel, seconds: Double, hints: Int, reveals: Int)
    -> StudySummary
  {
    StudySummary(
      level: level, seconds: seconds, moves: 50, mistakes: 0, hints: hints, reveals: reveals,
      techniques: [.hiddenSingle])
  }

  @Test(
    arguments: [
      // old record, seconds, hints, reveals → new record, new best time, new fewest hints
      (nil, 400.9, 1, 1, StudyRecord(solved: 1, bestSeconds: 400, fewestHints: 2), true, true),
      (
        StudyRecord(solved: 3, bestSeconds: 300, fewestHints: 1), 299.0, 2, 0,
        StudyRecord(solved: 4, bestSeconds: 299, fewestHints: 1), true, false
      ),
      (
        StudyRecord(solved: 3, bestSeconds: 300, fewestHints: 1), 300.0, 0, 0,
        StudyRecord(solved: 4, bestSeconds: 300, fewestHints: 0), false, true
      ),
      (
        StudyRecord(solved: 3, bestSeconds: 300, fewestHints: 1), 500.0, 1, 0,
        StudyRecord(solved: 4, bestSeconds: 300, fewestHints: 1), false, false
      ),
    ] as [(StudyRecord?, Double, Int, Int, StudyRecord, Bool, Bool)])
  func recordUpdate(
    _ old: StudyRecord?, _ seconds: Double, _ hints: Int, _ reveals: Int, _ new: StudyRecord,
    _ bestTime: Bool, _ fewestHints: Bool
  ) throws {
    let update = try #require(
      StudyRecord.update(
        old, with: Self.summary(.hard, seconds: seconds, hints: hints, reveals: reveals)))
    #expect(update.record == new)
    #expect(update.newBestTime == bestTime && update.newFewestHints == fewestHints)
  }

  @Test(arguments: [
    (
      StudySummary(
        level: .easy, seconds: 7.9, moves: 1, mistakes: 0, hints: 1, reveals: 0, techniques: []),
      "Solved in 0:07 — 1 move, 0 mistakes, 1 hint + 0 reveals. Techniques needed: none."
    ),
    (
      StudySummary(
        level: .expert, seconds: 3_725, moves: 58, mistakes: 2, hints: 3, reveals: 1,
        techniques: [.hiddenSingle, .nakedSingle, .xWing]),
      "Solved in 1:02:05 — 58 moves, 2 mistakes, 3 hints + 1 reveal. Techniques needed: hidden single, naked single, X-Wing."
    ),
  ])
  func solvedLine(_ summary: StudySummary, _ message: String) {
    #expect(summary.message == message)
  }

  @Test func beyondTheCurriculumKeepsNoRecord() {
    #expect(
      StudyRecord.update(
        nil, with: Self.summary(.beyondTheCurriculum, seconds: 1, hints: 0, reveals: 0))
        == nil)
  }

  @Test(arguments: [
    (0.0, 0.0), (12.5, 12.5), (300.0, 300.0), (301.0, 300.0), (86_400.0, 300.0), (-5.0, 0.0),
    (Double.nan, 0.0),
  ])
  func idleGapsAreCapped(_ gap: Double, _ credited: Double) {
    #expect(PlayClock.credited(gap) == credited)
  }

  @Test func clockCountsOnlyWhileOpen() {
    var clock = PlayClock()
    #expect(clock.mark(at: 100) == 0)  // not open yet
    clock.open(at: 100)
    #expect(clock.mark(at: 130) == 30)
    #expect(clock.mark(at: 1_000) == 300)  // an idle gap
    #expect(clock.close(at: 1_010) == 10)
    #expect(clock.mark(at: 5_000) == 0)  // closed: a lesson was open
    clock.open(at: 5_000)
    #expect(clock.mark(at: 5_002.5) == 2.5)
  }
}
