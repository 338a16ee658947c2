/// The one search behind naked subsets, hidden subsets and basic fish: choose `size` of some 9-bit
/// masks whose union has exactly `size` bits.
///
/// Naked subsets choose cells by their candidate masks, hidden subsets digits by their position masks
/// in a house, fish lines by the positions of a digit. The union only grows, so a branch stops as soon
/// as it has more than `size` bits.
enum MaskCombinations {
  /// Calls `found` with the chosen indices (ascending) and the union, for every choice of `size` masks
  /// from `masks` whose union has exactly `size` bits.
  static func forEach(
    _ masks: [UInt16], size: Int, _ found: (_ chosen: [Int], _ union: UInt16) -> Void
  ) {
    guard size >= 1, masks.count >= size else { return }
    var chosen: [Int] = []
    chosen.reserveCapacity(size)
    func extend(from start: Int, union: UInt16) {
      if chosen.count == size {
        if union.nonzeroBitCount == size { found(chosen, union) }
        return
      }
      let needed = size - chosen.count
      guard start <= masks.count - needed else { return }
      for index in start...(masks.count - needed) {
        let next = union | masks[index]
        guard next.nonzeroBitCount <= size else { continue }
        chosen.append(index)
        extend(from: index + 1, union: next)
        chosen.removeLast()
      }
    }
    extend(from: 0, union: 0)
  }
}
