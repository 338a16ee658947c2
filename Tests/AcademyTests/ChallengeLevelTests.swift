import SudokuCore
import Testing

@testable import Academy

/// The challenge ladder: its shape (targets falling to 23, techniques rising) and its puzzles, which
/// must have their level's clue count and need their level's techniques — over a few seeds per level
/// here, over many in the soak test.
@Suite struct ChallengeLevelTests {
  @Test func theLadderFallsToTwentyThreeCluesWhileTheTechniquesRise() {
    let ladder = ChallengeLevel.ladder
    #expect(ladder.count >= 12)
    #expect(ladder.map(\.number) == Array(1...ladder.count))
    #expect(zip(ladder, ladder.dropFirst()).allSatisfy { $0.targetClues > $1.targetClues })
    #expect(ladder.last?.targetClues == 23)
    let tiers = ladder.map { level -> Int in
      switch level.difficulty {
      case .easy, .medium: 0
      case .hard: 1
      default: 2
      }
    }
    #expect(tiers == tiers.sorted(), "the technique never falls back")
    #expect(Set(tiers) == [0, 1, 2], "singles, then pointing/claiming/naked pair, then X-Wing")
    // The last levels, at 23 to 25 clues, need an X-Wing.
    for level in ladder where level.targetClues <= 25 {
      #expect(level.difficulty == .expert, "level \(level.number)")
      #expect(level.clues.upperBound <= 25)
    }
    for level in ladder {
      #expect(level.clues.lowerBound == level.targetClues, "a window starts at its target")
    }
    #expect(ChallengeLevel.level(0) == nil)
    #expect(ChallengeLevel.level(ladder.count + 1) == nil)
  }

  /// A puzzle of `level` is unique, its clue count is in the window, and the simplest-first solve
  /// needs the level's techniques (and the six finish it).
  static func check(_ level: ChallengeLevel, seed: UInt64) {
    let game = level.game(seed: seed)
    let clues = game.givens.clues
    #expect(level.clues.contains(clues), "level \(level.number) seed \(seed): \(clues) clues")
    #expect(Solver.countSolutions(game.givens, limit: 2) == 1)
    #expect(Solver.solve(game.givens) == game.solution)
    let path = LogicalSolver.solve(Grid(givens: game.givens), upTo: .xWing)
    #expect(path.isSolved, "level \(level.number) seed \(seed): the six finish it")
    let hardest = path.hardest
    switch level.difficulty {
    case .hard:
      #expect(
        [.pointing, .claiming, .nakedPair].contains(hardest),
        "level \(level.number) seed \(seed) needs \(String(describing: hardest))")
    case .expert:
      #expect(hardest == .xWing, "level \(level.number) seed \(seed)")
    default:
      #expect(hardest?.placesDigits == true, "level \(level.number) seed \(seed): singles only")
    }
    #expect(game.challenge == level.number)
    #expect(game.level == level.studyLevel)
    #expect(game.seed == seed)
  }

  @Test(arguments: ChallengeLevel.ladder)
  func everyLevelsPuzzlesHaveItsCluesAndTechnique(_ level: ChallengeLevel) {
    for seed in 0..<UInt64(3) { Self.check(level, seed: seed) }
  }

  @Test func theSameSeedGivesTheSamePuzzle() {
    for number in [1, 7, 12] {
      let level = ChallengeLevel.level(number)!
      let seed = level.seed(session: 21, index: 0)
      #expect(level.game(seed: seed).givens == level.game(seed: seed).givens)
      #expect(level.seed(session: 21, index: 1) != seed, "the next game of a level is fresh")
      #expect(ChallengeLevel.level(number + 1).map { $0.seed(session: 21, index: 0) } != seed)
    }
  }

  @Test func theSupplyHandsOutTheSeedsOfTheSession() {
    let supply = ChallengeSupply(sessionSeed: 21, background: false)
    let level = ChallengeLevel.level(2)!
    let first = supply.game(level)
    let second = supply.game(level)
    #expect(first.seed == level.seed(session: 21, index: 0))
    #expect(second.seed == level.seed(session: 21, index: 1))
    #expect(first.givens != second.givens)
  }
}

/// The soak run: 30 more seeds of every level.
@Suite(.tags(.soak), .enabled(if: Soak.enabled, Soak.reason))
struct ChallengeLevelSoak {
  @Test(arguments: ChallengeLevel.ladder)
  func manySeedsOfEveryLevel(_ level: ChallengeLevel) {
    for seed in 3..<UInt64(33) { ChallengeLevelTests.check(level, seed: seed) }
  }
}

/// Stars: mistakes + hints + reveals — none 3 stars, 1 to 3 two, 4 or more one.
@Suite struct ChallengeStarsTests {
  @Test(arguments: [(0, 3), (1, 2), (2, 2), (3, 2), (4, 1), (5, 1), (1_000, 1)])
  func starsForTheCount(_ count: Int, _ stars: Int) {
    #expect(ChallengeStars.earned(count: count) == stars)
  }

  @Test func marksInUnicodeAndASCII() {
    #expect(StarMarks.unicode.render(3) == "★★★")
    #expect(StarMarks.unicode.render(2) == "★★☆")
    #expect(StarMarks.unicode.render(1) == "★☆☆")
    #expect(StarMarks.ascii.render(2) == "**-")
    #expect(StarMarks.ascii.render(1) == "*--")
  }

  /// Mistakes, hints and reveals all count; undo erases no mistake and refunds no hint.
  @Test func mistakesHintsAndRevealsCountAndUndoBuysNothingBack() throws {
    var game = ChallengeLevel.level(1)!.game(seed: 4)
    #expect(ChallengeStars.earned(by: game) == 3)
    let empty = try #require(Cell.all.first { game.givens[$0.index] == 0 })
    let clash = try #require(
      (1...9).first { digit in empty.peers.contains { game.givens[$0.index] == digit } })
    #expect(!game.enter("\(empty)=\(clash)").isApplied)
    #expect(game.mistakes == 1)
    #expect(ChallengeStars.earned(by: game) == 2)
    _ = game.hint()
    _ = game.hint()
    #expect(game.hints == 1 && game.reveals == 1)
    #expect(ChallengeStars.count(game) == 3)
    _ = game.undo()
    #expect(ChallengeStars.count(game) == 3, "undo takes back the reveal, not its count")
    _ = game.check()
    #expect(ChallengeStars.earned(by: game) == 1)
  }
}
