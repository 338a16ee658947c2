/// The ways to choose `size` elements of an array, in order (`[a, b, c]` choose 2: ab, ac, bc): the
/// near-miss searches try every choice of a few lines, digits or cells, which are never more than nine.
extension Array {
  /// Walks the chosen indices as an odometer, last index fastest, so the choices come in the same
  /// lexicographic order a recursive walk gives. Inlinable, so each caller gets it specialized to
  /// its element type: unspecialized, the generic array and tuple metadata it asks the runtime for
  /// cost more than the choosing (86 % of the miss-truth soak's time went there).
  @inlinable
  func combinations(of size: Int) -> [[Element]] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    var indices = [Int](0..<size)
    var result: [[Element]] = []
    while true {
      result.append(indices.map { self[$0] })
      // The rightmost index that can still move right, every index after it following on.
      var position = size - 1
      while position >= 0 && indices[position] == count - size + position { position -= 1 }
      guard position >= 0 else { return result }
      indices[position] += 1
      for next in (position + 1)..<size { indices[next] = indices[next - 1] + 1 }
    }
  }
}
