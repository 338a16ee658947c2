/// The ways to choose `size` elements of an array, in order (`[a, b, c]` choose 2: ab, ac, bc): the
/// near-miss searches try every choice of a few lines, digits or cells, which are never more than nine.
extension Array {
  func combinations(of size: Int) -> [[Element]] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    var result: [[Element]] = []
    for (index, first) in enumerated() {
      for rest in Array(self[(index + 1)...]).combinations(of: size - 1) {
        result.append([first] + rest)
      }
    }
    return result
  }
}
