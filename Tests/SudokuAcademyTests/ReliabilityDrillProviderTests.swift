import Academy
import Foundation
import SudokuCore
import Testing

/// The background drill buffer hands out exactly the drills the factory makes for the session's
/// seeds, whether a drill is ready, still being built, queued, or never asked for.
///
/// The drills asked for while the worker thread builds others are what `Scripts/sanitize.sh` runs
/// under the thread sanitizer.
@Suite struct ReliabilityDrillProviderTests {
  static let sessionSeed: UInt64 = 0xACAD_E3E5

  static func same(_ drill: Drill, _ technique: Technique, index: Int) -> Bool {
    let expected = DrillFactory.make(
      technique, seed: DrillFactory.drillSeed(sessionSeed, index: index))
    return drill.technique == technique && drill.seed == expected.seed
      && drill.grid == expected.grid && drill.puzzle == expected.puzzle
      && drill.solution == expected.solution
  }

  @Test func backgroundDrillsAreTheSeededOnes() {
    let provider = DrillProvider(sessionSeed: Self.sessionSeed, background: true)
    // Queue three; ask for the first at once (it is being built, or queued) and the next ones
    // in an order different from the queue's, as a learner switching lessons would.
    provider.prefetch(.hiddenSingle, index: 0)
    provider.prefetch(.nakedSingle, index: 1)
    provider.prefetch(.hiddenSingle, index: 1)
    provider.prefetch(.hiddenSingle, index: 0)
    // The shell asks again after every drill it opens, while the worker is busy: for about 0.3 s
    // (the first drill or two being built), ask for what is already queued, built or taken.
    for _ in 0..<150 {
      provider.prefetch(.hiddenSingle, index: 0)
      provider.prefetch(.nakedSingle, index: 1)
      usleep(2_000)
    }
    let first = provider.drill(.hiddenSingle, index: 0)
    let second = provider.drill(.hiddenSingle, index: 1)
    // Dropped from the buffer once index 1 was taken: built again on this thread.
    let third = provider.drill(.nakedSingle, index: 1)
    provider.prefetch(.nakedSingle, index: 2)
    let fourth = provider.drill(.nakedSingle, index: 2)
    #expect(Self.same(first, .hiddenSingle, index: 0))
    #expect(Self.same(second, .hiddenSingle, index: 1))
    #expect(Self.same(third, .nakedSingle, index: 1))
    #expect(Self.same(fourth, .nakedSingle, index: 2))
  }

  @Test func withoutTheBufferTheDrillsAreTheSame() {
    let provider = DrillProvider(sessionSeed: Self.sessionSeed, background: false)
    provider.prefetch(.hiddenSingle, index: 0)
    #expect(Self.same(provider.drill(.hiddenSingle, index: 0), .hiddenSingle, index: 0))
  }
}
