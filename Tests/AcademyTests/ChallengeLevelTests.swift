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

/// The challenge ladder's every message in each language, in both star marks, and the
/// Portuguese word for word.
@Suite struct ChallengeWordsTests {
  static var messages: [ChallengeMessage] {
    let ladder = ChallengeLevel.ladder
    let first = ladder[0]
    let seventh = ladder[6]
    let last = ladder.last!
    return [
      .started(seventh, clues: 28), .resumed(first), .locked(level: 5, next: ladder[2]),
      .locked(level: 5, next: nil), .notALevel("treze"), .allSolved,
      .solved(
        seventh, stars: 2, mistakes: 2, hints: 1, reveals: 0, before: ChallengeRecord(),
        opened: ladder[7], next: ladder[7]),
      .solved(
        seventh, stars: 3, mistakes: 0, hints: 0, reveals: 0,
        before: ChallengeRecord(solved: 1, bestStars: 1), opened: nil, next: ladder[7]),
      .solved(
        last, stars: 1, mistakes: 3, hints: 0, reveals: 3,
        before: ChallengeRecord(solved: 1, bestStars: 2), opened: nil, next: nil),
      .waiting(seventh), .reset,
    ]
  }

  /// Every message in each language, in both star marks: said, each in its own words, and in
  /// Portuguese with no English left.
  @Test(arguments: Language.allCases)
  func everyMessageIsSaid(language: Language) {
    func expectSaid(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(!text.isEmpty, sourceLocation: sourceLocation)
      if language == .portuguese {
        #expect(EnglishLeak.words(in: text).isEmpty, "\(text)", sourceLocation: sourceLocation)
      }
    }
    Language.$current.withValue(language) {
      for marks in [StarMarks.unicode, .ascii] {
        let texts = Self.messages.map { $0.text(marks) }
        for text in texts { expectSaid(text) }
        #expect(Set(texts).count == texts.count)
      }
      let others = [
        ChallengeMessage.commandSummary, ChallengeMessage.playedAsStudy,
        ChallengeMessage.commandDetails,
        ChallengeMessage.ladder(ProgressState.empty, .unicode),
      ]
      for text in others { expectSaid(text) }
      for difficulty in Difficulty.allCases {
        expectSaid(ChallengeMessage.needs(difficulty))
      }
    }
  }

  @Test func goldenLinesInPortuguese() {
    let ladder = ChallengeLevel.ladder
    let seventh = ladder[6]
    Language.$current.withValue(.portuguese) {
      #expect(
        ChallengeMessage.solved(
          seventh, stars: 2, mistakes: 2, hints: 1, reveals: 0, before: ChallengeRecord(),
          opened: nil, next: ladder[7]
        ).text(.unicode)
          == "Desafio 7 ★★☆: 2 erros + 1 dica + 0 revelações = 3. Escreva challenge para jogar o "
          + "nível 8.")
      #expect(
        ChallengeMessage.solved(
          seventh, stars: 3, mistakes: 1, hints: 0, reveals: 3,
          before: ChallengeRecord(solved: 1, bestStars: 1), opened: nil, next: nil
        ).text(.ascii)
          == "Desafio 7 ***: 1 erro + 0 dicas + 3 revelações = 4. Novo recorde do nível 7 (era "
          + "*--). Todos os níveis da escada estão resolvidos.")
      #expect(
        ChallengeMessage.solved(
          seventh, stars: 1, mistakes: 0, hints: 2, reveals: 1,
          before: ChallengeRecord(solved: 1, bestStars: 3), opened: nil, next: ladder[7]
        ).text(.unicode).contains("0 erros + 2 dicas + 1 revelação = 3. Recorde do nível 7: ★★★."))
      #expect(
        ChallengeMessage.started(ladder[0], clues: 40).text(.unicode)
          == "Desafio 1: 40 pistas, pede só únicos. Estrelas: sem erros nem dicas ★★★, 1–3 ★★☆, "
          + "4 ou mais ★☆☆. Escreva jogadas como r3c5=7 ou r1c7<>5; hint se não souber avançar.")
      #expect(
        ChallengeMessage.locked(level: 5, next: ladder[2]).text(.unicode)
          == "O nível 5 do desafio abre quando o nível 4 estiver resolvido; challenge joga o nível "
          + "3, o primeiro ainda por resolver.")
      #expect(
        ChallengeMessage.waiting(seventh).text(.unicode)
          == "O seu desafio 7 por acabar está guardado: escreva challenge para o retomar.")
      let state = ProgressState.empty.applying(.challengeSolved(1, stars: 3))
      #expect(
        ChallengeMessage.ladder(state, .unicode).hasSuffix(
          "; a seguir, o nível 2 de 12 (38 ou 39 pistas, pede só únicos)."))
    }
  }
}
