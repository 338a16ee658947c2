import Foundation
import SudokuCore
import Testing

@testable import Academy

/// The game review: the move log it reads (kept through moves, hints, undo and the save), and
/// every fact it states checked on the board of its moment, over games played by a scripted
/// learner who solves, guesses, removes candidates nothing justifies yet, errs and asks for hints.
@Suite struct GameReviewTests {
  // MARK: The log

  @Test func theLogReadsBackWhatItWrote() throws {
    var log = GameLog()
    log.append(
      .init(
        seconds: 12.34,
        event: .move(
          .init(
            placed: [.init(Cell(20), 7), .init(Cell(3), 0)],
            eliminated: [Candidate(Cell(4), 5)], restored: [Candidate(Cell(80), 9)]),
          reveal: nil)))
    log.append(.init(seconds: 13, event: .hint(.xWing, cell: Cell(40))))
    log.append(.init(seconds: 14, event: .hint(nil, cell: nil)))
    log.append(.init(seconds: 15, event: .notes))
    log.append(
      .init(
        seconds: 16,
        event: .move(.init(eliminated: [Candidate(Cell(9), 1)]), reveal: [.pointing, .xWing])))
    #expect(
      log.lines == [
        "12.3 m =733 =014 -515 +999", "13.0 h x-wing @55", "14.0 h", "15.0 n",
        "16.0 r -121 pointing x-wing",
      ])
    let read = try #require(GameLog(lines: log.lines, unlogged: 0))
    #expect(read == log)
  }

  @Test(arguments: [
    "", "1", "x m =733", "-1 m =733", "1 m", "1 m =7333", "1 m -033", "1 m =7a3", "1 q", "1 n x",
    "1 h nope", "1 h @00", "1 h x-wing x-wing", "1 s", "1 r pointing", "1 r -121 nope",
    "nan m =711", "1e99 m =711",
  ])
  func aLineThatDoesNotReadMakesNoLog(line: String) {
    #expect(GameLog(lines: ["1.0 m =711", line], unlogged: 0) == nil)
  }

  @Test func movesHintsAndUndoKeepTheLogInStep() {
    var game = StudyGame.generated(.easy, seed: 3)
    let empty = Cell.all.filter { game.givens[$0.index] == 0 }
    let first = empty[0]
    game.secondsPlayed = 5
    _ = game.enter("\(first)=\(game.solution[first.index])")
    game.secondsPlayed = 9
    _ = game.hint()
    game.secondsPlayed = 11
    let wrong = (1...9).first {
      $0 != game.solution[empty[1].index] && game.board.candidates(at: empty[1]).contains($0)
    }!
    _ = game.enter("\(empty[1])<>\(wrong)")
    _ = game.undo()
    let lines = game.log?.lines ?? []
    #expect(lines.count == 2, "the undone elimination left the log: \(lines)")
    #expect(
      lines.first == "5.0 m =\(game.solution[first.index])\(first.row + 1)\(first.column + 1)")
    #expect(lines.last?.hasPrefix("9.0 h ") == true)
  }

  @Test func aFullLogCountsTheRestAndUndoTakesThoseFirst() {
    var log = GameLog()
    for index in 0..<GameLog.capacity {
      log.append(.init(seconds: Double(index), event: .notes))
    }
    log.append(.init(seconds: 9_999, event: .notes))
    #expect(log.entries.count == GameLog.capacity)
    #expect(log.unlogged == 1 && !log.isWhole)
    log.undoLast()
    #expect(log.unlogged == 0 && log.entries.count == GameLog.capacity)
    log.undoLast()
    #expect(log.entries.count == GameLog.capacity - 1)
  }

  @Test func theSaveKeepsTheLogAndAnOldOrBadOneResumesWithout() throws {
    var game = StudyGame.generated(.easy, seed: 4)
    let cell = Cell.all.first { game.givens[$0.index] == 0 }!
    game.secondsPlayed = 7
    _ = game.enter("\(cell)=\(game.solution[cell.index])")
    let data = try game.saveData()
    let resumed = try StudyGame(saveData: data)
    #expect(resumed.log == game.log)
    var text = try #require(String(data: data, encoding: .utf8))
    // A save of an older program: no log.
    let old = text.replacingOccurrences(
      of: #","log":\{"entries":\[[^\]]*\]\}"#, with: "", options: .regularExpression)
    #expect(old != text)
    #expect(try StudyGame(saveData: Data(old.utf8)).log == nil)
    // A log that does not read: the game resumes, without it.
    text = text.replacingOccurrences(of: #""entries":["#, with: #""entries":["7 m =0","#)
    let damaged = try StudyGame(saveData: Data(text.utf8))
    #expect(damaged.log == nil)
    #expect(damaged.placed == game.placed)
  }

  @Test func aPastedPositionStartsTheLog() throws {
    let game = try StudyGame.pasted(
      "4.2867.136.8.5..42.1......6974.3.2.883...2.911.....3.52.37.685...13....4...428...")
    #expect(game.log?.entries.isEmpty == true)
  }

  // MARK: The review's facts

  /// Every fact of the review of `game`, checked on the reviewer's board of its moment, rebuilt
  /// here from the log: right digits, and the eliminations the review justified.
  static func checkEveryFact(of game: StudyGame) throws -> GameReview {
    let log = try #require(game.log)
    let review = GameReview(givens: game.givens, solution: game.solution, log: log)
    var placed = Puzzle()
    var justified = Set<Candidate>()
    func truth() -> Grid {
      let right = Puzzle(placed.indices.map { placed[$0] == game.solution[$0] ? placed[$0] : 0 })
      return HintPlanner.board(givens: game.givens, placed: right, eliminations: justified)
    }
    let moves = review.moments.filter { if case .hint = $0.kind { false } else { true } }
    let logged = log.entries.filter {
      if case .move = $0.event { true } else { false }
    }
    #expect(moves.count == logged.count)
    var guesses = 0
    for (moment, entry) in zip(moves, logged) {
      guard case .move(let changes, _) = entry.event else { continue }
      switch moment.kind {
      case .reveal:
        for placement in changes.placed { placed[placement.cell.index] = placement.digit }
        justified.formUnion(changes.eliminated)
        justified.subtract(changes.restored)
      case .move(_, let facts):
        for fact in facts {
          let board = truth()
          switch (fact.subject, fact.basis) {
          case (.placement(let cell, let digit), .single(let technique)):
            #expect(digit == game.solution[cell.index])
            #expect(
              Finder.steps(technique, in: board).contains {
                $0.placements.contains(Candidate(cell, digit))
              }, "\(cell)=\(digit) is a \(technique) on the board of its moment")
            placed[cell.index] = digit
          case (.placement(let cell, let digit), .chain(let hardest, let steps)):
            #expect(steps > 0)
            #expect(!Self.hasSingle(cell, digit, board), "not a single before the eliminations")
            #expect(
              Self.hasSingle(cell, digit, Self.closure(board, upTo: hardest)),
              "the eliminations up to \(hardest) make \(cell)=\(digit) a single")
            if let simpler = Technique.allCases.last(where: { $0 < hardest }) {
              #expect(
                !Self.hasSingle(cell, digit, Self.closure(board, upTo: simpler)),
                "\(hardest) is needed: nothing simpler makes the single")
            }
            placed[cell.index] = digit
          case (.placement(let cell, let digit), .guess):
            guesses += 1
            #expect(digit == game.solution[cell.index])
            #expect(!Self.hasSingle(cell, digit, board), "no single then")
            if case .next(let chain, _) = HintPlanner.plan(
              cell: cell, board: board, solution: game.solution)
            {
              #expect(
                chain.contains { !$0.step.placements.isEmpty },
                "the way to \(cell)=\(digit) needed another digit first")
            }
            placed[cell.index] = digit
          case (.placement(let cell, let digit), .mistake):
            #expect(digit != game.solution[cell.index])
            placed[cell.index] = digit
          case (.cleared(let cell), .undone):
            placed[cell.index] = 0
          case (.eliminations(let candidates), .justified(let technique)):
            for candidate in candidates {
              #expect(game.solution[candidate.cell.index] != candidate.digit)
              justified.insert(candidate)
            }
            // Justified on the board as the move's earlier removals left it.
            let steps = Finder.steps(technique, in: board)
            #expect(!steps.isEmpty, "a \(technique) is on the board")
          case (.eliminations(let candidates), .notJustified):
            for candidate in candidates {
              #expect(game.solution[candidate.cell.index] != candidate.digit)
              for technique in Technique.allCases {
                #expect(
                  !Finder.steps(technique, in: board).contains {
                    $0.eliminations.contains(candidate)
                  }, "no \(technique) removes \(candidate) then")
              }
            }
          case (.eliminations(let candidates), .mistake):
            #expect(candidates.allSatisfy { game.solution[$0.cell.index] == $0.digit })
          case (.restored(let candidates), .undone):
            justified.subtract(candidates)
          default:
            Issue.record("a fact of an unexpected shape: \(fact)")
          }
        }
      case .hint:
        break
      }
    }
    #expect(review.guesses == guesses)
    #expect(review.keyMoments.count <= 3)
    #expect(review.practise.count <= 2)
    #expect(
      zip(review.keyMoments, review.keyMoments.dropFirst()).allSatisfy { $0.seconds <= $1.seconds })
    return review
  }

  /// The board after every elimination of every technique up to `hardest`, all instances of all
  /// of them each round, until none is left (no digit placed).
  static func closure(_ board: Grid, upTo hardest: Technique) -> Grid {
    var grid = board
    var changed = true
    while changed {
      changed = false
      for technique in Technique.allCases where technique <= hardest {
        for step in Finder.steps(technique, in: grid) {
          for candidate in step.eliminations where grid.eliminate(candidate) { changed = true }
        }
      }
    }
    return grid
  }

  /// `digit` is the one candidate of `cell`, or its one place in a house of the cell.
  static func hasSingle(_ cell: Cell, _ digit: Int, _ grid: Grid) -> Bool {
    grid.isEmpty(cell) && grid.candidates(at: cell).contains(digit)
      && (grid.candidates(at: cell).count == 1
        || cell.houses.contains { grid.cells(of: digit, in: $0) == [cell] })
  }

  /// A learner who mostly follows the planner, and every few moves guesses a cell, removes a
  /// candidate nothing justifies, places a wrong digit (then clears it), or asks for a hint.
  static func played(_ difficulty: Difficulty, seed: UInt64) -> StudyGame {
    var game = StudyGame.generated(difficulty, seed: seed)
    var random = SplitMix64(seed: seed &* 31 &+ 7)
    var turn = 0
    while !game.isSolved, turn < 400 {
      turn += 1
      game.secondsPlayed += Double(random.next() % 90)
      let board = game.board
      let empty = board.emptyCells
      switch random.next() % 10 {
      case 0:
        let cell = empty[Int(random.next() % UInt64(empty.count))]
        _ = game.enter("\(cell)=\(game.solution[cell.index])")
      case 1:
        let options = empty.flatMap { cell in
          board.candidates(at: cell).filter { $0 != game.solution[cell.index] }.map {
            Candidate(cell, $0)
          }
        }
        if let pick = options.isEmpty ? nil : options[Int(random.next() % UInt64(options.count))] {
          _ = game.enter("\(pick.cell)<>\(pick.digit)")
        }
      case 2:
        let cell = empty[Int(random.next() % UInt64(empty.count))]
        if let wrong = board.candidates(at: cell).first(where: { $0 != game.solution[cell.index] }),
          game.enter("\(cell)=\(wrong)").isApplied
        {
          _ = game.enter("\(cell)=0")
        }
      case 3:
        _ = game.hint()
        // And now and then the solution's own digit removed, then restored.
        let cell = empty[Int(random.next() % UInt64(empty.count))]
        if turn % 3 == 0, game.enter("\(cell)<>\(game.solution[cell.index])").isApplied {
          _ = game.enter("restore \(cell)")
        }
      default:
        guard case .next(let chain, let single, _) = game.plan else {
          if case .fixIt(let wrong, _) = game.plan {
            for cell in wrong { _ = game.enter("\(cell)=0") }
            let removed = game.eliminations.filter { game.solution[$0.cell.index] == $0.digit }
            for candidate in removed { _ = game.enter("restore \(candidate.cell)") }
          } else {
            let cell = empty[0]
            _ = game.enter("\(cell)=\(game.solution[cell.index])")
          }
          continue
        }
        for planned in chain where !planned.step.eliminations.isEmpty {
          _ = game.enter(Notation.format(eliminations: planned.step.eliminations))
        }
        for placement in single.step.placements {
          _ = game.enter("\(placement.cell)=\(placement.digit)")
        }
      }
    }
    return game
  }

  @Test(
    arguments: zip([Difficulty.easy, .medium, .hard, .expert, .master], [UInt64(1), 2, 3, 4, 5]))
  func everyFactIsTrueOnTheBoardOfItsMoment(difficulty: Difficulty, seed: UInt64) throws {
    let game = Self.played(difficulty, seed: seed)
    #expect(game.isSolved)
    let review = try Self.checkEveryFact(of: game)
    var kinds = Set<String>()
    for moment in review.moments {
      guard case .move(_, let facts) = moment.kind else { continue }
      for fact in facts {
        switch fact.basis {
        case .single: kinds.insert("single")
        case .chain: kinds.insert("chain")
        case .guess: kinds.insert("guess")
        case .justified: kinds.insert("justified")
        case .notJustified: kinds.insert("not justified")
        case .mistake: kinds.insert("mistake")
        case .undone: kinds.insert("undone")
        }
      }
    }
    // On an easy board every wrong candidate is in reach of a single, so none goes unjustified.
    let expected: Set = ["single", "guess", "justified", "mistake", "undone"]
    #expect(
      kinds.isSuperset(of: difficulty == .easy ? expected : expected.union(["not justified"])),
      "the scripted game made every kind of fact the review states: \(kinds.sorted())")
  }

  @Test func aPlantedGuessWaitAndHintAreTheKeyMoments() throws {
    var game = StudyGame.generated(.hard, seed: 11)
    // A guess: a cell the curriculum does not force from the givens' board.
    let guess = try #require(
      Cell.all.first { cell in
        guard game.givens[cell.index] == 0 else { return false }
        if case .guess = Replay.basis(
          placing: cell, game.solution[cell.index], on: game.board, solution: game.solution)
        {
          return true
        }
        return false
      })
    game.secondsPlayed = 10
    _ = game.enter("\(guess)=\(game.solution[guess.index])")
    game.secondsPlayed = 250
    _ = game.hint()
    while !game.isSolved, case .next(_, let single, _) = game.plan {
      game.secondsPlayed += 3
      for placement in single.step.placements {
        _ = game.enter("\(placement.cell)=\(placement.digit)")
      }
      if case .next(let chain, _, _) = game.plan, !chain.isEmpty {
        for planned in chain {
          _ = game.enter(Notation.format(eliminations: planned.step.eliminations))
        }
      }
    }
    let review = GameReview(
      givens: game.givens, solution: game.solution, log: try #require(game.log))
    let reasons = review.keyMoments.map(\.reason)
    #expect(reasons.contains { if case .wait = $0 { true } else { false } })
    #expect(reasons.contains { if case .guess(guess, _, _) = $0 { true } else { false } })
    #expect(review.waits.first?.seconds == 240)
    #expect(review.hints.count == 1)
    #expect(!review.practise.isEmpty)
  }
}

/// The soak run: every fact of 72 more scripted games, twelve of each level, in twelve slices.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct GameReviewSoak {
  @Test(arguments: 0..<Soak.slices)
  func everyFactOfManyGamesIsTrue(slice: Int) throws {
    for index in Soak.slice(slice, of: 72) {
      let level = Difficulty.allCases[index % Difficulty.allCases.count]
      let game = GameReviewTests.played(level, seed: 1_000 + UInt64(index))
      #expect(game.isSolved, "\(level) seed \(1_000 + index) played to the end")
      _ = try GameReviewTests.checkEveryFact(of: game)
    }
  }
}
