import SudokuCore
import Testing

@testable import Academy

/// The background supply of study games: the same games for a session seed whether or not they were
/// built ahead, and a different game each time a level is asked for again.
@Suite struct StudySupplyTests {
  @Test func theBufferChangesNoGame() {
    let buffered = StudySupply(sessionSeed: 77, background: true)
    buffered.prefetchAll()
    let direct = StudySupply(sessionSeed: 77, background: false)
    for level in [Difficulty.easy, .medium, .master, .easy] {
      let game = buffered.game(level)
      #expect(game == direct.game(level))
      #expect(game.level == StudyLevel(level))
    }
  }

  @Test func eachGameOfALevelIsNewAndSeededFromTheSession() {
    let supply = StudySupply(sessionSeed: 9, background: false)
    let first = supply.game(.easy)
    let second = supply.game(.easy)
    #expect(first.givens != second.givens)
    #expect(first.seed == supply.seed(for: .easy, index: 0))
    #expect(second.seed == supply.seed(for: .easy, index: 1))
    #expect(supply.seed(for: .easy, index: 0) != supply.seed(for: .medium, index: 0))
    #expect(first == StudyGame.generated(.easy, seed: first.seed!))
  }
}
