import Testing

@testable import Academy

/// The leak finder's rule for text the words layer keeps together, and a Portuguese word that is
/// an English one too.
@Suite struct EnglishLeakRulesTests {
  @Test func tokensKeptTogetherAreFormats() {
    let step = "Locked Candidates Type 1 (Pointing): 5 in b1".keptTogether
    #expect(EnglishLeak.words(in: "r1c2 perdeu o 5 com o apontamento acima (\(step)).").isEmpty)
    #expect(EnglishLeak.words(in: "the box (\(step)).") == ["the", "box"])
    #expect(EnglishLeak.words(in: "Se r4c8 for 7, r4c2 será 9.").isEmpty)
  }
}
