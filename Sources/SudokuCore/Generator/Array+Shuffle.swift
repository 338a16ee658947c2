extension Array where Element == Int {
  /// The standard library's `shuffle(using:)`, step for step: the same draws
  /// (`Int.random(in: 0..<amount, using:)`) and the same swaps, so the same generator state gives
  /// the same order.
  ///
  /// Written out here because the generators are generic over their random number generator and
  /// called from other modules, where they run unspecialized: the standard library's shuffle and
  /// `Int.random(in:using:)` then ran as their unspecialized copies, every swap and every
  /// multiplication a witness-table call (about a fifth of the instructions of an expert puzzle,
  /// callgrind). Here only `next()` goes through the generator's witness table.
  mutating func specializedShuffle(using generator: inout some RandomNumberGenerator) {
    guard count > 1 else { return }
    var amount = count
    var currentIndex = 0
    while amount > 1 {
      let random = Self.random(below: amount, using: &generator)
      amount -= 1
      swapAt(currentIndex, currentIndex + random)
      currentIndex += 1
    }
  }

  /// `shuffled(using:)` of the standard library, step for step (see `specializedShuffle(using:)`).
  func specializedShuffled(using generator: inout some RandomNumberGenerator) -> [Int] {
    var result = self
    result.specializedShuffle(using: &generator)
    return result
  }

  /// `Int.random(in: 0..<upperBound, using:)` of the standard library, step for step: Lemire's
  /// multiply-and-reject on one 64-bit draw, as the standard library's next(upperBound:) does it.
  private static func random(
    below upperBound: Int, using generator: inout some RandomNumberGenerator
  )
    -> Int
  {
    let bound = UInt64(upperBound)
    var product = generator.next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = generator.next().multipliedFullWidth(by: bound)
      }
    }
    return Int(product.high)
  }
}
