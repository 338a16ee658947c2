/// Hidden Pair and Hidden Triple (hidden subsets of any size n): in one house, n digits have no places
/// but the same n cells. Those cells must hold those digits, so every other candidate leaves them.
///
/// As in HoDoKu, the house must have more than n empty cells, and a digit may sit in fewer than n of the
/// cells. Example: in r5 the 1s and 9s sit only in r5c1 and r5c9, so
/// `Hidden Pair: 1,9 in r5c19 => r5c1<>4, r5c1<>7` when r5c1 also shows 4 and 7.
enum HiddenSubsetFinder {
  /// Every hidden subset of `size` digits that removes something; one instance per cells and digits,
  /// listing every house in which the digits are confined to those cells.
  static func find(size: Int, in grid: Grid, map: CandidateMap) -> [(
    subset: Subset, eliminations: [Candidate]
  )] {
    var result: [(subset: Subset, eliminations: [Candidate])] = []
    var index: [[Int]: Int] = [:]
    var houses: [[House]] = []
    for house in 0..<27 where map.emptyCount[house] > size {
      // Count first, so a house that cannot hold a subset costs no allocation.
      var count = 0
      for digit in 1...9 where (1...size).contains(map.mask(house, digit).nonzeroBitCount) {
        count += 1
      }
      guard count >= size else { continue }
      let digits = (1...9).filter { (1...size).contains(map.mask(house, $0).nonzeroBitCount) }
      MaskCombinations.forEach(digits.map { map.mask(house, $0) }, size: size) { chosen, union in
        let cells = CandidateMap.cells(house, union)
        let set = DigitSet(chosen.map { digits[$0] })
        let key = cells.map(\.index) + [Int(set.rawValue)]
        if let found = index[key] {
          houses[found].append(House(ordinal: house))
          return
        }
        let eliminations = cells.flatMap { cell in
          grid.candidates[cell.index].subtracting(set).map { Candidate(cell, $0) }
        }
        guard !eliminations.isEmpty else { return }
        index[key] = result.count
        houses.append([House(ordinal: house)])
        result.append(
          (
            Subset(kind: .hidden, digits: set, cells: cells, houses: [], isLocked: false),
            eliminations
          ))
      }
    }
    return result.enumerated().map { offset, found in
      let subset = found.subset
      return (
        Subset(
          kind: .hidden, digits: subset.digits, cells: subset.cells, houses: houses[offset],
          isLocked: false),
        found.eliminations
      )
    }
  }
}
