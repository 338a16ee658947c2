import Testing

@testable import Academy

/// The near-miss searches choose lines, digits and cells with `combinations(of:)`; every miss that
/// names "the closest" choice relies on it listing each choice once, in order.
@Suite struct CombinationsTests {
  @Test(arguments: 0...9)
  func everyChoiceOnceInOrder(count: Int) {
    let items = (0..<count).map { "item \($0)" }
    for size in 0...4 {
      #expect(
        items.combinations(of: size) == Reference.choose(size, of: items),
        "\(count) choose \(size)")
    }
  }
}
