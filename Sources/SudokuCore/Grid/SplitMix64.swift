/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), so every puzzle and drill can be
/// rebuilt from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The `index`-th seed derived from `seed`: index 0 is `seed` itself, the others are well mixed and
  /// below 10⁹, so a drill's seed is short enough to read off its header and type back in.
  public static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
    guard index > 0 else { return seed }
    var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next() % 1_000_000_000
  }
}
